"""rules58: a bounded fuzz of the engine under random rules (every option, 2 to 10 seats):
random legal actions with random illegal ones between them. Every state reached is valid, reads
back through the notation as the same table, and holds the 108 cards; every illegal action is
refused with a reason of REASONS and changes nothing (a misplay only adds its penalty); every
action ``check`` passes applies. Seeds fixed: the same games on every machine."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import rules58_fuzzkit as kit


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_with_illegal_probes(seed):
    games, problems = kit.run(60.0, seed, max_games=4, log=lambda _p: None)
    assert games == 4
    assert problems == []
