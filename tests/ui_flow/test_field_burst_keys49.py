"""ssh49 #1: Ctrl+U (clear to the start) and the characters typed right after it, arriving in one
read (keys bunched up on an SSH link, a fast typist), were applied the other way round: the
characters first, then the clear, which wiped them. Over OpenSSH, on a door's join screen after
"Wrong password", Ctrl+U then "bbb" then Enter in one burst joined with an EMPTY password ("This
table needs the right password"). ssh38 #8 put Backspace in order (``Field`` deletes at the key);
Textual's other editing and moving bindings (ctrl+u, ctrl+w, Left, Home…) still run a step
late, after characters that came behind them in the same read."""

from __future__ import annotations

import pytest
from flow_kit import loopback_plan, wait_screen
from textual import events

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen


@pytest.mark.parametrize(("key", "start", "want"), [
    ("ctrl+u", "Den", "bbb"),        # clear to the start, then type
    ("ctrl+w", "Big Den", "Big bbb"),  # delete the word before the cursor, then type
    ("left", "Den", "Debbbn"),       # move back one character, then type
    ("home", "Den", "bbbDen"),       # go to the start, then type
])
async def test_an_editing_key_then_characters_in_one_burst_keep_their_order(
        key: str, start: str, want: str) -> None:
    app = make_app(lambda: [HostSetupScreen(plan=loopback_plan("Burst"))],
                   ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        field = form.query_one("#table-name")
        field.focus()
        await pilot.pause()
        field.value = start
        field.action_end()
        await pilot.pause()
        app.post_message(events.Key(key, None))  # (one read: no pause between)
        for char in "bbb":
            app.post_message(events.Key(char, char))
        await pilot.pause(0.3)
        assert field.value == want, (key, field.value)
