"""ssh51: an OpenSSH walk-through of the front door, looking at what happens when things go
away (the host quits, the door stops) and what the visitor is told. See the helper's report."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from ssh_kit import connect, keytable_behind_a_door, play_session


async def test_quitting_from_the_menu_asks_first_while_the_door_has_visitors() -> None:
    """ssh51 #2: ``unotui host --ssh 9138``; the host left its table (Esc, y), so its app is at
    the main menu, while the door stays open and a visitor plays a bot game through it (door
    menu, p). One q at the host's menu ended the app at once: the visitor's game was cut off
    ("The game server is closing. Menutable was closed by its host.") without a word to the
    host. Ctrl+Q at a table says "Then unotui closes, and its SSH door: the visitor connected
    through it is disconnected." (ssh44 #9); the menu's q should ask the same."""
    from flow_kit import wait_screen

    from unotui.dialogs import ConfirmDialog
    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen

    app = make_app(lambda: [], ascii_only=False, animations=False)  # (opens on the menu)
    app.door = SimpleNamespace(visitors=1)  # (a DoorThread's count of its sessions)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("q")
        await pilot.pause(0.3)
        assert app.return_code is None, "the app ended at once, cutting off the door's visitor"
        assert isinstance(app.screen, ConfirmDialog)


async def test_a_seated_visitor_told_of_their_seat_when_serve_ssh_stops(tmp_path: Path) -> None:
    """ssh51 #1: ``serve-ssh --table`` stopped (SIGTERM, Ctrl-C) while a visitor played a
    match at that table, which goes on without the door. The visitor read only

        The game server is closing. Thanks for playing!

    nothing of their seat, which the table keeps (a bot plays it after the reconnect window)
    and which the same ssh command gives back once the door is open again (it did). The idle
    goodbye says "the same ssh command takes you back to your seat, if you had one"; a headless
    host's stop says the seat is theirs again. This one should say so too."""
    table, door = await keytable_behind_a_door(tmp_path)
    try:
        _, port = await door.start()
        conn = await connect(port, username="zoe")
        screen = await play_session(conn)
        await screen.until("Lobby of Keytable")
        screen.stdin.write(b"s")  # start the match
        await screen.until("Your hand (", since=len(screen.raw))
        await door.close()  # serve-ssh's stop: no table words (the table is not the door's)
        await screen.rest()
        conn.close()
        goodbye = screen.raw.decode("utf-8", "replace").rsplit("\x1b[?1049l", 1)[-1]
        assert "The game server is closing" in goodbye
        assert "seat" in goodbye, goodbye
    finally:
        await door.close()
        await table.close()


async def test_a_visitor_whose_table_stopped_behind_an_open_door_reads_it_goes_on(
        tmp_path: Path) -> None:
    """ssh51 #3: ``serve-ssh --table`` stays open while the headless table behind it is stopped
    (Ctrl-C, SIGTERM) mid-match. The visitor's dialog said

        Keytable was stopped: the program serving it ended.
        Its match can go on: when the table opens again, connect again as you did (the same
        ssh command, the same user name) and your seat is yours again.

    though they are still connected (docs/SSH.md: "the 'connect again' words are for the
    terminal once the session has ended"); j at the door's menu, once the table was resumed,
    gave the seat back in the same session. Enter on the dialog then brought the door's join
    screen saying

        Keytable was closed by its host: no table is open there now.

    — "closed", by a "host" there is none of, of a match that can go on: the visitor is told the
    opposite of the dialog they just read."""
    table, door = await keytable_behind_a_door(tmp_path, journal=tmp_path / "t.jsonl")
    try:
        _, port = await door.start()
        async with connect(port, username="zoe") as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of Keytable")
            screen.stdin.write(b"s")  # start the match
            await screen.until("Your hand (", since=len(screen.raw))
            assert table.table.shutdown_message()["resumable"] is True
            mark = len(screen.raw)
            await table.close()  # the headless table stopped (as on SIGTERM); the door stays
            dialog = await screen.until("Enter: OK", since=mark)
            flat = " ".join(dialog.replace("█", " ").split())
            assert "Its match can go on" in flat, flat
            assert "connect again" not in flat, flat  # (still connected: j/Enter joins again)
            mark = len(screen.raw)
            screen.stdin.write(b"\r")
            joined = " ".join((await screen.until("no table is open there", since=mark)).split())
            assert "closed by its host" not in joined, joined
            screen.stdin.write(b"\x11")  # Ctrl+Q
            await screen.rest()
    finally:
        await door.close()
        await table.close()
