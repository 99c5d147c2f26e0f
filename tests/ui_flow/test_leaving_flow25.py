"""Where leaving ends (play-test ux25 #10), one rule for ``play``, ``join`` and ``host``
(:mod:`unotui.flow`): q at a table goes back where the player came from — the menu for a
joined or hosted table, the shell for ``unotui play`` — and Quit (the palette's, Ctrl+Q)
always ends unotui, after the question a match needs, a hosted table closed with word to its
players. The palette's Quit at the host's table used to end on the main menu."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import (
    hosting_app,
    joined_table,
    loopback_plan,
    press,
    screen_text,
    wait_for,
    wait_screen,
    wait_table,
)

from unotui.app import build_app
from unotui.dialogs import ConfirmDialog, TableClosedDialog
from unotui.screens.lobby import LobbyScreen
from unotui.screens.menu import MenuScreen
from unotui.screens.table import TableScreen

LIMIT = 20.0


async def palette_quit(pilot: Any) -> None:
    """Ctrl+P, type "Quit", Enter: the palette's Quit command."""
    from textual.command import CommandPalette

    await pilot.press("ctrl+p")
    await wait_screen(pilot, CommandPalette, "the palette")
    await pilot.press(*"Quit")
    await wait_for(pilot, lambda: "Leave unotui" in screen_text(pilot.app), "the Quit command")
    await pilot.press("enter")


async def hosted_match(pilot: Any, app: Any) -> tuple[Any, Any]:
    """The host's lobby with a guest (a script's client) seated, then the match started:
    (the table's Host, the guest)."""
    from net.client import Client

    lobby = await wait_screen(pilot, LobbyScreen, "the host's lobby")
    host = lobby.session.host
    guest = await Client.connect_tcp("127.0.0.1", host.address[1], "Bo")
    await wait_for(pilot, lambda: host.table.taken() == 3, "Bo seated")
    await press(pilot, "s")
    table = await wait_table(pilot)
    await wait_for(pilot, lambda: table.round_active(), "the first round")
    await guest.recv("view", timeout=LIMIT)
    return host, guest


async def closed_for(guest: Any) -> dict[str, Any]:
    """The guest's messages up to the table closing: the closing one."""
    while True:
        msg = await guest.recv(timeout=LIMIT)
        if msg["t"] == "_connection" and msg["state"] == "closed":
            return msg


async def test_the_palettes_quit_at_the_hosts_table_ends_unotui_after_asking() -> None:
    from net.journal import load

    app = hosting_app(loopback_plan("Quitters", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        host, guest = await hosted_match(pilot, app)
        journal = host.config.journal
        await palette_quit(pilot)
        await wait_screen(pilot, ConfirmDialog, "the question a match needs")
        text = " ".join(screen_text(app).split())
        assert "Close the table?" in text and "Your table closes for everyone." in text
        assert "Then unotui closes." in text, text
        await press(pilot, "n")  # no: the match goes on
        await wait_screen(pilot, TableScreen, "back at the table")
        assert app.is_running and not app.quitting
        await palette_quit(pilot)
        await wait_screen(pilot, ConfirmDialog, "asked again")
        await press(pilot, "y")
        await wait_for(pilot, lambda: app.return_code is not None, "unotui ended")
    assert app.return_code == 0
    # (kept for the goodbye of an SSH front door beside the app: what its guests read, ssh26)
    from unotui.connection import closed_text

    said = closed_text(app.closed_notice or {})
    assert said.startswith("Quitters was closed by its host.") \
        and "nobody had scored yet" in said, said
    closed = await closed_for(guest)  # the guests were told, as when the host leaves with q
    assert closed["reason"] == "shutdown" and closed["left"] == []
    await guest.close()
    assert [s["kind"] for s in load(journal).seats][:1] == ["human"]  # (its seat, for --resume)


async def test_q_at_the_hosts_table_leaves_it_for_the_menu() -> None:
    app = hosting_app(loopback_plan("Leavers", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        _host, guest = await hosted_match(pilot, app)
        await press(pilot, "q")
        await wait_screen(pilot, ConfirmDialog, "Leave the match?")
        assert "unotui closes" not in screen_text(app)  # (q leaves the table, not unotui)
        await press(pilot, "y")
        await wait_screen(pilot, TableClosedDialog, "the final scores")
        assert "You closed Leavers." in screen_text(app)
        await press(pilot, "enter")
        await wait_screen(pilot, MenuScreen, "the menu")
        assert app.is_running
    assert (await closed_for(guest))["reason"] == "shutdown"
    await guest.close()


async def test_a_joined_guest_leaves_for_the_menu_with_q_and_quits_with_ctrl_q() -> None:
    from core.rules import Rules

    for key, ends in (("q", False), ("ctrl+q", True)):
        async with joined_table(name="Ann's", seats=2, rules=Rules(), seed="leave",
                                bot_delay=0.0) as (host, ann, app):
            async with app.run_test(size=(80, 24)) as pilot:
                await wait_screen(pilot, LobbyScreen, "Bo's lobby")
                await wait_for(pilot, lambda h=host: h.table.taken() == 2, "Bo seated")
                await ann.start()
                table = await wait_table(pilot)
                await wait_for(pilot, lambda t=table: t.round_active(), "the first round")
                await press(pilot, key)
                await wait_screen(pilot, ConfirmDialog, "Leave the match?")
                text = screen_text(app)
                assert "A bot plays your seat" in text
                assert ("Then unotui closes." in text) is ends, key
                await press(pilot, "y")
                if ends:
                    await wait_for(pilot, lambda a=app: a.return_code is not None, "the end")
                else:
                    await wait_screen(pilot, MenuScreen, "the menu, where the guest came from")
                    assert app.is_running
            assert app.return_code == (0 if ends else None)
            if ends:  # (the terminal says where the seat is: newbie38 #12, it said nothing)
                assert str(app._stop_line).startswith(
                    "You left Ann's: a bot plays your seat while its match goes on.")
                # (and the command that joins it again: newbie81 #7, no address was said)
                assert f" join 127.0.0.1:{host.address[1]} --name Bo" in str(app._stop_line), \
                    app._stop_line


async def test_unotui_play_started_on_its_table_ends_on_q_and_on_the_palettes_quit() -> None:
    for palette in (False, True):
        app = build_app(bots=2, seed=4, name="Zoe", bot_delay=0.0, ascii_only=False, lang="en")
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda a=app: isinstance(a.screen, TableScreen)
                           and a.screen.round_active(), "the table")
            if palette:
                await palette_quit(pilot)
            else:
                await pilot.press("q")
            await wait_screen(pilot, ConfirmDialog, "Leave the match?")
            assert "The game ends." in screen_text(app)
            await pilot.press("y")
            await wait_for(pilot, lambda a=app: a.return_code is not None, "the shell")
        assert app.return_code == 0


async def test_the_door_goodbye_names_the_table_the_host_quit_from_its_lobby() -> None:
    """ssh26 #2: an SSH door beside the hosting app said only "server is closing" when the host
    quit from the lobby, or named a table closed before with its old scores."""
    from unotui.connection import closed_text
    from unotui.screens.lobby import LobbyScreen

    app = hosting_app(loopback_plan("Lobbyists", seats=3, bots=1))
    app.closed_notice = {"table": "Old table", "scores": [9, 1], "names": ["A", "B"]}
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await press(pilot, "ctrl+q")
        await wait_for(pilot, lambda: app.return_code is not None, "unotui ended")
    assert closed_text(app.closed_notice or {}) == "Lobbyists was closed by its host."


async def test_a_hosting_app_stopped_by_a_signal_keeps_the_goodbye_its_guests_read() -> None:
    """ssh26 #5: the app hosting a table, stopped by SIGTERM or SIGHUP, exits before it closes
    the table by its own flow (which is where Ctrl+Q keeps the guests' notice), so its SSH front
    door said a bare goodbye. The notice of the table it hosted is kept at the signal."""
    import signal

    from unotui.connection import closed_text

    app = hosting_app(loopback_plan("Signalled", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        _host, guest = await hosted_match(pilot, app)
        app._stopped_by(signal.SIGTERM)
        await wait_for(pilot, lambda: app.return_code is not None, "unotui ended")
    said = closed_text(app.closed_notice or {})
    # (a table stopped by a signal went away: its match can go on, ux28 #9)
    assert said.startswith("Signalled stopped: its host's app ended.") \
        and "nobody had scored yet" in said, said
    # (the command it prints keeps the table off the LAN, as it was, ssh34 #3)
    assert "host --resume " in app._stop_line and " --no-advertise" in app._stop_line
    await guest.close()


async def test_an_ssh_visitors_table_stopped_with_the_session_says_it_closed(
        monkeypatch: Any) -> None:
    """ssh38 #1: a visitor of a menu door hosted a table, and their session ended (ssh
    killed: the door stops their app). The guests read "its match can go on, connect again as
    you did (the same ssh command)", but the table's journal is in the session's folder, which
    the door removes: it never could. They read that it closed, with the final scores; and a
    menu door's visitor, who joins from the menu, is not told to run the ssh command again."""
    import signal

    from unotui.connection import closed_text

    app = hosting_app(loopback_plan("Visited", seats=3, bots=1, bot_delay=3600.0))
    app.ssh_door = "menu"
    async with app.run_test(size=(80, 24)) as pilot:
        _host, guest = await hosted_match(pilot, app)
        app._stopped_by(signal.SIGHUP)
        await wait_for(pilot, lambda: app.return_code is not None, "unotui ended")
    closed = await closed_for(guest)
    assert closed["resumable"] is False and closed["host_gone"] is True
    said = closed_text(closed)
    # (its host chose nothing: their connection ended, ssh53 #3 — "closed by its host" was said)
    assert said.startswith("Visited was closed: its host's connection ended.") \
        and "can go on" not in said and "by its host" not in said, said
    await guest.close()
    # a table that can come back, read in a menu door's session: join it again from the menu
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "menu")
    stopped = {"table": "Den", "resumable": True}
    assert "join it under the same name" in closed_text(stopped)
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")  # (a door bound to that table: in the
    # session, which goes on, join it again from the door, ssh51 #2; the door's goodbye says
    # "connect again", everyone=True)
    assert "join it again from here" in closed_text(stopped)
    assert "the same ssh command" in closed_text(stopped, ssh=True, everyone=True)


async def test_ctrl_q_in_the_lobby_of_a_hosted_table_asks_while_others_are_there() -> None:
    """ux27 #3: Ctrl+Q in the lobby of the table this app hosts closed it at once, with a guest
    seated there (who lost the final results they were reading). With others there it asks
    first; alone, it quits at once as before."""
    from net.client import Client

    app = hosting_app(loopback_plan("Askers", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the host's lobby")
        host = lobby.session.host
        guest = await Client.connect_tcp("127.0.0.1", host.address[1], "Bo")
        await wait_for(pilot, lambda: lobby.quit_warning() is not None, "Bo seated, shown")
        await press(pilot, "ctrl+q")
        await wait_screen(pilot, ConfirmDialog, "asked")
        text = screen_text(app)
        assert "Close the table?" in text and "Your table closes for everyone." in text
        assert "Then unotui closes." in text
        await press(pilot, "n")
        await wait_screen(pilot, LobbyScreen, "back in the lobby")
        assert app.is_running and host.table.taken() == 3
        await press(pilot, "ctrl+q")
        await wait_screen(pilot, ConfirmDialog, "asked again")
        await press(pilot, "y")
        await wait_for(pilot, lambda: app.return_code is not None, "unotui ended")
    closed = await closed_for(guest)
    assert closed["reason"] == "shutdown"
    await guest.close()
    alone = hosting_app(loopback_plan("Alone", seats=3, bots=1, bot_delay=3600.0))
    async with alone.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby, nobody else there")
        await press(pilot, "ctrl+q")
        await wait_for(pilot, lambda: alone.return_code is not None, "unotui ended at once")


async def test_ctrl_q_on_the_match_results_of_a_hosted_table_asks_while_others_are_there(
        ) -> None:
    """ux28 #2: on the match's results of a table this app hosts, Ctrl+Q closed it at once
    with a guest seated; it asks as the lobby does."""
    from unotui.screens.round_end import RoundEndScreen

    app = hosting_app(loopback_plan("Finals", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        _host, guest = await hosted_match(pilot, app)
        view = {**app.screen.view, "phase": "match_over"} if app.screen.view else {}
        await app.push_screen(RoundEndScreen(view, ["Zoe", "Bo", "Ana"], lobby=True))
        await press(pilot, "ctrl+q")
        await wait_screen(pilot, ConfirmDialog, "asked")
        assert "Close the table?" in screen_text(app)
        await press(pilot, "n")
        assert app.is_running
    await guest.close()


async def test_leaving_the_match_results_of_a_hosted_table_asks_while_others_are_there(
        ) -> None:
    """away35 #3: on the match's results of a table this app hosts, m (Leave the table), Esc
    or q closed it for everyone at once, with no question, ending the guests' rematch. (Esc
    now puts the results away for the lobby, newbie43 #4.)"""
    from unotui.screens.round_end import RoundEndScreen

    app = hosting_app(loopback_plan("Finals", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        host, guest = await hosted_match(pilot, app)
        view = {**app.screen.view, "phase": "match_over"} if app.screen.view else {}
        results = RoundEndScreen(view, ["Zoe", "Bo", "Ana"], lobby=True)
        chosen: list[Any] = []
        await app.push_screen(results, chosen.append)
        for key in ("m", "q"):
            await press(pilot, key)
            await wait_screen(pilot, ConfirmDialog, f"asked after {key}")
            text = screen_text(app)
            assert "Close the table?" in text and "Your table closes for everyone." in text
            await press(pilot, "n")
            await wait_for(pilot, lambda: app.screen is results, "the results again")
        assert host.table.taken() == 3 and host.server is not None
        assert chosen == []
        await press(pilot, "m")
        await wait_screen(pilot, ConfirmDialog, "asked")
        await press(pilot, "y")
        await wait_for(pilot, lambda: chosen == ["menu"], "the results leave the table")
    await guest.close()


async def test_the_resume_command_of_a_hosting_app_keeps_where_it_was_advertised() -> None:
    """review34 #6: ``host --mdns-interfaces X`` in the app advertised on every interface (the
    lobby's advertising took no interfaces), and the resume command it printed at a SIGTERM
    left them out, or said --no-advertise when the signal came before registering ended."""
    import signal

    plan = loopback_plan("Beacon", seats=3, bots=1, bot_delay=3600.0, advertise=True,
                         mdns_interfaces="127.0.0.1")
    app = hosting_app(plan)
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        host = lobby.session.host
        await wait_for(pilot, lambda: host.advertise_asked, "advertising asked")
        assert host.advertise_interfaces == "127.0.0.1"
        await press(pilot, "s")  # (a match under way: the command that resumes it is said)
        await wait_screen(pilot, TableScreen, "the match")
        app._stopped_by(signal.SIGTERM)
        await wait_for(pilot, lambda: app.return_code is not None, "unotui ended")
    assert app._stop_line is not None
    assert " --mdns-interfaces 127.0.0.1" in app._stop_line and "--no-advertise" not in \
        app._stop_line, app._stop_line


async def test_the_results_m_at_a_table_this_app_hosts_asks_close_the_table() -> None:
    """review49 #2: 846a69f (newbie46 #9) made the hosting player's question "Close the table?" where its
    text says "Your table closes for everyone." — at the table (q) and for Ctrl+Q from the
    table. The round's results in the middle of the match ask the same thing through their m
    (RoundEndScreen.action_menu) and the app's Quit there (_quit_elsewhere): still titled
    "Leave the match?" over "Your table closes for everyone."."""
    from core.actions import Play
    from core.cards import Card
    from core.position import parse_position
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.round_end import RoundEndScreen

    app = hosting_app(loopback_plan("Closers", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        host, guest = await hosted_match(pilot, app)
        table = host.table
        st = table.state
        assert st is not None
        table.state = parse_position(f"R5/B1,B2/G1,G2 R3 * R 0 + 0 play 0,0,0 id={st.state_id}",
                                     st.rules, seed=st.rng)
        table.submit(0, Play(Card.parse("R5")))  # (the host's player goes out: round 1 over)
        assert table.state is not None and table.state.phase.value == "round_over"
        await wait_screen(pilot, RoundEndScreen, "the round's results")
        await press(pilot, "m")
        await wait_screen(pilot, ConfirmDialog, "the question")
        text = screen_text(app)
        assert "Your table closes for everyone." in text, text
        assert "Close the table?" in text and "Leave the match?" not in text, text
        await press(pilot, "n")
        await wait_screen(pilot, RoundEndScreen, "the results again")
        await press(pilot, "ctrl+q")  # (the app's Quit over the results: the same question)
        await wait_screen(pilot, ConfirmDialog, "the question")
        text = screen_text(app)
        assert "Close the table?" in text and "Leave the match?" not in text, text
        await press(pilot, "n")
        await guest.close()
        await wait_for(pilot, lambda: True)


async def test_a_visitor_of_a_door_bound_to_the_table_is_told_the_ssh_way_back_in_words(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ssh47 #4: a visitor who left a match with Ctrl+Q read "Join it again under the same
    name" (over SSH the way back is the ssh command), on a line the terminal broke inside a
    word ("u" / "nder") at 80 columns. The goodbye says the ssh way, wrapped in words."""
    from core.rules import Rules

    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")
    async with joined_table(name="Ann's", seats=2, rules=Rules(), seed="leave",
                            bot_delay=0.0) as (host, ann, app), app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda h=host: h.table.taken() == 2, "Bo seated")
        await ann.start()
        table = await wait_table(pilot)
        await wait_for(pilot, lambda t=table: t.round_active(), "the first round")
        await press(pilot, "ctrl+q")
        await wait_screen(pilot, ConfirmDialog, "Leave the match?")
        await press(pilot, "y")
        await wait_for(pilot, lambda a=app: a.return_code is not None, "the end")
    said = str(app._stop_line)
    width = app.error_console.width
    assert "Connect again (the same ssh command, the same user name)" in " ".join(said.split())
    assert "under the same name" not in said
    lines = said.split("\n")
    assert len(lines) > 1 and all(len(line) <= width for line in lines), (width, lines)
    whole = ("You left Ann's: a bot plays your seat while its match goes on. Connect again "
             "(the same ssh command, the same user name) to take your seat back.")
    assert " ".join(said.split()) == whole  # (no word broken by the wrapping)


async def test_a_host_who_quits_mid_match_is_left_the_resume_command_on_one_line() -> None:
    """newbie68 #6: Ctrl+Q, y at a hosted match printed the command that opens its match again
    folded as the dialog folds it ("host --resume \\" / "  FILE"), though the terminal wraps a
    long line itself and copies it whole: one line there."""
    app = hosting_app(loopback_plan("Quitters", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        _host, guest = await hosted_match(pilot, app)
        await press(pilot, "ctrl+q")
        await wait_screen(pilot, ConfirmDialog, "Leave the match?")
        await press(pilot, "y")
        await wait_for(pilot, lambda: app.return_code is not None, "unotui ended")
    said = str(app._stop_line)
    assert "Its match can be opened again later:" in said, said
    command = next(line for line in said.split("\n") if "host --resume " in line)
    assert not command.rstrip().endswith("\\") and ".jsonl" in command, said
    await guest.close()
