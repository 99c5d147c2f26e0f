"""newbie81: a table that goes away, seen by a new player at 80x24.

#1 A host closed the match between rounds (m, y); the guests read "Its host can open its match
again later: then join it under the same name and your seat is yours again". The host went back
to the Host form (it opens filled in with that very table) and pressed Ctrl+O: a new table of the
same name opened at the same address, asking nothing. A guest who joined its lobby (the list
showed "Newbie table") and then the resumed match (``host --resume FILE``) came back as a
newcomer, a watcher: the seats file keeps one token per address and name, and the new lobby's
token had replaced the closed match's. The guest's seat (102 points) was lost for the match: s
offers only the bots' seats, not that guest's own, played by a stand-in bot.

#2 The host's obvious way back (the form, Ctrl+O, the same name) neither asked "Resume the
unfinished match of …?" nor said, as the lobby opened, that the closed match waits in its
journal — README: "Opening a new table while such a match waits says so … in the app, a new
table of that match's name first asks whether to resume it".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flow_kit import (
    hosting_app,
    joined_table,
    loopback_plan,
    press,
    screen_text,
    wait_for,
    wait_screen,
    wait_table,
)

from unotui import kept_seats


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings


def join_again(host: Any) -> Any:
    """A new app (the same player, the same settings folder) joining ``host``'s table."""
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    address = f"127.0.0.1:{host.address[1]}"
    return make_app(lambda: [JoinScreen(address, browse=None, name="Bo", auto_join=True)],
                    ascii_only=False, animations=False)


async def wait_for_host(predicate: Any, what: str) -> None:
    import asyncio

    for _ in range(500):
        if predicate():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"the host never saw {what}")


async def test_a_closed_matchs_seat_survives_a_visit_to_a_new_table_at_its_address(
        tmp_path: Path) -> None:
    from net.host import Host, TableConfig
    from net.journal import load
    from unotui.dialogs import TableClosedDialog

    journal = tmp_path / "den.jsonl"
    async with joined_table(name="Den", seats=2, bot_delay=3600.0, journal=journal,
                            in_app=True) as (host, ann, app):
        port = host.address[1]
        address = f"127.0.0.1:{port}"
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
            await ann.start()
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the first view")
            seat = table.view["seat"]
            await host.close()  # (its host left the match: closed, its journal can reopen it)
            await wait_screen(pilot, TableClosedDialog, "the table closed")

    # the host opens a new table of that name where the old one listened; Bo joins its lobby
    # (the list shows "Den" there), then that table closes too
    fresh = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0,
                             journal=tmp_path / "fresh.jsonl", in_app=True))
    await fresh.start_server("127.0.0.1", port)
    try:
        visit = join_again(fresh)
        async with visit.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: fresh.table.taken() == 1, "Bo in the new lobby")
            await fresh.close()
            await wait_screen(pilot, TableClosedDialog, "the new table closed")
    finally:
        await fresh.close()

    # the host resumes the closed match by its journal, as it was told it could
    again = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0, journal=journal),
                 load(journal))
    await again.start_server("127.0.0.1", port)
    try:
        listed = kept_seats.Listing("Den", "playing", again.table.table_id)
        # the join list should read "your seat is kept", not "full"
        assert kept_seats.seat_for(address, "Bo", listed) is not None, \
            "the closed match's seat was replaced by the new lobby's"
        back = join_again(again)
        async with back.run_test(size=(80, 24)) as pilot:
            await wait_for_host(lambda: any(m.name.startswith("Bo")
                                            for m in again.table.members.values()),
                                "Bo come back")
            await wait_for_host(lambda: again.table.seats[seat].member is not None
                                and again.table.seats[seat].member.conn is not None,
                                "Bo back in his seat")
    finally:
        await again.close()


async def test_a_new_table_of_the_name_of_a_match_its_host_closed_says_it_can_be_resumed(
        ) -> None:
    from unotui.dialogs import ConfirmDialog, TableClosedDialog
    from unotui.screens.lobby import LobbyScreen

    first = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with first.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await press(pilot, "s")
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        await press(pilot, "q")
        await wait_screen(pilot, ConfirmDialog, "Leave the match?")
        await press(pilot, "y")
        await wait_screen(pilot, TableClosedDialog, "You closed Gone.")
        assert "--resume" in " ".join(screen_text(first).split())

    again = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with again.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(again.screen, (ConfirmDialog, LobbyScreen)),
                       "the question or the lobby")
        await pilot.pause(0.3)
        asked = isinstance(again.screen, ConfirmDialog) and \
            "Resume the unfinished match of Gone?" in " ".join(screen_text(again).split())
        told = any("Gone" in str(n.message) and "--resume" in str(n.message)
                   for n in again._notifications)
        assert asked or told, "a new table of that name opened without a word of the match " \
                              "its host closed, which waits in its journal"
        if asked:  # (yes: the match its host closed goes on, its host back in their seat)
            await press(pilot, "y")
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the match resumed")
