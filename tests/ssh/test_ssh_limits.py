"""Limits: games at once, new connections per address per minute, the idle timeout; garbage
and half-open handshakes on the SSH port never disturb a player."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door, play_session, restored_before, with_limits


async def _ready(seat: Any) -> None:
    """Wait until the table sees this seat's player ready (they pressed r)."""
    async def ready() -> None:
        while seat.member is None or not seat.member.ready:
            await asyncio.sleep(0.05)
    await asyncio.wait_for(ready(), 30)


async def test_a_full_server_says_so_and_the_player_in_it_plays_on(tmp_path: Path) -> None:
    async with open_door(tmp_path, limits=with_limits(max_sessions=1)) as opened:
        async with connect(opened.port, username="first") as first:
            screen = await play_session(first)
            await screen.until("Lobby of SSH test table")
            async with connect(opened.port, username="second") as second:
                late = await play_session(second)
                text = (await late.rest()).decode()
                assert "full right now" in text
                await late.process.wait_closed()
                assert late.process.exit_status == 1
            screen.stdin.write(b"r")  # the first player is untouched
            await _ready(opened.host.table.seats[0])
        await no_session_left(opened.door)


async def test_too_many_connections_from_one_address(tmp_path: Path) -> None:
    async with open_door(tmp_path, limits=with_limits(per_address_per_minute=2)) as opened:
        for _ in range(2):
            async with connect(opened.port):
                pass
        with pytest.raises((OSError, asyncssh.Error)):  # dropped before any handshake
            async with connect(opened.port):
                pass
        assert opened.door.refused == 1


async def test_garbage_and_half_open_handshakes_do_not_disturb_a_player(tmp_path: Path) -> None:
    limits = with_limits(login_timeout=1.0)
    async with open_door(tmp_path, limits=limits) as opened:
        async with connect(opened.port, username="steady") as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            # one client sends garbage, others open TCP and say nothing or stop mid-handshake
            garbage = await asyncio.open_connection("127.0.0.1", opened.port)
            garbage[1].write(b"\x00\xff" * 4096 + b"GET / HTTP/1.1\r\n\r\n")
            silent = [await asyncio.open_connection("127.0.0.1", opened.port) for _ in range(5)]
            halfway = await asyncio.open_connection("127.0.0.1", opened.port)
            halfway[1].write(b"SSH-2.0-OpenSSH_9.2\r\n")
            # the player keeps playing meanwhile
            screen.stdin.write(b"r")
            await _ready(opened.host.table.seats[0])
            # the server closes each bad connection by itself (garbage at once, the others at
            # the login timeout)
            for reader, _writer in (garbage, halfway, *silent):
                async def closed(r: asyncio.StreamReader = reader) -> None:
                    while await r.read(65536):
                        pass
                with contextlib.suppress(ConnectionError):
                    await asyncio.wait_for(closed(), 30)
            for _reader, writer in (garbage, halfway, *silent):
                writer.close()
            assert opened.door.pending == 0
            [session] = opened.door.sessions
            assert session.proc is not None and session.proc.poll() is None
        await no_session_left(opened.door)


async def test_an_idle_session_is_closed_with_a_word(tmp_path: Path) -> None:
    """The idle timeout ends the game, puts the player's terminal back as it was (no stuck
    full screen or mouse reporting) and says why on it."""
    async with open_door(tmp_path, limits=with_limits(idle_timeout=3.0)) as opened:
        async with connect(opened.port) as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            await screen.rest()
            assert restored_before(screen.raw, b"without a key press")
        await no_session_left(opened.door)


async def test_closing_the_server_restores_each_players_terminal(tmp_path: Path) -> None:
    """The front door closing (the host quits, or serve-ssh is stopped) ends every session the
    same way: the terminal back as it was, and a goodbye on it."""
    async with open_door(tmp_path) as opened:
        async with connect(opened.port) as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            closing = asyncio.create_task(opened.door.close())
            await screen.rest()
            await closing
            assert restored_before(screen.raw, b"server is closing")
        await no_session_left(opened.door)


async def test_the_goodbye_carries_the_tables_closing_words(tmp_path: Path) -> None:
    """A host that closes its table (headless stopped, or the hosting player quit) hands the
    door the words its players read (the table's name, the final scores): each SSH player's
    goodbye, written once the app's screen is gone, says them."""
    async with open_door(tmp_path) as opened:
        async with connect(opened.port) as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            words = "SSH test table was closed by its host.\n\nFinal scores:\n  Ana: 12 points"
            closing = asyncio.create_task(opened.door.close(words))
            await screen.rest()
            await closing
            assert restored_before(screen.raw, b"Final scores:\r\n  Ana: 12 points\r\n")
            assert b"server is closing.\r\nSSH test table was closed by its host." in screen.raw
        await no_session_left(opened.door)


async def test_one_connection_cannot_take_every_seat_of_the_server(tmp_path: Path) -> None:
    # four seats: the first player's seat is held for the reconnect window after they leave
    async with open_door(tmp_path, seats=4, limits=with_limits(per_connection=2)) as opened:
        async with connect(opened.port) as conn:
            first = await play_session(conn)
            second = await play_session(conn)  # two windows over one connection: fine
            with pytest.raises(asyncssh.ChannelOpenError):
                await play_session(conn)  # a third: refused
            await first.until("Lobby of SSH test table")
            await second.until("Lobby of SSH test table")
            first.process.close()  # the first window closes; its place frees up
            await first.process.wait_closed()

            async def freed() -> None:
                while len(opened.door.sessions) > 1:
                    await asyncio.sleep(0.02)
                await asyncio.sleep(0.05)  # (the connection's count follows one loop turn later)
            await asyncio.wait_for(freed(), 30)
            third = await play_session(conn)
            await third.until("Lobby of SSH test table")
        await no_session_left(opened.door)
