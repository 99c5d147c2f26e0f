"""docs/RULES.md decisions 15-19 (and the clarifications of 16 and 17), each set up as a
position (docs/POSITION.md) and played through the public API: catching under multi-play is an
accusation the engine judges; when a draw card's penalty is drawn at once and when it waits;
when the catch window closes after a draw card or a Skip; no challenge of a Wild Draw Four played
as a last card; a false catch or UNO call without its penalty is refused. (Strangers writing
scenarios from the docs alone found these unwritten.)"""

from __future__ import annotations

import pytest

from core import (
    Accept,
    CallUno,
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
    new_game,
    seat_to_move,
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


def test_the_victim_of_a_waiting_draw_two_cannot_jump_in_on_it_but_the_others_can() -> None:
    """Decision 16: with ``jump_in`` and no stacking, an identical Draw Two from the victim on
    their own turn would be a stack, so it is refused; the player after them may jump in."""
    state = parse_position("RD,G7,G9/RD,B2,G3/RD,G9,Y5 Y3,R3 G1,G2,G4,G5,* R 0 + 0 play 0,0,0",
                           Rules(jump_in=True))
    apply(state, 0, Play(C("RD")))
    assert (state.pending, state.current) == (2, 1)
    assert not any(isinstance(a, Play) for a in legal_actions(state, 1))
    with pytest.raises(IllegalAction):
        apply(state, 1, Play(C("RD")))
    assert Play(C("RD")) in legal_actions(state, 2)
    apply(state, 2, Play(C("RD")))  # jumped in: the penalty follows the jumper (decision 2)
    assert (len(state.hands[1]), state.pending, state.current) == (3, 2, 0)


@pytest.mark.parametrize("rules", [Rules(jump_in=True), preset("house"), preset("chinese-party")],
                         ids=["jump_in", "house", "chinese-party"])
def test_a_draw_two_turned_up_first_is_drawn_at_once_whatever_the_options(rules: Rules) -> None:
    """Decision 16 (and 11): nobody can stack or jump in on the first card."""
    for seed in range(400):
        state = new_game(rules, 4, seed)
        if len(state.discard) == 1 and state.discard[0].code.endswith("D"):
            break
    else:
        raise AssertionError("no deal in 400 turned up a Draw Two")
    first = (state.dealer + 1) % 4
    assert state.pending == 0 and len(state.hands[first]) == rules.hand_size + 2
    assert seat_to_move(state) == (state.dealer + 2) % 4


def test_after_a_skip_the_window_stays_open_until_the_player_after_the_skipped_one_moves() -> None:
    """Decision 17: the skipped player makes no move."""
    state = position("RS,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,G6,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(C("RS")))
    assert state.current == 2 and state.catchable == 0
    apply(state, 1, Catch(0))  # the skipped player catches
    assert len(state.hands[0]) == 3


@pytest.mark.parametrize("penalty", [0, 2])
def test_a_false_catch_is_refused_without_its_penalty_and_costs_it_with(penalty: int) -> None:
    """Decision 19: without ``false_catch_penalty`` a false catch is refused and changes nothing."""
    state = parse_position("R7,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,G6,* R 0 + 0 play 0,0,0",
                           Rules(false_catch_penalty=penalty))
    apply(state, 0, Play(C("R7"), uno=True))  # called in time
    if not penalty:
        assert Catch(0) not in legal_actions(state, 2)
        with pytest.raises(IllegalAction) as refused:
            apply(state, 2, Catch(0))
        assert refused.value.reason == "no_catch"
        assert [len(h) for h in state.hands] == [1, 3, 3]
    else:
        apply(state, 2, Catch(0))
        assert [len(h) for h in state.hands] == [1, 3, 5]
        assert state.log[-2]["type"] == "false_catch"


@pytest.mark.parametrize("penalty", [0, 2])
def test_a_wrong_uno_call_is_refused_without_its_penalty_and_costs_it_with(penalty: int) -> None:
    """Decision 19: without ``false_uno_penalty`` a call without an UNO hand is refused."""
    state = parse_position("R7,G7,B4/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,G6,* R 0 + 0 play 0,0,0",
                           Rules(false_uno_penalty=penalty))
    if not penalty:
        with pytest.raises(IllegalAction) as refused:
            apply(state, 0, CallUno())
        assert refused.value.reason == "cannot_call_uno"
        assert len(state.hands[0]) == 3
    else:
        apply(state, 0, CallUno())
        assert len(state.hands[0]) == 5 and any(e["type"] == "false_uno" for e in state.log)


def test_partners_both_show_their_teams_score() -> None:
    """Teams: every seat's score is its team's total."""
    state = parse_position("R7/Y2,B2/W,W4/B8,G9 Y3,R5 G1,G2,G4,* R 0 + 0 play 0,0,0,0",
                           Rules(teams="pairs"))
    apply(state, 0, Play(C("R7")))
    assert state.scores == [21, 0, 21, 0]


@pytest.mark.parametrize("on", [True, False])
def test_with_two_players_only_the_reverse_depends_on_two_player_rules(on: bool) -> None:
    """On, a Reverse acts as a Skip (play comes back); off, it only flips the direction, so
    the other player moves. A Skip brings play back either way."""
    rules = Rules(two_player_rules=on)
    state = parse_position("RR,G7,G8/Y2,B2,G3 Y3,R3 G1,G2,G4,* R 0 + 0 play 0,0", rules)
    apply(state, 0, Play(C("RR")))
    assert seat_to_move(state) == (0 if on else 1)
    state = parse_position("RS,G7,G8/Y2,B2,G3 Y3,R3 G1,G2,G4,* R 0 + 0 play 0,0", rules)
    apply(state, 0, Play(C("RS")))
    assert seat_to_move(state) == 0


@pytest.mark.parametrize("judgement_day", [True, False])
def test_a_date_outside_the_naming_phase_is_refused_alike_for_every_seat(
        judgement_day: bool) -> None:
    """A stranger's client (proto25 F3): the seat to move got ``not_allowed`` and every other
    seat ``not_your_turn`` for the same ``date``; PROTOCOL.md names ``not_allowed`` (and
    ``rule_off`` at a table without judgement day)."""
    from core import NameDate

    state = parse_position("R7,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,G4,G5,G6,* R 0 + 0 play 0,0,0",
                           Rules(judgement_day=judgement_day))
    for seat in range(3):
        with pytest.raises(IllegalAction) as refused:
            apply(state, seat, NameDate(1, 2))
        assert refused.value.reason == ("not_allowed" if judgement_day else "rule_off"), seat
