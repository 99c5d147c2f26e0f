"""rules60: random legal play from random valid positions under random rules (the kit
tests/rules60_posfuzz.py): a bounded run (8 s of CPU, one process) finds no invalid table, no
failed round trip, no falling score, no wrongly scored round, no stuck table and no exception."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from rules60_posfuzz import run


def test_random_play_from_random_valid_positions() -> None:
    problems = run(8, 6060, log=lambda *_: None)
    assert problems == []
