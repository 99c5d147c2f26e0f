"""The monkey of ``tests/ui/test_random_keys26.py`` from the main menu: random keys through the
menu, Rules & settings, the host form, a hosted table's lobby (adding and removing bots, the
rules editor, thinking time, starting), the join screen and the table. No traceback, ever; an
app that ends (Quit) is started again. The host opens on 127.0.0.1 and is not advertised, and
name lookups other than loopback's are refused here, so the keys typed into the join screen's
address cannot reach any other machine."""

from __future__ import annotations

import random
import socket
from typing import Any

import pytest
from flow_kit import menu_app_for

KEYS = [*"abcdefghijklmnopqrstuvwxyzHJPS?0123456789", "enter", "enter", "escape", "escape",
        "tab", "space", "left", "right", "up", "down", "pageup", "pagedown", "backspace",
        "ctrl+p", "y", "n", "s", "b", "k", "e", "h", "r"]

LOOPBACK = {"127.0.0.1", "localhost", "::1"}


@pytest.fixture
def loopback_lookups_only(monkeypatch: pytest.MonkeyPatch) -> None:
    real = socket.getaddrinfo

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host not in LOOPBACK and host not in (None, "", b"127.0.0.1"):
            raise socket.gaierror(socket.EAI_NONAME, "not looked up in the tests")
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)


async def test_random_keys_from_the_menu_never_crash_the_app(loopback_lookups_only: None) -> None:
    rng = random.Random("monkey-menu")
    pressed = apps = 0
    while pressed < 400 and apps < 40:
        apps += 1
        app = menu_app_for("Zoe", seed=f"m{apps}")
        async with app.run_test(size=rng.choice([(80, 24), (120, 40)])) as pilot:
            await pilot.pause(0.05)
            for _key in range(50):  # (a fresh app now and then: the menu's every way is taken)
                if not app.is_running or pressed >= 400:
                    break
                pressed += 1
                await pilot.press(rng.choice(KEYS))
                if rng.random() < 0.2:
                    await pilot.pause(0.02)
        # (run_test re-raises here any exception the app met)
    assert pressed == 400, f"{apps} apps took only {pressed} keys"
