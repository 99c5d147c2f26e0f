"""What a seat (or the table itself) can do: the action vocabulary and its wire form.

Every action is a small frozen value. ``Action.to_wire()`` gives plain data (a dict of str, int,
bool) and :func:`action_from_wire` parses it back, validating every field's type and range and
raising :class:`ActionError` on anything malformed — so untrusted network input never reaches the
engine as anything but a well-formed action. Whether a well-formed action is *legal* is the
engine's question (:func:`core.game.legal_actions`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, TypeGuard

from .cards import Card, CardError, Color
from .record import FrozenRecord


class ActionError(ValueError):
    """A malformed action (wrong shape, unknown type, bad field). Reason code ``bad_action``."""

    reason = "bad_action"


class Action(FrozenRecord):
    """Base class. ``kind`` is the wire ``type`` field.

    Actions are :class:`core.record.FrozenRecord` classes written out by hand rather than
    ``@dataclass(frozen=True, slots=True)`` classes (building those at import was a tenth of
    ``unotui play``'s start-up above Textual's), with the same behaviour: keyword or positional
    construction with the same defaults, ``==`` only between instances of the same class
    comparing the fields in order, ``hash`` of the tuple of fields, ``repr`` as
    ``Play(card=…, color=…, …)``, ``__match_args__``, immutable (assigning or deleting an
    attribute raises :class:`dataclasses.FrozenInstanceError`), no ``__dict__``, and
    pickling/copying (the bots' worker processes) through the constructor. Each subclass names
    its fields in ``__match_args__`` (in its constructor's order) and ``__slots__``. The
    equivalent dataclasses are in ``tests/core/test_action_records.py``, which checks each
    behaviour against them."""

    __slots__ = ()
    kind: ClassVar[str] = ""

    def to_wire(self) -> dict[str, Any]:
        return {"type": self.kind}

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return self.__class__, self._values()


_set = object.__setattr__  # how the constructors below fill the frozen slots


class Play(Action):
    """Play ``card`` from the hand; it ends on top of the pile.

    ``color`` is required for a wild card and forbidden otherwise. ``uno=True`` calls UNO with the
    play where it leaves an UNO hand; elsewhere the flag is dropped (never a false call).
    ``also`` lists further cards played with it (multi-play; they go under ``card``, kept in one
    canonical order: by code, whatever order the sender used). ``target`` is the seat a Seven-O 7
    swaps with, or the seat a wild power acts on; ``power`` is ``"peek"`` or ``"swap"`` (wild
    powers)."""

    __slots__ = ("also", "card", "color", "power", "target", "uno")
    __match_args__ = ("card", "color", "uno", "also", "target", "power")
    card: Card
    color: Color | None
    uno: bool
    also: tuple[Card, ...]
    target: int | None
    power: str | None
    kind: ClassVar[str] = "play"

    def __init__(self, card: Card, color: Color | None = None, uno: bool = False,
                 also: tuple[Card, ...] = (), target: int | None = None,
                 power: str | None = None) -> None:
        _set(self, "card", card)
        _set(self, "color", color)
        _set(self, "uno", uno)
        _set(self, "also", tuple(sorted(also, key=_code)) if len(also) > 1 else also)
        _set(self, "target", target)
        _set(self, "power", power)

    # (written out rather than the base's, through _values: plays are compared and hashed in
    # every playout's legal-action checks)
    def __eq__(self, other: Any) -> bool:
        if other.__class__ is self.__class__:
            return ((self.card, self.color, self.uno, self.also, self.target, self.power)
                    == (other.card, other.color, other.uno, other.also, other.target, other.power))
        return NotImplemented

    def __hash__(self) -> int:  # type: ignore[override]  # as FrozenRecord: hashable by value
        return hash((self.card, self.color, self.uno, self.also, self.target, self.power))

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


def _code(card: Card) -> str:
    return card.code


class Draw(Action):
    """Draw one card from the draw pile, or take the pending penalty where one waits in the
    ``play`` phase. In the ``challenge`` phase (a Wild Draw Four to answer) it is refused
    (``answer_challenge_first``): the victim takes the cards with :class:`Accept`."""

    __slots__ = ()
    kind: ClassVar[str] = "draw"


class Pass(Action):
    """Keep the card just drawn and end the turn."""

    __slots__ = ()
    kind: ClassVar[str] = "pass"


class ChooseColor(Action):
    """Name the colour when a Wild was turned up to start the round."""

    __slots__ = ("color",)
    __match_args__ = ("color",)
    color: Color
    kind: ClassVar[str] = "color"

    def __init__(self, color: Color) -> None:
        _set(self, "color", color)

    def to_wire(self) -> dict[str, Any]:
        return {"type": "color", "color": self.color.value}


class CallUno(Action):
    """Call UNO while down to one card (late, but safe until someone catches you)."""

    __slots__ = ()
    kind: ClassVar[str] = "uno"


class Catch(Action):
    """Catch ``target``, who is down to one card and did not call UNO."""

    __slots__ = ("target",)
    __match_args__ = ("target",)
    target: int
    kind: ClassVar[str] = "catch"

    def __init__(self, target: int) -> None:
        _set(self, "target", target)

    def to_wire(self) -> dict[str, Any]:
        return {"type": "catch", "target": self.target}


class Challenge(Action):
    """Challenge the Wild Draw Four just played on you."""

    __slots__ = ()
    kind: ClassVar[str] = "challenge"


class Accept(Action):
    """Accept the Wild Draw Four just played on you: draw the penalty, lose the turn."""

    __slots__ = ()
    kind: ClassVar[str] = "accept"


class Give(Action):
    """Give ``card`` to the player you swap with (wild power "swap": one card at a time)."""

    __slots__ = ("card",)
    __match_args__ = ("card",)
    card: Card
    kind: ClassVar[str] = "give"

    def __init__(self, card: Card) -> None:
        _set(self, "card", card)

    def to_wire(self) -> dict[str, Any]:
        return {"type": "give", "card": self.card.code}


class NameDate(Action):
    """Name your judgement-day date (month, day) at the start of the match."""

    __slots__ = ("day", "month")
    __match_args__ = ("month", "day")
    month: int
    day: int
    kind: ClassVar[str] = "date"

    def __init__(self, month: int, day: int) -> None:
        _set(self, "month", month)
        _set(self, "day", day)

    def to_wire(self) -> dict[str, Any]:
        return {"type": "date", "month": self.month, "day": self.day}


class DeathNumber(Action):
    """Reveal an all-number hand whose sum is a multiple of the number just played: win the round."""

    __slots__ = ()
    kind: ClassVar[str] = "death_number"


class Judgement(Action):
    """Throw out number cards spelling ``target``'s date and name ``color`` (None when the
    thrown cards show all four colours, which wins the round). ``uno=True`` calls UNO with the
    throw where it leaves an UNO hand, as a :class:`Play` does (elsewhere the flag is dropped):
    a throw that leaves one card could otherwise be caught before its player could call."""

    __slots__ = ("color", "target", "uno")
    __match_args__ = ("target", "color", "uno")
    target: int
    color: Color | None
    uno: bool
    kind: ClassVar[str] = "judgement"

    def __init__(self, target: int, color: Color | None = None, uno: bool = False) -> None:
        _set(self, "target", target)
        _set(self, "color", color)
        _set(self, "uno", uno)

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "judgement", "target": self.target}
        if self.color is not None:
            out["color"] = self.color.value
        if self.uno:
            out["uno"] = True
        return out


class NextRound(Action):
    """Deal the next round (the table's action, seat ``None``)."""

    __slots__ = ()
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
    if not is_number(value) or not 0 <= value < _MAX_SEATS:
        raise ActionError(f"field {name!r} must be a seat number 0..9")
    return value


def action_from_wire(data: Any) -> Action:
    """Parse untrusted plain data into an :class:`Action`; raise :class:`ActionError`. A field
    whose value is nil (``None``) counts as left out: ``{"type": "draw", "color": None}`` is a
    draw, ``"uno": None`` is no call (a typed client's empty optionals)."""
    if not isinstance(data, Mapping):
        raise ActionError("an action must be a map")
    if any(value is None for value in data.values()):
        data = {key: value for key, value in data.items() if value is not None}
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
        if not all(is_number(v) for v in (month, day)):
            raise ActionError("fields 'month' and 'day' must be whole numbers")
        assert isinstance(month, int) and isinstance(day, int)
        if not valid_date(month, day):
            raise ActionError(f"{month}-{day} is not a date")
        return NameDate(month, day)
    if kind == "judgement":
        _only(data, {"target", "color", "uno"})
        target = _seat(data, "target", required=True)
        assert target is not None
        called = data.get("uno", False)
        if not isinstance(called, bool):
            raise ActionError("field 'uno' must be true or false")
        return Judgement(target, _color(data, required=False), called)
    raise ActionError(f"unknown action type {kind!r}")


def is_number(value: Any) -> TypeGuard[int]:
    """A whole number, not a bool (a seat, a month, a day)."""
    return isinstance(value, int) and not isinstance(value, bool)


def well_formed(action: Action) -> bool:
    """Are ``action``'s fields of the types its class declares (a card a :class:`Card`, a seat
    a whole number, a power one of :data:`POWERS`)? A Python caller's ``Play("R1")`` or
    ``Catch(None)`` is not; :func:`action_from_wire` never builds such an action. Ranges (a
    seat at this table) are the engine's to judge."""
    if isinstance(action, Play):
        target, power, color = action.target, action.power, action.color
        return (isinstance(action.card, Card) and (color is None or isinstance(color, Color))
                and isinstance(action.uno, int) and isinstance(action.also, tuple)
                and all(isinstance(c, Card) for c in action.also)
                and (target is None or is_number(target))
                and (power is None or power in POWERS))
    if isinstance(action, Catch):
        return is_number(action.target)
    if isinstance(action, ChooseColor):
        return isinstance(action.color, Color)
    if isinstance(action, Give):
        return isinstance(action.card, Card)
    if isinstance(action, NameDate):
        return is_number(action.month) and is_number(action.day)
    if isinstance(action, Judgement):
        return is_number(action.target) and (action.color is None
                                              or isinstance(action.color, Color))
    return True


_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def valid_date(month: int, day: int) -> bool:
    """A month and day that exist in some year (29 February included)."""
    return 1 <= month <= 12 and 1 <= day <= _DAYS[month - 1]
