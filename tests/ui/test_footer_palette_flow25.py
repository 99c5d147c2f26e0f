"""The command palette's footer key and search line as a player reads them (play-test ux25
#13): in ASCII mode the search line's magnifier became ``??`` (read as an error), and at 80
columns a table footer with "a Special" showed a bare ``▏^p`` whose word was cut."""

from __future__ import annotations

import re
from pathlib import Path

from flow_kit import screen_text, wait_for, wait_screen
from textual.app import App, ComposeResult

from unotui.launch import make_app
from unotui.screens.menu import MenuScreen
from unotui.widgets.ascii_filter import asciify
from unotui.widgets.footer import KeysLine, _Slot


async def test_the_palette_in_ascii_mode_shows_an_ascii_mark_not_question_marks(
        fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=True, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: "Search for commands" in screen_text(app), "the palette")
        search = next(line for line in screen_text(app).splitlines()
                      if "Search for commands" in line)
        shown = asciify(search)  # (what the ASCII filter draws of it)
        assert "??" not in shown, shown
        assert re.search(r"^\s*>\s+Search for commands\.", shown), shown


async def test_the_palette_in_unicode_keeps_its_magnifier(fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: "Search for commands" in screen_text(app), "the palette")
        assert "🔎" in screen_text(app)


#: the table's keys at 80 columns on a turn where a special move is open (ux25 #13)
TABLE_KEYS = [("enter", "⏎", "Play", "play", False), ("d", "d", "Draw", "draw", False),
              ("left", "←→", "Move", "move(-1)", True), ("u", "u", "UNO", "uno", False),
              ("c", "c", "Catch", "catch", False), ("space", "Space", "Select", "select", False),
              ("a", "a", "Special", "special", False), ("t", "t", "Chat", "chat", False),
              ("question_mark", "?", "Help", "help", False),
              ("q", "q", "Leave", "quit_table", False)]


async def test_an_80_column_footer_never_shows_a_bare_palette_key() -> None:
    keys = tuple((_Slot(False, key, display, word, action, "", spare), True)
                 for key, display, word, action, spare in TABLE_KEYS)
    keys += ((_Slot(True, "ctrl+p", "^p", "palette", "command_palette", ""), True),)

    class Table(App[None]):
        def compose(self) -> ComposeResult:
            yield KeysLine(keys)

    for width in (80, 83, 84, 91, 92, 96):
        app = Table()
        async with app.run_test(size=(width, 3)) as pilot:
            await pilot.pause()
            text = app.query_one(KeysLine).render_line(0).text
            # the palette's key is drawn with its word, or not at all (Ctrl+P still works)
            assert ("^p" in text) == ("^p palette" in text), (width, text)
            for word in ("⏎ Play", "d Draw", "u UNO", "c Catch", "Space Select", "a Special",
                         "t Chat", "? Help", "q Leave"):
                assert word in text, (width, text)
            # (the palette's word comes before the arrows' "←→ Move", which gives way first)
            palette, move = {80: (False, False), 83: (False, True), 84: (True, False),
                             91: (True, False), 92: (True, True), 96: (True, True)}[width]
            assert ("^p palette" in text) is palette, (width, text)
            assert ("←→ Move" in text) is move, (width, text)


async def test_at_80_columns_multi_play_keeps_the_arrows_and_lets_chat_give_way() -> None:
    """newbie45 #8: at 80 columns "Space Select" pushed "←→ Move" out of the footer while
    "t Chat" stayed; the chat box names its key itself ("t: chat"), so t gives way first."""
    from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

    from core import view
    from unotui.screens.table import TableScreen

    state = scripted_state(multi_play="identical")
    arrange(state, {0: ["R5", "R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "view", "view": view(state, 0)})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause(0.2)
        rows = (await shown(pilot)).splitlines()
        assert "←→ Move" in rows[-1] and "Space Select" in rows[-1], rows[-1]
        assert "t Chat" not in rows[-1] and "t: chat" in "\n".join(rows)
