"""rules57: impossible tables the position validator (core.position.position_status) accepts.

docs/POSITION.md: "`position_status(state)` returns ... `VALID` (0) when the table can happen,
else one bit per problem". Each table below can never happen — the engine cannot reach it
from any deal, for the reason given — yet the validator calls it VALID. Each test fails on
the current code.
"""

from __future__ import annotations

from core import Catch, Rules, apply, legal_actions, preset
from core.position import PositionStatus, parse_position, position_status


def status(text: str, rules: Rules | None = None) -> PositionStatus:
    return position_status(parse_position(text, rules, 0))


# ------------------------------------------------------------------ the match's end
PENALTY = Rules(scoring="penalty", target_score=100)


def test_penalty_match_over_the_loser_is_the_highest_score():
    """RULES.md §5 `penalty`: "the first to reach the target loses; lowest wins"; docs/RULES.md:
    "The loser is the highest score (ties broken by most cards)". Seat 2 holds 110, seat 0
    holds 105: the engine (_penalty_ends) names seat 2, never seat 0."""
    text = "R5/-/B8 R3 * R 1 + 0 match_over 105,20,110 round=4 by=1 " \
           "result=1:13:out:1:- winner=1 loser=0 rules=custom"
    assert status(text, PENALTY) != PositionStatus.VALID


def test_penalty_match_over_the_winner_is_the_lowest_score():
    """The same rule the other way: seat 2 at 10 is the lowest score, seat 1 (20) cannot be
    the match's winner."""
    text = "R5/-/B8 R3 * R 1 + 0 match_over 105,20,10 round=4 by=1 " \
           "result=1:13:out:1:- winner=1 loser=0 rules=custom"
    assert status(text, PENALTY) != PositionStatus.VALID


def test_penalty_match_over_always_names_its_loser():
    """A penalty match always has a loser (the engine sets it whenever the match ends; the
    results screen names it). A penalty match over without `loser=` cannot happen."""
    text = "R5/-/B8 R3 * R 1 + 0 match_over 105,20,10 round=4 by=1 " \
           "result=1:13:out:1:- winner=2 rules=custom"
    assert status(text, PENALTY) != PositionStatus.VALID


def test_standard_match_over_nobody_but_the_winners_team_can_be_at_the_target():
    """RULES.md §5 `standard`: only the round's winner scores, and the first to the target
    ends the match. Seat 0 at 600 (no teams) would have ended the match in an earlier round:
    a match won by seat 1 with seat 0 above the target cannot happen."""
    text = "R5/-/B8 R3 * R 1 + 0 match_over 600,513,0 round=4 by=1 result=1:13:out:1:- winner=1"
    assert status(text) != PositionStatus.VALID


# ------------------------------------------------------------------ pending draws
def test_official_rules_a_wild_draw_four_to_answer_is_exactly_four():
    """Without stacking and without `jump_in_stacks` nothing adds to a Wild Draw Four: its
    victim faces 4, never 8 (docs/POSITION.md's PENDING bit checks only "not a multiple
    of 4")."""
    text = "R5,G7/Y3,B2/B8 R3,W4 * R 1 + 8:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:G:fair"
    assert status(text) != PositionStatus.VALID


def test_jump_in_without_stacking_a_pending_draw_two_is_exactly_two():
    """With `jump_in` alone a Draw Two waits for its victim (decision 16), but a jumped-in
    Draw Two cancels the first (RULES.md §6, official) and nothing stacks: 4:D cannot be."""
    text = "R5,G7/Y3,B2/B8 R3,RD * R 1 + 4:D play 0,0,0 by=0 fresh=1 rules=custom"
    assert status(text, Rules(jump_in=True)) != PositionStatus.VALID


def test_a_wild_draw_four_to_answer_was_just_played():
    """The `challenge` phase is entered by a play and left by the victim's answer (or a stack
    or a jump-in, which are plays again): no turn move can come between, so the four on top
    is always `fresh`. fresh=0 there cannot happen."""
    text = "R5,G7/Y3,B2/B8 R3,W4 * R 1 + 4:W4 challenge 0,0,0 by=0 wd4=0:1:G:fair"
    assert status(text) != PositionStatus.VALID


def test_a_pending_draw_waiting_in_play_was_just_played():
    """House rules: a pending Draw Two waits for its victim, whose next turn move takes or
    passes it on. Nothing but a turn move clears `fresh`, so 2:D with fresh=0 cannot happen."""
    text = "R5,G7/Y3,B2/B8 R3,RD * R 1 + 2:D play 0,0,0 by=0 rules=house"
    assert status(text, preset("house")) != PositionStatus.VALID


# ------------------------------------------------------------------ out-of-turn marks
def test_a_seat_out_of_the_match_has_caught_nobody():
    """Challenge scoring: seat 1 is out of the match (elim=1) and has no action at all
    (legal_actions is empty for it), so it cannot be among the catchers (`caught=1`)."""
    rules = Rules(scoring="challenge", uno_penalty_per_catcher=True)
    text = "R5,G7/-/B8,B9,B1 R3 * R 2 + 0 play 0,600,0 elim=1 caught=1 catch=0 by=0 fresh=1 " \
           "rules=custom"
    assert status(text, rules) != PositionStatus.VALID


def test_a_seat_gone_out_under_elimination_has_caught_nobody():
    """Elimination: seat 1 went out (out=1) before seat 0's play opened the window; a seat out
    of the round has no action, so `caught=1` cannot happen."""
    rules = Rules(scoring="elimination", uno_penalty_per_catcher=True)
    text = "R5,G7,G8/-/B8,B9,B1/Y1 R3,R4 * R 2 + 0 play 0,0,0,0 out=1 caught=1 catch=0 " \
           "by=0 fresh=1 rules=custom"
    assert status(text, rules) != PositionStatus.VALID


def test_a_seat_out_of_the_match_made_no_false_catch():
    rules = Rules(scoring="challenge", false_catch_penalty=2)
    text = "R5,G7/-/B8,B9,B1 R3 * R 2 + 0 play 0,600,0 elim=1 spent=1:1:0 rules=custom"
    assert status(text, rules) != PositionStatus.VALID


def test_a_punished_misplay_is_the_seat_to_moves():
    """docs/RULES.md `misplay_penalty`: "it punishes a play on your own turn only", and the mark
    lasts "until the next turn" (docs/POSITION.md `spent`); the seat to move changes only by a
    turn move, which clears it. `spent=2:0:0` while seat 1 is to move cannot happen."""
    text = "R5,G7/Y3,B2/B8 R3 * R 1 + 0 play 0,0,0 spent=2:0:0 rules=custom"
    assert status(text, Rules(misplay_penalty=2)) != PositionStatus.VALID


def test_a_wrong_uno_call_was_made_on_a_hand_that_is_no_uno_hand():
    """`spent=0:0:0`: seat 0 called UNO wrongly since the last turn move, so it then held no
    UNO hand, and drew its penalty. Only a turn move (which clears the mark) can bring it to
    one card: seat 0 holding one card with the mark cannot happen."""
    text = "R5/Y3,B2/B8,B9 R3 * R 1 + 0 play 0,0,0 spent=0:0:0 rules=custom"
    assert status(text, Rules(false_uno_penalty=2)) != PositionStatus.VALID


def test_judgement_day_a_drawn_card_and_an_open_catch_window_never_meet():
    """Under judgement day a catch window may stand unfresh (a throw opens one), but the draw
    that gives `drawn=` is a turn move and closes every window (decision 17): both at once
    cannot happen."""
    rules = Rules(judgement_day=True)
    text = "R5,G7/Y3,B2/B8 R3 * R 1 + 0 play 0,0,0 by=2 catch=2 drawn=Y3 " \
           "dates=1-1/1-2/1-3 rules=custom"
    assert status(text, rules) != PositionStatus.VALID


# ------------------------------------------------------------------ valid leads to valid
def test_per_catcher_a_table_without_caught_stays_valid_after_a_legal_catch():
    """docs/POSITION.md (CATCH bit): under `uno_penalty_per_catcher` a `catch` on a hand of
    several cards is valid without `caught` ("who caught is not in a seat's view, so a table
    rebuilt from one, such as a bot's sampled world, may leave `caught` out"). From that VALID
    table the catch listed for seat 1 is judged a false catch (no earlier catcher is known) and
    leaves `spent=1:1:0`, a mistake these rules do not make (no `false_catch_penalty`, no
    multi-play): the CATCH bit. In the real table an earlier catcher is recorded and seat 1's
    catch adds the penalty again (RULES.md §4 `uno_penalty_per_catcher`), so a sampled world
    also misjudges it."""
    rules = Rules(uno_penalty_per_catcher=True)
    state = parse_position("R5,G7,G8/B3,B4/Y3,Y4 R3,R4 * R 1 + 0 play 0,0,0 by=0 fresh=1 "
                           "catch=0 rules=custom", rules, 0)
    assert position_status(state) == PositionStatus.VALID
    assert Catch(0) in legal_actions(state, 1)
    apply(state, 1, Catch(0))
    assert position_status(state) == PositionStatus.VALID
