"""review58 (a cancelled worker's cleanup, the class of a849a1a): Escape while "Joining…".

The Join screen's ``connect`` worker, once ``Client.connect_tcp`` has returned (Bo is seated
at the table), awaits ``stop_browsing()`` (the LAN browser's zeroconf closing) before it
hands the connection to a lobby. Escape then pops the screen, whose unmount cancels the
worker (Textual ``cancel_node``) in that await: nothing closes the client, which goes on
answering the table's pings. Bo is back at the menu, yet seated at that table for as long as
the app runs ("Bo 2" if they join it again). Here the browser's stop is held until Escape has
been pressed (a zeroconf close that takes a moment), which makes the race certain."""

from __future__ import annotations

import asyncio
from typing import Any

from flow_kit import press, wait_for

from net.client import Client
from net.host import Host, TableConfig
from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_escape_while_joining_leaves_no_seat_behind() -> None:
    stopping = asyncio.Event()
    release = asyncio.Event()

    async def slow_lan(on_change: Any) -> Any:
        async def stop() -> None:
            stopping.set()
            await release.wait()  # (zeroconf closing)

        return stop

    host = Host(TableConfig(name="Den", seats=3))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")

    def bo_connected() -> bool:
        return any(m.name == "Bo" and m.conn is not None for m in host.table.members.values())

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            join = JoinScreen(f"127.0.0.1:{port}", browse=slow_lan, name="Bo", auto_join=True,
                              probe=None)
            app.push_screen(join)
            await wait_for(pilot, lambda: stopping.is_set(), "joined; the browser stopping")
            assert bo_connected()
            await press(pilot, "escape")  # (Bo gives up joining: back to the menu)
            await wait_for(pilot, lambda: join not in app.screen_stack, "the join screen gone")
            release.set()
            for _ in range(60):  # (3 s: the table hears the connection end)
                if not bo_connected():
                    break
                await pilot.pause(0.05)
            seated = bo_connected()
            assert not seated, ("Bo left the Join screen, yet the table still has Bo "
                                "connected: " + str([m.name for m in host.table.members.values()]))
    finally:
        release.set()
        await ann.close()
        await host.close()
