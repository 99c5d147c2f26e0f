"""Enter pressed twice while a join is under way — a table slow to answer, an impatient
player: the second Enter cancelled the first join (the join is a worker that cancels the one
before it), and the screen stayed "joining" for good, every later Enter doing nothing, while the
table kept a seat for the connection given up. The second Enter now waits for the first."""
from __future__ import annotations

import asyncio

from flow_kit import wait_for

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_enter_twice_during_a_slow_join_still_joins() -> None:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=3, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)

    async def slow(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """A way to the table that answers 0.8 s late."""
        await asyncio.sleep(0.8)
        up_r, up_w = await asyncio.open_connection("127.0.0.1", port)

        async def pipe(a: asyncio.StreamReader, b: asyncio.StreamWriter) -> None:
            try:
                while data := await a.read(65536):
                    b.write(data)
                    await b.drain()
            except OSError:
                pass
            finally:
                b.close()
        await asyncio.gather(pipe(reader, up_w), pipe(up_r, writer))

    proxy = await asyncio.start_server(slow, "127.0.0.1", 0)
    pport = proxy.sockets[0].getsockname()[1]
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{pport}", browse=None, name="Bo")],
                   ascii_only=False, animations=False)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause(0.3)
            assert app.focused is not None and app.focused.id == "address"
            await pilot.press("enter")
            await pilot.pause(0.2)
            assert "Joining" in str(getattr(app.screen, "_said", ""))
            await pilot.press("enter")
            await wait_for(pilot, lambda: type(app.screen).__name__ == "LobbyScreen",
                           "the lobby of the table joined")
            assert [m.name for m in host.table.members.values()] == ["Bo"]
    finally:
        proxy.close()
        await host.close()
