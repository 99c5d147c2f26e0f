"""Every level plays the presets legally against opp62's styles (bench/styles62.py: an end
planner, a colour steerer, a four timed by the next hand's size, a planter of false "holds no
colour" reads and normal with it, a jump-in and Seven-O player). As tests/test_bots_vs_styles.py
does for the earlier styles: the games run through ``unotui simulate``'s own code, whose engine
refuses any illegal action. Their strength is a benchmark (``bench/bots.py strength --only
normal-steer62``, docs/BOTS.md), not a test.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import styles62

from unotui.commands import simulate as sim

styles62.register()


@pytest.mark.parametrize("rules", ["official", "house", "chinese-party"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_level_plays_each_preset_legally_against_every_opp62_style(level: str,
                                                                     rules: str) -> None:
    for k, style in enumerate(styles62.OPPONENTS):
        ns = argparse.Namespace(players=None, games=4, seed=f"{level}/{rules}/{k}/62",
                                rules=rules, bots=",".join([level] + [style] * 3),
                                rounds_only=True, json=True, think=0.02, jobs=1)
        summary = sim.simulate(sim.parse_setup(ns))
        assert summary.games == 4 and sum(summary.wins) == 4  # every round won by someone
