"""The team lines of pairs in a two-column Players box under elimination (review54 #2).

Elimination keeps no score (round_end drops its Points and Score columns, and the teams-of-three
form of the same box says "Player, cards, team" with no scores, review53 #6), yet the team lines
head "Team, partners, cards, score" and end every line with a score of 0: at 60x20 and 80x24,
six or eight seats in pairs under elimination read "T1  Newbie 7   Dee    7  0"."""

from __future__ import annotations

import re
from unittest import mock

import pytest
from ui_testkit import scripted_state

from core import view
from unotui.widgets.table_info import PlayersPanel

NAMES = ["Newbie", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus"]


@pytest.mark.parametrize("players", [6, 8])
@pytest.mark.parametrize("width", [28, 34])  # (the box at 60x20 and at 80x24)
def test_pairs_under_elimination_show_no_score(players: int, width: int) -> None:
    state = scripted_state(players=players, teams="pairs", scoring="elimination")
    panel = PlayersPanel()
    panel.names = NAMES[:players]
    panel.view = view(state, 0)
    with mock.patch.object(PlayersPanel, "columns", 2):
        rows = [row.plain for row in panel.build_lines(width, 10)]
    assert "score" not in rows[0].lower(), rows
    # (each line: the team, two partners with their cards — no trailing score of 0)
    assert not any(re.search(r" 0\s*$", row) for row in rows[1:]), rows
