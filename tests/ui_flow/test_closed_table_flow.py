"""A table that goes away, across processes.

Two processes, as players run them: a headless ``unotui host`` and ``unotui join ADDR`` in a real
terminal (tmux, 80×24). The joiner starts a match; the host stops cleanly (Ctrl-C); the joiner
sees one message with the table's name and the final scores and is back on the join list.
Everything stays on loopback; the tmux session and the host process are ended by their own names.

And in one process: choosing a table listed "full" asks "Full — watch instead?" before joining
as a spectator.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from flow_kit import menu_app_for, press, screen_text, wait_for, wait_screen

from unotui.tables import resume_file

ROOT = Path(__file__).resolve().parents[2]
TMUX = shutil.which("tmux") or "/usr/bin/tmux"
LIMIT = 30.0  #: an upper bound for any one wait (never asserted as speed)


def tmux(*args: str) -> str:
    done = subprocess.run([TMUX, *args], capture_output=True, text=True, timeout=10, check=False)
    return done.stdout


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_screen_text(session: str, predicate: Callable[[str], bool], what: str) -> str:
    deadline = time.monotonic() + LIMIT
    while time.monotonic() < deadline:
        text = tmux("capture-pane", "-p", "-t", session)
        if predicate(text):
            return text
        time.sleep(0.1)
    raise AssertionError(f"never saw {what}; the screen was:\n"
                         f"{tmux('capture-pane', '-p', '-t', session)}")


@pytest.fixture
def host_and_joiner(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    port = free_port()
    env = {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1"}
    host = subprocess.Popen(
        [sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1",
         "--port", str(port), "--bots", "1", "--name", "Friday table", "--no-advertise",
         "--journal", str(tmp_path / "t.jsonl"), "--bot-delay", "0.05"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert host.stdout is not None
    deadline = time.monotonic() + LIMIT
    while time.monotonic() < deadline and "Join with:" not in host.stdout.readline():
        pass
    config = tmp_path / "joiner-config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"name": "Zoe"}), encoding="utf-8")
    session = f"unotui-test-{uuid.uuid4().hex[:10]}"
    command = (f"cd {ROOT} && env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 "
               f"UNOTUI_CONFIG_DIR={config} UNOTUI_MDNS_INTERFACES=127.0.0.1 "
               f"{sys.executable} -m unotui join 127.0.0.1:{port} --name Zoe; sleep 30")
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24", command)
    try:
        yield host, session
    finally:
        tmux("kill-session", "-t", session)
        if host.poll() is None:
            host.kill()
        host.wait(timeout=10)


def test_a_host_that_stops_sends_its_guest_back_with_one_message_and_the_scores(
        host_and_joiner: tuple[subprocess.Popen[str], str]) -> None:
    host, session = host_and_joiner
    wait_screen_text(session, lambda t: "Lobby of Friday table" in t, "the lobby")
    tmux("send-keys", "-t", session, "s")  # the first player runs the table: start the match
    wait_screen_text(session, lambda t: "Your hand (" in t, "the table")
    host.send_signal(signal.SIGINT)  # the host closes the table cleanly
    # (a headless table stopped mid-match: its match can go on, the scores are not final)
    # (the joiner ran the table — its lobby called them its host —: not "stopped by its
    # host", newbie47 #6)
    text = wait_screen_text(session, lambda t: "the program serving it ended" in t, "the message")
    assert "Friday table was stopped: the program serving it ended." in text \
        and "Its match can go on" in text
    # (stopped in round 1: nobody had scored; no list of zeros, ux33 #12)
    assert "No round had been played" in text and "nobody had scored" in text
    assert "0 points" not in text
    assert "reconnecting" not in text.lower()
    assert host.wait(timeout=LIMIT) == 0
    tmux("send-keys", "-t", session, "Enter")
    text = wait_screen_text(session, lambda t: "Join a table" in t or "Address" in t,
                            "the join list")
    assert "Your hand (" not in text and "was closed" not in text
    time.sleep(0.5)  # the Enter that closed the message must not also act on the join list
    text = tmux("capture-pane", "-p", "-t", session)
    assert "Lobby of" not in text and "Joining" not in text



def loopback_table(name: str, port: int, seats: int = 4, taken: int = 1,
                   phase: str = "lobby") -> Any:
    """A table as LAN discovery lists it, at ``127.0.0.1:port``."""
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    return TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                     seats=seats, taken=taken, phase=phase, password=False,
                     service=f"{name}._unotui._tcp.local.")


def lan_of(info: Any, starts: list[int] | None = None, first_only: bool = False) -> Any:
    """A stand-in for LAN discovery that finds ``info`` each time browsing starts (only the
    first time with ``first_only``), counting the starts in ``starts``."""
    count = starts if starts is not None else []

    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        count.append(1)
        if len(count) == 1 or not first_only:
            on_change("added", info)

        async def stop() -> None:
            pass
        return stop
    return browser

async def test_a_table_listed_full_asks_before_joining_as_a_spectator() -> None:
    from core.rules import Rules
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.app import build_app
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.join import JoinScreen
    from unotui.screens.table import TableScreen

    host = Host(TableConfig(name="Full house", seats=2, rules=Rules(), bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await ann.add_bot()
    await ann.start()
    info = loopback_table("Full house", port, seats=2, taken=2, phase="playing")

    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(info), name="Zoe"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "Full house" in screen_text(app), "the list")
            app.screen.query_one("#tables").focus()
            await press(pilot, "enter")
            await wait_screen(pilot, ConfirmDialog)
            assert "Full — watch instead?" in screen_text(app)
            await press(pilot, "n")
            await wait_for(pilot, lambda: "Full house is full." in screen_text(app), "refusal")
            assert len(host.table.members) == 1  # nothing was joined
            await press(pilot, "enter")
            await wait_screen(pilot, ConfirmDialog)
            await press(pilot, "y")
            table = await wait_screen(pilot, TableScreen, "watching the match")
            await wait_for(pilot, lambda: table.view is not None, "the spectator's view")
            assert table.view is not None and table.view.get("seat") is None
            await asyncio.sleep(0)
    finally:
        await ann.close()
        await host.close()


async def test_the_hosting_player_leaves_mid_match_and_the_guest_is_told_on_the_join_list(
) -> None:
    from flow_kit import replace_text, type_text, wait_table

    from unotui.dialogs import ConfirmDialog, TableClosedDialog
    from unotui.screens.host_setup import HostSetupScreen
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.menu import MenuScreen

    host_app, guest_app = menu_app_for("Zoe", "closing"), menu_app_for("Bo", "closing")
    async with host_app.run_test(size=(100, 30)) as host, \
            guest_app.run_test(size=(100, 30)) as guest:
        await wait_screen(host, MenuScreen)
        await host.press("h")
        await wait_screen(host, HostSetupScreen)
        await replace_text(host, "table-name", "Friday table")
        await host.press("ctrl+o")
        lobby = await wait_screen(host, LobbyScreen, "the host's lobby")
        address = lobby.session.address
        assert address is not None
        await guest.press("j")
        await wait_screen(guest, JoinScreen)
        await guest.press("a")
        await type_text(guest, address)
        await guest.press("enter")
        await wait_screen(guest, LobbyScreen, "the guest's lobby")
        await wait_for(host, lambda: "Bo" in screen_text(host_app), "Bo seated")
        await press(host, "s")
        await wait_table(host)
        await wait_table(guest)
        notices: list[dict[str, Any]] = []  # (what the guest's app was told)
        told = guest_app.table_closed

        def telling(info: dict[str, Any], *args: Any, **kwargs: Any) -> None:
            notices.append(info)
            told(info, *args, **kwargs)

        guest_app.table_closed = telling  # type: ignore[method-assign]
        await press(host, "q")
        await wait_screen(host, ConfirmDialog)
        await press(host, "y")
        await wait_screen(guest, TableClosedDialog, "the closed message")
        text = screen_text(guest_app)
        assert "Friday table was closed by its host." in text
        # (closed in round 1: nobody scored, and a list of zeros read like final scores, ux33
        # #12)
        assert "No round had been played" in text and "nobody had scored" in text
        assert "Final scores" not in text and "0 points" not in text
        # (the host closed the table; she did not leave the match: her app sends no leave, or
        # the scores would read "Zoe (left; a bot played on)" for a moment's stand-in)
        assert [n.get("left") for n in notices] == [[]] and "Zoe left" not in text
        assert notices[0].get("rounds") == 0
        assert isinstance(guest_app.screen_stack[-2], JoinScreen)
        await press(guest, "enter")
        await wait_screen(guest, JoinScreen, "back on the join list")
        # the host who closed it reads the same final scores (she was sent to the menu with
        # none), once, over the menu
        await wait_screen(host, TableClosedDialog, "the host's closing message")
        text = screen_text(host_app)
        assert "You closed Friday table." in text
        assert "No round had been played" in text and "nobody had scored" in text
        assert isinstance(host_app.screen_stack[-2], MenuScreen)
        await press(host, "enter")
        await wait_screen(host, MenuScreen, "the host back on the menu")


@contextlib.asynccontextmanager
async def watching_a_full_table() -> AsyncIterator[tuple[Any, Any, Any, Any]]:
    """A two-seat table, full (Ann, its owner, and a bot), and an app in which Zoe joins it by
    address, is offered to watch and says yes: ``(host, ann, app, pilot)`` at the lobby."""
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.app import build_app
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    host = Host(TableConfig(name="Two seats", seats=2))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await ann.add_bot()
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(f"127.0.0.1:{port}", browse=None, name="Zoe",
                                             auto_join=True))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, ConfirmDialog, "the offer to watch")
            assert "Full — watch instead?" in screen_text(app)
            await press(pilot, "y")
            await wait_screen(pilot, LobbyScreen, "the lobby, watching")
            yield host, ann, app, pilot
    finally:
        await ann.close()
        await host.close()


async def test_joining_a_full_lobby_by_address_offers_to_watch() -> None:
    async with watching_a_full_table() as (_host, _ann, app, pilot):
        lobby = app.screen
        await wait_for(pilot, lambda: lobby.lobby.get("spectators") == 1, "a spectator")
        assert lobby.lobby.get("you") is None


def test_the_text_client_says_the_table_was_closed_with_the_scores(
        capsys: pytest.CaptureFixture[str]) -> None:
    from unotui.commands.join import _show

    _show({"t": "_connection", "state": "reconnecting", "attempt": 2, "delay": 0.5,
           "gives_up_in": 59.5}, [])
    _show({"t": "_connection", "state": "closed", "reason": "shutdown", "table": "Friday table",
           "scores": [3, 9], "names": ["Ann", "Bob"]}, [])
    out = capsys.readouterr().out.splitlines()
    assert out == ["-- connection lost: attempt 2 in 0.5 s, giving up in 59.5 s",
                   "== Friday table was closed by its host.", "Final scores:",
                   "  Bob: 9 points", "  Ann: 3 points"]


async def test_back_on_the_join_list_tables_gone_meanwhile_are_not_offered() -> None:
    """The list stops browsing while its player sits at a table, so it hears nothing of the
    tables that close meanwhile: coming back, it browses afresh from an empty list (it kept
    offering a closed table, whose Enter then found nobody)."""
    from textual.screen import Screen

    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    info = loopback_table("Gone soon", 7199)
    starts: list[int] = []
    app = build_app(lang="en", ascii_only=False,  # (on the LAN while the list is first shown)
                    start=lambda: JoinScreen(browse=lan_of(info, starts, first_only=True),
                                             name="Zoe"))
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: "Gone soon" in screen_text(app), "the list")
        await join.stop_browsing()  # as joining a table does
        join.joined_to = "127.0.0.1:7199"
        await app.push_screen(Screen())  # (the table, meanwhile)
        app.pop_screen()
        await wait_for(pilot, lambda: len(starts) == 2, "browsing again")
        await wait_for(pilot, lambda: "none found yet" in screen_text(app), "a fresh list")
        assert "Gone soon" not in screen_text(app)
        assert "Back from 127.0.0.1:7199." in screen_text(app)


async def test_a_watcher_in_the_lobby_sits_down_with_r_once_a_seat_is_free() -> None:
    """Someone who chose to watch a full table is told so in the lobby, with the one key that
    does something for them: r sits down as soon as a seat is free (it said "press r when you
    are ready", and r did nothing)."""
    async with watching_a_full_table() as (host, ann, app, pilot):
        lobby = app.screen
        await wait_for(pilot, lambda: "You are watching: every seat is taken"
                       in screen_text(app), "told they watch")
        assert "Ready" not in screen_text(app).splitlines()[-1]
        await press(pilot, "r")  # nothing free yet: it says so again
        assert lobby.lobby.get("you") is None
        await ann.remove_bot(1)
        await wait_for(pilot, lambda: "Press r to sit down in a free seat"
                       in screen_text(app), "a free seat offered")
        await wait_for(pilot, lambda: "r Sit down" in screen_text(app).splitlines()[-1],
                       "the sit key")
        await press(pilot, "r")
        await wait_for(pilot, lambda: lobby.lobby.get("you") == 1, "seated")
        await wait_for(pilot, lambda: "You sat down. Press r when you are ready."
                       in screen_text(app), "told they sat down")
        # (ux31 #7: the token kept for the table was still a watcher's, so the LAN list said
        # "full" there after a drop instead of "your seat is kept")
        from unotui import kept_seats

        assert lobby.session.address and \
            kept_seats.seat_for(lobby.session.address, "Zoe") is not None
        await wait_for(pilot, lambda: "r Ready" in screen_text(app).splitlines()[-1],
                       "the ready key")
        await press(pilot, "r")
        await wait_for(pilot, lambda: bool(host.table.seats[1].member
                                           and host.table.seats[1].member.ready), "ready")


async def test_a_hosting_app_leaving_mid_match_closes_its_table_and_keeps_its_seat_in_the_journal(
) -> None:
    """Leaving its own table mid-match (q or Ctrl-Q at the table, then y) sent ``leave`` before
    closing the table: for a moment a stand-in bot had the host's seat, the guests read that
    the host had left the match, and the journal said so, so a resume seated a bot there."""
    from flow_kit import hosting_app, loopback_plan, wait_table

    from net.client import Client
    from net.journal import load
    from unotui.dialogs import ConfirmDialog, TableClosedDialog
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.menu import MenuScreen

    app = hosting_app(loopback_plan("Den", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the host's lobby")
        table_host = lobby.session.host
        journal = table_host.config.journal
        guest = await Client.connect_tcp("127.0.0.1", table_host.address[1], "Bo")
        await wait_for(pilot, lambda: table_host.table.taken() == 3, "Bo seated")
        await press(pilot, "s")
        await wait_table(pilot)
        await guest.recv("view", timeout=20.0)
        await press(pilot, "q")  # (Ctrl-Q quits unotui: tests/ui_flow/test_leaving_flow25.py)
        await wait_screen(pilot, ConfirmDialog, "Leave the match?")
        # (said before the choice too: the question told only that the table closes,
        # newbie55 #6)
        assert "opened again later (the command that does it is" in screen_text(app)
        await press(pilot, "y")
        await wait_screen(pilot, TableClosedDialog, "the final scores, for the host too")
        assert "You closed Den." in screen_text(app)
        # (and how its match opens again: a q pressed by mistake ended it without a hint,
        # newbie51 #7)
        said = " ".join(screen_text(app).split())
        assert "Its match can be opened again later:" in said, said
        # (folded as a shell reads it, the journal on a line of its own: one line broke
        # inside the path and could not be pasted, newbie55 #1; a temporary folder's path is
        # too long for the line, and its name alone is written, which --resume finds in the
        # tables' folder, newbie59 #3)
        assert f"host --resume \\\n    {journal.name} \\\n" in app.screen.text, \
            app.screen.text
        assert resume_file(journal.name) == str(journal)
        await press(pilot, "enter")
        await wait_screen(pilot, MenuScreen, "back at the menu")
    seen = []
    while True:
        msg = await guest.recv(timeout=20.0)
        seen.append(msg)
        if msg["t"] == "_connection" and msg["state"] == "closed":
            break
    assert not [m for m in seen if m["t"] == "notice"]  # (no "Zoe left; a bot plays for Zoe")
    assert seen[-1]["reason"] == "shutdown" and seen[-1]["left"] == []
    await guest.close()
    assert journal is not None
    assert [s["kind"] for s in load(journal).seats][:1] == ["human"]  # the host's own seat


async def test_back_from_a_table_joined_by_address_the_list_has_the_focus() -> None:
    """Play-test ux26 #8: back from a table joined by typing its address, the Address field
    kept the focus, so the keys a player pressed next went into it; the LAN list takes it
    (when it lists a table: else the field is the one way on)."""
    from textual.screen import Screen
    from textual.widgets import Input, OptionList

    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    info = loopback_table("Next door", 7198)
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(info), name="Zoe",
                                             address="127.0.0.1:7199", probe=None))
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: isinstance(app.focused, Input), "the address field")
        await join.stop_browsing()  # as joining a table does
        join.joined_to = "127.0.0.1:7199"
        await app.push_screen(Screen())  # (the table, meanwhile)
        app.pop_screen()
        await wait_for(pilot, lambda: "Back from 127.0.0.1:7199." in screen_text(app), "back")
        await wait_for(pilot, lambda: isinstance(app.focused, OptionList), "the list's focus")
        await pilot.press("z")  # (a key that is no part of an address goes nowhere)
        assert join.query_one("#address", Input).value == "127.0.0.1:7199"
        # (away35 #10: no stranger's table is highlighted for an Enter meant for the table
        # just left; ↑/↓ picks one)
        tables = join.query_one("#tables", OptionList)
        assert tables.highlighted is None
        await pilot.press("enter")
        await pilot.pause()
        assert not join.joining and app.screen is join
        await pilot.press("down")
        assert tables.highlighted == 0


async def test_enter_with_nothing_focused_on_the_join_screen_is_not_a_dead_key() -> None:
    """newbie38 #5: back on the join screen from a closed table's dialog, nothing had the
    focus and Enter did nothing, with no "⏎ Join" in the footer. It tries the address typed
    (or, with tables listed, takes the list: a first Enter highlights one, never joins a
    stranger's table at once)."""
    from textual.widgets import Input, OptionList

    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # (closed again: nobody listens there)
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=None, name="Zoe",
                                             address=f"127.0.0.1:{port}", probe=None))
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        join.set_focus(None)
        await pilot.pause()
        assert "Join" in screen_text(app).splitlines()[-1]
        await pilot.press("enter")
        await wait_for(pilot, lambda: f"Nobody answers at 127.0.0.1:{port}"
                       in " ".join(screen_text(app).split()), "tried, and said")
        assert isinstance(app.focused, Input)
    info = loopback_table("Next door", 7198)
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(info), name="Zoe", probe=None))
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        tables = join.query_one("#tables", OptionList)
        await wait_for(pilot, lambda: tables.display and bool(join.tables), "listed")
        for highlighted in (None, 0):  # (none, or one still highlighted from before)
            join.set_focus(None)
            tables.highlighted = highlighted
            await pilot.pause()
            await pilot.press("enter")
            await wait_for(pilot, lambda: app.focused is tables and tables.highlighted == 0,
                           "the list, its first table highlighted")
            assert not join.joining and "Choose a table" in screen_text(app)


async def test_a_listed_table_whose_host_died_silently_is_said_not_to_answer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test ux26 #7: a host killed with -9 says no goodbye, and its mDNS records live on in
    caches for two minutes: the LAN list kept offering it as "waiting for players". The list
    checks that each table still answers (a TCP connection to it, on loopback here): once its
    address refuses twice in a row, the row says so; a table that answers again is listed as
    before."""
    import asyncio

    from unotui.app import build_app
    from unotui.screens import join as join_mod
    from unotui.screens.join import JoinScreen

    monkeypatch.setattr(join_mod, "PROBE_EVERY", 0.1)

    async def accept(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.close()

    server = await asyncio.start_server(accept, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    info = loopback_table("Killed soon", port)
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(info), name="Zoe"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "waiting for players" in screen_text(app), "the list")
            await asyncio.sleep(0.5)  # (several checks: it answers)
            assert "not answering" not in screen_text(app)
            server.close()
            await server.wait_closed()  # (the port now refuses, as a killed host's does)
            await wait_for(pilot, lambda: "not answering: its host may have stopped"
                           in screen_text(app), "the row says the table is gone")
            assert "waiting for players" not in screen_text(app)
            server = await asyncio.start_server(accept, "127.0.0.1", port)  # back again
            await wait_for(pilot, lambda: "waiting for players" in screen_text(app), "back")
    finally:
        server.close()


async def test_one_missed_check_changes_nothing_and_a_slow_table_holds_up_no_other(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The LAN list's checks (review of ux26 #7): a table is called not answering only after
    two missed checks in a row (a host busy for a moment is not gone), and the tables are
    checked at once, so one that never answers delays the verdict on no other."""
    import asyncio

    from unotui.app import build_app
    from unotui.screens import join as join_mod
    from unotui.screens.join import JoinScreen

    monkeypatch.setattr(join_mod, "PROBE_EVERY", 0.1)
    monkeypatch.setattr(join_mod, "PROBE_TIMEOUT", 0.3)
    tables = [loopback_table(name, port) for name, port in (("Flaky", 7301), ("Stuck", 7302))]
    answers: dict[int, list[bool]] = {7301: [True, False, True, False, False]}
    asked: dict[int, int] = {7301: 0, 7302: 0}

    async def probe(_host: str, port: int) -> bool:
        asked[port] += 1
        if port == 7302:
            await asyncio.sleep(3600)  # (never answers: a check that hangs)
        script = answers[port]
        return script.pop(0) if script else False

    async def lan(on_change: Any) -> Any:
        for info in tables:
            on_change("added", info)

        async def stop() -> None:
            pass
        return stop

    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan, name="Zoe", probe=probe))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: asked[7301] >= 3, "three checks of Flaky")
        assert "Flaky · 127.0.0.1:7301 · 1/4 seats · waiting for players" in screen_text(app)
        await wait_for(pilot, lambda: "Flaky · 127.0.0.1:7301 · not answering" in
                       screen_text(app), "two misses in a row")
        assert asked[7301] >= 5
        assert "Stuck · 127.0.0.1:7302 · not answering" in screen_text(app)  # (timed out)


async def test_after_the_table_of_join_addr_closed_the_next_join_screen_starts_from_the_list(
        ) -> None:
    """ux27 #5: ``unotui join ADDR``: once that table was closed by its host, every join screen
    opened from the menu still started in the Address field holding ADDR, where nobody answers
    any more; it starts from the LAN list."""
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen
    from unotui.screens.menu import MenuScreen

    app = make_app(lambda: [MenuScreen()], ascii_only=False, animations=False, lang="en")
    app.join_options = {"address": "127.0.0.1:7197", "name": "Zoe"}
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        app.table_closed({"table": "T4", "reason": "shutdown"})
        await pilot.pause()
        assert app.join_options == {"name": "Zoe"}
        app.open_menu_choice("join")
        join = await wait_screen(pilot, JoinScreen)
        assert join.initial_address == ""


async def test_a_full_table_where_a_closed_seat_is_kept_is_joined_with_its_token(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """review35 #1: a match closed for good and opened again by its journal lists every seat
    taken: Enter on its row offered only to watch, without the kept token, and the watcher's
    token then replaced it. The kept token is tried first; it stays kept."""
    from unotui import kept_seats
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    kept_seats.keep("127.0.0.1:7197", "Zoe", "ab" * 16)
    kept_seats.forget_closed("ab" * 16, {"resumable": False})
    assert kept_seats.seat_for("127.0.0.1:7197", "Zoe") is None  # (not said to be kept)
    info = loopback_table("Reopened", 7197, seats=2, taken=2, phase="playing")
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(info), name="Zoe", probe=None))
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        tried: list[str] = []
        monkeypatch.setattr(join, "connect", lambda host, port, shown, **kw: tried.append(shown))
        await wait_for(pilot, lambda: bool(join.tables), "listed")
        join.join_table(next(iter(join.tables.values())))
        assert tried == ["127.0.0.1:7197"]  # (not "watch instead?")
    # (a watcher's token does not replace it: the join screen keeps one only where none is)
    assert kept_seats.holds_seat("127.0.0.1:7197", "Zoe")


async def test_back_from_a_table_joined_from_the_list_a_strangers_row_is_not_picked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """review35 #2: joined from the LAN list (not by its address), a table that is gone on the
    way back left the first stranger's row highlighted under the Enter meant for it."""
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    mine = loopback_table("Mine", 7195)
    stranger = loopback_table("Stranger", 7196)
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(mine), name="Zoe", probe=None))
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        monkeypatch.setattr(join, "connect", lambda host, port, shown, **kw: None)
        await wait_for(pilot, lambda: bool(join.tables), "listed")
        join.join_table(mine)
        join.tables = {stranger.service: stranger}  # (back: Mine is gone, a stranger's is there)
        join.update_list()
        from textual.widgets import OptionList

        assert join.query_one("#tables", OptionList).highlighted is None
        join.tables = {stranger.service: stranger, mine.service: mine}  # (Mine is back)
        join.update_list()
        rows = join.query_one("#tables", OptionList)
        assert rows.get_option_at_index(rows.highlighted).id == mine.service


async def test_a_seat_given_anew_after_reconnecting_is_kept_on_disk() -> None:
    """newbie40 #1: the table had given up Bo's seat (its host was killed and opened again) and
    seated Bo anew on reconnecting; that new seat's token was never kept, so Bo's app started
    again joined as a watcher of a match waiting for Bo's own seat."""
    from flow_kit import joined_table

    from unotui import kept_seats
    from unotui.screens.lobby import LobbyScreen

    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (_host, _ann, app), \
            app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        address = lobby.session.address
        old = kept_seats.seat_for(address, "Bo")
        assert old == lobby.client.token
        lobby.client.token = "cd" * 16  # (what a table that forgot Bo gave on reconnecting)
        lobby.connection_changed({"t": "_connection", "state": "restored", "seat_kept": False})
        await wait_for(pilot, lambda: "had given up your seat" in screen_text(app), "told")
        assert kept_seats.seat_for(address, "Bo") == "cd" * 16


def test_the_host_who_closed_the_table_reads_their_own_row_marked() -> None:
    """newbie44 #13: the host's final scores marked no row "(you)", where each guest's did."""
    from types import SimpleNamespace

    from unotui.connection import closed_text
    from unotui.link import ClientLink

    link = ClientLink.__new__(ClientLink)
    link.host = SimpleNamespace(server=object(), table=SimpleNamespace(
        phase="playing",
        shutdown_message=lambda: {"table": "Den", "scores": [0, 87], "names": ["root", "Bea"],
                                  "rounds": 1, "scoring": "standard"}))
    link.client = SimpleNamespace(left_seats=set(), seat=0)
    info = link.closing_scores()
    assert info is not None and info["you"] == 0
    assert "root (you): 0 points" in closed_text(info, by_you=True)
