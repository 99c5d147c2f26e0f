"""review65: f82e76a9 made "Since your last move" say a catch's penalty draw once ("Ana caught
you without UNO: you draw 2", not "...; you drew 2"), for caught / challenge / false_catch
only. A misplay ("tried B1, which does not fit: Ana draws 2") and a wrong UNO call ("called UNO
wrongly: Ana draws 2") say their draw just as much, and the line still repeats it:
"Ana tried B1, which does not fit: Ana draws 2; Ana drew 2"."""

from __future__ import annotations

import pytest

from core import IllegalAction, apply
from core.actions import CallUno, Play
from core.cards import Card
from core.position import parse_position
from core.rules import Rules, preset
from unotui.widgets.log import since_last_move

NAMES = ["Zoe", "Ana", "Bo"]


def _rules() -> Rules:
    return Rules.from_dict({**preset("official").to_dict(), "misplay_penalty": 2,
                            "false_uno_penalty": 2})


def test_a_misplay_says_its_draw_once() -> None:
    state = parse_position("R5,G2/B1,B2,B3/Y1,Y2,G7 R3 * R 0 + 0 play 0,0,0", _rules())
    apply(state, 0, Play(Card.parse("R5")))
    with pytest.raises(IllegalAction):
        apply(state, 1, Play(Card.parse("B1")))  # (a misplay: Ana draws 2)
    said = since_last_move(list(state.log), NAMES, 2)
    assert "Ana tried B1, which does not fit: Ana draws 2" in said, said
    assert "Ana drew 2" not in said, said


def test_a_wrong_uno_call_says_its_draw_once() -> None:
    state = parse_position("R5,G2/B1,B2,B3/Y1,Y2,G7 R3 * R 0 + 0 play 0,0,0", _rules())
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, CallUno())  # (three cards: a wrong call, Ana draws 2)
    said = since_last_move(list(state.log), NAMES, 2)
    assert any("called UNO wrongly" in p for p in said), said
    assert "Ana drew 2" not in said, said
