"""A watcher's chat line says the sender is watching (play-test ux25 #9): "root 3: just
watching" came from a name in no Players list."""

from __future__ import annotations

from textual.app import App, ComposeResult
from ui_testkit import screen_text, wait_for

from unotui.widgets.log import ChatPanel


async def test_a_watchers_chat_line_says_they_are_watching() -> None:
    class Chat(App[None]):
        def compose(self) -> ComposeResult:
            yield ChatPanel()

    app = Chat()
    async with app.run_test(size=(60, 10)) as pilot:
        app.query_one(ChatPanel).show_all([
            {"t": "chat", "id": 1, "from": "root 2", "seat": 1, "text": "hello from bob"},
            {"t": "chat", "id": 2, "from": "root 3", "seat": None, "text": "just watching"},
            {"t": "chat", "id": 3, "from": "old host", "text": "no seat field"},
        ])
        await wait_for(pilot, lambda: "just watching" in screen_text(app))
        text = screen_text(app)
    assert "root 3 (watching): just watching" in text
    assert "root 2: hello from bob" in text  # (a player at the table: as before)
    assert "old host: no seat field" in text
