"""Chinese asked for where the terminal cannot show it (looks48 #1): with a C locale (or on the
Linux console, whose fonts hold no Chinese) every character read "??", the menu included, so a
player who saved 中文 could not read their way back to English. The app speaks English there
and says why; the setting is kept for a terminal that can."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ui_testkit import screen_text, wait_for

from unotui.i18n import language, set_language


@pytest.fixture
def terminal(fixed_settings: Path, monkeypatch: pytest.MonkeyPatch
             ) -> Iterator[pytest.MonkeyPatch]:
    """The environment of the terminal the app runs in (set it), and English again after."""
    monkeypatch.delenv("LC_ALL", raising=False)
    yield monkeypatch
    set_language("en")


def said(app: object, words: str) -> bool:
    return any(words in n.message for n in app._notifications)  # type: ignore[attr-defined]


@pytest.mark.parametrize("env", [{"LANG": "C", "LC_ALL": "C"}, {"TERM": "linux"},
                                 {"LANG": "zh_CN.UTF-8", "TERM": "xterm-256color"}])
async def test_chinese_is_spoken_only_where_the_terminal_shows_it(
        terminal: pytest.MonkeyPatch, env: dict[str, str]) -> None:
    from unotui.launch import make_app

    for key, value in env.items():
        terminal.setenv(key, value)
    shows = env.get("LANG") == "zh_CN.UTF-8"
    app = make_app(lambda: [], lang="zh_CN", animations=False)
    assert language() == ("zh_CN" if shows else "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: ("与机器人对战" if shows else "Play against bots")
                       in screen_text(app))
        if not shows:
            await wait_for(pilot, lambda: said(app, "cannot show Chinese"))
            assert "??" not in screen_text(app)


async def test_chinese_chosen_in_the_settings_of_such_a_terminal_is_kept_for_later(
        terminal: pytest.MonkeyPatch) -> None:
    from unotui import settings as settings_mod
    from unotui.launch import make_app
    from unotui.screens.settings import SettingsScreen

    terminal.setenv("LANG", "C")
    app = make_app(lambda: [SettingsScreen()], ascii_only=True, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        app.screen.query_one("#language").focus()
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "language")
        await pilot.press("right", "right")  # from the system → English → 简体中文
        await wait_for(pilot, lambda: said(app, "cannot show Chinese"))
        assert language() == "en" and "Language" in screen_text(app)
        assert settings_mod.load().language == "zh_CN"
