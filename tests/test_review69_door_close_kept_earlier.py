"""review69 #6: docs/SSH.md (ssh54 #2) says "A seat at a table hosted in another session of the
same door (another visitor hosted it from the menu) is not kept, since that table closes with
the door". ``FrontDoor.close`` drops such seats only from the sessions still running
(``session.close(farewell, tables)`` → ``drop_door_seats``). A visitor whose session had
already ended — their laptop slept at that table, and the door kept their seat for their next
session (``KeptSeats``, mirrored to ``ssh-sessions/door-PORT.json`` for the door started
again) — keeps it past the close: their next session, once the door is open again, is given
a seat at a table that closed with the door (ssh54 #2's "dead seat" in door-PORT.json)."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest

from unotui.ssh import server as server_mod
from unotui.ssh.server import DoorConfig, FrontDoor
from unotui.ssh.session import DoorTable

TABLE_ID = "0123456789abcdef"


class _Hosting:
    """A running session whose app hosts Zoetable (what ``FrontDoor.close`` reads of it)."""

    def __init__(self, folder: Path) -> None:
        self.settings_dir = str(folder)
        self.finished: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self.finished.set_result(0)
        self.chan = self

    async def wait_closed(self) -> None:
        return None

    def close(self, _farewell: Any, _tables: Any = ()) -> None:
        return None


async def test_a_seat_kept_from_an_ended_session_at_a_door_hosted_table_goes_with_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None,
                                key_dir=tmp_path / "hostkey"))
    # (vee sat at Zoetable, hosted by zoe's session of this door, and dropped: kept for later)
    door.kept_seats.keep("vee", json.dumps({"127.0.0.1:41000|Vee": {
        "token": "tok-vee", "at": time.time(), "table": "Zoetable", "table_id": TABLE_ID}}),
        dropped=True)
    assert door.kept_seats.seats
    monkeypatch.setattr(server_mod, "door_table",
                        lambda _folder: DoorTable("Zoetable", TABLE_ID, frozenset({"tok-vee"})))
    door.sessions.add(_Hosting(tmp_path / "zoe"))  # type: ignore[arg-type]
    await door.close()
    left = [seat for _at, seats in door.kept_seats.seats.values() for seat in seats]
    assert not left, f"kept past the door's close, for vee's next session: {left}"
