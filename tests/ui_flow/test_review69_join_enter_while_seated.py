"""review69 #3: the guard against a second Enter during a join (6bcc6eff: ``connect`` returns
while ``joining``) opens again before the join is over: ``_join_table`` sets ``joining =
False`` as soon as the table answered, then awaits ``_seated`` — which stops the LAN browsing
(zeroconf's stop takes a moment), and for a match under way waits up to 1 s for the table's
first ``lobby`` — and then ``open_lobby``. An Enter in that moment starts a new exclusive
worker, which cancels the first: the connection the table had just welcomed is closed, and the
second join finds the player's own seat still there, so it sits as "Bo 2" ("someone there is
already called Bo"), next to a dropped "Bo" the lobby keeps. (The first worker's ``finally``
then also sets ``joining = False`` under the second join.)"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import wait_for

from unotui.launch import make_app
from unotui.screens.join import JoinScreen

Stop = Callable[[], Awaitable[None]]


def _slow_browse(stopped: asyncio.Event) -> Callable[[Any], Awaitable[Stop]]:
    """A LAN browse that finds nothing, whose stop takes a while (as zeroconf's may): until
    ``stopped`` is set. (It took a fixed 1.5 s: on a busy machine the lobby could open before
    the test had even looked, and "still handing over" failed by timing alone.)"""
    async def browse(_changed: Any) -> Stop:
        async def stop() -> None:
            await stopped.wait()
        return stop
    return browse


async def test_enter_again_while_the_joined_table_is_being_handed_to_the_lobby() -> None:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=3, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    stopped = asyncio.Event()
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=_slow_browse(stopped),
                                       name="Bo", probe=None)],
                   ascii_only=False, animations=False)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause(0.3)
            assert app.focused is not None and app.focused.id == "address"
            await pilot.press("enter")
            await wait_for(pilot, lambda: [m.name for m in host.table.members.values()]
                           == ["Bo"], "Bo welcomed")
            await pilot.pause(0.2)
            assert type(app.screen).__name__ == "JoinScreen"  # (still handing over)
            await pilot.press("enter")  # (impatient: nothing seems to happen)
            stopped.set()  # (the browsing's stop ends only now, after the second Enter)
            await wait_for(pilot, lambda: type(app.screen).__name__ == "LobbyScreen",
                           "the lobby of the table joined")
            await pilot.pause(0.5)
            names = sorted(m.name for m in host.table.members.values())
            assert names == ["Bo"], names
    finally:
        await host.close()
