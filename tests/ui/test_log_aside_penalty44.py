"""review44: the log looks past a wrong accusation between a stack and its draw (botplay42 #4,
MatchLog.stack_at's ASIDES) — also past one that costs cards. Then the accuser's penalty draw
is read as the stack's own draw: "Cy drew 2 cards and misses a turn" (Cy, who accused wrongly,
misses nothing) and the victim's "Ana drew 2 cards" lost its "and misses a turn". Before the
change the accuser's line was right ("Cy drew 2 cards")."""

from __future__ import annotations

from core.actions import CallUno, Catch, Draw, Play
from core.cards import Card
from core.game import apply
from core.position import parse_position
from core.rules import Rules, preset
from core.view import view
from unotui.widgets.log import MatchLog

NAMES = ["Cat", "Ana", "Bo", "Cy"]
POSITION = "RD,G7/B9,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0"


def _lines(rules: Rules, aside: tuple[int, object]) -> list[str]:
    state = parse_position(POSITION, rules, seed=5)
    apply(state, 0, Play(Card.parse("RD"), uno=True))  # (two pending on Ana: stacking)
    apply(state, *aside)  # type: ignore[arg-type]
    apply(state, 1, Draw())  # (Ana takes the two)
    log = MatchLog()
    log.add(view(state, 0)["log"])
    return log.lines(NAMES, 0)


def test_a_wrong_catch_that_costs_cards_is_not_the_stack_drawn() -> None:
    rules = Rules.from_dict({"false_catch_penalty": 2}, base=preset("house"))
    lines = _lines(rules, (3, Catch(0)))  # (Cat called UNO: Cy's catch is wrong, 2 cards)
    assert "Cy drew 2 cards" in lines, lines
    assert lines[-1] == "Ana drew 2 cards and misses a turn", lines


def test_a_wrong_uno_call_between_a_stack_and_its_draw_is_not_the_stack_drawn() -> None:
    lines = _lines(preset("chinese-party"), (2, CallUno()))  # (Bo holds three: 2 cards)
    assert "Bo drew 2 cards" in lines, lines
    assert lines[-1] == "Ana drew 2 cards and misses a turn", lines


def test_a_wrong_catch_whose_penalty_reshuffles_is_not_the_stack_drawn() -> None:
    """review46 #5: the reshuffle logged inside the accuser's penalty draw (before that draw)
    ended the look past the accusation."""
    rules = Rules.from_dict({"false_catch_penalty": 2}, base=preset("house"))
    state = parse_position(POSITION, rules, seed=5)
    # (the pile down to one card: the rest under the top card, to be shuffled back in)
    top = state.discard[-1]
    state.discard = [*state.draw_pile[1:], top]
    state.draw_pile = state.draw_pile[:1]
    apply(state, 0, Play(Card.parse("RD"), uno=True))  # (two pending on Ana)
    apply(state, 3, Catch(0))  # (Cat called UNO: Cy's catch is wrong, 2 cards: a reshuffle)
    apply(state, 1, Draw())  # (Ana takes the two)
    events = view(state, 0)["log"]
    kinds = [ev["type"] for ev in events[-5:]]
    assert kinds == ["uno", "false_catch", "reshuffle", "draw", "draw"], kinds
    log = MatchLog()
    log.add(events)
    lines = log.lines(NAMES, 0)
    assert lines[-1] == "Ana drew 2 cards and misses a turn", lines[-4:]


def test_a_draw_two_whose_draw_reshuffles_still_costs_the_turn() -> None:
    """review46 #5, the same root: the reshuffle event between a Draw Two and its
    draw is the "event before" the draw, so TURN_LOST_AFTER no longer sees the play, and the
    line loses "and misses a turn" whenever the two cards empty the pile."""
    state = parse_position(POSITION, preset("house"), seed=5)
    top = state.discard[-1]
    state.discard = [*state.draw_pile[1:], top]
    state.draw_pile = state.draw_pile[:1]
    apply(state, 0, Play(Card.parse("RD"), uno=True))
    apply(state, 1, Draw())  # (Ana takes the two: one from the pile, a reshuffle, one more)
    events = view(state, 0)["log"]
    assert [ev["type"] for ev in events[-2:]] == ["reshuffle", "draw"], events[-3:]
    log = MatchLog()
    log.add(events)
    assert log.lines(NAMES, 0)[-1] == "Ana drew 2 cards and misses a turn", log.lines(NAMES, 0)
