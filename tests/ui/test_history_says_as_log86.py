"""newbie86 #6: the history (L) said "Ana drew 2 cards" for a Draw Two's penalty, where the log
under the table says "Ana drew 2 cards and misses a turn" (and a stack's "(2 draw cards
stacked)"): the history now says each event as the log does."""

from __future__ import annotations

from core.actions import Draw, Play
from core.cards import Card
from core.game import apply
from core.position import parse_position
from core.rules import preset
from core.view import view
from unotui.dialogs.history import history_lines
from unotui.widgets.log import MatchLog

NAMES = ["Cat", "Ana", "Bo", "Cy"]


def test_the_history_says_a_penalty_costs_the_turn_as_the_log_does() -> None:
    state = parse_position("RD,G7,G2/GD,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0",
                           preset("house"), seed=5)
    for seat, action in [(0, Play(Card.parse("RD"))), (1, Play(Card.parse("GD"))),
                         (2, Draw())]:
        apply(state, seat, action)
    log = MatchLog()
    log.add(view(state, 0)["log"])
    said = "Bo drew 4 cards (2 draw cards stacked) and misses a turn"
    assert said in log.lines(NAMES, 0)
    assert any(line.strip().endswith(said) for line in history_lines(log, NAMES, 0)), \
        history_lines(log, NAMES, 0)
