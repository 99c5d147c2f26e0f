"""newbie60 #4: joining an address where nothing listens reads "Nobody answers at
127.0.0.1:PORT: no table is open there" — the one status line of the join screen without its
closing full stop (every other one has it: "'nonsense' is not an address: type HOST:PORT, e.g.
192.168.1.20:7152.", "Wrong password: type the table's password again.", and the SSH door's
own "The table does not answer: {error}."). join.py:916 ``_("Nobody answers at {address}:
{error}")``."""

from __future__ import annotations

import socket

from flow_kit import screen_text, wait_for

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_nobody_answers_is_a_whole_sentence() -> None:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Bo",
                                       auto_join=True)], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Nobody answers" in screen_text(app), "no answer")
        line = next(row for row in screen_text(app).splitlines() if "Nobody answers" in row)
        assert line.rstrip().endswith("no table is open there."), line
