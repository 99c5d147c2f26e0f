"""A turn that goes out for sure: at two players a Skip, a Draw Two, a Wild Draw Four the colour
rule allows and (with ``two_player_rules``) a Reverse give the turn straight back, and where the
opponent cannot answer out of turn, a hand that can be played one card after another to the last
wins the round this turn, whatever the hidden cards (opp55 #1: normal and hard missed about one
such turn in six — a four naming the colour the next card needed, a draw where two fours and a
Reverse went out).

Pure and view-only, as every bot is: the chain is worked out from the player's own hand, the top
card, the colour in play and the rules."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..actions import Action, Play
from ..cards import Card, Color, Rank
from ..rules import Rules
from .base import active_seats, rules_of

#: the colours a wild may name
_COLORS = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)


def quiet_table(view: dict[str, Any], rules: Rules) -> bool:
    """Two players left in the round, and nothing lets the other answer a card out of turn or
    pass a penalty on: no stacking, jump-in, multi-play, wild powers, death number or
    judgement day, and no penalty waiting."""
    return (len(active_seats(view)) == 2 and rules.teams == "off" and rules.stacking == "off"
            and not rules.jump_in and rules.multi_play == "off" and not rules.wild_powers
            and not rules.death_number and not rules.judgement_day
            and not int(view.get("pending") or 0) and view.get("phase") == "play")


def _returns(card: Card, rules: Rules) -> bool:
    """Does ``card`` give the turn straight back at two players?"""
    return card.rank in (Rank.SKIP, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR) or (
        card.rank is Rank.REVERSE and rules.two_player_rules)


def _fits(card: Card, top: Card, color: Color) -> bool:
    """The engine's matching rule: the colour in play, a coloured top's number or symbol, or a
    wild (the Wild Draw Four's own rule apart)."""
    return card.color is None or card.color is color or (
        top.color is not None and card.rank is top.rank)


def _four_sure(rest: tuple[Card, ...], color: Color, rules: Rules) -> bool:
    """May a Wild Draw Four be played with ``rest`` left in hand, and not be challenged to its
    player's cost? Only where no card of the colour in play stays, unless any four is legal and
    cannot be challenged."""
    if rules.wd4_anytime and not rules.wd4_bluff_possible:
        return True
    return not any(c.color is color for c in rest)


def sure_out(view: dict[str, Any], actions: list[Action]) -> Play | None:
    """The first play of a chain that empties the hand before the other player moves, as one of
    ``actions`` (the legal ones; with UNO called on the card that leaves one), or ``None``: no
    such chain, or a table where it would not be sure (:func:`quiet_table`)."""
    rules = rules_of(view)
    if not quiet_table(view, rules) or not view.get("color"):
        return None
    hand = tuple(sorted(Card.parse(c) for c in view["hand"]))
    color = Color(view["color"])

    @cache
    def chain(held: tuple[Card, ...], on: Card, in_play: Color) -> bool:
        for i, card in enumerate(held):
            if i and card == held[i - 1]:
                continue  # (the same card twice: one is enough)
            rest = held[:i] + held[i + 1:]
            if not rest:
                if _fits(card, on, in_play) and (card.rank is not Rank.WILD_DRAW_FOUR
                                                 or _four_sure(rest, in_play, rules)):
                    return True
                continue
            if not _returns(card, rules) or not _fits(card, on, in_play):
                continue
            if card.rank is Rank.WILD_DRAW_FOUR:
                if _four_sure(rest, in_play, rules) and any(
                        chain(rest, card, named) for named in _COLORS):
                    return True
            elif card.color is not None and chain(rest, card, card.color):
                return True
        return False

    plays = [a for a in actions if isinstance(a, Play) and not a.also and a.power is None]
    for play in sorted(plays, key=lambda p: not p.uno):  # (UNO called where it is offered)
        card = play.card
        rest = list(hand)
        if card not in rest:
            continue
        rest.remove(card)
        if not rest:
            return play  # (going out: every bot takes it; here for the whole statement)
        if not _returns(card, rules):
            continue
        if card.rank is Rank.WILD_DRAW_FOUR:
            if play.color is None or not _four_sure(tuple(rest), color, rules):
                continue
            if chain(tuple(rest), card, play.color):
                return play
        elif card.color is not None and chain(tuple(rest), card, card.color):
            return play
    return None
