"""The hosting player's lobby says how others come in: ``unotui join ADDRESS``, and with an SSH
front door (``unotui host --ssh PORT``) the ``ssh`` command for friends without unotui — the
lines printed at start are hidden by the full-screen app at once."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen

from core.rules import Rules
from unotui.screens.host_setup import HostPlan
from unotui.screens.lobby import LobbyScreen


def joining(port: int, name: str) -> Any:
    """An app that joins the table on ``port`` at once, as ``name``."""
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    return make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name=name,
                                        auto_join=True)], ascii_only=False, animations=False)


async def den(seats: int) -> tuple[Any, int]:
    """A table "Den" of ``seats`` listening on loopback (its bots never hurry): (host, port)."""
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=seats, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    return host, port


@pytest.mark.parametrize(("ssh_port", "shown"), [(2222, True), (None, False)])
async def test_the_lobby_shows_the_ssh_command_when_the_table_has_a_front_door(
        ssh_port: int | None, shown: bool) -> None:
    plan = HostPlan(table_name="Door", seats=3, bots=1, rules=Rules(), bind="127.0.0.1",
                    port=0, advertise=False, seed="door", bot_delay=0.0,
                    extra={"ssh_port": ssh_port,
                           "ssh_access": {"authorized_keys": "/srv/keys", "password_file": None,
                                          "password": False} if ssh_port else None})
    app = hosting_app(plan)
    # (``host --ssh`` sets it from its door: the fingerprint its start printed under the app's
    # full screen, which friends compare on their first connection, ssh34 #1)
    fingerprint = "SHA256:ZMMU3mYm0V2k0RkqHl5q6l6X7YwZx0d8v2VQm1o9cxo"
    app.ssh_fingerprint = fingerprint if ssh_port else None
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        address = str(lobby.session.address)
        await wait_for(pilot, lambda: f"join {address}" in screen_text(app), "the address")
        assert ("ssh -p 2222 127.0.0.1" in screen_text(app)) is shown
        assert (f"SSH host key: {fingerprint}" in screen_text(app)) is shown
        # (and whom the door admits, said only in the terminal under the app before, ssh36 #3)
        assert ("SSH access: only the keys in /srv/keys" in screen_text(app)) is shown


def test_a_guest_is_told_the_table_by_name_and_a_lan_address_but_not_loopback() -> None:
    from unotui.tables import joined_place

    assert joined_place("Den", "192.168.1.20:7152") == "Den at 192.168.1.20:7152"
    # an SSH visitor's app joins through the door's machine: 127.0.0.1 means nothing to them
    assert joined_place("Den", "127.0.0.1:7152") == "Den"
    assert joined_place("Den", "localhost:7152") == "Den"
    assert joined_place("Den", "[::1]:7152") == "Den"
    assert joined_place(" Den ", "LOCALHOST:7152") == "Den"
    assert joined_place("Den", "[::ffff:127.0.0.1]:7152") == "Den"
    assert joined_place(None, "127.0.0.1:7152") == "127.0.0.1:7152"  # no name yet: the address
    assert joined_place("  ", "10.0.0.2:7152") == "10.0.0.2:7152"


async def test_a_guest_joining_through_loopback_reads_the_tables_name() -> None:
    from flow_kit import joined_table

    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (_host, _ann, app), \
            app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "You are at Den." in screen_text(app), "the table named")
        assert "127.0.0.1" not in screen_text(app)


async def test_a_guest_whose_name_is_taken_is_told_the_name_given() -> None:
    """Found by a new player: two players both called "root" — the second was silently
    "root 2", and rejoining later under the wrong name made them a watcher without a word."""
    from net.client import Client

    host, port = await den(3)
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    app = joining(port, "Bo")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: any(
                "Joined Den as Bo 2: someone there is already called Bo." in str(n.message)
                for n in app._notifications), "told")
    finally:
        await bo.close()
        await host.close()


async def visitor_named_bo_2(words: str, twin: pytest.MonkeyPatch | None = None) -> str:
    """An SSH visitor joins Den as Bo, where a Bo is seated already, until a notice says
    ``words``: every notice, spaces made single. ``twin``: the door says the visitor's other
    session sits at Den (``UNOTUI_SSH_TWIN``, set with it)."""
    from types import SimpleNamespace

    from net.client import Client

    host, port = await den(3)
    if twin is not None:
        twin.setenv("UNOTUI_SSH_TWIN", f"127.0.0.1:{port}")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    app = joining(port, "Bo")
    app.ssh_door = SimpleNamespace()  # type: ignore[attr-defined]

    def notes() -> str:
        return " ".join(" ".join(str(n.message).split()) for n in app._notifications)

    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: words in notes(), "told")
            return notes()
    finally:
        await bo.close()
        await host.close()


async def test_an_ssh_visitor_whose_name_is_taken_is_told_how_a_seat_comes_back() -> None:
    """ssh44 #7: alice logged in with bob's key while her own seat was offline: "Joined Friday
    as alice 2: someone there is already called alice." — and nothing said the seat was kept
    for the key that played it."""
    await visitor_named_bo_2("Joined Den as Bo 2: someone there is already called Bo. If that "
                             "seat is yours, connect again as you played it")


async def test_an_ssh_visitors_second_session_is_told_the_first_holds_the_seat(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ssh45 #1: a visitor's second session (the same name, key and address, the first still
    connected) read "connect again as you played it: the same login name…" — what they had
    just done. The door says a twin is connected (``UNOTUI_SSH_TWIN``): that session holds it."""
    notes = await visitor_named_bo_2(
        "Joined Den as Bo 2: someone there is already called Bo. Another SSH session of yours, "
        "connected from this address when this one began, holds your seat.", monkeypatch)
    assert "connect again as you played it" not in notes


async def test_one_who_joins_during_a_match_by_address_is_told_they_watch() -> None:
    """newbie42 #8: from the list a full table asks "watch instead?"; by address a newcomer
    during a match became a watcher with only "Joined Den." to say so."""
    from net.client import Client

    host, port = await den(2)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await ann.add_bot()
    await ann.start()
    app = joining(port, "Zed")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            # (the bot's seat may be taken now: newbie43 #11 was told only to wait for the end)
            await wait_for(pilot, lambda: any(
                "Joined Den: its match is under way, so you watch it. Press s to play a bot's "
                "seat now." in str(n.message)
                for n in app._notifications), "told")
            from unotui.screens.table import TableScreen
            table = await wait_screen(pilot, TableScreen, "the table")
            await wait_for(pilot, lambda: table.check_action("take_seat", ()) is True,
                           "s offered, as said")
    finally:
        await ann.close()
        await host.close()


async def test_one_who_joins_a_match_of_people_only_is_told_to_wait_for_a_free_seat() -> None:
    """newbie44 #5: "you can sit down when it ends" — but the players keep their seats after
    the match: only a free seat seats a watcher."""
    from net.client import Client

    host, port = await den(2)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    await ann.start()
    app = joining(port, "Zed")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: any(
                "Joined Den: its match is under way, so you watch it; you can sit down once a "
                "seat is free." in str(n.message) for n in app._notifications), "told")
    finally:
        await ann.close()
        await bo.close()
        await host.close()


async def test_a_guest_is_told_a_player_was_removed_not_that_they_left() -> None:
    """newbie43 #11: the owner removed Cy; Bo's lobby said "Cy left the table."."""
    from net.client import Client

    host, port = await den(3)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    cy = await Client.connect_tcp("127.0.0.1", port, "Cy")
    app = joining(port, "Bo")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: lobby._players is not None
                           and "Cy" in lobby._players, "Cy seen")
            await ann.kick(1)
            await wait_for(pilot, lambda: "Cy was removed from the table." in screen_text(app),
                           "told")
            assert "Cy left the table." not in screen_text(app)
    finally:
        await cy.close()
        await ann.close()
        await host.close()


def test_the_text_client_says_a_player_was_removed_too() -> None:
    from unotui.describe import seat_notice

    assert seat_notice({"t": "notice", "kind": "removed", "seat": 1, "name": "Cy"}, "Cy", 0) \
        == "Cy was removed from the table."
    assert seat_notice({"t": "notice", "kind": "removed", "seat": 1, "name": "Cy",
                        "why": "away"}, "Cy", 0) == "Cy was away too long: the seat is free."


async def test_question_mark_in_the_lobby_shows_its_keys_and_the_tables_rules() -> None:
    from unotui.screens.help import HelpScreen

    app = hosting_app(loopback_plan("Help", rules=Rules(scoring="single")))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Scoring: single" in screen_text(app), "the rules shown")
        await pilot.press("question_mark")
        help_screen = await wait_screen(pilot, HelpScreen, "the help")
        assert [k for k, _t in help_screen.keys_shown()][:5] == ["r", "s", "b", "k", "e"]
        # (the app is the table: how to open it again if the app ends unexpectedly)
        assert [k for k, _t in help_screen.keys_shown()][-1] == "--resume"
        text = screen_text(app)
        assert "remove a bot, a player or a watcher" in text and "move through your hand" not in text
        assert "Match a card by colour" in text  # the table's rules, as at the table
        # (the scoring comes from the rules alone, as the lobby has no view)
        from unotui.screens.help import rules_summary

        assert "One round only: the first to go out wins." in rules_summary(
            {"rules": Rules(scoring="single").to_dict()})
        await pilot.press("escape")
        await wait_screen(pilot, LobbyScreen, "back in the lobby")


async def test_the_lobby_help_of_an_official_table_names_no_house_rules() -> None:
    """ux24 #6: the lobby passes every option, official ones too; its help said "House rules at
    this table:" with each option's description. It lists only what differs, as the table
    sets it, as the table's own help does."""
    from unotui.screens.help import HelpScreen, rules_summary

    app = hosting_app(loopback_plan("Plain", rules=Rules()))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Official rules" in screen_text(app), "the rules shown")
        await pilot.press("question_mark")
        help_screen = await wait_screen(pilot, HelpScreen, "the help")
        text = "\n".join(str(w.render()) for w in help_screen.query("Label"))
        assert "House rules at this table" not in text
        lines = rules_summary(help_screen.view)
        assert "These are Mattel's official rules, with no house rules." in lines
        assert not any("Each player is dealt" in line or "drawing for dealer" in line.lower()
                       for line in lines)
    # a house rule is told as the table sets it, not as the choice between its values
    lines = rules_summary({"rules": Rules(first_dealer_symbols="redraw").to_dict()})
    assert "House rules at this table:" in lines
    assert "Drawing for dealer, a card with a symbol cannot win: draw again." in lines
    assert not any("counts as zero" in line or "dealer's other side" in line for line in lines)


async def test_when_the_last_player_is_ready_the_owner_is_told_to_start() -> None:
    from flow_kit import joined_table

    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (_host, ann, app), \
            app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Bo" in screen_text(app), "Bo seated")
        await pilot.press("r")  # Bo is ready; Ann (the owner) is not yet
        await wait_for(pilot, lambda: "Waiting for the others" in screen_text(app), "waiting")
        await ann.ready()
        await wait_for(pilot, lambda: "Everyone is ready: the table's owner starts the match."
                       in screen_text(app), "told who starts")


async def test_starting_while_a_player_is_not_ready_says_who_was_not() -> None:
    """Found by a new player: the owner's s started the match while the others still read
    "not ready", without a word. It still starts at once (a player away from the keyboard must
    not hold the table up, and a scripted table presses s once), and says who was not ready."""
    from net.client import Client

    app = hosting_app(loopback_plan("Go", seats=3, bots=1))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        port = lobby.session.host.address[1]
        bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
        try:
            await wait_for(pilot, lambda: "Bo" in screen_text(app), "Bo seated")
            await pilot.press("s")
            await wait_for(pilot, lambda: lobby.session.host.table.phase == "playing",
                           "started at once")
            assert "Starting the match without waiting for Bo" in " ".join(
                str(lobby.query_one("#lobby-status").render()).split())
        finally:
            await bo.close()


async def test_a_watchers_lobby_says_it_watches_the_table() -> None:
    """ssh29 #10: a watcher's lobby read "You are at Den.", as a seated player's does."""
    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    host = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Zoe",
                                       auto_join=True, watch=True)],
                   ascii_only=False, animations=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: "You are watching Den." in screen_text(app), "named")
            assert "You are at Den." not in screen_text(app)
    finally:
        await host.close()


def test_the_door_access_is_said_in_the_hosts_words() -> None:
    from unotui.ssh.access import access_words

    def said(keys: str | None, password: bool) -> str:
        return access_words(keys, password)

    assert said(None, False) == "SSH access: anyone who can reach the port (no SSH login)"
    assert said(None, True) == "SSH access: the SSH password"
    assert said("/k", True) == "SSH access: only the keys in /k or the SSH password"


async def test_the_doors_notes_show_in_the_lobby_once() -> None:
    """``host --ssh`` printed "SSH note: … chmod 600 …" under the app's full screen, where the
    host never read it (ssh40 #2): the lobby shows each note once, as a warning."""
    plan = HostPlan(table_name="Door", seats=3, bots=1, rules=Rules(), bind="127.0.0.1",
                    port=0, advertise=False, seed="door", bot_delay=0.0,
                    extra={"ssh_port": 2222, "ssh_access": {
                        "authorized_keys": None, "password_file": "/srv/pw", "password": True}})
    app = hosting_app(plan)
    note = "SSH note: /srv/pw can be read by other users of this machine: chmod 600 /srv/pw"
    app.ssh_notes = [note]
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: any(n.message == note for n in app._notifications),
                       "the note")
        assert app.ssh_notes == []
        assert [n.severity for n in app._notifications if n.message == note] == ["warning"]


async def test_down_and_up_move_between_the_join_screens_fields() -> None:
    """newbie44 #12: ↓ stayed in the address field, and a password typed next went into it; the
    Host form moves between its fields with ↑↓."""
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    app = make_app(lambda: [JoinScreen("127.0.0.1:7152", "secret", browse=None)],
                   ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen, "the join screen")
        join.query_one("#address").focus()
        await pilot.pause()
        await pilot.press("down")
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "password",
                       "down to the password")
        await pilot.press("down")  # (the last field: it stays)
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "password"
        await pilot.press("up")
        await wait_for(pilot, lambda: app.focused is not None and app.focused.id == "address",
                       "up to the address")
