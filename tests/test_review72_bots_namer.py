"""review72: normal/hard's care for the one-card opponent who just named the colour
(core/bots/normal.py ``follower``) at two players when ``two_player_rules`` is off: a Reverse
there only flips the direction, so with two seats in play the turn goes to the opponent
(docs/RULES.md: "Turning `two_player_rules` off changes only the Reverse"), yet ``follower``
says the bot itself plays again (as under the two-player rules, where it acts as a Skip)."""

from __future__ import annotations

import pytest

from core import Rules, apply, view
from core.actions import Play
from core.bots import make_bot
from core.cards import Card, Color
from core.position import check_position, parse_position

#: two players, two_player_rules off. Seat 1 has just played a Wild naming red and called UNO
#: on its last card (R9). Seat 0 holds RR and W.
RR_W_TWO = "RR,W/R9 R4,G6,Y8,W * R 0 + 0 play 0,0 dealer=1 by=1 fresh=1 uno=1 rules=custom"


def _rules() -> Rules:
    return Rules(players=2, two_player_rules=False)


def test_the_reverse_really_hands_the_turn_to_the_namer_here() -> None:
    """(the engine's side: RR at two players without the two-player rules goes to seat 1,
    which then goes out on red)"""
    state = parse_position(RR_W_TWO, _rules())
    check_position(state)
    apply(state, 0, Play(Card.parse("RR")))
    assert state.current == 1


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_reverse_without_two_player_rules_is_not_played_back_to_the_namer(
        level: str, seed: int) -> None:
    state = parse_position(RR_W_TWO, _rules(), seed=seed)
    chosen = make_bot(level, seed).act(view(state, 0))
    assert isinstance(chosen, Play), chosen
    colour = chosen.color if chosen.card.is_wild else chosen.card.color
    assert colour is not Color.RED, (
        f"{level} played {chosen}: red straight back to the one-card player who named it")


#: multi-play (identical), four seats, counter-clockwise. Seat 1 has just played a Wild naming
#: green and called UNO on its last card (G4); the turn came to seat 0, which holds GS, GS, W.
#: Two Skips skip two players (docs/RULES.md `multi_play`: "N Skips skip N players"): seats 3
#: and 2, so GS+GS gives the turn straight to seat 1 with green. ``follower`` counts one Skip
#: whatever the set (``next_seat(view, nxt)``: seat 2), and GS+GS, which leaves only a wild,
#: scores 500 — the play 161308cb says is never made ("no play hands it the next turn with
#: that colour").
GS_GS_W = ("GS,GS,W/G4/B5,Y8/R2,R1,B8 R4,G6,Y8,W * G 0 - 0 play 0,0,0,0 dealer=2 by=1 fresh=1 "
           "uno=1 rules=custom")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_set_of_skips_is_not_played_to_the_namer_with_its_colour(level: str, seed: int) -> None:
    rules = Rules(multi_play="identical")
    state = parse_position(GS_GS_W, rules, seed=seed)
    check_position(state)
    chosen = make_bot(level, seed).act(view(state, 0))
    apply(state, 0, chosen)
    assert not (state.current == 1 and state.color is Color.GREEN), (
        f"{level} played {chosen}: seat 1, on one card, plays next with the green it named")
