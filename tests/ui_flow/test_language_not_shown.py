"""Chinese asked for where the terminal cannot show it (looks48 #1): with a C locale (or on the
Linux console, whose fonts hold no Chinese) every character read "??", the menu included, so a
player who saved 中文 could not read their way back to English. The app speaks English there
and says why; the setting is kept for a terminal that can."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_testkit import screen_text, wait_for

from unotui.i18n import language, set_language


@pytest.mark.parametrize("env", [{"LANG": "C", "LC_ALL": "C"}, {"TERM": "linux"}])
async def test_chinese_on_a_terminal_that_cannot_show_it_speaks_english(
        fixed_settings: Path, monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> None:
    from unotui.launch import make_app

    for key, value in env.items():
        monkeypatch.setenv(key, value)
    try:
        app = make_app(lambda: [], lang="zh_CN", animations=False)
        assert language() == "en"
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "Play against bots" in screen_text(app))
            await wait_for(pilot, lambda: any("cannot show Chinese" in n.message
                                              for n in app._notifications))
            assert "??" not in screen_text(app)
    finally:
        set_language("en")


async def test_chinese_where_the_terminal_shows_it_is_chinese(
        fixed_settings: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.launch import make_app

    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.delenv("LC_ALL", raising=False)
    try:
        make_app(lambda: [], lang="zh_CN", animations=False)
        assert language() == "zh_CN"
    finally:
        set_language("en")


async def test_chinese_chosen_in_the_settings_of_such_a_terminal_is_kept_for_later(
        fixed_settings: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui import settings as settings_mod
    from unotui.launch import make_app
    from unotui.screens.settings import SettingsScreen

    monkeypatch.setenv("LANG", "C")
    monkeypatch.setenv("LC_ALL", "C")
    app = make_app(lambda: [SettingsScreen()], ascii_only=True, animations=False, lang="en")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
            app.screen.query_one("#language").focus()
            await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "language")
            await pilot.press("right", "right")  # from the system → English → 简体中文
            await wait_for(pilot, lambda: any("cannot show Chinese" in n.message
                                              for n in app._notifications))
            assert language() == "en" and "Language" in screen_text(app)
            assert settings_mod.load().language == "zh_CN"
    finally:
        set_language("en")
