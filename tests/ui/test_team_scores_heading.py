"""review53 #2: 08f4d17's "team in the score's place" heading, in Chinese with nine seats (three
teams of three) at 60x20 (a Players box 26 wide): "各队得分：…" is too wide, so the heading is
the scores alone — "1队 106 · 2队 60 · 3队 200" is 26 cells, 2 more than the room, and the row
is cut to "1队 106 · 2队 60 · 3队 2": team 3's 200 reads as 2. (English too, once the
scores have four digits: "T1 1060 · T2 600 · T3 200" is 25 cells.)"""

from __future__ import annotations

import re
from unittest import mock

import pytest
from rich.cells import cell_len
from rich.text import Text
from ui_testkit import scripted_state

from core import view
from unotui.i18n import set_language
from unotui.widgets.table_info import PlayersPanel

NAMES = ["Newbie", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]


def heading(scores: list[int], lang: str, width: int = 26) -> str:
    state = scripted_state(players=9, teams="triples")
    state.scores = [scores[s % 3] for s in range(9)]
    panel = PlayersPanel()
    panel.names = NAMES
    panel.view = view(state, 0)
    set_language(lang)
    try:
        with mock.patch.object(PlayersPanel, "columns", 2):
            return panel.build_lines(width, 12)[0].plain
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "scores"), [("zh_CN", [106, 60, 200]),
                                               ("en", [1060, 600, 200])])
def test_every_teams_score_in_the_heading_is_whole_or_not_shown(lang: str,
                                                                scores: list[int]) -> None:
    row = heading(scores, lang)
    # (the box draws 26 cells of it and crops the rest without a mark: what a reader sees)
    seen = Text(row)
    seen.truncate(26)
    for number in re.findall(r"(?:T\d|\d队)[ \u00a0](\d+)", seen.plain):
        assert int(number) in scores, (seen.plain, number)
    assert cell_len(row) <= 26, row


@pytest.mark.parametrize(("lang", "scores"), [("en", [1060, 600, 200]),
                                               ("zh_CN", [10600, 600, 200])])
@pytest.mark.parametrize("width", range(20, 30))
def test_a_teams_tag_is_never_shown_without_its_score(lang: str, scores: list[int],
                                                      width: int) -> None:
    """review54: with scores of four or five digits the heading was cut between a tag and its
    score, "T1 1060  T2 600  T3…": whose score went unsaid. A tag and its score go together."""
    row = heading(scores, lang, width)
    assert cell_len(row) <= width, row
    tags = re.findall(r"(?:T\d|\d队)", row)
    pairs = re.findall(r"(?:T\d|\d队)[ \u00a0](\d+)", row)
    assert tags and len(pairs) == len(tags), row
    assert all(int(number) in scores for number in pairs), row
