"""newbie54 #6: a player who went out on a Draw Two left the next player to draw 2, and the
log said "Cy drew 2 cards and misses a turn" above the round's end: no turn was left to miss.
Play going on after it (the card not the last) still says it."""

from __future__ import annotations

from core.actions import Play
from core.cards import Card
from core.game import apply
from core.position import parse_position
from core.view import view
from unotui.widgets.log import MatchLog

NAMES = ["Cat", "Ana", "Bo", "Cy"]


def lines_after(position: str) -> list[str]:
    state = parse_position(position, seed=5)
    apply(state, 0, Play(Card.parse("RD")))
    log = MatchLog()
    log.add(view(state, 0)["log"])
    return log.lines(NAMES, 0)


def test_a_draw_two_that_goes_out_costs_no_turn_in_the_log() -> None:
    lines = lines_after("RD/B1,B2/Y1,G4/R5,B7 R3 B9,Y5,Y6,Y7,* R 0 + 0 play 0,0,0,0")
    drawn = [line for line in lines if line.startswith("Ana drew 2 cards")]
    assert drawn == ["Ana drew 2 cards"], lines


def test_a_draw_two_played_on_still_costs_the_turn() -> None:
    lines = lines_after("RD,G7/B1,B2/Y1,G4/R5,B7 R3 B9,Y5,Y6,Y7,* R 0 + 0 play 0,0,0,0")
    assert "Ana drew 2 cards and misses a turn" in lines, lines
