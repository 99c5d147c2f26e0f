"""Blunders found by helper opp55 (tools/opp55/chains.py): at two players under the official
rules a Skip, a Draw Two, a legal Wild Draw Four and a Reverse (two-player rules, on by default)
give the turn straight back, and without stacking or jump-in the opponent can do nothing
about it. So a hand whose cards can be played one after another to the last is a round won this
turn, whatever the hidden cards: exact reasoning, no playouts needed. In each position below a
bot (fresh, on the seeds given) plays a move after which no such chain is left, where one was.
Found in 300 rounds of normal against normal (57 turns with a sure chain, 12 missed; seed 5510).

Each test fails while the blunder is there."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Accept, ChooseColor, Play
from core.bots import make_bot
from core.game import Phase, apply, legal_actions, seat_to_move
from core.position import parse_position
from core.rules import load_rules


def _after(state, seat, action):
    st = state.copy()
    apply(st, seat, action)
    if st.phase is Phase.CHALLENGE and seat_to_move(st) != seat:
        apply(st, seat_to_move(st), Accept())  # (a legal four: a challenge would cost 6)
    return st


def goes_out(state, seat, depth=0) -> bool:
    """``seat`` can empty its hand before the opponent moves (no bluffed four on the way)."""
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return state.result is not None and state.result.winner == seat
    if depth > 10 or seat_to_move(state) != seat:
        return False
    legal = legal_actions(state, seat)
    if state.phase is Phase.CHOOSE_COLOR:
        return any(goes_out(_after(state, seat, a), seat, depth + 1) for a in legal
                   if isinstance(a, ChooseColor))
    if state.phase is not Phase.PLAY:
        return False
    hand = state.hands[seat]
    for a in legal:
        if not isinstance(a, Play):
            continue
        if a.card.code == "W4" and len(hand) > 1 and any(c.color is state.color for c in hand):
            continue
        if len(hand) == 2 and not a.uno:
            continue
        if goes_out(_after(state, seat, a), seat, depth + 1):
            return True
    return False


#: Seat 0 holds W4, Y9, W4 with green in play (G4). W4 naming red (or blue or green), then W4
#: naming yellow (legal: no red held), then Y9 goes out. Normal and hard play W4 naming
#: **yellow**: the second four is then a bluff (Y9 is yellow) and Y9 ends the turn.
FOURS_AROUND_A_NINE = ("W4,Y9,W4/B6,B0,G2,G2,YR B5,W,Y3,YD,Y9,Y0,YR,Y8,Y3,R3,RS,R3,R2,R5,W,B3,"
                       "BS,BR,B1,B3,B6,B1,G1,G9,G7,G7,G4 * G 0 + 0 play 0,0 by=1 fresh=1 id=46")
#: Seat 0 holds W4, B5, W4 on a red 5: W4 (not blue), W4 naming blue, B5 goes out. Normal and
#: hard play B5 and hand the turn over holding two fours.
FOURS_AND_A_FIVE = ("W4,B5,W4/B2,B7,B8,R3,G8,R3 B4,G4,GR,G6,W4,YD,RD,R7,RD,GD,G9,Y9,Y5,YD,YS,YR,"
                    "Y0,Y9,W,R4,R6,R1,R5 * R 0 + 0 play 0,0 dealer=0 by=1 fresh=1 id=27")
#: Seat 1 holds GD, W4, G7 on a yellow Draw Two: W4 naming green (legal: no yellow held), GD,
#: G7. Normal and hard play GD first: the four is then a bluff (G7 is green).
FOUR_BEFORE_THE_DRAW_TWO = ("G4,B0,RR,G9,RD,Y9/GD,W4,G7 RS,RR,BR,B2,BS,YS,Y7,YD * Y 1 + 0 play "
                            "0,0 dealer=1 by=1 fresh=1 id=7")


CASES = [
    ("fours_around_a_nine", FOURS_AROUND_A_NINE, 0, ("normal", "hard")),
    ("fours_and_a_five", FOURS_AND_A_FIVE, 0, ("normal", "hard")),
    ("four_before_the_draw_two", FOUR_BEFORE_THE_DRAW_TWO, 1, ("normal", "hard")),
    #: Seat 1 holds GS, GD, RS, R5 on a green 6: GD, GS, RS, R5. Normal plays GS first (then
    #: GD, and RS no longer fits, or RS, R5 keeping GD); hard plays GD.
    ("actions_in_order", "B9/GS,GD,RS,R5 B4,B2,BS,B3,Y3,Y6,YD,GD,RD,R6,W4,B6,B5,B6,B3,B1,B2,Y2,"
     "Y7,Y6,Y5,Y4,Y1,G1,G6 * G 1 + 0 play 0,0 by=0 fresh=1 uno=0 id=28", 1, ("normal",)),
    #: Seat 0 holds Y7, BR, YR on a green Reverse (GR): BR, YR, Y7. Normal plays YR first
    #: (then BR turns play blue and Y7 no longer fits); hard plays BR.
    ("reverses_in_order", "Y7,BR,YR/G7,Y2,GS,Y5,G3 Y8,YD,GD,G8,R8,R8,RD,R7,R2,R6,R1,R3,R0,R9,"
     "R6,G6,GR * G 0 + 0 play 0,0 by=0 fresh=1 id=20", 0, ("normal",)),
]


CASES += [
    #: Seat 1 holds W, W4, W4, BS on a yellow Reverse: W4 (naming red, say), W4 naming blue,
    #: BS, W. Normal and hard play the plain Wild naming blue and hand the turn over.
    ("plain_wild_before_two_fours", "B1,R7,G2,R6,GD,Y0,Y7,B1,Y5/W,W4,W4,BS Y8,YS,YD,YR * Y 1 "
     "+ 0 play 0,0 by=1 fresh=1 id=3", 1, ("normal", "hard")),
    #: Seat 1 has drawn a Wild Draw Four, holding B7, BS, W4 on a green Reverse: the drawn W4
    #: naming blue (legal: no green held), BS, B7. Normal and hard pass, keeping the four.
    ("a_drawn_four_kept", "R5,B5,GD,G4,G4/B7,BS,W4 RS,RD,R4,B4,B7,B9,B5,Y5,Y6,G6,GS,GD,G8,Y8,Y3,"
     "Y9,Y2,Y3,Y2,Y9,Y0,YR,GR,GR * G 1 + 0 play 0,0 by=1 drawn=W4 id=36", 1, ("normal", "hard")),
    #: Seat 1 holds BR, B2, W4 on a yellow 3: W4 naming blue, BR, B2. Normal and hard draw
    #: (the four scores below zero in a hand of three: wd4_quiet, as in wave 30's B2, W4, W4).
    ("a_draw_instead_of_four_reverse_two", "BD,B5,R1,BD,R4,R5/BR,B2,W4 R9,G9,G9,W,Y5,YD,Y7,G7,"
     "G3,Y3 * Y 1 + 0 play 0,0 by=1 id=12", 1, ("normal", "hard")),
    #: Seat 0 holds Y1, YD, GD, W4 on a blue 7: W4 naming green, GD, YD, Y1. Normal and hard draw.
    ("a_draw_instead_of_four_and_draw_twos", "Y1,YD,GD,W4/Y5,Y4,Y9,R3,G9,R3 R9,RD,R5,B5,B5,BS,"
     "B4,W,GR,G4,GS,G1,G2,G0,G7,R7,R1,R8,B8,BR,B1,B7 * B 0 + 0 play 0,0 by=1 id=37", 0,
     ("normal", "hard")),
    #: Seat 1 holds W4, G8 on a yellow 8: W4 naming green, G8. Normal plays G8 (UNO) and keeps
    #: the four for a next turn the opponent may not give it; hard plays the four.
    ("four_then_eight", "R9,B6,B6,B5/W4,G8 G4,G2,G9,G1,G8,G1,Y1,Y9,Y2,Y8 * Y 1 + 0 play 0,0 "
     "by=0 fresh=1 id=10", 1, ("normal",)),
]

PARAMS = [(name, pos, seat, level) for name, pos, seat, levels in CASES for level in levels]


@pytest.mark.parametrize("name,pos,seat,level", PARAMS, ids=[f"{p[0]}-{p[3]}" for p in PARAMS])
@pytest.mark.parametrize("seed", range(3))
def test_a_two_player_turn_that_goes_out_for_sure_is_taken(name, pos, seat, level, seed) -> None:
    state = parse_position(pos, load_rules("official"), seed=seed)
    assert goes_out(state, seat), "the position has a sure chain"
    chosen = make_bot(level, seed).act(view(state, seat))
    assert goes_out(_after(state, seat, chosen), seat), (level, chosen)
