"""Bots. Each sees only its own seat's view, and ``act(view)`` is its only entry.

Levels for players: ``easy``, ``normal``, ``hard`` (:data:`LEVELS`). Also on the wire and in
journals: ``basic`` (the first heuristic bot, kept as it was so old journals replay the same
moves) and ``random``; ``greedy`` is the plain baseline of the strength benchmarks.
Every bot is a plain picklable object, deterministic given its seed, the sequence of views it was
shown and (for ``hard``) its budget.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .base import DEFAULT_THINK, Bot, legal, my_turn
from .basic import BasicBot
from .easy import EasyBot
from .greedy import GreedyBot
from .normal import NormalBot
from .random import RandomBot

if TYPE_CHECKING:
    from .hard import HardBot


def _hard_bot(seed: int | str = 0, think: float | None = None) -> Bot:
    """A :class:`~core.bots.hard.HardBot`. Its search (``core.bots.worlds``, ``core.position``)
    is imported only when a hard bot is first built: a game without one never pays for it."""
    from .hard import HardBot

    return HardBot(seed, think)


def __getattr__(name: str) -> Any:
    """``HardBot`` is imported from :mod:`core.bots.hard` on first use."""
    if name == "HardBot":
        from . import hard

        return getattr(hard, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

#: Every bot kind by name: ``kind(seed)`` builds one.
BOTS: dict[str, Callable[..., Bot]] = {
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": _hard_bot,
    "basic": BasicBot,
    "random": RandomBot,
    "greedy": GreedyBot,
}
#: The kinds this package builds (:data:`BOTS` as shipped: a harness may register more there,
#: as bench/styles.py does, for its own process).
KINDS: tuple[str, ...] = tuple(BOTS)
#: The levels a player chooses from, weakest first.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


def make_bot(kind: str, seed: int | str = 0, think: float | None = None) -> Bot:
    """Build a bot by name; raise ``ValueError`` listing the names if unknown.

    ``think`` is the hard bot's budget in seconds (default :data:`DEFAULT_THINK`), mapped to a
    fixed number of engine steps per search (``HardBot.steps``) so that play never depends on
    the clock; other kinds ignore it. ``think=0`` makes ``hard`` decide without search."""
    try:
        factory = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(BOTS)}") from None
    if kind == "hard":
        if think is not None and not (isinstance(think, int | float) and 0 <= think <= 60):
            raise ValueError(f"think must be 0..60 seconds, not {think!r}")
        return _hard_bot(seed, think)
    return factory(seed)


__all__ = ["BOTS", "DEFAULT_THINK", "LEVELS", "BasicBot", "Bot", "EasyBot", "GreedyBot",
           "HardBot", "NormalBot", "RandomBot", "legal", "make_bot", "my_turn"]
