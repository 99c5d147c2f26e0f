"""cli52: a host operator's scripts — a headless host or an SSH door started by a script
(``nohup``, a supervisor, systemd: its output a file or a pipe), a text client fed a file."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from test_host_operator_cli51 import ROOT, stop


async def test_headless_host_says_its_address_at_once_through_a_pipe(tmp_path: Path) -> None:
    """``unotui host --headless --port 0 > host.log`` (nohup, a supervisor, systemd: stdout is
    a file or a pipe): Python buffers print() there, and the host never flushed — its "Table …
    is open on ADDR:PORT", "Join with:" and "Journal:" lines reached the log only when it
    ended. With ``--port 0`` the port it picked could not be read while it ran. (The other
    tests spawn it with PYTHONUNBUFFERED=1, which hides this.)"""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1", "--port",
        "0", "--no-advertise", "--journal", "/dev/null", cwd=ROOT,
        env={**env, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
             "UNOTUI_STATE_DIR": str(tmp_path / "state")},
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        assert proc.stdout is not None
        said, line = b"", b"-"
        deadline = asyncio.get_running_loop().time() + 10.0
        while line and b"Journal:" not in said:
            try:
                line = await asyncio.wait_for(proc.stdout.readline(),
                                              deadline - asyncio.get_running_loop().time())
            except TimeoutError:
                break
            said += line
        assert b"is open on 127.0.0.1:" in said, f"said through the pipe in 10 s: {said!r}"
        assert b"Join with:" in said and b"Journal:" in said, said
    finally:
        await stop(proc)


async def test_serve_ssh_started_under_nohup_outlives_its_terminal(tmp_path: Path) -> None:
    """``nohup unotui serve-ssh --port 2222 &`` and the terminal closed: SIGHUP was ignored as
    it started, yet the door put its own handler in place and closed ("Closing the SSH front
    door.", exit 0) — every SSH player's game with it. (The host kept nohup's SIG_IGN since
    66fbfc7; both now catch their stop signals one way, ``unotui.cli.stop_on_signals``.)"""
    import contextlib
    import signal

    from net_testkit import WAIT
    from test_commands import read_until
    from test_host_operator_cli51 import spawn

    proc = await spawn("serve-ssh", "--bind", "127.0.0.1", "--port", "9402",
                       "--host-key-dir", str(tmp_path / "keys"), ignore_hup=True,
                       UNOTUI_STATE_DIR=str(tmp_path / "state"))
    try:
        await read_until(proc, "Ctrl-C stops.")
        # (its handlers are in place once that line is said: a SIGHUP then, and a second later)
        for pause in (0.0, 1.0):
            await asyncio.sleep(pause)
            proc.send_signal(signal.SIGHUP)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(proc.wait(), 2.0)
        assert proc.returncode is None, "the SSH door closed on a SIGHUP that nohup ignored"
        proc.send_signal(signal.SIGTERM)  # (SIGTERM still closes it, cleanly)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    finally:
        await stop(proc)


async def test_serve_ssh_stopped_as_it_says_ctrl_c_stops_closes_cleanly(tmp_path: Path) -> None:
    """"Ctrl-C stops." is said once its stop signals are caught: a SIGTERM sent as the line is
    read closes the door cleanly (before, it could meet Python's default handler: killed)."""
    import signal

    from net_testkit import WAIT
    from test_commands import read_until
    from test_host_operator_cli51 import spawn

    proc = await spawn("serve-ssh", "--bind", "127.0.0.1", "--port", "9403",
                       "--host-key-dir", str(tmp_path / "keys"),
                       UNOTUI_STATE_DIR=str(tmp_path / "state"))
    try:
        await read_until(proc, "Ctrl-C stops.")
        proc.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        assert proc.stdout is not None
        assert b"Closing the SSH front door." in await proc.stdout.read()
    finally:
        await stop(proc)


async def _join_text_from(stdin: object, port: int) -> tuple[int | None, str]:
    """``unotui join --text 127.0.0.1:PORT --name Zed`` reading its commands from ``stdin``."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", "join", "--text", f"127.0.0.1:{port}",
        "--name", "Zed", cwd=ROOT, stdin=stdin, stdout=asyncio.subprocess.PIPE,  # type: ignore[arg-type]
        stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "UNOTUI_MDNS_INTERFACES": "127.0.0.1"})
    from net_testkit import WAIT

    _out, err = await asyncio.wait_for(proc.communicate(), WAIT)
    return proc.returncode, err.decode()


async def test_join_text_reads_its_commands_from_a_file(tmp_path: Path) -> None:
    """``unotui join --text HOST:PORT < commands.txt`` (a script's client): it joined, then
    ended in a traceback — ``loop.add_reader(sys.stdin)`` cannot watch a regular file (epoll:
    ``PermissionError: [Errno 1] Operation not permitted``), exit 1. Its chat reaches the
    table, and its ``q`` leaves."""
    from net_testkit import start_host

    from net.client import Client

    host, port = await start_host(seats=3)
    commands = tmp_path / "commands.txt"
    commands.write_text("t hello from a file\nq\n")
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        with commands.open("rb") as stdin:
            code, err = await _join_text_from(stdin, port)
        assert "Traceback" not in err, err
        assert code == 0, (code, err)
        chat = await ann.recv("chat", timeout=5)
        assert chat.get("text") == "hello from a file", chat
        await ann.close()
    finally:
        await host.close()


async def test_join_text_leaves_at_the_end_of_its_input(tmp_path: Path) -> None:
    """``join --text HOST:PORT < /dev/null``, or a file without ``q``: at its end the client
    leaves, as ``q`` does — its seat is free again for the next one."""
    from net_testkit import start_host, until

    host, port = await start_host(seats=2)
    commands = tmp_path / "commands.txt"
    commands.write_text("t one line, no q\n")
    try:
        for source in (os.devnull, str(commands)):
            with open(source, "rb") as stdin:
                code, err = await _join_text_from(stdin, port)
            assert "Traceback" not in err, err
            assert code == 0, (code, err)
            await until(lambda: not any(s.kind == "human" for s in host.table.seats),
                        "Zed's seat freed")
    finally:
        await host.close()
