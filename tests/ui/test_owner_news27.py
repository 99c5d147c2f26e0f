"""When the table's owner leaves, the table passes to another player (PROTOCOL.md, ``lobby.host``),
and nobody was told: the new owner did not know that s now started the match (play-test ux26
§11). The lobby's status line and the match log now say who runs the table."""

from __future__ import annotations

from typing import Any

from test_lobby_words import LobbyClient, lobby, lobby_status
from test_table import started
from ui_testkit import screen_text, scripted_table, wait_for

from unotui.app import build_app
from unotui.describe import owner_news
from unotui.screens.lobby import LobbyScreen
from unotui.tables import LobbySession
from unotui.widgets.log import LogPanel


def test_owner_news_names_the_new_owner_once_it_changes() -> None:
    names = ["Zoe", "Ana", "Bo"]
    assert owner_news(0, 1, 1, names) == ("The table is yours now: you start its matches and "
                                          "set its rules.")
    assert owner_news(0, 2, 1, names) == "Bo runs the table now."
    assert owner_news(None, 1, 1, names) is None  # (the first lobby: nothing changed)
    assert owner_news(1, 1, 1, names) is None


async def test_the_lobby_tells_a_guest_the_table_passed_to_them_when_its_owner_left() -> None:
    client = LobbyClient([])
    client.feed(lobby(False))  # Zoe (seat 0) owns the table; Ana (you) is not ready
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: LobbyScreen(LobbySession(client, None, "192.0.2.1:7152")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Zoe" in screen_text(app))
        gone = lobby(False)
        gone["seats"][0] = {"kind": "empty"}
        gone.update(host=1, owner=True)
        client.feed(gone)
        await wait_for(pilot, lambda: lobby_status(app) == (
            "Zoe left the table. The table is yours now: you start its matches and set its "
            "rules."))
        assert "s Start" in screen_text(app)


def _table_lobby(host: int) -> dict[str, Any]:
    return {"t": "lobby", "host": host, "owner": host == 0, "you": 0, "phase": "playing",
            "settings": {"reconnect_window": 60.0}, "seats": [
                {"kind": "human", "name": "Zoe", "connected": True, "bot": None},
                {"kind": "human", "name": "Ana", "connected": True, "bot": None},
                {"kind": "bot", "name": "Bo", "connected": True, "bot": "normal"},
                {"kind": "human", "name": "Cy", "connected": True, "bot": None}]}


async def test_at_the_table_the_log_says_who_runs_the_table_after_its_owner_left() -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                      "R9", current=1)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed(_table_lobby(1))
        table = await started(pilot, link, state)
        link.feed(_table_lobby(3))  # Ana left the match: the table passed to Cy
        await wait_for(pilot, lambda: "Cy runs the table now." in table.query_one(LogPanel).lines)
        link.feed(_table_lobby(0))  # ... and Cy left too: it is Zoe's (yours)
        await wait_for(pilot, lambda: "The table is yours now: you start its matches and set "
                       "its rules." in table.query_one(LogPanel).lines)
        lines = table.query_one(LogPanel).lines
        assert lines.count("Cy runs the table now.") == 1
