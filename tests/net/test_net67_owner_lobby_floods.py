"""net67 #1: net66 #2 combined the lobbies that players' sit/spectate/drops/ready send everyone
into one a second, but the owner's table commands still send every connection a ``lobby`` at
once each — also when they change nothing: ``set_rules`` with the rules the table has,
``set_seats`` with its seat count, ``set_think`` with its thinking time. Measured on loopback
within the default limits (30 messages a second): a watcher was sent 100 lobby frames in 3 s by
an owner repeating ``set_rules {}``, 111 by ``add_bot``/``remove_bot`` of one seat, 99 by
``set_seats 4``, 100 by ``set_think 1`` — the flood net64 #4 / net66 #2 cut for the others.
A command that changes nothing should send nobody else a lobby; one that does, at most what the
combined lobby sends. Real TCP on loopback, bounded (30 commands)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from net_testkit import count_lobbies, raw_seated, raw_send, start_host

COMMANDS = 30
#: lobby frames the watcher may be sent meanwhile (combined, one a second: a few)
AT_MOST = 10


@pytest.mark.parametrize("command", [
    {"t": "set_rules", "rules": {}},
    {"t": "set_seats", "count": 4},
    {"t": "set_think", "seconds": 1},
], ids=["set_rules-unchanged", "set_seats-unchanged", "set_think-same"])
async def test_an_owner_command_that_changes_nothing_sends_the_others_no_lobby_each(
        command: dict[str, Any]) -> None:
    host, port = await start_host(seats=4)
    writers: list[asyncio.StreamWriter] = []
    try:
        _orr, ow = await raw_seated(port, "Owner")
        wr, ww = await raw_seated(port, "Watcher", spectate=True)
        writers += [ow, ww]
        await raw_send(ow, command)  # (the first may change something: the think time)
        await count_lobbies(wr, 1.5)
        counting = asyncio.create_task(count_lobbies(wr, 2.5))
        for _ in range(COMMANDS):
            await raw_send(ow, command)
        lobbies = await counting
        assert lobbies <= AT_MOST, (
            f"{COMMANDS} x {command}, each changing nothing: the watcher was sent {lobbies} "
            "lobby frames")
    finally:
        for writer in writers:
            writer.close()
        await host.close()


async def test_an_owner_adding_and_removing_a_bot_does_not_flood_everyone_with_lobbies() -> None:
    host, port = await start_host(seats=4)
    writers: list[asyncio.StreamWriter] = []
    try:
        _orr, ow = await raw_seated(port, "Owner")
        wr, ww = await raw_seated(port, "Watcher", spectate=True)
        writers += [ow, ww]
        await count_lobbies(wr, 1.5)
        counting = asyncio.create_task(count_lobbies(wr, 2.5))
        for _ in range(COMMANDS // 2):
            await raw_send(ow, {"t": "add_bot", "seat": 2})
            await raw_send(ow, {"t": "remove_bot", "seat": 2})
        lobbies = await counting
        assert lobbies <= AT_MOST, (
            f"{COMMANDS} add_bot/remove_bot of one seat: the watcher was sent {lobbies} lobby "
            "frames")
    finally:
        for writer in writers:
            writer.close()
        await host.close()
