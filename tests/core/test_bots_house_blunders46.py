"""Blunders a held-out opponent's harness found in the bots' out-of-turn play (opp46), each a
position in the notation of docs/POSITION.md: the decision a good player would not make, and
for normal and hard (whose out-of-turn play is normal's) on several seeds."""

from __future__ import annotations

import pytest

from core import Rules, preset, view
from core.actions import Judgement, Play
from core.bots import make_bot
from core.cards import Color
from core.position import parse_position

LEVELS = ["normal", "hard"]


def decision(level: str, position: str, seat: int, rules: Rules, seed: int) -> object:
    state = parse_position(position, rules, seed=seed)
    kw = {"think": 0.05} if level == "hard" else {}
    return make_bot(level, seed, **kw).act(view(state, seat))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_a_seven_jumped_in_never_swaps_one_card_for_twelve(level: str, seed: int) -> None:
    """opp46 #1: a 7 jumped in under Seven-O took the first target offered, seat 0's twelve
    cards for its own one card (10% to win the round from there, 29% swapping with seat 2's
    one card, 31% not jumping in)."""
    position = ("R1,R2,R3,R4,R5,R6,B1,B2,B3,B4,B5,B6/G1,G2,G3,G4,G5/B9/Y7,G8 Y5,Y7 * Y 2 + 0 "
                "play 0,0,0,0 by=1 fresh=1 rules=house")
    chosen = decision(level, position, 3, preset("house"), seed)
    assert not (isinstance(chosen, Play) and chosen.target == 0), chosen


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_a_draw_card_is_not_jumped_in_to_spare_a_one_card_player_its_penalty(
        level: str, seed: int) -> None:
    """opp46 #2: jumped in on, a Draw Two's victim draws nothing; normal and hard jumped in
    with RD while that victim held one card (23% to win the round without the jump-in, 15%
    with it), and with a bluffed Wild Draw Four on a four played on a one-card player."""
    two = ("G1,G2,Y3,Y4,B5/G5/RD,R1,B2,B3/Y6,Y7,Y8,G9,B9,B8 R9,RD * R 1 + 2:D play 0,0,0,0 "
           "by=0 fresh=1 rules=house")
    chosen = decision(level, two, 2, preset("house"), seed)
    assert not (isinstance(chosen, Play) and str(chosen.card) == "RD"), chosen
    four = ("G1,G2,Y3,Y4,B5/G5/W4,R1,R2,B3/Y6,Y7,Y8,G9,B9,B8 R9,W4 * B 1 + 4:W4 challenge "
            "0,0,0,0 by=0 fresh=1 wd4=0:1:R:fair rules=house")
    chosen = decision(level, four, 2, preset("house"), seed)
    assert not (isinstance(chosen, Play) and str(chosen.card) == "W4"), chosen


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", range(3))
def test_a_judgement_names_the_colour_of_the_cards_it_keeps(level: str, seed: int) -> None:
    """opp46 #3: the colour named after a throw was judged on the whole hand, thrown cards
    included, and where that colour was one only they held the first colour offered was named:
    green, keeping B9 alone, where blue would have taken it out next turn (63% against 83%)."""
    position = ("R1,R2,R5,Y2,B9/Y4,Y6,G6,G8,Y9/Y3,G3,B3,B4,B5/G7,Y7,YR,GR,BR R4,R3 * R 2 + 0 "
                "play 0,0,0,0 by=1 fresh=1 dates=3-14/4-17/12-25/6-30 rules=custom")
    chosen = decision(level, position, 0, Rules(judgement_day=True), seed)
    assert isinstance(chosen, Judgement) and chosen.color is Color.BLUE, chosen


@pytest.mark.parametrize("seed", range(3))
def test_under_death_number_a_1_is_not_played_to_players_of_few_cards(seed: int) -> None:
    """newbie53 #10: under death number a 1 lets any hand of number cards win the round (every
    sum is a multiple of 1), and normal played its 1s freely: three rounds in six ended on one.
    Holding R1, R2, R3, G1 on a red 6 against hands of two cards, it plays no 1 (another red
    card, or a draw where each is too dangerous: measured +2.7 points of rounds won against
    the old normal, 20,000 rounds, BOTS.md wave 23); against long hands it plays as before."""
    position = "R1,R2,R3,G1/B4,Y7/G8,B2/Y3,B5 R6 * R 0 + 0 play 0,0,0,0"
    chosen = decision("normal", position, 0, Rules(death_number=True), seed)
    assert not (isinstance(chosen, Play) and str(chosen.card).endswith("1")), chosen
    long = ("R1,R2,R3,G1/B4,Y7,G4,Y8,B6,G6,Y2/G8,B2,Y4,G5,B3,Y6,B9/Y3,B5,G7,Y0,B0,G0,B7 R6 * R 0 "
            "+ 0 play 0,0,0,0")
    assert isinstance(decision("normal", long, 0, Rules(death_number=True), seed), Play)
