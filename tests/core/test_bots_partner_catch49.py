"""opp49: with teams, a bot never catches its own partner's missed UNO (the catch makes the
partner, its own team, draw two). Seat 2 played G7 down to one card without calling; seat 0 is
seat 2's partner (teams = pairs) and is offered the catch."""

import pytest

from core.actions import Catch
from core.bots import make_bot
from core.position import check_position, parse_position
from core.rules import PRESETS, Rules
from core.view import view

POS = ("R5,G2,B7,Y1,Y9/R3,B4,G8,YS,BR/Y4/B9,R0,G6,Y8 R1,G1,G7 * G 3 + 0 play 0,0,0,0 "
       "by=2 fresh=1 catch=2 rules=custom")


@pytest.mark.parametrize("preset", ["official", "chinese-party"])
@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_no_catch_of_own_partner(kind: str, preset: str) -> None:
    rules = Rules.from_dict({**PRESETS[preset], "teams": "pairs"})
    state = parse_position(POS, rules)
    check_position(state)
    assert state.team_of(0) == state.team_of(2)
    for seed in range(5):
        action = make_bot(kind, seed).act(view(state, 0))
        assert not (isinstance(action, Catch) and action.target == 2), (kind, preset, seed)
