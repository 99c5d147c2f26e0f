"""newbie89: ``host --rules two-player`` opened four seats, two of which no one could ever
fill before the match started. A table opened without ``--seats`` has as many seats as its
rules' players, when they name them. Loopback only, port 9186."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

from net_testkit import WAIT, until
from test_commands import read_until

from net.client import Client
from unotui.cli import build_parser
from unotui.launch import plan_from_args

ROOT = Path(__file__).resolve().parents[2]


def plan(*argv: str):  # type: ignore[no-untyped-def]
    return plan_from_args(build_parser().parse_args(["host", *argv]), "Ann")


def test_the_app_hosts_a_two_player_preset_at_two_seats() -> None:
    assert plan("--rules", "two-player").seats == 2
    assert plan("--rules", "official").seats == 4  # (no number of players named: four)
    assert plan("--rules", "two-player", "--seats", "3").seats == 3  # (given: kept)


def test_teams_of_three_open_six_seats(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """review98 #5: a rules file with teams of three and no --seats was refused ("Teams of
    three need at least 6 seats: the table has 4")."""
    rules = tmp_path / "triples.toml"
    rules.write_text('[rules]\nteams = "triples"\n')
    assert plan("--rules", str(rules)).seats == 6


async def test_a_headless_two_player_table_opens_two_seats(tmp_path: Path) -> None:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1", "--port",
        "9186", "--no-advertise", "--rules", "two-player", "--journal", "/dev/null", cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
             "UNOTUI_STATE_DIR": str(tmp_path / "state")},
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        await read_until(proc, "Journal:")
        ann = await Client.connect_tcp("127.0.0.1", 9186, "Ann")
        await ann.start()
        await until(lambda: ann.lobby is not None, "the lobby")
        assert ann.lobby is not None
        assert len(ann.lobby["seats"]) == 2, ann.lobby["seats"]
        await ann.close()
    finally:
        proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(proc.wait(), WAIT)


async def test_the_app_resuming_a_match_of_teams_of_three_keeps_its_six_seats(
        tmp_path: Path) -> None:
    """review99 #2: ``host --resume FILE`` in the app took its seats from the saved rules
    before the journal's, and a match of teams of three was refused at four seats."""
    from net_testkit import start_host

    from core.rules import Rules
    from net.client import Client

    journal = tmp_path / "t.jsonl"
    host, port = await start_host(seats=6, journal=journal, bot_delay=3600.0,
                                  rules=Rules(teams="triples", target_score=500))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        for _ in range(5):
            await ann.add_bot()
        await ann.start()
        await until(lambda: ann.last_view is not None, "the match under way")
    finally:
        await ann.close()
        await host.close()
    assert plan("--resume", str(journal)).seats == 6
