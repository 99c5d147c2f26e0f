"""RULES.md section 6, ``death_number`` and ``judgement_day`` (dates named at the start of the
match, throwing out another player's date, the four-colour win)."""

from __future__ import annotations

import pytest
from core_testkit import assert_illegal, events
from test_house_kit import c, do, hand, table

from core import (
    ActionError,
    Color,
    Draw,
    Play,
    Rules,
    action_from_wire,
    apply,
    legal_actions,
    new_game,
    seat_to_move,
    view,
)
from core.actions import DeathNumber, Judgement, NameDate
from core.game import GameState, Phase

DEATH = Rules(death_number=True)
JUDGEMENT = Rules(judgement_day=True)

# ------------------------------------------------------------------ death number


@pytest.mark.parametrize("victim_hand", ["G4 B2", "G1 B2", "Y9 B9 G0"])
def test_death_number_an_all_number_hand_summing_to_a_multiple_wins_the_round(victim_hand: str) -> None:
    state = table(["R3 Y1 Y2", "B1 B5", victim_hand], "R2", DEATH)
    do(state, 0, Play(c("R3")))
    assert DeathNumber() in legal_actions(state, 2)  # out of turn
    points = 1 + 2 + 5 + 1
    do(state, 2, DeathNumber())
    assert state.phase is Phase.ROUND_OVER
    assert state.result is not None
    assert (state.result.winner, state.result.how) == (2, "death_number")
    assert state.hands[2] == []
    assert state.scores == [0, 0, points]
    (ev,) = events(state, "death_number")
    assert ev["seat"] == 2 and ev["number"] == 3 and sorted(ev["hand"]) == sorted(victim_hand.split())
    assert state.card_count() == 108


def test_while_dates_are_named_the_view_says_the_first_seat_yet_to_name_one() -> None:
    """proto49 #1: docs/PROTOCOL.md says a view's ``current`` is, while dates are named, the
    first seat in seat order yet to name its date (the seat the turn timer runs for), yet every
    view said seat 0 to the end; a client that named its date on its turn waited for ever,
    and the table's marker never left seat 0."""
    state = new_game(JUDGEMENT, 4, 5)
    do(state, 0, NameDate(2, 29))
    assert [view(state, s)["current"] for s in (0, 1, None)] == [1, 1, 1]
    do(state, 1, NameDate(7, 4))
    do(state, 3, NameDate(12, 25))
    assert view(state, 3)["current"] == 2 == seat_to_move(state)


@pytest.mark.parametrize("victim_hand", ["G4 B3", "G4 BS", "W B2 B1", "G4"])
def test_death_number_not_with_a_wrong_sum_or_a_non_number_card(victim_hand: str) -> None:
    state = table(["R3 Y1 Y2", "B1 B5", victim_hand], "R2", DEATH)
    do(state, 0, Play(c("R3")))
    assert DeathNumber() not in legal_actions(state, 2)
    assert_illegal(state, 2, DeathNumber(), "no_death_number")


def test_death_number_the_player_to_move_may_use_it_too() -> None:
    state = table(["R3 Y1 Y2", "B1 B5", "G1 G1"], "R2", DEATH)
    do(state, 0, Play(c("R3")))
    assert DeathNumber() in legal_actions(state, 1)


def test_death_number_not_on_your_own_card() -> None:
    state = table(["R3 Y1 Y2", "B1 B5", "G7 G8"], "R2", DEATH)
    do(state, 0, Play(c("R3")))
    assert_illegal(state, 0, DeathNumber(), "no_death_number")


def test_death_number_not_on_a_partners_card() -> None:
    """RULES.md: "when an opponent plays a number card" (rules33 #5): under teams a partner's
    card is no opponent's; the opponents may still use it."""
    state = table(["R6 G7", "Y1 B5", "Y1 B2 B3", "G1 G5"], "R2",
                  Rules(death_number=True, teams="pairs"))
    do(state, 0, Play(c("R6")))
    assert_illegal(state, 2, DeathNumber(), "no_death_number")  # seat 0's partner
    assert DeathNumber() in legal_actions(state, 1) and DeathNumber() in legal_actions(state, 3)


def test_death_number_the_window_closes_when_the_next_player_acts() -> None:
    state = table(["R3 Y1 Y2", "B1 B5", "G4 B2"], "R2", DEATH, pile="Y9")
    do(state, 0, Play(c("R3")))
    do(state, 1, Draw())
    assert_illegal(state, 2, DeathNumber(), "no_death_number")


def test_death_number_not_on_the_first_card_of_a_round() -> None:
    """docs/RULES.md decision 11."""
    state = table(["Y1 Y2", "B1 B5", "G4 B2"], "R3", DEATH)
    assert_illegal(state, 2, DeathNumber(), "no_death_number")


def test_death_number_off_nobody_may_use_it() -> None:
    state = table(["R3 Y1 Y2", "B1 B5", "G4 B2"], "R2", Rules())
    do(state, 0, Play(c("R3")))
    assert_illegal(state, 2, DeathNumber(), "rule_off")  # (not: the hand does not qualify)


# ------------------------------------------------------------------ judgement day: dates


def test_judgement_day_every_player_names_a_date_before_round_one() -> None:
    state = new_game(JUDGEMENT, 3, 5)
    assert state.phase is Phase.NAME_DATES and state.round_no == 0
    assert seat_to_move(state) == 0
    assert len(legal_actions(state, 1)) == 366
    assert legal_actions(state, None) == []
    assert_illegal(state, 0, Draw(), "name_date_first")
    do(state, 2, NameDate(12, 25))  # any order
    assert seat_to_move(state) == 0 and legal_actions(state, 2) == []
    assert_illegal(state, 2, NameDate(1, 1), "not_allowed")
    do(state, 0, NameDate(2, 29))
    assert seat_to_move(state) == 1
    do(state, 1, NameDate(7, 4))
    assert state.phase in (Phase.PLAY, Phase.CHOOSE_COLOR) and state.round_no == 1
    assert state.dates == [[2, 29], [7, 4], [12, 25]]
    assert view(state, 0)["dates"] == [[2, 29], [7, 4], [12, 25]]
    assert all(len(h) >= 7 for h in state.hands)
    assert state.card_count() == 108


def test_judgement_day_a_date_that_does_not_exist_is_refused() -> None:
    with pytest.raises(ActionError):
        action_from_wire({"type": "date", "month": 2, "day": 30})
    state = new_game(JUDGEMENT, 2, 1)
    assert_illegal(state, 0, NameDate(13, 1), "not_allowed")


# ------------------------------------------------------------------ judgement day: throwing


def _judgement_table(hands: list[str]) -> GameState:
    state = table(hands, "R2", JUDGEMENT)
    state.dates = [[1, 1], [12, 25], [3, 3]]  # seat 1's pattern: 1, 2, 2, 5
    return state


def test_judgement_day_throwing_out_another_players_date_and_naming_a_missing_colour() -> None:
    state = _judgement_table(["Y1 Y4", "G7 G8", "R1 R2 Y2 R5 G9"])
    legal = [a for a in legal_actions(state, 2) if isinstance(a, Judgement)]
    assert legal == [Judgement(1, Color.GREEN), Judgement(1, Color.GREEN, True),
                     Judgement(1, Color.BLUE), Judgement(1, Color.BLUE, True)]  # (G9 left: UNO)
    # the throw is R1 R2 Y2 R5: red and yellow are among it, so naming them is refused for that
    assert_illegal(state, 2, Judgement(1, Color.RED), "judgement_color_thrown")
    assert_illegal(state, 2, Judgement(1, Color.YELLOW), "judgement_color_thrown")
    do(state, 2, Judgement(1, Color.BLUE))  # out of turn: seat 0 is to move
    assert hand(state, 2) == ["G9"]
    assert state.color is Color.BLUE
    assert state.current == 0  # play continues after the thrower
    assert state.phase is Phase.PLAY
    assert sorted(x.code for x in state.discard[-4:]) == ["R1", "R2", "R5", "Y2"]
    assert state.catchable == 2  # down to one card without calling UNO


def test_judgement_day_thrown_cards_showing_all_four_colours_win_the_round() -> None:
    state = _judgement_table(["Y1 Y4", "G7 G8", "R1 Y2 G2 B5 G9"])
    assert [a for a in legal_actions(state, 2) if isinstance(a, Judgement)] == [Judgement(1, None)]
    do(state, 2, Judgement(1, Color.GREEN))  # (no colour counts: one sent is dropped)
    assert state.phase is Phase.ROUND_OVER
    assert state.log[-2]["type"] == "judgement" and state.log[-2]["color"] is None
    assert state.result is not None and (state.result.winner, state.result.how) == (2, "judgement")
    assert state.card_count() == 108


def test_judgement_day_your_own_date_does_not_count() -> None:
    state = _judgement_table(["Y1 Y4", "R1 R2 Y2 R5 G9", "B7 B8"])
    assert not any(isinstance(a, Judgement) for a in legal_actions(state, 1))
    assert_illegal(state, 1, Judgement(1, Color.GREEN), "no_judgement")


def test_judgement_day_missing_a_digit_gives_nothing() -> None:
    state = _judgement_table(["Y1 Y4", "G7 G8", "R1 R2 R5 G9"])  # only one 2
    assert not any(isinstance(a, Judgement) for a in legal_actions(state, 2))


def test_judgement_day_not_while_a_draw_penalty_is_pending() -> None:
    rules = Rules(judgement_day=True, stacking="draw2")
    state = table(["RD Y4 Y5", "G7 G8", "R1 R2 Y2 R5 G9"], "R2", rules)
    state.dates = [[1, 1], [12, 25], [3, 3]]
    do(state, 0, Play(c("RD")))
    assert not any(isinstance(a, Judgement) for a in legal_actions(state, 2))


def test_a_throw_that_leaves_one_card_may_call_uno_with_it() -> None:
    """rules46 #5: a judgement-day throw that left one card could be caught before its player
    could call: the throw had no UNO flag, and a call before it (four cards) was a wrong one.
    The throw carries ``uno`` as a play does: called, nobody can catch; not called, the window
    opens as after a play; on a throw that leaves more than an UNO hand the flag is dropped."""
    from core.position import parse_position

    rules = Rules(judgement_day=True)
    text = "R1,G2,B5,Y9/B4,Y7/Y6,B1 Y3,R9 * R 1 + 0 play 0,0,0 round=2 dates=1-1/12-5/1-1"
    state = parse_position(text, rules, 0)
    assert Judgement(1, Color.YELLOW, True) in legal_actions(state, 0)
    apply(state, 0, Judgement(1, Color.YELLOW, True))
    assert hand(state, 0) == ["Y9"] and state.uno_called[0] and state.catchable is None
    assert [e["seat"] for e in events(state, "uno")] == [0]
    state = parse_position(text, rules, 0)  # (without the call: caught as after a play)
    apply(state, 0, Judgement(1, Color.YELLOW))
    assert state.catchable == 0 and not state.uno_called[0]
    state = parse_position(text.replace("R1,G2,B5,Y9", "R1,G2,B5,Y9,Y8"), rules, 0)
    assert not any(isinstance(a, Judgement) and a.uno for a in legal_actions(state, 0))
    apply(state, 0, Judgement(1, Color.YELLOW, True))  # (two cards left: the flag is dropped)
    assert not state.uno_called[0] and not events(state, "uno")
    wire = Judgement(1, Color.YELLOW, True).to_wire()
    assert wire == {"type": "judgement", "target": 1, "color": "yellow", "uno": True}
    assert action_from_wire(wire) == Judgement(1, Color.YELLOW, True)
    with pytest.raises(ActionError):
        action_from_wire({"type": "judgement", "target": 1, "uno": "yes"})


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_a_bot_throwing_down_to_one_card_calls_uno_with_the_throw(kind: str) -> None:
    """rules46 #5: the throw carries the call, so a bot that throws down to one card is never
    caught for a call it had no chance to make."""
    from core.bots import make_bot
    from core.position import parse_position

    state = parse_position("R1,G2,B5,Y9/B4,Y7/Y6,B1 Y3,R9 * R 1 + 0 play 0,0,0 round=2 "
                           "dates=1-1/12-5/1-1", Rules(judgement_day=True), 0)
    action = make_bot(kind, 3, 0.05).act(view(state, 0))
    assert isinstance(action, Judgement) and action.uno, action


def test_a_hand_of_zeros_is_a_death_number_for_a_played_zero_only() -> None:
    """docs/RULES.md decision 21 (rules46 #8): "an integer multiple" is one of at least one, so
    a hand summing to 0 matches a played 0 and no other number."""
    state = table(["R5 Y1 Y2", "B1 B5", "Y0 B0"], "R2", DEATH)
    do(state, 0, Play(c("R5")))
    assert DeathNumber() not in legal_actions(state, 2)
    state = table(["R0 Y1 Y2", "B1 B5", "Y0 B0"], "R2", DEATH)
    do(state, 0, Play(c("R0")))
    assert DeathNumber() in legal_actions(state, 2)


@pytest.mark.parametrize("kind", ["basic", "greedy"])
def test_bots_that_always_call_with_a_play_call_with_a_throw_too(kind: str) -> None:
    """review50 #3: 99f2da5: "bots call with the throw" — normal (and so hard) do; basic and greedy, which
    always take a play's UNO variant, take the first judgement listed, the one without the
    call, and sit on one card uncalled (low: not levels a table offers)."""
    from core.bots import make_bot
    from core.position import parse_position

    state = parse_position("R1,G2,B5,Y9/B4,Y7/Y6,B1 Y3,R9 * R 1 + 0 play 0,0,0 round=2 "
                           "dates=1-1/12-5/1-1", Rules(judgement_day=True), 0)
    action = make_bot(kind, 1).act(view(state, 0))
    assert getattr(action, "uno", None) is True, action
