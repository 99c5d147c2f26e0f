"""Positions: a table written as text reads back as exactly that table, impossible tables are
refused with their reason in words, and no text at all crashes the reader. (That every reachable
state is valid and round-trips is checked after every action of the property walks.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from core_testkit import codes
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Draw, GameState, Rules, apply, new_game, preset
from core.game import Phase
from core.position import (
    InvalidPosition,
    PositionError,
    PositionStatus,
    check_position,
    format_position,
    is_valid,
    parse_position,
    position_fields,
    position_status,
)

EXAMPLE = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3"


def test_the_documented_example_is_the_table_it_describes() -> None:
    state = parse_position(EXAMPLE, Rules(), seed=7)
    assert [codes(h) for h in state.hands] == [["R5", "G7", "W"], ["YS", "B2"], ["B8"]]
    assert codes(state.discard) == ["Y3", "R3", "GS"] and state.top.code == "GS"
    assert state.color is not None and state.color.letter == "G"
    assert (state.current, state.direction, state.pending, state.phase) == (1, 1, 0, Phase.PLAY)
    assert state.scores == [0, 12, 40] and state.round_no == 3
    assert state.dealer == 0  # left out: the seat before the one to move
    assert len(state.draw_pile) == 108 - 9 and state.card_count() == 108
    assert is_valid(state)
    assert format_position(state) == EXAMPLE


def test_the_listed_draw_pile_is_drawn_first_and_in_order() -> None:
    state = parse_position("R5,G7/YS,B2 GS B9,Y1,* G 1 + 0 play 0,0", Rules(), seed=1)
    apply(state, 1, Draw())  # seat 1 holds no green and no Skip
    assert codes(state.hands[1])[-1] == "B9"
    state.current = 1
    state.drawn = None
    apply(state, 1, Draw())
    assert codes(state.hands[1])[-1] == "Y1"


def test_every_other_field_round_trips_through_the_text() -> None:
    text = ("R5,G7/B2/-/Y1 GS,W4 B9,* R 1 + 4:W4 challenge 10,0,0,0 round=2 dealer=3 by=0 fresh=1 "
            "uno=3 catch=3 spent=1:2:3 wd4=0:1:G:bluff out=2 dates=12-25/1-1/2-29/7-4 id=55 "
            "rules=custom")
    rules = Rules(scoring="elimination", judgement_day=True, false_catch_penalty=2)
    state = parse_position(text, rules, seed=3)
    assert state.wd4 is not None and state.wd4.bluff and state.wd4.previous_color.letter == "G"
    assert state.uno_called == [False, False, False, True] and state.finished == [2]
    assert state.dates[2] == [2, 29] and state.state_id == 55 and state.spent == [[1, 2, 3]]
    assert format_position(state) == text
    again = parse_position(format_position(state), rules, seed=3)
    assert position_fields(again) == position_fields(state)


def test_a_preset_travels_in_the_text_and_custom_rules_must_be_passed() -> None:
    house = new_game(preset("house"), 3, 5)
    text = format_position(house)
    assert text.endswith(" rules=house")
    assert parse_position(text).rules == preset("house")
    custom = new_game(Rules(uno_penalty=4), 3, 5)
    with pytest.raises(PositionError, match="pass the table's rules"):
        parse_position(format_position(custom))
    with pytest.raises(PositionError, match="other rules"):
        parse_position(text, Rules())


@pytest.mark.parametrize(("text", "words"), [
    ("R5/G7 GS", "at least 9"),
    ("R5/G7 GS * G 1 + 0 play 0,0 round", "not key=value"),
    ("R5/G7 GS * G 1 + 0 play 0,0 colour=R", "unknown field 'colour'"),
    ("R5/G7 GS * G 1 + 0 play 0,0 round=2 round=3", "given twice"),
    ("R5/Q7 GS * G 1 + 0 play 0,0", "'Q7' is not a card code"),
    ("R5/G7 GS *,B9 G 1 + 0 play 0,0", "'*' may only end"),
    ("R5/G7 GS * green 1 + 0 play 0,0", "not a colour letter"),
    ("R5/G7 GS * G one + 0 play 0,0", "not a whole number"),
    ("R5/G7 GS * G 1 > 0 play 0,0", "neither + nor -"),
    ("R5/G7 GS * G 1 + 2:S play 0,0", "neither D nor W4"),
    ("R5/G7 GS * G 1 + 0 playing 0,0", "phase 'playing'"),
    ("R5/G7 GS * G 1 + 0 play 0,0 wd4=0:1:G", "OFFENDER:VICTIM:COLOUR"),
    ("R5/G7 GS * G 1 + 0 play 0,0 dates=1-1", "has 1 seats"),
])
def test_text_that_is_not_a_position_is_refused_quoting_it(text: str, words: str) -> None:
    with pytest.raises(PositionError) as info:
        parse_position(text, Rules())
    assert words in str(info.value) and repr(text) in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(("text", "bit", "words"), [
    ("R5,R5,R5/G7 GS * G 1 + 0 play 0,0", PositionStatus.DECK, "108 cards"),
    ("R5/G7/B1 GS * G 7 + 0 play 0,0,0", PositionStatus.TURN, "seat to move"),
    ("R5 GS * G 0 + 0 play 0", PositionStatus.SEATS, "2 to 10 seats"),
    ("R5/G7 GS * G 1 + 0 play 0,0,0", PositionStatus.SEATS, "2 to 10 seats"),
    ("R5/G7 GS * G 1 + 0 round_over 0,0", PositionStatus.PHASE, "result"),
    ("R5/G7 GS * - 1 + 0 play 0,0", PositionStatus.COLOUR, "colour"),
    ("R5/G7 GS * G 1 + 2:D play 0,0", PositionStatus.PENDING, "pending draw"),
    ("R5/G7 W4 * G 1 + 4:W4 challenge 0,0", PositionStatus.CHALLENGE, "Wild Draw Four"),
    ("R5/- GS * G 0 + 0 play 0,0", PositionStatus.EMPTY_HAND, "no cards"),
    ("R5/G7 GS * G 1 + 0 play 0,0 drawn=R5", PositionStatus.DRAWN, "just drawn"),
    ("R5/G7 - * G 1 + 0 play 0,0", PositionStatus.TOP, "top card"),
])
def test_impossible_tables_are_named_in_words(text: str, bit: PositionStatus, words: str) -> None:
    state = parse_position(text, Rules())
    status = position_status(state)
    assert bit in status and not is_valid(state)
    with pytest.raises(InvalidPosition) as info:
        check_position(state)
    assert words in str(info.value) and info.value.status == status


def test_a_valid_table_passes_the_check() -> None:
    state = parse_position(EXAMPLE, Rules())
    assert position_status(state) == PositionStatus.VALID
    check_position(state)  # raises if not


def test_from_dict_refuses_impossible_states_with_the_reason() -> None:
    good = new_game(Rules(), 3, 11).to_dict()
    assert GameState.from_dict(good).digest() == new_game(Rules(), 3, 11).digest()
    extra = {**good, "hands": [*good["hands"][:2], good["hands"][2] + ["R1", "R1"]]}
    with pytest.raises(InvalidPosition, match="108 cards"):
        GameState.from_dict(extra)
    with pytest.raises(InvalidPosition, match="seat to move"):
        GameState.from_dict({**good, "current": 7})
    with pytest.raises(InvalidPosition, match="result"):
        GameState.from_dict({**good, "phase": "round_over"})
    with pytest.raises(InvalidPosition, match="not a game state: CardError"):
        GameState.from_dict({**good, "hands": "R5"})
    with pytest.raises(InvalidPosition, match="not a game state"):
        GameState.from_dict({"rules": {}})


def test_a_table_waiting_for_dates_is_a_position_too() -> None:
    state = new_game(Rules(judgement_day=True), 3, 2)
    assert state.phase is Phase.NAME_DATES
    text = format_position(state)
    assert text.startswith("-/-/- - * - ") and " name_dates " in text
    assert position_fields(parse_position(text, state.rules, seed=state.rng)) == \
        position_fields(state)


TOKENS = st.sampled_from([
    "R5", "G7", "W", "W4", "YS", "B2", "BD", "*", "-", ",", "/", " ", ":", "=", "0", "1", "7",
    "+", "4:W4", "2:D", "G", "R", "play", "challenge", "give", "round_over", "name_dates",
    "round=", "dealer=", "wd4=", "give=", "result=", "dates=", "drawn=", "uno=", "spent=",
    "out=", "elim=", "fresh=", "by=", "id=", "rules=", "house", "custom", "bluff", "fair", "12-25",
    "out", "x", "\n", "é", "99999999999999999999",
])
PREFIX = st.sampled_from(["", "R5,G7/YS,B2 GS B9,* G 1 + 0 play 0,0 ",
                          "R5/G7/B1 W4 * G 1 + 4:W4 challenge 0,0,0 "])


@settings(max_examples=400, deadline=None)
@given(text=st.one_of(st.text(max_size=80), st.builds(
    lambda prefix, tokens: prefix + "".join(tokens), PREFIX, st.lists(TOKENS, max_size=30))))
def test_no_text_crashes_the_reader(text: str) -> None:
    """Anything at all either reads as a state (whose status and text never raise) or is refused
    with PositionError."""
    try:
        state = parse_position(text, Rules())
    except PositionError:
        return
    position_status(state)
    again = format_position(state)
    assert position_fields(parse_position(again, Rules(), seed=0)) == position_fields(state)


def test_every_example_in_the_documentation_is_a_valid_position_written_as_it_reads() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "POSITION.md").read_text()
    examples = [b for b in re.findall(r"```\n([^`]*?)\n```", doc) if " play" in b
                or " challenge " in b or " round_over " in b or " name_dates " in b]
    assert len(examples) >= 4
    for text in examples:
        rules = Rules(judgement_day=True) if "rules=custom" in text else None
        state = parse_position(text, rules)
        check_position(state)
        assert format_position(state) == text
