"""proto68 #5: the owner's ``set_rules``, ``set_seats`` and ``set_think`` that change nothing
(the same rules, seat count or thinking time) were each shown to everyone in the combined
``lobby``, while a watcher's ``spectate`` and a ``ready`` that change nothing are answered to their
sender alone (PROTOCOL.md §4): two strangers' hosts would differ. Now they are answered to the
owner alone, and a change is still shown to the others. Real TCP on loopback."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from net_testkit import count_lobbies, raw_recv, raw_seated, raw_send, start_host


@pytest.mark.parametrize(("same", "changed"), [
    ({"t": "set_rules", "rules": {"target_score": 50}},  # (the test table's rules)
     {"t": "set_rules", "rules": {"target_score": 50, "hand_size": 5}}),
    ({"t": "set_seats", "count": 4}, {"t": "set_seats", "count": 3}),
    ({"t": "set_think", "seconds": 1}, {"t": "set_think", "seconds": 2}),
], ids=["set_rules", "set_seats", "set_think"])
async def test_an_owner_command_that_changes_nothing_is_answered_to_the_owner_alone(
        same: dict[str, Any], changed: dict[str, Any]) -> None:
    host, port = await start_host(seats=4, think=1.0)
    writers: list[asyncio.StreamWriter] = []
    try:
        orr, ow = await raw_seated(port, "Owner")
        wr, ww = await raw_seated(port, "Watcher", spectate=True)
        writers += [ow, ww]
        await count_lobbies(wr, 1.5)
        await count_lobbies(orr, 0.1)
        await raw_send(ow, same)
        await asyncio.wait_for(raw_recv(orr, "lobby"), 2)  # (the owner's own, at once)
        assert await count_lobbies(wr, 1.5) == 0, f"{same} changed nothing, yet was shown"
        await raw_send(ow, changed)
        assert await count_lobbies(wr, 1.5) >= 1, f"{changed} was not shown to the others"
    finally:
        for writer in writers:
            writer.close()
        await host.close()
