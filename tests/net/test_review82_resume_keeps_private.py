"""review82: ssh62 #7 keeps a table opened with --no-advertise off the LAN only in the command
unotui prints (Unfinished.resume_options, cli.resume_command): ``host --resume FILE`` itself
reads where the table listened from its journal (commands.host.resume_where: ``--bind`` and
``--port`` as they were), not whether it was advertised, which the journal now keeps. An
operator who types the resume from PROTOCOL.md §9 or from memory ("unotui host --resume
FILE") advertises on the LAN a table they had kept off it — the ssh62 #7 case, fixed in the
printed words rather than in the option that opens the table. (Port of review82's range.)"""

from __future__ import annotations

from pathlib import Path

from net_testkit import WAIT, fast_config

from net.client import Client
from net.host import Host
from unotui.cli import build_parser
from unotui.commands.host import resume_where

PORT = 15751


async def test_review82_host_resume_keeps_a_private_table_off_the_lan(tmp_path: Path) -> None:
    journal = tmp_path / "private.jsonl"
    host = Host(fast_config(seats=2, journal=journal, advertise=False))
    await host.start_server("127.0.0.1", PORT)
    try:
        ann = await Client.connect_tcp("127.0.0.1", PORT, "Ann", reconnect=False)
        await ann.add_bot()
        await ann.start()
        await ann.recv("view", timeout=WAIT)
        await ann.close()
    finally:
        await host.close()
    args = build_parser("host").parse_args(["host", "--resume", str(journal)])
    assert resume_where(args) is None
    assert (args.bind, args.port) == ("127.0.0.1", PORT)  # (where it listened: from the journal)
    assert args.no_advertise, "resumed by hand, the private table is advertised on the LAN"
