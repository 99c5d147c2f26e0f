"""newbie62: the join screen's words while the address is being changed (Chinese)."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_join_screen_words import fake_lan
from textual.widgets import Input

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_newbie62_the_words_do_not_name_the_old_address_once_another_is_typed(
        fixed_settings: Path) -> None:
    """newbie62 #2: the menu's j after leaving a table (or `join` with an address) opens the
    join screen with the address filled in and the cursor in it, and the status line says
    "回车加入 127.0.0.1:10700；按 ↑ 可到上方找到的牌桌列表。" (unotui/screens/join.py:411).
    Typing another address over it (or a stray ?) leaves those words as they were: the
    screen says Enter joins 127.0.0.1:10700 while Enter tries the address typed ('?' is not
    an address…)."""
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen("127.0.0.1:8791", browse=fake_lan, probe=None))
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        await wait_for(pilot, lambda: isinstance(app.focused, Input), "the address field")
        field = app.focused
        assert isinstance(field, Input)
        field.value = ""
        await pilot.press(*"10.0.0.9:7200")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "10.0.0.9:7200" in text, text
        assert "回车加入 127.0.0.1:8791" not in text, text
