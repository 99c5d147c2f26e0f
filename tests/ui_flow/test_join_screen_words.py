"""The Join screen's words: ssh47 #2 and newbie50 #3.

ssh47: the Join list at 60 columns (the smallest size the app supports, as an SSH visitor's
window may be) cut the end off some rows.

Seen over ``ssh -p 8743 pat@127.0.0.1`` (``serve-ssh`` with the main menu) in a 60x20 tmux window,
Join: the rows that need just a little more than the list's width lost their wrapped second line

    │ Den2 · 127.0.0.1:8761 · 1/4 seats · waiting for          │
    │ Wild2 (host: Ann) · 127.0.0.1:8766 · 3/3 seats ·         │
    │ playing · full                                           │
    ...
    │ Party · 127.0.0.1:8765 · 1/4 seats · waiting for      ▇▇ │

("players" is gone from both; rows that wrapped by more kept both lines). A guess at the cause:
each option's height is measured before the list's scrollbar takes two columns.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from flow_kit import screen_text, wait_for

from net.discovery import PROTOCOL_VERSION, TableInfo
from unotui.launch import make_app
from unotui.screens.join import JoinScreen

TABLES = [
    ("Den2", 8761, 4, 1, "lobby", False, ""),
    ("Wild2", 8766, 3, 3, "playing", False, "Ann"),
    ("Pw", 8763, 3, 3, "playing", True, ""),
    ("Kitchen", 8741, 4, 4, "playing", False, "root"),
    ("Party", 8765, 4, 1, "lobby", False, ""),
    ("Err", 8762, 2, 0, "lobby", False, ""),
]


async def fake_lan(on_change: Any) -> Any:
    for name, port, seats, taken, phase, password, owner in TABLES:
        on_change("added", TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                                     seats=seats, taken=taken, phase=phase, password=password,
                                     service=f"{name}._unotui._tcp.local.", owner=owner))

    async def stop() -> None:
        return None

    return stop


async def test_no_join_row_loses_its_end_at_60_columns(fixed_settings: Path,
                                                        monkeypatch: Any) -> None:
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "menu")  # (an SSH visitor of serve-ssh's main menu)
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen(browse=fake_lan, probe=None))
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        await pilot.pause(0.5)
        text = screen_text(app)
        den = [line for line in text.splitlines() if "Den2" in line]
        assert den, text
        row = text.splitlines().index(den[0])
        two = den[0] + " " + text.splitlines()[row + 1]
        assert "waiting for players" in " ".join(two.replace("│", " ").split()), text


async def test_a_join_screen_opened_on_an_address_says_what_its_keys_do(
        fixed_settings: Path) -> None:
    """newbie50 #3: the Join screen opened with an address filled in (the cursor in its
    field) said "Choose a table with ↑/↓ and press Enter": ↓ went to the password field and
    Enter joined the address, not the table the player meant. It says what Enter joins and
    how to reach the list."""
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen("127.0.0.1:8791", browse=fake_lan, probe=None))
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        text = " ".join(screen_text(app).split())
        assert "Enter joins 127.0.0.1:8791; ↑ goes up to the tables found here." in text, text
        assert "Choose a table with ↑/↓" not in text
