"""A turn draw not played reads as one line, "Ana drew a card and passed", whether the card fit
or not: the engine logs a pass after every such draw (a lone "passed" told the table that a
kept card fits, botplay42 #2), and a line each would double the draws in a log of 80×24."""

from __future__ import annotations

from core.actions import Draw, Pass
from core.game import apply
from core.position import parse_position
from core.rules import preset
from core.view import view
from unotui.widgets.log import MatchLog, since_last_move

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def _after_draws(pile: str, keep: bool) -> tuple[list[str], list[str]]:
    """Ana draws ``pile``'s first card on a red 3 (passing when ``keep``): Zoe's log lines,
    and Zoe's line of what happened since her last move."""
    state = parse_position(f"R5,G7/G1,Y2/B8,Y4/Y7,Y8 R3 {pile},* R 0 + 0 play 0,0,0,0",
                           preset("official"), seed=5)
    from core.actions import Play
    from core.cards import Card

    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Draw())
    if keep:
        apply(state, 1, Pass())
    seen = view(state, 0)["log"]
    log = MatchLog()
    log.add(seen)
    return log.lines(NAMES, 0), since_last_move(seen, NAMES, 0)


def test_a_draw_not_played_is_one_line_whether_the_card_fit_or_not() -> None:
    fits, kept = _after_draws("R8", keep=True)
    misses, passed = _after_draws("B7", keep=False)
    assert fits[-1] == misses[-1] == "Ana drew a card and passed", (fits, misses)
    assert kept == passed == ["Ana drew 1 and passed"], (kept, passed)


def test_taking_a_stack_with_d_is_a_move_of_ones_own() -> None:
    """newbie52 #9: after Pat took 4 stacked cards with d, "Since your last move" still began
    with the Y+2 played before it: a penalty drawn was read as done to the player, and one
    taken with d is the player's own move (the event says ``taken``). A catch's penalty, done
    to the player, still is news."""
    from core.actions import Play
    from core.cards import Card

    state = parse_position("RD,G7,G2/GD,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0",
                           preset("house"), seed=5)
    apply(state, 0, Play(Card.parse("RD")))
    apply(state, 1, Play(Card.parse("GD")))
    apply(state, 2, Draw())  # (Bo takes the 4 stacked on him)
    seen = view(state, 2)["log"]
    taken = [ev for ev in seen if ev.get("type") == "draw"][-1]
    assert taken.get("taken") is True and taken["why"] == "penalty"
    assert since_last_move(seen, NAMES, 2) == [], since_last_move(seen, NAMES, 2)
