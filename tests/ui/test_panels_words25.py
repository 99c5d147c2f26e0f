"""The Players and Table boxes at 80x24 in each scoring mode's words (play-test ux25 #4, #7,
#13): the "Player" heading whole, no UNO! beside a player who went out, one form of the bot
label for every row, your own name kept while another player shows UNO!, and the round line
saying what the target means (elimination has none; challenge's target puts you out)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from ui_testkit import ScriptedLink, app_on, scripted_state, shown, wait_for

from core import view
from unotui.screens.table import TableScreen

NAMES = ["Cat", "Ana", "Bo", "Cy", "Dee", "Eve"]


async def table_rows(size: tuple[int, int], went_out: bool, players: int = 4,
                     **rules: Any) -> list[str]:
    """The screen's rows with normal bots after the viewer Cat; Ana and Bo called UNO (and,
    with ``went_out``, went out of an elimination round since)."""
    state = scripted_state(players=players, **rules)
    state.uno_called = [seat in (1, 2) for seat in range(players)]
    if went_out:
        state.finished = [1, 2]
        state.hands[1], state.hands[2] = [], []
    link = ScriptedLink(NAMES[:players])
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        link.feed({"t": "lobby", "seats": [
            {"kind": "human", "name": "Cat", "connected": True},
            *({"kind": "bot", "name": n, "connected": True, "bot": "normal"}
              for n in NAMES[1:players])]})
        link.feed({"t": "view", "view": view(state, 0)})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        return (await shown(pilot)).splitlines()


def players_box(rows: list[str]) -> list[str]:
    return [row.split("││")[0] for row in rows[1:6]]


async def test_elimination_players_box_at_80x24() -> None:
    rows = await table_rows((80, 24), True, scoring="elimination")
    box = players_box(rows)
    # (the heading whole: in one, as the numbers go narrow to keep "Cat (you)" whole beside
    # any call, newbie46 #6)
    assert re.search(r"│ +Player, cards *$", box[0]), box  # (no score: elimination keeps
    assert re.search(r"Cat \(you\) 7 *$", box[1]), box  # none, review54 #2)
    for row in box[2:4]:  # Ana and Bo went out: no UNO! left to call
        assert "UNO!" not in row and re.search(r" out normal bot *$", row), box
    assert re.search(r"Cy .* normal bot *$", box[4]) and "bot ·" not in box[4], box
    assert "Round 1 · last with cards loses" in "\n".join(rows)
    assert "first to" not in "\n".join(rows)


async def test_one_form_of_the_bot_label_where_it_fits_whole() -> None:
    rows = await table_rows((120, 40), False)
    box = [row for row in players_box(rows) if re.search(r" (Ana|Bo|Cy) ", row)]
    assert len(box) == 3 and all("normal bot" in row for row in box), box


async def test_your_name_stays_while_others_show_uno() -> None:
    rows = await table_rows((80, 24), False)
    box = players_box(rows)
    # (not "You": the name is kept — and its "(you)", as before the calls, newbie46 #6)
    assert re.search(r"│ +Cat \(you\) +7 ", box[1]), box
    assert all("UNO! normal" in row for row in box[2:4]), box


@pytest.mark.parametrize(("rules", "words"), [
    ({"scoring": "challenge", "target_score": 60}, "Round 1 · out at 60 points"),
    ({"scoring": "penalty", "target_score": 200}, "Round 1 · to 200, lowest wins"),
    ({}, "Round 1 · first to 500 points"),
])
async def test_the_round_line_says_what_the_target_means(rules: dict[str, Any],
                                                         words: str) -> None:
    rows = await table_rows((80, 24), False, **rules)
    assert words in "\n".join(rows)


async def test_two_columns_show_out_not_uno_for_who_went_out() -> None:
    rows = await table_rows((80, 24), True, players=6, scoring="elimination")
    box = "\n".join(row.split("││")[0] for row in rows[1:5])
    # (cards, and no score: elimination keeps none, review54 #2)
    assert re.search(r" Ana +0 +out", box) and re.search(r" Bo +0 +out", box), box
    assert "UNO!" not in box and "!" not in box.replace("│", ""), box
    assert re.search(r" Cat +7 ", box) and "You" not in box, box  # (your name, kept)
