"""newbie56 #1: a seat kept at one address of a table (127.0.0.1:PORT), and the app started again
joining the same table by another of its addresses (a tunnel's, a LAN address; here a loopback
port passed on to the table's, flow_kit.tunnel — localhost:PORT is the same socket and is sent
the token kept at 127.0.0.1:PORT at once, newbie82 #3):
the player came back as a newcomer to watch a bot play their seat, told that "someone there is
already called" their name. The app now joins the address where the seat is kept instead — and
only there does it send the seat's token: a table's identity is public, and a table at another
address that claims it must learn nothing (review64 #1, which withdrew the first mend)."""

from __future__ import annotations

import asyncio
import os
import sys
from typing import Any

import pytest
from flow_kit import joined_table, tunnel, wait_for, wait_table
from net_testkit import hellos_of
from test_kept_seats import first_view_of_a_match, wait_for_host

from unotui import kept_seats
from unotui.launch import make_app
from unotui.screens.join import JoinScreen


def join_at(address: str) -> Any:
    """A new app of Bo's (the same settings folder) joining ``address``."""
    return make_app(lambda: [JoinScreen(address, browse=None, name="Bo", auto_join=True)],
                    ascii_only=False, animations=False)


async def test_an_app_joining_by_another_address_of_the_table_sits_in_its_kept_seat() -> None:
    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat, hand = view["seat"], sorted(view["hand"])
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        async with tunnel(host.address[1]) as other:
            await _come_back(join_at(f"127.0.0.1:{other}"), host, seat, hand)
        # (the seat stays kept where its token was given)
        assert kept_seats.seat_for(f"127.0.0.1:{host.address[1]}", "Bo") is not None


async def _come_back(again: Any, host: Any, seat: int, hand: list[str]) -> None:
    async with again.run_test(size=(100, 30)) as pilot:
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None
                       and table.view.get("seat") is not None, "the seat's view")
        assert table.view["seat"] == seat and sorted(table.view["hand"]) == hand
        await wait_for(pilot, lambda: any("your seat was kept for you" in str(n.message)
                                          for n in again._notifications), "welcome back")
        # (the newcomer the table first took at the other address left no one behind)
        await wait_for(pilot, lambda: sorted(m.name for m in host.table.members.values())
                       == ["Ann", "Bo"], "the newcomer gone")


async def test_a_table_at_another_address_claiming_the_identity_never_gets_the_token() -> None:
    """Another table (another port) that says the identity of the table where Bo's seat is
    kept: the app sends it no token, and goes to the address where the seat is kept — the
    claim wins the claimer nothing."""
    from net.host import Host, TableConfig

    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat = view["seat"]
        token = host.table.seats[seat].member.token
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        claimer = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
        claimer.table.table_id = host.table.table_id
        hellos = hellos_of(claimer)
        _bind, port = await claimer.start_server("127.0.0.1", 0)
        try:
            again = join_at(f"127.0.0.1:{port}")
            async with again.run_test(size=(100, 30)) as pilot:
                table = await wait_table(pilot)
                await wait_for(pilot, lambda: table.view is not None
                               and table.view.get("seat") == seat, "back in the kept seat")
            assert hellos and all(h.get("token") != token for h in hellos), hellos
        finally:
            await claimer.close()


async def test_the_text_client_joining_by_another_address_sits_in_its_kept_seat(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from unotui.commands.join import _play

    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat = view["seat"]
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        read, write = os.pipe()
        os.close(write)  # (joins, and leaves at once: its input is at its end)
        monkeypatch.setattr(sys, "stdin", os.fdopen(read))
        port = host.address[1]
        async with tunnel(port) as other:
            assert await asyncio.wait_for(_play("127.0.0.1", other, "Bo", None, False), 20) == 0
        sys.stdin.close()
        said = capsys.readouterr().out
        assert f"This is the table you joined at 127.0.0.1:{port}, where your seat is kept." \
            in said, said
        assert f"Joined as Bo (seat {seat + 1}). Your seat was kept for you." in said, said


async def test_a_seat_kept_at_an_address_where_nobody_answers_leaves_the_join_as_it_was() -> None:
    """The seat is kept under an address nobody answers at any more (a tunnel gone): the app
    stays at the address it joined, as a newcomer, rather than being sent where nothing is."""
    import json
    import time

    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (host, _ann, _app):
        gone = "127.0.0.1:1"  # (nothing listens on port 1)
        kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
        kept_seats.path().write_text(json.dumps({f"{gone}|Bo": {
            "token": "ab" * 16, "at": time.time(), "table": "Den",
            "table_id": host.table.table_id}}), encoding="utf-8")
        app = join_at(f"localhost:{host.address[1]}")
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: sorted(m.name for m in host.table.members.values())
                           == ["Ann", "Bo"], "Bo at the table")
            await pilot.pause(0.3)
            assert sorted(m.name for m in host.table.members.values()) == ["Ann", "Bo"]
        assert kept_seats.seat_for(f"localhost:{host.address[1]}", "Bo") is not None


async def test_a_seat_of_a_table_closed_and_opened_again_is_taken_back_at_another_address(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """review69's suspicion, shown: Bo's table said it closed for good (the app marked the seat
    ``closed``), and its host opened that very match again by its journal (the same identity, the
    same seats and tokens). Bo, joining it by another of its addresses, took no seat: a closed
    entry was never sought at the address where it was kept, though a ``hello`` there sends it."""
    from unotui.commands.join import _play

    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat = view["seat"]
        token = host.table.seats[seat].member.token
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        # (what the app wrote when the table said it closed for good: still the seat's token)
        kept_seats.forget_closed(token, {"resumable": False})
        assert kept_seats.seat_for(f"127.0.0.1:{host.address[1]}", "Bo") is None
        read, write = os.pipe()
        os.close(write)
        monkeypatch.setattr(sys, "stdin", os.fdopen(read))
        async with tunnel(host.address[1]) as other:
            assert await asyncio.wait_for(_play("127.0.0.1", other, "Bo", None, False), 20) == 0
        sys.stdin.close()
        said = capsys.readouterr().out
        assert f"Joined as Bo (seat {seat + 1}). Your seat was kept for you." in said, said
