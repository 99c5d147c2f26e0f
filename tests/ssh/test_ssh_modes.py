"""The two other ways the door runs: without ``--table`` (``serve-ssh``: the main menu) and in a
background thread (``host --ssh`` while the host plays in the full-screen app)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session, session_processes

from net.host import Host, TableConfig
from unotui.ssh.server import DoorConfig, DoorThread


async def test_without_a_table_players_get_the_main_menu(tmp_path: Path) -> None:
    async with open_door(tmp_path, target=False) as opened:
        async with connect(opened.port, username="mia") as conn:
            screen = await play_session(conn)
            text = await screen.until("(q) Quit")
            assert "UNO in the terminal" in text
            screen.stdin.write(b"j")  # the join list: this machine's view of the LAN
            await screen.until("Join a table", since=len(screen.raw))
            await screen.until("You join as mia", since=0)  # the SSH name, in the app's settings
        await no_session_left(opened.door)


async def test_the_door_in_a_background_thread(tmp_path: Path) -> None:
    table = Host(TableConfig(name="Thread table", seats=3))
    _, table_port = await table.start_server("127.0.0.1", 0)
    thread = DoorThread(DoorConfig(bind="127.0.0.1", port=0, target=f"127.0.0.1:{table_port}",
                                   key_dir=tmp_path / "keys"))
    try:
        _, port = await asyncio.to_thread(thread.start)
        conn = await connect(port, username="tess")
        screen = await play_session(conn)
        await screen.until("Lobby of Thread table")
        assert "tess" in [s.display for s in table.table.seats]
        await asyncio.to_thread(thread.stop)  # the host quits the app: every session ends
        await screen.rest()
        conn.close()
        assert not thread.door.sessions and session_processes() == []
    finally:
        await asyncio.to_thread(thread.stop)
        await table.close()
