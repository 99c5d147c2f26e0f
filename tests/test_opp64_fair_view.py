"""The levels see only their own view when they play opp64's styles (bench/styles64.py): before
each of seat 0's decisions every card it cannot see is dealt again, and a copy of the bot shown
the redealt table decides exactly as at the real table (tests/core/test_bots.py's check, with
these opponents: the ambusher's held attack cards, the starver's colour changes and the sheriff's
challenges near the end lead the bots into positions the normals of that test seldom reach)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
sys.path.insert(0, str(Path(__file__).resolve().parent / "core"))

import styles64
from test_bots import decides_alike, drive

from core.bots import make_bot
from core.game import GameState
from core.rules import preset

styles64.register()


@pytest.mark.parametrize("style", list(styles64.OPPONENTS))
@pytest.mark.parametrize("kind", ["normal", "hard"])
@pytest.mark.parametrize("rules_name", ["official", "house"])
def test_a_level_decides_the_same_whatever_it_cannot_see_against_opp64_styles(
        kind: str, style: str, rules_name: str) -> None:
    rules = preset(rules_name)
    bots = [make_bot(kind, 64)] + [make_bot(style, s) for s in range(1, 4)]
    checked = [0]

    def compare(state: GameState) -> None:
        decides_alike(bots[0], state, 0, checked[0])
        checked[0] += 1

    drive(rules, 4, 64, bots, 1000, compare)
    assert checked[0] >= 50
