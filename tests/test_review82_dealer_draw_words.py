"""review82: the draw for the first dealer in words (describe.dealer_draw_words, newbie71 #1)
calls every drawing after the first a "tie, redraw". Under ``first_dealer_symbols = "redraw"``
(RULES.md §2: an action card cannot win the draw) a drawing where nobody drew a number is
drawn again with no tie at all: "Dealer draw: Ana Y⊘, Bo W+4; tie, redraw: Ana G5, Bo B1"
tells a player that a Skip and a Wild Draw Four tied."""

from __future__ import annotations

from core import new_game, preset
from unotui.describe import describe_event


def test_review82_a_redraw_without_a_number_is_no_tie() -> None:
    rules = preset("official").replace(first_dealer_symbols="redraw")
    state = new_game(rules, players=2, seed=3)
    ev = next(e for e in state.log if e["type"] == "dealer_draw")
    assert ev["draws"][0] == ["0:YS", "1:W4"]  # (nobody drew a number: drawn again)
    words = describe_event(ev, ["Ana", "Bo"], None)
    assert words is not None and "Y⊘" in words
    assert "tie" not in words, words
