"""newbie82 #3: a player who left a match (Ctrl+Q, y) and comes back by another address of the
same table — `join localhost:PORT --name Gina`, which the README says works ("by another of its
addresses too, localhost for 127.0.0.1") — does get the seat back, but on the way the table
first takes the app at localhost as a newcomer, a *watcher* called "Gina 2", and everyone reads
it. The host's log at 80x24:

    Gina left; a bot plays for Gina.
    Gina 2 is watching.
    Gina came back and plays their own seat again.
    Gina 2 stopped watching.

and the returning player's own log ends with "Gina 2 stopped watching." — a stranger with
their name, as far as anyone can tell. The detour to the kept seat's address should leave no
trace at the table.

Seen: `unotui host --bind 127.0.0.1 --port 20710 --seats 10 --bots 8`, `join 127.0.0.1:20710
--name Gina`, match started, Gina pressed Ctrl+Q then y, then `join localhost:20710 --name
Gina`."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from flow_kit import joined_table, screen_text, wait_for, wait_table
from test_kept_seats import first_view_of_a_match, wait_for_host

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Any) -> Any:
    return fixed_settings


async def test_coming_back_by_localhost_shows_no_ghost_watcher() -> None:
    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(80, 24)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat = view["seat"]
            await pilot.press("ctrl+q")  # (Gina's way out: Ctrl+Q, then y)
            await pilot.press("y")
            await pilot.pause(0.3)
        await wait_for_host(lambda: host.table.seats[seat].member is None
                            or host.table.seats[seat].member.conn is None)
        seen: set[tuple[str, Any]] = set()

        async def watch_members() -> None:
            while True:
                seen.update((m.name, m.seat) for m in host.table.members.values())
                await asyncio.sleep(0.001)

        poller = asyncio.ensure_future(watch_members())
        again = make_app(lambda: [JoinScreen(f"localhost:{host.address[1]}", browse=None,
                                             name="Bo", auto_join=True)],
                         ascii_only=False, animations=False)
        async with again.run_test(size=(80, 24)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None
                           and table.view.get("seat") == seat, "the seat's view")
            await wait_for(pilot, lambda: sorted(m.name for m in host.table.members.values())
                           == ["Ann", "Bo"], "the newcomer gone")
            await pilot.pause(0.3)
            poller.cancel()
            # the table never held anyone but Ann and Bo (no newcomer "Bo 2" watching)
            assert {name for name, _seat in seen} == {"Ann", "Bo"}, seen
            text = screen_text(again)
            assert "Bo 2" not in text and "watching" not in text, text
