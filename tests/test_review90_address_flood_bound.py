"""review90 #1: `Table._take_part` (net69 #1) lets the members of one address pass more messages
than the address's bucket used to bound (docs/PROTOCOL.md §6 Limits: "an address gets four
members' worth (240 messages, 120 per second) ... joining again and again under new names gains
nothing").

When the address's bucket is spent, a member whose share (address burst/rate divided among its
members connected now) is not spent still passes, on its own bucket. The share is not taken
when it is already empty, so four members that drain the address bucket (and whose share is
empty) and many more that each send only their share when the address is empty pass the address
rate *plus* the sum of the others' shares: nearly twice 120 a second, and nearly twice the
240 burst, from one address. The more names join, the less of the shares the drainers waste:
new names do gain.

Deterministic: a fake clock, the table's default limits (60 / 30 a second per member, 4 members'
worth per address), 4 + 32 members of one address (32 watchers is the default maximum)."""

from __future__ import annotations

from types import SimpleNamespace

import net.host as host_mod
from net.host import Member, Table, TableConfig


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


async def _attack(monkeypatch, drainers: int, sharers: int, seconds: float) -> int:
    clock = Clock()
    monkeypatch.setattr(host_mod.time, "monotonic", clock.monotonic)
    table = Table(TableConfig(seats=4))
    conns = []
    for i in range(drainers + sharers):
        member = Member(f"tok{i}", f"P{i}")
        conn = SimpleNamespace(address="10.0.0.9", member=member)
        member.conn = conn  # type: ignore[assignment]
        table.members[member.token] = member
        conns.append(conn)
    drain, share = conns[:drainers], conns[drainers:]
    passed = 0
    step = 0.01
    t = 0.0
    while t < seconds:
        # the drainers spend whatever the address bucket holds (each within its own 30 a second)
        for c in drain:
            while table._take_part(c) <= 0:  # type: ignore[arg-type]
                passed += 1
        # then the others, while the address bucket is empty, spend their shares
        for c in share:
            while table._take_part(c) <= 0:  # type: ignore[arg-type]
                passed += 1
        clock.now += step
        t += step
    return passed


async def test_one_address_passes_no_more_than_its_bucket_bounds(monkeypatch) -> None:
    cfg = TableConfig()
    seconds = 10.0
    bound = cfg.msg_burst * cfg.addr_share + cfg.msg_rate * cfg.addr_share * seconds  # 1,440
    passed = await _attack(monkeypatch, drainers=4, sharers=32, seconds=seconds)
    assert passed <= bound * 1.05, (
        f"36 members of one address passed {passed} messages in {seconds:.0f} s; the address's "
        f"bucket bounds it at {bound:.0f} (240 + 120 a second)")


async def test_new_names_gain_nothing_not_even_past_the_docstrings_double(monkeypatch) -> None:
    """`_take_part`'s docstring claims what passes over the address's bucket is "at most its
    burst and rate again". A watcher that goes is removed (`_gone`), and one that joins under a
    new name gets a fresh share, full: 20 watchers swapped a second (each `hello` paid from the
    address's bucket) pass more than even twice the address's bound."""
    clock = Clock()
    monkeypatch.setattr(host_mod.time, "monotonic", clock.monotonic)
    table = Table(TableConfig(seats=4))
    address = "10.0.0.9"

    def join(i: int) -> SimpleNamespace:
        member = Member(f"tok{i}", f"P{i}")
        conn = SimpleNamespace(address=address, member=member)
        member.conn = conn  # type: ignore[assignment]
        table.members[member.token] = member
        return conn

    drain = [join(i) for i in range(4)]
    share = [join(i) for i in range(4, 36)]
    fresh = 36
    passed = 0
    seconds, step, t = 10.0, 0.01, 0.0
    swap_every, next_swap = 1 / 20, 0.0
    hello = SimpleNamespace(address=address, member=None)
    while t < seconds:
        if t >= next_swap and table._take_part(hello) <= 0:  # type: ignore[arg-type]
            passed += 1  # (the newcomer's hello)
            gone = share.pop(0)
            gone.member.conn = None
            table.members.pop(gone.member.token)
            share.append(join(fresh))
            fresh += 1
            next_swap += swap_every
        for c in drain + share:
            while table._take_part(c) <= 0:  # type: ignore[arg-type]
                passed += 1
        clock.now += step
        t += step
    cfg = TableConfig()
    bound = cfg.msg_burst * cfg.addr_share + cfg.msg_rate * cfg.addr_share * seconds
    assert passed <= 2 * bound, (
        f"one address passed {passed} messages in {seconds:.0f} s swapping 20 watchers a "
        f"second: over twice its bucket's bound {bound:.0f}")
