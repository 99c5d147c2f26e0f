"""The bot interface. A bot sees only its own view — exactly what a human at that seat sees."""

from __future__ import annotations

from typing import Any, Protocol

from ..actions import Action, action_from_wire
from ..cards import Card
from ..game import uno_hand
from ..rules import Rules

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


def active_seats(view: dict[str, Any]) -> list[int]:
    """The seats still in the round: neither gone out of it (``finished``) nor out of the
    match (``eliminated``)."""
    n = int(view["players"])
    finished = set(view.get("finished") or [])
    eliminated = view.get("eliminated") or [False] * n
    return [s for s in range(n) if s not in finished and not eliminated[s]]


def hand_after(hand: list[Card], played: tuple[Card, ...]) -> list[Card]:
    """``hand`` without the cards ``played`` (each once): the hand a play leaves."""
    rest = list(hand)
    for c in played:
        if c in rest:
            rest.remove(c)
    return rest


def legal(view: dict[str, Any]) -> list[Action]:
    """The viewer's legal actions, parsed."""
    return [action_from_wire(w) for w in view["legal"]]


_RULES: dict[str, Rules] = {}


def rules_of(view: dict[str, Any]) -> Rules:
    """The table's rules, rebuilt from the view's differences (cached by their text)."""
    key = repr(sorted(view["rules"].items()))
    rules = _RULES.get(key)
    if rules is None:
        if len(_RULES) > 64:
            _RULES.clear()
        rules = _RULES[key] = Rules.from_dict(view["rules"])
    return rules


def owes_uno(view: dict[str, Any]) -> bool:
    """True when the viewer holds an UNO hand (one card, or under multi-play a set that plays
    together) and has not called: the one moment a call is not false. ``legal`` also lists
    ``uno`` in the viewer's own catch window whatever it holds (a wrong call there costs its
    penalty, docs/PROTOCOL.md §10), so a bot that calls whenever it is listed pays for it."""
    me = view["seat"]
    return not view["uno"][me] and uno_hand(rules_of(view), [Card.parse(c) for c in view["hand"]])
