"""RULES.md section 6, ``seven_o`` and ``wild_powers`` (peek, swap), with the decided
interactions: a 7 or 0 as the last card, and swapped hands and the UNO obligation
(docs/RULES.md decisions 4 and 5)."""

from __future__ import annotations

from collections import Counter

import pytest
from core_testkit import assert_illegal, events
from test_house_kit import c, do, hand, seen_private, table, wild

from core import CallUno, Catch, Color, Draw, Play, Rules, legal_actions, view
from core.actions import Give
from core.game import Phase

SEVEN_O = Rules(seven_o=True)
POWERS = Rules(wild_powers=True)


# ------------------------------------------------------------------ seven-o


def test_a_seven_swaps_hands_with_the_chosen_player() -> None:
    state = table(["R7 Y1 Y2", "B1 B2", "G1 G2 G3 G4"], "R2", SEVEN_O)
    legal = legal_actions(state, 0)
    assert Play(c("R7"), target=1) in legal and Play(c("R7"), target=2) in legal
    assert Play(c("R7")) not in legal
    assert_illegal(state, 0, Play(c("R7")), "target_required")
    assert_illegal(state, 0, Play(c("R7"), target=0), "bad_target")
    do(state, 0, Play(c("R7"), target=2))
    assert hand(state, 0) == ["G1", "G2", "G3", "G4"]
    assert hand(state, 2) == ["Y1", "Y2"]
    assert hand(state, 1) == ["B1", "B2"]
    assert state.current == 1
    (ev,) = events(state, "swap_hands")
    assert (ev["seat"], ev["target"]) == (0, 2)


@pytest.mark.parametrize("direction", [1, -1])
def test_a_zero_passes_every_hand_to_the_next_player_in_the_direction_of_play(direction: int) -> None:
    state = table(["R0 Y1 Y2", "B1", "G1 G2", "Y5 Y6 Y7"], "R2", SEVEN_O, direction=direction)
    before = [hand(state, s) for s in range(4)]
    before[0] = ["Y1", "Y2"]
    do(state, 0, Play(c("R0")))
    for seat in range(4):
        assert hand(state, (seat + direction) % 4) == before[seat]
    assert state.current == direction % 4


def test_seven_o_off_a_seven_and_a_zero_are_plain_numbers() -> None:
    state = table(["R7 Y1 Y2", "B1 B2", "G1 G2 G3"], "R2", Rules())
    assert_illegal(state, 0, Play(c("R7"), target=2), "bad_target")
    do(state, 0, Play(c("R7")))
    assert hand(state, 0) == ["Y1", "Y2"] and hand(state, 2) == ["G1", "G2", "G3"]


@pytest.mark.parametrize("last", ["R7", "R0"])
def test_a_seven_or_zero_as_the_last_card_goes_out_without_any_swap(last: str) -> None:
    """docs/RULES.md decision 4."""
    state = table([last, "B1 B2", "G1 G2 G3"], "R2", SEVEN_O)
    assert [a for a in legal_actions(state, 0) if isinstance(a, Play)] == [Play(c(last))]
    do(state, 0, Play(c(last)))
    assert state.phase is Phase.ROUND_OVER
    assert state.result is not None and state.result.winner == 0
    assert hand(state, 1) == ["B1", "B2"] and hand(state, 2) == ["G1", "G2", "G3"]
    assert events(state, "swap_hands") == [] and events(state, "rotate_hands") == []


def test_elimination_a_zero_as_the_last_card_passes_no_hands() -> None:
    """docs/RULES.md decision 4 also when play goes on without the player (elimination)."""
    state = table(["R0", "B1 B2", "G1 G2 G3", "Y4 Y5"], "R2",
                  Rules(seven_o=True, scoring="elimination"))
    do(state, 0, Play(c("R0")))
    assert state.finished == [0] and state.phase is Phase.PLAY
    assert [hand(state, s) for s in range(4)] == [[], ["B1", "B2"], ["G1", "G2", "G3"], ["Y4", "Y5"]]
    assert events(state, "rotate_hands") == []


def test_elimination_hands_move_only_among_players_still_in_the_round() -> None:
    rules = Rules(seven_o=True, scoring="elimination")
    state = table(["R5", "R0 B1", "G1 G2 G3", "Y4 Y5"], "R2", rules)
    do(state, 0, Play(c("R5")))  # seat 0 is out
    do(state, 1, Play(c("R0"), uno=True))
    assert [hand(state, s) for s in range(4)] == [[], ["Y4", "Y5"], ["B1"], ["G1", "G2", "G3"]]
    state = table(["R5", "R7 B1", "G1 G2 G3", "Y4 Y5"], "R2", rules)
    do(state, 0, Play(c("R5")))
    assert {a.target for a in legal_actions(state, 1) if isinstance(a, Play)} == {2, 3}
    assert_illegal(state, 1, Play(c("R7"), target=0), "bad_target")


def test_a_one_card_hand_received_by_a_seven_counts_as_called() -> None:
    """docs/RULES.md decision 5: nobody can catch a hand received by a swap."""
    state = table(["R7 G3", "B1 B2", "Y4"], "R2", SEVEN_O)
    do(state, 0, Play(c("R7"), target=2))  # no UNO called with the play
    assert hand(state, 0) == ["Y4"] and hand(state, 2) == ["G3"]
    assert state.catchable is None
    assert state.uno_called[0] and state.uno_called[2]
    assert view(state, 1)["uno"] == [True, False, True]
    for seat in range(3):
        assert not any(isinstance(a, Catch) for a in legal_actions(state, seat))
    assert_illegal(state, 1, Catch(0), "no_catch")
    assert_illegal(state, 1, Catch(2), "no_catch")


def test_a_one_card_hand_received_by_a_zero_counts_as_called() -> None:
    state = table(["R0 G3 G4", "B1 B2", "Y4"], "R2", SEVEN_O)
    do(state, 0, Play(c("R0")))  # seat 0 receives seat 2's single card
    assert hand(state, 0) == ["Y4"]
    assert state.uno_called[0] and state.catchable is None
    assert not any(isinstance(a, Catch) for s in range(3) for a in legal_actions(state, s))


def test_a_big_hand_received_by_a_swap_clears_an_old_uno_call() -> None:
    state = table(["R7 G3", "B1 B2", "Y4 Y5 Y6"], "R2", SEVEN_O)
    do(state, 0, Play(c("R7"), target=2, uno=True))
    assert not state.uno_called[0] and len(state.hands[0]) == 3
    assert state.uno_called[2]


# ------------------------------------------------------------------ wild powers


def test_a_plain_wild_offers_peek_and_swap_on_every_other_player() -> None:
    state = table(["W Y1 Y2", "G1 G2", "B1 B2 B3"], "R2", POWERS)
    wilds = [a for a in legal_actions(state, 0) if isinstance(a, Play) and a.card == c("W")]
    assert {(a.power, a.target) for a in wilds} == {
        (None, None), ("peek", 1), ("peek", 2), ("swap", 1), ("swap", 2)}
    assert {a.color for a in wilds} == set(Color)


def test_peek_reveals_the_targets_hand_to_the_peeker_alone() -> None:
    state = table(["W Y1 Y2", "G1 G2", "B1 B2 B3"], "R2", POWERS)
    do(state, 0, wild("W", "red", target=2, power="peek"))
    assert state.color is Color.RED and state.current == 1
    (mine,) = seen_private(state, 0, "peek")
    assert mine["hand"] == ["B1", "B2", "B3"] and mine["target"] == 2
    for seat in (None, 1, 2):
        (theirs,) = seen_private(state, seat, "peek")
        assert "hand" not in theirs and theirs["target"] == 2
    assert hand(state, 2) == ["B1", "B2", "B3"]


def test_swap_gives_three_cards_one_by_one_and_takes_three_at_random() -> None:
    state = table(["W Y1 Y2 Y3 Y4", "G1 G2", "B1 B2 B3 B4 B5"], "R2", POWERS)
    do(state, 0, wild("W", "red", target=2, power="swap"))
    assert state.phase is Phase.GIVE and state.current == 0
    assert view(state, 1)["give"] == {"to": 2, "left": 3}
    gives = [a for a in legal_actions(state, 0) if isinstance(a, Give)]
    assert gives == [Give(c(x)) for x in ("Y1", "Y2", "Y3", "Y4")]
    assert_illegal(state, 0, Draw(), "give_cards_first")
    assert_illegal(state, 0, Give(c("B1")), "card_not_in_hand")
    assert_illegal(state, 1, Draw(), "not_your_turn")
    do(state, 0, Give(c("Y2")), Give(c("Y4")))
    assert state.phase is Phase.GIVE and view(state, 1)["give"] == {"to": 2, "left": 1}
    assert state.card_count() == 108  # cards in transit are counted
    do(state, 0, Give(c("Y1")))
    assert state.phase is Phase.PLAY and state.current == 1
    assert Counter(hand(state, 2)) >= Counter(["Y1", "Y2", "Y4"]) and len(state.hands[2]) == 5
    got = [x for x in hand(state, 0) if x != "Y3"]
    assert len(got) == 3 and set(got) <= {"B1", "B2", "B3", "B4", "B5"}
    (mine,) = seen_private(state, 0, "swap_cards")
    assert sorted(mine["got"]) == sorted(got) and mine["gave"] == ["Y2", "Y4", "Y1"]
    for seat in (None, 1, 2):
        (theirs,) = seen_private(state, seat, "swap_cards")
        assert "got" not in theirs and "gave" not in theirs
        assert all("card" not in ev for ev in seen_private(state, seat, "give"))


def test_swap_with_fewer_than_three_cards_gives_them_all() -> None:
    state = table(["W Y1 Y2", "G1 G2", "B1 B2 B3 B4 B5"], "R2", POWERS)
    do(state, 0, wild("W", "red", target=2, power="swap"))
    assert state.give_left == 2
    do(state, 0, Give(c("Y1")), Give(c("Y2")))
    assert len(state.hands[0]) == 3 and len(state.hands[2]) == 4


def test_a_one_card_hand_received_by_a_wild_swap_counts_as_called() -> None:
    """docs/RULES.md decision 5, for the wild-power swap."""
    state = table(["W Y1", "G1 G2", "B1"], "R2", POWERS)
    do(state, 0, wild("W", "red", target=2, power="swap", uno=True), Give(c("Y1")))
    assert hand(state, 0) == ["B1"] and hand(state, 2) == ["Y1"]
    assert state.uno_called == [True, False, True]
    assert not any(isinstance(a, Catch) for s in range(3) for a in legal_actions(state, s))
    assert CallUno() not in legal_actions(state, 0)


@pytest.mark.parametrize("power", ["peek", "swap"])
def test_powers_belong_to_the_plain_wild_only(power: str) -> None:
    state = table(["W4 Y1 Y2", "G1 G2", "B1 B2 B3"], "R2", POWERS)
    assert_illegal(state, 0, wild("W4", "red", target=2, power=power), "no_power")
    state = table(["W Y1 Y2", "G1 G2", "B1 B2 B3"], "R2", Rules())  # (no wild powers)
    assert_illegal(state, 0, wild("W", "red", target=2, power=power), "rule_off")


def test_a_wild_as_the_last_card_goes_out_without_a_power() -> None:
    state = table(["W", "G1 G2", "B1 B2 B3"], "R2", POWERS)
    assert all(a.power is None for a in legal_actions(state, 0) if isinstance(a, Play))
    do(state, 0, wild("W", "blue"))
    assert state.phase is Phase.ROUND_OVER


def test_a_power_cannot_target_the_player_of_the_wild() -> None:
    state = table(["W Y1 Y2", "G1 G2", "B1 B2 B3"], "R2", POWERS)
    assert_illegal(state, 0, wild("W", "red", target=0, power="swap"), "no_power")
    assert_illegal(state, 0, wild("W", "red", target=0, power="peek"), "no_power")
