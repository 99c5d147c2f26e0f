"""ssh71 #3: a visitor of a door bound to one table (``host --ssh``, ``serve-ssh --table``) can
open no table — the door's menu has no Host (docs/SSH.md) — yet Rules & settings tells them the
default rules are "Used for games against bots and for your first table; a later table starts
from the rules the last one was opened with." At such a door those rules are for games against
bots only: the words speak of tables the visitor cannot open. (A menu door's visitor can host,
and the words are right there.)

Seen with OpenSSH in tmux: ``ssh -p PORT setz@127.0.0.1`` to ``unotui host --headless --ssh
PORT``, q (to the door's menu), s."""

from __future__ import annotations

from typing import Any

from flow_kit import press, screen_text, wait_screen


async def test_a_table_doors_settings_speak_of_no_table_of_the_visitors(
        fixed_settings: Any) -> None:
    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen
    from unotui.screens.settings import SettingsScreen

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.ssh_door = "table"
    app.join_options = {"address": "127.0.0.1:9", "name": "zoe"}
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        assert "Host" not in screen_text(app)  # (the door's menu: no Host)
        await press(pilot, "s")
        await wait_screen(pilot, SettingsScreen)
        said = " ".join(screen_text(app).split())
        assert "Default rules" in said
        assert "your first table" not in said, said
        assert "a later table starts" not in said, said
