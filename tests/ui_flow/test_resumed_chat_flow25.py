"""A table the app hosts, opened again with ``host --resume``, has lost its chat (the journal
keeps the game, not the chat: docs/PROTOCOL.md) while its guests' apps still show it; the
host's chat says so once instead of "No messages yet" (play-test ux25 #11)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen, wait_table

from net.journal import load
from unotui.screens.lobby import LobbyScreen
from unotui.widgets.log import ChatPanel

NOTE = "Chat from before the restart is not kept."


def chat_lines(screen: object) -> list[str]:
    return list(screen.query_one(ChatPanel).history)  # type: ignore[attr-defined]


async def test_a_resumed_hosts_chat_says_the_earlier_chat_is_gone(tmp_path: Path) -> None:
    journal = tmp_path / "den.jsonl"
    plan = loopback_plan("Den", seats=2, bots=1, bot_delay=3600.0, journal=str(journal))
    app = hosting_app(plan)
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        assert "No messages yet" in screen_text(app) and NOTE not in screen_text(app)
        await pilot.press("t", *"hello", "enter")
        await wait_for(pilot, lambda: any("hello" in line for line in chat_lines(lobby)),
                       "the chat line")
        await pilot.press("s")
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        assert not any(NOTE in line for line in chat_lines(table))  # (a new table: nothing lost)
    again = hosting_app(replace(plan, resume=load(journal)))
    async with again.run_test(size=(100, 30)) as pilot:
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the view")
        await wait_for(pilot, lambda: chat_lines(table) == [f"unotui: {NOTE}"], "the note")
        await wait_for(pilot, lambda: "restart is not kept" in screen_text(again), "drawn")
        lobby = next(s for s in again.screen_stack if isinstance(s, LobbyScreen))
        lobby.note_lost_chat()  # (said once, however often the lobby shows)
        assert [line for line in chat_lines(table) if NOTE in line] == [f"unotui: {NOTE}"]
        assert len([c for c in lobby.client.chats if c.get("lost_chat")]) == 1
