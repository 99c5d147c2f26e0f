"""ssh54: a door bound to a loopback address where something else than a unotui table listens
(an operator's slip: `serve-ssh --port 9875 --table 127.0.0.1:9862`, the port of an SSH door or
of sshd rather than a table's). The visitor's join screen first reads "The table does not
answer." (something did answer), then, 5 s later and forever after, "A table is open there
again. Enter: join" — untrue: no table was ever open there, and each Enter only brings back
"does not answer", then "open again". Cause: unotui/screens/join.py, the NotATable branch of the
join sets ``_closed_table``, and ``_probe_closed_table`` takes any TCP answer
(net.discovery.answers) for a table open again.

By hand: `serve-ssh --bind 127.0.0.1 --port 9875 --table 127.0.0.1:9862` where 9862 is another
`serve-ssh`; `ssh -p 9875 wr@127.0.0.1`; watch the status line for 10 s; press Enter."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui_flow"))

from flow_kit import screen_text, wait_for, wait_screen
from test_ssh_visitor_screens import door_app


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings


def _words(app: Any) -> str:
    return " ".join(screen_text(app).split())


async def test_a_port_where_no_table_listens_is_never_said_to_have_a_table_open_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.screens import join as join_screen
    from unotui.screens.join import JoinScreen

    monkeypatch.setattr(join_screen, "PROBE_EVERY", 3600.0)  # (the probe is run by hand below)

    async def an_ssh_server(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(b"SSH-2.0-OpenSSH_9.2p1\r\n")  # (what sshd, or a door, says first)
        await writer.drain()
        with contextlib.suppress(Exception):
            await reader.read(1 << 16)
        writer.close()

    server = await asyncio.start_server(an_ssh_server, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    app = door_app(port)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            join = await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "The table does not answer" in _words(app), "refused")
            await pilot.pause(0.5)
            await join._probe_closed_table()  # (the check the screen runs every 5 s)
            await pilot.pause()
            text = _words(app)
            assert "A table is open there again" not in text, text
    finally:
        server.close()
