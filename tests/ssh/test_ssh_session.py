"""A friend with asyncssh's client: the lobby appears under their SSH name, the terminal's size
and type are honoured, a resize redraws, keys reach the app, and the session ends cleanly —
also when the client just drops — with no process left behind."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from ssh_kit import (
    Door,
    connect,
    no_session_left,
    open_door,
    play_session,
    restored_before,
    session_processes,
)


async def test_lobby_under_the_ssh_name_then_quit_cleanly(door: Door) -> None:
    async with connect(door.port, username="  Zoë  the   Bold ") as conn:
        screen = await play_session(conn)
        text = await screen.until("Lobby of SSH test table")
        assert "Zoë the Bold (you" in text  # the cleaned SSH username is the player's name
        assert "Zoë the Bold" in [s.display for s in door.host.table.seats]  # the table agrees
        screen.stdin.write(b"\x1b")  # Escape leaves the table (after a yes): the main menu
        await screen.until("Leave the table?", since=len(screen.raw))
        screen.stdin.write(b"y")  # back at the join screen (to come back to the table)...
        await screen.until("Back from SSH test table.", since=len(screen.raw))  # (not 127.0.0.1)
        screen.stdin.write(b"\x1b")  # ...and the main menu behind it
        await screen.until("(q) Quit", since=len(screen.raw))
        screen.stdin.write(b"q")  # q quits the app: the session ends with its exit status
        await screen.rest()
        await asyncio.wait_for(screen.process.wait_closed(), 30)
        assert screen.process.exit_status == 0
        # (and a goodbye after the game's screen is gone: a keys-only door's banner from
        # before the game was the last thing on the terminal, and read as a refusal, ssh40 #3)
        thanks = screen.raw.rfind(b"Thanks for playing! The same ssh command brings you back.")
        assert thanks > screen.raw.rfind(b"\x1b[?1049l") > 0
    await no_session_left(door.door)


async def test_the_client_terminal_size_and_a_live_resize(door: Door) -> None:
    async with connect(door.port) as conn:
        screen = await play_session(conn, size=(64, 20))
        await screen.until("Lobby of SSH test table")
        # at 64 columns nothing is drawn beyond column 64
        columns = [int(c) for c in re.findall(rb"\x1b\[\d+;(\d+)H", screen.raw)]
        assert columns and max(columns) <= 64
        mark = len(screen.raw)
        screen.process.change_terminal_size(120, 30)
        # the app redraws at the new width: something is drawn right of column 100
        await screen.until(rb"\x1b\[\d+;(1[01]\d)H", raw=True, since=mark)
        conn.close()
    await no_session_left(door.door)


async def test_keys_reach_the_app_ctrl_z_suspends_nothing_and_ctrl_c_leaves(door: Door) -> None:
    async with connect(door.port) as conn:
        screen = await play_session(conn)
        await screen.until("Lobby of SSH test table")
        screen.stdin.write(b"\x1a")  # Ctrl-Z: a key for the app; nothing is suspended
        screen.stdin.write(b"r")  # r: ready, seen by the table
        me = door.host.table.seats[0]

        async def ready() -> None:
            while me.member is None or not me.member.ready:
                await asyncio.sleep(0.05)
        await asyncio.wait_for(ready(), 30)
        assert len(door.door.sessions) == 1
        session = next(iter(door.door.sessions))
        assert session.proc is not None and session.proc.poll() is None  # still playing
        screen.stdin.write(b"\x03")  # Ctrl-C leaves cleanly: the app ends, and so does the session
        await screen.rest()
        await asyncio.wait_for(screen.process.wait_closed(), 30)
        assert screen.process.exit_status == 0
    await no_session_left(door.door)


async def test_a_dropped_client_leaves_nothing_behind(door: Door) -> None:
    conn = await connect(door.port, username="ann")
    screen = await play_session(conn)
    await screen.until("Lobby of SSH test table")
    [pid] = session_processes()
    conn.abort()  # the network goes away: no goodbye
    await no_session_left(door.door)
    assert pid not in session_processes()
    # the table saw the player go: after the reconnect window (1 s here) the seat is free again
    async def seat_freed() -> None:
        while "ann" in [s.display for s in door.host.table.seats]:
            await asyncio.sleep(0.05)
    await asyncio.wait_for(seat_freed(), 30)


async def test_a_crashing_session_leaves_the_others_playing(door: Door) -> None:
    import os
    import signal

    async with connect(door.port, username="ann") as first, \
            connect(door.port, username="bob") as second:
        a = await play_session(first)
        b = await play_session(second)
        await a.until("Lobby of SSH test table")
        await b.until("Lobby of SSH test table")
        by_name = {s.player: s for s in door.door.sessions}
        os.kill(by_name["ann"].proc.pid, signal.SIGSEGV)  # ann's app crashes hard
        await a.rest()
        await asyncio.wait_for(a.process.wait_closed(), 30)
        assert a.process.exit_status == 128 + signal.SIGSEGV  # her session ends, and says how
        # (her terminal is put back, the app having had no chance to: a word says what happened)
        assert restored_before(a.raw, b"The game stopped unexpectedly")
        b.stdin.write(b"r")  # bob plays on
        bob = next(s for s in door.host.table.seats if s.display == "bob")

        async def ready() -> None:
            while bob.member is None or not bob.member.ready:
                await asyncio.sleep(0.05)
        await asyncio.wait_for(ready(), 30)
        assert list(door.door.sessions) == [by_name["bob"]]
    await no_session_left(door.door)


async def test_a_killed_windows_seat_is_kept_over_one_its_visitor_left(tmp_path: Path) -> None:
    """zoe plays in two windows ("zoe" and "zoe 2"). She quits the second (its seat given up on
    purpose); the first one's app is then killed (out of memory, say). That crash is a drop, not
    a leaving: her terminal is put back with a word, and her next session gets the crashed
    window's seat back — not the token of the seat she left, which the table has forgotten."""
    import os
    import signal

    async with open_door(tmp_path, seats=4, table_config={"reconnect_window": 60.0}) as door:
        table = door.host.table
        first, second = await connect(door.port, username="zoe"), \
            await connect(door.port, username="zoe")
        crashing = await play_session(first)
        await crashing.until("Lobby of SSH test table")
        leaving = await play_session(second)
        await leaving.until("zoe 2 (you")
        leaving.stdin.write(b"\x03")  # Ctrl-C in a lobby: the app ends, the seat is given up
        await leaving.rest()
        [session] = list(door.door.sessions)
        assert session.proc is not None
        os.kill(session.proc.pid, signal.SIGKILL)
        await crashing.rest()
        assert restored_before(crashing.raw, b"The game stopped unexpectedly")
        first.close()
        second.close()
        await no_session_left(door.door)
        [seat] = [s for s in table.seats if s.member is not None and s.member.name == "zoe"]
        assert seat.member is not None and seat.member.conn is None  # (waiting for her)
        async with connect(door.port, username="zoe") as again:
            await (await play_session(again)).until("Back at SSH test table")
            assert seat.member is not None and seat.member.conn is not None
    await no_session_left(door.door)


async def test_the_colour_depth_follows_the_client_terminal(door: Door) -> None:
    seen = {}
    for label, term, env in (("256", "xterm-256color", {}),
                             ("truecolor", "xterm-256color", {"COLORTERM": "truecolor"})):
        async with connect(door.port, username=f"c{label}") as conn:
            screen = await play_session(conn, term=term, env=env)
            await screen.until("Lobby of SSH test table")
            seen[label] = screen.raw
    assert b"38;5;" in seen["256"] and b"38;2;" not in seen["256"]  # 256 colours
    assert b"38;2;" in seen["truecolor"]  # 24-bit colour when the client says it can
    await no_session_left(door.door)


async def test_a_player_who_drops_mid_match_and_comes_back_gets_the_seat_back(
        tmp_path: Path) -> None:
    """The app kept the seat's token in the session's private settings; the front door carries
    it to the same visitor's next session (same SSH name, same address), so a dropped friend
    sits down again in their seat with their hand, instead of watching a bot play it."""
    async with open_door(tmp_path, table_config={"bot_delay": 3600.0}) as door:
        await drop_and_come_back(door)


async def drop_and_come_back(door: Door) -> None:
    table = door.host.table
    conn = await connect(door.port, username="bob")
    screen = await play_session(conn)
    await screen.until("Lobby of SSH test table")
    screen.stdin.write(b"s")  # the first to sit runs the table: start the match
    await screen.until("Your hand (", since=len(screen.raw))
    [seat] = [i for i, s in enumerate(table.seats) if s.display == "bob"]
    hand = sorted(c.code for c in table.state.hands[seat])
    # (the session's folder says whose it is: a door started after this one was killed would
    # give bob his seat back from it)
    import json

    from unotui.ssh.session import NOTE, sessions_dir

    notes = [json.loads((p / NOTE).read_text()) for p in sessions_dir().iterdir()
             if (p / NOTE).exists()]
    assert any("bob" in n["who"] for n in notes)
    conn.abort()  # the network goes away in the middle of the match
    await no_session_left(door.door)
    assert table.seats[seat].member is not None and table.seats[seat].member.conn is None
    # the same name from elsewhere is somebody else: they may only watch
    async with connect(door.port, username="bob", local_addr=("127.0.0.2", 0)) as other:
        screen = await play_session(other)
        await screen.until("You are watching")
        assert table.seats[seat].member.conn is None
        other.close()
    await no_session_left(door.door)
    async with connect(door.port, username="bob") as again:
        screen = await play_session(again)
        await screen.until("Back at SSH test table")  # (the note's first words: it wraps)
        await screen.until("Your hand (")
        member = table.seats[seat].member
        assert member is not None and member.conn is not None and member.name == "bob"
        assert all(m.seat is not None for m in table.members.values())  # nobody watches
        assert hand == sorted(c.code for c in table.state.hands[seat])
        again.close()
    await no_session_left(door.door)


def test_a_door_takes_in_the_seats_its_killed_predecessor_left_behind(tmp_path: Path) -> None:
    """Found by a player: the host was killed and resumed, and its SSH visitors could only
    watch their own seats — the door had kept their seats in memory, gone with it. Every
    session's folder notes its visitor and its door; a new door takes in the seats of a door
    that is gone (and removes its folders), and leaves a running door's sessions alone."""
    import json
    import os
    import subprocess

    from unotui.kept_seats import FILE
    from unotui.ssh.session import NOTE, KeptSeats

    gone = subprocess.Popen(["true"])
    gone.wait()  # (a process id nobody holds now)

    def session(name: str, who: str | None, door: int, seats: str | None) -> Path:
        path = tmp_path / name
        path.mkdir()
        if who is not None:
            (path / NOTE).write_text(json.dumps({"who": who, "door": door}), encoding="utf-8")
        if seats is not None:
            (path / FILE).write_text(seats, encoding="utf-8")
        return path

    bobs = json.dumps({"t|bob": {"token": "B", "pid": gone.pid, "at": 100.0}})
    dead = session("session-a", "bob@127.0.0.1", gone.pid, bobs)
    live = session("session-b", "ann@127.0.0.1", os.getpid(),
                   json.dumps({"t|ann": {"token": "A", "pid": os.getpid(), "at": 100.0}}))
    stray = session("session-c", None, 0, None)
    kept = KeptSeats()
    assert kept.recover(tmp_path) == 1
    assert not dead.exists() and not stray.exists() and live.exists()
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    kept.give("bob@127.0.0.1", str(fresh))
    assert json.loads((fresh / FILE).read_text(encoding="utf-8")) == json.loads(bobs)
    kept.give("ann@127.0.0.1", str(fresh / "none"))  # (nothing kept for ann: nothing written)
    assert not (fresh / "none").exists()


async def test_a_session_runs_the_doors_own_code(door: Door) -> None:
    """Found testing a second checkout: a session's process, started by ``python -m`` in its
    own folder, imported the unotui installed for the interpreter (an editable install of
    another checkout), so visitors played other code than the door's. A door run from a source
    folder names it in the session's ``PYTHONPATH``."""
    from unotui.ssh.session import code_root

    root = Path(__file__).resolve().parents[2]
    assert code_root() == str(root)
    async with connect(door.port) as conn:
        screen = await play_session(conn)
        await screen.until("Lobby of SSH test table")
        [pid] = session_processes()
        environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        assert f"PYTHONPATH={root}".encode() in environ
        conn.close()
    await no_session_left(door.door)
