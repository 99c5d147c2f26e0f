"""review92 #1, deterministic (a fake clock, as tests/test_review90_address_flood_bound.py): 4
seated players and 28 watchers of one address, every one sending as fast as its buckets let it.
The watchers send only ``ping``s, which never mark them as having "sent something" (``last_sent``
is set by the reader for every message but ``ping``/``pong``), so each seated player's part of
the address counts the seated alone (4 of the address's 4 members' worth), while each watcher
still passes its own part (4/32 each). ``Table._take_part``'s docstring and PROTOCOL §6 say the
members of an address together pass at most the address's burst and rate (240, then 120/s)."""

from __future__ import annotations

from types import SimpleNamespace

import net.host as host_mod
from net.host import Member, Table, TableConfig


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


async def test_pinging_watchers_do_not_double_an_address_with_seated_housemates(monkeypatch) -> None:
    clock = Clock()
    monkeypatch.setattr(host_mod.time, "monotonic", clock.monotonic)
    table = Table(TableConfig(seats=4))
    conns = []
    for i in range(32):
        member = Member(f"tok{i}", f"P{i}")
        member.seat = i if i < 4 else None  # (4 seated, 28 watchers)
        conn = SimpleNamespace(address="10.0.0.9", member=member)
        member.conn = conn  # type: ignore[assignment]
        table.members[member.token] = member
        conns.append(conn)
    seconds, step, passed = 10.0, 0.01, 0
    t = 0.0
    while t < seconds:
        for c in conns:
            while table._take_part(c) <= 0:  # type: ignore[arg-type]
                passed += 1
        clock.now += step
        t += step
    bound = 240 + 120 * seconds
    assert passed <= bound * 1.05, (
        f"one address's 4 players and 28 pinging watchers passed {passed} messages in "
        f"{seconds:.0f} s; its burst and rate allow {bound:.0f}")
