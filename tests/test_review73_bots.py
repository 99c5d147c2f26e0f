"""review73: the opp53 mend (``NormalBot.hands_named``) lifts the malus from *every* Seven-O 7,
whatever seat it swaps with. Only a swap with the namer itself takes its card away: a 7 of the
named colour swapped with *another* player leaves the namer its one card and the next turn on
its colour, which the malus was there for (wave 29)."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Play
from core.bots import make_bot
from core.cards import Rank
from core.position import parse_position

#: house rules, four players (SEVEN_AT_NAMER_FOUR of tests/test_opp53_bot_blunders.py with seat
#: 2 on one card, Y1, after calling UNO). Seat 0 has just played a Wild naming green, down to
#: G2; seat 3 (to move, clockwise: seat 0 plays next) holds G7, G2, Y4, R9, W. G7 at seat 0
#: takes the namer's card; G7 at seat 2 leaves seat 0 on G2 with green in play: it goes out.
SEVEN_AT_OTHER = (
    "G2/YR,Y3,B4,R1,Y4,B4,R4,R1,G8,G3/Y1/G7,G2,Y4,R9,W R2,Y6,YS,YD,YD,RD,R6,R9,R8,RD,R5,R5,R7,"
    "R2,R4,R3,B3,BR,B6,B9,BD,W4,G5,GR,G1,G1,G4,GS,W,Y9,Y6,W4 * G 3 + 0 play 0,0,0,0 by=0 "
    "uno=0,2 id=41 rules=house")


def test_hands_named_is_true_for_a_seven_swapped_with_someone_else() -> None:
    state = parse_position(SEVEN_AT_OTHER, seed=0)
    bot = make_bot("normal", 0)
    v = view(state, 3)
    hand = list(state.hands[3])
    ctx = bot.context(v, hand)
    assert ctx["namer"] is not None and ctx["namer"][0] == 0
    seven = next(c for c in hand if c.rank is Rank.SEVEN)
    assert bot.hands_named(v, ctx, Play(seven, target=0)) is False  # takes its card
    # seat 0 keeps G2, plays next, on green
    assert bot.hands_named(v, ctx, Play(seven, target=2)) is True


@pytest.mark.parametrize("seed", range(8))
def test_normal_does_not_swap_the_seven_past_the_namer(seed: int) -> None:
    state = parse_position(SEVEN_AT_OTHER, seed=seed)
    chosen = make_bot("normal", seed).act(view(state, 3))
    assert isinstance(chosen, Play), chosen
    assert not (chosen.card.rank is Rank.SEVEN and chosen.target != 0), chosen


#: house rules, three players. Seat 0 (to move, on red) holds R7, R5; seat 1 (next) holds two
#: cards, seat 2 five. R5 leaves seat 0 on one card (R7) with seat 1 still on two. R7 must
#: swap: seat 0 takes seat 1's two cards and hands it R5 — seat 0 ends on two cards, the
#: opponent on one. ``swap_danger_bonus`` (+18 for any 7 at an opponent on two cards or fewer,
#: opp53 #2) is paid although nothing is "taken away" here (the gain, 1 - 2, is negative): normal
#: swaps, 6 seeds of 6; before 18c9cfe4 it played R5, as hard does.
SWAP_UP = "R7,R5/G2,Y4/B3,B6,G9,Y1,Y8 G3,R3 * R 0 + 0 play 0,0,0 dealer=2 rules=house"


@pytest.mark.parametrize("seed", range(4))
def test_normal_does_not_swap_its_last_card_but_one_for_a_bigger_hand(seed: int) -> None:
    state = parse_position(SWAP_UP, seed=seed)
    chosen = make_bot("normal", seed).act(view(state, 0))
    assert isinstance(chosen, Play), chosen
    assert chosen.target is None, chosen  # (R5: one card left, the opponent still on two)


def test_a_help_key_in_ascii_words_spells_its_arrows_in_any_language() -> None:
    """review73 #3: the menu's help key became "↑ ↓ / 回车" in Chinese, which the ASCII look's
    table ("↑ ↓ / Enter") no longer matched: its arrows are spelled out whatever follows."""
    from unotui.screens.help import ascii_key

    assert ascii_key("↑ ↓ / 回车") == "Up Down / 回车"
    assert ascii_key("↑ ↓ / Enter") == "Up Down / Enter"
    assert ascii_key("← →") == "Left Right"
    assert ascii_key("Ctrl+O") == "Ctrl+O"
