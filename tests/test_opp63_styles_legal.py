"""Every level plays the presets legally against opp63's styles (bench/styles63.py: a colour
hoarder that keeps one colour for the end, a card counter that hunts whoever is closest to out,
an end planner that keeps a follow pair and challenges every four). As tests/test_bots_vs_styles62.py
does for the earlier styles: the games run through ``unotui simulate``'s own code, whose engine
refuses any illegal action. Their strength is a benchmark (docs/BOTS.md), not a test.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import styles63

from unotui.commands import simulate as sim

styles63.register()


@pytest.mark.parametrize("rules", ["official", "house", "chinese-party"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_level_plays_each_preset_legally_against_every_opp63_style(level: str,
                                                                     rules: str) -> None:
    for k, style in enumerate(styles63.OPPONENTS):
        ns = argparse.Namespace(players=None, games=4, seed=f"{level}/{rules}/{k}/63",
                                rules=rules, bots=",".join([level] + [style] * 3),
                                rounds_only=True, json=True, think=0.02, jobs=1)
        summary = sim.simulate(sim.parse_setup(ns))
        assert summary.games == 4 and sum(summary.wins) == 4  # every round won by someone
