"""newbie87 #2: in the lobby, once the refused chat line kept for Enter has been sent and the
table has shown it, the status still says "Not sent (too many messages): your line is kept;
press Enter in 2 s." — for good (seen in tmux 20 s later, the line long in the chat). At the
table the same words go after a few seconds; in the lobby nothing takes them away."""

from __future__ import annotations

from flow_kit import joined_table, press, type_text, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen
from unotui.widgets.log import ChatPanel


async def test_the_lobby_stops_saying_not_sent_once_the_kept_line_is_sent() -> None:
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
        await pilot.pause(2.5)  # (the table takes a chat again: one every 2 s)
        await press(pilot, "enter")
        await wait_for(pilot, lambda: sum("second line" in h for h in panel.history) == 1,
                       "the kept line sent and shown")
        await pilot.pause(0.5)
        assert "not sent" not in lobby.said.lower(), lobby.said
