"""ssh60 #1: one byte that is not UTF-8, typed by a visitor, ends their game. A client whose
terminal is not UTF-8 (LANG=en_US.ISO-8859-1 — a visitor docs/SSH.md says the door welcomes,
in ASCII — typing "é" sends the byte 0xE9; xterm's Alt+key with eightBitInput sends one too)
sees "unotui stopped after an internal error" at once: Textual's input thread
(textual/drivers/linux_driver.py, run_input_thread) decodes the keys as strict UTF-8 and the
UnicodeDecodeError panics the app. The door passes the visitor's bytes to the game's terminal
as they come (GameSession.data_received, unotui/ssh/session.py). Seen with OpenSSH in tmux
(a paste of the byte 0xE9, or of a chat line holding 0x9B) at ``host --headless --ssh``."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, plain, play_session


async def test_a_latin1_key_does_not_end_the_game(tmp_path: Path) -> None:
    async with open_door(tmp_path) as opened, connect(opened.port, username="zoe") as conn:
        screen = await play_session(conn, env={"LANG": "en_US.ISO-8859-1"})
        await screen.until("zoe (you")
        since = len(screen.raw)
        screen.stdin.write(b"\xe9t")  # "é" from a Latin-1 terminal, then t (the chat)
        with contextlib.suppress(asyncio.TimeoutError):  # (what else comes within 3 s)
            await asyncio.wait_for(screen.until("internal error", since=since), 3.0)
        text = plain(screen.raw[since:])
        assert "internal error" not in text, text
        assert screen.process.exit_status is None
        conn.close()
    await no_session_left(opened.door)


async def test_a_key_report_naming_no_character_does_not_end_the_game(tmp_path: Path) -> None:
    """The same panic from a well-formed UTF-8 escape sequence: a kitty keyboard-protocol key
    report ``CSI 2;0;2147483648u`` whose text names a code point past Unicode (Textual's
    XTermParser._parse_colon_codepoints calls chr() on it: OverflowError; 1114112 gives a
    ValueError). Only a hostile client sends it, and it ends only its own game — but with the
    same crash sentence, report lost and "ended by the player" as ssh60 #2/#3."""
    async with open_door(tmp_path) as opened, connect(opened.port, username="zoe") as conn:
        screen = await play_session(conn)
        await screen.until("zoe (you")
        since = len(screen.raw)
        screen.stdin.write(b"\x1b[2;0;2147483648u")
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(screen.until("internal error", since=since), 3.0)
        text = plain(screen.raw[since:])
        assert "internal error" not in text, text
        assert screen.process.exit_status is None
        conn.close()
    await no_session_left(opened.door)
