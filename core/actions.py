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
    """Play ``card`` from the hand. ``color`` is required for a wild card and forbidden otherwise.
    ``uno=True`` calls UNO with the play (only meaningful when it leaves one card)."""

    card: Card
    color: Color | None = None
    uno: bool = False
    kind: ClassVar[str] = "play"

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "play", "card": self.card.code}
        if self.color is not None:
            out["color"] = self.color.value
        if self.uno:
            out["uno"] = True
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
}

ACTION_TYPES: tuple[str, ...] = ("play", "color", "catch", *_SIMPLE)

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
        _only(data, {"card", "color", "uno"})
        code = data.get("card")
        if not isinstance(code, str):
            raise ActionError("field 'card' must be a card code such as 'R5' or 'W4'")
        try:
            card = Card.parse(code)
        except CardError as exc:
            raise ActionError(str(exc)) from None
        uno = data.get("uno", False)
        if not isinstance(uno, bool):
            raise ActionError("field 'uno' must be true or false")
        color = _color(data, required=False)
        return Play(card, color, uno)
    if kind == "color":
        _only(data, {"color"})
        color = _color(data, required=True)
        assert color is not None
        return ChooseColor(color)
    if kind == "catch":
        _only(data, {"target"})
        target = data.get("target")
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < _MAX_SEATS:
            raise ActionError("field 'target' must be a seat number 0..9")
        return Catch(target)
    raise ActionError(f"unknown action type {kind!r}")
