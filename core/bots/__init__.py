"""Bots. Each sees only its own seat's view, and ``act(view)`` is its only entry.

Levels for players: ``easy``, ``normal``, ``hard`` (:data:`LEVELS`). Also on the wire and in
journals: ``basic`` (the first heuristic bot, kept as it was so old journals replay the same
moves) and ``random``; ``greedy`` is the plain baseline of the strength benchmarks.
Every bot is a plain picklable object, deterministic given its seed, the sequence of views it was
shown and (for ``hard``) its budget.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, legal, my_turn
from .basic import BasicBot
from .easy import EasyBot
from .greedy import GreedyBot
from .hard import DEFAULT_THINK, HardBot, budget_playouts
from .normal import NormalBot
from .random import RandomBot

#: Every bot kind by name: ``kind(seed)`` builds one.
BOTS: dict[str, Callable[..., Bot]] = {
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
    "basic": BasicBot,
    "random": RandomBot,
    "greedy": GreedyBot,
}
#: The levels a player chooses from, weakest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


def make_bot(kind: str, seed: int | str = 0, think: float | None = None) -> Bot:
    """Build a bot by name; raise ``ValueError`` listing the names if unknown.

    ``think`` is the hard bot's budget in seconds (default :data:`DEFAULT_THINK`), mapped to a
    fixed number of playouts per decision (:func:`budget_playouts`) so that play never depends on
    the clock; other kinds ignore it. ``think=0`` makes ``hard`` decide without search."""
    try:
        factory = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(BOTS)}") from None
    if kind == "hard":
        if think is not None and not (isinstance(think, int | float) and 0 <= think <= 60):
            raise ValueError(f"think must be 0..60 seconds, not {think!r}")
        return HardBot(seed, think)
    return factory(seed)


__all__ = ["BOTS", "DEFAULT_THINK", "LEVELS", "BasicBot", "Bot", "EasyBot", "GreedyBot",
           "HardBot", "NormalBot", "RandomBot", "budget_playouts", "legal", "make_bot", "my_turn"]
