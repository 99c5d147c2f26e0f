"""RULES.md section 6, ``multi_play`` (``identical``, ``same_value``): which sets may be played, the
colour choice, N Skips, N Draw Twos, N Reverses, and the UNO obligation of a playable set."""

from __future__ import annotations

import pytest
from core_testkit import assert_illegal, events
from test_house_kit import c, combos, do, hand, table

from core import CallUno, Catch, Color, Play, Rules, legal_actions

IDENTICAL = Rules(multi_play="identical")
SAME_VALUE = Rules(multi_play="same_value")


def test_identical_two_identical_cards_go_down_together() -> None:
    state = table(["R5 R5 G5 G1", "Y1 Y2", "Y3 Y4"], "R2", IDENTICAL)
    assert combos(state, 0) == {("R5", "R5")}
    do(state, 0, Play(c("R5"), also=(c("R5"),)))
    assert hand(state, 0) == ["G5", "G1"]
    assert [x.code for x in state.discard[-3:]] == ["R2", "R5", "R5"]
    assert state.current == 1


def test_identical_refuses_cards_of_the_same_value_in_other_colours() -> None:
    state = table(["R5 R5 G5 G1", "Y1 Y2", "Y3 Y4"], "R2", IDENTICAL)
    assert_illegal(state, 0, Play(c("G5"), also=(c("R5"),)), "bad_combination")


def test_without_multi_play_a_set_is_a_bad_combination() -> None:
    state = table(["R5 R5 G1", "Y1 Y2", "Y3 Y4"], "R2", Rules())
    assert combos(state, 0) == set()
    assert_illegal(state, 0, Play(c("R5"), also=(c("R5"),)), "bad_combination")


@pytest.mark.parametrize(("on_top", "colour"), [("G5", Color.GREEN), ("B5", Color.BLUE),
                                                 ("R5", Color.RED)])
def test_same_value_any_colours_and_the_card_on_top_names_the_colour(on_top: str,
                                                                    colour: Color) -> None:
    state = table(["R5 G5 B5 Y1", "Y2 Y3", "Y4 Y6"], "R2", SAME_VALUE)
    others = tuple(c(x) for x in ("B5", "G5", "R5") if x != on_top)  # (in code order)
    assert tuple(x.code for x in (*others, c(on_top))) in combos(state, 0)
    do(state, 0, Play(c(on_top), also=others))
    assert state.color is colour
    assert state.discard[-1] == c(on_top)
    assert hand(state, 0) == ["Y1"]


def test_same_value_one_card_of_the_set_must_be_playable() -> None:
    state = table(["G5 B5 Y1", "Y2 Y3", "Y4 Y6"], "R2", SAME_VALUE)
    assert combos(state, 0) == set()
    # (a set that goes together, none of it on the pile: a card that does not match, rules49 #2)
    assert_illegal(state, 0, Play(c("G5"), also=(c("B5"),)), "card_does_not_match")
    assert_illegal(state, 0, Play(c("G5"), also=(c("Y1"),)), "bad_combination")


def test_wild_cards_are_never_played_together() -> None:
    state = table(["W W W4 W4 Y1", "Y2 Y3", "Y4 Y6"], "R2", SAME_VALUE)
    assert combos(state, 0) == set()


def test_n_skips_skip_n_players() -> None:
    state = table(["RS GS Y1", "B1 B2", "B3 B4", "B5 B6", "B7 B8"], "R2", SAME_VALUE)
    do(state, 0, Play(c("GS"), also=(c("RS"),)))
    assert state.current == 3


def test_n_draw_twos_add_two_each() -> None:
    state = table(["RD RD Y1", "B1 B2", "B3 B4", "B5 B6"], "R2", IDENTICAL)
    do(state, 0, Play(c("RD"), also=(c("RD"),)))
    assert len(state.hands[1]) == 2 + 4
    assert state.current == 2


@pytest.mark.parametrize(("reverses", "direction", "next_seat"),
                         [("RR GR", 1, 1), ("RR GR BR", -1, 3)])
def test_n_reverses_an_even_number_keeps_the_direction(reverses: str, direction: int,
                                                       next_seat: int) -> None:
    state = table([f"{reverses} Y1", "B1 B2", "B3 B4", "B5 B6"], "R2", SAME_VALUE)
    top, *rest = reversed(reverses.split())
    do(state, 0, Play(c(top), also=tuple(c(x) for x in sorted(rest))))
    assert state.direction == direction and state.current == next_seat


# ------------------------------------------------------------------ UNO


@pytest.mark.parametrize(("rules", "left"), [(IDENTICAL, "R5 R5"), (SAME_VALUE, "R5 G5")])
def test_a_hand_that_can_all_be_played_together_requires_uno(rules: Rules, left: str) -> None:
    state = table([f"{left} R7", "Y1 Y2", "Y3 Y4"], "R2", rules)
    assert Play(c("R7"), uno=True) in legal_actions(state, 0)
    do(state, 0, Play(c("R7")))
    assert state.catchable == 0
    assert Catch(0) in legal_actions(state, 2)
    do(state, 2, Catch(0))
    assert len(state.hands[0]) == 4


@pytest.mark.parametrize(("rules", "left"), [(IDENTICAL, "R5 R5"), (SAME_VALUE, "R5 G5")])
def test_calling_uno_with_a_playable_set_is_safe(rules: Rules, left: str) -> None:
    state = table([f"{left} R7", "Y1 Y2", "Y3 Y4"], "R2", rules)
    do(state, 0, Play(c("R7"), uno=True))
    assert state.catchable is None and state.uno_called[0]
    assert Catch(0) not in legal_actions(state, 2)


def test_two_cards_that_cannot_go_together_need_no_uno() -> None:
    state = table(["R5 G5 R7", "Y1 Y2", "Y3 Y4"], "R2", IDENTICAL)
    do(state, 0, Play(c("R7")))
    # The window opens after any multi-play hand of two or more, so it tells nobody what the
    # hand holds; a catch is then an accusation, and this one is wrong: no penalty for seat 0.
    assert state.catchable == 0
    assert CallUno() not in legal_actions(state, 0)
    do(state, 2, Catch(0))
    assert len(state.hands[0]) == 2
    assert events(state, "false_catch")
    # with no false-catch penalty the accuser draws nothing, and the log does not claim a draw
    # (a 'draw' of 0 cards reads as "could not draw: no cards left")
    assert len(state.hands[2]) == 2 and not events(state, "draw")
    assert Catch(0) not in legal_actions(state, 2)
    state = table(["R5 R5 R7", "Y1 Y2", "Y3 Y4"], "R2", Rules())
    do(state, 0, Play(c("R7")))
    assert state.catchable is None
