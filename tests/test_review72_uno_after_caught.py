"""review72 #6: a seat that is the open catch window's target, caught already
(``uno_penalty_per_catcher``: the window stays open for the others) and, after its penalty,
holding an UNO hand again (under multi-play three cards of one value are one) had no ``uno``
in ``legal``, where docs/PROTOCOL.md §3 said "any time while you hold an UNO hand" and, with
``false_uno_penalty``, "for every seat that has not called". The engine's choice stands (rules52
#7: "Someone caught you before you called UNO."): the doc now says it."""

from __future__ import annotations

from pathlib import Path

import pytest

from core import CallUno, Card, Catch, IllegalAction, Play, apply, legal_actions
from core.position import check_position, parse_position


def test_a_caught_player_whose_penalty_makes_an_uno_hand_may_call() -> None:
    # seat 0 plays R1 down to G5 without calling; seat 1 catches it: 2 cards drawn, Y5 and B5
    s = parse_position("R1,G5/B2,B3/Y4,Y6/G6,G7 R5 Y5,B5,* R 0 + 0 play 0,0,0,0 "
                       "rules=chinese-party")
    check_position(s)
    apply(s, 0, Play(Card.parse("R1")))
    apply(s, 1, Catch(0))
    assert sorted(str(c) for c in s.hands[0]) == ["B5", "G5", "Y5"]  # an UNO hand (same_value)
    assert s.catchable == 0 and s.caught_by == [1]  # (the others may still catch)
    assert not s.uno_called[0]
    assert CallUno() not in legal_actions(s, 0)
    with pytest.raises(IllegalAction, match=r"Someone caught you before you called UNO\."):
        apply(s, 0, CallUno())
    doc = (Path(__file__).resolve().parent.parent / "docs" / "PROTOCOL.md").read_text(
        encoding="utf-8")
    assert "even when the penalty's cards make an UNO hand again" in doc
