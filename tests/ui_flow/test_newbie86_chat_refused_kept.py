"""newbie86 #3: a chat line the table refuses as too many messages ("rate_limited": five at
once, then one every two seconds) is lost: it shows nowhere, not in the chat box nor in the
chat line, and the player reads only "Too many messages; slow down." — nothing says which
line did not go, nor that it must be typed again. (Seen in tmux: six short lines typed at a
human pace in a lobby/table chat, the sixth vanished.) A line kept when the table is away
(``keep_unsent_chat``) stays in the chat line for Enter; a refused one should be kept too, or
at least said to be unsent."""

from __future__ import annotations

from flow_kit import joined_table, press, screen_text, type_text, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen
from unotui.widgets.log import ChatPanel


async def test_a_chat_line_refused_as_too_many_is_not_lost_without_a_word() -> None:
    async with joined_table(name="Den", seats=3, chat_burst=1, chat_rate=0.01) as (
            host, _ann, app), app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await press(pilot, "t")
        await type_text(pilot, "first line")
        await press(pilot, "enter")
        await wait_for(pilot, lambda: "first line" in screen_text(app), "the first line shown")
        await press(pilot, "t")
        await type_text(pilot, "second line")
        await press(pilot, "enter")
        await wait_for(pilot, lambda: any(words in screen_text(app).lower() for words in (
            "too many messages", "not sent")), "the refusal")
        for _ in range(5):
            await pilot.pause(0.05)
        panel = lobby.query_one(ChatPanel)
        field_text = " ".join(str(getattr(w, "value", "")) for w in panel.query("Input"))
        said = " ".join(str(n.message) for n in app._notifications) + " " + \
            " ".join(screen_text(app).split())
        kept = "second line" in field_text
        told = "not sent" in said.lower() or "second line" in said
        assert kept or told, (field_text, said)
