"""Every refusal reachable under the official rules: the precise reason code, and no change at all."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from core_testkit import assert_illegal, situation

from core import (
    REASONS,
    Accept,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    DeathNumber,
    Draw,
    IllegalAction,
    Judgement,
    NameDate,
    NextRound,
    Pass,
    Play,
    Rules,
    apply,
    check,
)
from core.cards import Card
from core.game import NO_CATCH, GameState, Phase


def c(code: str) -> Card:
    return Card.parse(code)


def _table() -> GameState:
    return situation(["R1 G2 W W4 RD", "Y1 Y2 B5", "Y3 Y4", "G5 G6"], "R5", pile="G9 B9")


def _round_over() -> GameState:
    state = situation(["R1", "Y1 Y2", "Y3 Y4"], "R5")
    apply(state, 0, Play(c("R1")))
    assert state.phase is Phase.ROUND_OVER
    return state


def _match_over() -> GameState:
    state = situation(["R1", "Y1 Y2", "Y3 Y4"], "R5", rules=Rules(scoring="single"))
    apply(state, 0, Play(c("R1")))
    return state


def _drawn() -> GameState:
    state = situation(["R1 G2", "Y1", "Y2"], "R5", pile="R9")
    apply(state, 0, Draw())
    assert state.drawn == c("R9")
    return state


def _choose_color() -> GameState:
    state = _table()
    state.discard, state.hands[0][2] = [state.hands[0][2]], state.discard[0]  # W on top
    state.color = None
    state.phase = Phase.CHOOSE_COLOR
    assert state.card_count() == 108
    return state


def _challenge() -> GameState:
    state = _table()
    apply(state, 0, Play(c("W4"), Color.BLUE))
    assert state.phase is Phase.CHALLENGE
    return state


def _catchable() -> GameState:
    state = situation(["R1 G2", "Y1 Y2", "Y3 Y4"], "R5")
    apply(state, 0, Play(c("R1")))
    assert state.catchable == 0
    return state


Case = tuple[str, Callable[[], GameState], int | None, Action]

CASES: list[Case] = [
    ("match_over", _match_over, 1, Draw()),
    ("match_over", _match_over, None, NextRound()),
    ("round_over", _round_over, 1, Draw()),
    ("round_over", _round_over, 0, CallUno()),
    ("not_seated", _table, 4, Draw()),
    ("not_seated", _table, -1, Play(c("Y1"))),
    ("not_your_turn", _table, 1, Draw()),
    ("not_your_turn", _table, 1, Play(c("Y1"))),
    ("table_only", _round_over, 0, NextRound()),
    ("table_only", _table, 0, NextRound()),
    ("not_allowed", _table, None, NextRound()),
    ("not_allowed", _table, None, Draw()),
    ("not_allowed", _round_over, None, Draw()),
    ("not_allowed", _table, 0, ChooseColor(Color.RED)),
    ("no_challenge", _table, 0, Accept()),
    ("card_not_in_hand", _table, 0, Play(c("R7"))),
    ("card_not_in_hand", _table, 0, Play(c("B9"))),
    ("card_does_not_match", _table, 0, Play(c("G2"))),
    ("color_required", _table, 0, Play(c("W"))),
    ("color_required", _table, 0, Play(c("W4"))),
    ("color_not_allowed", _table, 0, Play(c("R1"), Color.RED)),
    ("must_play_drawn", _drawn, 0, Play(c("R1"))),
    ("must_play_drawn", _drawn, 0, Draw()),
    ("nothing_to_pass", _table, 0, Pass()),
    ("choose_color_first", _choose_color, 0, Draw()),
    ("choose_color_first", _choose_color, 0, Play(c("Y1"))),
    ("answer_challenge_first", _challenge, 1, Draw()),
    ("answer_challenge_first", _challenge, 1, Play(c("B5"))),
    ("no_challenge", _table, 0, Challenge()),
    ("no_challenge", _table, 2, Challenge()),
    ("not_your_turn", _challenge, 2, Challenge()),
    ("cannot_call_uno", _table, 2, CallUno()),
    ("cannot_call_uno", _catchable, 2, CallUno()),
    ("no_catch", _table, 1, Catch(2)),
    ("no_catch", _catchable, 1, Catch(2)),
    ("bad_target", _catchable, 1, Catch(1)),
    ("bad_target", _catchable, 1, Catch(9)),
    # (a house rule's action at a table that does not play it: not "your hand does not qualify")
    ("rule_off", _table, 0, DeathNumber()),
    ("rule_off", _table, 0, Judgement(1)),
    ("rule_off", _table, 0, NameDate(5, 17)),
    ("rule_off", _table, 0, Play(c("W"), Color.RED, target=1, power="peek")),
]


@pytest.mark.parametrize(("reason", "build", "seat", "action"), CASES,
                         ids=[f"{r}-{i}" for i, (r, *_rest) in enumerate(CASES)])
def test_illegal_action_is_refused_with_its_reason_and_changes_nothing(
    reason: str, build: Callable[[], GameState], seat: int | None, action: Action,
) -> None:
    state = build()
    assert reason in REASONS
    assert_illegal(state, seat, action, reason)
    with pytest.raises(IllegalAction) as info:
        check(state, seat, action)
    assert info.value.reason == reason
    # (a refused catch says which of its reasons it was: tests/core/test_catch_refusals.py)
    assert str(info.value) in (NO_CATCH.values() if reason == "no_catch" else [REASONS[reason]])


@pytest.mark.parametrize("penalty_rules", [Rules(wd4_challenge=False)])
def test_wd4_not_allowed_when_holding_the_current_colour(penalty_rules: Rules) -> None:
    state = situation(["W4 R1", "Y1", "Y2"], "R5", rules=penalty_rules)
    assert_illegal(state, 0, Play(c("W4"), Color.GREEN), "wd4_not_allowed")


def test_cannot_draw_with_a_playable_card_when_the_option_forbids_it() -> None:
    state = situation(["R1 G2", "Y1", "Y2"], "R5", rules=Rules(draw_when_playable=False))
    assert_illegal(state, 0, Draw(), "cannot_draw_with_playable")


def test_every_official_reason_code_is_exercised() -> None:
    covered = {case[0] for case in CASES} | {"wd4_not_allowed", "cannot_draw_with_playable"}
    official = {
        "match_over", "round_over", "not_seated", "not_your_turn", "table_only",
        "card_not_in_hand", "card_does_not_match", "color_required", "color_not_allowed",
        "wd4_not_allowed", "must_play_drawn", "cannot_draw_with_playable", "nothing_to_pass",
        "choose_color_first", "answer_challenge_first", "no_challenge", "cannot_call_uno",
        "no_catch", "bad_target", "rule_off", "not_allowed",
    }
    assert official <= set(REASONS)
    assert covered == official


# ------------------------------------------------- a Python caller's wrong types (rules39 #2)
@pytest.mark.parametrize(("seat", "action", "reason"), [
    ("0", Draw(), "not_seated"),
    (1.0, Draw(), "not_seated"),
    (True, Draw(), "not_seated"),
    (0, Play("R1"), "bad_action"),  # type: ignore[arg-type]
    (0, Play(c("W"), "red"), "bad_action"),  # type: ignore[arg-type]
    (0, Play(c("R1"), also=[c("R1")]), "bad_action"),  # type: ignore[arg-type]
    (0, Catch(None), "bad_action"),  # type: ignore[arg-type]
    (0, Catch("1"), "bad_action"),  # type: ignore[arg-type]
    (0, ChooseColor("red"), "bad_action"),  # type: ignore[arg-type]
    (0, Judgement(1, "red"), "bad_action"),  # type: ignore[arg-type]
    (0, NameDate(5, "17"), "bad_action"),  # type: ignore[arg-type]
])
def test_a_seat_or_action_of_the_wrong_type_is_refused_not_raised(
        seat: object, action: Action, reason: str) -> None:
    # (each raised a TypeError or AttributeError from deep in the checks before)
    state = _table()
    assert_illegal(state, seat, action, reason)  # type: ignore[arg-type]
    assert reason in REASONS


# ------------------------------- a penalty waiting for jump-ins, at a table without stacking
def test_a_pending_penalty_without_stacking_says_to_draw_not_to_stack() -> None:
    state = situation(["RD G1", "B1 B3 R3", "Y1 Y3", "Y2 Y4"], "R3", rules=Rules(jump_in=True))
    apply(state, 0, Play(c("RD")))
    assert state.pending == 2 and state.current == 1
    for action, reason in ((Play(c("R3")), "cannot_stack"), (Accept(), "penalty_pending")):
        with pytest.raises(IllegalAction) as info:
            apply(state, 1, action)
        assert info.value.reason == reason
        assert str(info.value) == "A draw penalty is pending: draw its cards."
    stacked = situation(["RD G1", "B1 B3 R3", "Y1 Y3", "Y2 Y4"], "R3", rules=Rules(stacking="draw2"))
    apply(stacked, 0, Play(c("RD")))
    with pytest.raises(IllegalAction) as info:
        apply(stacked, 1, Play(c("R3")))
    assert str(info.value) == REASONS["cannot_stack"]  # (there stacking is what it speaks of)


# -------------------------------------------- a last card that names a player (rules39 #4)
def test_a_last_seven_naming_a_player_goes_out_without_a_swap() -> None:
    state = situation(["R7", "B1 B3", "Y1", "Y2 Y4 Y5"], "R3", rules=Rules(seven_o=True))
    apply(state, 0, Play(c("R7"), target=3))
    assert state.phase is Phase.ROUND_OVER and state.result is not None
    assert state.result.winner == 0
    assert [len(h) for h in state.hands] == [0, 2, 1, 3]  # nothing swapped


def test_a_last_wild_with_a_power_goes_out_without_it() -> None:
    state = situation(["W", "B1 B3", "Y1", "Y2 Y4 Y5"], "R3", rules=Rules(wild_powers=True))
    apply(state, 0, Play(c("W"), Color.RED, power="swap", target=2))
    assert state.phase is Phase.ROUND_OVER
    assert [len(h) for h in state.hands] == [0, 2, 1, 3]


def test_a_target_is_still_required_or_refused_where_it_means_something() -> None:
    seven = situation(["R7 G1", "B1 B3", "Y1", "Y2 Y4 Y5"], "R3", rules=Rules(seven_o=True))
    assert_illegal(seven, 0, Play(c("R7")), "target_required")
    assert_illegal(seven, 0, Play(c("R7"), target=0), "bad_target")
    # (a last card that names no one in any rule: refused, not quietly taken)
    last = situation(["GR", "B1 B3", "Y1", "Y2 Y4 Y5"], "G3", rules=Rules(seven_o=True))
    assert_illegal(last, 0, Play(c("GR"), target=1), "no_power")


def test_check_judges_a_last_card_naming_a_player_as_apply_takes_it() -> None:
    # (review39 #4: check refused what apply accepted; #5: a power not in the rule book is ill-formed)
    state = situation(["R7", "B1 B3", "Y1", "Y2 Y4 Y5"], "R3", rules=Rules(seven_o=True))
    check(state, 0, Play(c("R7"), target=2))
    wild = situation(["W", "B1 B3", "Y1", "Y2 Y4 Y5"], "R3", rules=Rules(wild_powers=True))
    assert_illegal(wild, 0, Play(c("W"), Color.RED, power="boom", target=1), "bad_action")
