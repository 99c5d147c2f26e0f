"""review78: ``unotui.kept_seats.take_back_at`` and a table of an earlier version.

Its docstring says it asks with ``back_only`` — "``spectate`` too, for a table of an earlier
version" — promising that a seat kept at a table of an earlier version (same protocol
number, no ``back_only`` field yet) is still taken back. But a host refuses every unknown
``hello`` field with the fatal ``bad_message`` (docs/PROTOCOL.md §5: "Unknown fields → fatal
bad_message"), and ``PROTOCOL_VERSION`` did not change with ``back_only``: such a table answers
the take-back with ``bad_message``, ``take_back_at`` returns ``None`` and the seat kept there is
never taken back (nor forgotten: every later join asks again and is refused again).

Simulated by taking ``back_only`` out of the host's hello schema (what an earlier host checks).
Ports: review78's range (13100-13199), loopback only."""

from __future__ import annotations

import contextlib
import json
import time
from typing import Any

import pytest

from net import protocol
from net.client import Client
from net.host import Host, TableConfig
from unotui import kept_seats

PORT = 13131


@pytest.fixture
def seats_dir(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    kept_seats._read = None
    return tmp_path


async def test_a_seat_kept_at_a_table_of_an_earlier_version_is_taken_back(
        seats_dir: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    earlier = {k: v for k, v in protocol.CLIENT_MESSAGES["hello"].items() if k != "back_only"}
    monkeypatch.setitem(protocol.CLIENT_MESSAGES, "hello", earlier)
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0, reconnect_window=30.0))
    await host.start_server("127.0.0.1", PORT)
    ann = bo = None
    try:
        ann = await Client.connect_tcp("127.0.0.1", PORT, "Ann")
        first = await Client.connect_tcp("127.0.0.1", PORT, "Bo")
        token = first.token
        await first.close()  # (dropped: the lobby keeps Bo's seat for the reconnect window)
        kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
        kept_seats.path().write_text(json.dumps({f"127.0.0.1:{PORT}|Bo": {
            "token": token, "at": time.time(), "table": "Den",
            "table_id": host.table.table_id}}), encoding="utf-8")
        kept_seats._read = None
        bo = await kept_seats.take_back_at(f"127.0.0.1:{PORT}", "Bo")
        assert bo is not None and bo.token_kept, (
            "a table of an earlier version refused the take-back (hello.back_only is an unknown "
            "field there: bad_message), though take_back_at says it sends spectate 'for a "
            "table of an earlier version'")
    finally:
        for c in (ann, bo):
            if c is not None:
                with contextlib.suppress(Exception):
                    await c.close()
        await host.close()
