"""ssh63: a visitor whose login name is a bot's name at the table ("ana" at a table where the
bot "Ana" sits: `host --headless --bots 1` names its first bot Ana, and the bots are Ana, Bo,
Cy, Dee, Eli, Fay, Gus, Hal, Ivy, Jo) joins as "ana 2", and reads "someone there is already
called ana. If that seat is yours, connect again as you played it: the same login name, from
the same computer, with the same SSH key." — but that seat is a bot's: it was never theirs,
and connecting again (as they just did) changes nothing."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from flow_kit import wait_for

from unotui.screens.join import JoinScreen


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings


def joining(port: int, name: str) -> Any:
    from unotui.launch import make_app

    return make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name=name,
                                        auto_join=True)], ascii_only=False, animations=False)


async def test_a_visitor_named_like_a_bot_is_not_told_the_bots_seat_may_be_theirs() -> None:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=3, bot_delay=3600.0))
    host.table.add_bot("normal", 2)  # (as `host --bots 1` seats its first bot)
    assert host.table.seats[2].name == "Ana"
    _bind, port = await host.start_server("127.0.0.1", 0)
    app = joining(port, "ana")
    app.ssh_door = SimpleNamespace()  # type: ignore[attr-defined]

    def notes() -> str:
        return " ".join(" ".join(str(n.message).split()) for n in app._notifications)

    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "Joined Den as ana 2" in notes(), "told")
            told = notes()
    finally:
        await host.close()
    assert "If that seat is yours" not in told, told
