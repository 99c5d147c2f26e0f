"""newbie86 #2: a guest waits in a lobby as "Bo 2" (another "Bo" sat first). The host's app is
killed (kill -9) and the host starts a new table at the same address (no match was under
way: nothing to resume). The guest's app, still trying to reconnect, gets in as a newcomer,
now named "Bo" — and its status line says "Bo 2 left the table.": the player reads that they
themselves left, at a table where nobody called Bo 2 ever sat (seen in tmux: "root 3 left the
table." on root 3's own screen, who was now root 2)."""

from __future__ import annotations

import json
import os
import time

from flow_kit import screen_text, wait_for, wait_screen

from net.client import Client
from net.host import Host, TableConfig
from unotui import kept_seats
from unotui.launch import make_app
from unotui.screens.join import JoinScreen
from unotui.screens.lobby import LobbyScreen


def _killed(host: Host) -> None:
    """The host's app is killed: no word, every connection cut (its listener closed first)."""
    assert host.server is not None
    host.server.close()
    for member in list(host.table.members.values()):
        if member.conn is not None:
            member.conn.abort()


async def test_a_guest_back_in_a_new_lobby_is_not_told_their_old_name_left() -> None:
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    twin = await Client.connect_tcp("127.0.0.1", port, "Bo")
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Bo",
                                       auto_join=True)],
                   ascii_only=False, animations=False, lang="en")
    again = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    ann2 = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await wait_screen(pilot, LobbyScreen, "Bo 2's lobby")
            await wait_for(pilot, lambda: "Bo 2 (you)" in screen_text(app), "named Bo 2")
            lobby.client.backoff = (0.05,)
            # the host's app is killed: no word, every connection cut
            _killed(host)
            await twin.close()
            await ann.close()
            await wait_for(pilot, lambda: "Connection lost" in screen_text(app), "the loss")
            # the host starts a new table at that address; its owner sits first
            await again.start_server("127.0.0.1", port)
            ann2 = await Client.connect_tcp("127.0.0.1", port, "Ann")
            await wait_for(pilot, lambda: "Bo (you)" in screen_text(app),
                           "back as a newcomer, named Bo")
            for _ in range(10):
                await pilot.pause(0.05)
            text = " ".join(screen_text(app).split())
            assert "Bo 2 left the table" not in text, text
            # (told what happened: a new table took them in as a newcomer, named Bo now)
            assert "a new table opened at this address" in text, text
            assert "joined it as a newcomer, named Bo" in text, text
    finally:
        if ann2 is not None:
            await ann2.close()
        await again.close()
        await host.close()


async def test_the_seat_kept_under_the_old_name_goes_once_a_new_table_takes_the_guest_in(
        ) -> None:
    """The old table's seat was kept under "Bo 2" (another app of this user, still running,
    held "Bo" there): once a new table at that address took the guest in as a newcomer, that
    seat's token — unknown there now — is no longer kept, under any name."""
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    address = f"127.0.0.1:{port}"
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    twin = await Client.connect_tcp("127.0.0.1", port, "Bo")
    # (the other app's seat, kept under "Bo": that app runs — a live process, not this one)
    kept_seats.write_private(kept_seats.path(), json.dumps({
        f"{address}|Bo": {"token": twin.token, "pid": os.getppid(), "at": time.time()}}))
    app = make_app(lambda: [JoinScreen(address, browse=None, name="Bo", auto_join=True)],
                   ascii_only=False, animations=False, lang="en")
    again = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    ann2 = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await wait_screen(pilot, LobbyScreen, "Bo 2's lobby")
            await wait_for(pilot, lambda: "Bo 2 (you)" in screen_text(app), "named Bo 2")
            old = lobby.client.token
            seats = json.loads(kept_seats.path().read_text(encoding="utf-8"))
            assert seats[f"{address}|Bo 2"]["token"] == old, seats
            lobby.client.backoff = (0.05,)
            _killed(host)
            await twin.close()
            await ann.close()
            await wait_for(pilot, lambda: "Connection lost" in screen_text(app), "the loss")
            await again.start_server("127.0.0.1", port)
            ann2 = await Client.connect_tcp("127.0.0.1", port, "Ann")
            await wait_for(pilot, lambda: "Bo (you)" in screen_text(app),
                           "back as a newcomer, named Bo")
            for _ in range(10):
                await pilot.pause(0.05)
            seats = json.loads(kept_seats.path().read_text(encoding="utf-8"))
            assert all(entry["token"] != old for entry in seats.values()), seats
            assert any(entry["token"] == lobby.client.token for entry in seats.values()), seats
    finally:
        if ann2 is not None:
            await ann2.close()
        await again.close()
        await host.close()


async def test_the_newcomer_words_outlast_the_new_tables_news_and_its_rules() -> None:
    """newbie87 #3: the words were gone within a second — the next lobby's news ("Cy sat
    down at the table.") took the status line, and the new table's other rules were said as
    "The table's rules changed" though no rule of the table the guest sat at changed."""
    from core.rules import Rules

    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Bo",
                                       auto_join=True)],
                   ascii_only=False, animations=False, lang="en")
    again = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0,
                             rules=Rules(target_score=200)))
    others: list[Client] = []
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
            await wait_for(pilot, lambda: "Bo (you)" in screen_text(app), "seated")
            lobby.client.backoff = (0.05,)
            _killed(host)
            await ann.close()
            await wait_for(pilot, lambda: "Connection lost" in screen_text(app), "the loss")
            await again.start_server("127.0.0.1", port)
            others.append(await Client.connect_tcp("127.0.0.1", port, "Ann"))
            await wait_for(pilot, lambda: "a new table opened at this address"
                           in " ".join(screen_text(app).split()), "told")
            others.append(await Client.connect_tcp("127.0.0.1", port, "Cy"))
            await wait_for(pilot, lambda: "Cy" in screen_text(app), "Cy seated")
            for _ in range(10):
                await pilot.pause(0.05)
            text = " ".join(screen_text(app).split())
            assert "rules changed" not in text, text
            notices = [n.message for n in app._notifications]  # (a notice kept a while)
            assert any("joined it as a newcomer" in n for n in notices) \
                or "joined it as a newcomer" in text, (notices, text)
    finally:
        for other in others:
            await other.close()
        await again.close()
        await host.close()
