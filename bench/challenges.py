"""How hard answers a Wild Draw Four against three normals: its estimate of a bluff, the bar, its
choice and the truth, by the size of its own hand (docs/BOTS.md, wave 11).

    python bench/challenges.py --rounds 500 --seed 771

A diagnostic, never a bot: after each answer it reads the engine's true table (was the four a
bluff?); the bot itself only ever sees its view. Official rules, one round a game, the hard seat
rotated as ``unotui simulate`` rotates it.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import core.autoplay as autoplay
from core import Rules
from core.actions import Action, Challenge, Play
from core.bots import make_bot
from core.bots.hard import HardBot
from core.cards import Card
from core.game import GameState


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=500)
    parser.add_argument("--seed", type=int, default=771)
    args = parser.parse_args()

    table: list[GameState | None] = [None]
    real_view = autoplay.view

    def view(state: GameState, seat: int, **kw: Any) -> dict[str, Any]:
        table[0] = state
        return real_view(state, seat, **kw)

    autoplay.view = view  # type: ignore[assignment]
    rows: list[dict[str, Any]] = []
    answer, estimate = HardBot.answer_wd4, HardBot.p_bluff

    def p_bluff(self: HardBot, view: dict[str, Any], hand: list[Card]) -> float:
        p = estimate(self, view, hand)
        self._last_p = p  # type: ignore[attr-defined]
        return p

    def answering(self: HardBot, view: dict[str, Any], hand: list[Card],
                  actions: list[Action]) -> Action:
        self._last_p = None  # type: ignore[attr-defined]
        searches = self.searches
        choice = answer(self, view, hand, actions)
        state = table[0]
        assert state is not None and state.wd4 is not None
        rows.append({"p": self._last_p, "bar": self.challenge_threshold(view),  # type: ignore[attr-defined]
                     "challenge": choice == Challenge(), "stack": isinstance(choice, Play),
                     "searched": self.searches > searches, "bluff": state.wd4.bluff,
                     "short": view["counts"][view["seat"]] <= 2})
        return choice

    HardBot.p_bluff = p_bluff  # type: ignore[method-assign]
    HardBot.answer_wd4 = answering  # type: ignore[method-assign]
    for g in range(args.rounds):
        hard_seat = g % 4
        bots = [make_bot("hard" if s == hard_seat else "normal", f"{args.seed}-{g}-{s}")
                for s in range(4)]
        autoplay.play_match(Rules(), 4, f"{args.seed}-{g}", bots, rounds_only=True)
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups["two cards or fewer" if row["short"] else "three cards or more"].append(row)
    print(f"hard's answers to a Wild Draw Four, {args.rounds} rounds against three normals "
          f"(seed {args.seed})")
    for name, group in sorted(groups.items()):
        n = len(group)
        known = [r["p"] for r in group if r["p"] is not None]
        challenged = [r for r in group if r["challenge"]]
        overruled = sum(r["searched"] and r["p"] is not None and r["p"] <= r["bar"]
                        for r in challenged)
        print(f"  {name}: {n} fours, {sum(r['bluff'] for r in group)} bluffs; mean estimate "
              f"{sum(known) / max(1, len(known)):.2f}; challenged {len(challenged)} (caught "
              f"{sum(r['bluff'] for r in challenged)}; {overruled} overruling "
              f"the bar); stacked {sum(r['stack'] for r in group)}; accepted bluffs "
              f"{sum(r['bluff'] for r in group if not r['challenge'] and not r['stack'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
