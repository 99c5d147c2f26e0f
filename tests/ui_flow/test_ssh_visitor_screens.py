"""What a visitor of the SSH front door meets, in one process (the app told it serves a visitor,
as ``UNOTUI_SSH_DOOR`` tells a session's app): the join list does not tell them to ssh in, and
a door bound to one table gives a menu without Host whose Join and Watch go to that table, with
"Full — watch instead?" naming "this table" rather than the door's loopback address."""

from __future__ import annotations

import asyncio
import re
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from flow_kit import press, screen_text, wait_for, wait_screen


def lan_of(info: Any) -> Any:
    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        on_change("added", info)

        async def stop() -> None:
            pass
        return stop
    return browser


def ssh_table() -> Any:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    return TableInfo(name="Door table", host="192.168.1.20", port=7152, proto=PROTOCOL_VERSION,
                     seats=4, taken=1, phase="lobby", password=False,
                     service="Door table._unotui._tcp.local.", ssh_port=2222)


async def test_a_visitor_who_came_while_the_table_was_closed_is_told_when_it_opens(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ssh46 #9: a visitor who connected while the table was closed read "The table does not
    answer" and went on reading it after the host opened the table again; one who had been
    there when it closed was told "A table is open there again"."""

    from net.host import Host, TableConfig
    from unotui.screens import join as join_screen
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    monkeypatch.setattr(join_screen, "PROBE_EVERY", 0.1)
    port = unused_port()  # (nothing listens there, yet)
    app = door_app(port)
    table = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "The table does not answer" in
                           " ".join(screen_text(app).split()), "no table")
            table = Host(TableConfig(name="SshT", seats=3, bot_delay=3600.0))
            await table.start_server("127.0.0.1", port)
            await wait_for(pilot, lambda: "A table is open there again. Enter: join" in
                           " ".join(screen_text(app).split()), "open now")
            await press(pilot, "enter")
            await wait_screen(pilot, LobbyScreen)
    finally:
        if table is not None:
            await table.close()


@pytest.mark.parametrize("door", [None, "menu"])
async def test_the_join_list_tells_an_ssh_visitor_no_ssh_command(door: str | None) -> None:
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(ssh_table()), name="Zoe"))
    app.ssh_door = door
    async with app.run_test(size=(120, 24)) as pilot:
        await wait_for(pilot, lambda: "Door table" in screen_text(app), "the list")
        text = screen_text(app)
        if door is None:  # a LAN player without unotui's friends: the command helps
            assert "friends without unotui: ssh -p 2222 192.168.1.20" in text
            assert "Over SSH" not in text
        else:  # somebody already in over SSH: no command; whose network this list shows
            assert "ssh -p" not in text
            assert "Over SSH, these are the tables the server you reached sees" in text


def test_the_app_knows_an_ssh_visitor_from_the_door_environment(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.launch import make_app, ssh_door
    from unotui.ssh.session import DOOR_ENV, child_env

    assert child_env(None, {}, "/tmp/x", "table")[DOOR_ENV] == "table"
    assert child_env(None, {}, "/tmp/x")[DOOR_ENV] == "menu"
    assert child_env(None, {DOOR_ENV: "menu"}, "/tmp/x", "table")[DOOR_ENV] == "table"
    monkeypatch.delenv(DOOR_ENV, raising=False)
    assert ssh_door() is None and make_app(lambda: []).ssh_door is None
    for value, seen in (("table", "table"), ("menu", "menu"), ("weird", None)):
        monkeypatch.setenv(DOOR_ENV, value)
        assert ssh_door() == seen and make_app(lambda: []).ssh_door == seen


async def test_a_door_bound_to_one_table_has_a_menu_without_host_that_goes_back_to_it(
) -> None:
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.dialogs import ConfirmDialog
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.menu import MenuScreen

    host = Host(TableConfig(name="Full house", seats=2, bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await ann.add_bot()  # the lobby is full
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.ssh_door = "table"
    app.join_options = {"address": f"127.0.0.1:{port}", "name": "Zoe"}
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, MenuScreen)
            text = screen_text(app)
            assert "Join the table" in text and "table again" not in text and "Watch the table" in text
            assert "Host a table" not in text and "Play against bots" in text
            await press(pilot, "h")  # Host is not there, by key or by the app's navigation
            app.open_menu_choice("host")
            await pilot.pause()
            assert isinstance(app.screen, MenuScreen)
            await press(pilot, "j")  # straight back to the door's table: full, so asked
            await wait_screen(pilot, ConfirmDialog)
            text = screen_text(app)
            assert "Full — watch instead?" in text and "Every seat at this table" in text
            assert "127.0.0.1" not in text  # (the door's way in means nothing to a visitor)
            # (a full lobby: no match to watch yet, ssh45 #4)
            assert "watch its lobby and its next match" in re.sub(r"[│\s]+", " ", text)
            await press(pilot, "n")
            join = await wait_screen(pilot, JoinScreen)
            assert join.fixed
            await wait_for(pilot, lambda: "This table is full." in screen_text(app), "no")
            assert "w: watch" in screen_text(app) and "127.0.0.1" not in screen_text(app)
            assert len(host.table.members) == 1
            await press(pilot, "w")  # w watches the table
            lobby = await wait_screen(pilot, LobbyScreen)
            await wait_for(pilot, lambda: len(host.table.members) == 2, "a watcher")
            assert lobby.client.seat is None
            await press(pilot, "escape")
            await wait_screen(pilot, ConfirmDialog)
            await press(pilot, "y")  # leave: back to the bound join screen, then the menu
            await wait_for(pilot, lambda: "Back from Full house." in screen_text(app), "back")
            await press(pilot, "escape")
            await wait_screen(pilot, MenuScreen)
            assert "Over SSH at Full house" in screen_text(app)
            assert "Host a table" not in screen_text(app)
            await press(pilot, "w")  # the menu's Watch: at the table again, watching
            await wait_screen(pilot, LobbyScreen)
            await wait_for(pilot, lambda: len(host.table.members) == 2, "watching again")
    finally:
        await ann.close()
        await host.close()


async def test_a_door_with_the_main_menu_keeps_host() -> None:
    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.ssh_door = "menu"  # serve-ssh without --table: the full menu, as documented
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        text = screen_text(app)
        assert "Host a table" in text and "Watch the table" not in text


async def test_the_bound_join_screen_says_the_table_is_gone_without_the_loopback_address(
) -> None:
    """The host closed the door's table (its app keeps the door open): joining again says the
    table does not answer, and what the keys do, never naming the door's 127.0.0.1."""

    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # (closed again: nobody listens there)
    app = build_app(lang="en", ascii_only=False, start=lambda: JoinScreen(
        f"127.0.0.1:{port}", name="Zoe", auto_join=True, fixed=True))
    app.ssh_door = "table"
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "The table does not answer" in screen_text(app), "no")
        text = screen_text(app)
        assert "no table is open there" in text and "Escape: menu" in text  # (wrapped, whole)
        assert "127.0.0.1" not in text and "Address" not in text and "Password" not in text


async def test_a_door_visitor_joins_again_under_the_name_chosen_in_settings(
        fixed_settings: Any) -> None:
    """Found by a play-tester: a visitor who changed "Your name" in Rules & settings and joined
    the door's table again sat down under the SSH username (the door starts the app with
    ``join --name``, which the menu's Join kept using); and the settings screen told the
    visitor the host's file path it had saved to."""
    from flow_kit import replace_text

    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.menu import MenuScreen
    from unotui.screens.settings import SettingsScreen

    host = Host(TableConfig(name="Den", seats=3, bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.ssh_door = "table"
    app.join_options = {"address": f"127.0.0.1:{port}", "name": "zoe"}
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, MenuScreen)
            await press(pilot, "s")
            await wait_screen(pilot, SettingsScreen)
            # (for this session: "saved" sent a visitor looking for their theme at the next
            # connection, which starts from the door's defaults, ssh38 #9)
            assert "Changes last until this SSH session ends." in screen_text(app)
            await replace_text(pilot, "name", "Zed")
            await wait_for(pilot, lambda: "Changed your name, for this SSH session."
                           in screen_text(app), "said")
            assert str(fixed_settings) not in screen_text(app).replace("\n", "")
            assert "settings.json" not in screen_text(app)
            await press(pilot, "escape")
            await wait_screen(pilot, MenuScreen)
            await press(pilot, "j")
            await wait_screen(pilot, LobbyScreen)
            await wait_for(pilot, lambda: "Zed (you" in screen_text(app), "Zed in the lobby")
            assert [m.name for m in host.table.members.values()] == ["Zed"]
    finally:
        await host.close()


async def test_back_from_a_password_table_w_watches_and_enter_joins() -> None:
    """Found by a play-tester: back on the door's join screen from a table with a password, the
    focus was still in the password field typed before, so "w: watch" (said on screen) typed a
    w into the password, and Enter then failed with the wrong password."""
    from textual.widgets import Input

    from net.host import Host, TableConfig
    from unotui.app import build_app
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    app = build_app(lang="en", ascii_only=False, start=lambda: JoinScreen(
        f"127.0.0.1:{port}", name="zoe", auto_join=True, fixed=True))
    app.ssh_door = "table"
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "needs the right password" in screen_text(app), "asked")
            await wait_for(pilot, lambda: app.focused is not None
                           and app.focused.id == "password", "the password field")
            # (its placeholder no longer says "only if the table has one", ssh40 #7)
            assert "this table's password" in screen_text(app)
            assert "only if the table has one" not in screen_text(app)
            await press(pilot, "p", "w", "enter")
            await wait_screen(pilot, LobbyScreen)
            await press(pilot, "escape")
            await wait_screen(pilot, ConfirmDialog)
            await press(pilot, "y")
            join = await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "Back from Locked." in screen_text(app), "back")
            assert "w: watch" in screen_text(app)
            await press(pilot, "w")  # watches, as the screen says
            lobby = await wait_screen(pilot, LobbyScreen)
            assert lobby.client.seat is None
            assert join.query_one("#password", Input).value == "pw"
            await press(pilot, "escape")
            await wait_screen(pilot, ConfirmDialog)
            await press(pilot, "y")
            await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "Back from Locked." in screen_text(app), "back")
            await press(pilot, "enter")  # joins, with the password typed before
            lobby = await wait_screen(pilot, LobbyScreen)
            assert lobby.client.seat is not None
    finally:
        await host.close()


async def test_a_wrong_password_is_called_wrong_not_missing() -> None:
    """Found by a play-tester over SSH: a wrong password gave the same words as none at all."""
    from net.host import Host, TableConfig
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    app = build_app(lang="en", ascii_only=False, start=lambda: JoinScreen(
        f"127.0.0.1:{port}", name="zoe", auto_join=True, fixed=True))
    app.ssh_door = "table"
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "needs the right password" in screen_text(app), "asked")
            assert "Wrong password" not in screen_text(app)  # (none was typed yet)
            await wait_for(pilot, lambda: app.focused is not None
                           and app.focused.id == "password", "the password field")
            await press(pilot, "n", "o", "enter")
            await wait_for(pilot, lambda: "Wrong password: type the table's password again."
                           in screen_text(app), "wrong")
            assert "needs the right password" not in screen_text(app)
    finally:
        await host.close()


async def test_a_table_with_an_ssh_door_is_listed_whole_at_80_columns() -> None:
    """Found by a play-tester: at 80×24 the row of a table with an SSH door wrapped in the middle
    of the ``ssh`` command. The command now has a line of its own, under the table's."""
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    table = TableInfo(name="T3", host="127.0.0.1", port=29530, proto=PROTOCOL_VERSION,
                      seats=4, taken=2, phase="lobby", password=True,
                      service="T3._unotui._tcp.local.", ssh_port=29531)
    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=lan_of(table), name="Zoe"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "T3 ·" in screen_text(app), "the list")
        lines = [line.strip(" │") for line in screen_text(app).splitlines()]
        row = next(i for i, line in enumerate(lines) if line.startswith("T3 ·"))
        assert lines[row] == "T3 · 127.0.0.1:29530 · 2/4 seats · waiting for players · password"
        assert lines[row + 1] == "friends without unotui: ssh -p 29531 127.0.0.1"


def unused_port() -> int:
    """A port of loopback nothing listens on (now)."""
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port: int = free.getsockname()[1]
        return port


def door_app(port: int) -> Any:
    """The app an SSH door runs for Zoe, bound to the table on ``port`` (joined at once)."""
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Zoe",
                                       auto_join=True, fixed=True)],
                   ascii_only=False, animations=False, lang="en")
    app.ssh_door = "table"
    return app


async def test_back_from_a_table_its_host_closed_the_door_says_no_table_is_open_there() -> None:
    """``host --ssh``, the host quits: back on the door's join screen the visitor read "Back
    from SshT. Enter: join …", and only Enter told that no table is open there (docs/SSH.md
    says the screen says so)."""
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.dialogs import TableClosedDialog
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    # (the app's table, in_app: a headless one's words say the program serving it ended, ssh51 #2)
    host = Host(TableConfig(name="SshT", seats=3, bot_delay=3600.0, in_app=True))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    app = door_app(port)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen)
            await host.close()  # the host closes the table (and its port)
            await wait_screen(pilot, TableClosedDialog)
            await press(pilot, "enter")
            await wait_screen(pilot, JoinScreen)
            said = "SshT was closed by its host: no table is open there now."
            await wait_for(pilot, lambda: said in " ".join(screen_text(app).split()), "said")
            assert "Back from" not in screen_text(app)
    finally:
        await ann.close()
        await host.close()


async def test_the_door_says_when_the_closed_table_is_open_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ssh29 #5: after its host closed the table and opened it again, the visitor still read
    "no table is open there now" and had to guess to press Enter."""
    from net.host import Host, TableConfig
    from unotui.dialogs import TableClosedDialog
    from unotui.screens import join as join_screen
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    monkeypatch.setattr(join_screen, "PROBE_EVERY", 0.1)
    host = Host(TableConfig(name="SshT", seats=3, bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    again = None
    app = door_app(port)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen)
            await host.close()
            await wait_screen(pilot, TableClosedDialog)
            await press(pilot, "enter")
            await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "no table is open there now" in
                           " ".join(screen_text(app).split()), "closed")
            await asyncio.sleep(0.5)  # (checked meanwhile: still closed, still said so)
            assert "no table is open there now" in " ".join(screen_text(app).split())
            again = Host(TableConfig(name="SshT", seats=3, bot_delay=3600.0))
            await again.start_server("127.0.0.1", port)
            await wait_for(pilot, lambda: "A table is open there again. Enter: join" in
                           " ".join(screen_text(app).split()), "open again")
            await press(pilot, "enter")
            await wait_screen(pilot, LobbyScreen)
    finally:
        await host.close()
        if again is not None:
            await again.close()


@pytest.mark.parametrize("door", [None, "menu"])
async def test_the_help_offers_an_ssh_visitor_no_ctrl_z(door: str | None) -> None:
    """ssh43 #3: the table's help said "Ctrl+Z suspend unotui to the shell" to a visitor, to
    whom Ctrl+Z then says it does nothing over SSH; ssh48 #9: it named Ctrl+Q alone, where
    docs/SSH.md gives a visitor Ctrl+C as the way out."""
    from unotui.launch import make_app

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.ssh_door = door
    app.play_options = {"seed": 1, "bot_delay": 30.0}
    async with app.run_test(size=(100, 40)) as pilot:
        await press(pilot, "p")
        await wait_for(pilot, lambda: "Your hand" in screen_text(app), "the table")
        await press(pilot, "question_mark")
        await wait_for(pilot, lambda: "Ctrl+Q" in screen_text(app), "the help")
        assert ("Ctrl+Z" in screen_text(app)) is (door is None)
        assert ("Ctrl+C Ctrl+Q" in screen_text(app)) is (door is not None)
