"""newbie82 #7 (small): `unotui host --name 'A very long table name for the Friday evening UNO
club' --bind 127.0.0.1 --port 20710` (the app, not --headless) opens a lobby titled

    Lobby of A very long table name for the Friday ev · 9/10 seats taken

— the name cut to 40 characters in the middle of a word, with no "…" and no word about it.
The headless host says "Its name was cut to 40 characters, as every table's is."
(unotui/commands/host.py, newbie44 #10); the app's host, who typed the name, is told nothing,
and every guest reads "Friday ev" in the join list and the lobby.

Now the app's host is told, and a name too long is cut at a word when that keeps most of it
(``unotui.tables.fitted_table_name``) — by the app and ``host --headless`` alike, so that one
``--name`` names one table either way; the protocol's 40 characters stay the limit."""

from __future__ import annotations

import argparse
import asyncio
import signal
from pathlib import Path
from typing import Any

import pytest
from flow_kit import hosting_app, loopback_plan, screen_text, wait_screen

from unotui.screens.lobby import LobbyScreen

LONG = "A very long table name for the Friday evening UNO club"
#: LONG as its table is called: cut at the last word that fits
CUT = "A very long table name for the Friday"


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Any) -> Any:
    return fixed_settings


async def test_the_apps_host_is_told_the_tables_name_was_cut() -> None:
    app = hosting_app(loopback_plan(LONG, seats=2, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.pause(0.5)
        notes = " ".join(str(n.message) for n in app._notifications)
        said = " ".join([screen_text(app), notes])
        assert f"Lobby of {CUT} ·" in said, said  # (the table's name as cut: at a word)
        assert "Friday ev" not in said, said
        assert "cut" in notes and CUT in notes and "40" in notes, notes


def test_a_long_name_is_cut_at_a_word_when_that_keeps_most_of_it() -> None:
    from unotui.tables import NAME_KEPT_AT_A_SPACE, fitted_table_name, name_was_cut

    assert fitted_table_name(LONG) == CUT
    assert name_was_cut(LONG)
    forty = "x" * 40
    assert fitted_table_name(forty) == forty and not name_was_cut(forty)
    assert fitted_table_name(forty + " and more") == forty  # (a word ends at the limit)
    assert fitted_table_name("Ann's  table") == "Ann's table"  # (only cleaned: not cut)
    assert not name_was_cut("Ann's  table")
    # (no space late enough: cut at the limit, as before, rather than lose much of it)
    word = "Supercalifragilisticexpialidocious"
    assert fitted_table_name(f"Friday UNO {word}") == f"Friday UNO {word}"[:40]
    assert fitted_table_name("桌" * 50) == "桌" * 40
    # (the punctuation before the space goes with it)
    assert fitted_table_name("A very long table name for the Friday, evening UNO club") == CUT
    for name in (LONG, "a " * 40, "abc " * 30, "x" * 100):
        fitted = fitted_table_name(name)
        assert len(fitted) <= 40 and name.startswith(fitted), (name, fitted)
        assert len(fitted) >= NAME_KEPT_AT_A_SPACE


def test_a_resumed_table_given_its_long_name_again_is_not_said_renamed() -> None:
    from unotui.commands.host import DEFAULT_BOT_KIND, DEFAULT_SEATS, changed_line

    args = argparse.Namespace(name=LONG, rules=None, seats=DEFAULT_SEATS, bots=0,
                              bot_kind=DEFAULT_BOT_KIND)
    assert "renamed" not in changed_line(args, CUT)
    assert f"It opens as {CUT!r} (renamed" in changed_line(args, "Ann's table")


async def test_the_headless_host_cuts_the_name_as_the_app_does(tmp_path: Path) -> None:
    from test_commands import WAIT, read_until, spawn

    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--no-advertise", "--name", LONG,
                       UNOTUI_STATE_DIR=str(tmp_path))
    try:
        said = "".join(await read_until(proc, "Join with:"))
        assert f"Table {CUT!r} is open" in said, said
        assert f"Its name was cut to {CUT!r}: a table's name has at most 40" in said, said
    finally:
        proc.send_signal(signal.SIGINT)
        await asyncio.wait_for(proc.wait(), WAIT)
