"""ssh38 #8: a Backspace and a character that arrive in one read (keys bunched up on a slow SSH
link) were applied the other way round by Textual's Input: "⌫5" at the end of the port 7152 left
7152. The app's fields apply them in the order they came — every key bound in a field, not Backspace
alone: Ctrl+U then a password in one burst joined with an empty one over SSH (ssh49 #1)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest
from flow_kit import loopback_plan, wait_for, wait_screen
from textual import events

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen


@contextlib.asynccontextmanager
async def host_form_field(field_id: str, start: str,
                          **plan: Any) -> AsyncIterator[tuple[Any, Any, Any]]:
    """The Host form at 80x24 with its field ``field_id`` focused, holding ``start``, the
    cursor at its end: (app, pilot, field)."""
    app = make_app(lambda: [HostSetupScreen(plan=loopback_plan("Burst", **plan))],
                   ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        field = form.query_one(f"#{field_id}")
        field.focus()
        await pilot.pause()
        field.value = start
        field.action_end()
        await pilot.pause()
        yield app, pilot, field


async def test_backspace_then_a_character_in_one_burst_keeps_their_order() -> None:
    async with host_form_field("port", "7152", port=7152) as (app, pilot, field):
        for key, char in (("backspace", None), ("5", "5")):  # (one read: no pause between)
            app.post_message(events.Key(key, char))
        await wait_for(pilot, lambda: field.value == "7155", "⌫ then 5")
        await pilot.press("backspace")  # (one Backspace deletes one character)
        await wait_for(pilot, lambda: field.value == "715", "one deleted")


@pytest.mark.parametrize(("key", "start", "want"), [
    ("ctrl+u", "Den", "bbb"),        # clear to the start, then type
    ("ctrl+w", "Big Den", "Big bbb"),  # delete the word before the cursor, then type
    ("left", "Den", "Debbbn"),       # move back one character, then type
    ("home", "Den", "bbbDen"),       # go to the start, then type
])
async def test_an_editing_key_then_characters_in_one_burst_keep_their_order(
        key: str, start: str, want: str) -> None:
    async with host_form_field("table-name", start) as (app, pilot, field):
        app.post_message(events.Key(key, None))  # (one read: no pause between)
        for char in "bbb":
            app.post_message(events.Key(char, char))
        await pilot.pause(0.3)
        assert field.value == want, (key, field.value)
