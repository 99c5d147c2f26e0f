"""RULES.md section 6, ``stacking`` at each level, and its decided interactions with the Wild Draw
Four challenge and multi-play (docs/RULES.md decisions 1, 3, 7 and 8)."""

from __future__ import annotations

from typing import Any

import pytest
from core_testkit import assert_illegal, events
from test_house_kit import c, do, hand, plays, table, wild

from core import (
    Accept,
    Challenge,
    Color,
    Draw,
    Play,
    Rules,
    legal_actions,
    pending_after_play,
    view,
)
from core.game import Phase


def _rules(level: str, **kw: Any) -> Rules:
    return Rules(stacking=level, **kw)


# ------------------------------------------------------------------ draw2


def test_draw2_the_victim_passes_the_penalty_on_and_the_first_who_cannot_draws_the_total() -> None:
    state = table(["RD Y1", "BD G1 G5", "Y7 G2", "G3"], "R2", _rules("draw2"),
                  pile="B1 B2 B3 B4 B5 B6")
    do(state, 0, Play(c("RD")))
    assert state.pending == 2 and state.current == 1
    assert view(state, 1)["pending"] == 2
    assert plays(state, 1) == {"BD"}  # only a draw card may go on the penalty
    assert_illegal(state, 1, Play(c("G1")), "cannot_stack")
    do(state, 1, Play(c("BD")))
    assert state.pending == 4 and state.current == 2
    assert legal_actions(state, 2) == [Draw()]
    do(state, 2, Draw())
    assert hand(state, 2) == ["Y7", "G2", "B1", "B2", "B3", "B4"]
    assert state.pending == 0 and state.current == 3  # the turn is lost


def test_draw2_a_wild_draw_four_cannot_go_on_a_draw_two() -> None:
    state = table(["RD Y1", "W4 G1", "Y7", "G3"], "R2", _rules("draw2"))
    do(state, 0, Play(c("RD")))
    assert plays(state, 1) == set()
    assert_illegal(state, 1, wild("W4", "blue"), "cannot_stack")


def test_draw2_a_wild_draw_four_cannot_go_on_a_wild_draw_four() -> None:
    """RULES.md: ``draw2`` is +2 on +2 only; +4 on +4 starts at ``same_type``."""
    state = table(["W4 Y1", "W4 G1", "Y7", "G3"], "B2", _rules("draw2"))
    do(state, 0, wild("W4", "red"))
    assert state.pending == 4
    assert all(not isinstance(a, Play) for a in legal_actions(state, 1))


# ------------------------------------------------------------------ same_type


def test_same_type_two_wild_draw_fours_make_eight_and_the_last_names_the_colour() -> None:
    state = table(["W4 Y1", "W4 G1", "Y7", "G3"], "B2", _rules("same_type"),
                  pile=" ".join(["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"]))
    do(state, 0, wild("W4", "red"))
    assert state.phase is Phase.CHALLENGE and state.current == 1
    legal = legal_actions(state, 1)
    assert Challenge() in legal and Accept() in legal
    assert wild("W4", "green") in legal
    do(state, 1, wild("W4", "green"))
    assert state.pending == 8 and state.color is Color.GREEN
    assert state.phase is Phase.CHALLENGE and state.current == 2
    do(state, 2, Accept())
    assert len(state.hands[2]) == 9 and state.current == 3


def test_same_type_no_wild_draw_four_on_a_draw_two_nor_a_draw_two_on_a_wild_draw_four() -> None:
    state = table(["RD Y1", "W4 G1", "Y7", "G3"], "R2", _rules("same_type"))
    do(state, 0, Play(c("RD")))
    assert plays(state, 1) == set()
    state = table(["W4 Y1", "RD G1", "Y7", "G3"], "B2", _rules("same_type"))
    do(state, 0, wild("W4", "red"))
    assert not any(isinstance(a, Play) for a in legal_actions(state, 1))


def test_same_type_the_victim_may_challenge_accept_or_stack_and_stacking_forfeits_the_challenge() -> None:
    """docs/RULES.md decision 1: the challenge is on the last Wild Draw Four only."""
    state = table(["W4 R9", "W4 G1", "Y7", "G3"], "R2", _rules("same_type"))
    do(state, 0, wild("W4", "blue"))  # a bluff: seat 0 holds red
    do(state, 1, wild("W4", "yellow"))
    assert state.wd4 is not None and state.wd4.offender == 1 and state.wd4.victim == 2
    assert_illegal(state, 1, Challenge(), "not_your_turn")


def test_same_type_a_guilty_stacked_wild_draw_four_makes_the_offender_draw_the_whole_total() -> None:
    """docs/RULES.md decision 1: the challenged stacked Wild Draw Four moves the whole total."""
    state = table(["W4 Y1", "W4 B9", "Y7", "G3"], "R2", _rules("same_type"))
    do(state, 0, wild("W4", "blue"))
    do(state, 1, wild("W4", "green"))  # a bluff: seat 1 holds blue
    assert state.pending == 8
    do(state, 2, Challenge())
    assert len(state.hands[1]) == 1 + 8
    assert hand(state, 2) == ["Y7"]
    assert state.current == 2 and state.phase is Phase.PLAY  # the victim plays normally
    assert state.color is Color.GREEN and state.pending == 0


def test_same_type_an_innocent_stacked_wild_draw_four_makes_the_challenger_draw_total_plus_two() -> None:
    state = table(["W4 Y1", "W4 G9", "Y7", "G3"], "R2", _rules("same_type"))
    do(state, 0, wild("W4", "blue"))
    do(state, 1, wild("W4", "green"))  # honest: seat 1 holds no blue
    do(state, 2, Challenge())
    assert len(state.hands[2]) == 1 + 10
    assert len(state.hands[1]) == 1
    assert state.current == 3 and state.pending == 0


def test_the_challenge_event_says_the_cards_really_drawn_for_a_stack() -> None:
    """What a log line says ("Ana draws 8") is the event's ``penalty``: the whole stacked total
    for a bluffer, 2 more for a wrongful challenger; never a fixed 4 or 6."""
    for held, drawer, penalty in (("B9", 1, 8), ("G9", 2, 10)):
        state = table(["W4 Y1", f"W4 {held}", "Y7", "G3"], "R2", _rules("same_type"))
        do(state, 0, wild("W4", "blue"))
        do(state, 1, wild("W4", "green"))
        do(state, 2, Challenge())
        (ev,) = [e for e in view(state, 0)["log"] if e["type"] == "challenge"]
        (drew,) = [e for e in view(state, 0)["log"] if e["type"] == "draw"]
        assert ev["penalty"] == penalty == drew["count"] and drew["seat"] == drawer


@pytest.mark.parametrize(("rules", "pending", "jumped", "stake"), [
    (Rules(), 0, False, 4),
    (Rules(stacking="progressive"), 2, False, 6),
    (Rules(stacking="progressive", jump_in=True), 2, True, 4),  # jumped in: cancels the +2
    (Rules(stacking="progressive", jump_in=True, jump_in_stacks=True), 2, True, 6),
])
def test_pending_after_play_is_what_a_challenged_bluff_costs(
        rules: Rules, pending: int, jumped: bool, stake: int) -> None:
    """The stake a client tells a bluffer before playing (core.pending_after_play) is what the
    engine makes them draw when challenged."""
    assert pending_after_play(rules, pending, 4, jumped) == stake
    if not jumped:
        state = table(["RD Y1", "W4 B9 B8", "Y7", "G3"], "R2", rules)
        if pending:
            do(state, 0, Play(c("RD")))
        else:
            state.current = 1
        do(state, 1, wild("W4", "green"))
        assert state.pending == stake  # (the engine's own jump-in reset is this function)


def test_same_type_the_challenger_sees_the_offenders_hand_alone() -> None:
    state = table(["W4 Y1", "W4 B9", "Y7", "G3"], "R2", _rules("same_type"))
    do(state, 0, wild("W4", "blue"))
    do(state, 1, wild("W4", "green"))
    do(state, 2, Challenge())
    (ev,) = [e for e in view(state, 2)["log"] if e["type"] == "challenge"]
    assert ev["hand"] == ["B9"] and ev["guilty"] is True
    for seat in (None, 0, 1, 3):
        (other,) = [e for e in view(state, seat)["log"] if e["type"] == "challenge"]
        assert "hand" not in other


# ------------------------------------------------------------------ progressive


def test_progressive_a_wild_draw_four_may_go_on_a_draw_two() -> None:
    state = table(["RD Y1", "W4 G1", "Y7", "G3"], "R2", _rules("progressive"))
    do(state, 0, Play(c("RD")))
    assert plays(state, 1) == {"W4"}
    do(state, 1, wild("W4", "yellow"))
    assert state.pending == 6 and state.current == 2 and state.color is Color.YELLOW


def test_progressive_never_a_draw_two_on_a_wild_draw_four() -> None:
    state = table(["W4 Y1", "RD G1", "Y7", "G3"], "B2", _rules("progressive"))
    do(state, 0, wild("W4", "red"))
    assert not any(isinstance(a, Play) for a in legal_actions(state, 1))
    assert_illegal(state, 1, Play(c("RD")), "cannot_stack")


# ------------------------------------------------------------------ any


def test_any_a_draw_two_may_go_on_a_wild_draw_four_only_in_the_named_colour() -> None:
    state = table(["W4 Y1", "RD GD", "Y7", "G3"], "B2", _rules("any"))
    do(state, 0, wild("W4", "red"))
    assert plays(state, 1) == {"RD"}
    assert_illegal(state, 1, Play(c("GD")), "cannot_stack")
    do(state, 1, Play(c("RD")))
    assert state.pending == 6 and state.current == 2


def test_any_a_wild_draw_four_may_go_on_a_draw_two() -> None:
    state = table(["RD Y1", "W4 G1", "Y7", "G3"], "R2", _rules("any"))
    do(state, 0, Play(c("RD")))
    assert plays(state, 1) == {"W4"}


# ------------------------------------------------------------------ every level


@pytest.mark.parametrize("level", ["draw2", "same_type", "progressive", "any"])
def test_a_plain_wild_cannot_be_played_while_a_penalty_is_pending(level: str) -> None:
    state = table(["RD Y1", "W RD", "Y7", "G3"], "R2", _rules(level))
    do(state, 0, Play(c("RD")))
    assert "W" not in plays(state, 1)
    assert_illegal(state, 1, wild("W", "blue"), "cannot_stack")


def test_wild_powers_cannot_be_used_on_a_pending_penalty() -> None:
    """docs/RULES.md decision 7: no plain Wild on a pending penalty, so no power."""
    state = table(["RD Y1 Y2", "W B1", "Y7", "G3"], "R2", _rules("draw2", wild_powers=True))
    do(state, 0, Play(c("RD")))
    assert legal_actions(state, 1) == [Draw()]
    assert_illegal(state, 1, wild("W", "blue", target=2, power="peek"), "cannot_stack")
    assert_illegal(state, 1, wild("W", "blue", target=2, power="swap"), "cannot_stack")


@pytest.mark.parametrize("level", ["draw2", "progressive", "any"])
def test_multi_play_of_draw_twos_stacks_and_adds_two_each(level: str) -> None:
    """docs/RULES.md decision 3 (not under same_type: one draw card a turn, rules46 #1)."""
    rules = _rules(level, multi_play="same_value")
    state = table(["RD Y1", "BD GD G1", "Y7", "G3"], "R2", rules)
    do(state, 0, Play(c("RD")))
    legal = legal_actions(state, 1)
    assert Play(c("GD"), also=(c("BD"),)) in legal
    do(state, 1, Play(c("GD"), also=(c("BD"),), uno=True))
    assert state.pending == 6 and state.current == 2 and state.color is Color.GREEN


def test_going_out_on_a_stacked_draw_card_the_next_player_draws_the_whole_total() -> None:
    """docs/RULES.md decision 8."""
    state = table(["RD Y1", "BD", "Y7", "G3"], "R2", _rules("draw2"))
    do(state, 0, Play(c("RD")))
    do(state, 1, Play(c("BD")))
    assert state.phase is Phase.ROUND_OVER
    assert len(state.hands[2]) == 1 + 4
    (ev,) = [e for e in events(state, "draw") if e["seat"] == 2]
    assert ev["count"] == 4


def test_two_players_after_drawing_a_stacked_total_play_comes_back() -> None:
    state = table(["RD Y1 Y2", "BD G1"], "R2", _rules("draw2"), pile="B1 B2 B3 B4")
    do(state, 0, Play(c("RD")))
    do(state, 1, Play(c("BD"), uno=True))
    assert state.current == 0 and state.pending == 4
    do(state, 0, Draw())
    assert len(state.hands[0]) == 6 and state.current == 1
