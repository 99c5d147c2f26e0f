"""review82: a judgement day's throw of a player's last cards wins the round outside
elimination (core.game.throw_ends_round, review81 #8), and the colour it names counts for
nothing. The engine still lists the throw only with a colour (one variant per colour not
among the cards), so the table picks one for the player without asking (table.py
``_special``: ``colors[0]``), and the event keeps it: every player's log then reads "Judgement
day! Zoe threw out R1, G2, R2, G5, spelling Bo's date, and chose blue" — a colour nobody
chose. The four-colour throw, which also wins the round, is listed without a colour and says
none; the last-cards throw should be the same (the engine, not the table, knows it ends the
round)."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

from core import apply, legal_actions
from core.actions import Judgement
from core.game import Phase
from unotui.describe import describe_event

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))
from kit_specials25 import judgement_state

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def _last_cards_throw() -> object:
    """Zoe holds R1, R2, G2, G5: Bo's date, 12-25, and nothing else (two colours)."""
    state = judgement_state({0: ["R1", "R2", "G2", "G5"], 1: ["R3", "B7"],
                             2: ["G3", "B4"], 3: ["Y3", "Y8"]}, "G4", current=1)
    state.dates = [[12, 25], [1, 6], [12, 25], [7, 7]]  # only Bo's date is spelt
    return state


def test_review82_a_round_winning_throw_of_the_last_cards_names_no_colour() -> None:
    state = _last_cards_throw()
    throws = [a for a in legal_actions(state, 0) if isinstance(a, Judgement) and a.target == 2]
    assert throws
    for throw in throws:
        after = copy.deepcopy(state)
        apply(after, 0, throw)
        assert after.phase is Phase.ROUND_OVER  # (going out: the round is won)
        ev = [e for e in after.log if e["type"] == "judgement"][-1]
        words = describe_event(ev, NAMES, 1)
        assert words is not None and "chose" not in words, words
