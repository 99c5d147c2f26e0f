"""docs/RULES.md decisions 15-18, each set up as a position (docs/POSITION.md) and played through
the public API: catching under multi-play is an accusation the engine judges; when a draw card's
penalty is drawn at once and when it waits; when the catch window closes after a draw card; no
challenge of a Wild Draw Four played as a last card. (A stranger writing scenarios from the docs
alone found these unwritten.)"""

from __future__ import annotations

import pytest

from core import (
    Accept,
    Card,
    Catch,
    Color,
    Draw,
    GameState,
    IllegalAction,
    Phase,
    Play,
    apply,
    legal_actions,
)
from core.position import check_position, format_position, parse_position
from core.rules import Rules, preset

C = Card.parse


def position(text: str, rules: Rules | None = None) -> GameState:
    """A valid position that reads back as written."""
    state = parse_position(text, rules)
    check_position(state)
    assert format_position(state) == text
    return state


@pytest.mark.parametrize("rest", ["B7,G8,Y9", "B7,B7"])
def test_multi_play_a_play_without_a_call_opens_the_window_and_a_catch_is_judged(
        rest: str) -> None:
    """Decision 15: whatever is left, any seat may accuse; only an UNO hand (B7, B7) pays."""
    rules = preset("chinese-party").replace(false_catch_penalty=2)
    state = parse_position(f"R6,{rest}/Y2,G2,G3/B8,R4,Y5/G1,Y1 Y3,R3 * R 0 + 0 play 0,0,0,0",
                           rules)
    apply(state, 0, Play(C("R6")))
    assert state.catchable == 0 and Catch(0) in legal_actions(state, 2)
    before = [len(h) for h in state.hands]
    apply(state, 2, Catch(0))
    owed = rest == "B7,B7"
    assert len(state.hands[0]) == before[0] + (2 if owed else 0)  # uno_penalty 2
    assert len(state.hands[2]) == before[2] + (0 if owed else 2)  # false_catch_penalty 2
    judged = [e["type"] for e in state.log if e["type"] in ("caught", "false_catch")]
    assert judged == ["caught" if owed else "false_catch"]


@pytest.mark.parametrize(("rest", "rules"), [
    ("B7,B7", Rules()),
    ("B7,G7,Y7", Rules(multi_play="identical")),
    ("B7,B7,G7,G7,Y7,Y7,R7,R8,R9", Rules(multi_play="same_value")),
], ids=["off", "identical, 3 cards", "same_value, 9 cards"])
def test_no_window_opens_on_a_hand_larger_than_an_uno_hand_can_be(rest: str,
                                                                 rules: Rules) -> None:
    """Decision 15: a hand larger than any UNO hand (one card; two alike under ``identical``;
    eight of a value under ``same_value``) is seen to owe nothing: no window, no accusation."""
    state = parse_position(f"R6,{rest}/Y2,G2,G3/B8,R4,Y5/G1,Y1 Y3,R3 * R 0 + 0 play 0,0,0,0",
                           rules)
    apply(state, 0, Play(C("R6")))
    assert state.catchable is None and Catch(0) not in legal_actions(state, 2)


def test_official_a_draw_two_is_drawn_at_once_and_the_turn_goes_past_its_victim() -> None:
    """Decision 16, without stacking or jump-in."""
    state = position("RD,G7,G9/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(C("RD")))
    assert (state.pending, state.current, state.hands[1][-2:]) == (0, 2, [C("G1"), C("G2")])


@pytest.mark.parametrize("rules", [Rules(jump_in=True), preset("house")],
                         ids=["jump_in", "house stacking"])
def test_with_jump_in_or_stacking_a_draw_two_waits_for_its_victim(rules: Rules) -> None:
    state = parse_position("RD,G7,G9/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,* R 0 + 0 play 0,0,0",
                           rules)
    apply(state, 0, Play(C("RD")))
    assert (state.pending, state.current, len(state.hands[1])) == (2, 1, 3)
    apply(state, 1, Draw())  # the victim takes it
    assert (state.pending, state.current, len(state.hands[1])) == (0, 2, 5)


def test_a_wild_draw_four_is_answered_with_accept_not_draw() -> None:
    state = position("W4,G7,G9/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(C("W4"), Color.GREEN))
    assert state.phase is Phase.CHALLENGE and Draw() not in legal_actions(state, 1)
    with pytest.raises(IllegalAction) as refused:
        apply(state, 1, Draw())
    assert refused.value.reason == "answer_challenge_first"
    apply(state, 1, Accept())
    assert (len(state.hands[1]), state.current) == (7, 2)


def test_after_a_draw_two_drawn_at_once_the_window_stays_open_until_the_next_move() -> None:
    """Decision 17: the victim made no move, so the player after them may still catch."""
    state = position("RD,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,G6,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(C("RD")))
    assert state.catchable == 0
    apply(state, 2, Catch(0))
    assert len(state.hands[0]) == 3


def test_after_a_wild_draw_four_the_victims_answer_closes_the_window() -> None:
    state = position("W4,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,G6,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(C("W4"), Color.GREEN))
    assert state.catchable == 0 and Catch(0) in legal_actions(state, 2)  # before the answer
    apply(state, 1, Accept())
    assert state.catchable is None and Catch(0) not in legal_actions(state, 2)


def test_a_wild_draw_four_played_as_the_last_card_is_not_challenged() -> None:
    """Decision 18: the next player draws four at once and the round is scored."""
    state = position("W4/RS,W,Y4/B9,W4 Y3,G3 G1,G2,G4,G5,* G 0 + 0 play 0,0,0 uno=0")
    apply(state, 0, Play(C("W4"), Color.RED))
    assert state.phase is Phase.ROUND_OVER and len(state.hands[1]) == 7
