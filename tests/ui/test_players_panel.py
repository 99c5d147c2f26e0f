"""The players box at 80x24: a bot's level and its UNO! call both show, in one column and in
the two columns of a big table, and the Players and Table boxes end on the same row
(play-test ux23 #7)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from ui_testkit import ScriptedLink, app_on, screen_text, scripted_state, shown, wait_for

from core import view
from unotui.screens.table import TableScreen
from unotui.widgets.table_info import PlayersPanel

NAMES = ["root", "Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]
LEVELS = ["easy", "normal", "hard"]


async def top_rows(players: int, uno: set[int], scores: dict[int, int] | None = None,
                   size: tuple[int, int] = (80, 24), **rules: Any) -> list[str]:
    """The screen's rows at ``size`` (80x24) with ``players`` seats (seat 0 the viewer, bots after it at
    the levels of :data:`LEVELS` in turn), the ``uno`` seats having called UNO, the ``scores``
    given, under the ``rules`` given."""
    state = scripted_state(players=players, **rules)
    state.uno_called = [seat in uno for seat in range(players)]
    for seat, points in (scores or {}).items():
        state.scores[seat] = points
    link = ScriptedLink(NAMES[:players])
    app = app_on(link)
    rows: list[str] = []
    async with app.run_test(size=size) as pilot:
        link.feed({"t": "lobby", "seats": [
            {"kind": "human", "name": NAMES[0], "connected": True},
            *({"kind": "bot", "name": NAMES[s], "connected": True, "bot": LEVELS[(s - 1) % 3]}
              for s in range(1, players))]})
        link.feed({"t": "view", "view": view(state, 0)})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        rows = (await shown(pilot)).splitlines()
        assert screen_text(app)
    return rows


def row_of(rows: list[str], name: str) -> str:
    return next(row.split("││")[0] for row in rows if f" {name} " in row.split("││")[0])


async def test_a_bot_that_called_uno_keeps_its_level_in_view() -> None:
    rows = await top_rows(3, uno={1})
    assert "UNO!" in row_of(rows, "Ana") and "easy" in row_of(rows, "Ana")
    assert "normal" in row_of(rows, "Bo")


@pytest.mark.parametrize("players", [6, 10])
async def test_two_columns_show_who_called_uno_and_levels_where_they_fit(players: int) -> None:
    rows = await top_rows(players, uno={1, 3})
    panel = [row.split("││")[0] for row in rows[1:1 + players // 2 + 1]]
    text = "\n".join(panel)
    assert re.search(r" Ana +7 +0 UNO! ", text) and re.search(r" Cy +7 +0 UNO! ", text)
    assert not re.search(r" Bo +7 +0 UNO!", text)
    assert re.search(r" Dee +7 +0 easy", text)  # (a level where there is room)


async def test_two_columns_say_who_plays_with_whom_in_triples() -> None:
    """newbie44 #11: a big table with teams at 80x24 showed no team at all (the two-column
    form had no room for "team 2"): a partner looked like any other player. Each seat shows
    its team as "T2", before a level and beside an UNO! call, and the heading says so."""
    partners = {"root": "T1", "Ana": "T2", "Bo": "T1", "Cy": "T2", "Dee": "T1", "Eve": "T2"}
    rows = await top_rows(6, uno={1}, teams="triples")
    assert "Player, cards, score, team" in rows[1]
    panel = "\n".join(row.split("││")[0] for row in rows[2:5])
    for name, tag in partners.items():
        assert re.search(fr" {name} +7!? +0 +(UNO! )?{tag}\b", panel), (name, tag, panel)


@pytest.mark.parametrize(("players", "lines"), [
    (6, [("T1", "root", "Cy"), ("T2", "Ana", "Dee"), ("T3", "Bo", "Eve")]),
    (8, [("T1", "root", "Dee"), ("T2", "Ana", "Eve"), ("T3", "Bo", "Fay"), ("T4", "Cy", "Gus")]),
])
async def test_two_columns_give_each_pair_of_partners_a_line(
        players: int, lines: list[tuple[str, str, str]]) -> None:
    """newbie47 #3, newbie48 #1: at 60x20 six or eight seats in pairs showed no team at all,
    and names of four cells. Partners sit opposite, so each line of the two columns is a
    team: it says which ("T2"), each partner's cards ("7!" for Ana's UNO! call) and the
    score they share once — at 80x24 as at 60x20, where names keep six cells."""
    for size in ((80, 24), (60, 20)):
        rows = await top_rows(players, uno={1}, size=size, teams="pairs")
        assert "Team, " in rows[1] and "score" in rows[1], rows[1]
        panel = [row.split("││")[0] for row in rows[2:2 + players // 2]]
        for row, (tag, left, right) in zip(panel, lines, strict=True):
            called = "!" if left == "Ana" else " "
            shape = fr"│ {tag} [▶ ]{left} +7{called} +(\w+ +)?[▶ ]?{right} +7 +(\w+ +)?0 "
            assert re.search(shape, row), (size, row)  # (a bot's level where it fits)


async def test_ten_players_boxes_end_on_the_same_row() -> None:
    rows: list[Any] = await top_rows(10, uno=set())
    players_end = next(i for i, row in enumerate(rows) if row.startswith("╰"))
    assert rows[players_end].count("╰") == 2  # the Table box's bottom border on this row too


async def test_an_uno_too_long_for_its_row_is_a_mark_set_apart_from_the_score() -> None:
    """Seven players, a three-digit score: no room for the word, so the count says "7!" — and
    a space still parts it from the score (ux23b read "You 1!0")."""
    rows = await top_rows(7, uno={1}, scores={3: 127})
    assert re.search(r" Ana +7! +0 ", row_of(rows, "Ana")), row_of(rows, "Ana")


def test_a_compact_own_name_that_another_name_begins_with_reads_you() -> None:
    """ux27 #10: with the flags taking the room, the viewer's row shows the name alone ("root"),
    which beside "root 2" could be either row; then it reads "You"."""
    from unotui.widgets.table_info import PlayersPanel

    panel = PlayersPanel()
    view = {"seat": 0, "players": 3}
    panel.names = ["root", "root 2", "Bo"]
    assert panel.shown_name(view, 0, compact=True) == "You"
    assert panel.shown_name(view, 0) == "root (you)"
    panel.names = ["Ann", "Bo", "Cy"]
    assert panel.shown_name(view, 0, compact=True) == "Ann"
    # (power37 #3: the guest "root 2" beside the host "root", cut to "root…" at 60 columns,
    # read as the host's row again)
    panel.names = ["root", "root 2", "Bo"]
    assert panel.shown_name({"seat": 1, "players": 3}, 1, compact=True) == "You"
    panel.names = ["Ann", "Bo", "", ""]  # (empty seats' names: review37b #2)
    assert panel.shown_name({"seat": 0, "players": 4}, 0, compact=True) == "Ann"


def test_a_seat_holding_no_card_shows_no_uno() -> None:
    """ux28 #5: the round's winner, out of cards, kept its "UNO!" on the guest's panel."""
    from unotui.widgets.table_info import PlayersPanel

    panel = PlayersPanel()
    panel.names = ["Zoe", "Ana", "Bo"]
    view = {"seat": 0, "players": 3, "uno": [False, True, True], "counts": [5, 0, 1],
            "phase": "round_over"}
    assert "UNO!" not in panel.seat_flags(view, 1) and "UNO!" in panel.seat_flags(view, 2)


@pytest.mark.parametrize("width", [26, 22])
def test_narrow_panels_cut_long_names_inside_and_keep_a_header_that_fits(width: int) -> None:
    """ux28 #6: giving UNO! and the level their room, the header read "Pla…" and a long name,
    cut only at a word, read "…" alone."""
    from rich.cells import cell_len

    from unotui.widgets.table_info import PlayersPanel

    state = scripted_state(players=4)
    state.uno_called = [False, True, True, True]
    panel = PlayersPanel()
    panel.names = ["Wilhelmina", "Bartholomew Smithson", "Cy", "Dee"]
    panel.bots = {1: "normal", 2: "hard", 3: "easy"}
    panel.view = view(state, 0)
    rows = [row.plain for row in panel.build_lines(width, 10)]
    assert rows[0] == "  Player, cards, score", rows[0]  # (the numbers narrow, newbie45 #3)
    # (a name that fits beside the calls stays whole: the bots' levels give way first)
    assert re.match(r"  Wilhelmina +7 ", rows[1]) \
        and re.match(r"  Bartholom\w*… +7 +0 +UNO!", rows[2]), rows
    assert all(cell_len(row) <= width for row in rows)


@pytest.mark.parametrize(("width", "narrow"), [(28, True), (36, True), (60, False)])
def test_a_narrow_box_keeps_names_whole_with_narrow_numbers(width: int, narrow: bool) -> None:
    """newbie45 #3: at 60x20 (a box 28 wide) "root" and "root 2" read "roo…", cut to give
    "UNO!" its room, while nine columns stood empty after Score. A box where a name would be
    cut should anyone call UNO takes the numbers as narrow as they are, under one heading —
    judged on who sits there, never on the calls, so it keeps its form through a round; a
    wider box keeps its columns. At 36 "Newbie (you)" beside wide numbers lost its "(you)"
    whenever a seat called UNO (newbie46 #6): narrow numbers there too."""
    state = scripted_state(players=4)
    panel = PlayersPanel()
    panel.names = ["Newbie", "Ana", "root 2", "root"]
    panel.bots = {1: "normal", 3: "easy"}
    for calls in ([False] * 4, [False, True, False, True]):
        state.uno_called = calls
        panel.view = view(state, 0)
        rows = [row.plain for row in panel.build_lines(width, 10)]
        assert (rows[0] == "  Player, cards, score") is narrow, rows
        # (at 28 not even narrow numbers leave "(you)" its room: "Newbie" all round long)
        for name in ("Newbie (you)" if width > 28 else "Newbie ", "root 2", "root "):
            assert any(row[2:].startswith(name) for row in rows), (name, rows)


async def test_the_table_box_at_60x20_says_colour_direction_and_pile_whole() -> None:
    """ssh29 #12: at 60×20, the smallest size the SSH door promises, the Table box read
    "Colour:  YELLOW…", "Direction: ↻…" and "Draw pile: 96…": shorter words now fit."""
    from ui_testkit import arrange

    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1", "Y2"], 2: ["G1"], 3: ["B1", "B3"]}, "Y5",
            current=0)
    link = ScriptedLink(NAMES[:4])
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        rows = (await shown(pilot)).splitlines()
        box = [row.split("││")[1] for row in rows[1:5]]
        assert "Colour:  YELLOW " in box[0] and "↻ clockwise" in box[1], box
        assert "Draw pile: " in box[2] and not [row for row in box if "…" in row], box


@pytest.mark.parametrize("players", [5, 7])
async def test_at_60x20_a_table_of_five_or_more_still_shows_the_whole_hand(players: int) -> None:
    """ssh36 #5: at 60×20, the smallest size, five players made the players' box a line
    taller than the hand's room was reckoned with: the hand's last line and bottom border
    went under the footer and a scrollbar came. The hand is drawn compact then."""
    from ui_testkit import arrange

    state = scripted_state(players=players)
    arrange(state, {0: ["R1", "G2", "B3", "Y4", "R5", "G6", "B7"],
                    **{i: [f"Y{i}", f"G{i + 1}"] for i in range(1, players)}}, "R9", current=0)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy", "Dee", "Eve", "Fay"][:players])
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed({"t": "view", "view": view(state, 0)})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        text = await shown(pilot)
        lines = text.splitlines()
        assert "Skip" in lines[-2] and lines[-2].startswith("╰"), text  # the hand's border
        assert "▇" not in text and "7" in lines[-3], text  # no scrollbar; the marker line


def test_a_partner_calling_uno_in_a_narrow_box_keeps_its_team() -> None:
    """newbie46 #3: at 60x20, "Ana 8 0 normal team 2" became "Ana 1 0 UNO!" when she called
    UNO — the team went first, though it is what says whether to catch her. The team comes
    before the level, and each flag that fits whole stays."""
    state = scripted_state(players=4, teams="pairs")
    state.uno_called = [False, True, False, True]
    panel = PlayersPanel()
    panel.names = ["Maximilian Anderson", "Ana", "Bo", "Cy"]
    panel.bots = {1: "normal", 2: "normal", 3: "normal"}
    panel.view = view(state, 0)
    rows = [row.plain for row in panel.build_lines(28, 10)]
    assert any(re.search(r" Ana +7 0 UNO! team 2\b", row) for row in rows), rows
    assert any(re.search(r" Bo +7 0 team 1\b", row) for row in rows), rows


def test_six_seats_in_a_60_column_box_show_both_columns_and_the_teams() -> None:
    """newbie46 #2: at 60x20 (a box 28 wide) the right column read "Cy 6…": two halves of 16
    cells do not fit in 28, and its team was cut. The halves share the width now."""
    from unittest import mock

    state = scripted_state(players=6, teams="triples")
    panel = PlayersPanel()
    panel.names = ["root", "Ana", "Bo", "Cy", "Dee", "Eli"]
    panel.bots = {seat: "normal" for seat in range(1, 6)}
    panel.view = view(state, 0)
    with mock.patch.object(PlayersPanel, "columns", 2):
        rows = [row.plain for row in panel.build_lines(28, 10)]
    text = "\n".join(rows)
    for name, tag in (("root", "T1"), ("Cy", "T2"), ("Ana", "T2"), ("Dee", "T1"),
                      ("Eli", "T2")):  # (the team in the score's place: newbie50 #2)
        assert re.search(fr"\b{name} +7 {tag}\b", text), (name, text)


async def panel_rows_for(viewer: str, uno: set[int]) -> list[str]:
    """The Players box's rows at 80x24, four seats, the viewer called ``viewer``, bots Ana
    (easy), Bo (normal) and Cy (hard), the ``uno`` seats having called UNO."""
    state = scripted_state(players=4)
    state.uno_called = [seat in uno for seat in range(4)]
    names = [viewer, "Ana", "Bo", "Cy"]
    link = ScriptedLink(names)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "lobby", "seats": [
            {"kind": "human", "name": viewer, "connected": True},
            *({"kind": "bot", "name": names[s], "connected": True, "bot": LEVELS[(s - 1) % 3]}
              for s in range(1, 4))]})
        link.feed({"t": "view", "view": view(state, 0)})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        rows = (await shown(pilot)).splitlines()
    return [row.split("││")[0] for row in rows[1:7]]


@pytest.mark.parametrize("viewer", ["Alice", "Marion", "Quentin"])
async def test_the_viewers_row_keeps_you_when_someone_calls_uno(viewer: str) -> None:
    """newbie46 #6: at 80x24 the viewer's row read "Alice (you)" until a bot called UNO, then
    "Alice": the call took the room and the box changed its form in mid-round. The box keeps
    one form through a round: "(you)" stays, the bot's UNO! and level show whole."""
    quiet = await panel_rows_for(viewer, uno=set())
    called = await panel_rows_for(viewer, uno={3})
    for rows in (quiet, called):
        assert any(f"{viewer} (you)" in row for row in rows), rows
    cy = next(row for row in called if " Cy " in row)
    assert "UNO!" in cy and "hard" in cy, called


def test_a_60_column_team_box_keeps_names_whole_when_a_partner_calls_uno() -> None:
    """review49 #3: at 60x20 (a box 28 wide) with teams, as soon as anyone called UNO the
    names got 4 cells so that "UNO! team 2 normal" could fit — and the row dropped "normal"
    anyway: "roo…" beside "root" for nothing, and the box changed its form mid-round. The
    names keep their room through the round; a level shows where it fits."""
    from core import Rules
    from core.game import new_game

    state = new_game(Rules(teams="pairs"), 4, 3)
    panel = PlayersPanel()
    panel.names = ["Newbie", "Ana", "root 2", "root"]
    panel.bots = {1: "normal", 3: "easy"}
    forms = []
    for calls in ([False] * 4, [False, True, False, True]):
        state.uno_called = calls
        panel.view = view(state, 0)
        rows = [row.plain for row in panel.build_lines(28, 10)]
        for name in ("Newbie", "root 2"):
            assert any(row[2:].startswith(name) for row in rows), (calls, name, rows)
        assert any("UNO! team 2" in row for row in rows) == any(calls), rows
        forms.append([row[:row.index(" 7 ") + 1] for row in rows[1:]])
    assert forms[0] == forms[1]  # (the names' column is as wide after the calls as before)


@pytest.mark.parametrize("width", [24, 36, 44])
def test_players_box_keeps_its_form_when_a_seat_misses_its_uno_call(width: int) -> None:
    """review50 #1: 0531d9d promises one form of the Players box through a round, judged on "the flags any
    call could make". A seat down to one card either called (UNO!) or missed the call while a
    catch is open ("no UNO" / "no UNO: c catches", wider than "UNO!"): worst_flags assumes
    "UNO!", so the missed call changes the names' column, "(you)" and "normal bot"."""
    state = scripted_state(players=4)
    state.hands[3] = state.hands[3][:1]
    panel = PlayersPanel()
    panel.names = ["Newbie", "Ana", "root 2", "root"]
    panel.bots = {1: "normal", 2: "hard", 3: "easy"}
    forms = []
    for called in (True, False):
        state.uno_called = [False, False, False, called]
        state.catchable = None if called else 3
        panel.view = view(state, 0)
        rows = [row.plain for row in panel.build_lines(width, 10)]
        # the names' column (up to the card count) of rows 1-3, and how a bot's level reads
        forms.append(([row[:row.index(" 7 ") + 1] for row in rows[1:4]],
                      any("normal bot" in row for row in rows)))
    assert forms[0] == forms[1], forms


@pytest.mark.parametrize("size", [(120, 40)])
async def test_the_tables_players_box_keeps_its_form_when_a_bot_misses_uno(
        size: tuple[int, int]) -> None:
    """The same at the table itself (at 80x24 the layout test_players_panel's newbie46 #6 test
    uses): Cy (hard bot) down to one card, having called UNO, then having missed the call
    with the catch window open. The rows of the other seats must not change."""
    async def rows_for(called: bool) -> list[str]:
        state = scripted_state(players=4)
        state.hands[3] = state.hands[3][:1]
        state.uno_called = [False, False, False, called]
        state.catchable = None if called else 3
        names = ["Quentin", "Ana", "Bo", "Cy"]
        link = ScriptedLink(names)
        app = app_on(link)
        async with app.run_test(size=size) as pilot:
            link.feed({"t": "lobby", "seats": [
                {"kind": "human", "name": "Quentin", "connected": True},
                *({"kind": "bot", "name": names[s], "connected": True,
                   "bot": LEVELS[(s - 1) % 3]} for s in range(1, 4))]})
            link.feed({"t": "view", "view": view(state, 0)})
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                           and app.screen.view is not None)
            rows = (await shown(pilot)).splitlines()
        return [row.split("││")[0] for row in rows[1:8]]

    called, missed = await rows_for(True), await rows_for(False)
    assert [r for r in called if " Cy " not in r] == [r for r in missed if " Cy " not in r], \
        (called, missed)


@pytest.mark.parametrize("width", [26, 28])
def test_two_columns_never_cut_the_scores_nor_name_a_team_column_no_row_shows(
        width: int) -> None:
    """newbie48 #1: at 60x20 six seats with teams read "New… 7…" once a team had 106 points
    (the score gone), and the heading said "team" over rows that showed none. A challenge
    match that knocked a partner out (two scores in one team: no line of their own) keeps a
    seat's own score whole; teams of three say theirs in the heading (the test below)."""
    from unittest import mock

    for teams, scores in (("pairs", [106, 60, 0, 520, 60, 0]),):
        state = scripted_state(players=6, teams=teams)
        state.scores = scores
        panel = PlayersPanel()
        panel.names = ["Newbie", "Ana", "Bo", "Cy", "Dee", "Eli"]
        panel.bots = {seat: "normal" for seat in range(1, 6)}
        panel.view = view(state, 0)
        with mock.patch.object(PlayersPanel, "columns", 2):
            rows = [row.plain for row in panel.build_lines(width, 10)]
        assert re.search(r" 7 106 ", rows[1]) and re.search(fr"Cy +7 {scores[3]}\b", rows[1]), \
            rows
        assert re.search(fr"Dee +7 {scores[4]}\b", rows[2]), rows
        shown = any(re.search(r"\bT[123]\b", row) for row in rows[1:])
        assert ("team" in rows[0]) == shown, rows


@pytest.mark.parametrize("width", [26, 34])
def test_a_pair_of_partners_keeps_its_line_whole_through_a_round(width: int) -> None:
    """The team lines (60x20: 26 cells; 80x24: 34) keep their columns when a partner calls
    UNO or the other goes out, and never cut the shared score: "T1" leads each line, both
    partners' names follow at one place in every line, the score ends it."""
    from unittest import mock

    state = scripted_state(players=8, teams="pairs")
    state.scores = [1250, 40, 0, 7, 1250, 40, 0, 7]
    panel = PlayersPanel()
    panel.names = ["Alexandra", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus"]
    panel.view = view(state, 0)
    with mock.patch.object(PlayersPanel, "columns", 2):
        quiet = [row.plain for row in panel.build_lines(width, 10)]
        state.hands[4] = state.hands[4][:1]
        state.uno_called[4] = True
        panel.view = view(state, 0)
        called = [row.plain for row in panel.build_lines(width, 10)]
    for rows in (quiet, called):
        assert all(len(row) <= width for row in rows), rows
        for line, (tag, score) in enumerate((("T1", 1250), ("T2", 40), ("T3", 0), ("T4", 7))):
            assert rows[1 + line].startswith(tag + " ") and rows[1 + line].endswith(
                f" {score}".rjust(5)), rows
        assert [row.index(("Dee", "Eli", "Fay", "Gus")[i]) for i, row in enumerate(rows[1:5])] \
            == [quiet[1].index("Dee")] * 4, rows
    assert re.search(r"Dee +1! ", called[1]) and not re.search(r"Dee +7!", quiet[1]), called
    assert re.search(r"T1  Al(exandra|\w*…) ", quiet[1]), quiet  # (cut only for room)


@pytest.mark.parametrize("players", [6, 9])
def test_teams_of_three_in_a_60_column_box_say_each_seats_team(players: int) -> None:
    """newbie50 #2: teams of three at 60x20 (a box 26 wide) showed no team at all — "root 7 0
    Cy 6 0" — where pairs showed theirs. With no room for "T2" beside the score, the team
    takes the score's place and the heading says each team's score once."""
    from unittest import mock

    state = scripted_state(players=players, teams="triples")
    k = players // 3
    state.scores = [(106, 60, 0)[s % k] for s in range(players)]
    panel = PlayersPanel()
    panel.names = NAMES[:players]
    panel.view = view(state, 0)
    with mock.patch.object(PlayersPanel, "columns", 2):
        rows = [row.plain for row in panel.build_lines(26, 12)]
    assert all(len(row) <= 26 for row in rows), rows
    heading = rows[0].replace("\u00a0", " ")  # (no-break spaces keep a tag with its score)
    assert "T1 106" in heading and "T2 60" in heading, rows
    text = "\n".join(rows[1:])
    for seat in range(players):
        assert re.search(fr"\b{NAMES[seat]}\S* +\d+!? +T{seat % k + 1}\b", text), (seat, rows)
