"""``host --resume FILE`` with ``--seats``/``--bots`` the match does not take (cli49 #7): they are
ignored, as the resume says ("Ignored: --seats …: a resumed match goes on with its own rules
and seats"), yet ``--seats 1`` was refused first ("--seats must be 2..10"), headless and in the
app, as if it counted."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from net_testkit import start_host, until

from net.client import Client
from unotui import cli, launch
from unotui.commands import host as host_cmd


async def _unfinished(journal: Path) -> None:
    host, port = await start_host(seats=2, journal=journal, bot_delay=3600.0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        await ann.add_bot("normal")
        await until(lambda: host.table.taken() == 2)
        await ann.start()
        await until(lambda: host.table.phase == "playing")
    finally:
        await ann.close()
        await host.abandon()  # (went away: its match waits to be resumed)


def _main(argv: list[str]) -> int:
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


@pytest.mark.parametrize("headless", [True, False])
async def test_seats_and_bots_given_with_resume_are_ignored_not_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        headless: bool) -> None:
    journal = tmp_path / "den.jsonl"
    await _unfinished(journal)
    opened: list[Any] = []

    async def serve(args: Any, config: Any, resume: Any) -> int:
        opened.append(args.resumed_from)
        return 0

    class App:
        def run(self) -> int:
            return 0

    def make_app(screens: Any, **options: Any) -> App:
        opened.append("app")
        return App()

    monkeypatch.setattr(host_cmd, "_serve", serve)
    monkeypatch.setattr(launch, "make_app", make_app)
    monkeypatch.setattr(launch, "has_terminal", lambda: not headless)
    argv = ["host", "--resume", str(journal), "--seats", "1", "--bots", "5", "--no-advertise",
            "--port", "0", *(["--headless"] if headless else [])]
    code = await asyncio.to_thread(_main, argv)
    err = capsys.readouterr().err
    assert code == 0 and opened, err
    if headless:
        assert "Ignored: --seats, --bots" in opened[0], opened
