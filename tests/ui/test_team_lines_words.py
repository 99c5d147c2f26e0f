"""review52: the team lines of 99954a6 (two-column Players box, partners in pairs)."""

from __future__ import annotations

import re
from unittest import mock

from ui_testkit import arrange, scripted_state

from core import Card, apply, view
from core.actions import Play
from unotui.widgets.table_info import PlayersPanel

NAMES = ["Newbie", "Ana", "Bo", "Cy", "Dee", "Eli"]


def lines(state, width: int, seat: int | None = 1) -> list[str]:
    panel = PlayersPanel()
    panel.names = NAMES[:state.players]
    panel.view = view(state, seat)
    with mock.patch.object(PlayersPanel, "columns", 2):
        return [row.plain for row in panel.build_lines(width, 10)]


def test_the_rounds_winner_holding_no_card_shows_no_uno_call() -> None:
    """ux28 #5 again: Newbie called UNO and went out; at round_over she holds no card but the
    team line reads "Newbie 0!" (seat_flags checks the count, partner_cell does not)."""
    state = scripted_state(players=6, teams="pairs")
    arrange(state, {0: ["R2"], 1: ["Y1", "Y2", "Y3"], 2: ["G1", "G2"], 3: ["B1", "B2"],
                    4: ["G5", "G6"], 5: ["B5", "B6"]}, "R9", current=0)
    state.uno_called[0] = True
    apply(state, 0, Play(Card.parse("R2")))
    assert state.phase.value == "round_over"
    rows = lines(state, 26)
    assert "T1" in rows[1] and not re.search(r" 0!", rows[1]), rows


def test_a_catchable_seat_is_said_where_the_team_line_has_room() -> None:
    """ux32 #5: a seat down to one card without its call, while the catch is open, reads
    "no UNO" so that a newcomer sees what c is for. The one-seat-a-cell form said it at 100x29
    and 120x29 (a box 40 or more wide: "Cy 1 0 no UNO"); the team lines never do, though
    they leave 14 cells empty."""
    state = scripted_state(players=6, teams="pairs")
    state.hands[3] = state.hands[3][:1]
    state.uno_called = [False] * 6
    state.catchable = 3
    rows = lines(state, 40, seat=0)
    assert any("no UNO" in row for row in rows), rows


def test_a_partner_out_of_the_round_is_said_in_words_at_80x24() -> None:
    """Elimination: Dee went out of the round. At 80x24 (a box 34 wide) the one-seat-a-cell
    form read "Dee 0 0 out"; the team line says only "Dee 0", dimmed — nothing a reader
    without colour, or a newcomer, takes for "out"."""
    state = scripted_state(players=6, teams="pairs", scoring="elimination")
    state.finished = [4]
    state.hands[4] = []
    rows = lines(state, 34, seat=0)
    dee = next(row for row in rows if "Dee" in row)
    assert re.search(r"Dee +0 +(out|eliminated)\b", dee), rows
