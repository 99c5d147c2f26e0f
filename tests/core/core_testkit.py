"""Helpers for the engine tests: build an exact table situation, keep all 108 cards accounted for.

Imported by the test modules of ``tests/core`` (the directory's ``conftest.py`` puts it on the
import path). Nothing here decides a rule: it only arranges cards and checks refusals.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from core import Action, Card, Color, GameState, IllegalAction, Play, Rules, apply, full_deck, new_game
from core.game import Phase


def cards(codes: str | Sequence[str]) -> list[Card]:
    """``"R5 G7 W"`` (or a list of codes) as cards."""
    items = codes.split() if isinstance(codes, str) else list(codes)
    return [Card.parse(c) for c in items]


def codes(hand: Sequence[Card]) -> list[str]:
    return [c.code for c in hand]


def situation(
    hands: Sequence[str],
    top: str,
    *,
    rules: Rules | None = None,
    color: Color | str | None = None,
    current: int = 0,
    dealer: int | None = None,
    direction: int = 1,
    pile: str = "",
    under: str = "",
    rest: str | int = "pile",
    seed: int = 0,
) -> GameState:
    """A round-1 state in phase PLAY with exactly these cards.

    ``hands``: one string of card codes per seat. ``top``: the top discard; ``under``: cards below
    it (bottom first). ``color``: the current colour (default: the top card's; required when the
    top is a wild card). ``pile``: the next cards of the draw pile, in the order they will be
    drawn. ``rest``: where every other card of the 108 goes: ``"pile"`` (below ``pile``, in the
    deck's canonical order, not shuffled),
    ``"discard"`` (below ``under``) or a seat number (into that hand). The log starts empty.
    """
    players = len(hands)
    state = new_game(rules or Rules(), players, seed)
    hand_cards = [cards(h) for h in hands]
    top_card = Card.parse(top)
    under_cards = cards(under)
    pile_cards = cards(pile)
    stock = Counter(full_deck())
    used = Counter([top_card, *under_cards, *pile_cards])
    for h in hand_cards:
        used.update(h)
    for card, n in used.items():
        if stock[card] < n:
            raise ValueError(f"situation uses {n} x {card} but the deck has {stock[card]}")
    left = stock - used
    remaining = []
    for card in full_deck():
        if left[card] > 0:
            remaining.append(card)
            left[card] -= 1
    discard = [*under_cards, top_card]
    draw_pile = list(reversed(pile_cards))
    if rest == "pile":
        draw_pile = remaining + draw_pile
    elif rest == "discard":
        discard = remaining + discard
    else:
        assert isinstance(rest, int)
        hand_cards[rest] += remaining
    if color is None:
        if top_card.color is None:
            raise ValueError("name the colour when the top card is wild")
        col: Color = top_card.color
    else:
        col = color if isinstance(color, Color) else Color.parse(color)
    state.hands = hand_cards
    state.discard = discard
    state.draw_pile = draw_pile
    state.unshuffled = 0  # the pile is stacked: drawn exactly in this order
    state.color = col
    state.current = current
    state.direction = direction
    state.dealer = (current - direction) % players if dealer is None else dealer
    state.phase = Phase.PLAY
    state.drawn = None
    state.wd4 = None
    state.uno_called = [False] * players
    state.catchable = None
    state.result = None
    state.match_winner = None
    state.log = []
    assert state.card_count() == 108
    return state


def down_to_one(uno: bool, rules: Rules | None = None) -> GameState:
    """Seat 0 plays its second-to-last card (R1 on R5: it keeps G2), calling UNO with it or
    not; the next seat to move is seat 1."""
    state = situation(["R1 G2", "Y1 Y2 R7", "Y3 Y4", "Y5 Y6"], "R5", rules=rules,
                      pile="B1 B2 B3 B4 B6")
    apply(state, 0, Play(Card.parse("R1"), uno=uno))
    assert codes(state.hands[0]) == ["G2"]
    return state


def assert_illegal(state: GameState, seat: int | None, action: Action, reason: str) -> None:
    """``action`` by ``seat`` is refused with ``reason`` and the state is left exactly as it was."""
    before = state.to_dict()
    with pytest.raises(IllegalAction) as info:
        apply(state, seat, action)
    assert info.value.reason == reason, f"{action} by {seat}: {info.value.reason} != {reason}"
    assert state.to_dict() == before


def events(state: GameState, kind: str) -> list[dict[str, Any]]:
    return [ev for ev in state.log if ev["type"] == kind]


def seed_where(pred: Callable[[GameState], bool], rules: Rules | None = None, players: int = 4,
               limit: int = 5000) -> GameState:
    """The new game of the first seed 0, 1, 2… whose first state satisfies ``pred``."""
    for seed in range(limit):
        state = new_game(rules or Rules(), players, seed)
        if pred(state):
            return state
    raise AssertionError("no seed found")  # pragma: no cover
