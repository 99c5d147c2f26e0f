"""Positions: a table written as text reads back as exactly that table, impossible tables are
refused with their reason in words, and no text at all crashes the reader. (That every reachable
state is valid and round-trips is checked after every action of the property walks.)"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from core_testkit import codes
from hypothesis import given, settings
from hypothesis import strategies as st

from core import (
    Catch,
    DeathNumber,
    Draw,
    GameState,
    Play,
    Rules,
    apply,
    legal_actions,
    new_game,
    preset,
    view,
)
from core.bots.memory import Memory
from core.bots.worlds import sample_world
from core.cards import Card
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
from core.rng import Rng

EXAMPLE = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2"


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
    ("R5/G7 GD * G 1 + 2 play 0,0", "pending draw 2 needs its kind: 2:D or 2:W4"),
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
    ("R5/G7 GS * G 1 + 2:D play 0,0", PositionStatus.PENDING, "2:D on GS: the draw card on top"),
    ("R5/G7 GD * G 1 + 2:D play 0,0", PositionStatus.PENDING, "the victim draws at once"),
    ("R5/G7 W4 * G 1 + 4:W4 challenge 0,0", PositionStatus.CHALLENGE, "Wild Draw Four"),
    ("R5/- GS * G 0 + 0 play 0,0", PositionStatus.EMPTY_HAND, "no cards"),
    ("R5/G7 GS * G 1 + 0 play 0,0 drawn=R5", PositionStatus.DRAWN, "just drawn"),
    ("R5/G7 - * G 1 + 0 play 0,0", PositionStatus.TOP, "top card"),
    ("R5/G7 GS * G 1 + 0 play 0,0 by=2", PositionStatus.TOP, "by=2: seat 2 is not at this 2-seat"),
    ("R5/G7 GS * G 1 + 0 play 0,0 by=-1", PositionStatus.TOP, "played by a seat not at"),
    ("R5/G7 R3 * G 1 + 0 play 0,0", PositionStatus.COLOUR, "green in play on R3"),
    ("R5/G7,B1 GS * G 0 + 0 play 0,0 catch=1", PositionStatus.CATCH, "catch=1 on a hand of 2"),
    ("R5/G7 GS * G 0 + 0 play 0,0 catch=1 caught=0", PositionStatus.CATCH, "caught="),
])
def test_impossible_tables_are_named_in_words(text: str, bit: PositionStatus, words: str) -> None:
    state = parse_position(text, Rules())
    status = position_status(state)
    assert bit in status and not is_valid(state)
    with pytest.raises(InvalidPosition) as info:
        check_position(state)
    assert words in str(info.value) and info.value.status == status


@pytest.mark.parametrize(("text", "rules", "bit"), [
    # (rules44) a pending Draw Two never waits where penalties are not deferred (decision 16)
    ("R5,G7/R2,B2/B8,Y4 Y3,RD * R 2 + 2:D play 0,0,0 by=1 fresh=1", Rules(),
     PositionStatus.PENDING),
    # every draw card adds 2 or 4: an odd penalty cannot be
    ("R5,G7/R2,B2/B8,Y4 Y3,RD * R 2 + 3:D play 0,0,0 by=1 fresh=1 rules=house", preset("house"),
     PositionStatus.PENDING),
    # under same_type no four lies on a Draw Two: a four's penalty is a multiple of 4
    ("R5,G7/R2,B2/B8,Y4 R3,W4 * B 2 + 6:W4 challenge 0,0,0 by=1 fresh=1 wd4=1:2:R:bluff "
     "rules=house", preset("house"), PositionStatus.PENDING),
    # a Wild waiting for its colour was turned up at the deal: alone, played by nobody…
    ("R5,G1/B2,B3 G4,R4,W * - 1 + 0 choose_color 0,0", Rules(), PositionStatus.TOP),
    ("R5,G1/B2,B3 W * - 1 + 0 choose_color 0,0 fresh=1 by=0", Rules(), PositionStatus.TOP),
    # … and before anyone played, no catch window (nor one on a top card not fresh)
    ("R5/B2,B3 W * - 1 + 0 choose_color 0,0 catch=0", Rules(),
     PositionStatus.TOP | PositionStatus.CATCH),
    # an UNO call stands on an UNO hand only (a draw ends it)
    ("R5,G1/B2,B3 W * - 1 + 0 choose_color 0,0 uno=1", Rules(), PositionStatus.CATCH),
    ("R5,G1,G2/B2,B3 G4 * G 1 + 0 play 0,0 uno=0", Rules(), PositionStatus.CATCH),
    # one who called UNO cannot be caught (decision 19): no window open on them
    ("G2/Y1,Y2,R7/Y3,Y4/Y5,Y6 R5,R1 * R 1 + 0 play 0,0,0,0 by=0 fresh=1 uno=0 catch=0", Rules(),
     PositionStatus.CATCH),
    # a four's victim is the seat after its player
    ("R5,G7/R2,B2/B8,Y4 R3,W4 * B 0 + 4:W4 challenge 0,0,0 by=1 fresh=1 wd4=1:0:R:bluff", Rules(),
     PositionStatus.CHALLENGE),
    # a bluffer still holds the colour before the four (nothing was played since)
    ("R5,G7/B2,B3/B8,Y4 R3,W4 * B 2 + 4:W4 challenge 0,0,0 by=1 fresh=1 wd4=1:2:R:bluff", Rules(),
     PositionStatus.CHALLENGE),
])
def test_tables_that_no_play_leads_to_are_refused(text: str, rules: Rules,
                                                  bit: PositionStatus) -> None:
    """Found by rules44 writing positions from the rule sheets: each was read as valid, and the
    engine played on from it."""
    state = parse_position(text, rules)
    assert position_status(state) == bit
    with pytest.raises(InvalidPosition):
        check_position(state)


@pytest.mark.parametrize(("text", "rules"), [
    ("R5,G7/R2,B2/B8,Y4 Y3,RD * R 2 + 2:D play 0,0,0 by=1 fresh=1 rules=house", preset("house")),
    # a four on a Draw Two, where that stacks
    ("R5,G7/R2,B2/B8,Y4 Y3,RD,W4 * B 2 + 6:W4 challenge 0,0,0 by=1 fresh=1 wd4=1:2:R:bluff "
     "rules=chinese-party", preset("chinese-party")),
    ("R5,G1/B2,B3 W * - 1 + 0 choose_color 0,0", Rules()),
    # a fair four whose player drew since (caught on the one card it left) may hold the colour:
    # the flag, not the hand, says what the four was
    ("R5,G7/R2,B2,B4/B8,Y4 R3,W4 * B 2 + 4:W4 challenge 0,0,0 by=1 fresh=1 wd4=1:2:R:fair",
     Rules()),
    # under multi-play a call on a hand of several cards stands, and may be accused after a play
    # that did not call again (decision 15)
    ("R5,G7/Y2,B2,G3 GS * G 1 + 0 play 0,0 by=0 fresh=1 uno=0 catch=0",
     preset("chinese-party")),
])
def test_tables_a_play_leads_to_stay_valid(text: str, rules: Rules) -> None:
    assert position_status(parse_position(text, rules)) == PositionStatus.VALID


def test_a_challenge_of_a_last_card_is_no_position() -> None:
    """Decision 18 (review33 #5): a Wild Draw Four that was its player's last card is never a
    bluff, so no table waits on its challenge, elimination or not."""
    text = "-/Y1,Y2/G1,G2 W4 * B 1 + 4:W4 challenge 0,0,0 wd4=0:1:R:fair out=0"
    state = parse_position(text, Rules(scoring="elimination"))
    assert PositionStatus.CHALLENGE in position_status(state)


@pytest.mark.parametrize(("text", "rules"), [
    # a throw on judgement day names its own colour, whatever the colour of the cards thrown
    ("R5,G7/Y2 R3 * G 1 + 0 play 0,0 by=0 dates=1-1/2-2", Rules(judgement_day=True)),
    # under multi-play the window opens after every play leaving two cards or more (RULES.md 15)
    # (seat 1 played the Skip, two at the table: its turn again, its window open)
    ("R5,G7/Y2,B2,G3 GS * G 1 + 0 play 0,0 by=1 fresh=1 catch=1", preset("chinese-party")),
    # caught once with a penalty per catcher: the target holds its penalty, the others may catch
    ("R5,G7/Y2,B2,G3/B1 GS * G 2 + 0 play 0,0,0 by=1 fresh=1 catch=1 caught=0",
     preset("chinese-party")),
])
def test_what_some_rules_make_possible_stays_valid(text: str, rules: Rules) -> None:
    assert position_status(parse_position(text, rules)) == PositionStatus.VALID


@pytest.mark.parametrize(("hand", "rules", "words"), [
    ("Y2,B2,G3", Rules(multi_play="identical"), "with multi_play=identical an UNO hand holds 1 to 2"),
    ("Y2,B2,G3,G4,G5,G6,G8,G9,Y9", Rules(multi_play="same_value"), "an UNO hand holds 1 to 8"),
])
def test_no_catch_window_on_a_hand_larger_than_an_uno_hand(hand: str, rules: Rules,
                                                           words: str) -> None:
    state = parse_position(f"R5,G7/{hand}/B8 Y3,R3 * R 0 + 0 play 0,0,0 catch=1 rules=custom",
                           rules)
    with pytest.raises(InvalidPosition, match=words) as info:
        check_position(state)
    assert info.value.status == PositionStatus.CATCH


def test_a_bots_world_in_a_window_already_caught_is_a_valid_table() -> None:
    """With a penalty per catcher the window stays open on the caught hand (its penalty in it);
    who caught is not in a view, so a world rebuilt from the next seat's view has no ``caught``:
    the check accepts it, or the hard bot would find no world to search."""
    state = parse_position("R5,G7/Y2,B2,G3/B8,G9,Y5,R9 Y3,R3 * R 0 + 0 play 0,0,0 rules=custom",
                           Rules(uno_penalty_per_catcher=True))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 2, Catch(0))
    assert (state.catchable, state.caught_by, len(state.hands[0])) == (0, [2], 3)
    memory = Memory()
    memory.see(view(state, 1))
    world = sample_world(view(state, 1), memory, Rng(1))
    assert world is not None and world.catchable == 0 and world.caught_by == []


def test_a_death_number_leaves_its_thrown_hand_under_the_colour_in_play() -> None:
    state = parse_position("R3,Y1,Y2/B1,B5/G4,B2 R2 * R 0 + 0 play 0,0,0 rules=custom",
                           Rules(death_number=True))
    apply(state, 0, Play(Card.parse("R3")))
    apply(state, 2, DeathNumber())
    assert state.phase is Phase.ROUND_OVER and state.top.code == "B2"
    assert state.color is not None and state.color.letter == "R"
    assert (state.top_by, state.fresh) == (0, True)  # as the last play left them (POSITION.md)
    check_position(state)


def test_what_is_wrong_is_named_by_its_value() -> None:
    def message(text: str) -> str:
        with pytest.raises(InvalidPosition) as info:
            check_position(parse_position(text))
        return str(info.value)
    good = "R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 * R 0 + 0 play 0,0,0"
    assert "(1 too many: G7)" in message(good.replace("R5,G7", "R5,G7,G7,G7"))
    assert "(96 missing: R0, R1 ×2, R2 ×2, R3 and 90 more)" in message(
        good.replace("*", "G1,G2"))
    assert "(3 seats but 2 scores)" in message(good.replace("0,0,0", "0,0"))
    assert "(seat 3 is not at this 3-seat table)" in message(good.replace(" R 0 ", " R 3 "))
    assert "(seat 7 is not at this 3-seat table)" in message(good + " dealer=7")
    assert "(round=0 once dealt: the first round is 1)" in message(good + " round=0")
    assert "exactly 2 players, not 3" in message(good + " rules=two-player")


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


@pytest.mark.parametrize(("field", "value"), [
    ("current", "zero"), ("dealer", 1.0), ("fresh", "yes"), ("scores", [0, "0", 0]),
    ("caught_by", [None]), ("uno_called", [0, 0, 0]), ("top_by", True),
])
def test_a_field_of_the_wrong_type_is_a_form_problem(field: str, value: object) -> None:
    good = new_game(Rules(), 3, 11).to_dict()
    with pytest.raises(InvalidPosition) as info:
        GameState.from_dict({**good, field: value})
    assert info.value.status == PositionStatus.FORM and "wrong type" in str(info.value)


def test_a_count_below_zero_is_a_syntax_error_and_a_pending_problem_in_code() -> None:
    """Counts (the pending draw, round, id, a swap's cards left, spent kinds) are whole numbers
    of 0 or more in the grammar; seats may be any whole number and the check places them."""
    good = "R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,RD * R 0 + 2:D play 0,0,0 by=2 fresh=1 rules=house"
    for text in (good.replace("2:D", "-2:D"), good + " round=-1", good + " id=-1"):
        with pytest.raises(PositionError, match="below 0"):
            parse_position(text)
    assert position_status(parse_position(good.replace(" 0 + ", " -1 + "))) == PositionStatus.TURN
    data = parse_position(good).to_dict()
    with pytest.raises(InvalidPosition) as info:
        GameState.from_dict({**data, "pending": -2})
    assert info.value.status == PositionStatus.PENDING


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


#: The presets, and presets with judgement day (whose throws name a colour of their own) and the
#: other house rules that move cards in unusual ways (death number, wild powers, misplays).
WALKED = {
    "official": preset("official"),
    "house": preset("house"),
    "chinese-party": preset("chinese-party"),
    "two-player": preset("two-player"),
    "house+judgement": preset("house").replace(judgement_day=True, death_number=True,
                                               wild_powers=True),
    "chinese-party+judgement": preset("chinese-party").replace(
        judgement_day=True, misplay_penalty=2, false_catch_penalty=2),
    "elimination+judgement": Rules(judgement_day=True, scoring="elimination"),
}


def test_every_state_of_random_play_under_the_presets_is_valid() -> None:
    """Random legal actions by every seat and the table (out-of-turn catches and calls as often
    as turns), 6 games of up to 300 actions per rule set: each state reached is VALID, including
    the ones the stricter checks look at (a colour other than the top card's, a catch window on
    a hand of several cards)."""
    states = foreign = many = 0
    for name, rules in WALKED.items():
        for game in range(6):
            rnd = random.Random(game)
            players = 2 if rules.players == 2 else 2 + game % 4
            state = new_game(rules, players, game)
            for _ in range(300):
                status = position_status(state)
                assert status == PositionStatus.VALID, (name, format_position(state))
                states += 1
                if state.discard and state.color not in (None, state.top.color) \
                        and state.top.color is not None:
                    foreign += 1
                if state.catchable is not None and len(state.hands[state.catchable]) > 1:
                    many += 1
                if state.phase is Phase.MATCH_OVER:
                    break
                seat, action = rnd.choice([(seat, a) for seat in (None, *range(players))
                                           for a in legal_actions(state, seat)])
                apply(state, seat, action)
    assert states > 10_000 and foreign > 100 and many > 100, (states, foreign, many)


def test_the_dealer_left_out_is_the_seat_before_current_in_the_direction_of_play() -> None:
    clockwise = parse_position("R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 * R 0 + 0 play 0,0,0")
    backwards = parse_position("R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 * R 0 - 0 play 0,0,0")
    assert (clockwise.dealer, backwards.dealer) == (2, 1)
    backwards.dealer = 2
    assert format_position(backwards).endswith(" play 0,0,0 dealer=2")


def test_rules_passed_beside_a_text_without_rules_are_the_tables_and_are_written_back() -> None:
    text = "R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 * R 0 + 0 play 0,0,0"
    assert parse_position(text).rules == Rules()
    house = parse_position(text, preset("house"))
    assert house.rules == preset("house")
    assert format_position(house) == text + " rules=house"  # the round trip needs the name
    assert parse_position(text + " rules=house", preset("house")).rules == preset("house")


@pytest.mark.parametrize(("text", "rules", "problem"), [
    # (a team's score is each partner's)
    ("R5,G7/Y2,B2,G3/B8,G9,Y5/G1 Y3,R3 * R 1 + 0 play 10,0,0,0", {"teams": "pairs"},
     PositionStatus.SEATS),
    # (a round goes on while two teams are in it: not after a whole team went out)
    ("-/Y2,B2,G3/-/G1 Y3,R3 * R 1 + 0 play 0,0,0,0 out=0,2",
     {"teams": "pairs", "scoring": "elimination"}, PositionStatus.OUT),
])
def test_tables_a_team_game_never_leads_to_are_refused(text: str, rules: dict[str, str],
                                                       problem: PositionStatus) -> None:
    """rules45 #9: partners of different scores, and an elimination round going on with one
    team left, were accepted; so were a winner who is the loser (test_match_end_corners45)."""
    state = parse_position(text, Rules(**rules))
    assert position_status(state) == problem, position_status(state)


def test_partners_with_one_score_are_a_valid_table() -> None:
    state = parse_position("R5,G7/Y2,B2,G3/B8,G9,Y5/G1 Y3,R3 * R 1 + 0 play 10,0,10,0",
                           Rules(teams="pairs"))
    assert position_status(state) == PositionStatus.VALID


def test_a_seat_named_twice_in_uno_is_a_syntax_error() -> None:
    """rules45 #9: ``uno=1,1`` was read as ``uno=1`` and written back so: no round trip."""
    with pytest.raises(PositionError, match="names a seat twice"):
        parse_position("R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 * R 1 + 0 play 0,0,0 uno=1,1")


@pytest.mark.parametrize(("text", "rules"), [
    # (the round's points are the other hands' cards: 64 here)
    ("R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,999,0 by=1 result=1:999:out:1:- id=200",
     Rules()),
    # (who went out holds no card)
    ("R5,G7,W/B3/B2 Y3,R3,GS * G 2 + 0 round_over 0,64,0 by=1 result=1:64:out:1:- id=200",
     Rules()),
    # (a standard match is over when its winner reached the target)
    ("R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 match_over 0,64,0 by=1 result=1:64:out:1:- winner=1",
     Rules()),
    # (and its winner is the round's, who alone scored)
    ("R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 match_over 0,564,600 by=1 result=1:64:out:1:- winner=2",
     Rules()),
    # (at the target the match is over: not played on)
    ("R5,G7/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play 600,0,0 round=2", Rules()),
    ("R5,G7/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play -5,0,0 round=2", Rules()),
    ("R5,G7/R2,B2/B8 Y3,R3 * R 1 + 0 play 0,0,0 round=2", Rules(scoring="single")),
    # (out of a challenge match only at the target)
    ("R5,G7/R2,B2/- Y3,R3 * R 1 + 0 play 0,0,0 round=2 elim=2", Rules(scoring="challenge")),
    # (a pending Draw Two waits for the seat after the one who played it)
    ("R5,G7/R2,B2/B8,Y4 Y3,RD * R 2 + 2:D play 0,0,0 by=0", preset("house")),
    # (a drawn card is kept to play only when it fits, and never on a penalty)
    ("R5,G7/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play 0,0,0 drawn=B2", Rules()),
    ("R5,G7/R2,RD/B8,Y4 Y3,RD * R 1 + 2:D play 0,0,0 by=0 drawn=RD", preset("house")),
    # (the catch window is on who played the top card)
    ("R5/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play 0,0,0 by=2 catch=0", Rules()),
    # (mistakes paid for only where the rules make them)
    ("R5,G7/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play 0,0,0 spent=2:1:1", Rules()),
    ("R5,G7/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play 0,0,0 spent=0:1:1", Rules()),
    ("R5,G7/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play 0,0,0 spent=1:1:1", Rules(false_catch_penalty=2)),
    # (no more cards to give than the hand holds)
    ("G7/R2,B2/B8,Y4 Y3,W * R 0 + 0 give 0,0,0 by=0 give=1:3:-", Rules(wild_powers=True)),
    # (a card just played was played by someone)
    ("R5,G7/R2,B2/B8,Y4 Y3,R3 * R 1 + 0 play 0,0,0 fresh=1", Rules()),
    # (rules47 #1: a four awaiting its answer was played by its offender)
    ("R1,G2,G3/Y1,Y2/Y3,Y4 R5,W4 * B 1 + 4:W4 challenge 0,0,0 by=2 fresh=1 wd4=0:1:R:fair",
     Rules()),
    # (a draw ends the top card's freshness)
    ("R1,G2,G3/Y1,Y2,R9/Y3,Y4 R5,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 drawn=R9", Rules()),
    # (the round's points are the winner's under standard scoring)
    ("R1/-/Y3,Y4 R5,R6 * R 1 + 0 round_over 0,0,0 by=1 fresh=1 result=1:8:out:1:-", Rules()),
    # (who went out played the top card)
    ("R1/-/Y3,Y4 R5,R6 * R 1 + 0 round_over 0,8,0 by=0 fresh=1 result=1:8:out:1:-", Rules()),
    # (a card just played leaves the turn where it says: a number to the next seat, a Skip
    # past it, with two players back to its player)
    ("R1,G2,G3/Y1,Y2/Y3,Y4 R5,R6 * R 0 + 0 play 0,0,0 by=0 fresh=1", Rules()),
    ("R1,G2,G3/Y1,Y2/Y3,Y4 R5,R6 * R 2 + 0 play 0,0,0 by=0 fresh=1", Rules()),
    ("R1,G2,G3/Y1,Y2/Y3,Y4 R5,RS * R 1 + 0 play 0,0,0 by=0 fresh=1", Rules()),
    ("R1,G2,G3/Y1,Y2 R5,RS * R 1 + 0 play 0,0 by=0 fresh=1", Rules()),
])
def test_tables_no_play_leads_to_are_refused(text: str, rules: Rules) -> None:
    """rules46 #2, #3, #7, rules47 #1: each of these was VALID, though nothing the engine does
    reaches it: a round's result that contradicts the table, scores the match would have
    ended on or can never hold, turn states no move leaves."""
    state = parse_position(text, rules)
    assert position_status(state) != PositionStatus.VALID
    with pytest.raises(InvalidPosition):
        check_position(state)


def test_the_deck_count_reads_every_place_a_card_can_be() -> None:
    """``deck_mismatch`` — what the DECK check and the test kits count — against a count made
    here from the deck itself, with a card in each place: hands, draw pile, discard pile and the
    cards being given (review92 #7: the kits no longer count for themselves)."""
    from collections import Counter

    from core import new_game
    from core.cards import full_deck
    from core.position import deck_mismatch
    from core.rules import Rules

    state = new_game(Rules(), 3, "deck")
    assert deck_mismatch(state) == (Counter(), Counter())
    card = state.hands[0].pop()
    state.given.append(card)  # (a card being given is on the table)
    assert deck_mismatch(state) == (Counter(), Counter())
    state.given.pop()
    assert deck_mismatch(state) == (Counter(), Counter({card: 1}))
    state.discard.append(card)
    state.draw_pile.append(card)  # (one too many)
    assert deck_mismatch(state) == (Counter({card: 1}), Counter())
    here: Counter[object] = Counter(full_deck())
    assert sum(here.values()) == 108
