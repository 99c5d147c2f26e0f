"""ssh62 #7: the command that resumes a table — the notice an app shows when an unfinished match
waits ("… waits: python3 -m unotui host --resume FILE --headless --ssh 15100") — left out
``--no-advertise``: the journal never said how the table was advertised, and following the
command advertised a table its operator had kept off the LAN. The journal keeps it now (the
``match`` line, and a ``resumed`` line's anew), and the command says it."""

from __future__ import annotations

from pathlib import Path

from net_testkit import WAIT, start_host

from net.client import Client
from net.journal import load
from unotui.tables import Unfinished


async def _played(journal: Path, **config: object) -> Unfinished:
    host, port = await start_host(seats=2, journal=journal, **config)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
        await ann.add_bot()
        await ann.start()
        await ann.recv("view", timeout=WAIT)
        await ann.close()
    finally:
        await host.close()
    return Unfinished(journal, load(journal), 0.0)


async def test_a_table_kept_off_the_lan_is_resumed_off_it(tmp_path: Path) -> None:
    private = await _played(tmp_path / "private.jsonl", advertise=False)
    assert private.resume_options.endswith(" --no-advertise"), private.resume_options
    assert "--no-advertise" in private.resume_command


async def test_a_table_advertised_on_some_interfaces_is_resumed_there(tmp_path: Path) -> None:
    some = await _played(tmp_path / "some.jsonl", mdns_interfaces="127.0.0.1")
    assert some.resume_options.endswith(" --mdns-interfaces 127.0.0.1"), some.resume_options
    everywhere = await _played(tmp_path / "all.jsonl")
    assert "advertise" not in everywhere.resume_options and "mdns" not in everywhere.resume_options
