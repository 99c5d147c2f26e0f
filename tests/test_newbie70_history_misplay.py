"""newbie70 #2: with a misplay penalty (`misplay_penalty = 2`), the history (L) files the
player's wrong try under the turn of the player before, and numbers the penalty cards as the
start of the player's own turn:

        5. Cy played R3
           You tried Y4, which does not fit: you draw 2
        6. You drew R0, W+4

A misplay is made only on one's own turn, so it starts that turn ("6. You tried Y4, …", the
cards drawn indented under it). Cause: unotui/dialogs/history.py TURN_MOVES has no "misplay".

Seen at 80x24: `unotui play --rules FILE --seed 1 --bots 3 --bot-kind easy`, FILE `[rules]
death_number = true, judgement_day = true, wild_powers = true, misplay_penalty = 2, scoring =
"penalty", target_score = 100`; root pressed 3, 3, Enter on Y4 (R3 on the pile), then L."""

from __future__ import annotations

from unotui.dialogs.history import turn_lines

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def test_a_misplay_starts_the_players_turn_in_the_history() -> None:
    events = [
        {"seq": 1, "type": "play", "seat": 3, "card": "R3"},
        {"seq": 2, "type": "misplay", "seat": 0, "card": "Y4", "penalty": 2},
        {"seq": 3, "type": "draw", "seat": 0, "count": 2, "why": "penalty",
         "cards": ["R0", "W4"]},
        {"seq": 4, "type": "play", "seat": 0, "card": "R0"},
    ]
    lines = turn_lines(events, NAMES, 0)
    tried = next(line for line in lines if "tried Y4" in line)
    assert tried.lstrip().startswith("2."), lines  # the misplay starts Zoe's turn
    drew = next(line for line in lines if "drew" in line)
    assert not drew.lstrip()[0].isdigit(), lines  # the cards it cost belong to that turn
