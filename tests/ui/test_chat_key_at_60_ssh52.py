"""ssh52 #2: at 60 columns (ssh -p PORT HOST from a 60x20 window) the table's footer drops
"t Chat" (a spare key: "the chat box names its key itself, 't: chat'"), but at that size the
chat box is one line high: once a message is in it, nothing on screen names t. Seen over OpenSSH
on the player's turn in Unicode (footer "⏎ Play d Draw u UNO c Catch ? Help q Leave ▏^p
palette") and on every turn in ASCII ("Left/Right Move u UNO c Catch ? Help q Leave ^p
palette"). The footer's own rule says t may give way because the chat box names it; here it
does not."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from core import view
from unotui.screens.table import TableScreen


@pytest.mark.parametrize("ascii_only, my_turn", [(False, True), (True, False), (True, True)])
async def test_at_60_columns_the_chat_key_is_named_somewhere(ascii_only: bool,
                                                             my_turn: bool) -> None:
    state = scripted_state(players=3)
    arrange(state, {0: ["R5", "G7", "B2", "Y3", "Y9"], 1: ["Y1"], 2: ["G1"]}, "R9",
            current=0 if my_turn else 1)
    link = ScriptedLink(["zoe", "bob", "Ana"])
    app = app_on(link, ascii_only=ascii_only)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed({"t": "view", "view": view(state, 0)})
        link.feed({"t": "chat", "id": 1, "from": "bob", "seat": 1, "text": "hello"})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause(0.3)
        text = await shown(pilot)
        rows = text.splitlines()
        assert "hello" in text, text
        assert "t Chat" in rows[-1] or "t: chat" in text or "Press t" in text, text
