"""Found by a stranger with OpenSSH (ssh25 #2, #3, #5, #6): the door's timeouts, what a refused
client is told, and the door's log lines.

* A connection that never starts the SSH handshake is closed after ``handshake_timeout`` (the
  slow-loris defence, 20 s), but once the key exchange has started the player has
  ``login_timeout`` (120 s, OpenSSH's LoginGraceTime) to compare the host key and type a
  password — the one 20 s limit cut off careful first-time visitors.
* A logged-in connection that opens no game (``ssh -N``) was never closed: it is now closed
  after ``login_timeout``, and it counts among the connections with no game open (the cap).
* A client refused by the per-address rate is told why, in words OpenSSH shows.
* Connections, refusals, failed logins, games started and ended (idle, crashed) are one log line
  each, with the user name and address.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door, play_session, with_limits

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def door_log(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    return caplog


def lines(caplog: pytest.LogCaptureFixture) -> str:
    return "\n".join(r.getMessage() for r in caplog.records if r.name == "unotui.ssh")


async def closed_after(port: int, send: bytes) -> float:
    """Seconds until the door closes a raw TCP connection that sent ``send`` and then nothing."""
    start = time.monotonic()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(send)
    try:
        while await asyncio.wait_for(reader.read(65536), 30):
            pass
    except ConnectionError:
        pass
    writer.close()
    return time.monotonic() - start


def test_the_default_timeouts() -> None:
    from unotui.ssh.limits import Limits

    assert Limits().handshake_timeout == 20.0 and Limits().login_timeout == 120.0


async def test_a_slow_login_after_the_handshake_started_is_not_cut_off(
        tmp_path: Path, door_log: pytest.LogCaptureFixture) -> None:
    class Slow(asyncssh.SSHClient):
        async def password_auth_requested(self) -> str:
            await asyncio.sleep(3.0)  # (a friend reading out the fingerprint, a slow typist)
            return "s3cret"

    limits = with_limits(handshake_timeout=1.0, login_timeout=15.0)
    async with open_door(tmp_path, limits=limits, password="s3cret") as opened:
        async with connect(opened.port, username="slow", client_factory=Slow,
                           password=None, preferred_auth="password") as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            conn.close()
        await no_session_left(opened.door)
        # while a client that never starts the handshake is closed at the short timeout
        assert await closed_after(opened.port, b"") < 8.0
        assert await closed_after(opened.port, b"SSH-2.0-OpenSSH_9.2\r\n") < 8.0
        await asyncio.sleep(0.2)
    text = lines(door_log)
    assert "SSH slow@127.0.0.1: logged in" in text
    assert "127.0.0.1: closed before logging in (no SSH handshake within 1 s)" in text


async def test_a_connection_that_opens_no_game_is_closed_and_counted(
        tmp_path: Path, door_log: pytest.LogCaptureFixture) -> None:
    """``ssh -N``: logged in, no session. It holds a place among the connections with no game
    open (here one at most: the next is refused, and told so) and goes after login_timeout."""
    limits = with_limits(login_timeout=3.0, max_pending=1)
    async with open_door(tmp_path, limits=limits) as opened:
        start = time.monotonic()
        async with connect(opened.port, username="nosession") as idle:
            assert opened.door.pending == 1
            with pytest.raises(asyncssh.DisconnectError, match="busy"):
                async with connect(opened.port, username="other"):
                    pass
            await asyncio.wait_for(idle.wait_closed(), 30)
        assert time.monotonic() - start < 20
        assert opened.door.pending == 0 and not opened.door.connections
        # a game's connection whose game ended and that stays open (a multiplexing master)
        async with connect(opened.port, username="master") as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            screen.process.close()
            await asyncio.wait_for(conn.wait_closed(), 30)
        await no_session_left(opened.door)
    text = lines(door_log)
    # ("after N s" is the time the connection lasted, rounded: the 3 s timeout, plus the
    # handshake and however late a busy machine runs the timer — 4 s once it is 0.5 s late)
    after = re.search(r"SSH nosession@127\.0\.0\.1: disconnected after (\d+) s "
                      r"\(no game opened within 3 s\)", text)
    assert after is not None and 3 <= int(after.group(1)) <= 5, text
    assert "SSH 127.0.0.1: refused (3 connections" not in text
    assert "SSH 127.0.0.1: refused (1 connections are logging in" in text
    assert "SSH master@127.0.0.1: disconnected after" in text


async def test_a_rate_limited_client_is_told_why(tmp_path: Path,
                                                 door_log: pytest.LogCaptureFixture) -> None:
    async with open_door(tmp_path, limits=with_limits(per_address_per_minute=1)) as opened:
        async with connect(opened.port):
            pass
        with pytest.raises(asyncssh.DisconnectError,
                           match="Too many connections from your address: try again in a minute"):
            async with connect(opened.port):
                pass
        if shutil.which("ssh"):  # what OpenSSH shows
            ssh = await asyncio.create_subprocess_exec(
                "ssh", "-F", "/dev/null", "-p", str(opened.port), "-o", "BatchMode=yes",
                "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                "-o", "IdentityAgent=none", "-o", "IdentitiesOnly=yes", "zoe@127.0.0.1", "ls",
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            _, err = await asyncio.wait_for(ssh.communicate(), 30)
            assert b"Too many connections from your address: try again in a minute" in err
        assert opened.door.refused >= 2
    text = lines(door_log)
    assert text.count("SSH 127.0.0.1: refused (more than 1 new connections in a minute") == 1


async def test_the_door_logs_failed_logins_full_idle_and_crashed_games(
        tmp_path: Path, door_log: pytest.LogCaptureFixture) -> None:
    limits = with_limits(max_sessions=1, idle_timeout=4.0)
    async with open_door(tmp_path, limits=limits, password="pw") as opened:
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(opened.port, username="bad name", password="wrong",
                               preferred_auth="password"):
                pass
        async with connect(opened.port, username="ann", password="pw") as first:
            a = await play_session(first)
            await a.until("Lobby of SSH test table")
            async with connect(opened.port, username="bob", password="pw") as second:
                late = await play_session(second)
                await late.rest()
            [session] = opened.door.sessions
            os.kill(session.proc.pid, signal.SIGSEGV)
            await a.rest()
        await no_session_left(opened.door)
        async with connect(opened.port, username="ida", password="pw") as conn:
            screen = await play_session(conn)
            await screen.rest()  # (closed for idleness)
        await no_session_left(opened.door)
    text = lines(door_log)
    assert "SSH bad name@127.0.0.1: login failed (" in text and "wrong password" in text
    assert "SSH ann@127.0.0.1: logged in (the password)" in text  # (how: ssh31 #6)
    assert "SSH ann@127.0.0.1: game started" in text
    assert "SSH bob@127.0.0.1: refused a game: the server is full" in text
    assert "SSH ann@127.0.0.1: game crashed (killed by SIGSEGV)" in text
    assert "SSH ida@127.0.0.1: game closed after 4 seconds without a key press" in text
    # (the door closed it, and then the connection: not "closed by the client", ssh38 #12)
    [gone] = [line for line in text.splitlines() if "SSH ida@127.0.0.1: disconnected" in line]
    assert gone.endswith("(closed after 4 seconds without a key press)"), gone
    assert "pw" not in text.replace("pwd", "")  # (no password in the log)


def test_a_user_name_never_starts_a_log_line_of_its_own() -> None:
    from unotui.ssh.server import log_text

    assert log_text("zoe\n2026-01-01 SSH root@10.0.0.1: logged in") == \
        "zoe?2026-01-01 SSH root@10.0.0.1: logged in"[:64]
    assert log_text("\x1b[2Jx" + "y" * 100) == "?[2Jx" + "y" * 59


def test_the_doors_goodbye_is_wrapped_at_words_to_the_visitors_width() -> None:
    """ssh38 #3: the goodbye broke a word at 80 columns ("(the s" / "ame ssh command")."""
    from unotui.ssh.session import closing_farewell, wrapped

    words = ("Pw was stopped by its host.\n\nIts match can go on: when the table opens again, "
             "connect again as you did (the same ssh command, the same user name) and your "
             "seat is yours again.")
    for width in (80, 40):
        lines = wrapped(closing_farewell(words), width).split("\r\n")
        assert max(len(line) for line in lines) < width
        assert " ".join(" ".join(lines).split()) == " ".join(
            closing_farewell(words).replace("\r\n", " ").split())  # (no word cut)
    assert wrapped("Final scores:\r\n  Ana: 12 points", 80) == "Final scores:\r\n  Ana: 12 points"
    wide = wrapped("你" * 60, 80).split("\r\n")
    assert all(len(line) * 2 < 80 for line in wide) and "".join(wide) == "你" * 60


def test_serve_ssh_writes_its_log_lines_on_stderr(tmp_path: Path) -> None:
    env = dict(os.environ, UNOTUI_SSH_DIR=str(tmp_path / "keys"), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "unotui", "serve-ssh", "--bind", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout is not None
        out = ""
        while "SSH access" not in out:
            line = proc.stdout.readline()
            assert line, "serve-ssh stopped"
            out += line
        port = int(out.split("127.0.0.1:")[1].split(":")[0])

        async def visit() -> None:
            async with connect(port, username="eve") as conn:
                result = await conn.run("ls")  # (refused: only the game runs)
                assert result.exit_status == 1
        asyncio.run(visit())
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert "SSH eve@127.0.0.1: logged in" in err
    assert "SSH eve@127.0.0.1: refused a command" in err
    assert "SSH eve@127.0.0.1: disconnected after" in err


async def test_a_dumb_terminal_gets_no_colour(tmp_path: Path) -> None:
    """``TERM=dumb`` promises no colour: it got 24-bit colour (the richest), while xterm got 16
    colours. A dumb or unknown terminal (or none sent) now gets the monochrome theme in the
    basic colours, and no 256 or 24-bit colour codes."""
    import re

    from unotui.ssh.session import child_env

    for term in ("dumb", "unknown", "", None, "xterm;id", "vt100", "VT220"):  # (ssh31 #9: DEC)
        env = child_env(term, {"COLORTERM": "truecolor"}, str(tmp_path))
        assert env["NO_COLOR"] == "1" and env["TEXTUAL_COLOR_SYSTEM"] == "standard"
        assert "COLORTERM" not in env and env["TERM"] in ("dumb", "unknown", "vt100", "VT220")
    assert "NO_COLOR" not in child_env("xterm", {}, str(tmp_path))
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="dumb") as conn:
            screen = await play_session(conn, term="dumb", env={"COLORTERM": "truecolor"})
            await screen.until("Lobby of SSH test table")
            await asyncio.sleep(0.3)
            codes = re.findall(rb"\x1b\[([0-9;]*)m", screen.raw)
            assert codes and not [c for c in codes if b"38;2;" in c or b"48;2;" in c
                                  or b"38;5;" in c or b"48;5;" in c]
            conn.close()
        await no_session_left(opened.door)


async def test_a_key_with_a_forced_command_gets_the_game(tmp_path: Path) -> None:
    """ssh25 #8: a ``command="…"`` key was told "connect without a command" although its
    visitor typed none, and the door said nothing at start. The forced command is not the
    visitor's: they get the game; the door's start lines say how many keys force one."""
    from unotui.commands.serve_ssh import start_lines

    key = asyncssh.generate_private_key("ssh-ed25519")
    key.write_private_key(str(tmp_path / "friend"))
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(b'# a comment with command="x"\nrestrict,pty,command="echo hi" '
                       + key.export_public_key())
    async with open_door(tmp_path, authorized_keys=listed) as opened:
        assert any("SSH note: 1 key in" in line and "command=" in line
                   for line in start_lines(opened.door, "127.0.0.1"))
        async with connect(opened.port, client_keys=[str(tmp_path / "friend")]) as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            # (a command the visitor types is replaced by the forced one: the game too)
            conn.close()
        await no_session_left(opened.door)


async def test_a_key_that_forbids_a_terminal_gets_the_game(tmp_path: Path) -> None:
    """ssh29 #2: a key listed ``command="/bin/sh",no-pty`` (a classic forced-command line) was
    let in, then refused its terminal ("PTY allocation request failed") and told to connect
    with ``ssh -t``. The door ignores ``no-pty`` as it does ``command=``, and says so at
    start."""
    from unotui.commands.serve_ssh import start_lines
    from unotui.ssh.keyfile import count_keys_with, without_no_pty

    assert without_no_pty('command="/bin/sh",no-pty ssh-ed25519 AAAA x\n') == \
        'command="/bin/sh" ssh-ed25519 AAAA x\n'
    assert without_no_pty("no-pty,restrict ssh-ed25519 AAAA\n# no-pty ssh-rsa\n") == \
        "restrict ssh-ed25519 AAAA\n# no-pty ssh-rsa\n"
    assert without_no_pty("no-pty ssh-ed25519 AAAA\n") == "ssh-ed25519 AAAA\n"
    # (quote-aware, review29 #9: a quoted value keeps its words and commas, and a key type
    # inside one is no key type)
    tricky = 'command="run ssh-agent, no-pty",from="a,,b",no-pty ssh-ed25519 AAAA c\n'
    assert without_no_pty(tricky) == 'command="run ssh-agent, no-pty",from="a,,b" ssh-ed25519 AAAA c\n'
    assert count_keys_with(tricky, "no-pty") == 1 and count_keys_with(tricky, r'command\s*=') == 1
    assert count_keys_with('command="no-pty" ssh-ed25519 AAAA\n', "no-pty") == 0
    key = asyncssh.generate_private_key("ssh-ed25519")
    key.write_private_key(str(tmp_path / "friend"))
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(b'command="/bin/sh",no-pty ' + key.export_public_key())
    async with open_door(tmp_path, authorized_keys=listed) as opened:
        said = start_lines(opened.door, "127.0.0.1")
        assert any("SSH note: 1 key in" in line and "forbids a terminal (no-pty)" in line
                   for line in said), said
        assert any("1 key in" in line and "forces a command" in line for line in said), said
        async with connect(opened.port, client_keys=[str(tmp_path / "friend")]) as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            conn.close()
        await no_session_left(opened.door)


async def test_the_log_says_how_a_visitor_logged_in_and_what_was_refused(
        tmp_path: Path, door_log: pytest.LogCaptureFixture) -> None:
    """ssh31 #6: the log never said how a visitor got in, and an SFTP attempt read only
    "logged in" then "disconnected"."""
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="sf") as conn:
            with pytest.raises((asyncssh.ChannelOpenError, asyncssh.SFTPError, OSError)):
                await conn.start_sftp_client()
        await no_session_left(opened.door)
    text = lines(door_log)
    assert "SSH sf@127.0.0.1: logged in (no SSH login: the door is open)" in text, text
    assert "SSH sf@127.0.0.1: refused the sftp subsystem (only the game runs here)" in text
