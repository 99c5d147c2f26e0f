"""What a seat (or the table itself) can do: the action vocabulary and its wire form.

Every action is a small frozen value. ``Action.to_wire()`` gives plain data (a dict of str, int,
bool) and :func:`action_from_wire` parses it back, validating every field's type and range and
raising :class:`ActionError` on anything malformed — so untrusted network input never reaches the
engine as anything but a well-formed action. Whether a well-formed action is *legal* is the
engine's question (:func:`core.game.legal_actions`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import Card, CardError, Color


class ActionError(ValueError):
    """A malformed action (wrong shape, unknown type, bad field). Reason code ``bad_action``."""

    reason = "bad_action"


@dataclass(frozen=True, slots=True)
class Action:
    """Base class. ``kind`` is the wire ``type`` field."""

    kind: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        return {"type": self.kind}


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play ``card`` from the hand; it ends on top of the pile.

    ``color`` is required for a wild card and forbidden otherwise. ``uno=True`` calls UNO with the
    play (only meaningful when it leaves an UNO hand). ``also`` lists further cards played with it
    (multi-play; they go under ``card``). ``target`` is the seat a Seven-O 7 swaps with, or the
    seat a wild power acts on; ``power`` is ``"peek"`` or ``"swap"`` (wild powers)."""

    card: Card
    color: Color | None = None
    uno: bool = False
    also: tuple[Card, ...] = ()
    target: int | None = None
    power: str | None = None
    kind: ClassVar[str] = "play"

    def __post_init__(self) -> None:
        if len(self.also) > 1:  # one canonical order (by code), whatever order the sender used
            object.__setattr__(self, "also", tuple(sorted(self.also, key=lambda c: c.code)))

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card played, bottom first, ``card`` last (on top)."""
        return (*self.also, self.card)

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "play", "card": self.card.code}
        if self.color is not None:
            out["color"] = self.color.value
        if self.uno:
            out["uno"] = True
        if self.also:
            out["also"] = [c.code for c in self.also]
        if self.target is not None:
            out["target"] = self.target
        if self.power is not None:
            out["power"] = self.power
        return out


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw one card from the draw pile (or take the pending penalty, where one applies)."""

    kind: ClassVar[str] = "draw"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Keep the card just drawn and end the turn."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class ChooseColor(Action):
    """Name the colour when a Wild was turned up to start the round."""

    color: Color
    kind: ClassVar[str] = "color"

    def to_wire(self) -> dict[str, Any]:
        return {"type": "color", "color": self.color.value}


@dataclass(frozen=True, slots=True)
class CallUno(Action):
    """Call UNO while down to one card (late, but safe until someone catches you)."""

    kind: ClassVar[str] = "uno"


@dataclass(frozen=True, slots=True)
class Catch(Action):
    """Catch ``target``, who is down to one card and did not call UNO."""

    target: int
    kind: ClassVar[str] = "catch"

    def to_wire(self) -> dict[str, Any]:
        return {"type": "catch", "target": self.target}


@dataclass(frozen=True, slots=True)
class Challenge(Action):
    """Challenge the Wild Draw Four just played on you."""

    kind: ClassVar[str] = "challenge"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """Accept the Wild Draw Four just played on you: draw the penalty, lose the turn."""

    kind: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Give ``card`` to the player you swap with (wild power "swap": one card at a time)."""

    card: Card
    kind: ClassVar[str] = "give"

    def to_wire(self) -> dict[str, Any]:
        return {"type": "give", "card": self.card.code}


@dataclass(frozen=True, slots=True)
class NameDate(Action):
    """Name your judgement-day date (month, day) at the start of the match."""

    month: int
    day: int
    kind: ClassVar[str] = "date"

    def to_wire(self) -> dict[str, Any]:
        return {"type": "date", "month": self.month, "day": self.day}


@dataclass(frozen=True, slots=True)
class DeathNumber(Action):
    """Reveal an all-number hand whose sum is a multiple of the number just played: win the round."""

    kind: ClassVar[str] = "death_number"


@dataclass(frozen=True, slots=True)
class Judgement(Action):
    """Throw out number cards spelling ``target``'s date and name ``color`` (None when the
    thrown cards show all four colours, which wins the round)."""

    target: int
    color: Color | None = None
    kind: ClassVar[str] = "judgement"

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "judgement", "target": self.target}
        if self.color is not None:
            out["color"] = self.color.value
        return out


@dataclass(frozen=True, slots=True)
class NextRound(Action):
    """Deal the next round (the table's action, seat ``None``)."""

    kind: ClassVar[str] = "next_round"


_SIMPLE: dict[str, Action] = {
    "draw": Draw(),
    "pass": Pass(),
    "uno": CallUno(),
    "challenge": Challenge(),
    "accept": Accept(),
    "next_round": NextRound(),
    "death_number": DeathNumber(),
}

ACTION_TYPES: tuple[str, ...] = ("play", "color", "catch", "give", "date", "judgement", *_SIMPLE)
POWERS: tuple[str, ...] = ("peek", "swap")

_MAX_SEATS = 10


def _color(data: Mapping[str, Any], required: bool) -> Color | None:
    value = data.get("color")
    if value is None:
        if required:
            raise ActionError("missing field 'color'")
        return None
    if not isinstance(value, str):
        raise ActionError("field 'color' must be a string")
    try:
        return Color(value)
    except ValueError:
        raise ActionError(f"unknown colour {value!r}") from None


def _only(data: Mapping[str, Any], allowed: set[str]) -> None:
    extra = set(data) - allowed - {"type"}
    if extra:
        raise ActionError(f"unexpected field {sorted(map(str, extra))[0]!r}")


def _card(value: Any, name: str) -> Card:
    if not isinstance(value, str):
        raise ActionError(f"field {name!r} must be a card code such as 'R5' or 'W4'")
    try:
        return Card.parse(value)
    except CardError as exc:
        raise ActionError(str(exc)) from None


def _seat(data: Mapping[str, Any], name: str, required: bool) -> int | None:
    value = data.get(name)
    if value is None and not required:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < _MAX_SEATS:
        raise ActionError(f"field {name!r} must be a seat number 0..9")
    return value


def action_from_wire(data: Any) -> Action:
    """Parse untrusted plain data into an :class:`Action`; raise :class:`ActionError`."""
    if not isinstance(data, Mapping):
        raise ActionError("an action must be a map")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ActionError("field 'type' must be a string")
    if kind in _SIMPLE:
        _only(data, set())
        return _SIMPLE[kind]
    if kind == "play":
        _only(data, {"card", "color", "uno", "also", "target", "power"})
        card = _card(data.get("card"), "card")
        uno = data.get("uno", False)
        if not isinstance(uno, bool):
            raise ActionError("field 'uno' must be true or false")
        also = data.get("also", [])
        if not isinstance(also, list | tuple) or len(also) > 12:
            raise ActionError("field 'also' must be a list of at most 12 card codes")
        power = data.get("power")
        if power is not None and power not in POWERS:
            raise ActionError(f"field 'power' must be one of {', '.join(POWERS)}")
        return Play(card, _color(data, required=False), uno, tuple(_card(c, "also") for c in also),
                    _seat(data, "target", required=False), power)
    if kind == "color":
        _only(data, {"color"})
        color = _color(data, required=True)
        assert color is not None
        return ChooseColor(color)
    if kind == "catch":
        _only(data, {"target"})
        target = _seat(data, "target", required=True)
        assert target is not None
        return Catch(target)
    if kind == "give":
        _only(data, {"card"})
        return Give(_card(data.get("card"), "card"))
    if kind == "date":
        _only(data, {"month", "day"})
        month, day = data.get("month"), data.get("day")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (month, day)):
            raise ActionError("fields 'month' and 'day' must be whole numbers")
        assert isinstance(month, int) and isinstance(day, int)
        if not valid_date(month, day):
            raise ActionError(f"{month}-{day} is not a date")
        return NameDate(month, day)
    if kind == "judgement":
        _only(data, {"target", "color"})
        target = _seat(data, "target", required=True)
        assert target is not None
        return Judgement(target, _color(data, required=False))
    raise ActionError(f"unknown action type {kind!r}")


_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def valid_date(month: int, day: int) -> bool:
    """A month and day that exist in some year (29 February included)."""
    return 1 <= month <= 12 and 1 <= day <= _DAYS[month - 1]
