"""ssh61 #1: a visitor's terminal sets the game's size past the door's largest (MAX_SIZE,
500×200, unotui/ssh/session.py set_size) by typing one escape sequence: the in-band resize
report ``CSI 48 ; ROWS ; COLUMNS ; 0 ; 0 t`` (the kitty/foot "mode 2048" report), which
Textual's input parser (textual/_xterm_parser.py, _re_in_band_window_resize) turns into a
Resize event whatever its numbers — the door clamps only the SSH window-change it passes to the
PTY. Seen with OpenSSH in tmux at ``host --headless --ssh``: after ``ESC[48;1000;2000;0;0t``
the game drew 2000×1000 cells (72 MB of output in 20 s to one client, the session process
growing) until the window was resized. The numbers go up to 32 characters of sequence
(``ESC[48;9999999;9999999;0;0t``)."""

from __future__ import annotations

import asyncio
import contextlib
import re
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session

from unotui.ssh.session import MAX_SIZE

_MOVE = re.compile(rb"\x1b\[(\d+);(\d+)H")


async def test_an_in_band_resize_report_is_held_to_the_largest_size(tmp_path: Path) -> None:
    async with open_door(tmp_path) as opened, connect(opened.port, username="zoe") as conn:
        screen = await play_session(conn)
        await screen.until("zoe (you")
        since = len(screen.raw)
        screen.stdin.write(b"\x1b[48;300;1000;0;0t")  # 1000 columns, 300 rows
        with contextlib.suppress(asyncio.TimeoutError):  # (the redraw it brings, within 15 s)
            await asyncio.wait_for(screen.until(rb"\x1b\[(2[0-9][0-9]|300);\d+H", raw=True,
                                                since=since), 15.0)
        rows = [int(m.group(1)) for m in _MOVE.finditer(screen.raw[since:])]
        columns = [int(m.group(2)) for m in _MOVE.finditer(screen.raw[since:])]
        assert max(rows, default=0) <= MAX_SIZE[1], max(rows)
        assert max(columns, default=0) <= MAX_SIZE[0], max(columns)
        conn.close()
    await no_session_left(opened.door)
