"""review94 #2: newbie86 #4's fix fills the join screen's address with the table where the
player left a match and says "You left a match at ADDRESS, where your seat is kept until it
ends: Enter joins it to take the seat back". It decides that once, as the screen opens, before
the LAN list comes. When the list then shows that very table back in its lobby — its match
over, the seat given up (``kept_seats.note_listed`` marks it so, and the row says nothing
kept) — the screen still offers the seat and says it is kept: Enter takes the player to a
table that has no seat for them, as a newcomer."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import press, type_text, wait_for, wait_screen, wait_table

from core.rules import Rules
from net.client import Client
from net.host import Host, TableConfig
from unotui.dialogs import ConfirmDialog
from unotui.launch import make_app
from unotui.screens.join import JoinScreen
from unotui.screens.lobby import LobbyScreen
from unotui.screens.menu import MenuScreen


def lan_of(listed: list[Any]) -> Any:
    """LAN discovery that lists what ``listed`` holds when the join screen starts browsing."""

    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        for info in listed:
            on_change("added", info)

        async def stop() -> None:
            pass
        return stop
    return browser


async def test_the_left_seat_is_not_offered_once_its_table_is_listed_in_its_lobby() -> None:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    host = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="left", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    address = f"127.0.0.1:{port}"
    listed: list[Any] = []
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.join_options = {"name": "Bo", "browse": lan_of(listed), "probe": None}
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, MenuScreen)
            await press(pilot, "j")
            await wait_screen(pilot, JoinScreen, "the join screen")
            await press(pilot, "a")
            await type_text(pilot, address)
            await press(pilot, "enter")
            await wait_screen(pilot, LobbyScreen, "Den's lobby")
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
            await ann.start()
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.round_active(), "the first round")
            await press(pilot, "q")
            await wait_screen(pilot, ConfirmDialog, "Leave the match?")
            await press(pilot, "y")
            await wait_screen(pilot, MenuScreen, "back at the menu")
            # (Den's match is over meanwhile: the LAN lists it back in its lobby)
            listed.append(TableInfo(name="Den", host="127.0.0.1", port=port,
                                    proto=PROTOCOL_VERSION, seats=2, taken=1, phase="lobby",
                                    password=False, service="Den._unotui._tcp.local.",
                                    table_id=host.table.table_id))
            await press(pilot, "j")
            join = await wait_screen(pilot, JoinScreen, "the join screen again")
            await wait_for(pilot, lambda: join.query_one("#tables").option_count == 1,
                           "Den listed in its lobby")
            for _ in range(5):
                await pilot.pause(0.05)
            said = str(getattr(join, "_said", ""))
            assert "your seat is kept" not in said, said
            assert "has ended: no seat is kept for you there now" in said, said
    finally:
        await ann.close()
        await host.close()


def test_a_left_seat_is_over_only_once_its_table_was_seen_back_in_its_lobby(
        tmp_path: Any, monkeypatch: Any) -> None:
    """review95 #3: the words said "The match you left … has ended" whenever the seat offered
    changed — also when another app of this user had taken it back (the match goes on). Only a
    seat whose table was seen back in its lobby is over."""
    import json
    import time

    from unotui import kept_seats

    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path))
    entry = {"token": "t" * 32, "pid": 1, "at": time.time(), "table": "Den", "left": True}
    kept_seats.path().write_text(json.dumps({"127.0.0.1:7000|Bo": entry}))
    assert not kept_seats.left_seat_over("127.0.0.1:7000", "Bo")
    kept_seats.path().write_text(json.dumps({"127.0.0.1:7000|Bo 2": {**entry,
                                                                     "lobby_seen": True}}))
    assert kept_seats.left_seat_over("localhost:7000", "Bo")  # (a loopback alias, a twin)
    assert not kept_seats.left_seat_over("127.0.0.1:7001", "Bo")
