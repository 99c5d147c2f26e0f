"""ssh61 #2: a mouse click ends a visitor's game after an in-band resize report that gave no
pixel size: ``CSI 48 ; 24 ; 80 ; 0 ; 0 t`` (rows, columns, then the pixel height and width,
which a terminal that does not know them sends as 0) makes Textual's parser read every later
mouse report as pixels (XTermParser.mouse_pixels), and the next click divides by the pixel
size: ZeroDivisionError in Textual's input thread (textual/_xterm_parser.py parse_mouse_code,
``x_ratio = pixel_width / width``; ``x /= x_ratio``), "unotui stopped after an internal error",
exit status 1. unotui/keys_in.py guards only the kitty key report. Seen with OpenSSH in tmux at
``host --headless --ssh``: the report, then clicks (tmux's own mouse reports do the same)."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, plain, play_session


async def test_a_click_after_an_in_band_size_without_pixels_does_not_end_the_game(
        tmp_path: Path) -> None:
    async with open_door(tmp_path) as opened, connect(opened.port, username="zoe") as conn:
        screen = await play_session(conn)
        await screen.until("zoe (you")
        since = len(screen.raw)
        screen.stdin.write(b"\x1b[48;24;80;0;0t")  # the size, no pixels known
        await asyncio.sleep(0.5)
        screen.stdin.write(b"\x1b[<0;10;5M\x1b[<0;10;5m")  # a click
        with contextlib.suppress(asyncio.TimeoutError):  # (what else comes within 3 s)
            await asyncio.wait_for(screen.until("internal error", since=since), 3.0)
        text = plain(screen.raw[since:])
        assert "internal error" not in text, text
        assert screen.process.exit_status is None
        conn.close()
    await no_session_left(opened.door)
