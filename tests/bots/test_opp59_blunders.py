"""Blunders of normal and hard found by helper opp59 (tools/opp59_bots.py: dodger59, piler59,
timer59; screened by tools/opp59_screen.py against the true table). Each is a position in the
notation of docs/POSITION.md. These tests assert the better choice: they failed while the blunder
was there. (opp59's third, a bluffed four passing a Draw Two stack on to a player who seldom
challenges, is right decision by decision but lost 3 points a round at tables that challenge
every four: not taken, docs/BOTS.md wave 34.)
"""

from __future__ import annotations

import pytest

from core.actions import Play
from core.bots import make_bot
from core.cards import Rank
from core.game import Phase, apply, legal_actions
from core.position import parse_position
from core.view import view

#: chinese-party. Seat 0 has just played a fair Wild Draw Four on seat 1 (two cards: G4, R3)
#: and called UNO on its last card (Y1); seat 1 is to answer it. Seat 3 holds one card, a Wild
#: Draw Four: with ``jump_in_stacks`` it may jump in on the four with its own, and that is its
#: last card -- it goes out and wins the round at once (112 points; the stack, 8 cards, goes to
#: seat 0). Normal and hard let it go by (``NormalBot.jump_in`` drops every draw card while
#: the victim of a pending stack holds two cards or fewer, opp46 #2: "jumped in on, the victim
#: draws nothing" -- which does not matter when the jump-in ends the round). Found at seat 3,
#: normal against three piler59, seed 11 round 39 (1 in 1,000 rounds).
WINNING_JUMP = ("Y1/G4,R3/R2,BR,BS,Y9/W4 GD,B9,R9,G9,G9,G5,B5,B7,G3,Y3,B3,W,BS,YS,G8,Y8,B8,R8,"
                "G8,G6,Y6,Y6,G6,G5,W4 * Y 1 + 4:W4 challenge 0,0,0,0 dealer=3 by=0 fresh=1 "
                "uno=0,3 wd4=0:1:G:fair id=18 rules=chinese-party")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_jump_in_with_the_last_card_is_taken_even_when_it_is_a_draw_card(level: str,
                                                                          seed: int) -> None:
    state = parse_position(WINNING_JUMP, seed=seed)
    legal = legal_actions(state, 3)
    wins = [a for a in legal if isinstance(a, Play) and a.card.rank is Rank.WILD_DRAW_FOUR]
    assert wins  # the jump-in is offered ...
    probe = state.copy()
    apply(probe, 3, wins[0])
    assert probe.phase is Phase.ROUND_OVER and probe.hands[3] == []  # ... and wins the round
    chosen = make_bot(level, seed).act(view(state, 3, legal=legal))
    assert isinstance(chosen, Play) and chosen.card.rank is Rank.WILD_DRAW_FOUR, chosen


#: chinese-party. Seat 1 stacked a Wild Draw Four on a stack: 14 cards are pending on seat 2
#: (three cards: G2, R9, Y8), which may challenge (no card of its own stacks on a four). Taking
#: them costs 14 cards; a wrong challenge 16 (2 more); a right one costs nothing, sends the 14 to
#: the offender and gives seat 2 a normal turn. So a challenge pays from a chance of a bluff of
#: about 2 / (2 x 14 + 2) = 0.07 -- normal's bar (``NormalBot.challenge_at`` = 0.25, "6 cards
#: against 4") is the one for a lone four and does not move with the stack. Normal's own estimate
#: here is 0.206 (``p_bluff``), and it accepts. Judged by 150 deals of the unseen cards each way,
#: the four made a bluff and made fair (tools/opp59_fork.py, four normals): accept wins 8.7% of
#: rounds for seat 2, challenge 17.3% if a bluff and 12.0% if fair: 13.1% at normal's own 0.206.
#: (It was a bluff.) Against three piler59 (chinese-party, 1,000 rounds, seed 11) normal accepted
#: 91 fours on stacks above 4 while holding three cards or more, 66 of them bluffs, and challenged
#: none; 81 of the 91 had its own estimate above 2 / (2T + 2). A bar scaled by the stack
#: (tools/opp59_bots.py ``StackChallenge59``: 0.25 x 10 / (2T + 2) above 4 pending), paired in
#: one seat, rounds-only chinese-party: three piler59 +1.17 (+0.59 .. +1.74), 3,000 rounds
#: (seed 5991); three normals +0.08 (-0.92 .. +1.08), 6,000 (seed 5990); three bluffer
#: +0.20 (-0.11 .. +0.51), 2,000 (seed 5992).
BIG_STACK = ("G6,BD,Y1/Y6,BS,G9,R9,BR,B4/G2,R9,Y8/B2,Y1,R5,Y0 G3,G6,R6,B6,B4,R4,R4,RS,RD,YD,GD,"
             "W4,W4 * B 2 + 14:W4 challenge 0,0,0,0 by=1 fresh=1 wd4=1:2:Y:bluff id=9 "
             "rules=chinese-party")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_four_on_a_big_stack_is_challenged_at_odds_that_pay(level: str, seed: int) -> None:
    from core.actions import Challenge

    state = parse_position(BIG_STACK, seed=seed)
    legal = legal_actions(state, 2)
    assert Challenge() in legal and state.pending == 14
    chosen = make_bot(level, seed).act(view(state, 2, legal=legal))
    assert chosen == Challenge(), chosen
