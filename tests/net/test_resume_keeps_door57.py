"""review57 #2: what a resume gives anew lasts through the next resume (5dbb148, cli49 #1) — but
not the SSH front door: a match first hosted without one, resumed with ``--ssh PORT`` (and its
access), then stopped and resumed again, no longer knows it had a door. The ``resumed`` line
records name, password and timings, not ``ssh_port``/``ssh_access``, which only the ``match``
line carries."""

from __future__ import annotations

from pathlib import Path

from net_testkit import fast_config, until
from test_reconnect_resume import journaled_match

from net.host import Host
from net.journal import kept_ssh_access, kept_ssh_port, load


async def test_a_door_a_resume_opened_is_known_to_the_next_resume(tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, _port, ann, bob = await journaled_match(journal)
    await until(lambda: host.table.phase == "playing", "the match started")
    await ann.close()
    await bob.close()
    await host.close()
    access = {"password": False, "authorized_keys": str(tmp_path / "keys"),
              "password_file": None}
    host2 = Host(fast_config(seats=3, journal=journal, ssh_port=2222, ssh_access=access),
                 load(journal))
    try:
        await host2.start_server("127.0.0.1", 0)
    finally:
        await host2.close()
    header = load(journal).header
    assert kept_ssh_port(header) == 2222, header.get("ssh_port")
    assert kept_ssh_access(header) == access
