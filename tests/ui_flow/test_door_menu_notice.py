"""ssh49 #2: a visitor of a door bound to one table (``host --ssh``) left a match under way with
q, then y, and landed on the door's own menu — still connected, with "(j) Join the table" right
there (and j puts them back in their seat at once). The notice on that menu told them to
"Connect again (the same ssh command, the same user name) to take your seat back": the words
meant for the terminal after the session ends (ssh47 #4), said while the session goes on. The
door's menu now says how to take the seat back from there: j joins the table again."""

from __future__ import annotations

import pytest
from flow_kit import press, screen_text, wait_for, wait_screen, wait_table


async def test_the_door_menu_after_q_does_not_tell_a_connected_visitor_to_connect_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from core.rules import Rules
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.dialogs import ConfirmDialog
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")
    host = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="ssh49", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Zoe",
                                       auto_join=True, fixed=True)],
                   ascii_only=False, animations=False, lang="en")
    app.ssh_door = "table"
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen, "Zoe's lobby")
            await wait_for(pilot, lambda: host.table.taken() == 2, "Zoe seated")
            await ann.start()
            await wait_table(pilot)
            await press(pilot, "q")
            await wait_screen(pilot, ConfirmDialog, "the leave question")
            await press(pilot, "y")
            await wait_for(pilot, lambda: "(j) Join the table" in screen_text(app),
                           "the door's menu")
            await wait_for(pilot, lambda: any("You left Den" in n.message
                                              for n in app._notifications), "the notice")
            said = " ".join(" ".join(n.message for n in app._notifications).split())
            assert app.return_code is None  # (the session goes on: nothing to connect again)
            assert "Connect again (the same ssh command" not in said, said
            assert "Press j here to join it again and take your seat back." in said, said
    finally:
        await ann.close()
        await host.close()
