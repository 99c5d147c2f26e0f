"""Found by ssh53 (friends over OpenSSH; three of them had put their laptops to sleep, simulated
with ``kill -STOP`` of their ``ssh``): ``serve-ssh`` stopped by SIGTERM took 9.6 s to end
(three sleepers; here four, in a lobby of five with a bot).

:meth:`unotui.ssh.server.FrontDoor.close` ends every session at once, then waits for each
one's channel to close — ``asyncio.wait_for(session.chan.wait_closed(), 3.0)`` — one after
another. A client that stops answering (a laptop asleep: docs/SSH.md says it holds its seat
for 45 to 60 s until the keepalives drop it) never answers the channel's close, so each costs
the full 3 s in turn: N sleeping visitors hold the door's end for 3·N s (32 sessions: 96 s).
The app's quit (``host --ssh``, :meth:`DoorThread.stop`) gives the door 15 s, then goes on
without it: from 5 sleeping visitors on, the host's app hangs 15 s as it quits.

The waits could run side by side (the door's end bounded by one 3 s wait). Loopback only; the
host key lives in the test's temporary directory."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from ssh_kit import KEYTABLE_FAST, connect, play_session

from net.host import Host, TableConfig
from unotui.ssh.server import DoorConfig, FrontDoor

SLEEPERS = 4
#: one 3 s wait for the slowest channel, with room for a loaded machine — and well short of the
#: 12 s that four waits one after another take (the two cases differ by 4x: what is measured is
#: which of them happens, not a speed)
CLOSE_WITHIN = 8.0


async def test_the_door_closes_in_one_wait_however_many_visitors_sleep(tmp_path: Path) -> None:
    table = Host(TableConfig(name="Keytable", seats=SLEEPERS + 1, seed="ssh", **KEYTABLE_FAST))
    _, table_port = await table.start_server("127.0.0.1", 0)
    table.table.add_bot("basic", SLEEPERS)
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=f"127.0.0.1:{table_port}",
                                key_dir=tmp_path / "hostkey"))
    conns = []
    try:
        _, port = await door.start()
        for name in ("amy", "bea", "cid", "dan")[:SLEEPERS]:
            conn = await connect(port, name)
            conns.append(conn)
            screen = await play_session(conn)
            await screen.until("Lobby of Keytable")
        for conn in conns:  # their laptops go to sleep: nothing they receive is answered
            conn._transport.pause_reading()
        started = time.monotonic()
        await asyncio.wait_for(door.close(), 60)
        took = time.monotonic() - started
        assert took < CLOSE_WITHIN, (
            f"the door took {took:.1f} s to close with {SLEEPERS} sleeping visitors "
            f"(3 s each, one after another)")
    finally:
        for conn in conns:
            conn.close()
        await door.close()
        await table.close()
