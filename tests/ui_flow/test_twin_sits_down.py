"""review51: 816e14d (newbie47 #5) keeps a second app's seat under the name the table gave it
("Bo 2") when another running app of this user holds the seat kept under "Bo" — in
JoinScreen.connect only. The lobby rewrites the kept token when its player sits down or
stands up to watch (LobbyScreen.keep_seat_on_disk), and Flow.match_gone does when a match is
gone, both under the *asked* name ("Bo"): the second app's token then replaces the first
app's seat entry again — the bug newbie47 #5 was (after the host came back, the first app's
player watched while a bot played his seat)."""

from __future__ import annotations

import json
import subprocess
import time

from flow_kit import wait_for, wait_screen

from unotui import kept_seats
from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_a_second_app_that_watched_then_sits_down_keeps_the_first_apps_seat() -> None:
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.screens.lobby import LobbyScreen

    host = Host(TableConfig(name="Den", seats=3, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    address = f"127.0.0.1:{port}"
    first = await Client.connect_tcp("127.0.0.1", port, "Bo")  # (the first app's connection)
    other = subprocess.Popen(["sleep", "30"])  # (the first app, still running)
    try:
        entries = {f"{address}|Bo": {"token": first.token, "pid": other.pid, "at": time.time()}}
        kept_seats.path().write_text(json.dumps(entries), encoding="utf-8")
        app = make_app(lambda: [JoinScreen(address, browse=None, name="Bo", auto_join=True,
                                           watch=True)],
                       ascii_only=False, animations=False)
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: app.screen.session.client.name == "Bo 2", "Bo 2")
            await pilot.press("r")  # (the watcher sits down in the free seat)
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo 2 seated")
            await pilot.pause(0.3)
        kept = json.loads(kept_seats.path().read_text(encoding="utf-8"))
        assert kept[f"{address}|Bo"]["token"] == first.token, kept  # (the first app's, untouched)
    finally:
        other.kill()
        other.wait()
        await first.close()
        await host.close()
