"""A visitor logging in a second time, and what a door bound to one table offers after it: over
real SSH on loopback (asyncssh's client)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, plain, play_session


async def test_a_second_login_at_a_full_lobby_is_offered_to_watch_and_takes_no_seat(
        tmp_path: Path) -> None:
    """Found by a visitor: bob dropped and came back (his seat kept for him), then logged in a
    second time — that session got the same kept seat and took it over, cutting the first one
    off. Now the second login is a newcomer: the two-seat lobby is full, so it is offered to
    watch ("this table", not the door's loopback address), and the first keeps playing."""
    async with open_door(tmp_path, seats=2, table_config={"reconnect_window": 60.0}) as door:
        table = door.host.table
        first = await connect(door.port, username="bob")
        screen = await play_session(first)
        await screen.until("Lobby of SSH test table")
        first.abort()  # a drop: the seat waits for bob, and the door keeps its token
        await no_session_left(door.door)
        async with connect(door.port, username="bob") as again, \
                connect(door.port, username="bob") as twice:
            back = await play_session(again)
            await back.until("Back at SSH test table")  # (the kept seat, given back)
            member = table.seats[0].member
            assert member is not None and member.conn is not None
            held = member.conn
            other = await play_session(twice)
            # (the dialog's last words: its title alone may come a frame before its body)
            text = await other.until("holds your seat")
            assert "Every seat at this table is taken" in text and "127.0.0.1" not in text
            # (and why: the other session holds the seat, ssh31 #3)
            text = " ".join(text.split())
            assert "Another SSH session of yours, connected from this" in text, text
            assert "when this one began, holds your seat." in text, text
            assert table.seats[0].member is member and member.conn is held  # not taken over
            other.stdin.write(b"y")
            await other.until("You are watching", since=len(other.raw))
            assert member.conn is held and len(table.members) == 2
            # the second session leaves the table: the door's menu, without Host
            other.stdin.write(b"\x1b")
            await other.until("Leave the table?", since=len(other.raw))
            mark = len(other.raw)
            other.stdin.write(b"y")
            await other.until("Enter: join · w: watch · Escape: menu", since=mark)
            other.stdin.write(b"\x1b")
            text = await other.until("(j) Join the table", since=mark)
            await other.until("(q) Quit", since=mark)
            assert "Host a table" not in text and "(h)" not in text
            other.stdin.write(b"h")  # (no Host behind the key either)
            other.stdin.write(b"q")
            await other.rest()
            await asyncio.wait_for(other.process.wait_closed(), 30)
            assert other.process.exit_status == 0
            assert member.conn is held  # bob's first session played on throughout
    await no_session_left(door.door)


def test_kept_seats_go_to_one_session_at_a_time_and_a_dropped_session_wins(
        tmp_path: Path) -> None:
    import json

    from unotui.kept_seats import FILE
    from unotui.ssh.session import KeptSeats

    def folder(name: str, entries: dict[str, dict[str, object]] | None = None) -> str:
        path = tmp_path / name
        path.mkdir()
        if entries is not None:
            (path / FILE).write_text(json.dumps(entries), encoding="utf-8")
        return str(path)

    def seats(path: str) -> dict[str, dict[str, object]]:
        return dict(json.loads((Path(path) / FILE).read_text(encoding="utf-8")))

    seat = {"token": "T", "pid": 1, "at": 100.0}
    kept = KeptSeats()
    kept.take("bob@1", folder("a", {"t|bob": seat}))
    first, second = folder("b"), folder("c")
    kept.give("bob@1", first)  # the seat goes to one session...
    kept.give("bob@1", second)  # ...not to a second one running beside it
    assert seats(first) == {"t|bob": seat} and not (Path(second) / FILE).exists()
    # the second session watched (a newer entry) and its app ended by itself; the first dropped
    kept.take("bob@1", folder("d", {"t|bob": {"token": "W", "pid": 2, "at": 200.0},
                                     "u|bob": {"token": "U", "pid": 2, "at": 200.0}}),
              dropped=False)
    kept.take("bob@1", first, dropped=True)
    merged = folder("e")
    kept.give("bob@1", merged)
    assert seats(merged) == {"t|bob": seat, "u|bob": {"token": "U", "pid": 2, "at": 200.0}}


async def test_two_sessions_that_drop_both_get_their_seats_back(tmp_path: Path) -> None:
    """Found by a visitor: zoe played in two windows, seated as "zoe" and "zoe 2"; both
    dropped. The door merged the two sessions' seats keeping the token written last, so the
    next session got one seat back and the other was played by a bot for good (a second
    session sat down as "zoe 3"). Both seats are kept: the next session sits down in one, a
    second session beside it in the other."""
    async with open_door(tmp_path, seats=4, table_config={"reconnect_window": 60.0}) as door:
        table = door.host.table
        first, second = await connect(door.port, username="zoe"), \
            await connect(door.port, username="zoe")
        await (await play_session(first)).until("Lobby of SSH test table")
        await (await play_session(second)).until("zoe 2 (you")
        held = {s.member.name: s.member for s in table.seats if s.member is not None}
        assert {"zoe", "zoe 2"} <= set(held)
        first.abort()  # both windows drop: each seat waits for zoe
        second.abort()
        await no_session_left(door.door)
        assert held["zoe"].conn is None and held["zoe 2"].conn is None
        async with connect(door.port, username="zoe") as again, \
                connect(door.port, username="zoe") as twice:
            await (await play_session(again)).until("Back at SSH test table")
            await (await play_session(twice)).until("Back at SSH test table")
            assert held["zoe"].conn is not None and held["zoe 2"].conn is not None
            # (nobody new: no "zoe 3", no watcher)
            assert sorted(m.name for m in table.members.values()) == ["zoe", "zoe 2"]
    await no_session_left(door.door)


def test_kept_seats_keep_every_seat_of_sessions_that_dropped(tmp_path: Path) -> None:
    """Two dropped sessions of one visitor at one table under one name held two seats: both
    are kept (one token, one seat: kept once), each goes to one session, the newest first; a
    seat left on purpose (the app ended by itself) there is not kept beside them."""
    import json

    from unotui.kept_seats import FILE
    from unotui.ssh.session import KeptSeats

    def text(**tokens: tuple[str, float]) -> str:
        return json.dumps({key.replace("_", "|"): {"token": token, "pid": 1, "at": at}
                           for key, (token, at) in tokens.items()})

    def given(kept: KeptSeats, name: str) -> dict[str, str]:
        folder = tmp_path / name
        folder.mkdir()
        kept.give("zoe@1", str(folder))
        if not (folder / FILE).exists():
            return {}
        return {k: v["token"] for k, v in json.loads((folder / FILE).read_text()).items()}

    kept = KeptSeats()
    kept.keep("zoe@1", text(t_zoe=("LEFT", 300.0)), dropped=False)  # (left on purpose)
    kept.keep("zoe@1", text(t_zoe=("A", 100.0), u_zoe=("U", 100.0)), dropped=True)
    kept.keep("zoe@1", text(t_zoe=("B", 200.0)), dropped=True)
    kept.keep("zoe@1", text(t_zoe=("B", 200.0)), dropped=True)  # (the same seat again)
    assert given(kept, "next") == {"t|zoe": "B", "u|zoe": "U"}
    assert given(kept, "beside") == {"t|zoe": "A"}
    assert given(kept, "third") == {}


async def test_the_join_screen_says_the_name_the_table_gave(tmp_path: Path) -> None:
    """Found by a visitor: a second window of zoe was seated as "zoe 2" (the name was taken),
    but back on the door's join screen it still said "You join as zoe". It says the name the
    table gave, and why."""
    async with open_door(tmp_path, seats=4) as door:
        first, second = await connect(door.port, username="zoe"), \
            await connect(door.port, username="zoe")
        await (await play_session(first)).until("Lobby of SSH test table")
        screen = await play_session(second, size=(160, 24))  # (each line whole)
        await screen.until("zoe 2 (you")
        screen.stdin.write(b"\x1b")
        await screen.until("Leave the table?", since=len(screen.raw))
        mark = len(screen.raw)
        screen.stdin.write(b"y")
        await screen.until("Back from SSH test table.", since=mark)
        text = await screen.until("You join as zoe (change it", since=mark)
        assert "You were zoe 2 at SSH test table, where the name zoe was taken." in text
        first.close()
        second.close()
    await no_session_left(door.door)


async def test_a_visitor_types_a_tables_password_once(tmp_path: Path) -> None:
    """Found by a visitor: at a table with a password, going back to the door's menu and
    joining again (or watching) asked for the password again. The session's app remembers the
    password the table accepted, in memory only, for the rest of the SSH session."""
    from unotui.ssh.session import sessions_dir

    secret = b"open sesame 42"
    async with open_door(tmp_path, table_config={"password": secret.decode()}) as door:
        conn = await connect(door.port, username="zoe")
        screen = await play_session(conn)
        await screen.until("needs the right password")
        mark = len(screen.raw)
        screen.stdin.write(secret + b"\r")
        await screen.until("Lobby of SSH test table", since=mark)
        for key, arrived in ((b"j", "Lobby of SSH test table"), (b"w", "You are watching")):
            screen.stdin.write(b"\x1b")  # leave the table, then the join screen: the menu
            await screen.until("Leave the table?", since=len(screen.raw))
            mark = len(screen.raw)
            screen.stdin.write(b"y")
            await screen.until("Back from SSH test table.", since=mark)
            screen.stdin.write(b"\x1b")
            await screen.until("(j) Join the table", since=mark)
            mark = len(screen.raw)
            screen.stdin.write(key)  # join (then watch) again: straight in
            await screen.until(arrived, since=mark)
            assert "password" not in plain(screen.raw[mark:]).replace("· password", "")
        for path in sessions_dir().rglob("*"):  # (never on disk)
            assert path.is_dir() or secret not in path.read_bytes()
        conn.close()
    await no_session_left(door.door)
