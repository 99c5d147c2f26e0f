"""review80: wave 32 (core/bots/normal.py death_hand, rank_plays) adds to a play under death
number a bonus for the hand it leaves: all numbers (death_clear_bonus) whose sum many of 1-9
divide (death_shape_weight). Under Seven-O that hand is not the bot's after the play: a 7 swaps
it for the target's, a 0 passes it on — the bot is rewarded for a hand it gives away (G3, G3
left after R7: sum 6, 4/9 of 1-9 divide it, +13 points to the swap; G3, G3 after R0: the same
to a pass of every hand). The bot's other heuristics already read Seven-O's swaps
(hands_named, opp53 #1 / review73 #1); this one missed it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

from ui_testkit import arrange, scripted_state

from core import legal_actions, view
from core.actions import Play
from core.bots.normal import NormalBot


def scores(bot: NormalBot, state, code: str) -> list[float]:
    v = view(state, 0)
    bot.memory.see(v)
    hand = list(state.hands[0])
    return sorted(s for s, _r, p in bot.rank_plays(v, hand, legal_actions(state, 0))
                  if isinstance(p, Play) and p.card.code == code)


@pytest.mark.parametrize("code", ["R7", "R0"])
def test_a_seven_o_swap_earns_no_bonus_for_the_hand_it_gives_away(code: str) -> None:
    state = scripted_state(seven_o=True, death_number=True)
    arrange(state, {0: [code, "G3", "G3"], 1: ["Y1", "YS", "B2", "B4"], 2: ["G2", "G5"],
                    3: ["B1", "B2", "BS"]}, "R5", current=0)
    with_bonus = NormalBot(1)
    without = NormalBot(1)
    without.death_clear_bonus = 0.0
    without.death_shape_weight = 0.0
    a, b = scores(with_bonus, state, code), scores(without, state, code)
    assert a and a == b, (
        f"{code} under Seven-O is scored {a} with the death-number hand bonus, {b} without: "
        "the bonus values the hand the play gives away")
