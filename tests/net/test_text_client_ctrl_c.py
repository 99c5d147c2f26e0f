"""tmux65 (left alone, then): Ctrl-C in the text client (``unotui join --text``) during a match
ended it with exit code 130 and not a word — where ``q`` says the seat is kept, how to take it
back and the command that does it. Ctrl-C says the same."""
from __future__ import annotations

import asyncio
import contextlib
import signal
from pathlib import Path

from net_testkit import WAIT, raw_recv, raw_seated, raw_send, start_host
from test_commands import read_until, spawn


async def test_ctrl_c_during_a_match_says_where_the_seat_is(tmp_path: Path) -> None:
    host, port = await start_host(seats=2, name="Den")
    proc = None
    try:
        reader, writer = await raw_seated(port, "Ann")  # (the owner)
        proc = await spawn("join", "--text", f"127.0.0.1:{port}", "--name", "Zed",
                           UNOTUI_CONFIG_DIR=str(tmp_path / "config"),
                           UNOTUI_STATE_DIR=str(tmp_path / "state"))
        await read_until(proc, "Joined as Zed")
        await raw_send(writer, {"t": "start"})
        await raw_recv(reader, "view")
        await read_until(proc, "Round 1")  # (the text client is in the match)
        proc.send_signal(signal.SIGINT)
        out, _err = await asyncio.wait_for(proc.communicate(), WAIT)
        assert proc.returncode == 130
        said = " ".join(out.decode().split())
        assert "You left Den: a bot plays your seat while its match goes on. Join it again " \
            "under the same name to take your seat back." in said, said
        assert f"join --text 127.0.0.1:{port} --name Zed" in said, said
        # (it left as q leaves: a bot plays the seat at once)
        lobby = await raw_recv(reader, "lobby")
        while not lobby["seats"][1]["stand_in"]:
            lobby = await raw_recv(reader, "lobby")
        writer.close()
    finally:
        if proc is not None and proc.returncode is None:
            proc.kill()
            with contextlib.suppress(Exception):
                await proc.wait()
        await host.close()


async def test_ctrl_c_in_the_lobby_says_nothing_of_a_seat(tmp_path: Path) -> None:
    host, port = await start_host(seats=2, name="Den")
    proc = None
    try:
        proc = await spawn("join", "--text", f"127.0.0.1:{port}", "--name", "Zed",
                           UNOTUI_CONFIG_DIR=str(tmp_path / "config"),
                           UNOTUI_STATE_DIR=str(tmp_path / "state"))
        await read_until(proc, "Joined as Zed")
        proc.send_signal(signal.SIGINT)
        out, _err = await asyncio.wait_for(proc.communicate(), WAIT)
        assert proc.returncode == 130
        assert "take your seat back" not in out.decode()
    finally:
        if proc is not None and proc.returncode is None:
            proc.kill()
            with contextlib.suppress(Exception):
                await proc.wait()
        await host.close()
