"""rules58: impossible tables the position check (docs/POSITION.md, status bit PHASE) accepts.
Each text below cannot come from any play: the check should refuse it."""

from __future__ import annotations

from core import Rules
from core.position import PositionStatus, parse_position, position_status


def status(text: str, rules: Rules) -> PositionStatus:
    return position_status(parse_position(text, rules, 0))


def test_single_scoring_nobody_has_scored_while_its_one_round_is_played():
    """RB §5 `single`: one round, no match. While that one round is played (phase `play`)
    nobody can have scored yet; the check refuses a `single` table with round=2 (rules56) but
    accepts scores of 10 in round 1."""
    text = "R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,* R 1 + 0 play 10,0,0 rules=custom"
    assert status(text, Rules(scoring="single")) & PositionStatus.PHASE


def test_single_scoring_the_match_over_scores_are_the_one_rounds_points():
    """Under `single` the winner's score is exactly the one round's points (18 here: B8, B9,
    Y1): the check refuses a score below them (rules47 #1) but accepts 50."""
    text = ("-/B8,B9/Y1 Y3,R3 * R 0 + 0 match_over 50,0,0 by=0 result=0:18:out:0:- winner=0"
            " rules=custom")
    assert status(text, Rules(scoring="single")) & PositionStatus.PHASE


def test_penalty_scoring_a_round_over_each_score_holds_its_own_hand():
    """RB §5 `penalty`: "each player scores the points in their own hand". Once the round is
    scored, seat 1's score holds at least the 17 points of the hand it ends with (B8, B9); the
    check accepts a score of 0 (it checks the winner's score against the round's points under
    `standard`, rules47 #1, but nothing under `penalty`)."""
    text = ("-/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 0,0,0 by=0 result=0:18:out:0:-"
            " rules=custom")
    assert status(text, Rules(scoring="penalty")) & PositionStatus.PHASE


def test_challenge_scoring_a_round_over_each_score_holds_its_own_hand():
    """RB §5 `challenge`: "a running total of the points each player is left holding": as
    under `penalty`, a seat still in holds at least its final hand's points once scored."""
    text = ("-/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 0,0,0 by=0 result=0:18:out:0:-"
            " rules=custom")
    assert status(text, Rules(scoring="challenge")) & PositionStatus.PHASE


def test_penalty_scoring_a_possible_round_over_stays_valid():
    text = ("-/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 0,17,1 by=0 result=0:18:out:0:-"
            " rules=custom")
    assert status(text, Rules(scoring="penalty")) == PositionStatus.VALID


def test_elimination_scoring_has_no_second_round():
    """DR `elimination`: "One round." The check refuses round=2 under `single` (rules56) and
    a `round_over` under `elimination` (its one round ends the match), yet accepts a table of
    `elimination` in play in round 2."""
    text = "R1,G2/B1/Y1,Y3 Y3,R3 * R 0 + 0 play 0,0,0 round=2 rules=custom"
    assert status(text, Rules(scoring="elimination")) & PositionStatus.PHASE


def test_challenge_scoring_nobody_is_out_of_the_match_in_round_one():
    """RB §5 `challenge`: a player is eliminated when a round's scores bring them to the
    target; while round 1 is played no round has been scored, so nobody is out (`elim=`)."""
    text = "R1,G2/-/Y1,Y3 Y3,R3 * R 0 + 0 play 0,150,0 elim=1 rules=custom"
    assert status(text, Rules(scoring="challenge", target_score=100)) != PositionStatus.VALID


# ------------------------------------------------------------------ the round's result record
# (docs/POSITION.md `result=W:P:HOW:ORDER:L`: ORDER the seats in finishing order, L the loser;
# the engine, core/game.py _end_round, writes ORDER = [W] and no loser outside elimination)

def test_standard_a_round_result_names_only_its_winner_in_the_finishing_order():
    """Outside elimination nobody but the winner finishes: ORDER is the winner alone. The
    check accepts an ORDER of 0,1,2 and one (2) that is not the winner at all."""
    assert status("-/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 18,0,0 by=0 result=0:18:out:0,1,2:-",
                  Rules()) & PositionStatus.PHASE
    assert status("-/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 18,0,0 by=0 result=0:18:out:2:-",
                  Rules()) & PositionStatus.PHASE


def test_standard_a_round_result_names_no_loser():
    """A round's loser (L) is named only under elimination (DR `elimination`: "the loser (who
    never did) last"); the check refuses a match's `loser=` under standard (rules56) but accepts
    a round result `…:0:2` with loser 2."""
    assert status("-/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 18,0,0 by=0 result=0:18:out:0:2",
                  Rules()) & PositionStatus.PHASE


def test_a_death_number_winner_holds_no_card():
    """RB §6 death_number: the player reveals the hand and wins; the engine puts the hand on
    the pile (docs/POSITION.md: "a death number throws a hand on the pile"). A result won by
    death number whose winner still holds a card cannot happen (the check refuses it for `out`,
    rules46 #2)."""
    text = ("R1/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 18,0,0 by=2 fresh=1"
            " result=0:18:death_number:0:- rules=custom")
    assert status(text, Rules(death_number=True)) & PositionStatus.PHASE


def test_a_death_number_result_needs_the_option():
    """A round won by death number at a table without `death_number` (and one won by
    judgement without `judgement_day`) cannot happen."""
    text = "-/B8,B9/Y1 Y3,R3 * R 0 + 0 round_over 18,0,0 by=2 fresh=1 result=0:18:death_number:0:-"
    assert status(text, Rules()) != PositionStatus.VALID


def test_a_death_number_leaves_a_number_card_on_top():
    """The thrown hand is all number cards and lies on top of the pile: a Red Skip on top of a
    round won by death number cannot happen."""
    text = ("-/B8,B9/Y1 Y3,RS * R 0 + 0 round_over 18,0,0 by=2 fresh=1"
            " result=0:18:death_number:0:- rules=custom")
    assert status(text, Rules(death_number=True)) & PositionStatus.PHASE


EL = Rules(scoring="elimination")


def test_elimination_the_result_order_starts_with_the_seats_gone_out():
    """Elimination: the result "lists the order in which players went out, the loser (who
    never did) last" (DR). Seats 0 then 1 went out (`out=0,1`), seat 2 lost: ORDER 0,1,2. The
    check accepts ORDER 1,0,2 (against `out=`) and ORDER 0 (seats missing)."""
    good = ("-/-/Y1 Y3,R3 * R 0 + 0 match_over 0,0,0 by=1 out=0,1 result=0:1:out:0,1,2:2"
            " winner=0 loser=2 rules=custom")
    assert status(good, EL) == PositionStatus.VALID
    assert status(good.replace(":0,1,2:", ":1,0,2:"), EL) & PositionStatus.PHASE
    assert status(good.replace(":0,1,2:", ":0:"), EL) & PositionStatus.PHASE


def test_elimination_the_loser_is_the_last_holder_and_the_winner_went_out_first():
    good = ("-/-/Y1 Y3,R3 * R 0 + 0 match_over 0,0,0 by=1 out=0,1 result=0:1:out:0,1,2:2"
            " winner=0 loser=2 rules=custom")
    # seat 1 went out: it cannot be the loser
    assert status(good.replace(":0,1,2:2", ":0,1,2:1").replace("loser=2", "loser=1"),
                  EL) & PositionStatus.PHASE
    # seat 1 went out second: it did not win the round
    assert status(good.replace("result=0:", "result=1:").replace("winner=0", "winner=1"),
                  EL) & PositionStatus.PHASE


def test_elimination_the_match_winner_is_the_rounds_winner():
    """Elimination is one round: the match's winner is that round's (core/game.py
    _settle_match). The check refuses `winner=1` beside `result=0:…` under `single` but
    accepts it under `elimination`."""
    good = ("-/-/Y1 Y3,R3 * R 0 + 0 match_over 0,0,0 by=1 out=0,1 result=0:1:out:0,1,2:2"
            " winner=0 loser=2 rules=custom")
    assert status(good.replace("winner=0", "winner=1"), EL) & PositionStatus.PHASE


def test_a_judgement_win_leaves_a_number_card_on_top():
    """A judgement day's throw is number cards, on top of the pile: a round won by judgement
    with a Red Skip on top cannot happen."""
    text = ("R1/B8,B9/Y1 Y3,RS * R 0 + 0 round_over 18,0,0 by=0 result=0:18:judgement:0:-"
            " dates=1-1/2-2/3-3 rules=custom")
    assert status(text, Rules(judgement_day=True)) & PositionStatus.PHASE
