"""fixclose57 (newbie57 #5): the hosting player closes a match under way (q then y at the table,
Ctrl+Q then y likewise). Its own window said "Final scores" above "Its match can be opened again
later"; its LAN guest read only "closed by its host". Now the guest's notice (real TCP) carries
``reopens`` and its app says how it comes back; the host's says no "Final". An SSH visitor's
table (its journal goes with the session) says neither, to its host nor its guests."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import press, screen_text, wait_for, wait_screen


async def close_mid_match(door: str | None,
                          monkeypatch: pytest.MonkeyPatch) -> tuple[str, dict[str, Any], str]:
    """The host's app (an SSH visitor's at a door with the full menu when ``door``) opens Den,
    Bo joins over TCP, the match starts, the host presses q then y: what the host's window
    says, Bo's ``closed`` notice, and what Bo's app would say of it."""
    from flow_kit import hosting_app, loopback_plan, wait_table

    from net.client import Client
    from unotui.connection import closed_text
    from unotui.dialogs import ConfirmDialog, TableClosedDialog
    from unotui.screens.lobby import LobbyScreen

    if door is not None:  # (as the SSH door starts its visitors' apps: unotui.launch.ssh_door)
        monkeypatch.setenv("UNOTUI_SSH_DOOR", door)
    app = hosting_app(loopback_plan("Den", seats=3, bots=1, bot_delay=3600.0))
    app.ssh_door = door
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the host's lobby")
        table_host = lobby.session.host
        guest = await Client.connect_tcp("127.0.0.1", table_host.address[1], "Bo")
        try:
            await wait_for(pilot, lambda: table_host.table.taken() == 3, "Bo seated")
            await press(pilot, "s")
            await wait_table(pilot)
            await guest.recv("view", timeout=20.0)
            await press(pilot, "q")
            await wait_screen(pilot, ConfirmDialog, "Leave the match?")
            await press(pilot, "y")
            await wait_screen(pilot, TableClosedDialog, "the host's closing words")
            said = " ".join(screen_text(app).split())
            while True:
                closed = await guest.recv("_connection", timeout=20.0)
                if closed["state"] == "closed":
                    break
        finally:
            await guest.close()
    return said, closed, " ".join(closed_text(closed, ssh=False).split())


async def test_the_guest_of_a_host_who_closed_mid_match_reads_how_to_come_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    said, closed, guest = await close_mid_match(None, monkeypatch)
    assert "You closed Den." in said and "Its match can be opened again later:" in said, said
    assert "Final" not in said, said
    assert closed["reopens"] is True and closed["resumable"] is False, closed
    assert guest.startswith("Den was closed by its host."), guest
    assert "join it under the same name and your seat is yours again" in guest, guest
    assert "Final" not in guest, guest


@pytest.mark.parametrize("door", ["menu"])
async def test_an_ssh_visitors_table_says_nothing_of_coming_back(
        door: str, monkeypatch: pytest.MonkeyPatch) -> None:
    said, closed, guest = await close_mid_match(door, monkeypatch)
    assert "You closed Den." in said and "opened again" not in said, said
    assert closed["reopens"] is False and closed["resumable"] is False, closed
    assert guest.startswith("Den was closed by its host.") and "seat" not in guest, guest

