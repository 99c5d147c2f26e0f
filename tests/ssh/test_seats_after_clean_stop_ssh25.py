"""Found by a stranger (ssh25 #1): after a clean stop of the door (Ctrl-C, SIGTERM: the door
closes every session, and so removes their folders) and a restart, SSH players could only watch
their own seats — the door kept their seats in memory only. After ``kill -9`` it worked, from
the folders left behind. The door now mirrors its kept seats to a private file named after its
port, which the door started again on that port takes in."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

from ssh_kit import connect, no_session_left, play_session

from net.host import Host, TableConfig
from unotui.ssh.server import DoorConfig, FrontDoor
from unotui.ssh.session import sessions_dir


async def test_a_player_gets_the_seat_back_after_the_door_stopped_cleanly(tmp_path: Path) -> None:
    fast = {"bot_delay": 3600.0, "round_pause": 0.0, "uno_grace": 0.0, "reconnect_window": 1.0}
    table = Host(TableConfig(name="SSH test table", seats=3, seed="ssh", **fast))
    _, table_port = await table.start_server("127.0.0.1", 0)
    table.table.add_bot("basic", 2)

    def door_config(port: int) -> DoorConfig:
        return DoorConfig(bind="127.0.0.1", port=port, target=f"127.0.0.1:{table_port}",
                          key_dir=tmp_path / "hostkey")

    first = FrontDoor(door_config(0))
    try:
        _, port = await first.start()
        conn = await connect(port, username="bob")
        screen = await play_session(conn)
        await screen.until("Lobby of SSH test table")
        screen.stdin.write(b"s")  # start the match
        await screen.until("Your hand (", since=len(screen.raw))
        [seat] = [i for i, s in enumerate(table.table.seats) if s.display == "bob"]
        hand = sorted(c.code for c in table.table.state.hands[seat])
    finally:
        await first.close()  # the clean stop: every session ended, its folder removed
    await screen.rest()
    assert "The game server is closing" in screen.raw.decode("utf-8", "replace")
    conn.close()
    assert not [p for p in sessions_dir().iterdir() if p.is_dir()]
    kept = sessions_dir() / f"door-{port}.json"
    assert "bob@127.0.0.1" in json.loads(kept.read_text(encoding="utf-8"))
    assert stat.S_IMODE(os.stat(kept).st_mode) == 0o600  # (a token is a seat)

    again = FrontDoor(door_config(port))  # started again on its port
    try:
        await again.start()
        async with connect(port, username="bob") as conn:
            screen = await play_session(conn)
            await screen.until("Your hand (")
            member = table.table.seats[seat].member
            assert member is not None and member.conn is not None and member.name == "bob"
            assert hand == sorted(c.code for c in table.table.state.hands[seat])
            conn.close()
        await no_session_left(again)
    finally:
        await again.close()
        await table.close()


def test_the_kept_seats_file_is_bounded_in_age_and_count(tmp_path: Path) -> None:
    """What a door takes in from the file: seats no older than the app keeps its own
    (:data:`unotui.kept_seats.MAX_AGE`), at most ``limit`` visitors; junk is ignored."""
    import time

    from unotui.ssh.session import KeptSeats

    now = time.time()
    data: dict[str, object] = {  # (oldest first, as the door writes it)
        "old@127.0.0.1": [["t|old", {"token": "O", "pid": 1, "at": now - 2 * 24 * 3600}, True]],
        "junk@127.0.0.1": [["t|j", {"token": 5}, True], "x", [1, 2, 3]], "worse": "x"}
    data.update({f"v{i}@127.0.0.1": [[f"t|v{i}", {"token": f"T{i}", "pid": 1, "at": now - i},
                                      True]] for i in range(10)})
    path = tmp_path / "door-2222.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    kept = KeptSeats(limit=4)
    assert kept.load(path) == 4  # (the newest four)
    assert set(kept.seats) == {f"v{i}@127.0.0.1" for i in range(6, 10)}
    old = tmp_path / "old.json"
    old.write_text(json.dumps({k: data[k] for k in ("old@127.0.0.1", "junk@127.0.0.1",
                                                    "worse")}), encoding="utf-8")
    assert KeptSeats().load(old) == 0 and not old.exists()  # (too old, or junk: nothing)
    assert set(json.loads(path.read_text(encoding="utf-8"))) == set(kept.seats)
    for who in list(kept.seats):
        kept.give(who, str(tmp_path / who))
    assert not path.exists()  # (nothing left to keep: no file)
