"""newbie71 #5 (wording): the text client names one card two ways on one screen. Its events say
"First card: R+2.", "You drew Y2, R⊘", "Bo played R⊘" (the app's faces) while the lines under
them say "top RD", "top RS" and "your hand: ... GD Y2 RS" — the codes the player must type
("cards: ... S Skip, R Reverse or D Draw Two"). A new player reads "R⊘" in the log, looks for it in
the hand, and finds "RS". new_events (unotui/commands/join.py:353) calls describe_event without
the text client's own card names.

By hand: `unotui join --text 127.0.0.1:PORT` at a table whose first card is a Draw Two."""

from __future__ import annotations

from unotui.commands import join


def test_the_events_name_cards_as_the_hand_does() -> None:
    view = {"seat": 0, "log": [
        {"seq": 1, "type": "round_start", "round": 1, "dealer": 2, "card": "RD"},
        {"seq": 2, "type": "play", "seat": 2, "card": "RS"}]}
    lines = join.new_events(view, ["Tex", "Ana", "Bo"], {})
    text = " ".join(lines)
    assert "RD" in text and "RS" in text, lines
    assert "⊘" not in text and "R+2" not in text, lines
