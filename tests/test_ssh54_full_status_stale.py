"""ssh54 (small): at a door bound to one table, a visitor who found the table full and chose not
to watch ("Full — watch instead?", n) reads "This table is full. Enter: join · w: watch ·
Escape: menu" — and goes on reading it after that table closed and another opened there with
free seats (or a seat came free): the screen watches the table again only after a refused
connection ("A table is open there again"), not after "full". A friend waiting for a seat is
never told one is free.

By hand: `host --headless --port 9866 --seats 2 --bots 1` and a door `serve-ssh --table
127.0.0.1:9866`; visitor p1 sits; visitor p2 answers n; stop the table and open it again with
--seats 3: p2's screen still says "This table is full."."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui_flow"))

from flow_kit import press, screen_text, wait_for, wait_screen
from test_ssh_visitor_screens import door_app


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings


def _words(app: Any) -> str:
    return " ".join(screen_text(app).split())


async def test_a_full_table_that_closed_and_opened_again_with_seats_is_not_still_said_full(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from net.host import Host, TableConfig
    from unotui.screens import join as join_screen
    from unotui.screens.join import JoinScreen

    monkeypatch.setattr(join_screen, "PROBE_EVERY", 3600.0)  # (the probe is run by hand below)
    full = Host(TableConfig(name="Full", seats=2, bot_delay=3600.0))
    _, port = await full.start_server("127.0.0.1", 0)
    full.table.add_bot("basic", 0)
    full.table.add_bot("basic", 1)
    app = door_app(port)
    again = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "watch instead" in _words(app), "offered to watch")
            await press(pilot, "n")
            join = await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "This table is full" in _words(app), "said full")
            await join._probe_closed_table()  # (the check the screen runs every 5 s: still
            await pilot.pause()  # the full table — nothing new)
            assert "This table is full" in _words(app)
            await full.close()
            # (the check sees it gone: a table that answers there next is news. A table
            # closed and opened again between two checks is not seen to have closed — nothing
            # answers a visitor's question whether a seat came free without joining)
            await join._probe_closed_table()
            again = Host(TableConfig(name="Full", seats=3, bot_delay=3600.0))
            await again.start_server("127.0.0.1", port)
            await pilot.pause(0.3)
            await join._probe_closed_table()
            await pilot.pause()
            text = _words(app)
            assert "This table is full" not in text, text
            assert "A table is open there again" in text, text
    finally:
        await full.close()
        if again is not None:
            await again.close()
