"""Bots: ``random`` and ``basic``. Each sees only its own seat's view."""

from __future__ import annotations

from .base import Bot, legal, my_turn
from .basic import BasicBot
from .random import RandomBot

BOTS: dict[str, type[RandomBot] | type[BasicBot]] = {"random": RandomBot, "basic": BasicBot}


def make_bot(kind: str, seed: int | str = 0) -> Bot:
    """Build a bot by name; raise ``ValueError`` listing the names if unknown."""
    try:
        return BOTS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(BOTS)}") from None


__all__ = ["BOTS", "BasicBot", "Bot", "RandomBot", "legal", "make_bot", "my_turn"]
