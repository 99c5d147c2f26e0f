"""ssh58: a visitor refused because the door is full reads its one line unwrapped, so a terminal
narrower than the sentence breaks it mid-word ("… please try aga" / "in a few minutes."): the
door wraps its goodbyes in words to the visitor's width (``wrapped``, ssh38 #3: "(the s" /
"ame ssh command"), but not its refusals (unotui/ssh/session.py, ``GameSession._refuse`` writes
``message()`` as it is). Seen with OpenSSH in a 60-column tmux pane at a full ``host --headless
--ssh``: "The game server is full right now: please try again in a few" / " minutes.";
at 50 columns the break falls inside "again"."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session, with_limits


async def test_the_full_door_refusal_is_wrapped_to_the_visitors_width(tmp_path: Path) -> None:
    async with open_door(tmp_path, limits=with_limits(max_sessions=1)) as opened:
        async with connect(opened.port, username="first") as first:
            screen = await play_session(first)
            await screen.until("first (you")
            async with connect(opened.port, username="second") as second:
                late = await play_session(second, size=(50, 20))
                text = (await late.rest()).decode()
                assert "full right now" in text
                lines = [line for line in text.split("\r\n") if line]
                assert all(len(line) < 50 for line in lines), lines
        await no_session_left(opened.door)
