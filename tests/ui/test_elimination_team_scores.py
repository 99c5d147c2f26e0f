"""review53 #6: 08f4d17's heading for teams of three in a narrow box says each team's score —
under elimination too, which keeps no score (its results have no Score column of zeros,
ux27 #12, nor Points since 2d7097d): at 60x20 the Players box reads "Team scores: T1 0 · T2 0"
above rows that give the team where the score was."""

from __future__ import annotations

from unittest import mock

from ui_testkit import scripted_state

from core import view
from unotui.widgets.table_info import PlayersPanel


def test_elimination_says_no_team_scores() -> None:
    state = scripted_state(players=6, teams="triples", scoring="elimination")
    panel = PlayersPanel()
    panel.names = ["Newbie", "Ana", "Bo", "Cy", "Dee", "Eli"]
    panel.view = view(state, 0)
    with mock.patch.object(PlayersPanel, "columns", 2):
        rows = [row.plain for row in panel.build_lines(26, 10)]
    assert "T1 0" not in rows[0], rows
