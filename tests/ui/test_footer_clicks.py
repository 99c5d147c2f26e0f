"""A click on a key in the footer does what pressing that key does (main menu and table)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.command import CommandPalette
from textual.widgets import Footer
from ui_testkit import (
    ScriptedLink,
    app_on,
    arrange,
    footer_text,
    screen_text,
    scripted_state,
    scripted_table,
    table_showing,
    wait_for,
)

from unotui.dialogs import ConfirmDialog
from unotui.launch import make_app
from unotui.screens.help import HelpScreen
from unotui.screens.menu import MenuScreen
from unotui.screens.table import TableScreen
from unotui.widgets.footer import KeysFooter
from unotui.widgets.hand import HandView

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def column_of(app: Any, text: str) -> int:
    """The column where ``text`` is drawn in the footer (the bottom line)."""
    line = footer_text(app)
    assert text in line, f"{text!r} is not in the footer: {line!r}"
    return line.index(text)


async def click_at(pilot: Any, x: int, footer: type[Footer]) -> None:
    """Click the bottom line of the terminal at column ``x``, which must be on ``footer``."""
    y = pilot.app.size.height - 1
    under, _region = pilot.app.screen.get_widget_at(x, y)
    assert isinstance(under, footer) or isinstance(under.parent, footer)
    await pilot.click(offset=(x, y))
    await pilot.pause()


async def click_footer(pilot: Any, footer: type[Footer], text: str, shift: int = 0) -> None:
    """Click the footer where ``text`` is drawn (``shift`` columns to its right)."""
    await click_at(pilot, column_of(pilot.app, text) + shift, footer)


async def test_clicks_on_the_menu_footer_open_the_palette_and_quit(fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen)
                       and "Quit" in footer_text(app))
        await click_footer(pilot, Footer, "palette")
        await wait_for(pilot, lambda: isinstance(app.screen, CommandPalette))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await click_footer(pilot, Footer, "Quit")
        await wait_for(pilot, lambda: app.return_code is not None)
    assert app.return_code == 0


def table_app(link: ScriptedLink, ascii_only: bool = False) -> Any:
    return app_on(link, ascii_only=ascii_only)


def two_cards_each() -> tuple[Any, ScriptedLink, Any]:
    """Zoe to play R5 or G7 on a red 9, the others two cards each: ``(state, link, app)``."""
    return scripted_table({0: ["R5", "G7"], 1: ["Y1", "Y2"], 2: ["G1", "G2"], 3: ["B1", "B3"]},
                          "R9", current=0)


async def table_shown(pilot: Any, link: ScriptedLink, state: Any) -> TableScreen:
    link.feed_view(state)
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                   and pilot.app.screen.view is not None
                   and pilot.app.screen.view["state_id"] == state.state_id)
    await wait_for(pilot, lambda: "Leave" in footer_text(pilot.app))
    screen = pilot.app.screen
    assert isinstance(screen, TableScreen)
    return screen


async def test_clicks_on_the_table_footer_act_like_the_keys() -> None:
    state, link, app = two_cards_each()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_shown(pilot, link, state)
        await click_footer(pilot, KeysFooter, "? Help")  # on the key itself
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        assert "challenge a Wild Draw Four" in screen_text(app)
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is table)

        gap = column_of(app, " d Draw")  # the blank column between two keys: nothing happens
        await click_at(pilot, gap, KeysFooter)
        assert app.screen is table and link.sent == []

        hand = table.query_one(HandView)
        assert hand.current() == "R5"
        await click_footer(pilot, KeysFooter, "Move", shift=2)  # on its description
        assert hand.current() == "G7"
        await click_footer(pilot, KeysFooter, "Move")
        assert hand.current() == "R5"
        await click_footer(pilot, KeysFooter, "Play")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R5"}])
        await click_footer(pilot, KeysFooter, "Draw")
        await wait_for(pilot, lambda: link.sent[-1:] == [{"type": "draw"}])

        await click_footer(pilot, KeysFooter, "Leave")  # mid-match: asks first, as q does
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is table)
        assert not link.left


@pytest.mark.parametrize("ascii_only", [False, True])
async def test_a_clicked_key_plays_the_card_under_the_cursor(ascii_only: bool) -> None:
    state = scripted_state()
    arrange(state, {0: ["G7", "R5"], 1: ["Y1", "Y2"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = table_app(link, ascii_only=ascii_only)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_shown(pilot, link, state)
        # the hand is sorted (R5 before G7) and the cursor starts on R5, which fits the red 9
        assert table.query_one(HandView).current() == "R5"
        await click_footer(pilot, KeysFooter, "Enter Play" if ascii_only else "⏎ Play")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R5"}])


async def test_an_app_started_without_the_terminals_focus_shows_its_keys() -> None:
    """tmux35 #2: with tmux's focus-events on, an app started in a pane tmux did not focus
    showed the word "KeysFooter" as its footer until the pane was focused."""
    from ui_testkit import scripted_table, table_showing

    state, link, app = scripted_table({0: ["R7", "G1"], 1: ["G1"], 2: ["B6"], 3: ["Y8"]}, "R3",
                                      current=0)
    app._reactive_app_focus = False  # (the terminal said it has not the focus, from the start)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.pause()
        assert not app.app_focus
        line = screen_text(app).splitlines()[-1]
        assert "KeysFooter" not in line and "? Help" in line and "q Leave" in line, line


async def test_behind_a_dialog_the_tables_keys_are_drawn_as_not_acting() -> None:
    """tmux35 #9: behind "Leave the match?" the table's footer listed Draw, Play, Help… as if
    they acted; a key pressed there goes to the dialog. They are not listed there (newbie57
    #4: drawn dimmed, the keys the dialog answered looked dead too): the dialog's own keys
    are, the app's own (the palette) as acting, and all the table's come back once the
    dialog is answered."""
    from unotui.widgets.footer import KeysLine

    state, link, app = two_cards_each()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_shown(pilot, link, state)
        line = table.query_one(KeysLine)

        def acting() -> dict[str, bool]:
            return {slot.description: enabled for slot, enabled in line.keys}

        assert acting()["Draw"] and acting()["Help"]
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await wait_for(pilot, lambda: "Draw" not in acting())
        assert "Help" not in acting() and "Leave" not in acting()
        assert acting()["Yes"] and acting()["No"] and all(acting().values()), acting()
        assert [on for slot, on in line.keys if slot.palette] == [True]
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is table and acting()["Draw"])


async def test_f1_opens_the_help_at_the_table_and_on_the_menu(fixed_settings: Path) -> None:
    """ssh36 #6: F1, the help key of many terminal programs, worked on the Host and Join
    screens only."""
    state, link, app = two_cards_each()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_shown(pilot, link, state)
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is table)
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))


async def test_over_a_question_that_passes_the_tables_help_on_f1_opens_it_and_j_k_move() -> None:
    """ssh36 #6: F1 did nothing over a dialog, though ? opened the help there; the footer drew
    Help as not acting over every dialog. Over the colour question ? and F1 open the help, and
    the footer says so (Draw, which does not act there, is not listed: newbie57 #4); j and k
    move the list as ↓ and ↑ (power37 #8)."""
    from textual.widgets import OptionList

    from unotui.dialogs import ColorDialog
    from unotui.widgets.footer import KeysLine

    state, link, app = scripted_table({0: ["W", "G1", "B2"], 1: ["G1"], 2: ["B6"], 3: ["Y8"]},
                                      "R3", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_showing(pilot, link, state)
        line = table.query_one(KeysLine)

        def acting() -> dict[str, bool]:
            return {slot.description: enabled for slot, enabled in line.keys}

        await pilot.press("enter")  # the wild, first in the hand: which colour?
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        dialog = app.screen
        await wait_for(pilot, lambda: "Draw" not in acting())
        assert acting()["Help"]
        options = dialog.query_one(OptionList)
        first = options.highlighted
        await pilot.press("j")
        assert options.highlighted == (first or 0) + 1
        await pilot.press("k")
        assert options.highlighted == first
        await pilot.press("f1")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is dialog)
        assert link.sent == []


async def test_a_short_footer_keeps_leave_and_help_to_the_last() -> None:
    """power37 #10: at 60 columns the footer kept "Space Select" and "t Chat" and dropped
    "q Leave", the way out."""
    state, link, app = scripted_table({0: ["R5", "R6", "G7", "B2"], 1: ["Y1"], 2: ["G1"],
                                       3: ["B1"]}, "R9", current=0, multi_play="identical")
    async with app.run_test(size=(60, 20)) as pilot:
        await table_showing(pilot, link, state)
        await wait_for(pilot, lambda: "Play" in footer_text(app))
        shown = footer_text(app)
        assert "q Leave" in shown and "? Help" in shown and "⏎ Play" in shown, shown
