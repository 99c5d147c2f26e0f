"""At 80×24, in English and in Chinese, no screen cuts a word.

Every screen and dialog the snapshot tests photograph (menu, settings, host setup, join list,
lobby, table, its dialogs, help, results), plus a crowded table (long names, flags, more footer
keys), help under house rules, the chat open at the table and in the lobby, a guest's lobby and
the lobby's rules editor, is opened at 80×24 in ``en`` and ``zh_CN`` and read as the
player reads it:

* an ellipsis may only follow a whole word (a word of the catalogues or a player's name; in
  Chinese, a whole phrase between punctuation marks), never a part of one ("UNO! b…");
* every key the footer shows is shown whole, key and word ("t Chat", not "t Ch");
* the hint in an empty input fits its field ("t: chat (Enter sends, Esc" was cut);
* no line-drawn widget (players, pile, status, log, hand) has a line wider than itself, and no
  one-line text (``nowrap``) is wider than its place: nothing is silently clipped at an edge.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import snap_kit
import test_snapshots
from rich.cells import cell_len
from snap_kit import arranged_state, finished_state, settle, table_app, table_shown
from textual.pilot import Pilot
from textual.widgets import Input, Label, Static

from core import view
from unotui.i18n import set_language
from unotui.widgets.fit import ELLIPSIS, fit_plain, fit_text

ROOT = Path(__file__).resolve().parents[2]
SIZE = (80, 24)
LONG_NAMES = ["Zoe", "Alexandra the Great", "Bartholomew Jones", "Cy"]

Case = Callable[[], tuple[Any, Callable[[Pilot[Any]], Awaitable[None]]]]


# ------------------------------------------------------------------------------ the extra screens
def _results(scoring: str, left: set[int] | None = None) -> tuple[Any, Any]:
    """As the snapshot's results, but waiting for the verdict in any language. With ``left``:
    long names, and those seats' players left the match (the results say so under their
    names: a bot finished the match, or played on, for them)."""
    from types import SimpleNamespace

    from unotui.screens.round_end import RoundEndScreen, deck_check

    state = finished_state(scoring)
    app, link = table_app(None)
    if left is not None:
        link.names = list(LONG_NAMES)
        link.client = SimpleNamespace(left_seats=left)  # type: ignore[attr-defined]
    end = {"t": "match_end" if scoring == "single" else "round_end", "round": state.round_no,
           "verified": True, "verify_reason": "ok"}

    async def run_before(pilot: Pilot[Any]) -> None:
        link.feed(end)
        link.feed({"t": "view", "view": view(state, 0)})
        await settle(pilot, lambda: isinstance(pilot.app.screen, RoundEndScreen)
                     and deck_check(pilot.app.screen.info) is True)
    return app, run_before


def closed_with_a_leaver() -> tuple[Any, Any]:
    """A guest's table closed by its host mid-match: the final scores, long names, one of
    them a player who had left the match (a bot played on for them)."""
    app, link = table_app(arranged_state({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                         "R9", current=1))

    async def run_before(pilot: Pilot[Any]) -> None:
        await table_shown(pilot)
        link.feed({"t": "_connection", "state": "closed", "reason": "shutdown",
                   "table": "Friday table", "message": "", "scores": [12, 240, 0, 3],
                   "names": LONG_NAMES, "resumable": True, "left": [1]})
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "MessageScreen")
    return app, run_before


def crowded_table() -> tuple[Any, Any]:
    """Long names with flags (UNO!, bot, offline), house rules that light up more footer keys, a
    card just drawn (p passes): the most a table line and the footer ever have to hold."""
    state = arranged_state({0: ["R5", "R5", "G7", "B2", "W", "RD", "Y9", "W4"],
                            1: ["Y1"], 2: ["G1", "G2"], 3: ["B1", "B3", "B5"]}, "R9",
                           current=0, jump_in=True, multi_play="identical", death_number=True,
                           stacking="progressive")
    state.uno_called = [False, True, False, False]
    app, link = table_app(state)
    link.names = list(LONG_NAMES)

    async def run_before(pilot: Pilot[Any]) -> None:
        screen = await table_shown(pilot)
        players = screen.query_one("PlayersPanel")
        players.bots = {2: "hard"}
        players.connected = {1: False}
        players.invalidate()
        screen.query_one("StatusLine").say(
            _long_status(), notice=True)
        await pilot.pause()
    return app, run_before


def _long_status() -> str:
    from unotui.i18n import _

    return _("Call UNO (u) when you play your second-to-last card. Caught without it (c): "
             "draw {n}.", n=2) + " " + _("Jumped-in draw cards add up.")


def house_help() -> tuple[Any, Any]:
    from core.rules import preset

    state = arranged_state({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0,
                           **preset("chinese-party").differences())
    app, _link = table_app(state)

    async def run_before(pilot: Pilot[Any]) -> None:
        await table_shown(pilot)
        await pilot.press("question_mark")
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "HelpScreen")
    return app, run_before


def _lobby_then(*keys: str, shown: str, owner: bool = True) -> tuple[Any, Any]:
    """The lobby (the owner's or a guest's), after ``keys``, once ``shown`` is on top."""
    from snap_kit import lobby_screen, menu_app

    app = menu_app(lambda: [lobby_screen(owner=owner)])

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "LobbyScreen")
        if keys:
            await pilot.press(*keys)
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == shown)
    return app, run_before


def table_chatting() -> tuple[Any, Any]:
    app, _link = table_app(arranged_state({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                          "R9", current=1))

    async def run_before(pilot: Pilot[Any]) -> None:
        await table_shown(pilot)
        await pilot.press("t")
        await pilot.pause()
    return app, run_before


CASES: dict[str, Case] = {
    **{name: case for name, case in test_snapshots.CASES.items()
       if name not in ("round_end", "match_end")},
    "round_end": lambda: _results("standard"), "match_end": lambda: _results("single"),
    "round_end_left": lambda: _results("standard", left={1}),
    "match_end_left": lambda: _results("single", left={1}),
    "closed_with_a_leaver": closed_with_a_leaver,
    "crowded_table": crowded_table, "house_help": house_help, "table_chatting": table_chatting,
    "lobby_guest": lambda: _lobby_then(shown="LobbyScreen", owner=False),
    "lobby_chatting": lambda: _lobby_then("t", shown="LobbyScreen"),
    "rules_dialog": lambda: _lobby_then("e", shown="RulesDialog"),
}


# ------------------------------------------------------------------------------ reading the screen
def _vocabulary() -> tuple[set[str], set[str]]:
    """Whole words (lower case) of every English string, and whole Chinese phrases (the runs
    between punctuation marks and spaces) of every Chinese one, plus the names used here."""
    words: set[str] = {n.lower() for name in [*LONG_NAMES, *snap_kit.NAMES] for n in name.split()}
    phrases: set[str] = set()
    for lang in ("en", "zh_CN"):
        catalogue = json.loads((ROOT / f"unotui/locales/{lang}.json").read_text(encoding="utf-8"))
        for key, value in catalogue.items():
            for text in (key, *(value if isinstance(value, list) else [value])):
                text = re.sub(r"\{\w+\}", " ", str(text))
                words.update(w.lower() for w in re.findall(r"[\w'+-]+!?", text))
                phrases.update(re.split(r"[\s\W]+", text))
    # a lone letter is a key ("b adds a bot"), not a word a cut could end on ("UNO! b…")
    words -= {w for w in words if len(w) == 1 and w not in ("a", "i")}
    return words, phrases


WORDS, PHRASES = _vocabulary()
#: the first words of the names used here: a name with no whole word that fits its place is
#: cut inside that word ("Bartho…"): cut only at a word, it read "…" alone (ux28 #6)
NAME_STARTS = {name.split()[0].lower() for name in [*LONG_NAMES, *snap_kit.NAMES] if name}


def cut_words(text: str) -> list[str]:
    """The places where an ellipsis follows part of a word."""
    out = []
    for line in text.splitlines():
        for match in re.finditer(re.escape(ELLIPSIS), line):
            before = re.split(r"[\s│╭╮╰╯─█▏|]", line[:match.start()])[-1]
            token = before.strip("()[]{}<>,.;:!?\"'·（）《》「」，。；：、！？")
            if not token or (before.startswith("(") and before.rstrip(".").endswith(")")):
                continue  # a whole key in brackets, e.g. "(d)…"
            last = re.split(r"[^\w'+!-]+", token)[-1]
            whole = (last.lower() in WORDS or last.lower().rstrip("!") in WORDS) if last.isascii() \
                else last in PHRASES or not re.search(r"\w", before[-1])
            whole = whole or (token == last and len(last) >= 3 and any(
                start.startswith(last.lower()) for start in NAME_STARTS))
            if not whole:
                out.append(line.strip())
    return out


def _ends(text: str) -> set[int]:
    """Offsets where ``text`` may stop without cutting a word (before a space or a mark)."""
    return {i for i in range(1, len(text) + 1)
            if i == len(text) or not (text[i - 1].isalnum() and text[i].isalnum())}


def clipped(app: Any) -> list[str]:
    """Text that does not fit its place and is silently cut at an edge."""
    from unotui.widgets.footer import KeysLine
    from unotui.widgets.lines import LineWidget
    from unotui.widgets.table_info import StatusLine

    screen = app.screen
    out: list[str] = []
    for widget in screen.query("*"):
        if not widget.display or not widget.region.area:
            continue
        width = widget.content_region.width
        if isinstance(widget, KeysLine):
            line = "".join(strip.text for strip in [widget.render_line(0)])
            shown, _words = widget.fitting(widget.size.width)
            for index in shown:
                slot = widget.keys[index][0]
                whole = slot.display + (" " + slot.description if slot.description else "")
                if whole not in line and slot.display + " " not in line + " ":
                    out.append(f"footer key {whole!r} in {line!r}")
        elif isinstance(widget, StatusLine) and widget.text:
            shown = widget.lines_text().rstrip()
            said = widget.text
            if shown != said:
                stem = shown.removesuffix(ELLIPSIS)
                if not said.startswith(stem) or len(stem) not in _ends(said):
                    out.append(f"status {shown!r} for {said!r}")
        elif isinstance(widget, LineWidget):
            for line in widget.build_lines(widget.size.width, widget.size.height):
                if line.cell_len > widget.size.width:
                    out.append(f"{type(widget).__name__}: {line.plain!r}")
        elif isinstance(widget, Input) and not widget.value and widget.placeholder:
            if cell_len(widget.placeholder) > width - 1:
                out.append(f"input hint {widget.placeholder!r} in {width} cells")
        elif isinstance(widget, Static | Label) and widget.styles.text_wrap == "nowrap":
            wanted = widget.get_content_width(widget.size, app.size)
            if wanted > width:
                out.append(f"{type(widget).__name__} {wanted} cells in {width}")
    return out


@pytest.fixture(params=["en", "zh_CN"])
def lang(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(snap_kit, "LANG", request.param)
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("case", list(CASES))
async def test_no_word_is_cut_at_80x24(case: str, lang: str) -> None:
    app, run_before = CASES[case]()
    async with app.run_test(size=SIZE) as pilot:
        await run_before(pilot)
        await pilot.pause()
        from ui_testkit import screen_text

        text = screen_text(app)
        assert cut_words(text) == [], text
        assert clipped(app) == [], text


# ------------------------------------------------------------------------------ the instruments
def test_the_check_finds_a_cut_word_and_passes_a_whole_one() -> None:
    assert cut_words("│ Bo  bot UNO! b… │") == ["│ Bo  bot UNO! b… │"]
    assert cut_words("or while you hol…") == ["or while you hol…"]
    assert cut_words("Waiting for the table…  and UNO!…") == []
    assert cut_words("轮到你：你的手…") != [] and cut_words("轮到你：出牌…") == []
    # (a name's first word cut inside, where no whole word fits: not a cut word; a cut
    # later word of a name is)
    assert cut_words("│   Bartho… 2     0     bot · hard │") == []
    assert cut_words("│ Bartholomew Jo… 2 │") != []


def test_shortening_keeps_whole_clauses_or_whole_words() -> None:
    assert fit_plain("Your turn: play a card (Enter) or draw (d).", 31) == \
        "Your turn: play a card (Enter)…"
    assert fit_plain("Zoe  7  0  UNO! bot offline", 18) == "Zoe  7  0  UNO!"
    assert fit_plain("Call UNO. Caught without it (c): draw 2.", 34) == \
        "Call UNO. Caught without it (c)…"  # never silently without its ": draw 2"
    assert fit_plain("Waiting. Press r when you are ready.", 12) == "Waiting."
    assert fit_plain("轮到你：出牌（回车）或摸牌（d）。", 20) == "轮到你：出牌…"
    assert fit_plain("short", 10) == "short"
    from rich.console import Console
    from rich.text import Text

    line = Text("Ana  5  0  ")
    line.append("bot offline", "bold")
    fit_text(line, 16)
    assert line.plain == "Ana  5  0  bot…" and line.cell_len <= 16
    assert line.get_style_at_offset(Console(), 14) == line.get_style_at_offset(Console(), 12)


async def test_a_narrow_footer_drops_whole_keys_and_keeps_help() -> None:
    from textual.app import App, ComposeResult

    from unotui.widgets.footer import KeysLine, _Slot

    names = [("enter", "Play", "play"), ("d", "Draw", "draw"), ("p", "Pass", "pass_turn"),
             ("u", "UNO", "uno"), ("c", "Catch", "catch"), ("x", "Challenge", "challenge"),
             ("question_mark", "Help", "help"), ("q", "Quit", "quit_table")]
    keys = tuple((_Slot(False, key, key[0] if key != "question_mark" else "?", word, action, ""),
                  True) for key, word, action in names)
    keys += ((_Slot(True, "ctrl+p", "^p", "palette", "command_palette", ""), True),)

    class Narrow(App[None]):
        def compose(self) -> ComposeResult:
            yield KeysLine(keys)

    app = Narrow()
    async with app.run_test(size=(40, 3)) as pilot:
        await pilot.pause()
        line = app.query_one(KeysLine)
        text = line.render_line(0).text
        shown, _words = line.fitting(40)
        assert "? Help" in text and "palette" not in text  # help stays, the palette goes first
        for index in shown:
            slot = keys[index][0]
            assert f"{slot.display} {slot.description}" in text  # each shown key is whole
        assert len(shown) < len(keys) - 1 and "x Challenge" not in text


# ------------------------------------------------------------------- crowded footers (ux22 #14)
def _footer(app: Any) -> str:
    from ui_testkit import footer_text

    return footer_text(app)


async def test_the_owners_lobby_with_a_hard_bot_keeps_help_and_the_palette(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A play-tester hosting with a hard bot read "… h Think time t Chat esc Leave" at 80
    columns: no ``?`` and the palette pushed off. Think time gives way (h still works, ``?``
    lists it); at 120 columns it is there."""
    message = snap_kit.lobby_message()
    message["seats"][2]["bot"] = "hard"
    message["settings"]["think"] = 2.0
    monkeypatch.setattr(snap_kit, "lobby_message", lambda owner=True: message)
    for size, think in ((SIZE, False), ((120, 40), True)):
        app = snap_kit.menu_app(lambda: [snap_kit.lobby_screen()])
        async with app.run_test(size=size) as pilot:
            await settle(pilot, lambda: type(pilot.app.screen).__name__ == "LobbyScreen"
                         and pilot.app.screen.discovery_note is not None
                         and "Start" in _footer(pilot.app))
            shown = _footer(app)
            assert "? Help" in shown and "^p palette" in shown, shown
            assert "e Rules" in shown and "esc Leave" in shown
            assert ("h Think time" in shown) is think, shown
            assert app.screen.check_action("think", ()) is True


async def test_the_table_with_multi_play_keeps_the_palette_at_80_columns() -> None:
    """Multi-play adds "Space Select": "t Chat" gives way (the chat box names its key, "t:
    chat"; newbie45 #8 missed the arrows, which went first before) rather than the palette's
    word, whose bare "^p" read as cut off."""
    state = arranged_state({0: ["R5", "R6", "G7", "B2"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                           "R9", current=0, multi_play="identical")
    app, _link = table_app(state)
    async with app.run_test(size=SIZE) as pilot:
        await table_shown(pilot)
        await settle(pilot, lambda: "Select" in _footer(pilot.app))
        shown = _footer(app)
        for key in ("←→ Move", "⏎ Play", "d Draw", "u UNO", "c Catch", "Space Select",
                    "? Help", "q Leave", "^p palette"):
            assert key in shown, shown
        assert "Chat" not in shown
    app, _link = table_app(state)
    async with app.run_test(size=(120, 40)) as pilot:  # room for all: the arrows are there
        await table_shown(pilot)
        await settle(pilot, lambda: "Select" in _footer(pilot.app))
        assert "←→ Move" in _footer(app) and "t Chat" in _footer(app)


# --------------------------------------------------- Chinese settings: values in words (ux22 #5)
async def test_chinese_settings_show_values_in_words_and_no_row_starts_with_a_closing_mark(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A play-tester read "‹ classic ›", "‹ official ›", "‹ standard ›" and "一次出多张牌：off、
    identical（完全相同）、same_value（同点数）" in the Chinese settings, and a help row that
    began with a lone "）"."""
    from ui_testkit import screen_text

    from unotui.screens.settings import SettingsScreen

    monkeypatch.setattr(snap_kit, "LANG", "zh_CN")
    set_language("zh_CN")
    try:
        app = snap_kit.menu_app(lambda: [SettingsScreen()])
        rows: list[str] = []
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, lambda: type(pilot.app.screen).__name__ == "SettingsScreen"
                         and pilot.app.focused is not None)
            scroll = pilot.app.screen.query_one("#settings-form")
            for y in range(0, int(scroll.max_scroll_y) + SIZE[1], SIZE[1] - 6):
                scroll.scroll_to(y=y, animate=False)
                await pilot.pause()
                await pilot.pause()
                rows += screen_text(app).splitlines()
    finally:
        set_language("en")
    text = "\n".join(rows)
    for shown in ("‹ 经典 ›", "‹ 官方 ›", "‹ 标准 ›", "‹ 算作零 ›", "‹ 庄家 ›",
                  "一次出多张牌：关、完全相同、同点数。"):
        assert shown in text, shown
    for raw in ("classic", "official", "standard", "same_value", "identical", "other_side",
                "draw2", "same_type", "penalty"):
        assert raw not in text, raw
    assert [row for row in rows if row.strip().startswith(("）", "，", "。", "、"))] == []


# ------------------------------------------- two status lines said whole at 80 columns (ux23 #5)
def _status_row(app: Any) -> str:
    """The status line as the player reads it (its one row, stripped)."""
    status = app.screen.query_one("StatusLine")
    line = status.build_lines(status.content_region.width, 1)[0]
    return line.plain.strip()


async def test_the_multi_play_and_uno_armed_status_lines_fit_80_columns_and_say_it_all() -> None:
    """Multi-play's "1 card selected …" and UNO armed ("… UNO! will be called as you play.") each
    fit one line at 80 columns: cut, the UNO line read as if UNO had been called already."""
    from unotui.screens.table import TableScreen

    state = arranged_state({0: ["R5", "R5", "R6", "B2"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                           "R9", current=0, multi_play="identical")
    app, _link = table_app(state)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(await table_shown(pilot), TableScreen)
        await pilot.press("space")
        await settle(pilot, lambda: "selected" in _status_row(app))
        # (one card, under the cursor: said as one, newbie38 #9)
        assert _status_row(app) == "R5 selected: move to a card to play with it (on top), then Enter."
    state = arranged_state({0: ["R5", "R6"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9")
    app, _link = table_app(state)
    async with app.run_test(size=SIZE) as pilot:
        await table_shown(pilot)
        await pilot.press("u")
        await settle(pilot, lambda: "UNO" in _status_row(app))
        assert _status_row(app).endswith("UNO! will be called as you play.")


async def test_the_chinese_lobby_keeps_a_number_with_the_word_after_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules box wrapped "困难机器人每步最多思考 0.1" / "秒" across two rows at 80×24: a
    number stays with the Chinese word after it."""
    from ui_testkit import screen_text

    message = snap_kit.lobby_message()
    message["seats"][2]["bot"] = "hard"
    message["settings"]["think"] = 0.1
    monkeypatch.setattr(snap_kit, "lobby_message", lambda owner=True: message)
    monkeypatch.setattr(snap_kit, "LANG", "zh_CN")
    set_language("zh_CN")
    try:
        app = snap_kit.menu_app(lambda: [snap_kit.lobby_screen()])
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot, lambda: "困难机器人" in screen_text(pilot.app))
            text = screen_text(app)
            assert "0.1 秒" in text and "0.1 " not in text.replace("0.1 秒", ""), text
    finally:
        set_language("en")
