"""ssh61 #3: after a long bracketed paste the visitor's game takes no key any more — not r,
not t, not Escape, not Ctrl+Q or Ctrl-C: only closing ssh ends it. The door drops what a
visitor sends while more than 64 KiB wait for the game (GameSession.data_received,
unotui/ssh/session.py, ``_INPUT_BUFFER``: "a huge paste"), a whole SSH packet at a time. The
paste's end marker ``ESC[201~`` comes in the paste's last packet and is dropped with it, so
Textual's parser (textual/_xterm_parser.py, ``bracketed_paste``) stays in the paste for good
and every later key goes into a paste that never ends. Seen with OpenSSH in tmux at ``host
--headless --ssh``: ``t``, then tmux's ``paste-buffer -p`` of 1 MB of text; afterwards keys
did nothing until a hand-sent ``ESC[201~``."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session


async def test_keys_work_after_a_long_paste(tmp_path: Path) -> None:
    """Three long pastes, each followed by r (ready, then not, then ready): the keys must work
    after each. (Whether the paste's last packet is dropped depends on how far the game has
    read by then: one paste alone kept it now and then.)"""
    async with open_door(tmp_path) as opened, connect(opened.port, username="zoe") as conn:
        screen = await play_session(conn)
        await screen.until("zoe (you")
        for attempt, shown in enumerate(("✓ ready", "not ready", "✓ ready")):
            screen.stdin.write(b"\x1b[200~" + b"lorem ipsum dolor sit amet " * 40000
                               + b"\x1b[201~")
            await asyncio.sleep(2.0)  # (the paste read, or dropped)
            since = len(screen.raw)
            screen.stdin.write(b"r")  # ready, or not ready again
            try:
                await asyncio.wait_for(screen.until(shown, since=since), 10.0)
            except TimeoutError:
                raise AssertionError(f"r did nothing after paste {attempt + 1}") from None
        conn.close()
    await no_session_left(opened.door)
