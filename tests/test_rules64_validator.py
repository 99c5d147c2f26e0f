"""rules64: positions the validator (docs/POSITION.md, core/position.py) accepts though no play
can reach them, or words it with a problem the table does not have. Refused now: #1, #6, #7, and
#8's words; kept valid as tables written by hand, as POSITION.md says: #2–#5. Written from outside: each
table is a position line, its reachability argued from the rule book (/work/shared/RULES.md)
and the engine's own decisions (docs/RULES.md)."""

from __future__ import annotations

from rules_scenario_kit import c

from core import Challenge, Rules, apply
from core.position import PositionStatus, parse_position, position_status


def status(text: str, rules: Rules | None = None) -> PositionStatus:
    return position_status(parse_position(text, rules, 0))


# ---------------------------------------------------------------- 1. a "fair" four shown guilty
def test_a_fair_four_whose_one_card_left_is_of_the_colour_before_it_is_refused():
    """RULES.md §3: "Guilty (held a card of the colour that was current before the Wild Draw
    Four)". Seat 0 played its four on red and kept one card, Red 1: it held red, so the four
    was a bluff — the flag `fair` cannot be. Cards come to the offender only as penalties (a
    catch, a false call), at least 2 at a time, so a hand of one card is the hand it kept.
    docs/POSITION.md (CHALLENGE) allows a fair four whose offender holds the colour only
    because "cards may have been drawn since (a catch on the one card it left)": none were
    here. The validator accepts the table; the engine then judges the victim's challenge
    innocent (6 cards) while showing the victim a red card in the offender's hand."""
    text = "R1/G1,G2/B1,B2 Y5,W4 * B 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:R:fair uno=0"
    state = parse_position(text, None, 0)
    got = position_status(state)
    # what the table would do if it were accepted: an "innocent" four holding red
    apply(state, 1, Challenge())
    shown = [ev for ev in state.log if ev.get("type") == "challenge"][-1]
    assert shown["guilty"] is False and "R1" in shown["private"]["hand"]
    assert got & PositionStatus.CHALLENGE, "a fair four whose last card is of the colour before"


def test_a_fair_four_with_two_cards_left_one_of_the_colour_before_is_refused():
    """As above with two cards kept (Red 1, Green 5): no penalty adds fewer than 2 cards while
    there are cards to draw (here the whole pile, `*`), so a two-card hand after a four is the
    hand the four left, and it held red: a bluff. (Only a catch drawing the very last card of
    both piles could give a one-card hand a second card: a fix must allow that.)"""
    got = status("R1,G5/G1,G2/B1,B2 Y5,W4 * B 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 "
                 "wd4=0:1:R:fair")
    assert got & PositionStatus.CHALLENGE


# ---------------------------------------------------------------- 2. the dealer's turned card
def test_a_wild_draw_four_with_no_by_in_play_is_a_hand_written_table_played_on_as_written():
    """RULES.md §2 turns a Wild Draw Four at the deal back in, so no deal leaves one in `play`
    with no `by`; docs/POSITION.md (status bits) keeps such a table valid, as one written by hand
    to start from (rules64 #3, left so: tests write a four on the pile without saying who
    played it). The engine plays on from the colour written: Yellow."""
    from core import Play, legal_actions

    text = "R1,Y2/G1,G2/B1,B2 W4 * Y 0 + 0 play 0,0,0"
    assert status(text) == PositionStatus.VALID
    assert Play(c("Y2")) in legal_actions(parse_position(text, None, 0), 0)
    assert status("R1,R2/G1,G2/B1,B2 R3,W4 * Y 1 + 0 play 0,0,0") == PositionStatus.VALID


def test_a_direction_written_under_a_card_nobody_played_is_the_one_played():
    """A new round plays clockwise unless a Reverse is turned (RULES.md §2), so `-` under a
    turned number (or `+` under a turned Reverse at three seats) comes from no deal; docs/
    POSITION.md keeps the table valid as written by hand (rules64 #4, left so: five test files
    write such tables) and the engine plays on in the direction written."""
    from core import Play, apply

    state = parse_position("R1,Y2/G1,G2/B1,Y6 Y5 * Y 0 - 0 play 0,0,0", None, 0)
    assert position_status(state) == PositionStatus.VALID
    apply(state, 0, Play(c("Y2")))
    assert state.current == 2  # (counter-clockwise, as written)


def test_a_reverse_nobody_played_with_play_clockwise_is_valid_as_written():
    """As above under a Reverse at three seats: `+` is kept as written (rules64 #4)."""
    assert status("R1,R2/G1,G2/B1,B2 YR * Y 1 + 0 play 0,0,0") == PositionStatus.VALID


# ---------------------------------------------------------------- 3. the words of DRAWN
def test_a_drawn_card_held_but_not_playable_is_not_said_to_be_missing_from_the_hand():
    """docs/POSITION.md DRAWN: one bit for several problems (not in the hand, not playable, a
    penalty pending, fresh, a catch window). A kept Wild Draw Four the colour rule forbids
    (wd4_challenge off, seat 0 holds red) IS in seat 0's hand, but check_position says "the card
    just drawn is not in the hand of the seat to move": the player reading the message is told
    a false thing (the other bits with several causes say which, e.g. the catch window one)."""
    from core.position import InvalidPosition, check_position

    state = parse_position("R1,W4/G1,G2/B1,B2 Y5,R6 * R 0 + 0 play 0,0,0 by=2 drawn=W4",
                           Rules(wd4_challenge=False), 0)
    assert c("W4") in state.hands[0]
    try:
        check_position(state)
    except InvalidPosition as exc:
        assert exc.status == PositionStatus.DRAWN
        assert "not in the hand" not in str(exc), str(exc)
    else:  # pragma: no cover
        raise AssertionError("the table is invalid (the four may not be played)")


# ---------------------------------------------------------------- 4. a one-card hand just played
def test_a_play_down_to_one_card_with_neither_a_call_nor_a_window_reads_as_called():
    """RULES.md §4: a player down to one card who did not call can be caught until the next
    player begins a turn. A table just played down to one card (`by=0 fresh=1`) with neither
    `uno=0` nor `catch=0` comes from no game (rules64 #2); docs/POSITION.md keeps it valid as
    written by hand, read as an UNO called: nobody can catch it. `catch=0` writes the open
    window, and then the catch is there."""
    from core import Catch, legal_actions

    text = "R5/G1,G2/B1,B2 Y5,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1"
    state = parse_position(text, None, 0)
    assert position_status(state) == PositionStatus.VALID
    assert Catch(0) not in legal_actions(state, 2)
    state = parse_position(text + " catch=0", None, 0)
    assert position_status(state) == PositionStatus.VALID
    assert Catch(0) in legal_actions(state, 2)


# ---------------------------------------------------------------- 5. a card just drawn
def test_a_hand_that_is_only_the_card_just_drawn_is_refused():
    """RULES.md §3: "Cannot play (or chooses not to): draw one card. If it is playable it may be
    played at once". A seat still in the round holds a card before it draws (EMPTY_HAND), and
    between its draw and its next move its hand only grows (penalties): the card kept to play
    (`drawn=`) is never the only card it holds. The validator accepts `R7 … drawn=R7`: playing
    it, seat 0 goes out on a card drawn from a hand that was empty."""
    assert status("R7/G1,G2/B1,B2 Y5,R6 * R 0 + 0 play 0,0,0 by=2 drawn=R7") \
        & PositionStatus.DRAWN


def test_a_misplay_spent_beside_a_card_just_drawn_is_refused_where_none_can_follow_the_draw():
    """docs/RULES.md misplay_penalty: a card other than the one just drawn is refused
    `must_play_drawn` "without a penalty", and the draw is a turn move that clears what was
    spent before it (`spent`: "out-of-turn chances used up until the next turn"). So under
    these rules (misplay_penalty only: no other penalty can make the drawn Red 7 unplayable)
    `spent=2:0:0` beside `drawn=R7` cannot happen; the validator accepts it (its own
    core.position._penalty_since says "a misplay cannot follow a draw")."""
    got = status("R7,G9/G1,G2/B1,B2 Y5,R6 * R 0 + 0 play 0,0,0 by=2 drawn=R7 spent=2:0:0 "
                 "rules=custom", Rules(misplay_penalty=2))
    assert got != PositionStatus.VALID


# ---------------------------------------------------------------- 6. a round won by nobody's card
def test_a_round_won_by_going_out_with_no_by_is_checked_only_where_by_is_given():
    """RULES.md §5: the round ends on the winner's last card, so its top card is the winner's.
    docs/POSITION.md checks `by` only where it is given (rules64 #5, left so: scoring tests
    write a round's end without it); given, it must be the winner's."""
    assert status("R5,G7/-/B2 Y3 * Y 2 + 0 round_over 0,14,0 by=1 result=1:14:out:1:-") \
        == PositionStatus.VALID
    assert status("R5,G7/-/B2 Y3 * Y 2 + 0 round_over 0,14,0 result=1:14:out:1:-") \
        == PositionStatus.VALID
    assert status("R5,G7/-/B2 Y3 * Y 2 + 0 round_over 0,14,0 by=0 result=1:14:out:1:-") \
        & PositionStatus.PHASE
