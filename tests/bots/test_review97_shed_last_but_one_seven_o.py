"""review97: 77a4d03c (``NormalBot.shed_last_but_one``) plays, with a hand of two, the best
coloured card that fits rather than draw whenever every play scores below zero — for the two
classes opp65 measured (a Reverse sent to a one-card opponent, the colour a one-card namer
named), but the new branch takes *any* coloured play. Under Seven-O a 7 must be swapped with
someone and a 0 passes every hand on: with two cards either leaves the bot the hand of another
player — here seven cards for its last one (score: 3 × (1 − 7) = −18) —, which the draw (three
cards) never does. Before 77a4d03c normal drew; now it swaps its last card for a whole hand.
The mend should keep the branch to the plays whose score was pushed below zero by the
one-card-opponent maluses (or at least leave out what gives the hand away,
``NormalBot.gives_hand_away``)."""

from __future__ import annotations

import pytest

from core import Color, Phase, legal_actions, new_game, view
from core.actions import Draw, Play
from core.bots import make_bot
from core.cards import Card, full_deck
from core.rules import Rules


def arrange(state, hands, top):  # type: ignore[no-untyped-def]
    """These hands and this top card, seat 0 to move; the rest in the draw pile."""
    deck = full_deck()

    def take(code: str) -> Card:
        card = Card.parse(code)
        deck.remove(card)
        return card

    state.hands = [[take(c) for c in hands.get(seat, [])] for seat in range(state.players)]
    state.discard = [take(top)]
    state.draw_pile = deck
    state.unshuffled = 0
    state.color = Color.RED
    state.current = 0
    state.direction = 1
    state.phase = Phase.PLAY
    state.drawn = state.wd4 = state.catchable = None
    state.uno_called = [False] * state.players
    state.state_id += 1


OTHERS = {1: ["B1", "B2", "B4", "G5", "G6", "Y8", "Y9"],
          2: ["B5", "B6", "B8", "G1", "G2", "Y1", "Y2"],
          3: ["B9", "G3", "G4", "G8", "Y3", "Y4", "Y6"]}


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seven", ["R7", "R0"])
def test_a_seven_o_swap_into_a_big_hand_is_not_played_over_a_draw(level: str, seven: str) -> None:
    state = new_game(Rules(seven_o=True), 4, 3)
    arrange(state, {0: [seven, "B3"], **OTHERS}, "R5")
    legal = legal_actions(state, 0)
    assert any(isinstance(a, Draw) for a in legal)
    plays = [a for a in legal if isinstance(a, Play)]
    assert plays and all(p.card.code == seven for p in plays), plays
    chosen = make_bot(level, 1).act(view(state, 0, legal=legal))
    assert isinstance(chosen, Draw), chosen
