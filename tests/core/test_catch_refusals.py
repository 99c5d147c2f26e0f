"""A refused catch keeps its one reason code, ``no_catch`` (the wire's contract), and says in its
message exactly why (:data:`core.game.NO_CATCH`), from what the catcher can see."""

from __future__ import annotations

import pytest
from core_testkit import assert_illegal, down_to_one, situation

from core import CallUno, Catch, Draw, IllegalAction, Play, Rules, apply, check, legal_actions
from core.cards import Card
from core.game import NO_CATCH, REASONS, GameState


def c(code: str) -> Card:
    return Card.parse(code)


def refusal(state: GameState, seat: int, target: int) -> str:
    """The message of ``seat``'s refused catch of ``target`` (its code is always ``no_catch``),
    the state untouched."""
    assert_illegal(state, seat, Catch(target), "no_catch")
    with pytest.raises(IllegalAction) as info:
        check(state, seat, Catch(target))
    assert info.value.reason == "no_catch"
    return str(info.value)


def test_a_catch_of_a_player_holding_more_than_one_card_says_so() -> None:
    state = situation(["R1 G2 W", "Y1 Y2 B5", "Y3 Y4", "G5 G6"], "R5")
    assert refusal(state, 1, 2) == NO_CATCH["cards"] == "That player holds more than one card."


def test_a_catch_after_the_call_says_the_player_called_in_time() -> None:
    assert refusal(down_to_one(uno=True), 2, 0) == "That player called UNO in time."
    late_call = down_to_one(uno=False)
    apply(late_call, 0, CallUno())  # a late call, nobody caught before it
    assert refusal(late_call, 2, 0) == "That player called UNO in time."


@pytest.mark.parametrize("begin", ["play", "draw"])
def test_a_catch_once_the_next_player_began_is_too_late(begin: str) -> None:
    state = down_to_one(uno=False)
    apply(state, 1, Play(c("R7")) if begin == "play" else Draw())
    assert refusal(state, 2, 0) == "Too late to catch that player: play has moved on."


def test_a_catch_someone_made_first_says_so_and_your_own_second_one_too() -> None:
    """Found by a new player: pressing c a moment after a bot caught the same player read
    "they called UNO, or have more than one card, or it is too late" (the target now holds
    three cards: "more than one card" would be true, and no reason)."""
    state = down_to_one(uno=False)
    apply(state, 2, Catch(0))
    assert refusal(state, 3, 0) == "Someone else caught that player first."
    assert refusal(state, 2, 0) == "You already caught that player."
    apply(state, 1, Play(c("R7")))  # play moves on: then it is only too late… or too many cards
    assert refusal(state, 3, 0) == "That player holds more than one card."


def test_a_second_catch_under_the_penalty_per_catcher_rule_is_yours_already() -> None:
    state = down_to_one(uno=False, rules=Rules(uno_penalty_per_catcher=True))
    apply(state, 2, Catch(0))
    assert Catch(0) in legal_actions(state, 3)  # the others still may
    assert refusal(state, 2, 0) == "You already caught that player."


def test_a_second_wrong_catch_of_the_same_player_says_you_tried() -> None:
    state = situation(["R1 G2", "Y1 Y2 R7", "Y3 Y4", "Y5 Y6"], "R5",
                      rules=Rules(false_catch_penalty=2), pile="B1 B2 B3 B4 B6")
    apply(state, 2, Catch(1))  # a wrong catch: it costs seat 2 two cards
    assert refusal(state, 2, 1) == "You already tried to catch that player."


def test_a_catch_of_a_player_out_of_the_round_says_so() -> None:
    state = situation(["R1", "Y1 Y2", "Y3 Y4"], "R5", rules=Rules(scoring="elimination"))
    apply(state, 0, Play(c("R1")))  # seat 0 goes out; the round goes on without it
    assert refusal(state, 1, 0) == "That player is out of this round."


def test_every_refusal_sentence_is_short_and_other_reasons_keep_their_own() -> None:
    # (the status line shows it whole at 80 columns)
    assert all(len(text) <= 60 for text in NO_CATCH.values())
    state = situation(["R1 G2", "Y1 Y2"], "R5")
    with pytest.raises(IllegalAction) as info:
        check(state, 1, Draw())
    assert str(info.value) == REASONS["not_your_turn"]
