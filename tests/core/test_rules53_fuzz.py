"""rules53: random legal games compared step by step with an independent checker written
from the rule book (tests/core/rules53_oracle.py): every seat's legal actions, and what each
action does to hands, turn, direction, colour, pending draw, UNO windows and scores. Bounded by
count: 300 games, the same on every machine (``python tests/core/rules53_fuzz.py SECONDS SEED``
runs longer)."""

from __future__ import annotations

import math

import rules53_fuzz


def test_random_games_agree_with_the_independent_checker() -> None:
    games, actions, problems = rules53_fuzz.run(math.inf, seed=53, log=lambda *_: None,
                                                max_games=300)
    assert games == 300 and actions > 1000
    assert problems == []
