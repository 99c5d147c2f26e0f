"""An Escape and a key that reach the app together (a fast hand, or an SSH link that brings keys
in bunches) are Escape, then that key: the terminal's reader makes one "Alt" key of them, which
lost the Escape and typed the letter into the chat (ssh40 #4)."""

from __future__ import annotations

from typing import Any

from textual._xterm_parser import XTermParser
from textual.widgets import Input
from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, wait_for

from unotui.screens.table import TableScreen
from unotui.widgets.log import ChatPanel


def terminal_sends(app: Any, data: str) -> None:
    """``data`` read from the terminal in one go, parsed as the app's driver parses it."""
    parser = XTermParser()
    for event in [*parser.feed(data), *parser.feed("")]:
        event.set_sender(app)
        app._driver.send_message(event)


async def chat_open_then(data: str, then: Any) -> None:
    """Zoe's turn at the table with "hi" typed in the chat; the terminal then sends ``data`` in
    one read, and ``then(pilot, app, link, chat)`` checks what came of it."""
    state = scripted_state()
    arrange(state, {0: ["R1", "R2"], 1: ["G3", "Y2"], 2: ["B3", "G4"], 3: ["G5", "B5"]},
            "B9", current=0)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        chat = app.screen.query_one(ChatPanel)
        await pilot.press("t", "h", "i")
        await wait_for(pilot, lambda: chat.typing)
        terminal_sends(app, data)
        await then(pilot, app, link, chat)


async def test_escape_then_d_in_one_read_closes_the_chat_and_draws() -> None:
    async def then(pilot: Any, app: Any, link: ScriptedLink, chat: ChatPanel) -> None:
        await wait_for(pilot, lambda: link.sent == [{"type": "draw"}])
        assert not chat.typing
        assert "d" not in chat.query_one(Input).value  # (no d typed into it)

    await chat_open_then("\x1bd", then)


def test_only_an_alt_letter_or_digit_is_taken_for_escape_and_that_key() -> None:
    from textual import events

    from unotui.app import escape_then_key

    def split(key: str, char: str | None) -> tuple[str, str | None] | None:
        pair = escape_then_key(events.Key(key, char))
        return None if pair is None else (pair[1].key, pair[1].character)

    assert split("alt+d", "d") == ("d", "d")
    assert split("alt+shift+d", "D") == ("D", "D")  # (as a D typed alone)
    assert split("alt+7", "7") == ("7", "7")
    assert split("d", "d") is None and split("escape", "\x1b") is None
    assert split("alt+up", None) is None  # (a real Alt chord of a named key is left alone)
    # (review84 #2: keys_in's reader makes these of an Escape and - or =, for the Escape)
    assert split("alt+minus", "-") == ("minus", "-")
    assert split("alt+equals_sign", "=") == ("equals_sign", "=")
    assert split("alt+minus", "=") is None and split("alt+slash", "/") is None


async def test_keys_typed_behind_the_escape_reach_the_table_too() -> None:
    """review40 #4: from the chat, "\\x1bdu" in one read sent the u into the chat being closed,
    ahead of the d; it waits behind them now, and reaches the table."""
    async def then(pilot: Any, app: Any, link: ScriptedLink, chat: ChatPanel) -> None:
        await wait_for(pilot, lambda: link.sent == [{"type": "draw"}])
        # (u at the table, where no UNO can be called with two cards: it says when one can —
        # on one's own turn a u is not kept for later: a draw comes next, review92 #8)
        await wait_for(pilot, lambda: "Call UNO with your second-to-last card"
                       in screen_text(app))
        assert not chat.typing

    await chat_open_then("\x1bdu", then)
