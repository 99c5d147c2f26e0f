"""rules67: where the position check accepts a table no play reaches, or the engine and the
rule book disagree. Each test fails until its finding is fixed."""

from __future__ import annotations

from typing import Any

import pytest

from core import Rules
from core.position import PositionStatus, parse_position, position_status

HANDS = "R1,G2,B3/Y4,Y5,B6/G7,G8,B9"


# ---- #1: a pending draw bounded by draw cards that could not have stacked on one another
# The check bounds a pending draw by the draw cards on top of the pile above the first card
# that is none (rules65 #6), but counts every draw card in that run, whatever the stacking
# level says may go on what. Under `progressive` no Draw Two goes on a Wild Draw Four, under
# `same_type` no four on a Draw Two, under `draw2` (and, with stacking off, jump-ins that add
# up) only a Draw Two on a Draw Two (jumped in: only the identical card). So the Draw Two on
# top of `…,R5,W4,RD` under `progressive` started its own penalty (2), not 6; a four on
# `…,RD,RD,W4` under `same_type` waits with 4, not 8.
UNREACHABLE_PENDING = [
    pytest.param(f"{HANDS} G5,R5,W4,RD * R 1 + 6:D play 0,0,0 by=0 fresh=1",
                 Rules(stacking="progressive"), id="progressive-6D-over-a-four"),
    pytest.param(f"{HANDS} G5,R5,W4,RD * R 1 + 4:D play 0,0,0 by=0 fresh=1",
                 Rules(stacking="progressive"), id="progressive-4D-over-a-four"),
    pytest.param(f"{HANDS} G5,R5,RD,RD,W4 * R 1 + 8:W4 challenge 0,0,0 by=0 fresh=1 "
                 "wd4=0:1:R:fair", Rules(stacking="same_type"), id="same_type-8W4-on-twos"),
    pytest.param(f"{HANDS} G5,R5,W4,RD,RD * R 1 + 6:D play 0,0,0 by=0 fresh=1",
                 Rules(stacking="draw2"), id="draw2-6D-over-a-four"),
    pytest.param(f"{HANDS} G5,R5,BD,RD * R 1 + 4:D play 0,0,0 by=0 fresh=1",
                 Rules(jump_in=True, jump_in_stacks=True), id="jump_in_stacks-4D-not-identical"),
    pytest.param(f"{HANDS} G5,R5,RD,RD,W4,W4 * R 1 + 12:W4 challenge 0,0,0 by=0 fresh=1 "
                 "wd4=0:1:R:fair", Rules(jump_in=True, jump_in_stacks=True),
                 id="jump_in_stacks-12W4-four-on-twos"),
]


@pytest.mark.parametrize(("text", "rules"), UNREACHABLE_PENDING)
def test_pending_draw_counts_only_cards_that_stack_under_the_level(text: str,
                                                                    rules: Rules) -> None:
    assert position_status(parse_position(text, rules)) & PositionStatus.PENDING


REACHABLE_PENDING = [
    pytest.param(f"{HANDS} G5,R5,W4,RD * R 1 + 6:D play 0,0,0 by=0 fresh=1",
                 Rules(stacking="any"), id="any-6D-over-a-four"),
    pytest.param(f"{HANDS} G5,R5,RD,W4 * R 1 + 6:W4 challenge 0,0,0 by=0 fresh=1 "
                 "wd4=0:1:R:fair", Rules(stacking="progressive"), id="progressive-6W4-on-a-two"),
    pytest.param(f"{HANDS} G5,R5,RD,RD * R 1 + 4:D play 0,0,0 by=0 fresh=1",
                 Rules(jump_in=True, jump_in_stacks=True), id="jump_in_stacks-4D-identical"),
    pytest.param(f"{HANDS} G5,R5,W4,RD * R 1 + 2:D play 0,0,0 by=0 fresh=1",
                 Rules(stacking="progressive"), id="progressive-2D-after-a-four"),
]


@pytest.mark.parametrize(("text", "rules"), REACHABLE_PENDING)
def test_pending_draw_that_stacks_stays_valid(text: str, rules: Rules) -> None:
    assert position_status(parse_position(text, rules)) == PositionStatus.VALID


# ---- #2: judgement day lets any coloured top card lie under another colour
# A judgement day's throw names a colour not among the thrown cards, so the thrown number card
# on top lies under another colour — by its thrower, with fresh=0 (a throw is no play). That is
# the only way: a card played sets its own colour (fresh=1 just after), a card turned up at the
# deal too (no by), and a throw puts only number cards on the pile. The check exempts every
# coloured top card once the rules have judgement day.
JD = Rules(judgement_day=True)
DATES = "dates=1-2/3-4/5-6"
FOREIGN_UNREACHABLE = [
    pytest.param(f"{HANDS} G5,R5 * B 1 + 0 play 0,0,0 by=0 fresh=1 {DATES}",
                 id="number-just-played"),
    pytest.param(f"{HANDS} G5,RS * B 2 + 0 play 0,0,0 by=0 fresh=1 {DATES}",
                 id="skip-just-played"),
    pytest.param(f"{HANDS} G5,RS * B 2 + 0 play 0,0,0 by=0 {DATES}", id="skip-no-throw-puts-it"),
    pytest.param(f"{HANDS} G5,RR * B 1 + 0 play 0,0,0 by=0 {DATES}",
                 id="reverse-no-throw-puts-it"),
    pytest.param(f"{HANDS} R5 * B 1 + 0 play 0,0,0 {DATES}", id="turned-up-at-the-deal"),
]


@pytest.mark.parametrize("text", FOREIGN_UNREACHABLE)
def test_judgement_day_foreign_colour_only_under_a_thrown_number(text: str) -> None:
    assert position_status(parse_position(text, JD)) & PositionStatus.COLOUR


def test_judgement_day_thrown_number_under_its_named_colour_stays_valid() -> None:
    text = f"{HANDS} G5,R5 * B 1 + 0 play 0,0,0 by=0 {DATES}"
    assert position_status(parse_position(text, JD)) == PositionStatus.VALID


# ---- #3: judgement day lets a catch window stay open with fresh=0 on any top card
# A window opens on a play (fresh=1) and the next turn move, which ends fresh, closes it; only
# a judgement day's throw opens one unfresh (rules48 #7). Its thrower's top card is then a
# thrown number card under a colour not among the thrown cards. The check exempts every
# unfresh window once the rules have judgement day: on a Skip, a Wild, or a number in its own
# colour (no throw leaves it so), too.
THROWER = "R1/Y4,Y5,B6/G7,G8,B9"
UNFRESH_WINDOW_UNREACHABLE = [
    pytest.param(f"{THROWER} G5,RS * R 2 + 0 play 0,0,0 by=0 catch=0 {DATES}", id="on-a-skip"),
    pytest.param(f"{THROWER} G5,W * B 1 + 0 play 0,0,0 by=0 catch=0 {DATES}", id="on-a-wild"),
    pytest.param(f"{THROWER} G5,R5 * R 1 + 0 play 0,0,0 by=0 catch=0 {DATES}",
                 id="on-a-number-in-its-colour"),
]


@pytest.mark.parametrize("text", UNFRESH_WINDOW_UNREACHABLE)
def test_judgement_day_unfresh_window_only_after_a_throw(text: str) -> None:
    assert position_status(parse_position(text, JD)) & PositionStatus.CATCH


def test_judgement_day_window_a_throw_opened_stays_valid() -> None:
    text = f"{THROWER} G5,R5 * B 1 + 0 play 0,0,0 by=0 catch=0 {DATES}"
    assert position_status(parse_position(text, JD)) == PositionStatus.VALID


# ---- #2 too: the same exemption for a Wild Draw Four's colour before it (wd4=…:C:…)
# rules65 #5 holds a four's colour before it to the coloured card it went on, "except under
# judgement day (a throw names a colour of its own)". No throw puts a Skip on the pile: a four
# on a Skip went on that Skip's colour, and the engine judges the challenge against C.
def test_judgement_day_four_on_an_action_card_keeps_its_colour() -> None:
    text = (f"{HANDS} G5,RS,W4 * G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:B:fair "
            f"{DATES}")
    assert position_status(parse_position(text, JD)) & PositionStatus.CHALLENGE


def test_judgement_day_four_on_a_thrown_number_stays_valid() -> None:
    text = (f"{HANDS} G5,R5,W4 * G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:B:fair "
            f"{DATES}")
    assert position_status(parse_position(text, JD)) == PositionStatus.VALID


# ---- #4: a wild swap's giver holding more cards than the Wild left it
# A Wild with the swap power sets the cards to give at min(3, the hand it leaves): given and
# left to give add up to that. Below 3 they say the hand the Wild left (here 2 cards). The
# hand then shrinks by each gift and grows only by a penalty drawn before the first gift —
# none at a table without penalty options, where a hand of 2 owes no UNO. The check holds
# only "no more left to give than the hand holds".
def _giving() -> Any:
    from core import Color, Give, Play, apply
    from core.cards import Card

    rules = Rules(wild_powers=True)
    state = parse_position("W,G1,R5/Y4,Y5,B6/G7,G8,B9 G5 * G 0 + 0 play 0,0,0 by=2", rules)
    apply(state, 0, Play(Card.parse("W"), Color.BLUE, False, (), 1, "swap"))
    assert state.give_left == 2
    apply(state, 0, Give(Card.parse("R5")))
    assert len(state.hands[0]) == 1 and position_status(state) == PositionStatus.VALID
    return state


def test_giver_holds_what_the_wild_left_less_the_gifts() -> None:
    state = _giving()
    hand = state.hands[0]
    pile = state.draw_pile
    for _ in range(4):  # four more cards, which no play at this table could have given it
        hand.append(pile.pop())
    state.unshuffled = min(state.unshuffled, len(pile))
    assert position_status(state) & PositionStatus.GIVE


def test_giver_before_the_first_gift_holds_the_hand_the_wild_left() -> None:
    text = "G1,G2,G3,G4,G6/Y4,Y5,B6/G7,G8,B9 G5,W * B 0 + 0 give 0,0,0 by=0 fresh=1 give=1:2:-"
    assert position_status(parse_position(text, Rules(wild_powers=True))) & PositionStatus.GIVE
