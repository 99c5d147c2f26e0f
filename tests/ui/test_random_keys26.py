"""No key sequence shows a player a traceback: a seeded monkey presses keys a player might
(every table key, digits, arrows, Enter/Escape/Tab/Space, the palette, help and history,
letters with no meaning) at local games under each preset, with the bots moving as fast as
they can. The app must survive every key — the pilot raises any exception the app met — and
a table left with q (ending ``unotui play``) is simply started again."""

from __future__ import annotations

import random

import pytest
from ui_testkit import wait_for

from core import Rules
from core.rules import preset
from unotui.app import build_app
from unotui.screens.table import TableScreen

KEYS = [*"abcdefghijklmnopqrstuvwxyzLAP?!0123456789", "enter", "escape", "tab", "space",
        "left", "right", "up", "down", "pageup", "pagedown", "backspace", "ctrl+p",
        "enter", "enter", "d", "d", "p", "u", "y", "n"]  # (the common moves more often)


@pytest.mark.parametrize("rules_name", ["official", "house", "chinese-party"])
async def test_random_keys_never_crash_a_local_game(rules_name: str) -> None:
    rng = random.Random(f"monkey-{rules_name}")
    rules = Rules() if rules_name == "official" else preset(rules_name)
    pressed = 0
    games = 0
    while pressed < 250 and games < 12:
        games += 1
        app = build_app(bots=3, rules=rules, seed=rng.randrange(1000), name="Zoe",
                        bot_delay=0.0, ascii_only=rng.random() < 0.3, lang="en")
        async with app.run_test(size=rng.choice([(80, 24), (120, 40), (100, 30)])) as pilot:
            await wait_for(pilot, lambda app=app: isinstance(app.screen, TableScreen)
                           and app.screen.view is not None)
            while app.is_running and pressed < 250:
                key = rng.choice(KEYS)
                pressed += 1
                await pilot.press(key)
                if rng.random() < 0.2:
                    await pilot.pause(0.02)
            # (no exception so far: run_test re-raises one the app met when the block ends)
    assert pressed == 250, f"the app ended {games} times in {pressed} keys"
