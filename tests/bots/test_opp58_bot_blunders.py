"""Blunders found by helper opp58 screening the bots' decisions against its own opponents
(tools_opp58/: hop58, endgame58, gift58), each a position in the notation of docs/POSITION.md
reached by the engine from an earlier one, so that the bot's view carries the log a player saw.

These tests show the bot's choice on the current code: they fail while the blunder is there.

**The one-card namer forgotten after another player's card.** Normal (and hard, through its
heuristic) minds "the opponent who has just named the colour with a wild and gone to one card"
only while that wild is the top card (``NormalBot.context``: ``top`` is wild and ``top_by`` is
that seat). Once anyone else plays a card on it — a card of the named colour, or a change of
colour — it forgets, though the namer still holds the one card it kept when it named (82% of
normal's players, and every opponent of opp58's, name the colour of that card) and has neither
drawn nor played since. It then plays that colour straight into the namer: 2.6 times in 1,000
official rounds and 1.8 in 1,000 house rounds for normal at a table of opp58's three styles
(tools_opp58/decisions.py, class ``into_uno:named``), each time with another play at hand that
left the namer unable to go out.
"""

from __future__ import annotations

import pytest

from core.actions import Draw, Pass, Play
from core.bots import make_bot
from core.cards import Card, Color
from core.game import apply, seat_to_move
from core.position import parse_position
from core.view import view


def named_then_changed_back(seed: int):
    """Official rules, play counter-clockwise (3 -> 2 -> 1 -> 0). Seat 2 plays its Wild naming
    yellow and calls UNO on its last card (Y9); seat 1 plays Y4, seat 0 B4 (blue now). Seat 3
    holds Y6, Y4, G0, B1: Y4 turns play back to yellow, straight into seat 2; B1 keeps blue.
    With seat 2's card dealt again from the unseen cards, of the colour it named (300 deals,
    four normals playing on, tools_opp58/judge2.py): B1 wins 16.7% ± 4.2 for seat 3 and seat 2
    38%; Y4 wins 0% and seat 2 100% (true hands alike). Found at seat 3, normal, official rules,
    seed 5810 round 993; normal and hard play Y4 on every seed tried (8 of 8 each)."""
    s = parse_position("R6,G7,G1,B4/RD,RS,B0,B8,R9,Y4/W,Y9/Y6,Y4,G0,B1 R2 * R 2 - 0 play 0,0,0,0",
                       seed=seed)
    apply(s, 2, Play(Card.parse("W"), color=Color.YELLOW, uno=True))
    apply(s, 1, Play(Card.parse("Y4")))
    apply(s, 0, Play(Card.parse("B4")))
    assert seat_to_move(s) == 3 and s.hands[2] == [Card.parse("Y9")]
    return s


def named_then_followed(seed: int):
    """Official rules, counter-clockwise. Seat 0 plays its Wild naming green and calls UNO on its
    last card (GS); seat 3 follows with G0 (green stays); seat 2 draws (Y8) and passes. Seat 1
    holds G6, R7, G4, G3, R0, Y6: every green card hands seat 0 the turn on green; R0 (on G0 by
    number) turns it red. Seat 0's card dealt again, green (300 deals, four normals): R0 wins
    5.0% ± 2.5 for seat 1 and seat 0 52%; G6, G4 and G3 win 0% and seat 0 100%. Found at seat 1,
    normal, official rules, seed 5810 round 5267; normal plays G6 on 8 seeds of 8, hard G6 or G3
    on 8 of 8."""
    s = parse_position("W,GS/G6,R7,G4,G3,R0,Y6/B7,B4,R4/R6,B8,BR,Y4,B9,G0 Y2 Y8,* Y 0 - 0 play "
                       "0,0,0,0", seed=seed)
    apply(s, 0, Play(Card.parse("W"), color=Color.GREEN, uno=True))
    apply(s, 3, Play(Card.parse("G0")))
    apply(s, 2, Draw())
    if seat_to_move(s) == 2:
        apply(s, 2, Pass())
    assert seat_to_move(s) == 1 and s.hands[0] == [Card.parse("GS")]
    return s


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_no_play_turns_the_colour_back_to_the_one_card_player_who_named_it(level: str,
                                                                            seed: int) -> None:
    state = named_then_changed_back(seed)
    chosen = make_bot(level, seed).act(view(state, 3))
    assert not (isinstance(chosen, Play) and chosen.card.color is Color.YELLOW), chosen


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_the_named_colour_is_not_played_into_its_namer_after_another_player_followed_it(
        level: str, seed: int) -> None:
    state = named_then_followed(seed)
    chosen = make_bot(level, seed).act(view(state, 1))
    assert not (isinstance(chosen, Play) and chosen.card.color is Color.GREEN), chosen
