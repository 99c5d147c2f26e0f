"""review95 #1: newbie87 #2's fix takes the lobby's "Not sent" words away once the next chat line
is sent. Those words come in two kinds (``keep_refused_chat``): the refused line put back in
the chat line ("your line is kept; press Enter"), which the next send does send; or — the
player was typing another line — the refused line *quoted*, "Not sent (too many messages):
“…”. Send it again in 2 s.", which is the only place that line is left. Sending the line being
typed erases that quote (``send_chat`` says the greeting over any refusal words): the refused
line, never sent, is gone without a trace, which is what newbie86 #3 had fixed."""

from __future__ import annotations

from flow_kit import joined_table, press, type_text, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen
from unotui.widgets.log import ChatPanel


async def test_sending_another_line_keeps_the_quote_of_a_refused_one() -> None:
    async with joined_table(name="Den", seats=3) as (host, _ann, app), \
            app.run_test(size=(100, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        panel = lobby.query_one(ChatPanel)
        await press(pilot, "t")
        await type_text(pilot, "a line being typed")
        # (the table refuses the line sent just before, while another is being typed: what
        # the table's error does, handled as the lobby handles it)
        lobby.take({"t": "error", "code": "rate_limited", "fatal": False,
                    "dropped": {"t": "chat", "text": "the refused line"}, "retry_after": 2.0})
        await pilot.pause(0.2)
        assert "the refused line" in lobby.said, f"premise: the refusal quoted: {lobby.said!r}"
        await press(pilot, "enter")  # (the line being typed is sent)
        await wait_for(pilot, lambda: any("a line being typed" in h for h in panel.history),
                       "the typed line sent and shown")
        await pilot.pause(0.3)
        assert "the refused line" in lobby.said, \
            f"the refused line's only mention was erased by the next send: {lobby.said!r}"
