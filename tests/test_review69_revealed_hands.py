"""review69 #5 (small): 4183266f sorts a hand shown after a challenge or a peek "as every hand
is" (newbie59 #8), through a helper of ``_describe_event`` (``hand_faces``); the other whole
hand the log shows, the one revealed by a Death number win, still reads in the engine's order
(``core.game`` writes ``state.hands[seat]`` as held): "revealed B1, G2, R3" where the same
hand after a challenge reads "R3, G2, B1"."""

from __future__ import annotations

from unotui.describe import describe_event
from unotui.i18n import set_language


def test_a_hand_revealed_by_death_number_is_sorted_as_a_challenged_one() -> None:
    set_language("en")
    hand = ["B1", "G2", "R3"]  # (sorted: R3 G2 B1)
    names = ["Ann", "Bo"]
    challenged = describe_event({"type": "challenge", "seat": 0, "target": 1, "guilty": False,
                                 "hand": hand}, names, 0)
    revealed = describe_event({"type": "death_number", "seat": 1, "hand": hand, "number": 3},
                              names, 0)
    assert "R3, G2, B1" in challenged, challenged
    assert "R3, G2, B1" in revealed, revealed
