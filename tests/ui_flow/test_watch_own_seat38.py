"""ssh38 #10: a player who left a match and then watched it read "Joined Den as Bo 2: someone
there is already called Bo." That someone was their own seat, kept for them while a bot plays
it: said so, with how to take it back."""

from __future__ import annotations

from flow_kit import press, wait_for, wait_screen, wait_table

from core.rules import Rules
from net.client import Client
from net.host import Host, TableConfig
from unotui.dialogs import ConfirmDialog
from unotui.launch import make_app
from unotui.screens.join import JoinScreen
from unotui.screens.lobby import LobbyScreen
from unotui.screens.menu import MenuScreen


async def test_watching_the_match_you_left_says_the_seat_there_is_yours() -> None:
    host = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="watch", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", name="Bo", auto_join=True,
                                           fixed=True)], ascii_only=False, animations=False,
                       lang="en")
        app.ssh_door = "table"  # (a door bound to Den: its menu watches it with w)
        app.join_options = {"address": f"127.0.0.1:{port}", "name": "Bo"}
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen, "Bo's lobby")
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
            await ann.start()
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.round_active(), "the first round")
            await press(pilot, "q")
            await wait_screen(pilot, ConfirmDialog, "Leave the match?")
            await press(pilot, "y")
            await wait_screen(pilot, MenuScreen, "back at the door's menu")
            await press(pilot, "w")  # ("Watch the table")
            await wait_for(pilot, lambda: any(
                "the seat of Bo there is your own" in str(n.message)
                for n in app._notifications), "said whose seat it is")
            assert not any("someone there is already called" in str(n.message)
                           for n in app._notifications)
    finally:
        await ann.close()
        await host.close()
