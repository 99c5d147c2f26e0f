"""Cards, colours and the 108-card deck.

A :class:`Card` is an immutable value: a :class:`Color` (``None`` for the black wild cards) and
a :class:`Rank`. Cards have a short text code used everywhere on the wire and in files:

``R5`` red five, ``GS`` green Skip, ``BR`` blue Reverse, ``YD`` yellow Draw Two,
``W`` Wild, ``W4`` Wild Draw Four.

``Card.parse(str(card)) == card`` and ``eval(repr(card)) == card`` always hold.
"""

from __future__ import annotations

from enum import Enum
from typing import Final


class CardError(ValueError):
    """A card code or colour name that does not exist."""


class Color(Enum):
    """The four card colours. Wild cards have no colour (``None``)."""

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"

    @property
    def letter(self) -> str:
        """One capital letter, so colour is never shown by colour alone."""
        return self.value[0].upper()

    @classmethod
    def parse(cls, text: str) -> Color:
        """Accept ``"red"``, ``"Red"`` or ``"R"``; raise :class:`CardError` otherwise."""
        if isinstance(text, str):
            low = text.strip().lower()
            for color in cls:
                if low in (color.value, color.value[0]):
                    return color
        raise CardError(f"unknown colour {text!r}")


COLORS: Final[tuple[Color, ...]] = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)


class Rank(Enum):
    """What is printed on a card: a number, an action symbol or a wild."""

    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "S"
    REVERSE = "R"
    DRAW_TWO = "D"
    WILD = "W"
    WILD_DRAW_FOUR = "W4"

    @property
    def is_number(self) -> bool:
        return self.value.isdigit() and len(self.value) == 1

    @property
    def number(self) -> int:
        """Face value of a number rank; 0 for every other rank (as when drawing for dealer)."""
        return int(self.value) if self.is_number else 0

    @property
    def is_wild(self) -> bool:
        return self in (Rank.WILD, Rank.WILD_DRAW_FOUR)

    @property
    def points(self) -> int:
        """Scoring value: face value, 20 for Skip/Reverse/Draw Two, 50 for wild cards."""
        if self.is_number:
            return int(self.value)
        return 50 if self.is_wild else 20

    @property
    def draw_amount(self) -> int:
        """Cards the next player must draw: 2 for Draw Two, 4 for Wild Draw Four, else 0."""
        if self is Rank.DRAW_TWO:
            return 2
        if self is Rank.WILD_DRAW_FOUR:
            return 4
        return 0


NUMBER_RANKS: Final[tuple[Rank, ...]] = tuple(r for r in Rank if r.is_number)
ACTION_RANKS: Final[tuple[Rank, ...]] = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)


class Card:
    """One card. Wild cards have ``color is None``; coloured cards always have a colour.

    Immutable and interned: there is one object per kind (54 kinds). Every property a rule
    needs (code, points, draw amount, number, wildness) is computed once when the kind is made,
    because the engine asks for them on every action.
    """

    __slots__ = ("_kind", "code", "color", "draw_amount", "is_number", "is_wild", "number", "points",
                 "rank", "rank_key")

    color: Color | None
    rank: Rank
    code: str
    points: int
    draw_amount: int  #: cards the next player must draw (2 for Draw Two, 4 for Wild Draw Four)
    is_wild: bool
    is_number: bool
    number: int  #: face value of a number card, 0 for any other card
    rank_key: int  #: a small int per rank (Enum hashing is slow; sets of ranks use this)
    _kind: int

    def __new__(cls, color: Color | None, rank: Rank) -> Card:
        """Cards are interned: ``Card(Color.RED, Rank.FIVE) is Card.parse("R5")``."""
        if rank.is_wild != (color is None):
            raise CardError(f"{rank.name} cannot have colour {color}")
        code = rank.value if color is None else color.letter + rank.value
        known = _BY_CODE.get(code) if "_BY_CODE" in globals() else None
        if known is not None:
            return known
        self = super().__new__(cls)
        values = {
            "color": color, "rank": rank, "code": code, "points": rank.points,
            "draw_amount": rank.draw_amount, "is_wild": color is None,
            "is_number": rank.is_number, "number": rank.number,
            "rank_key": list(Rank).index(rank),
            "_kind": _KIND_ORDER.index(code) if code in _KIND_ORDER else len(_KIND_ORDER),
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    # Equality and hashing are identity (every card of a kind is the same object), both done in
    # C: dictionaries keyed by cards are on the engine's hottest path. The order of a *set* of
    # cards therefore differs between runs, so nothing may depend on it: sort (cards order by
    # kind) or use a dict, which keeps insertion order.

    def __lt__(self, other: Card) -> bool:
        return self._kind < other._kind

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    @staticmethod
    def parse(code: str) -> Card:
        """Return the interned card for ``code`` (see module doc); raise :class:`CardError`."""
        try:
            return _BY_CODE[code]
        except (KeyError, TypeError):
            raise CardError(f"unknown card {code!r}") from None


_KIND_ORDER: Final[list[str]] = [
    c.letter + r.value for c in (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
    for r in (*(r for r in Rank if r.is_number), Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)
] + ["W", "W4"]


def _all_kinds() -> list[Card]:
    kinds = [Card(c, r) for c in COLORS for r in (*NUMBER_RANKS, *ACTION_RANKS)]
    kinds += [Card(None, Rank.WILD), Card(None, Rank.WILD_DRAW_FOUR)]
    return kinds


_BY_CODE: Final[dict[str, Card]] = {card.code: card for card in _all_kinds()}

WILD: Final[Card] = _BY_CODE["W"]
WILD_DRAW_FOUR: Final[Card] = _BY_CODE["W4"]


def _canonical_deck() -> list[Card]:
    deck: list[Card] = []
    for color in COLORS:
        deck.append(_BY_CODE[color.letter + "0"])
        for rank in (*NUMBER_RANKS[1:], *ACTION_RANKS):
            card = _BY_CODE[color.letter + rank.value]
            deck += [card, card]
    deck += [WILD] * 4 + [WILD_DRAW_FOUR] * 4
    return deck


_DECK: Final[tuple[Card, ...]] = tuple(_canonical_deck())


def full_deck() -> list[Card]:
    """The 108 cards in a fixed canonical order (colour by colour, then the wild cards)."""
    return list(_DECK)


DECK_SIZE: Final[int] = 108


def hand_points(cards: list[Card]) -> int:
    """Sum of scoring points of ``cards``."""
    return sum(card.points for card in cards)
