"""fixpos76: the position check refuses the tables rules67 found no play reaches (pending draws
of draw cards that do not add up under the level, foreign colours and unfresh catch windows no
throw leaves, a giver holding more than its Wild left it) and keeps every table play reaches:
these are the edges on both sides."""

from __future__ import annotations

import random

import pytest

from core import CallUno, Color, Give, Judgement, Play, Rules, apply, legal_actions, new_game
from core.cards import Card
from core.game import Phase
from core.position import (
    InvalidPosition,
    PositionStatus,
    check_position,
    parse_position,
    position_status,
)

HANDS = "R1,G2,B3/Y4,Y5,B6/G7,G8,B9"
DATES = "dates=1-2/3-4/5-6"
JD = Rules(judgement_day=True)


# ---- a pending draw: what adds to what
@pytest.mark.parametrize(("text", "rules"), [
    # (a set of identical Draw Twos starts a draw of 4 where jump-in defers it)
    pytest.param(f"{HANDS} G5,R5,RD,RD * R 1 + 4:D play 0,0,0 by=0 fresh=1",
                 Rules(jump_in=True, multi_play="identical"), id="identical-set"),
    # (under same_value Draw Twos of any colours go together)
    pytest.param(f"{HANDS} G5,R5,BD,RD * R 1 + 4:D play 0,0,0 by=0 fresh=1",
                 Rules(jump_in=True, multi_play="same_value"), id="same_value-set"),
    # (under any a Draw Two goes on a four and a four on a Draw Two)
    pytest.param(f"{HANDS} G5,R5,RD,W4,RD * R 1 + 8:D play 0,0,0 by=0 fresh=1",
                 Rules(stacking="any"), id="any-D-W4-D"),
    # (a pile of draw cards that add up, a reshuffle's leftover, bounds nothing)
    pytest.param(f"{HANDS} W4,RD,RD * R 1 + 10:D play 0,0,0 by=0 fresh=1",
                 Rules(stacking="any"), id="reshuffled-run"),
])
def test_draws_that_add_up_stay_valid(text: str, rules: Rules) -> None:
    assert position_status(parse_position(text, rules)) == PositionStatus.VALID


def test_a_reshuffled_run_is_bounded_where_its_cards_do_not_add_up() -> None:
    """A reshuffle leaves the top card alone: cards above it were played on it since, so a
    Draw Two on a four under progressive started its own draw there too."""
    text = f"{HANDS} W4,RD,RD * R 1 + 10:D play 0,0,0 by=0 fresh=1"
    state = parse_position(text, Rules(stacking="progressive"))
    with pytest.raises(InvalidPosition, match="the draw cards from RD up make 4"):
        check_position(state)


def test_no_four_is_jumped_in_where_only_coloured_cards_are() -> None:
    rules = Rules(jump_in=True, jump_in_stacks=True, jump_in_colored_only=True)
    text = f"{HANDS} G5,R5,W4,W4 * R 1 + 8:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:R:fair"
    state = parse_position(text, rules)
    assert position_status(state) & PositionStatus.PENDING
    with pytest.raises(InvalidPosition, match="W4 does not add to the draw of the W4 under it"):
        check_position(state)


# ---- judgement day: what a throw leaves
@pytest.mark.parametrize("text", [
    # (a throw is two number cards at least: an action card is never the one under its last)
    pytest.param(f"{HANDS} G5,RS,R5 * B 1 + 0 play 0,0,0 by=0 {DATES}", id="skip-under"),
    pytest.param(f"{HANDS} G5,W,R5 * B 1 + 0 play 0,0,0 by=0 {DATES}", id="wild-under"),
])
def test_judgement_day_foreign_colour_needs_a_whole_throw(text: str) -> None:
    state = parse_position(text, JD)
    assert position_status(state) & PositionStatus.COLOUR
    with pytest.raises(InvalidPosition, match=r"blue in play on \w+,R5 \(by=0 fresh=0\)"):
        check_position(state)


def test_judgement_day_throw_alone_on_a_reshuffled_pile_stays_valid() -> None:
    text = f"{HANDS} R5 * B 1 + 0 play 0,0,0 by=0 {DATES}"
    assert position_status(parse_position(text, JD)) == PositionStatus.VALID


def test_judgement_day_unfresh_window_on_a_number_over_an_action_card() -> None:
    text = f"R1/Y4,Y5,B6/G7,G8,B9 G5,RR,R5 * B 1 + 0 play 0,0,0 by=0 catch=0 {DATES}"
    state = parse_position(text, JD)
    assert position_status(state) & PositionStatus.CATCH
    with pytest.raises(InvalidPosition, match="catch=0 with fresh=0 on RR,R5"):
        check_position(state)


def test_judgement_day_four_on_a_number_over_an_action_card() -> None:
    text = (f"{HANDS} BS,R5,W4 * G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:B:fair "
            f"{DATES}")
    assert position_status(parse_position(text, JD)) & PositionStatus.CHALLENGE


def _throws(seed: int) -> int:
    """Random play under judgement day (throws chosen whenever offered): every table valid;
    returns how many throws left a number card under a foreign colour."""
    rnd = random.Random(seed)
    rules = Rules(judgement_day=True, death_number=rnd.random() < 0.5,
                  scoring=rnd.choice(["standard", "elimination"]))
    state = new_game(rules, rnd.choice([2, 3, 4]), seed)
    foreign = 0
    for _ in range(600):
        options = [(q, a) for q in [None, *range(state.players)] for a in legal_actions(state, q)]
        if not options or state.phase is Phase.MATCH_OVER:
            break
        throws = [x for x in options if isinstance(x[1], Judgement)]
        seat, action = rnd.choice(throws if throws and rnd.random() < 0.8 else options)
        apply(state, seat, action)
        assert position_status(state) == PositionStatus.VALID, (seat, action)
        top = state.discard[-1] if state.discard else None
        foreign += bool(top and top.color and state.color and top.color is not state.color)
    return foreign


def test_judgement_day_play_stays_valid() -> None:
    assert sum(_throws(seed) for seed in range(12)) > 0


# ---- a wild swap's giver: the penalties of phase give
def test_giver_may_pay_a_wrong_uno_call_after_each_gift() -> None:
    """A gift, a turn move, clears the mistakes marked, so the giver may call UNO wrongly again
    and draw again: a hand the Wild left 2 cards holds 5 after one gift (left 1 + 2 + 2)."""
    rules = Rules(wild_powers=True, false_uno_penalty=2)
    state = parse_position("W,G1,R5/Y4,Y5,B6/G7,G8,B9 G5 * G 0 + 0 play 0,0,0 by=2", rules)
    apply(state, 0, Play(Card.parse("W"), Color.BLUE, False, (), 1, "swap"))
    assert state.give_left == 2
    apply(state, 0, CallUno())  # (2 cards: no UNO hand, a wrong call)
    assert len(state.hands[0]) == 4
    apply(state, 0, Give(Card.parse("R5")))
    apply(state, 0, CallUno())
    assert len(state.hands[0]) == 5 and state.give_left == 1
    assert position_status(state) == PositionStatus.VALID
    state.hands[0].append(state.draw_pile.pop())  # one more than any move could give it
    state.unshuffled = min(state.unshuffled, len(state.draw_pile))
    assert position_status(state) & PositionStatus.GIVE


def test_giver_caught_before_the_first_gift_stays_valid() -> None:
    rules = Rules(wild_powers=True, uno_penalty=4)
    state = parse_position("W,G1/Y4,Y5,B6/G7,G8,B9 G5 * G 0 + 0 play 0,0,0 by=2", rules)
    apply(state, 0, Play(Card.parse("W"), Color.BLUE, False, (), 1, "swap"))
    assert state.give_left == 1 and state.catchable == 0
    from core import Catch
    apply(state, 2, Catch(0))
    assert len(state.hands[0]) == 5
    assert position_status(state) == PositionStatus.VALID
