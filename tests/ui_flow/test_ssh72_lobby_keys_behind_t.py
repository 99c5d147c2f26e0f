"""ssh72 #1: in the lobby, keys that arrive in one read of the terminal with ``t`` (a fast
typist, a slow SSH link's packet, a visitor typing while the host's app was suspended) were
all lost, Enter included: no chat line, no chat field, and their letters did not act either.
The table's screen hands such keys to the chat line (ssh67 #2); the lobby now does too."""

from __future__ import annotations

from flow_kit import joined_table, wait_for, wait_screen

from tests.keykit import queue_key
from unotui.screens.lobby import LobbyScreen
from unotui.widgets.log import ChatPanel


async def test_a_line_typed_in_one_burst_with_t_is_sent_from_the_lobby() -> None:
    async with joined_table(name="Den", seats=3) as (host, ann, app), \
            app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await pilot.pause(0.2)
        for key in ["t", *"quick burst", "enter"]:
            queue_key(app, key)
        await wait_for(pilot, lambda: any(c.get("text") == "quick burst" and c.get("from") == "Bo"
                                          for c in ann.chats), "the line sent")
        panel = lobby.query_one(ChatPanel)
        await wait_for(pilot, lambda: any("quick burst" in h for h in panel.history), "shown")
        bo = next(s for s in host.table.seats if s.member is not None
                  and s.member.name == "Bo")
        assert bo.member is not None and not bo.member.ready, "the r of 'burst' acted"
        assert app.screen is lobby


async def test_a_key_typed_behind_the_lines_enter_acts_as_the_lobbys() -> None:
    """newbie92 #1: a key right behind the chat line's Enter, in the same burst, was typed into
    the line sent (or lost): "tgg", Enter, "r" — the r never made the player ready, and a
    second line went out joined to the first."""
    async with joined_table(name="Den", seats=3) as (host, ann, app), \
            app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await pilot.pause(0.2)
        for key in ["t", "g", "g", "enter", "r", "t", "o", "k", "enter"]:
            queue_key(app, key)
        await wait_for(pilot, lambda: [c.get("text") for c in ann.chats
                                       if c.get("from") == "Bo"] == ["gg", "ok"], "two lines")
        bo = next(s for s in host.table.seats if s.member is not None
                  and s.member.name == "Bo")
        await wait_for(pilot, lambda: bo.member is not None and bo.member.ready, "r acted")
