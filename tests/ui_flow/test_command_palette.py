"""The command palette (Ctrl+P) is the app's own: its four themes named as Settings names them
and saved as Settings saves them (Textual's found by a search), Help and Quit, in the player's
language. Textual's own
commands (a "Theme" list of ~20 themes that was not saved, Keys, Maximize, Screenshot, all in
English) are not there."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flow_kit import screen_text, wait_for, wait_screen
from textual.command import CommandPalette

from unotui.i18n import set_language
from unotui.launch import make_app
from unotui.screens.menu import MenuScreen
from unotui.screens.settings import SettingsScreen


async def open_palette(pilot: Any, app: Any) -> None:
    """From the menu, Ctrl+P: the palette open with its commands listed (in Chinese)."""
    await wait_screen(pilot, MenuScreen)
    await pilot.press("ctrl+p")
    await wait_screen(pilot, CommandPalette)
    await wait_for(pilot, lambda: "主题：经典" in screen_text(app), "the commands")


async def test_the_palette_in_chinese_lists_the_apps_themes_and_saves_the_one_chosen(
        _isolated: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await open_palette(pilot, app)
            text = screen_text(app)
            assert "搜索命令…" in text and "主题：单色" in text and "退出" in text
            assert "比赛中会先询问" in text  # (Quit asks first during a match, and says so)
            for english in ("Search for commands", "Keys", "Maximize", "Screenshot", "Theme",
                            "Quit the application"):
                assert english not in text, english
            commands = list(app.get_system_commands(app.screen_stack[-2]))
            listed = [c.title for c in commands if c.title.startswith("主题") and c.discover]
            assert len(listed) == 4, listed
            # (Textual's themes, which --help names, are found by a search, power37 #9)
            found = [c.title for c in commands if not c.discover]
            assert "主题：nord" in found and not any("textual" in t for t in found), found
            await pilot.press(*"单色")
            await wait_for(pilot, lambda: "主题：经典" not in screen_text(app), "searched")
            await pilot.press("enter")
            await wait_for(pilot, lambda: app.theme == "monochrome", "the theme")
            saved = json.loads((_isolated / "settings.json").read_text(encoding="utf-8"))
            assert saved["theme"] == "monochrome"
    finally:
        set_language("en")


async def test_a_theme_from_the_palette_while_settings_are_open_is_shown_and_kept_there(
        _isolated: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("s")
        settings = await wait_screen(pilot, SettingsScreen)
        app.use_theme("high-contrast")
        await wait_for(pilot, lambda: app.theme == "high-contrast", "the theme")
        assert "‹ high contrast ›" in screen_text(app)
        assert settings.settings.theme == "high-contrast"  # (no later save puts it back)
        saved = json.loads((_isolated / "settings.json").read_text(encoding="utf-8"))
        assert saved["theme"] == "high-contrast"


async def test_a_search_that_finds_nothing_says_so_in_the_players_language(
        _isolated: Path) -> None:
    """Textual writes "No matches found" in English; the palette says it in Chinese, and not
    while nothing is typed."""
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await open_palette(pilot, app)
            await pilot.press(*"zzzq")
            await wait_for(pilot, lambda: "没有找到匹配的命令" in screen_text(app), "no match")
            assert "No matches found" not in screen_text(app)
    finally:
        set_language("en")


async def test_keys_typed_in_the_palette_finds_the_help(_isolated: Path) -> None:
    """ux32 #11: the footer says "palette: themes, keys, quit", and "keys" found nothing (the
    command was called "Help"): it finds the help, which Enter opens."""
    from unotui.screens.help import HelpScreen

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("ctrl+p")
        await wait_screen(pilot, CommandPalette)
        await pilot.press(*"keys")
        await wait_for(pilot, lambda: "Help: keys and rules" in screen_text(app)
                       and "Theme:" not in screen_text(app), "the help found")
        await pilot.press("enter")
        await wait_screen(pilot, HelpScreen)


async def test_a_search_finds_textuals_themes_which_the_list_leaves_out(_isolated: Path) -> None:
    """power37 #9: --help and the README name nord, gruvbox…; "nord" in the palette found
    nothing. A search finds them (and saves the one chosen); the list before one shows the
    app's four, not twenty more."""
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("ctrl+p")
        await wait_screen(pilot, CommandPalette)
        await wait_for(pilot, lambda: "Theme: classic" in screen_text(app), "the list")
        assert "nord" not in screen_text(app)
        await pilot.press(*"nord")
        await wait_for(pilot, lambda: "Theme: nord" in screen_text(app), "found")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.theme == "nord", "the theme")
        saved = json.loads((_isolated / "settings.json").read_text(encoding="utf-8"))
        assert saved["theme"] == "nord"


@pytest.mark.parametrize("theme", ["classic", "colorblind", "high-contrast"])
async def test_the_command_enter_runs_is_shown_at_256_colours(_isolated: Path,
                                                               theme: str) -> None:
    """looks48 #2: Textual draws the palette's chosen command in its "blurred" colours (the
    list never has the focus), a primary at 30% that at 256 colours is the rows' own
    background: nothing showed which command Enter would run."""
    from rich.color import ColorSystem
    from textual.command import CommandList

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en", theme=theme)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("ctrl+p")
        await wait_screen(pilot, CommandPalette)
        commands = app.screen.query_one(CommandList)
        await wait_for(pilot, lambda: commands.option_count > 2, "the commands")
        await pilot.press("down")
        await wait_for(pilot, lambda: commands.highlighted == 1, "the second command chosen")
        await pilot.pause()

        def background(y: int) -> Any:
            colours = {segment.style.bgcolor for segment in commands.render_line(y)
                       if segment.style is not None and segment.style.bgcolor is not None}
            return {c.downgrade(ColorSystem.EIGHT_BIT).number for c in colours}

        rows = [background(y) for y in range(commands.size.height)]
        # (the chosen command's row in colours of its own, the others alike)
        assert len({frozenset(r) for r in rows if r}) > 1, rows
