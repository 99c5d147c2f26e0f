"""``unotui host`` and ``unotui join`` as a player runs them (subprocesses, loopback only)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from pathlib import Path

import pytest
from net_testkit import WAIT, start_host

from net.client import Client
from unotui.tables import parse_address

ROOT = Path(__file__).resolve().parents[2]


async def spawn(*args: str, **more_env: str) -> asyncio.subprocess.Process:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
           **more_env}
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", *args, cwd=ROOT, env=env,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)


async def read_until(proc: asyncio.subprocess.Process, marker: str) -> list[str]:
    lines: list[str] = []
    assert proc.stdout is not None
    while True:
        raw = await asyncio.wait_for(proc.stdout.readline(), WAIT)
        if not raw:
            raise AssertionError(f"{marker!r} never printed; got {lines}")
        lines.append(raw.decode())
        if marker in lines[-1]:
            return lines


async def hosted_then_killed(journal: Path, port: int, *more: str, name: str = "Den",
                             password: str | None = None) -> None:
    """A headless table on ``port`` writing ``journal`` (one bot, which waits an hour; ``more``
    flags), its match started by Ann, then its host killed (kill -9): a match under way in the
    journal, for the tests of what a resume or a new table does with it."""
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", str(port),
                       "--bots", "1", "--no-advertise", "--bot-delay", "3600",
                       "--journal", str(journal), "--name", name, *more)
    try:
        await read_until(proc, "Join with:")
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", password=password,
                                       reconnect=False)
        await ann.start()
        await ann.recv("view", timeout=WAIT)
        await ann.close()
    finally:
        proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(proc.wait(), WAIT)


async def test_headless_host_prints_its_address_serves_a_client_and_stops_cleanly(
        tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0", "--bots", "1",
                       "--no-advertise", "--journal", str(journal), "--name", "Den")
    try:
        lines = await read_until(proc, "Join with:")
        port = int(lines[-1].split(":")[-1].split()[0])
        # (a journal of its own place is named: --resume alone finds only those of the state
        # folder, ssh48 #8)
        said = (await read_until(proc, "Journal:"))[-1]
        assert f"(restart with --resume {journal} --no-advertise)" in said, said  # (cli52 #12)
        c = await Client.connect_tcp("127.0.0.1", port, "Ann")
        lobby = await c.recv("lobby", timeout=WAIT)
        assert lobby["table"] == "Den" and [s["kind"] for s in lobby["seats"]][:1] == ["human"]
        assert [s["kind"] for s in lobby["seats"]][-1] == "bot"
        await c.start()
        await c.recv("view", timeout=WAIT)
        await c.close()
    finally:
        proc.send_signal(signal.SIGINT)
        code = await asyncio.wait_for(proc.wait(), WAIT)
    assert code == 0
    assert journal.read_text().count('"k":"match"') == 1


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["TERM", "INT"])
async def test_a_host_started_with_run_py_and_stopped_by_its_pid_tells_every_player(
        tmp_path: Path, sig: signal.Signals) -> None:
    """``kill PID`` (or ``kill -INT``) of the ``python3 run.py host`` a player started closes the
    table as Ctrl-C does: every connection gets the ``shutdown`` error, and no host is left
    running (run.py once died alone, leaving the host serving or killing it unannounced)."""
    port = free_port()
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
           "UNOTUI_STATE_DIR": str(tmp_path)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "run.py"), "host", "--headless", "--bind", "127.0.0.1",
        "--port", str(port), "--no-advertise", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        start_new_session=True)  # (its own group: a host left behind is ended with it)
    try:
        await read_until(proc, "Join with:")
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await ann.recv("lobby", timeout=WAIT)
        proc.send_signal(sig)
        closed = await ann.recv("_connection", timeout=WAIT)
        while closed["state"] != "closed":
            closed = await ann.recv("_connection", timeout=WAIT)
        assert closed["reason"] == "shutdown"
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        with pytest.raises(OSError):  # nothing listens there any more
            await asyncio.open_connection("127.0.0.1", port)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        await proc.wait()


async def test_host_with_an_unreadable_journal_says_why_in_one_line(tmp_path: Path) -> None:
    proc = await spawn("host", "--headless", "--port", "0", "--resume", str(tmp_path / "nope"))
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    assert proc.returncode == 1
    assert b"Traceback" not in err and len(err.decode().strip().splitlines()) == 1


async def test_host_resume_without_a_file_and_no_journal_says_why_in_one_line(
        tmp_path: Path) -> None:
    proc = await spawn("host", "--headless", "--port", "0", "--resume",
                       UNOTUI_STATE_DIR=str(tmp_path))
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    assert proc.returncode == 1
    assert err.decode().strip() == ("unotui host: error: no table has written a journal here "
                                    "yet: give --resume a FILE")


async def test_join_text_client_chats_and_leaves() -> None:
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        proc = await spawn("join", f"127.0.0.1:{port}", "--name", "Zed")
        await read_until(proc, "Joined as Zed")
        assert proc.stdin is not None
        proc.stdin.write(b"t hello from the terminal\n")  # (t: chat, as in the app)
        await proc.stdin.drain()
        chat = await ann.recv("chat", timeout=WAIT)
        assert isinstance(chat.pop("id"), int)
        assert chat == {"t": "chat", "from": "Zed", "seat": 1, "text": "hello from the terminal"}
        proc.stdin.write(b"q\n")
        await proc.stdin.drain()
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        await ann.close()
    finally:
        await host.close()


async def test_join_text_client_that_left_a_match_is_back_in_its_seat_when_it_joins_again(
        tmp_path: Path) -> None:
    host, port = await start_host(seats=3, bot_delay=3600.0)
    config = {"UNOTUI_CONFIG_DIR": str(tmp_path)}  # (where the app keeps its seats' tokens)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        proc = await spawn("join", f"127.0.0.1:{port}", "--name", "Zed", **config)
        await read_until(proc, "Joined as Zed")
        await ann.add_bot("normal")
        await ann.start()
        await read_until(proc, "round 1")
        assert proc.stdin is not None
        proc.stdin.write(b"q\ny\n")  # leaves the match (asked first): a bot plays Zed's seat
        await proc.stdin.drain()
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        assert host.table.seats[1].stand_in
        proc = await spawn("join", f"127.0.0.1:{port}", "--name", "Zed", **config)
        line = (await read_until(proc, "Joined as Zed"))[-1]
        assert "You are back in your seat" in line and "seat 2" in line  # (seats from 1)
        assert host.table.seats[1].kind == "human"
        assert proc.stdin is not None
        proc.stdin.write(b"q\ny\n")
        await proc.stdin.drain()
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        await ann.close()
    finally:
        await host.close()


async def test_join_refusals_are_one_line_without_traceback() -> None:
    proc = await spawn("join", "nonsense")
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    assert proc.returncode == 2 and b"Traceback" not in err
    # the text client reads an address as the join screen does, and says what is wrong in it
    proc = await spawn("join", "--text", "127.0.0.1:99999")
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    assert proc.returncode == 2 and b"a port is a number from 1 to 65535" in err, err
    host, port = await start_host(seats=2, password="pw")
    try:
        proc = await spawn("join", f"127.0.0.1:{port}", "--password", "bad")
        _, err = await asyncio.wait_for(proc.communicate(), WAIT)
        assert proc.returncode == 1 and b"wrong_password" in err and b"Traceback" not in err
    finally:
        await host.close()


def test_parse_address() -> None:
    assert parse_address("127.0.0.1:7152") == ("127.0.0.1", 7152)
    assert parse_address("[::1]:80") == ("::1", 80)
    for bad in ("host", "host:", ":80", "h:0", "h:99999", "h:x"):
        try:
            parse_address(bad)
        except ValueError:
            continue
        raise AssertionError(bad)


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def test_host_resume_restarts_the_match_and_the_player_comes_back_to_the_same_hand(
        tmp_path: Path) -> None:
    """Without ``--journal`` the table writes one in the state directory, and ``--resume``
    without a file takes the newest there, and opens where the table listened."""
    port = free_port()
    args = ("host", "--headless", "--bind", "127.0.0.1", "--port", str(port), "--bots", "1",
            "--no-advertise", "--bot-delay", "0")
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    proc = await spawn(*args, **state)
    try:
        await read_until(proc, "Join with:")
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.1, 0.2))
        await ann.start()
        while ann.last_view is None or ann.last_view["current"] != 0:
            await ann.recv("view", timeout=WAIT)  # the bot moves until it is Ann's turn
        before = ann.last_view
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    assert len(list((tmp_path / "tables").glob("table-*.jsonl"))) == 1
    # (ux27 #7: the operator reads where the match stood and how it goes on)
    assert proc.stdout is not None
    said = (await proc.stdout.read()).decode()
    # (round 1 was under way: no list of zeros, ux33 #12)
    assert "Closing the table.\nNo round had been played to its end: nobody had scored yet.\n" \
        in said, said
    assert "Its match can go on: " in said and "host --headless --resume " in said, said
    assert " --no-advertise" in said, said  # (off the LAN as it was, ssh34 #3)
    # (no --bind nor --port: the table opens where it listened, where Ann's client retries)
    again = ("host", "--headless", "--bots", "1", "--no-advertise", "--bot-delay", "0")
    proc = await spawn(*again, "--resume", **state)
    try:
        lines = await read_until(proc, "Players reconnect")
        assert any(f"open on 127.0.0.1:{port}." in line for line in lines), lines
        # the host's clean stop said so and ended Ann's reconnecting; she tries again herself
        closed = await ann.recv("_connection", timeout=WAIT)
        while closed["state"] != "closed":
            closed = await ann.recv("_connection", timeout=WAIT)
        assert closed["reason"] == "shutdown" and closed["resumable"] is True
        assert ann.retry()
        while True:
            msg = await ann.recv("_connection", timeout=WAIT)
            if msg["state"] == "restored":
                break
        after = (await ann.recv("view", timeout=WAIT))["view"]
        assert after["state_id"] == before["state_id"] and after["hand"] == before["hand"]
        assert ann.seat == 0
        await ann.close()
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0


async def test_a_headless_host_whose_terminal_closes_closes_its_table_cleanly() -> None:
    """SIGHUP (the terminal it ran in was closed) stops a headless host as Ctrl-C does: its
    players are told the table shut down (and may come back to a resumed one), exit status 0."""
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--no-advertise")
    try:
        lines = await read_until(proc, "Join with:")
        port = int(lines[-1].split(":")[-1].split()[0])
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        proc.send_signal(signal.SIGHUP)
        closed = await ann.recv("_connection", timeout=WAIT)
        while closed["state"] != "closed":
            closed = await ann.recv("_connection", timeout=WAIT)
        assert closed["reason"] == "shutdown"
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        await ann.close()
    finally:
        with contextlib.suppress(ProcessLookupError):  # (a process of its own: no group of
            proc.kill()  # its own to end, and killpg of its id ended nothing, nor this wait)
        await proc.wait()


async def test_headless_host_advertises_on_loopback_and_says_so() -> None:
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--mdns-interfaces", "127.0.0.1", "--name", "Loop table")
    try:
        lines = await read_until(proc, "Listed on")
        # (as the app's lobby says it: bound to loopback, listed on this computer alone)
        assert lines[-1].strip() == ("Listed on this computer only, where the table listens: no "
                                     "other computer can join.")
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0


async def test_host_with_bad_mdns_interfaces_keeps_hosting_and_says_why() -> None:
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--mdns-interfaces", "nonsense")
    try:
        lines = await read_until(proc, "discovery is off")
        port = int(next(x for x in lines if "Join with:" in x).split(":")[-1].split()[0])
        c = await Client.connect_tcp("127.0.0.1", port, "Ann")
        assert c.seat == 0
        await c.close()
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0


def test_the_join_screen_says_why_a_port_is_no_port() -> None:
    """newbie42 #10: "127.0.0.1:99999" read "… is not an address: type HOST:PORT", which it
    is: the port is what is wrong, and the words say so."""
    for bad in ("127.0.0.1:99999", "127.0.0.1:0"):
        try:
            parse_address(bad)
        except ValueError as exc:
            assert "a port is a number from 1 to 65535" in str(exc), exc
        else:
            raise AssertionError(bad)
    try:
        parse_address("foo")
    except ValueError as exc:
        assert "is not an address" in str(exc)
    assert parse_address("[::1]:7152") == ("::1", 7152)


async def test_a_name_too_long_is_said_to_be_cut(tmp_path: Path) -> None:
    """newbie44 #10: a 65-character --name became 40 everywhere without a word."""
    name = "A very long table name that goes on and on and on for a while yes"
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--no-advertise", "--name", name, UNOTUI_STATE_DIR=str(tmp_path))
    try:
        lines = await read_until(proc, "Join with:")
        said = "".join(lines)
        assert "Its name was cut to 'A very long table name that goes on and':" in said, said
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
