"""RULES.md sections 3, 4 and 6: the drawing options (``draw_when_playable``,
``draw_until_playable``, ``force_play``), ``misplay_penalty``, ``wd4_anytime`` and the UNO options
(``uno_penalty``, ``false_uno_penalty``, ``false_catch_penalty``, ``uno_penalty_per_catcher``)."""

from __future__ import annotations

import pytest
from core_testkit import assert_illegal, events
from test_house_kit import c, do, hand, plays, table, wild

from core import (
    CallUno,
    Catch,
    Challenge,
    Color,
    Draw,
    IllegalAction,
    Pass,
    Play,
    Rules,
    apply,
    legal_actions,
)
from core.game import GameState, Misplay, Phase

# ------------------------------------------------------------------ misplay penalty


def test_misplay_penalty_an_unmatching_held_card_is_refused_and_costs_two_cards() -> None:
    state = table(["G6 R9", "Y1 Y2", "Y3 Y4"], "B5", Rules(misplay_penalty=2), pile="B1 B2 B3")
    before = state.state_id
    with pytest.raises(Misplay) as info:
        apply(state, 0, Play(c("G6")))
    assert info.value.reason == "card_does_not_match"
    assert hand(state, 0) == ["G6", "R9", "B1", "B2"]
    assert state.discard[-1] == c("B5") and state.current == 0
    assert state.state_id == before + 1
    (ev,) = events(state, "misplay")
    assert (ev["seat"], ev["card"], ev["penalty"]) == (0, "G6", 2)
    assert state.card_count() == 108


def test_misplay_penalty_costs_once_per_turn() -> None:
    """Pressing the wrong card again in the same turn is refused without a second penalty, so a
    stuck key (or a hostile client) cannot grow the hand and the log without end."""
    state = table(["G6 R9", "Y1 Y2", "Y3 Y4"], "B5", Rules(misplay_penalty=2), pile="B1 B2 B3")
    with pytest.raises(Misplay):
        apply(state, 0, Play(c("G6")))
    assert_illegal(state, 0, Play(c("G6")), "card_does_not_match")
    assert hand(state, 0) == ["G6", "R9", "B1", "B2"]
    apply(state, 0, Play(c("B1")))
    while state.current != 0:  # the others draw (and keep what they drew)
        seat = state.current
        apply(state, seat, Draw())
        if state.drawn is not None:
            apply(state, seat, Pass())
    assert state.color is Color.BLUE
    with pytest.raises(Misplay):  # a new turn of play: the penalty applies again
        apply(state, 0, Play(c("G6")))


@pytest.mark.parametrize(("mode", "cards"), [("identical", ("G6", "G6")),
                                             ("same_value", ("G6", "R6"))])
def test_misplay_penalty_a_set_none_of_which_fits_costs_as_one_card_does(
        mode: str, cards: tuple[str, str]) -> None:
    """rules49 #2: under multi-play a set that goes together, none of it on the pile, was
    refused as "those cards cannot be played together", and cost nothing where the same card
    alone costs 2: it is a card that does not match. A set that does not go together is still
    `bad_combination`, without a penalty."""
    rules = Rules(misplay_penalty=2, multi_play=mode)
    state = table([" ".join([*cards, "R9", "Y3"]), "Y1 Y2", "Y3 Y4"], "B5", rules,
                  pile="B1 B2 B3")
    assert_illegal(state, 0, Play(c(cards[0]), also=(c("Y3"),)), "bad_combination")
    with pytest.raises(Misplay) as info:
        apply(state, 0, Play(c(cards[0]), also=(c(cards[1]),)))
    assert info.value.reason == "card_does_not_match"
    assert len(state.hands[0]) == 6


def test_misplay_penalty_does_not_punish_other_refusals() -> None:
    rules = Rules(misplay_penalty=2)
    state = table(["G6 R9", "Y1 Y2", "Y3 Y4"], "B5", rules, pile="B1 B2 B3")
    assert_illegal(state, 0, Play(c("Y7")), "card_not_in_hand")
    assert_illegal(state, 1, Play(c("Y1")), "not_your_turn")


def test_without_misplay_penalty_an_unmatching_card_costs_nothing() -> None:
    state = table(["G6 R9", "Y1 Y2", "Y3 Y4"], "B5", Rules(), pile="B1 B2 B3")
    assert_illegal(state, 0, Play(c("G6")), "card_does_not_match")


# ------------------------------------------------------------------ drawing


def test_draw_when_playable_false_forbids_drawing_while_holding_a_playable_card() -> None:
    rules = Rules(draw_when_playable=False)
    state = table(["R9 G6", "Y1 Y2", "Y3 Y4"], "R5", rules)
    assert Draw() not in legal_actions(state, 0)
    assert_illegal(state, 0, Draw(), "cannot_draw_with_playable")
    state = table(["B9 G6", "Y1 Y2", "Y3 Y4"], "R5", rules, pile="Y9")
    do(state, 0, Draw())
    assert hand(state, 0) == ["B9", "G6", "Y9"]


def test_draw_when_playable_true_allows_drawing_but_then_only_the_drawn_card() -> None:
    state = table(["R9 G6", "Y1 Y2", "Y3 Y4"], "R5", Rules(), pile="R1")
    do(state, 0, Draw())
    assert plays(state, 0) == {"R1"}
    assert_illegal(state, 0, Play(c("R9")), "must_play_drawn")


def test_draw_until_playable_keeps_drawing_until_a_playable_card_comes() -> None:
    state = table(["B9 G6", "Y1 Y2", "Y3 Y4"], "R5", Rules(draw_until_playable=True),
                  pile="Y7 G8 R1 B3")
    do(state, 0, Draw())
    assert hand(state, 0) == ["B9", "G6", "Y7", "G8", "R1"]
    assert state.drawn == c("R1") and state.current == 0
    assert plays(state, 0) == {"R1"} and Pass() in legal_actions(state, 0)


def test_draw_until_playable_stops_when_nothing_is_left_to_draw() -> None:
    state = table(["B9 G6", "Y1 Y2", "Y3 Y4"], "R5", Rules(draw_until_playable=True),
                  rest=1, pile="Y7 G8")
    assert len(state.draw_pile) == 2 and len(state.discard) == 1
    do(state, 0, Draw())
    assert hand(state, 0) == ["B9", "G6", "Y7", "G8"]
    assert state.current == 1 and state.card_count() == 108


def test_force_play_a_playable_drawn_card_must_be_played() -> None:
    state = table(["B9 G6", "Y1 Y2", "Y3 Y4"], "R5", Rules(force_play=True), pile="R1")
    do(state, 0, Draw())
    assert Pass() not in legal_actions(state, 0)
    assert_illegal(state, 0, Pass(), "must_play_drawn_card")
    do(state, 0, Play(c("R1")))
    assert state.current == 1


def test_force_play_never_forces_a_bluff() -> None:
    """A drawn Wild Draw Four while holding the colour in play would be a bluff: the player
    may keep it (RULES.md §3: it may only be played without a card of that colour); without a
    card of that colour it must be played like any other."""
    state = table(["R9 G6", "Y1 Y2", "Y3 Y4"], "R5", Rules(force_play=True), pile="W4")
    do(state, 0, Draw(), Pass())
    assert hand(state, 0) == ["R9", "G6", "W4"] and state.current == 1
    state = table(["B9 G6", "Y1 Y2", "Y3 Y4"], "R5", Rules(force_play=True), pile="W4")
    do(state, 0, Draw())
    assert_illegal(state, 0, Pass(), "must_play_drawn_card")


def test_without_force_play_a_playable_drawn_card_may_be_kept() -> None:
    state = table(["B9 G6", "Y1 Y2", "Y3 Y4"], "R5", Rules(), pile="R1")
    do(state, 0, Draw(), Pass())
    assert hand(state, 0) == ["B9", "G6", "R1"] and state.current == 1


def test_wd4_anytime_no_restriction_and_no_challenge() -> None:
    state = table(["W4 R9", "Y1 Y2", "Y3 Y4"], "R5", Rules(wd4_anytime=True), pile="B1 B2 B3 B4")
    do(state, 0, wild("W4", "blue"))  # holds red: fine
    assert state.phase is Phase.PLAY
    assert len(state.hands[1]) == 6 and state.current == 2
    assert_illegal(state, 1, Challenge(), "no_challenge")


# ------------------------------------------------------------------ UNO options


def _down_to_one(rules: Rules) -> GameState:
    state = table(["R1 G2", "Y1 Y2 Y3", "B7 B8 B9", "G7 G8 G9"], "R5", rules,
                  pile="B1 B2 B3 B4 B5 B6 G3 G4 G5 G6 G1 R2")
    do(state, 0, Play(c("R1")))  # no UNO called
    return state


@pytest.mark.parametrize("penalty", [2, 4])
def test_uno_penalty_a_caught_player_draws_two_or_four(penalty: int) -> None:
    state = _down_to_one(Rules(uno_penalty=penalty))
    do(state, 2, Catch(0))
    assert len(state.hands[0]) == 1 + penalty


def test_uno_penalty_per_catcher_every_catcher_adds_the_penalty() -> None:
    state = _down_to_one(Rules(uno_penalty_per_catcher=True))
    do(state, 2, Catch(0))
    assert Catch(0) in legal_actions(state, 3)
    assert Catch(0) not in legal_actions(state, 2)
    do(state, 3, Catch(0))
    do(state, 1, Catch(0))
    assert len(state.hands[0]) == 1 + 2 + 2 + 2
    assert [ev["seat"] for ev in events(state, "caught")] == [2, 3, 1]
    assert state.catchable is None


def test_uno_penalty_per_catcher_the_window_still_closes_when_play_moves_on() -> None:
    state = _down_to_one(Rules(uno_penalty_per_catcher=True))
    do(state, 2, Catch(0))
    do(state, 1, Draw())
    assert_illegal(state, 3, Catch(0), "no_catch")
    assert len(state.hands[0]) == 3


def test_without_per_catcher_only_the_first_catch_counts() -> None:
    state = _down_to_one(Rules())
    do(state, 2, Catch(0))
    assert_illegal(state, 3, Catch(0), "no_catch")


def test_false_uno_penalty_calling_uno_with_more_cards_costs_two() -> None:
    state = table(["R1 G2 G3", "Y1 Y2 Y3", "B7 B8"], "R5", Rules(false_uno_penalty=2),
                  pile="B1 B2 B3")
    assert CallUno() in legal_actions(state, 1)
    do(state, 1, CallUno())
    assert hand(state, 1) == ["Y1", "Y2", "Y3", "B1", "B2"]
    assert not state.uno_called[1]
    (ev,) = events(state, "false_uno")
    assert (ev["seat"], ev["penalty"]) == (1, 2)
    assert CallUno() not in legal_actions(state, 1)  # once per turn of play
    with pytest.raises(IllegalAction):
        apply(state, 1, CallUno())


def test_without_false_uno_penalty_a_wrong_call_is_simply_refused() -> None:
    state = table(["R1 G2 G3", "Y1 Y2 Y3", "B7 B8"], "R5", Rules())
    assert_illegal(state, 1, CallUno(), "cannot_call_uno")


def test_false_catch_penalty_catching_a_player_who_called_costs_the_catcher_two() -> None:
    rules = Rules(false_catch_penalty=2)
    state = table(["R1 G2", "Y1 Y2 Y3", "B7 B8 B9", "G7 G8"], "R5", rules, pile="B1 B2 B3")
    do(state, 0, Play(c("R1"), uno=True))
    assert Catch(0) in legal_actions(state, 2)
    do(state, 2, Catch(0))
    assert hand(state, 2) == ["B7", "B8", "B9", "B1", "B2"]
    assert hand(state, 0) == ["G2"]
    (ev,) = events(state, "false_catch")
    assert (ev["seat"], ev["target"], ev["penalty"]) == (2, 0, 2)
    assert Catch(0) not in legal_actions(state, 2)  # at most once per target per turn


def test_false_catch_penalty_accusing_a_player_of_several_cards_costs_the_catcher_two() -> None:
    """RULES.md §4: catching a player who has more than one card is a false catch too."""
    rules = Rules(false_catch_penalty=2)
    state = table(["R1 G2 G3", "Y1 Y2 Y3", "B7 B8 B9", "G7 G8"], "R5", rules, pile="B1 B2 B3")
    assert Catch(1) in legal_actions(state, 2)
    do(state, 2, Catch(1))
    assert hand(state, 2) == ["B7", "B8", "B9", "B1", "B2"]
    assert hand(state, 1) == ["Y1", "Y2", "Y3"]
    (ev,) = events(state, "false_catch")
    assert (ev["seat"], ev["target"], ev["penalty"]) == (2, 1, 2)
    assert Catch(1) not in legal_actions(state, 2)  # at most once per target per turn
    assert Catch(1) not in legal_actions(table(["R1 G2 G3", "Y1 Y2 Y3", "B7 B8 B9", "G7 G8"],
                                               "R5", Rules()), 2)


def test_without_false_catch_penalty_a_wrong_catch_is_refused() -> None:
    state = table(["R1 G2", "Y1 Y2 Y3", "B7 B8 B9", "G7 G8"], "R5", Rules())
    do(state, 0, Play(c("R1"), uno=True))
    assert_illegal(state, 2, Catch(0), "no_catch")
