"""net70 #2: silent watchers of one network address shrink a seated player's message budget
there. PROTOCOL.md §6 (Limits): a member's message passes "its part of its address's: a bucket
of the address's burst and rate divided among the address's members connected now" — every
member connected, so watchers who send nothing at all (a `pong` every 10 s keeps them) count
as much as a player who plays. With 31 of them (the table's 32 watchers, less one place) a
seated housemate's part is 4/33 of a member's: 7 messages at once and 3.6 a second, where she
had 60 and 30; ten of them leave her 21. A player's move, UNO call, catch and a chat in one
second — or a client's automatic answers — are then refused with `rate_limited`, for as long as
the watchers stay, and they cost their owner nothing (net/host.py ``Table._take_msgs``: ``here``
counts every member with a connection). The limit is meant to refuse "a member who sends more
than its part ..., not a housemate within hers"; here the housemate is refused while nobody
else sends anything.

What should happen: members who send nothing do not take a part of the address's budget (count
those that sent a message other than `pong` lately), or a seated player's part does not shrink
for watchers — so a player sends 20 messages at once (a third of a member's burst) beside
silent watchers of her address as she does alone."""

from __future__ import annotations

import asyncio

from net_testkit import raw_recv, raw_seated, raw_send, start_host


async def _answered_of_a_burst(watchers: int) -> tuple[int, int]:
    host, port = await start_host(msg_burst=60, msg_rate=30.0, hello_timeout=5.0)
    try:
        ann_r, ann_w = await raw_seated(port, "Ann")
        silent = [await raw_seated(port, f"Quiet{i}", spectate=True) for i in range(watchers)]
        await asyncio.sleep(2.5)  # (every bucket full again after the hellos)
        for n in range(20):
            await raw_send(ann_w, {"t": "ping", "n": n})
        answered = refused = 0
        while answered + refused < 20:
            msg = await raw_recv(ann_r, "pong", "error")
            if msg["t"] == "pong":
                answered += 1
            else:
                assert msg["code"] == "rate_limited", msg
                refused += 1
        for _, w in silent:
            w.close()
        return answered, refused
    finally:
        await host.close()


async def test_a_player_alone_at_her_address_sends_a_burst_of_twenty() -> None:
    """(passes: the budget a player has)"""
    assert await _answered_of_a_burst(0) == (20, 0)


async def test_silent_watchers_of_her_address_do_not_cut_a_players_burst() -> None:
    answered, refused = await _answered_of_a_burst(31)
    assert refused == 0, (
        f"31 watchers of Ann's address that sent nothing left her {answered} of 20 messages "
        f"sent at once ({refused} refused with rate_limited)")


async def test_watchers_who_send_still_share_the_address_with_a_player() -> None:
    """(the bound kept: watchers of her address that do send — a chat each — count again, and
    a player's part shrinks with them, so the address's members together stay within its
    rate)"""
    host, port = await start_host(msg_burst=60, msg_rate=30.0, hello_timeout=5.0)
    try:
        ann_r, ann_w = await raw_seated(port, "Ann")
        talkers = [await raw_seated(port, f"Talk{i}", spectate=True) for i in range(31)]
        for _r, w in talkers:
            await raw_send(w, {"t": "chat", "text": "hi"})
        await asyncio.sleep(2.5)
        for n in range(20):
            await raw_send(ann_w, {"t": "ping", "n": n})
        answered = refused = 0
        while answered + refused < 20:
            msg = await raw_recv(ann_r, "pong", "error")
            answered += msg["t"] == "pong"
            refused += msg["t"] == "error"
        assert refused > 0 and answered < 20
        for _r, w in talkers:
            w.close()
    finally:
        await host.close()
