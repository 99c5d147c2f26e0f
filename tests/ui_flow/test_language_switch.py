"""A language chosen in the settings applies at once: to the settings themselves, the menu the
player goes back to, and the key labels (the command palette's too)."""

from __future__ import annotations

from flow_kit import screen_text, wait_for, wait_screen

from unotui import i18n
from unotui.launch import make_app
from unotui.screens.menu import MenuScreen
from unotui.screens.settings import SettingsScreen


async def test_a_language_chosen_in_the_settings_applies_at_once_to_every_screen() -> None:
    """Found by a play-tester: after choosing 简体中文 the menu stayed English until they left
    it and came back, and the footer's "^p palette" never changed."""
    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, SettingsScreen)
            app.screen.query_one("#language").focus()
            await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "language")
            await pilot.press("right", "right")  # from the system → English → 简体中文
            await wait_for(pilot, lambda: "语言" in screen_text(app), "the settings in Chinese")
            await wait_for(pilot, lambda: app.focused is not None
                           and app.focused.id == "language", "the focus back on the language")
            footer = screen_text(app).splitlines()[-1]
            assert "返回" in footer and "^p 命令面板" in footer
            await pilot.press("escape")
            await wait_screen(pilot, MenuScreen)
            await wait_for(pilot, lambda: "与机器人对战" in screen_text(app), "the menu in Chinese")
            lines = screen_text(app).splitlines()
            assert "Play against bots" not in "\n".join(lines)
            assert "q 退出" in lines[-1] and "^p 命令面板" in lines[-1]
            await pilot.press("down")  # the menu still has the focus and its keys
            assert app.screen.query_one("#menu").highlighted == 1
            await pilot.press("s")  # and back to English the same way
            await wait_screen(pilot, SettingsScreen)
            app.screen.query_one("#language").focus()
            await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "language")
            await pilot.press("left")
            await wait_for(pilot, lambda: "Language" in screen_text(app), "the settings in English")
            await pilot.press("escape")
            await wait_screen(pilot, MenuScreen)
            await wait_for(pilot, lambda: "Play against bots" in screen_text(app), "English again")
            assert "^p palette" in screen_text(app).splitlines()[-1]
    finally:
        i18n.set_language("en")
