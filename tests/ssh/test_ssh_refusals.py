"""The front door offers the game and nothing else: every other kind of SSH request is refused
(asyncssh's client asks for each), and nothing starts for it."""

from __future__ import annotations

import asyncio

import asyncssh
import pytest
from ssh_kit import Door, connect, no_session_left, play_session, session_processes


async def test_a_command_is_never_run_and_the_client_is_told_why(door: Door) -> None:
    async with connect(door.port) as conn:
        for options in ({}, {"term_type": "xterm"}):  # with a terminal too
            result = await asyncio.wait_for(conn.run("cat /etc/passwd", check=False, **options),
                                            30)
            assert result.exit_status == 1
            # (without a terminal on stderr, so that ssh host cmd > file keeps it out)
            out = str(result.stdout if options else result.stderr)
            assert "runs the unotui game and no commands" in out and "root:" not in out
            # the command that plays, word for word, with the login name a seat is kept by
            assert f"ssh -t -p {door.port} zoe@127.0.0.1" in out
            assert session_processes() == []
    assert session_processes() == [] and not door.door.sessions


async def test_sftp_and_other_subsystems_are_refused_in_words(door: Door) -> None:
    """Refused at the request, sftp and scp said only "subsystem request failed on channel 0"
    (ssh41 #5): the request is taken, then refused on stderr with how to play, exit status 1,
    and nothing is ever served."""
    async with connect(door.port) as conn:
        with pytest.raises((asyncssh.ChannelOpenError, asyncssh.SFTPError, OSError)):
            await asyncio.wait_for(conn.start_sftp_client(), 30)
        for subsystem in ("sftp", "netconf"):
            proc = await conn.create_process(subsystem=subsystem)
            result = await asyncio.wait_for(proc.wait(check=False), 30)
            assert result.exit_status == 1
            said = str(result.stderr)
            assert ("runs the unotui game only: no file transfer (sftp, scp)" in said) is (
                subsystem == "sftp"), said  # (netconf in its own words: ssh43 #5)
            assert "runs the unotui game only" in said
            assert f"ssh -t -p {door.port} zoe@127.0.0.1" in said
            assert not result.stdout
    assert session_processes() == [] and not door.door.sessions


async def test_the_old_scp_protocol_is_told_there_is_no_file_transfer(door: Door) -> None:
    """ssh43 #5: ``scp -O`` asks to run ``scp -t …`` and read "no commands"; a name that is
    no plain login is given with ``-l``, quoted."""
    async with connect(door.port, username="dee dee") as conn:
        result = await asyncio.wait_for(conn.run("scp -t /tmp", check=False), 30)
        assert result.exit_status == 1
        said = str(result.stderr)
        assert "no file transfer (sftp, scp)" in said, said
        assert f"ssh -t -p {door.port} -l 'dee dee' 127.0.0.1" in said
    assert session_processes() == [] and not door.door.sessions


async def test_a_shell_without_a_terminal_is_told_to_use_one(door: Door) -> None:
    async with connect(door.port) as conn:
        result = await asyncio.wait_for(conn.run(check=False), 30)  # like ssh -T
        assert result.exit_status == 1
        # (on stderr, as a command's refusal: ssh -T > file keeps it out, ssh46 #6)
        assert "needs a terminal" in str(result.stderr) and "ssh -t" in str(result.stderr)
        assert not result.stdout
    assert session_processes() == [] and not door.door.sessions


async def test_local_port_forwarding_is_refused(door: Door) -> None:
    async with connect(door.port) as conn:
        # even to the table itself, and to the SSH port
        for port in (door.table_port, door.port):
            with pytest.raises(asyncssh.ChannelOpenError) as refused:
                await conn.open_connection("127.0.0.1", port)
            # (said as sshd's AllowTcpForwarding no says it, not "Connection refused" as if the
            # port were closed, ssh34 #5)
            assert refused.value.code == asyncssh.OPEN_ADMINISTRATIVELY_PROHIBITED
            assert "runs the unotui game only" in refused.value.reason
        with pytest.raises(asyncssh.ChannelOpenError) as refused:
            await conn.open_unix_connection("/run/dbus/system_bus_socket")
        assert refused.value.code == asyncssh.OPEN_ADMINISTRATIVELY_PROHIBITED


async def test_remote_port_forwarding_is_refused(door: Door) -> None:
    async with connect(door.port) as conn:
        with pytest.raises(asyncssh.ChannelListenError):
            await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", 22)
        with pytest.raises(asyncssh.ChannelListenError):
            await conn.forward_remote_path(str(door.tmp / "sock"), "/tmp/x")


async def test_x11_forwarding_is_refused(door: Door) -> None:
    async with connect(door.port, x11_forwarding=True, x11_display="127.0.0.1:0",
                       x11_auth_path=str(door.tmp / "no-xauthority")) as conn:
        with pytest.raises(asyncssh.ChannelOpenError):
            await conn.create_process(term_type="xterm", term_size=(80, 24))
    await no_session_left(door.door)


async def test_agent_forwarding_is_refused(door: Door) -> None:
    async with connect(door.port, agent_forwarding=True, agent_path=str(door.tmp / "agent")) as conn:
        screen = await play_session(conn)
        await screen.until("Lobby of SSH test table")
        [session] = door.door.sessions
        assert session.chan.get_extra_info("connection").get_agent_path() is None
        assert "SSH_AUTH_SOCK" not in _environ(session.proc.pid)
    await no_session_left(door.door)


def _environ(pid: int) -> dict[str, str]:
    with open(f"/proc/{pid}/environ", "rb") as raw:
        items = raw.read().split(b"\0")
    return dict(i.decode().split("=", 1) for i in items if b"=" in i)


async def test_the_session_sees_only_the_terminal_and_locale(door: Door) -> None:
    env = {"LANG": "en_US.UTF-8", "LC_CTYPE": "en_US.UTF-8", "LD_PRELOAD": "/tmp/evil.so",
           "PYTHONSTARTUP": "/tmp/evil.py", "LC_ALL": "$(reboot)"}
    async with connect(door.port) as conn:
        screen = await play_session(conn, term="xterm-256color", env=env)
        await screen.until("Lobby of SSH test table")
        [session] = door.door.sessions
        seen = _environ(session.proc.pid)
        assert seen["TERM"] == "xterm-256color" and seen["LANG"] == "en_US.UTF-8"
        assert seen["LC_CTYPE"] == "en_US.UTF-8"
        for bad in ("LD_PRELOAD", "PYTHONSTARTUP", "LC_ALL", "SSH_AUTH_SOCK", "DISPLAY"):
            assert bad not in seen
    await no_session_left(door.door)
