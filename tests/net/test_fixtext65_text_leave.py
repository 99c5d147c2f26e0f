"""fixtext65 (tmux65 #2): q in the text client during a match left at once and said nothing —
the shell prompt back, no word of the seat. It asks as the app asks ("Leave the match?" and what
leaving does), and once left says that a bot plays the seat and the command that takes it back."""

from __future__ import annotations

import asyncio
import shlex
from pathlib import Path

from net_testkit import WAIT, start_host
from test_commands import read_until, spawn

from net.client import Client


async def _say(proc: asyncio.subprocess.Process, line: str) -> None:
    assert proc.stdin is not None
    proc.stdin.write(line.encode() + b"\n")
    await proc.stdin.drain()


async def test_q_during_a_match_asks_then_says_where_the_seat_is(tmp_path: Path) -> None:
    host, port = await start_host(seats=3, bot_delay=3600.0)
    config = {"UNOTUI_CONFIG_DIR": str(tmp_path), "UNOTUI_COMMAND": "unotui", "COLUMNS": "200"}
    address = f"127.0.0.1:{port}"
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        proc = await spawn("join", address, "--name", "Zed Two", **config)
        await read_until(proc, "Joined as Zed Two")
        await ann.add_bot("normal")
        await ann.start()
        await read_until(proc, "round 1")
        await _say(proc, "q")
        asked = (await read_until(proc, "Leave the match?"))[-1]
        assert "A bot plays your seat until you join this table again" in asked, asked
        assert "y leaves" in asked, asked
        await _say(proc, "n")  # (not left: the seat is still this player's)
        await read_until(proc, "You stay in the match.")
        assert host.table.seats[1].kind == "human" and not host.table.seats[1].stand_in
        await _say(proc, "q")
        await read_until(proc, "Leave the match?")
        await _say(proc, "y")
        out, _ = await asyncio.wait_for(proc.communicate(), WAIT)
        assert proc.returncode == 0
        said = out.decode()
        assert "a bot plays your seat while its match goes on" in said, said
        assert f"unotui join --text {address} --name {shlex.quote('Zed Two')}" in said, said
        assert host.table.seats[1].stand_in
        await ann.close()
    finally:
        await host.close()


async def test_q_in_the_lobby_leaves_at_once_saying_nothing_of_a_seat() -> None:
    host, port = await start_host(seats=3)
    try:
        proc = await spawn("join", f"127.0.0.1:{port}", "--name", "Zed")
        await read_until(proc, "Joined as Zed")
        await _say(proc, "q")
        out, _ = await asyncio.wait_for(proc.communicate(), WAIT)
        assert proc.returncode == 0
        assert "Leave the match?" not in out.decode() and "bot plays" not in out.decode()
    finally:
        await host.close()


async def test_lines_that_come_in_one_write_are_all_read() -> None:
    """Two lines piped at once ("q\\ny\\n": the question and its answer): readline() took the
    first and kept the second in its buffer, unseen by the event loop until more came."""
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        proc = await spawn("join", f"127.0.0.1:{port}", "--name", "Zed")
        await read_until(proc, "Joined as Zed")
        await _say(proc, "t one\nt two")
        assert (await ann.recv("chat", timeout=WAIT))["text"] == "one"
        assert (await ann.recv("chat", timeout=WAIT))["text"] == "two"
        await _say(proc, "q")
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        await ann.close()
    finally:
        await host.close()


async def test_the_end_of_stdin_during_a_match_says_where_the_seat_is(tmp_path: Path) -> None:
    """Stdin's end leaves as q does (no question: nobody is there to answer it), and says so."""
    host, port = await start_host(seats=3, bot_delay=3600.0)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        proc = await spawn("join", f"127.0.0.1:{port}", "--name", "Zed",
                           UNOTUI_CONFIG_DIR=str(tmp_path), COLUMNS="200")
        await read_until(proc, "Joined as Zed")
        await ann.add_bot("normal")
        await ann.start()
        await read_until(proc, "round 1")
        assert proc.stdin is not None
        proc.stdin.close()
        out, _ = await asyncio.wait_for(proc.communicate(), WAIT)
        assert proc.returncode == 0
        assert "a bot plays your seat while its match goes on" in out.decode(), out.decode()
        assert "Leave the match?" not in out.decode()
        await ann.close()
    finally:
        await host.close()
