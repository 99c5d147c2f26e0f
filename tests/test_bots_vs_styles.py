"""Every level plays every rules preset legally against players of other styles.

The styles (bench/styles.py: a constant bluffer and challenger, a hoarder of wilds and action
cards, an aggressor, a random player who always calls UNO) were written apart from the bots;
they make the situations the bots' own tables seldom do (a bluffed Wild Draw Four stacked on
one, challenges of every four, a table of hoarders). The games run through ``unotui
simulate``'s own code, whose engine refuses any illegal action and whose bots see only their
views; a bot that answered wrongly or raised would fail here. Their strength is a benchmark
(``bench/bots.py strength --only hard-bluffer``, docs/BOTS.md), not a test.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import styles

from unotui.commands import simulate as sim

styles.register()

STYLES = tuple(styles.OPPONENTS)


@pytest.mark.parametrize("rules", ["official", "house", "chinese-party"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_level_plays_each_preset_legally_against_every_style(level: str, rules: str) -> None:
    for k, style in enumerate(STYLES):
        ns = argparse.Namespace(players=None, games=8, seed=f"{level}/{rules}/{k}", rules=rules,
                                bots=",".join([level] + [style] * 3), rounds_only=True,
                                json=True, think=0.02, jobs=1)
        summary = sim.simulate(sim.parse_setup(ns))
        assert summary.games == 8 and sum(summary.wins) == 8  # every round won by someone
