"""fixcore59 (rules57 #1): a set of Skips goes round the *other* players, never its own
player (docs/RULES.md decision 32), and the normal bot predicts the same next player."""

from __future__ import annotations

import pytest

from core import Card, Play, Rules, apply, view
from core.bots import make_bot
from core.position import check_position, parse_position

RULES = Rules(multi_play="same_value")
FOUR = "RS,GS,BS,YS,G1,G2/B1,B2/B3,B4/Y5,Y6 R4 * R 0 + 0 play 0,0,0,0 rules=custom"
SKIPS = [Card.parse(x) for x in ("RS", "GS", "BS", "YS")]


@pytest.mark.parametrize(("count", "expected"), [(1, 2), (2, 3), (3, 0), (4, 2)])
def test_skips_go_round_the_other_players(count: int, expected: int) -> None:
    """Four seats: three Skips skip seats 1, 2 and 3 and seat 0 plays again; a fourth skips
    seat 1 once more (seat 0 is passed, never skipped), so seat 2 plays."""
    state = parse_position(FOUR, RULES, 0)
    check_position(state)
    bot = make_bot("normal", 0)
    v = view(state, 0)
    said = bot.follower(v, bot.context(v, [Card.parse(x) for x in v["hand"]]), SKIPS[0], count)
    apply(state, 0, Play(SKIPS[0], also=tuple(SKIPS[1:count])))
    assert state.current == expected
    assert said == expected  # (the normal bot predicts what the engine does)
    check_position(state)


def test_three_skips_at_three_players_skip_seat_one_again() -> None:
    state = parse_position("RS,GS,BS,G1/B1,B2/B3,B4 R4 * R 0 + 0 play 0,0,0 rules=custom",
                           RULES, 0)
    apply(state, 0, Play(SKIPS[1], also=(SKIPS[2], SKIPS[0])))
    assert state.current == 2
    check_position(state)
