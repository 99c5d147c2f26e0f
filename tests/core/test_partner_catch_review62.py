"""review62: the partner catch mended for easy, normal and hard (opp49 #3) is still made by the
older kinds a table still runs: "basic" (the protocol's add_bot default, a host's seat with no
bot kind; accepted "everywhere" per net.botpool.OLD_NAMES) and "greedy"; "random" catches at
random. Same position as test_bots_partner_catch49."""

import pytest

from core.actions import Catch
from core.bots import make_bot
from core.position import check_position, parse_position
from core.rules import PRESETS, Rules
from core.view import view

POS = ("R5,G2,B7,Y1,Y9/R3,B4,G8,YS,BR/Y4/B9,R0,G6,Y8 R1,G1,G7 * G 3 + 0 play 0,0,0,0 "
       "by=2 fresh=1 catch=2 rules=custom")


@pytest.mark.parametrize("kind", ["basic", "greedy", "random"])
def test_no_catch_of_own_partner_by_older_kinds(kind: str) -> None:
    rules = Rules.from_dict({**PRESETS["official"], "teams": "pairs"})
    state = parse_position(POS, rules)
    check_position(state)
    assert state.team_of(0) == state.team_of(2)
    for seed in range(20):
        action = make_bot(kind, seed).act(view(state, 0))
        assert not (isinstance(action, Catch) and action.target == 2), (kind, seed)
