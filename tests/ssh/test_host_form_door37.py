"""The Host form opens an SSH front door with the table (ssh36 #3: only ``unotui host --ssh``
could, so a host who started from the menu had no way to let friends elsewhere in). Its port
field, empty for none, and whom it admits; the door stays open until the app ends, sending its
visitors to the table's port, which is fixed from then on."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flow_kit import press, replace_text, screen_text, wait_for, wait_screen
from ssh_kit import connect, play_session
from textual.widgets import Input

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A HOME of the test's own (its ``~/.ssh``), and the door's host key in the test's folder."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("UNOTUI_SSH_DIR", str(tmp_path / "hostkey"))
    (tmp_path / "home").mkdir()
    return tmp_path / "home"


def form_app(port: int, name: str = "Den", seats: int = 3, **options: Any) -> Any:
    from flow_kit import loopback_plan

    plan = loopback_plan(name, seats=seats, bots=1, port=port, **options)
    return make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False)


def said(app: Any) -> str:
    return " ".join(screen_text(app).split())


async def test_a_door_opened_from_the_host_form_lets_a_friend_sit_down_over_ssh(
        own_home: Path) -> None:
    table_port, door_port = free_port(), free_port()
    app = form_app(table_port)
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            form = await wait_screen(pilot, HostSetupScreen, "the form")
            # (no authorized_keys file: the door can only admit anyone who reaches it)
            assert "only the keys" not in said(app)
            await replace_text(pilot, "ssh-port", str(door_port))
            await press(pilot, "ctrl+o")
            lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
            text = said(app)
            assert f"or without unotui, on this computer only: ssh -p {door_port} 127.0.0.1" \
                in text
            assert "SSH host key: SHA256:" in text
            assert "SSH access: anyone who can reach the port (no SSH login)" in text
            assert lobby.session.host.table.cfg.ssh_port == door_port  # (its journal keeps it)
            async with connect(door_port) as conn:
                screen = await play_session(conn, size=(100, 30))
                await screen.until("Lobby of Den")
                await wait_for(pilot, lambda: lobby.session.host.table.taken() == 3,
                               "zoe seated")
                # (shown to the owner in the combined lobby, within a second: net66 #2)
                await wait_for(pilot, lambda: "zoe" in said(app), "zoe in the owner's lobby")
                conn.close()
            # the table closed, the door stays, and the form keeps both ports
            await press(pilot, "escape")
            from unotui.dialogs import ConfirmDialog

            await wait_for(pilot, lambda: app.screen is form
                           or isinstance(app.screen, ConfirmDialog), "the question")
            if isinstance(app.screen, ConfirmDialog):  # (a guest sits there: close it?)
                await press(pilot, "y")
            await wait_for(pilot, lambda: app.screen is form, "the form again")
            assert form.query_one("#port", Input).disabled
            assert not form.query_one("#ssh-row").display
            assert (f"Fixed: the SSH door (ssh -p {door_port}) sends its visitors to this "
                    "address and port." in said(app))
            with socket.create_connection(("127.0.0.1", door_port), timeout=5) as s:
                assert s.recv(64).startswith(b"SSH-2.0-")
            # a second table from the form keeps the door; the menu's Host starts from it, not
            # from the first (review37 #3)
            await replace_text(pilot, "table-name", "Den two")
            await press(pilot, "ctrl+o")
            lobby = await wait_screen(pilot, LobbyScreen, "the second lobby")
            assert f"or without unotui, on this computer only: ssh -p {door_port} 127.0.0.1" \
                in said(app)
            assert app.host_options["plan"].table_name == "Den two"
            assert app.host_options["plan"].extra["ssh_port"] == door_port
    finally:
        app.close_door()
    with pytest.raises(OSError):  # (closed with the app)
        socket.create_connection(("127.0.0.1", door_port), timeout=5).close()


async def test_the_door_may_admit_only_the_hosts_authorized_keys(own_home: Path) -> None:
    import asyncssh

    key = asyncssh.generate_private_key("ssh-ed25519")
    (own_home / ".ssh").mkdir()
    (own_home / ".ssh" / "authorized_keys").write_text(
        key.export_public_key().decode(), encoding="utf-8")
    table_port, door_port = free_port(), free_port()
    app = form_app(table_port)
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            await wait_screen(pilot, HostSetupScreen, "the form")
            await replace_text(pilot, "ssh-port", str(door_port))
            form = app.screen
            from unotui.widgets.rules_form import Choice

            form.query_one("#ssh-access", Choice).focus()
            await press(pilot, "right")  # anyone → only the keys
            # (all of it: "only the keys in" was all the field showed, ssh38 #5)
            assert "only ~/.ssh/authorized_keys ›" in said(app)
            await press(pilot, "ctrl+o")
            lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
            keys = own_home / ".ssh" / "authorized_keys"
            assert f"SSH access: only the keys in {keys}" in said(app)
            # (its journal keeps whom it admits: a resumed door admits the same, ssh36 #1)
            assert lobby.session.host.table.cfg.ssh_access["authorized_keys"] == str(keys)
            with pytest.raises(asyncssh.PermissionDenied):
                async with connect(door_port):
                    pass
            async with connect(door_port, client_keys=[key]) as conn:
                await (await play_session(conn)).until("Lobby of Den")
                conn.close()
    finally:
        app.close_door()


@pytest.mark.parametrize(("table", "door", "error"), [
    (7000, "7000", "The SSH door needs a port of its own, not the table's."),
    (0, "7001", "An SSH door sends its visitors to the table's port: give the table a port "
                "other than 0."),
    (7000, "70000", "The SSH door's port must be a number from 1 to 65535 (empty: no SSH "
                    "door)."),
])
async def test_a_door_the_table_cannot_have_is_refused_before_anything_opens(
        own_home: Path, table: int, door: str, error: str) -> None:
    app = form_app(table)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_screen(pilot, HostSetupScreen, "the form")
        await replace_text(pilot, "ssh-port", door)
        await press(pilot, "ctrl+o")
        await wait_for(pilot, lambda: error in said(app), "the reason")
        assert isinstance(app.screen, HostSetupScreen) and app.door is None


@contextlib.contextmanager
def port_taken() -> Iterator[int]:
    """A port on 127.0.0.1 that something listens on already."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield taken.getsockname()[1]


async def open_with_door(pilot: Any, door_port: int) -> HostSetupScreen:
    """The form shown; its SSH door port typed, and Ctrl+O: the form."""
    form = await wait_screen(pilot, HostSetupScreen, "the form")
    await replace_text(pilot, "ssh-port", str(door_port))
    await press(pilot, "ctrl+o")
    return form


async def test_a_door_that_cannot_listen_opens_no_table(own_home: Path) -> None:
    table_port = free_port()
    with port_taken() as door_port:
        app = form_app(table_port)
        async with app.run_test(size=(80, 24)) as pilot:
            form = await open_with_door(pilot, door_port)
            # (all of it, in few words: at 80 columns it was cut before the reason, ssh38 #6)
            await wait_for(pilot, lambda: "The SSH door could not open: cannot listen on "
                           f"127.0.0.1:{door_port}: the port is in use" in said(app),
                           "the reason")
            assert app.screen is form and app.door is None and form.session is None
            with socket.socket() as probe:  # (nor is the table listening)
                assert probe.connect_ex(("127.0.0.1", table_port)) != 0
            # a free port then opens both
            await replace_text(pilot, "ssh-port", str(free_port()))
            await press(pilot, "ctrl+o")
            await wait_screen(pilot, LobbyScreen, "the lobby")
            app.close_door()


async def test_an_ssh_visitor_hosting_from_a_menu_door_gets_no_door_of_their_own(
        own_home: Path) -> None:
    """review37 #1: a visitor of ``serve-ssh``'s menu could open a new SSH server on the
    server, admitting anyone."""
    app = form_app(free_port())
    app.ssh_door = "menu"
    async with app.run_test(size=(100, 40)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen, "the form")
        assert not form.query_one("#ssh-row").display and "SSH door port" not in said(app)
        assert form.wanted_door() is None


async def test_a_door_on_this_computer_only_says_so(own_home: Path) -> None:
    """review37 #6: it lets nobody in from elsewhere but through a tunnel, and the form had
    said only that friends elsewhere play through it."""
    from unotui.widgets.rules_form import Choice

    app = form_app(free_port())
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            form = await wait_screen(pilot, HostSetupScreen, "the form")
            assert form.query_one("#bind", Choice).value == "127.0.0.1"
            await replace_text(pilot, "ssh-port", str(free_port()))
            await press(pilot, "ctrl+o")
            await wait_screen(pilot, LobbyScreen, "the lobby")
            assert any("The SSH door listens on this computer only" in str(n.message)
                       for n in app._notifications)
    finally:
        app.close_door()


async def test_escape_while_the_table_opens_leaves_no_door_behind(
        own_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """review37 #2: Escape while "Opening the table…" left the door open with no table, and
    the next form opened a second one. Escape waits for the table at first; later (review37b
    #8: a table that never opens) it gives the opening up, and the door closes with it."""
    import asyncio

    import unotui.screens.host_setup
    import unotui.tables

    opened = unotui.tables.host_table
    go = asyncio.Event()

    async def held(plan: Any, player: str) -> Any:
        await go.wait()  # (until the test lets it: no race with a loaded machine)
        return await opened(plan, player)

    monkeypatch.setattr(unotui.tables, "host_table", held)
    door_port = free_port()
    app = form_app(free_port())
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            await open_with_door(pilot, door_port)
            await wait_for(pilot, lambda: app.door is not None, "the door")
            await press(pilot, "escape")  # (at once: it says so, and waits)
            assert isinstance(app.screen, HostSetupScreen)
            assert "Escape again in a moment gives it up" in said(app)
            go.set()
            await wait_screen(pilot, LobbyScreen, "the lobby")
        go.clear()
        monkeypatch.setattr(unotui.screens.host_setup, "GIVE_UP_AFTER", 0.0)
        app.close_door()
        app = form_app(free_port())
        async with app.run_test(size=(100, 40)) as pilot:
            await open_with_door(pilot, door_port)
            await wait_for(pilot, lambda: app.door is not None, "the door again")
            await press(pilot, "escape")  # (given up: the form goes, the door closes)
            await wait_for(pilot, lambda: not isinstance(app.screen, HostSetupScreen), "gone")
            await wait_for(pilot, lambda: app.door is None, "the door closed")
            await wait_for(pilot, lambda: not door_open(door_port), "its port closed")
    finally:
        app.close_door()


def door_open(port: int) -> bool:
    """Does something listen on ``port`` of loopback?"""
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


async def test_a_door_given_up_closes_even_when_the_loops_threads_are_busy(
        own_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CI of stop 44: the given-up opening closed its door by awaiting ``stop`` in the loop's
    executor, and the form's unmount cancelled that wait again; a stop not yet begun (the
    executor's threads busy, a loaded machine) was taken back, and the door stayed open with
    no table and nothing left to close it. Here the executor's one thread is held while Escape
    gives the opening up, then let go."""
    import asyncio
    import threading
    from concurrent.futures import ThreadPoolExecutor

    import unotui.screens.host_setup
    import unotui.tables

    async def never(plan: Any, player: str) -> Any:
        await asyncio.Event().wait()  # (a table that never opens)

    monkeypatch.setattr(unotui.tables, "host_table", never)
    monkeypatch.setattr(unotui.screens.host_setup, "GIVE_UP_AFTER", 0.0)
    door_port = free_port()
    app = form_app(free_port())
    busy = threading.Event()
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            await open_with_door(pilot, door_port)
            await wait_for(pilot, lambda: app.door is not None, "the door")
            loop = asyncio.get_running_loop()
            loop.set_default_executor(ThreadPoolExecutor(max_workers=1))
            held = loop.run_in_executor(None, busy.wait)  # (its one thread taken)
            await press(pilot, "escape")
            await wait_for(pilot, lambda: not isinstance(app.screen, HostSetupScreen), "gone")
            assert app.door is None
            busy.set()
            await held
            await wait_for(pilot, lambda: not door_open(door_port), "its port closed")
    finally:
        busy.set()
        app.close_door()


async def test_resuming_from_the_form_with_a_door_says_when_it_admits_more_than_before(
        own_home: Path, tmp_path: Path) -> None:
    """review37 #4: resuming a match from the form with an SSH door port typed gave the
    command line's advice ("add --ssh 7901 to open it again") on the form, and a match whose
    door admitted only some keys reopened admitting anyone without a word."""
    from flow_kit import hosting_app, loopback_plan, wait_table

    from unotui.dialogs import ConfirmDialog

    keys = tmp_path / "keys"
    keys.write_text("", encoding="utf-8")
    table_port, door_port = free_port(), free_port()
    first = hosting_app(loopback_plan("Keyed", seats=2, bots=1, bot_delay=3600.0,
                                      port=table_port, extra={
                                          "ssh_port": door_port, "ssh_access": {
                                              "authorized_keys": str(keys),
                                              "password_file": None, "password": False}}))
    async with first.run_test(size=(100, 40)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await press(pilot, "s")
        await wait_table(pilot)
        lobby.session.host.table.went_away = True  # (its app stopped by a signal)

    app = form_app(table_port, "Keyed", seats=2, bot_delay=3600.0)
    try:
        async with app.run_test(size=(100, 40)) as pilot:
            form = await wait_screen(pilot, HostSetupScreen, "the form")
            await replace_text(pilot, "ssh-port", str(door_port))
            await press(pilot, "ctrl+o")
            await wait_screen(pilot, ConfirmDialog, "resume?")
            await press(pilot, "enter")
            await wait_for(pilot, lambda: app.door is not None and form.session is not None,
                           "resumed, with its door")
            status = str(form.query_one("#host-status").render())
            assert "This match's SSH door admitted only some; the door of this app admits " \
                   "anyone who can reach its port." in " ".join(status.split())
            assert "--ssh" not in status
            assert form.session.host.table.cfg.ssh_port == door_port
    finally:
        app.close_door()


async def test_a_table_port_in_use_with_a_door_asked_names_no_port_0(own_home: Path) -> None:
    """review37 #8: "choose another (0: any free port)", and the form then refused 0 for a
    table with a door."""
    with port_taken() as table_port:
        app = form_app(table_port)
        async with app.run_test(size=(100, 40)) as pilot:
            form = await open_with_door(pilot, free_port())
            await wait_for(pilot, lambda: f"Port {table_port} is in use: choose another."
                           in said(app), "the reason")
            assert "any free port" not in said(app)
            assert app.screen is form and app.door is None  # (its door closed again)


def test_the_hosts_quit_question_says_its_door_closes_and_whom_it_cuts_off() -> None:
    """ssh44 #9: "Your table closes for everyone. Then unotui closes." — and the door's visitors
    in a bot game of their own, or in the settings, were cut off too, unannounced."""
    from types import SimpleNamespace

    from unotui.app import build_app

    app = build_app(lang="en", ascii_only=False)
    assert app.closes_words() == "Then unotui closes."
    app.door = SimpleNamespace(visitors=2)  # (a DoorThread's count of its sessions)
    assert app.closes_words() == ("Then unotui closes, and its SSH door: the 2 visitors "
                                  "connected through it are disconnected.")
    app.door = SimpleNamespace(visitors=0)
    assert app.closes_words() == "Then unotui closes, and its SSH door."
    from unotui.ssh.server import DoorThread

    thread = DoorThread.__new__(DoorThread)  # (the count the app reads: its door's sessions)
    thread.door = SimpleNamespace(sessions={"carol", "dave"})  # type: ignore[assignment]
    assert thread.visitors == 2
