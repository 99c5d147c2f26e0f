"""newbie71 #2 (small): after a host was killed (kill -9 PID) and opened again with
`host --resume`, the Join screen lists the same table twice, two identical rows:

  root's table (host: root) · 127.0.0.1:14901 · 3/3 seats · playing · full
  root's table (host: root) · 127.0.0.1:14901 · 3/3 seats · playing · full

The killed host's mDNS records live on (about two minutes) under its old service name
(`NAME (TOKEN)`, a new token at each start, net/discovery.py:327); the resumed table advertises
under a new one. The screen keys its rows by service (unotui/screens/join.py:560-581) and the
probe that marks a dead table "not answering" asks its host:port — where the resumed table
answers, so the ghost row is never marked. A new player sees two tables and does not know which
to pick. Only one table can listen at one address: one row is enough.

By hand: host a table on 127.0.0.1:14901 with a guest; `kill -9` the host's PID; `host --resume`;
on the guest, Esc, j: two rows."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui_flow"))

from flow_kit import screen_text, wait_for

from net.discovery import TableInfo
from net.protocol import PROTOCOL_VERSION
from unotui.launch import make_app
from unotui.screens.join import JoinScreen


def _table(token: str) -> TableInfo:
    return TableInfo(name="root's table", host="127.0.0.1", port=14901, proto=PROTOCOL_VERSION,
                     seats=3, taken=3, phase="playing", password=False,
                     service=f"root's table ({token})._unotui._tcp.local.", owner="root")


async def ghost_and_resumed(on_change: Any) -> Any:
    on_change("added", _table("a1b2c3"))  # the killed host's records, still cached
    on_change("added", _table("d4e5f6"))  # the same table, resumed at the same address

    async def stop() -> None:
        return None

    return stop


async def always_answers(host: str, port: int) -> bool:
    return True  # (the resumed table answers at that address)


async def test_one_address_is_one_row(fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen(browse=ghost_and_resumed, probe=always_answers))
        await wait_for(pilot, lambda: "root's table (host" in screen_text(app), "the list")
        await pilot.pause(0.5)
        text = screen_text(app)
        rows = [line for line in text.splitlines() if "127.0.0.1:14901 ·" in line]
        assert len(rows) == 1, text
