"""RULES.md section 6, ``jump_in`` (official cancelling, ``jump_in_stacks``,
``jump_in_colored_only``), its window, and jump-in on a draw card under stacking (docs/RULES.md
decisions 2, 9 and 11)."""

from __future__ import annotations

import pytest
from core_testkit import assert_illegal, events
from test_house_kit import c, do, hand, plays, table, wild

from core import Catch, Challenge, Color, Draw, Play, Rules, legal_actions, preset
from core.game import Phase

JUMP = Rules(jump_in=True)


def test_an_identical_card_may_be_played_out_of_turn_and_play_continues_from_the_jumper() -> None:
    state = table(["R5 Y1 Y2", "G1 G2", "R5 G3 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, Play(c("R5")))
    assert state.current == 1
    assert plays(state, 2) == {"R5"}
    do(state, 2, Play(c("R5")))
    assert state.current == 3  # seat 1 lost its turn
    assert hand(state, 1) == ["G1", "G2"]
    (_, ev) = events(state, "play")
    assert ev["seat"] == 2 and ev["jump_in"] is True


def test_a_card_that_only_matches_cannot_be_jumped_in() -> None:
    state = table(["R5 Y1 Y2", "G1 G2", "G5 R6 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, Play(c("R5")))
    assert plays(state, 2) == set()
    assert_illegal(state, 2, Play(c("G5")), "no_jump_in")
    assert_illegal(state, 2, Play(c("R6")), "no_jump_in")


def test_without_jump_in_an_identical_card_out_of_turn_is_not_your_turn() -> None:
    state = table(["R5 Y1 Y2", "G1 G2", "R5 G3 G4", "B1 B2"], "R2", Rules())
    do(state, 0, Play(c("R5")))
    assert_illegal(state, 2, Play(c("R5")), "not_your_turn")


def test_official_a_jumped_in_draw_two_cancels_the_first_the_next_draws_two_not_four() -> None:
    state = table(["RD Y1 Y2", "G1 G2", "RD G3 G4", "B1 B2"], "R2", JUMP, pile="Y5 Y6 Y7 Y8")
    do(state, 0, Play(c("RD")))
    assert state.pending == 2 and state.current == 1
    do(state, 2, Play(c("RD")))
    assert state.current == 3 and state.pending == 2
    assert hand(state, 1) == ["G1", "G2"]  # the first Draw Two hit nobody
    do(state, 3, Draw())
    assert hand(state, 3) == ["B1", "B2", "Y5", "Y6"]
    assert state.current == 0


def test_jump_in_stacks_a_jumped_in_draw_two_adds_up() -> None:
    rules = Rules(jump_in=True, jump_in_stacks=True)
    state = table(["RD Y1 Y2", "G1 G2", "RD G3 G4", "B1 B2"], "R2", rules, pile="Y5 Y6 Y7 Y8")
    do(state, 0, Play(c("RD")))
    do(state, 2, Play(c("RD")))
    assert state.current == 3 and state.pending == 4
    do(state, 3, Draw())
    assert hand(state, 3) == ["B1", "B2", "Y5", "Y6", "Y7", "Y8"]


def test_a_wild_can_be_jumped_in_with_a_wild_unless_coloured_cards_only() -> None:
    state = table(["W Y1 Y2", "G1 G2", "W G3 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, wild("W", "blue"))
    assert plays(state, 2) == {"W"}
    do(state, 2, wild("W", "yellow"))
    assert state.current == 3 and state.color is Color.YELLOW
    only = Rules(jump_in=True, jump_in_colored_only=True)
    state = table(["W Y1 Y2", "G1 G2", "W G3 G4", "B1 B2"], "R2", only)
    do(state, 0, wild("W", "blue"))
    assert plays(state, 2) == set()
    assert_illegal(state, 2, wild("W", "yellow"), "no_jump_in")


def test_coloured_cards_only_still_allows_an_identical_coloured_card() -> None:
    only = Rules(jump_in=True, jump_in_colored_only=True)
    state = table(["R5 Y1 Y2", "G1 G2", "R5 G3 G4", "B1 B2"], "R2", only)
    do(state, 0, Play(c("R5")))
    assert plays(state, 2) == {"R5"}


def test_a_wild_draw_four_jumped_in_on_a_wild_draw_four_passes_the_challenge_on() -> None:
    state = table(["W4 Y1 Y2", "G1 G2", "W4 G3 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, wild("W4", "blue"))
    assert state.phase is Phase.CHALLENGE and state.current == 1
    assert plays(state, 2) == {"W4"}
    do(state, 2, wild("W4", "green"))
    assert state.phase is Phase.CHALLENGE
    assert state.wd4 is not None and (state.wd4.offender, state.wd4.victim) == (2, 3)
    assert state.pending == 4  # official: the second cancels the first
    assert_illegal(state, 1, Challenge(), "not_your_turn")


def test_the_window_closes_once_the_player_to_move_acts() -> None:
    state = table(["R5 Y1 Y2", "G1 G2", "G3 G4", "R5 B2"], "R2", JUMP, pile="B9")
    do(state, 0, Play(c("R5")))
    assert plays(state, 3) == {"R5"}
    do(state, 1, Draw())  # B9 does not play: the turn passes to seat 2
    assert state.current == 2
    assert plays(state, 3) == set()
    assert_illegal(state, 3, Play(c("R5")), "no_jump_in")


def test_the_player_who_played_the_card_cannot_jump_on_it() -> None:
    state = table(["R5 R5 Y2", "G1 G2", "G3 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, Play(c("R5")))
    assert plays(state, 0) == set()
    assert_illegal(state, 0, Play(c("R5")), "no_jump_in")


def test_the_first_card_of_a_round_cannot_be_jumped_on() -> None:
    """docs/RULES.md decision 11."""
    state = table(["Y1 Y2", "G1 G2", "R2 G3", "B1 B2"], "R2", JUMP)
    assert plays(state, 2) == set()


def test_a_jump_in_is_a_turn_and_closes_the_uno_catch_window() -> None:
    """docs/RULES.md decision 9."""
    state = table(["R5 Y1", "G1 G2", "R5 G3 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, Play(c("R5")))  # down to one card without calling UNO
    assert Catch(0) in legal_actions(state, 3)
    do(state, 2, Play(c("R5")))
    assert state.catchable is None
    assert_illegal(state, 3, Catch(0), "no_catch")


def test_after_a_jump_in_another_identical_card_may_jump_in_again() -> None:
    state = table(["W Y1 Y2", "W G2 G5", "W G3 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, wild("W", "red"))
    do(state, 2, wild("W", "green"))
    assert state.current == 3
    assert plays(state, 2) == set()  # cannot jump on its own card
    do(state, 1, wild("W", "blue"))  # jumps in on the jumper
    assert state.current == 2 and state.color is Color.BLUE
    assert hand(state, 3) == ["B1", "B2"]


# ------------------------------------------------------------------ under stacking


def test_house_jump_in_on_a_draw_two_under_stacking_the_penalty_follows_the_jumper() -> None:
    """docs/RULES.md decision 2, official cancelling: the next player faces 2 and may stack."""
    state = table(["RD Y1 Y2", "G1 G2", "RD G3 G4", "BD B2"], "R2", preset("house"))
    do(state, 0, Play(c("RD")))
    do(state, 2, Play(c("RD")))
    assert state.current == 3 and state.pending == 2
    assert plays(state, 3) == {"BD"}
    do(state, 3, Play(c("BD")))
    assert state.current == 0 and state.pending == 4


def test_jump_in_stacks_on_a_draw_two_under_stacking_adds_to_the_pending_total() -> None:
    """docs/RULES.md decision 2 with ``jump_in_stacks``."""
    rules = Rules(stacking="progressive", jump_in=True, jump_in_stacks=True)
    state = table(["RD Y1 Y2", "G1 G2", "RD G3 G4", "W4 B2"], "R2", rules)
    do(state, 0, Play(c("RD")))
    do(state, 2, Play(c("RD")))
    assert state.current == 3 and state.pending == 4
    assert plays(state, 3) == {"W4"}
    do(state, 3, wild("W4", "blue"))
    assert state.current == 0 and state.pending == 8


def test_official_a_jump_in_replaces_a_stacked_total() -> None:
    """docs/RULES.md decision 2: the jumped-in card replaces the whole pending penalty."""
    state = table(["RD Y1 Y2", "BD G1 G2", "G3 G4 G5", "BD B2 B3"], "R2", preset("house"))
    do(state, 0, Play(c("RD")))
    do(state, 1, Play(c("BD")))
    assert state.pending == 4 and state.current == 2
    do(state, 3, Play(c("BD")))  # jumps in on seat 1's Draw Two: seat 2 is skipped
    assert state.current == 0 and state.pending == 2
    assert hand(state, 2) == ["G3", "G4", "G5"]


def test_a_jumped_in_skip_skips_the_player_after_the_jumper() -> None:
    state = table(["RS Y1 Y2", "G1 G2", "G3 G4 G5", "RS B2 B3"], "R2", JUMP)
    do(state, 0, Play(c("RS")))
    assert state.current == 2
    do(state, 3, Play(c("RS")))
    assert state.current == 1  # seat 2 lost its turn to the jump, seat 0 to the Skip


def test_no_one_jumps_in_on_their_own_card_and_the_refusal_says_so() -> None:
    """The twin of the card a player just played is no jump-in for them (play has passed on);
    the refusal said "only with a card identical to the one just played", which it is
    (proto41 #2)."""
    from core import IllegalAction, apply
    from core.game import OWN_CARD, REASONS

    state = table(["R5 R5 Y2", "G1 G2", "B3 G3 G4", "B1 B2"], "R2", JUMP)
    do(state, 0, Play(c("R5")))
    assert plays(state, 0) == set()
    with pytest.raises(IllegalAction) as refused:
        apply(state, 0, Play(c("R5")))
    assert refused.value.reason == "no_jump_in" and str(refused.value) == OWN_CARD
    with pytest.raises(IllegalAction) as refused:  # (another's card: the code's own sentence)
        apply(state, 2, Play(c("G3")))
    assert str(refused.value) == REASONS["no_jump_in"]
