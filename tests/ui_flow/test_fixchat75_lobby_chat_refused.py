"""newbie86 #3, in the lobby: a chat line the table refuses as one too many goes back into the
chat line for Enter, and the lobby's status says it was not sent and in how many seconds the
table takes one again — not "Too many messages; slow down." alone. The line before it, which
the table echoed, is not the one put back."""

from __future__ import annotations

import re

from flow_kit import joined_table, press, type_text, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen
from unotui.widgets.log import ChatPanel


async def test_the_lobby_keeps_a_refused_chat_line_and_says_when_to_send_it() -> None:
    async with joined_table(name="Den", seats=3, chat_burst=1, chat_rate=0.5) as (
            host, _ann, app), app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        panel = lobby.query_one(ChatPanel)
        for line in ("first line", "second line"):
            await press(pilot, "t")
            await type_text(pilot, line)
            await press(pilot, "enter")
        await wait_for(pilot, lambda: "not sent" in lobby.said.lower(), "the refusal said")
        assert re.search(r"press Enter in \d+ s", lobby.said), lobby.said
        assert panel.input is not None and panel.input.value == "second line"
        assert any("first line" in line for line in panel.history)
