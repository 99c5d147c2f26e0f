"""review76: the join screen's pause after a wrong password (PASSWORD_PAUSE, review74/70f3358f)
lives in the JoinScreen object: a visitor of an SSH door bound to the table presses Escape
(back to the menu) and j (Join: a new JoinScreen bound to the same table) and may type the
next password at once — the pause PROTOCOL.md §6 and SSH.md promise is gone in two keys."""

from __future__ import annotations

import pytest
from flow_kit import count_hellos, press, screen_text, wait_for


async def test_review76_leaving_and_reopening_join_keeps_the_pause(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.widgets import Input

    from unotui.screens import join

    # (the pauses made long: Escape, j and the field back took over the first pause's second
    # on a loaded machine, and the next password was tried as it may be then)
    monkeypatch.setattr(join, "PASSWORD_PAUSE", (30.0, 30.0, 30.0, 30.0))

    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    hellos = count_hellos(host)
    address = f"127.0.0.1:{port}"
    app = make_app(lambda: [JoinScreen(address, name="zoe", auto_join=True, fixed=True)],
                   ascii_only=False, animations=False, lang="en")
    app.ssh_door = "table"
    app.join_options = {"address": address, "name": "zoe"}
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "needs the right password" in screen_text(app), "asked")
            await wait_for(pilot, lambda: app.focused is not None
                           and app.focused.id == "password", "the password field")
            asked = hellos()
            await press(pilot, "n", "o", "enter")
            await wait_for(pilot, lambda: "Wrong password: type the table's password again."
                           in screen_text(app), "wrong")
            assert hellos() == asked + 1
            await press(pilot, "escape")
            await wait_for(pilot, lambda: not isinstance(app.screen, JoinScreen), "back")
            await press(pilot, "j")
            await wait_for(pilot, lambda: isinstance(app.screen, JoinScreen), "join again")
            await wait_for(pilot, lambda: app.focused is not None
                           and app.focused.id == "password", "the password field again")
            tried = hellos()
            field = app.screen.query_one("#password", Input)
            field.value = "no2"
            await press(pilot, "enter")  # within the pause after the wrong one
            await pilot.pause(0.3)
            # the pause should hold: not tried, and said why
            assert hellos() == tried, "a second password was tried at once after Escape, j"
            assert "try again in" in screen_text(app)
    finally:
        await host.close()
