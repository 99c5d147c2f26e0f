"""The bot interface. A bot sees only its own view — exactly what a human at that seat sees."""

from __future__ import annotations

from typing import Any, Protocol

from ..actions import Action, action_from_wire

#: The hard bot's default budget in seconds (1,800 engine steps a search, see
#: :mod:`core.bots.hard`): its p95 decision time is far below 0.5 s (docs/BOTS.md), and 20,000
#: benchmark rounds fit in twenty minutes of the two cores (1,118 s, shared, docs/BOTS.md). Here,
#: not in ``hard``, so that naming it does not import the search.
DEFAULT_THINK = 0.1


class Bot(Protocol):
    """Something that picks an action for one seat from that seat's view.

    ``act(view)`` returns one of ``view["legal"]`` (as an :class:`Action`) or ``None`` to do
    nothing. When the view says it is this seat's turn (``view["current"] == view["seat"]`` and
    the phase is not over) a bot must return an action; otherwise it may return ``None`` to let an
    out-of-turn chance (catching, a late UNO) go by.
    """

    name: str

    def act(self, view: dict[str, Any]) -> Action | None: ...


def my_turn(view: dict[str, Any]) -> bool:
    """True when the viewer must act now."""
    if view["phase"] == "name_dates":
        return view["dates"][view["seat"]] is None
    return view["current"] == view["seat"] and view["phase"] in (
        "play", "choose_color", "challenge", "give")


def team_of(view: dict[str, Any], seat: int) -> int:
    """The team of ``seat`` in ``view`` (its own seat number at a table without teams)."""
    teams = view.get("teams")
    return int(teams[seat]) if teams else int(seat)


def legal(view: dict[str, Any]) -> list[Action]:
    """The viewer's legal actions, parsed."""
    return [action_from_wire(w) for w in view["legal"]]
