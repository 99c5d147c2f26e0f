"""fixrules52: the refusal sentences rules52 found false (its findings 4 to 9), each said where
it is true and only there; the codes stay as they were."""

from __future__ import annotations

import pytest
from test_house_kit import c, do, table, wild

from core import (
    CallUno,
    Catch,
    Color,
    DeathNumber,
    Draw,
    IllegalAction,
    Judgement,
    Play,
    Rules,
    check,
    legal_actions,
)
from core.game import (
    DEATH_NUMBER_WHY,
    JUDGEMENT_TARGET,
    JUMP_IN_SET,
    NO_CATCH,
    REASONS,
    SENTENCES,
    UNO_CALLED,
    UNO_REFUSED,
)


def refusal(state, seat, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        check(state, seat, action)
    return info.value


# ---------------------------------------------------------------- 4: a jump-in's own fields
def test_jump_in_sentences_say_what_the_play_lacks() -> None:
    rules = Rules(jump_in=True, seven_o=True, multi_play="same_value")
    s = table(["W R7 G5", "B1 B2", "W R7 Y3", "Y4 Y5"], "R2", rules)
    do(s, 0, wild("W", "green"))
    assert str(refusal(s, 2, Play(c("W")))) == REASONS["color_required"]
    assert wild("W", "red") in legal_actions(s, 2)
    s = table(["B7 R7 G5", "B1 B2", "W R7 G7 Y3", "Y4 Y5"], "R2", rules)
    do(s, 0, Play(c("R7"), target=1))
    e = refusal(s, 2, Play(c("R7")))
    assert (e.reason, str(e)) == ("no_jump_in", REASONS["target_required"])
    assert str(refusal(s, 2, Play(c("R7"), target=2))) == REASONS["bad_target"]
    assert str(refusal(s, 2, Play(c("R7"), Color.RED, target=3))) == REASONS["color_not_allowed"]
    assert str(refusal(s, 2, Play(c("R7"), also=(c("G7"),), target=3))) == JUMP_IN_SET
    assert Play(c("R7"), target=3) in legal_actions(s, 2)
    # a card that is not the one just played keeps the code's own sentence
    assert str(refusal(s, 2, Play(c("Y3")))) in (REASONS["no_jump_in"], REASONS["not_your_turn"])


# ---------------------------------------------------------------- 5: one's own date
def test_judgement_on_own_date_and_on_no_seat() -> None:
    s = table(["R1 Y2 G2 B5 R9", "Y7 Y8", "G7 G8"], "R5", Rules(judgement_day=True))
    s.dates = [[12, 25], [3, 3], [4, 4]]
    e = refusal(s, 0, Judgement(0, Color.BLUE))
    assert (e.reason, str(e)) == ("no_judgement", JUDGEMENT_TARGET["own"])
    assert str(refusal(s, 0, Judgement(3, Color.BLUE))) == JUDGEMENT_TARGET["seat"]
    assert str(refusal(s, 0, Judgement(1, Color.BLUE))) == REASONS["no_judgement"]  # no 3 3


# ---------------------------------------------------------------- 6, 8: catches
def test_catch_of_a_hand_swapped_to_one_card_says_the_swap_counts_as_called() -> None:
    s = table(["R7 G2", "Y1", "Y3 Y4 B5", "Y5 Y6 B6"], "R5", Rules(seven_o=True))
    do(s, 0, Play(c("R7"), target=1))  # seat 0 now holds Y1, seat 1 G2
    assert (refusal(s, 2, Catch(0)).reason, str(refusal(s, 2, Catch(0)))) == (
        "no_catch", NO_CATCH["swapped"])
    assert str(refusal(s, 2, Catch(1))) == NO_CATCH["swapped"]
    assert str(refusal(s, 0, CallUno())) == UNO_REFUSED["swapped"]


def test_catch_of_one_who_called_still_says_called() -> None:
    s = table(["R1 G2", "Y1 Y7", "Y3 Y4 B5", "Y5 Y6 B6"], "R5", Rules(seven_o=True))
    do(s, 0, Play(c("R1"), uno=True))
    assert str(refusal(s, 2, Catch(0))) == NO_CATCH["called"]
    assert str(refusal(s, 0, CallUno())) == UNO_CALLED


def test_multi_play_catches_nothing_before_a_play_then_too_late_after_one() -> None:
    rules = Rules(multi_play="same_value")
    s = table(["R1 R2 R4", "Y1 Y2 Y3", "B5 B6 B7", "G7 G8 G9"], "R3", rules)
    # (table() lays out a position without its history: a real round starts with round_start)
    s.log.append({"seq": 1, "type": "round_start", "round": 1, "dealer": 3, "card": "R3"})
    assert str(refusal(s, 1, Catch(0))) == NO_CATCH["none"]
    do(s, 0, Play(c("R1")))
    assert Catch(0) in legal_actions(s, 1)  # an accusation, judged
    do(s, 1, Play(c("Y1")))
    assert str(refusal(s, 2, Catch(0))) == NO_CATCH["late"]
    do(s, 2, Draw())  # (no 1 and no yellow: a draw)
    assert str(refusal(s, 3, Catch(2))) == NO_CATCH["none"]


def test_multi_play_catch_of_a_hand_larger_than_any_set() -> None:
    rules = Rules(multi_play="same_value")
    s = table(["R1 R2 R4 R6 R8 G1 G2 G4 G6", "Y1 Y2 Y3", "B5 B6 B7", "G7 G8 G9"], "R3", rules)
    assert str(refusal(s, 1, Catch(0))) == NO_CATCH["many"]
    do(s, 0, Play(c("R1")))  # 8 cards left: an UNO hand could be one of 8 of one value
    assert Catch(0) in legal_actions(s, 1)


# ---------------------------------------------------------------- 7: UNO calls
def test_refused_uno_call_under_multi_play_says_the_set_condition() -> None:
    s = table(["R5 G5", "Y1 Y2 Y3", "B5 B6 B7", "G7 G8 G9"], "R3", Rules(multi_play="same_value"))
    assert CallUno() in legal_actions(s, 0)
    assert str(refusal(s, 1, CallUno())) == UNO_REFUSED["set"]
    s = table(["R5 G5", "Y1 Y2 Y3", "B5 B6 B7", "G7 G8 G9"], "R3", Rules())
    assert str(refusal(s, 1, CallUno())) == REASONS["cannot_call_uno"]


def test_refused_uno_call_of_a_caught_player_says_so() -> None:
    rules = Rules(uno_penalty_per_catcher=True, multi_play="same_value")
    # seat 0 plays R1 leaving R5 G5 (a set) without calling; caught; draws Y5 B5: still a set
    s = table(["R1 R5 G5", "Y1 Y2 Y3", "B6 B7 B8", "G7 G8 G9"], "R3", rules, pile="Y5 B5")
    do(s, 0, Play(c("R1")))
    do(s, 2, Catch(0))
    assert sorted(x.code for x in s.hands[0]) == ["B5", "G5", "R5", "Y5"]
    assert str(refusal(s, 0, CallUno())) == UNO_REFUSED["caught"]


# ---------------------------------------------------------------- 9: death number on no number
def test_death_number_on_a_skip_or_a_wild_says_no_number_was_played() -> None:
    rules = Rules(death_number=True)
    for top, play in (("RS", Play(c("RS"))), ("W", wild("W", "red"))):
        s = table([f"{top} G9 B1", "Y1 Y2", "Y4 B5", "G5 G3"], "R2", rules)
        do(s, 0, play)
        for seat in (2, 3):  # an all-number hand, and one that would not add up anyway
            e = refusal(s, seat, DeathNumber())
            assert (e.reason, str(e)) == ("no_death_number", DEATH_NUMBER_WHY["number"])


def test_every_new_sentence_is_listed() -> None:
    for sentence in (*UNO_REFUSED.values(), JUMP_IN_SET, *JUDGEMENT_TARGET.values(),
                     NO_CATCH["swapped"], NO_CATCH["many"], NO_CATCH["none"],
                     DEATH_NUMBER_WHY["number"], REASONS["color_required"],
                     REASONS["target_required"]):
        assert sentence in SENTENCES
    assert len(set(SENTENCES)) == len(SENTENCES)
    assert all(len(text) <= 60 for text in NO_CATCH.values())
