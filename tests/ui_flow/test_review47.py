"""review47: failing tests for bugs found reviewing d9f4fcb..e5a3d2c (each names its commit).

Pilot tests (Textual's run_test) and real TCP on loopback, as the suite's own tests do. Each
failed on e5a3d2c."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from unotui import kept_seats


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    """A fresh settings directory (the seats file lives there), English."""
    return fixed_settings


def _notes(app: Any) -> str:
    return " ".join(str(n.message) for n in app._notifications)


# ------------------------------------------------------------------ 48c1282 / 820606a: table_id
async def test_joining_a_new_table_by_address_names_no_seat_kept_at_another_table_there() -> None:
    """48c1282 gave a table an identity (welcome.table_id) so that a seat kept at one table is
    not taken for one kept at a new table at the same address. Joining by address still computes
    "your seat here is kept for the name Bea" before the welcome, by address alone, and says it
    although the welcome names another table than the one Bea's seat was kept at."""
    from flow_kit import wait_screen

    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    host = Host(TableConfig(name="Den", seats=3, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    address = f"127.0.0.1:{port}"
    # (Bea sat at an older table at this address, of another identity; her app has ended)
    kept_seats.keep(address, "Bea", "ab" * 16, table="Den", table_id="aa" * 8)
    assert host.table.table_id != "aa" * 8
    app = make_app(lambda: [JoinScreen(address, browse=None, name="Zoe", auto_join=True)],
                   ascii_only=False, animations=False)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await pilot.pause(0.3)  # (the notes of the join are all in by now)
            assert "kept for the name Bea" not in _notes(app), _notes(app)
    finally:
        await host.close()


async def test_a_full_table_chosen_from_the_list_names_no_seat_kept_at_another_table() -> None:
    """48c1282/820606a: the list row of a full table "Late" (identity bb…) rightly does not say
    "a seat is kept for Bea" (her seat was kept at "Friday", identity aa…, at that address).
    Enter on it then asks "Full — watch instead?" with "Your seat here is kept for the name
    Bea: join as Bea to take it back." — offer_to_watch is given kept_elsewhere() without the
    table's Listing (unotui/screens/join.py:716)."""
    from flow_kit import press, screen_text, wait_for, wait_screen
    from test_closed_table_flow import lan_of

    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui.dialogs import ConfirmDialog
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    port = 7152  # (never connected to: the dialog comes first)
    info = TableInfo(name="Late", host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                     seats=2, taken=2, phase="playing", password=False,
                     service="Late._unotui._tcp.local.", table_id="bb" * 8)
    kept_seats.keep(f"127.0.0.1:{port}", "Bea", "ab" * 16, table="Friday", table_id="aa" * 8)
    app = make_app(lambda: [JoinScreen(browse=lan_of(info), name="Zoe")], ascii_only=False,
                   animations=False)
    async with app.run_test(size=(100, 30)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: "Late" in screen_text(app), "the list")
        assert "kept for Bea" not in screen_text(app)  # (the row: right)
        join.query_one("#tables").focus()
        await press(pilot, "enter")
        await wait_screen(pilot, ConfirmDialog, "Full — watch instead?")
        text = " ".join(screen_text(app).split())
        assert "Every seat at Late is taken" in text
        assert "kept for the name Bea" not in text, text


# ------------------------------------------------------------------ 041e9b5: in_line
def test_a_player_called_an_keeps_the_capital_in_the_since_line() -> None:
    """041e9b5 lower-cases a phrase's first word inside the since line when it is one of
    "The", "A", "An", "It", "This", "Time", "Nobody", "Everyone"… taken to be the table's own
    notes, "never a player's name". But every phrase goes through in_line, and most begin with a
    player's name: a player called An (a common name) reads "an played R1"."""
    from ui_testkit import arrange, scripted_state

    from core import Play, apply, view
    from core.cards import Card
    from unotui.widgets.log import in_line, since_last_move

    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["R1", "Y2"], 2: ["R2", "G2"], 3: ["B1", "B3"]}, "R9",
            current=0)
    apply(state, 0, Play(Card.parse("R5"), None))
    apply(state, 1, Play(Card.parse("R1"), None))
    assert since_last_move(view(state, 0)["log"], ["Zoe", "An", "Bo", "Cy"], 0) \
        == ["An played R1"]
    assert in_line("Time played R1", ["Zoe", "Time"]) == "Time played R1"  # (a name)
    assert in_line("Time ran out: a card was drawn for Zoe", ["Zoe", "An"]) \
        == "time ran out: a card was drawn for Zoe"  # (the table's own note, newbie44 #4)


# ------------------------------------------------------------------ 2ef7310 / 6f3270c: _draw_sent
async def test_a_d_whose_card_fitted_does_not_make_a_later_draw_news() -> None:
    """2ef7310 marks the log's seq when the player sends a draw, and tells a later draw of
    theirs "You drew …: it does not fit" even when play went on past it (quick bots). 6f3270c
    clears the mark once that draw is told — but a d whose card fits is never told (the turn
    stays the player's: drawn_and_passed returns early on my_turn()), so the mark stays, and a
    later draw of theirs that play went past (one seen after a drop, the clock's…) is told as
    news: exactly what 6f3270c says it stopped."""
    from test_table_story import draws_and_passes, fed, never_shown, zoe_to_draw
    from ui_testkit import screen_text, wait_for

    from core import apply
    from core.actions import Draw, Pass
    from core.cards import Card

    async with zoe_to_draw("G4") as (state, link, app, pilot):  # (G4 fits on G9)
        await pilot.press("d")  # (the player's own draw: its card fits, she keeps it)
        await pilot.pause(0.05)
        apply(state, 0, Draw())
        assert state.drawn is not None
        await fed(pilot, link, state)
        apply(state, 0, Pass())
        for seat in (1, 2, 3):
            draws_and_passes(state, seat)
        await fed(pilot, link, state)
        assert state.current == 0
        # (her next turn: a draw of hers not asked with d here — R4 does not fit — and Ana's
        # turn went by in the same news, as test_a_card_that_did_not_fit_turns_ago_is_not_told
        # _as_news has it)
        state.draw_pile.remove(Card.parse("R4"))
        state.draw_pile.append(Card.parse("R4"))
        apply(state, 0, Draw())
        assert state.current == 1
        draws_and_passes(state, 1)
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: "Bo" in screen_text(app))
        await never_shown(pilot, app, "does not fit")


# ------------------------------------------------------------------ bcf0824: "cut to 40"
async def test_a_short_name_that_was_only_cleaned_is_not_said_to_be_cut(tmp_path: Path) -> None:
    """bcf0824 says "Its name was cut to 40 characters" whenever the name the table has
    differs from the one typed (spaces collapsed). The table's name is also *cleaned*
    (net.protocol.clean_text: format characters such as the zero-width joiner of an emoji
    family dropped, NFC): an 18-character name is then said to be cut to 40."""
    import asyncio
    import signal

    from test_commands import WAIT, free_port, read_until, spawn

    name = "Family \U0001F468\u200d\U0001F469\u200d\U0001F467 night"  # (18 characters)
    assert len(name) < 40
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port",
                       str(free_port()), "--no-advertise", "--name", name,
                       UNOTUI_STATE_DIR=str(tmp_path))
    try:
        said = "".join(await read_until(proc, "Join with:"))
        assert "Table 'Family" in said, said
        assert "cut to 40 characters" not in said, said
    finally:
        proc.send_signal(signal.SIGINT)
        await asyncio.wait_for(proc.wait(), WAIT)


# ------------------------------------------------------------------ 6dc7973: "(0 to 10)"
async def test_players_put_back_does_not_call_the_refused_number_in_range() -> None:
    """6dc7973 says the range a refused number takes: for Players it says "(0 to 10)", while
    the form takes 0 (any number) or 2 to 10 — a player who typed 1 reads "Players required is
    back to 0 (0 to 10)." as if 1 were in range,
    right beside its refusal ("must be 0 (any number) or from 2 to 10")."""
    from flow_kit import replace_text, screen_text, wait_for, wait_screen

    from unotui.launch import make_app
    from unotui.screens.settings import SettingsScreen

    app = make_app(lambda: [SettingsScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, SettingsScreen)
        await replace_text(pilot, "opt-players", "1")
        await wait_for(pilot, lambda: "must be 0 (any number) or from 2 to 10"
                       in " ".join(screen_text(app).split()), "the refusal")
        await pilot.press("tab")
        await wait_for(pilot, lambda: "Players required is back to 0" in " ".join(
            screen_text(app).split()), "put back")
        text = " ".join(screen_text(app).split())
        assert "Players required is back to 0 (0 for any number, or 2 to 10)." in text, text


# ------------------------------------------------------------------ 247c455 / 89035f4: removed
async def test_a_name_removed_while_the_news_was_masked_is_not_said_removed_when_they_leave(
        ) -> None:
    """247c455 (and 89035f4 for "away") file the name of a removed player in LobbyScreen.removed
    (.freed) and empty the set only where the came/went news is said. A watcher at a full table
    is told the seat the kick freed instead ("You are watching. Press r to sit down…"): the set
    keeps "Cy". Cy joins again, sits down, and later leaves of her own accord: the watcher
    reads "Cy was removed from the table."."""
    from test_lobby_words import LobbyClient, lobby_app, lobby_status
    from ui_testkit import wait_for

    def seats(*names: str | None) -> dict[str, Any]:
        return {"t": "lobby", "table": "Den", "phase": "lobby", "you": None, "owner": False,
                "host": 0, "password": False, "spectators": 1, "rules": {},
                "settings": {"turn_timer": None, "uno_grace": 0.75, "reconnect_window": 60.0},
                "seats": [{"kind": "human", "name": n, "connected": True, "ready": False,
                           "bot": None} if n else {"kind": "empty"} for n in names]}

    client = LobbyClient([])
    client.feed(seats("Zoe", "Ana", "Cy", "Dan"))  # (full: the app watches)
    app = lobby_app(client)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: "every seat is taken" in lobby_status(app))
        client.feed({"t": "notice", "kind": "removed", "seat": 2, "name": "Cy", "why": "kicked"})
        client.feed(seats("Zoe", "Ana", None, "Dan"))  # (a seat came free: said as such)
        await wait_for(pilot, lambda: "Press r to sit down" in lobby_status(app))
        client.feed(seats("Zoe", "Ana", "Cy", "Dan"))  # (Cy, back as a newcomer, sits down)
        await wait_for(pilot, lambda: "every seat is taken" in lobby_status(app))
        client.feed(seats("Zoe", None, "Cy", "Dan"))  # (Ana leaves: a seat is free again)
        await wait_for(pilot, lambda: "Press r to sit down" in lobby_status(app))
        client.feed(seats("Zoe", None, None, "Dan"))  # (Cy leaves, by herself)
        await wait_for(pilot, lambda: "Cy" in lobby_status(app))
        assert lobby_status(app) == "Cy left the table.", lobby_status(app)
