"""newbie86 #1: one user, one settings folder, two apps on one machine (the project's "friends
on one machine" case). The first app joined the table asking for "Bo" (the table, whose owner
is Bo, called it "Bo 2") and plays its seat itself; its token is kept in seats.json under
"…|Bo". A second app joins asking for "Bo" too: the table is full, it watches, named "Bo 3".
It was told "Watching … as Bo 3: the seat of Bo there is your own, kept for you while a bot
plays it; join to take it back." — but no bot plays any seat: the first app, alive, plays it,
and "Bo" at that table is the owner. (Seen in tmux: host "root", a second app as "root 2",
a third app watching read that the seat of root was its own.)"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from flow_kit import press, wait_for, wait_screen

from core.rules import Rules
from net.client import Client
from net.host import Host, TableConfig
from unotui import settings
from unotui.dialogs import ConfirmDialog
from unotui.launch import make_app
from unotui.screens.join import JoinScreen
from unotui.screens.lobby import LobbyScreen


async def test_a_watcher_is_not_told_a_seat_another_live_app_plays_is_kept_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(settings.ENV_VAR, str(tmp_path))
    host = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="twin", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    owner = await Client.connect_tcp("127.0.0.1", port, "Bo")
    twin = await Client.connect_tcp("127.0.0.1", port, "Bo")  # (named "Bo 2" by the table)
    try:
        assert host.table.taken() == 2
        # the first app's seat, kept under the name it asked for; that app is running (its
        # pid: a live process that is not this one)
        (tmp_path / "seats.json").write_text(json.dumps({
            f"127.0.0.1:{port}|Bo": {"token": twin.token, "pid": os.getppid(),
                                     "at": time.time()},
        }), encoding="utf-8")
        app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", name="Bo", browse=None,
                                           auto_join=True)],
                       ascii_only=False, animations=False, lang="en")
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, ConfirmDialog, "Full — watch instead?")
            await press(pilot, "y")
            await wait_screen(pilot, LobbyScreen, "watching Den's lobby")
            await wait_for(pilot, lambda: bool(app._notifications), "a notice")
            said = " ".join(str(n.message) for n in app._notifications)
            assert "is your own" not in said, said
            assert "while a bot plays it" not in said, said
    finally:
        await twin.close()
        await owner.close()
        await host.close()
