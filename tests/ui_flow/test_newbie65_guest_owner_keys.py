"""newbie65 #2: in a network table's lobby, a guest's ? help lists s (start), b (add a bot),
k (remove), e (edit the rules) — "(the owner)" — but a guest who presses one of them gets no
answer at all: the status line keeps what it said before (lobby.py check_action,
unotui/screens/lobby.py:1053-1058, disables them, so the key is swallowed silently).
Seen at 80x24: Gus joined root's "Newbie table", pressed s, b, k, e, h; each time the status
line still read "The table's rules changed: ready marks cleared. Press r when ready." A new
player at a friend's table presses s to get going and cannot tell whether anything happened;
one line ("Only Ann, the table's owner, starts the match.") would say it."""

from __future__ import annotations

import pytest
from flow_kit import joined_table, screen_text, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen


@pytest.mark.parametrize("key", ["s", "b", "k", "e"])
async def test_a_guest_pressing_an_owners_key_is_told_something(key: str) -> None:
    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (_host, _ann, app), \
            app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "You are at Den." in screen_text(app), "the table named")
        await pilot.press("question_mark")  # the guest's help offers the key
        await wait_for(pilot, lambda: "(the owner)" in screen_text(app), "the help")
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, LobbyScreen), "back")
        before = screen_text(app).splitlines()[-2]
        await pilot.press(key)
        for _ in range(10):
            await pilot.pause(0.05)
        after = screen_text(app).splitlines()[-2]
        assert isinstance(app.screen, LobbyScreen)
        assert after != before, f"{key}: the status line still reads {after!r}"
        # (the owner named between commas: "Only Ann, the table's owner starts", newbie81 #8)
        assert "Only Ann, the table's owner, " in app.screen.said, app.screen.said
