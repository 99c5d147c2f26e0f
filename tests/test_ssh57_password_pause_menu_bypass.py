"""ssh57: the join screen's pause after a wrong table password (1, 2, 4, then 8 s) is forgotten
when the visitor of a door bound to a table goes to the door's menu and back (Escape, then j).

Seen through the door (``host --headless --password s3cret --ssh PORT``, OpenSSH in tmux): after
four wrong passwords the screen said "Wrong password: you may try again in 8 seconds."; Escape,
``j``, a password and Enter were tried at once ("Wrong password: type the table's password
again."), and so on as fast as those keys are pressed. The count lives on the JoinScreen
(``self.wrong_passwords``, unotui/screens/join.py), and ``j`` at the door's menu makes a new
one. The table does not count the wrong passwords of its door's loopback (docs/PROTOCOL.md §6),
so this pause is the only limit a visitor meets inside a session; docs/SSH.md says the join
screen "waits after each wrong one typed: 1, 2, 4, then 8 s".
"""

from __future__ import annotations

import pytest
from flow_kit import press, screen_text, wait_for


async def test_the_pause_after_wrong_passwords_survives_a_trip_to_the_door_menu(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.widgets import Input

    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")
    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    hellos = 0
    heard = host.table._hello

    def counted(conn: object, msg: dict[str, object]) -> object:
        nonlocal hellos
        if msg.get("password") == "no":  # (the wrong ones typed; not a join without one)
            hellos += 1
        return heard(conn, msg)

    host.table._hello = counted  # type: ignore[method-assign]
    address = f"127.0.0.1:{port}"
    # (what run_join builds for the door's `join 127.0.0.1:PORT --name zoe`)
    app = make_app(lambda: [JoinScreen(address, None, name="zoe", auto_join=True, fixed=True)],
                   ascii_only=False, animations=False, lang="en")
    app.join_options = {"name": "zoe", "address": address}
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "needs the right password" in screen_text(app), "asked")

            async def wrong() -> None:
                field = app.screen.query_one("#password", Input)
                field.value = "no"
                field.focus()
                await press(pilot, "enter")

            for _ in range(2):  # two wrong ones, the second after its 1 s pause
                before = hellos
                await wait_for(pilot, lambda: app.screen.query_one("#password", Input)
                               is not None and not app.screen.joining, "ready")
                await wrong()
                await wait_for(pilot, lambda before=before: hellos == before + 1, "tried")
                await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app), "wrong")
                if _ == 0:
                    import asyncio
                    await asyncio.sleep(1.1)
            tried = hellos
            await wrong()  # at once: 2 s to wait
            await wait_for(pilot, lambda: "you may try again in 2 seconds" in screen_text(app),
                           "the pause said")
            assert hellos == tried
            # to the door's menu and back to the table's join screen
            await press(pilot, "escape")
            await wait_for(pilot, lambda: "Join the table" in screen_text(app), "the door menu")
            old = app.screen
            await press(pilot, "j")
            await wait_for(pilot, lambda: isinstance(app.screen, JoinScreen)
                           and app.screen is not old and not app.screen.joining
                           and "assword" in screen_text(app), "the join screen again")
            if app.screen.query_one("#password-row").display:
                await wrong()  # still within the 2 s: must wait, not be tried
            import asyncio
            for _ in range(50):  # half a second of the 2 s pause
                await asyncio.sleep(0.01)
                await pilot.pause()
                if hellos > tried:
                    break
            assert hellos == tried, ("a wrong password was tried at once after Escape and j: "
                                     "the pause was forgotten")
    finally:
        await host.close()


async def test_the_pause_holds_for_the_same_table_typed_another_way(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At the menu door (``serve-ssh`` without ``--table``) a visitor joins a table a visitor
    hosted through the door (127.0.0.1:11912, with a password). After a wrong password the
    screen says "密码错误：2 秒后才能再试。"; typing the address as ``localhost:11912`` instead
    tries the next password at once: the count is kept per address *as typed* (``shown``)."""
    from textual.widgets import Input

    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    monkeypatch.setenv("UNOTUI_SSH_DOOR", "menu")
    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    tried = 0
    heard = host.table._hello

    def counted(conn: object, msg: dict[str, object]) -> object:
        nonlocal tried
        if msg.get("password") == "no":
            tried += 1
        return heard(conn, msg)

    host.table._hello = counted  # type: ignore[method-assign]
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", None, name="zoe", auto_join=True)],
                   ascii_only=False, animations=False, lang="en")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "needs" in screen_text(app)
                           and "password" in screen_text(app)
                           and not app.screen.joining, "asked")

            async def wrong(address: str) -> None:
                app.screen.query_one("#address", Input).value = address
                field = app.screen.query_one("#password", Input)
                field.value = "no"
                field.focus()
                await press(pilot, "enter")

            await wrong(f"127.0.0.1:{port}")
            await wait_for(pilot, lambda: tried == 1, "tried")
            await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app)
                           and not app.screen.joining, "wrong")
            await wrong(f"127.0.0.1:{port}")  # at once: waits
            await wait_for(pilot, lambda: "try again in 1 second" in screen_text(app), "pause")
            assert tried == 1
            await wrong(f"localhost:{port}")  # the same table, at once
            import asyncio
            for _ in range(50):  # half a second of the 1 s pause (its words are on screen
                await asyncio.sleep(0.01)  # already: only the table's count tells)
                await pilot.pause()
                if tried > 1:
                    break
            assert tried == 1, "the same table typed as localhost: tried at once, no pause"
    finally:
        await host.close()
