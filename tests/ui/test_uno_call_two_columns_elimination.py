"""An UNO call in a two-column Players box under elimination, which keeps no score (review55
#2): where "UNO! T2" does not fit, the cell writes "1!" and padded the missing score with a
width of -1, an ellipsis — "Ana    1! … T2" at 80x24, and at 60x20 a cell past its half whose
cut took the team. It reads "Ana  1! T2"."""

from __future__ import annotations

from unittest import mock

import pytest
from ui_testkit import scripted_state

from core import view
from unotui.widgets.table_info import PlayersPanel

NAMES = ["Newbie", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]


@pytest.mark.parametrize(("players", "width"), [(6, 28), (9, 34)])
def test_an_uno_call_under_elimination_keeps_its_team_and_no_stray_ellipsis(
        players: int, width: int) -> None:
    state = scripted_state(players=players, seed=7, teams="triples", scoring="elimination")
    state.uno_called[1] = True  # (Ana called UNO on her last card)
    state.draw_pile.extend(state.hands[1][1:])
    del state.hands[1][1:]
    panel = PlayersPanel()
    panel.names = NAMES[:players]
    panel.view = view(state, 0)
    with mock.patch.object(PlayersPanel, "columns", 2):
        rows = [row.plain for row in panel.build_lines(width, 20)]
    ana = next(row for row in rows if "Ana" in row)
    left = ana[:ana.index("Ana") + width // 2 - 2]  # (Ana's half of the line)
    assert "…" not in left, rows
    assert "T2" in left, rows


def test_an_uno_call_under_elimination_in_chinese_shows_no_stray_ellipsis() -> None:
    # (no teams, six seats at 60x20 in Chinese, where "UNO！" does not fit: "Ana  1! …")
    from unotui.i18n import set_language

    set_language("zh_CN")
    try:
        state = scripted_state(players=6, seed=7, scoring="elimination")
        state.uno_called[1] = True
        state.draw_pile.extend(state.hands[1][1:])
        del state.hands[1][1:]
        panel = PlayersPanel()
        panel.names = NAMES[:6]
        panel.view = view(state, 0)
        with mock.patch.object(PlayersPanel, "columns", 2):
            rows = [row.plain for row in panel.build_lines(28, 20)]
    finally:
        set_language("en")
    ana = next(row for row in rows if "Ana" in row)
    assert "…" not in ana, rows
