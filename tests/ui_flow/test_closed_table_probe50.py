"""ssh50 #1, #3, over OpenSSH (host --ssh with a table password): the door's join
screen, bound to one table, watches a table that was closed (or did not answer) and says "A table
is open there again. Enter: join" once it answers. When the visitor had already pressed Enter and
been told the table needs a password, that sentence replaced the password request, and the next
Enter (with the field still empty) asked for the password again."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import press, screen_text, wait_for, wait_screen
from test_ssh_visitor_screens import door_app, unused_port


def _words(app: Any) -> str:
    return " ".join(screen_text(app).split())


async def test_the_open_again_probe_does_not_overwrite_the_password_request(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from net.host import Host, TableConfig
    from unotui.screens import join as join_screen
    from unotui.screens.join import JoinScreen

    monkeypatch.setattr(join_screen, "PROBE_EVERY", 3600.0)  # (the probe is run by hand below)
    port = unused_port()  # (nothing listens there, yet: the table is closed)
    app = door_app(port)
    table = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            join = await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "The table does not answer" in _words(app), "closed")
            # the host opens the table again, with a password; the visitor presses Enter at once
            table = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
            await table.start_server("127.0.0.1", port)
            await press(pilot, "enter")
            await wait_for(pilot, lambda: "needs the right password" in _words(app), "asked")
            # the screen's periodic check of the closed table runs now (every PROBE_EVERY s)
            await join._probe_closed_table()
            await pilot.pause()
            text = _words(app)
            assert "needs the right password" in text, text
            assert "A table is open there again. Enter: join" not in text, text
    finally:
        if table is not None:
            await table.close()


async def test_a_table_open_again_before_the_dialog_is_dismissed_is_not_said_closed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The host closed the table (q, y) and opened it again from the Host form at once; the
    visitor read the "closed by its host" dialog meanwhile and pressed Enter after the table
    was open again: the join screen said "ssh50 table was closed by its host: no table is open
    there now" (untrue: one was open) until the next check, up to PROBE_EVERY (5 s) later."""
    from net.host import Host, TableConfig
    from unotui.dialogs import TableClosedDialog
    from unotui.screens import join as join_screen
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    monkeypatch.setattr(join_screen, "PROBE_EVERY", 3600.0)  # (no periodic check meanwhile)
    host = Host(TableConfig(name="SshT", seats=3, bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    app = door_app(port)
    again = None
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen)
            await host.close()
            await wait_screen(pilot, TableClosedDialog)
            again = Host(TableConfig(name="SshT", seats=3, bot_delay=3600.0))
            await again.start_server("127.0.0.1", port)  # open again before Enter
            await press(pilot, "enter")
            await wait_screen(pilot, JoinScreen)
            await pilot.pause(0.3)
            text = _words(app)
            assert "no table is open there now" not in text, text
    finally:
        await host.close()
        if again is not None:
            await again.close()
