"""A table opened again with ``host --resume`` is the table it was (proto26 #1, #2): a table
with a password asked for none after the resume (a watcher refused before got in, and the
lobby said ``password: false``), and its turn timer, reconnect window and UNO grace went back
to the defaults, without a word. The journal now keeps the password (as a salted digest, never
the password itself) and the timings; options given anew still win. Subprocesses on loopback."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest
from net_testkit import WAIT
from test_commands import free_port, hosted_then_killed, read_until, spawn

from net.client import Client, JoinError


async def lobby_of(client: Client) -> dict[str, object]:
    lobby = client.lobby or (await client.recv("lobby", timeout=WAIT))
    assert isinstance(lobby, dict)
    return lobby


async def test_a_resumed_table_keeps_its_password_and_timings(tmp_path: Path) -> None:
    port = free_port()
    journal = tmp_path / "den.jsonl"
    await hosted_then_killed(journal, port, "--password", "s3cret", "--turn-timer", "15",
                             "--reconnect-window", "7", "--uno-grace", "0.5", password="s3cret")
    assert "s3cret" not in journal.read_text(encoding="utf-8")  # (a digest, never the password)
    proc = await spawn("host", "--headless", "--resume", str(journal), "--no-advertise")
    try:
        lines = await read_until(proc, "Resumed")
        said = "".join(lines)
        assert "It keeps its password, turn timer 15 s, UNO grace 0.5 s, reconnect window 7 s, " \
            "bot delay 3600 s, as before" in said, said
        with pytest.raises(JoinError) as refused:
            await Client.connect_tcp("127.0.0.1", port, "Eve", spectate=True, reconnect=False)
        assert "password" in str(refused.value).lower()
        dee = await Client.connect_tcp("127.0.0.1", port, "Dee", password="s3cret",
                                       spectate=True, reconnect=False)
        lobby = await lobby_of(dee)
        assert lobby["password"] is True
        assert lobby["settings"] == {**lobby["settings"], "turn_timer": 15.0,  # type: ignore[dict-item]
                                     "reconnect_window": 7.0, "uno_grace": 0.5}
        await dee.close()
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    # options given anew win: a new password, no turn timer
    proc = await spawn("host", "--headless", "--resume", str(journal), "--no-advertise",
                       "--password", "other", "--turn-timer", "0")
    try:
        await read_until(proc, "Join with:")
        with pytest.raises(JoinError):
            await Client.connect_tcp("127.0.0.1", port, "Eve", password="s3cret",
                                     spectate=True, reconnect=False)
        dee = await Client.connect_tcp("127.0.0.1", port, "Dee", password="other",
                                       spectate=True, reconnect=False)
        settings = (await lobby_of(dee))["settings"]
        assert isinstance(settings, dict)
        assert settings["turn_timer"] is None and settings["reconnect_window"] == 7.0
        await dee.close()
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0


async def test_an_app_resuming_its_table_opens_it_with_the_same_password_and_timings(
        tmp_path: Path) -> None:
    """``unotui host --resume`` with the full-screen app takes the same path into its plan
    (:func:`unotui.launch.plan_from_args`); the menu's next table does not inherit a password
    it cannot show."""
    import argparse

    from net_testkit import start_host

    from unotui.commands.host import add_arguments, resume_where
    from unotui.launch import plan_from_args
    from unotui.tables import host_table

    journal = tmp_path / "den.jsonl"
    host, port = await start_host(seats=2, journal=journal, password="s3cret",
                                  turn_timer=30.0, jump_in_grace=2.5, round_pause=9.0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", password="s3cret",
                                   reconnect=False)
    await ann.add_bot()
    await ann.start()
    await ann.recv("view", timeout=WAIT)
    await ann.close()
    await host.close()
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(["--resume", str(journal), "--bind", "127.0.0.1", "--port", "0",
                              "--no-advertise"])
    assert resume_where(args) is None
    args.bot_delay, args.uno_grace, args.reconnect_window = 0.6, 0.75, 60.0
    plan = plan_from_args(args, "Ann")
    assert plan.password is None and plan.round_pause == 9.0
    assert plan.extra["turn_timer"] == 30.0 and plan.extra["jump_in_grace"] == 2.5
    session = await host_table(plan, "Ann")  # (the owner's own seat: by its token)
    try:
        table = session.host.table
        assert table.cfg.locked and table.cfg.password_matches("s3cret")
        assert not table.cfg.password_matches("") and not table.cfg.password_matches("S3cret")
    finally:
        await session.host.close()
    assert "password_digest" not in plan.for_next_table().extra


def test_the_unfinished_match_hint_names_the_ssh_door_to_open_again(tmp_path: Path) -> None:
    """ssh26 #7: following "… can be resumed: host --resume" opened no SSH door, so SSH
    friends stayed locked out until a second restart."""
    from types import SimpleNamespace

    from unotui.tables import Unfinished

    door = Unfinished(tmp_path / "t.jsonl", SimpleNamespace(header={"ssh_port": 2222}), 0.0)
    assert door.resume_options == " --ssh 2222"
    plain = Unfinished(tmp_path / "t.jsonl", SimpleNamespace(header={"ssh_port": None}), 0.0)
    assert plain.resume_options == ""
    # (ssh44 #6: a headless table's is opened headless again, as its host was told at its stop)
    headless = Unfinished(tmp_path / "t.jsonl",
                          SimpleNamespace(header={"ssh_port": 2222, "in_app": False}), 0.0)
    assert headless.resume_options == " --headless --ssh 2222"
    in_app = Unfinished(tmp_path / "t.jsonl", SimpleNamespace(header={"in_app": True}), 0.0)
    assert in_app.resume_options == ""
