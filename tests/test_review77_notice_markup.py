"""review77: a notice (a Textual toast) reads its words as content markup (``App.notify``'s
default), and unotui puts names other people chose into notices: a name like ``[/]`` — which
the table takes (``net.protocol.clean_text`` drops control characters only) — raises Textual's
``MarkupError`` as the toast is drawn, and the app ends with a traceback.

Seen: a player named ``[/]`` sits at a table; another joins from the join screen under the same
name; the table calls the newcomer ``[/] 2`` and the join screen says so in a notice ("Joined
127.0.0.1:PORT as [/] 2: someone there is already called [/]." — unotui/screens/join.py, the
``renamed`` notice): the newcomer's app crashes (its own name is typed by that player, and the
other's is any stranger's)."""

from __future__ import annotations

import asyncio

from flow_kit import wait_for
from net_testkit import raw_seated, start_host


async def test_review77_a_name_in_brackets_does_not_crash_the_join_notice() -> None:
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    host, port = await start_host(seats=3)
    try:
        _reader, _writer = await raw_seated(port, "[/]")
        address = f"127.0.0.1:{port}"
        app = make_app(lambda: [JoinScreen(address, None, name="[/]", auto_join=True)],
                       ascii_only=False, animations=False, lang="en")
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await wait_for(pilot, lambda: any(m.name == "[/] 2"
                                              for m in host.table.members.values()), "joined")
            for _ in range(20):
                await asyncio.sleep(0.02)
                await pilot.pause()
            assert app._exception is None, repr(app._exception)
    finally:
        await host.close()
