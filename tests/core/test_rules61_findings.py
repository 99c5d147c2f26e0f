"""rules61: where the engine departed from the rule book (/work/shared/RULES.md, "RB") or
docs/RULES.md ("DR"), and the decision (DR 36) it led to. Each test says the position, the moves
and what the rule text says."""

from __future__ import annotations

import contextlib

from core import (
    CallUno,
    Card,
    Catch,
    IllegalAction,
    Judgement,
    NextRound,
    Play,
    Rules,
    apply,
    legal_actions,
    preset,
)
from core.position import check_position, parse_position


def c(code: str) -> Card:
    return Card.parse(code)


def P(text: str, rules: Rules | None = None):
    state = parse_position(text, rules)
    check_position(state)
    return state


# ---------------------------------------------------------------- 1. the caught player's own draw
def test_chinese_party_a_caught_player_cannot_close_the_per_catcher_window_with_a_wrong_call() -> None:
    """RB §4 / DR `uno_penalty_per_catcher`: "every player who catches a missed UNO *before play
    moves on* adds the penalty again"; PROTOCOL.md: once someone has caught you "the window stays
    open for the others under uno_penalty_per_catcher, your call is refused". Under the shipped
    `chinese-party` preset (per catcher + false_uno_penalty 2) the caught player calls UNO
    wrongly (3 cards), pays 2, and that draw closes the window: seat 3's catch is refused, so a
    wrong call for 2 buys off every later catcher's 2 (rules61 #1)."""
    s = P("R1,G2/Y1,Y2,Y7/B3,B4,B6/G3,G4,G6,G7 R5 * R 0 + 0 play 0,0,0,0 rules=chinese-party",
          preset("chinese-party"))
    apply(s, 0, Play(c("R1")))           # seat 0 down to one card, no UNO
    apply(s, 2, Catch(0))                # seat 2 catches: seat 0 draws 2 (3 cards)
    assert len(s.hands[0]) == 3 and s.catchable == 0  # the window stays open for the others
    apply(s, 0, CallUno())               # a wrong call (3 cards): costs 2
    assert len(s.hands[0]) == 5
    # play has not moved on (seat 1 has not begun): seat 3 may still catch and add 2
    assert Catch(0) in legal_actions(s, 3)
    apply(s, 3, Catch(0))
    assert len(s.hands[0]) == 7


def test_a_players_own_penalty_before_any_catch_closes_their_window() -> None:
    """docs/RULES.md decision 36: a player who missed UNO and draws a penalty of their own
    before anyone catches them (here a false catch, uno_penalty 4, false_catch_penalty 2) holds
    the hand the call was owed on no more: the window closes. Nothing is bought off: they could
    have called UNO late for nothing (rules61 #1, (b) and (c), kept as decided)."""
    s = P("R1,G2/Y1,Y2,Y7/B3,B4,B6 R5 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(uno_penalty=4, false_catch_penalty=2))
    apply(s, 0, Play(c("R1")))
    assert Catch(0) in legal_actions(s, 1)
    apply(s, 0, Catch(2))                # false catch: seat 0 draws 2 (3 cards)
    assert len(s.hands[0]) == 3 and s.catchable is None
    s = P("RS,G2/Y1,Y2,Y7 R5 * R 0 + 0 play 0,0 rules=custom", Rules(misplay_penalty=2))
    apply(s, 0, Play(c("RS")))           # two players: seat 0 moves again, one card, no UNO
    assert s.current == 0 and s.catchable == 0
    with contextlib.suppress(IllegalAction):
        apply(s, 0, Play(c("G2")))       # a misplay: seat 0 draws 2
    assert len(s.hands[0]) == 3 and Catch(0) not in legal_actions(s, 1)


# ---------------------------------------------------------------- 2. who deals after an eliminated winner
def test_challenge_uno_the_deal_after_an_eliminated_winner_does_not_depend_on_the_old_direction() -> None:
    """Challenge UNO + judgement day: seat 1 wins the round with a four-colour throw while still
    holding 150 points, which takes it past the target: it is out of the match. RB §2 "the winner
    of a round deals the next" cannot hold; the engine's own fallback (``_start_round``: "the winner
    deals" else the next seat, the deal going clockwise) is never reached, because ``NextRound``
    first moves the deal with ``next_seat`` in the direction the *finished* round ended in. So the
    same table deals from seat 2 or from seat 0 depending only on whether the last Reverse left
    play clockwise (rules61 #2)."""
    rules = Rules(scoring="challenge", judgement_day=True, target_score=100)
    dealers = {}
    for direction in "+-":
        s = P("R3,Y4/R1,Y2,G2,B5,W,W,W4/G8,G9 R7 * R 1 " + direction
              + " 0 play 0,60,0 dates=12-25/1-1/1-2 rules=custom", rules)
        apply(s, 1, Judgement(0, None))
        assert s.eliminated == [False, True, False] and s.result.winner == 1
        apply(s, None, NextRound())
        dealers[direction] = s.dealer
    assert dealers["+"] == dealers["-"] == 2, dealers
