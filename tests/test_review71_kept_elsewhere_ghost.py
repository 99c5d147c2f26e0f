"""review71: ``kept_seats.take_back_at`` asks the address where a seat is kept for that seat
with a plain newcomer's ``hello`` (its token, no ``spectate``). When the table there no longer
knows the token — the lobby gave the seat up after its reconnect window, the seat was left
and that match ended, or the address is another table's now (the docstring's own cases) —
the host takes that ``hello`` as a newcomer's and, in a lobby, *seats* it: the players there
see "Bo 2" sit down and stand up again, a seat of the table taken for a moment (the last
free one, maybe) by a player who never chose that address. A known token gives the seat back
whatever ``spectate`` says (net/host.py ``_hello``), so asking as a watcher would lose
nothing.

Steps (as ``join --text OTHER:PORT`` and the app's join by address do): a seat kept at
``127.0.0.1:PORT`` for Bo whose token that table forgot; Bo joins the same table by another
address (a loopback tunnel's port: ``localhost:PORT`` is the same address, review90 #5);
Ann, seated in the lobby, watches the lobby's seats. On 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui_flow"))
from flow_kit import tunnel

from net.client import Client
from net.host import Host, TableConfig
from unotui import kept_seats


@pytest.fixture
def seats_dir(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    kept_seats._read = None
    return tmp_path


async def test_a_stale_kept_seat_elsewhere_never_seats_a_ghost_in_the_lobby(seats_dir: Any) -> None:
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = bo = None
    try:
        kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
        kept_seats.path().write_text(json.dumps({f"127.0.0.1:{port}|Bo": {
            "token": "ab" * 16, "at": time.time(), "table": "Den",
            "table_id": host.table.table_id}}), encoding="utf-8")
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        seen: list[list[str]] = []

        def humans() -> list[str]:
            return [s.member.name for s in host.table.seats
                    if s.kind == "human" and s.member is not None]

        broadcast = host.table.broadcast_lobby

        def recorded(*args: Any, **kw: Any) -> Any:  # (every lobby the players are sent)
            seen.append(humans())
            return broadcast(*args, **kw)

        host.table.broadcast_lobby = recorded  # type: ignore[method-assign]
        # (another address of the same table: a tunnel's — localhost is the same socket, whose
        # kept seat is Bo's own there, review90 #5)
        async with tunnel(port) as other:
            bo = await Client.connect_tcp("127.0.0.1", other, "Bo")  # (a newcomer: seated)
            assert kept_seats.kept_at_other_address(f"127.0.0.1:{other}", "Bo", bo.welcome) \
                == f"127.0.0.1:{port}"  # (the seat is looked for there)
            kept, there = await kept_seats.sit_where_kept(bo, f"127.0.0.1:{other}", "Bo")
            await asyncio.sleep(1.3)  # (an arrival reaches the others in the combined lobby,
            # within a second: PROTOCOL.md §4 lobby)
            assert kept is bo and there == f"127.0.0.1:{other}"  # (the token was unknown)
        most = max(seen, key=len)
        assert len(most) <= 2, f"the lobby seated {most}: a ghost sat down at 127.0.0.1"
    finally:
        for client in (ann, bo):
            if client is not None:
                await client.close()
        await host.close()
