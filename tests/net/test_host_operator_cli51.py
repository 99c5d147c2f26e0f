"""cli51: a headless host's operator — under ``nohup``, on ``--journal /dev/null``, resuming a
finished match with new options, and stopping the table after its match ended. Loopback only,
fixed ports 9180-9184."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import sys
from pathlib import Path

import pytest
from net_testkit import WAIT, Player, start_host, until
from test_commands import read_until

from net.client import Client

ROOT = Path(__file__).resolve().parents[2]


async def spawn(*args: str, ignore_hup: bool = False, **env: str) -> asyncio.subprocess.Process:
    def preexec() -> None:
        if ignore_hup:  # (what nohup does before it execs the command)
            signal.signal(signal.SIGHUP, signal.SIG_IGN)

    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", *args, cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1", "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
             **env},
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE, preexec_fn=preexec)


async def stop(proc: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError):
        proc.send_signal(signal.SIGKILL)
    await proc.wait()


async def test_a_headless_host_started_under_nohup_outlives_its_terminal(
        tmp_path: Path) -> None:
    """``nohup unotui host --headless &`` and the terminal closed: SIGHUP was ignored when the
    host started (nohup's whole point), yet the host installed its own SIGHUP handler and the
    table closed for everyone. An inherited SIG_IGN for SIGHUP is kept."""
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "9180",
                       "--no-advertise", ignore_hup=True,
                       UNOTUI_STATE_DIR=str(tmp_path / "state"))
    try:
        await read_until(proc, "Journal:")
        proc.send_signal(signal.SIGHUP)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(proc.wait(), 2.0)
        assert proc.returncode is None, "the table closed on a SIGHUP that nohup ignored"
        proc.send_signal(signal.SIGTERM)  # (SIGTERM still closes it, cleanly)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    finally:
        await stop(proc)


@pytest.mark.parametrize("journal", ["/dev/null", "/dev/full"])
async def test_a_table_on_dev_null_offers_no_resume_as_it_opens(
        tmp_path: Path, journal: str) -> None:
    """``--journal /dev/null``: the line printed as the table opens said "Journal: /dev/null
    (restart with --resume /dev/null)", a command that fails (784525c stopped offering it at
    the close only)."""
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "9181",
                       "--no-advertise", "--journal", journal,
                       UNOTUI_STATE_DIR=str(tmp_path / "state"))
    try:
        line = (await read_until(proc, "Journal:"))[-1]
    finally:
        await stop(proc)
    assert "--resume" not in line, line
    assert "keeps no match" in line, line


def test_a_regular_journal_still_offers_its_resume(tmp_path: Path) -> None:
    from unotui.commands.host import journal_line

    class Kept:
        keeps = True

    class NotKept:
        keeps = False

    path = tmp_path / "den.jsonl"
    assert journal_line(path, Kept()) == f"{path}   (restart with --resume {path})"
    assert "--resume" not in journal_line(Path("/dev/null"), NotKept())


async def _finished(journal: Path) -> None:
    """A journal whose one-round match was played to its end."""
    from core.rules import Rules

    host, port = await start_host(seats=2, journal=journal, rules=Rules(scoring="single"))
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"))
    try:
        await ann.client.add_bot("normal")
        await until(lambda: host.table.taken() == 2)
        await ann.client.start()
        await asyncio.wait_for(ann.play_until("match_end"), WAIT)
    finally:
        await ann.client.close()
        await host.close()


async def test_resuming_a_finished_match_says_truly_what_the_options_do(
        tmp_path: Path) -> None:
    """``host --resume FINISHED --seats 6 --bots 3 --rules house``: the table opens in its lobby
    for a new match — and then said "Ignored: …: a resumed match goes on with its own rules and
    seats", of a match that does not go on. Said now: the lobby keeps the last match's rules and
    seats, which its owner changes there."""
    journal = tmp_path / "done.jsonl"
    await _finished(journal)
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "9182",
                       "--no-advertise", "--resume", str(journal), "--seats", "6", "--bots",
                       "3", "--rules", "house", UNOTUI_STATE_DIR=str(tmp_path / "state"))
    try:
        lines = await read_until(proc, "Resumed ")
    finally:
        await stop(proc)
    said = lines[-1]
    assert "lobby for a new one" in said, said
    assert "goes on with its own rules" not in said, said
    assert "Ignored: --rules, --seats, --bots: the table opens its lobby with the rules and " \
        "seats of its last match" in said, said


def test_the_words_for_a_match_that_goes_on_are_kept() -> None:
    from unotui.cli import build_parser
    from unotui.commands.host import changed_line

    args = build_parser().parse_args(["host", "--resume", "j.jsonl", "--seats", "6"])
    assert changed_line(args, "Den") == (" Ignored: --seats: a resumed match goes on with its "
                                         "own rules and seats.")


async def test_a_headless_operator_reads_the_final_scores_of_a_match_that_ended(
        tmp_path: Path) -> None:
    """The match ends (one round), the operator stops the table with SIGTERM: it said only
    "Closing the table." — who won was never printed. The final scores are said, in the
    table's words ("Final scores after 1 round:")."""
    rules = tmp_path / "single.toml"
    rules.write_text('[rules]\nscoring = "single"\n')
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "9183",
                       "--no-advertise", "--seats", "2", "--bots", "1", "--bot-delay", "0",
                       "--rules", str(rules), "--seed", "5",
                       UNOTUI_STATE_DIR=str(tmp_path / "state"))
    try:
        await read_until(proc, "Journal:")
        ann = Player(await Client.connect_tcp("127.0.0.1", 9183, "Ann"))
        await ann.client.start()
        await asyncio.wait_for(ann.play_until("match_end"), WAIT)
        proc.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
        await ann.client.close()
        assert proc.stdout is not None
        said = (await proc.stdout.read()).decode()
    finally:
        await stop(proc)
    # (and who won, above them: the notice says it, newbie83 #6)
    assert re.search(r"Closing the table\.\n\w+ won the match!\nFinal scores after 1 round:\n",
                     said), said
    assert said.count("Final scores") == 1, said
    assert "Ann" in said.split("Final scores", 1)[1], said
