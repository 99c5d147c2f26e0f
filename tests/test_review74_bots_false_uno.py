"""review74: since 57666880 (rules55 #1) ``legal_actions`` lists ``uno`` for a seat in its own
catch window that holds no UNO hand, when ``false_uno_penalty`` is on (docs/PROTOCOL.md §10
`uno`: "in its own catch window too: with a hand that is no UNO hand it is a wrong call that costs
that many cards"). The basic and random bots still read ``view.catchable == me`` as "my call is
genuine" (core/bots/basic.py ``act``: "never a false UNO"; core/bots/random.py
``_self_punishing``), so a caught basic/random bot — its penalty drawn, the window still open
for the others under ``uno_penalty_per_catcher`` — calls UNO on three cards and draws the
false-UNO penalty too. Likewise in a multi-play window opened on two cards that are no set."""

from __future__ import annotations

import pytest

from core import Rules, apply, view
from core.actions import CallUno, Catch, Play
from core.bots import make_bot
from core.cards import Card
from core.position import check_position, parse_position


def _caught_seat0():
    rules = Rules(false_uno_penalty=2, uno_penalty_per_catcher=True)
    state = parse_position("R3,G5/B1,B2,B3/Y1,Y2,Y3 R4 * R 0 + 0 play 0,0,0 dealer=2 "
                           "rules=custom", rules)
    check_position(state)
    apply(state, 0, Play(Card.parse("R3")))  # (no UNO call: the window opens on seat 0)
    apply(state, 1, Catch(0))  # (seat 0 draws 2: three cards, the window open for seat 2)
    assert state.catchable == 0 and len(state.hands[0]) == 3
    return state


def _multi_window_seat0():
    rules = Rules(false_uno_penalty=2, multi_play="identical")
    state = parse_position("R3,G5,Y9/B1,B2,B3/Y1,Y2,Y3 R4 * R 0 + 0 play 0,0,0 dealer=2 "
                           "rules=custom", rules)
    check_position(state)
    apply(state, 0, Play(Card.parse("R3")))  # (G5, Y9 left: no set, the window opens anyway)
    assert state.catchable == 0
    return state


@pytest.mark.parametrize("make", [_caught_seat0, _multi_window_seat0])
@pytest.mark.parametrize("level", ["basic", "random"])
def test_a_bot_makes_no_false_uno_call_in_its_own_catch_window(make, level: str) -> None:
    state = make()
    callers = [seed for seed in range(6)
               if isinstance(make_bot(level, seed).act(view(state, 0)), CallUno)]
    held = [c.code for c in state.hands[0]]
    assert not callers, (
        f"{level} (seeds {callers}) calls UNO holding {held} in its own catch window: a "
        f"false UNO that costs 2 cards")
