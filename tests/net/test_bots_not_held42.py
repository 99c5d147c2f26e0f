"""A change that came during the bots' pause started the pause again, so changes that came
faster than ``bot_delay`` kept the bots from ever moving: one client joining to watch every
0.2 s stalled a table whose bot_delay is 0.5 s for good (review43 #1). A wake that changes no
game asks no more pause, and no stream of changes holds the bots past a bot_delay and a
jump_in_grace after they woke."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from net_testkit import fast_config, until

from core.position import parse_position
from core.rules import Rules
from net.host import Host
from net.local import join_local


@asynccontextmanager
async def bo_to_move(**config: Any) -> AsyncIterator[Host]:
    """Ann and Bo (a bot) at a table of ``config``, the match dealt, Bo to play now."""
    host = Host(fast_config(seats=2, rules=Rules(target_score=50), **config))
    try:
        ann = await join_local(host, "Ann")
        await ann.add_bot()
        await ann.start()
        table = host.table
        await until(lambda: table.state is not None, "dealt")
        await until(lambda: not table._wake.is_set(), "the bots idle")
        table.state = parse_position("R5,Y4,G7/G1,Y2,B5 R3 * R 1 + 0 play 0,0",
                                     Rules(target_score=50))
        table._after_change()
        yield host
        await ann.close()
    finally:
        await host.close()


async def test_hellos_faster_than_bot_delay_do_not_stall_the_bots() -> None:
    async with bo_to_move(bot_delay=0.5, max_spectators=50) as host:
        table = host.table
        assert table.state is not None
        before = table.state.state_id
        watchers = []
        for i in range(15):  # 3 s of someone joining to watch every 0.2 s
            watchers.append(await join_local(host, f"Eve{i}", spectate=True))
            await asyncio.sleep(0.2)
        # a bot_delay is 0.5 s: Bo had six times that to move
        assert table.state.state_id != before, "Bo never moved: every hello restarted the pause"
        for watcher in watchers:
            await watcher.close()


async def test_changes_that_keep_coming_hold_the_bots_no_longer_than_their_bound() -> None:
    """Changes of the game itself (a free wrong catch at each, under multi-play) each ask the
    pause again, but the bots still move within a bot_delay and a jump_in_grace of waking."""
    async with bo_to_move(bot_delay=0.3, jump_in_grace=0.6) as host:
        table = host.table
        assert table.state is not None
        before = table.state.state_id
        for _ in range(20):  # 4 s of changes, one every 0.2 s
            table._after_change()
            await asyncio.sleep(0.2)
            if table.state.state_id != before:
                break
        assert table.state.state_id != before, "the bots were held by the changes"
