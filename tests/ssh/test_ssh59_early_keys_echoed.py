"""ssh59: Ctrl+\\ and Ctrl-Z pressed as the game starts no longer signal it (ssh58 #3), but the
game's terminal is still cooked then, with its echo on: each one is echoed as "^\\" ("^Z"), on
the visitor's main screen, where it is left once the game's full screen is gone — with real
OpenSSH, Ctrl+\\ pressed through start-up, then Ctrl-C to quit, the visitor's terminal shows
``^\\^\\^\\^\\^\\^\\Thanks for playing! The same ssh command brings you back.`` (the goodbye glued
to them on one line). quiet_keys (unotui/ssh/session.py) turns the signals off, not the
echo."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door


async def test_ctrl_backslash_pressed_as_the_game_starts_leaves_no_caret_on_screen(
        tmp_path: Path) -> None:
    async with open_door(tmp_path) as opened, connect(opened.port, username="zoe") as conn:
        process = await conn.create_process(term_type="xterm-256color", term_size=(80, 24),
                                            encoding=None)
        raw = b""

        async def read_until(marker: bytes) -> None:
            nonlocal raw
            while marker not in raw:
                chunk = await process.stdout.read(65536)
                if not chunk:
                    return
                raw += chunk

        for _ in range(5):  # while the game's process starts (a second or so)
            process.stdin.write(b"\x1c\x1a")
            await asyncio.sleep(0.05)
        await asyncio.wait_for(read_until(b"\x1b[?1049h"), 30)  # the game's full screen
        before = raw[: raw.find(b"\x1b[?1049h")]
        assert b"^\\" not in before and b"^Z" not in before, before
        conn.abort()
        await no_session_left(opened.door)
