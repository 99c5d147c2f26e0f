"""fixnet65 (net64 #2b): while a seat of the match is kept for a player who left it (``leave``),
a watcher who takes a bot's seat does not become the owner of a table that has none: the table
is the player's again when they take their seat back. If nobody comes back, the match ends with
the table still unowned, and then a seated player runs it (else nobody could start the next
match). Real TCP on loopback."""

from __future__ import annotations

from net_testkit import raw_joined, raw_recv, raw_send, start_host


async def test_a_taker_is_not_owner_while_a_left_seat_is_kept_and_is_once_the_match_ends(
) -> None:
    host, port = await start_host(seats=3)
    try:
        ann_r, ann_w = await raw_joined(port, "Ann")
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        table = host.table
        table.hold_bots()
        await raw_send(ann_w, {"t": "leave"})
        await raw_recv(ann_r, "bye")
        zed_r, zed_w = await raw_joined(port, "Zed", spectate=True)
        lobby = await raw_recv(zed_r, "lobby")
        await raw_send(zed_w, {"t": "take_seat", "seat": lobby["takeable"][0]})
        while True:
            lobby = await raw_recv(zed_r, "lobby")
            if lobby["you"] is not None:
                break
        assert lobby["owner"] is False and lobby["host"] is None
        assert table.owner is None
        table._back_to_lobby()  # (Ann never came back: the match over, the lobby)
        zed = next(m for m in table.members.values() if m.name == "Zed")
        assert table.owner == zed.token
    finally:
        await host.close()
