"""net65 #1: net64 #2b's fix (``take_seat`` does not make the taker owner while a seat is kept for
a player who left) holds only until that player steps out a second time. Ann plays alone with
bots, sends ``leave``; a watcher, Zed, takes a bot's seat (not owner: right); Ann takes her seat
back with her token (owner again: right). Ann sends ``leave`` once more: ``_remove_member`` hands
the table to the first connected seated player — Zed, seated by ``take_seat`` — although Ann's
seat is again kept for her. When Ann comes back she is not the owner, and Zed kicks her: during
a match that gives her seat to a bot for the rest of it and forgets her token. Real TCP on
loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_hello, raw_recv, raw_send, start_host

from net.protocol import ConnectionClosed, decode, read_frame


async def test_ann_stepping_out_twice_hands_her_table_to_the_stranger_who_took_a_bots_seat(
) -> None:
    host, port = await start_host(seats=3)
    try:
        ann_r, ann_w, _ = await raw_hello(port, "Ann")
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        table = host.table
        table.hold_bots()
        ann_token = table.owner
        await raw_send(ann_w, {"t": "leave"})
        await raw_recv(ann_r, "bye")
        zed_r, zed_w, _ = await raw_hello(port, "Zed", spectate=True)
        lobby = await raw_recv(zed_r, "lobby")
        await raw_send(zed_w, {"t": "take_seat", "seat": lobby["takeable"][0]})
        await raw_recv(zed_r, "view", "error")
        assert table.owner is None  # (net64 #2b's fix: right so far)
        ann_r, ann_w, welcome = await raw_hello(port, "Ann", token=ann_token)
        assert welcome["rejoined"] is True and welcome["owner"] is True
        await raw_send(ann_w, {"t": "leave"})  # (she steps out again)
        await raw_recv(ann_r, "bye")
        await asyncio.sleep(0.1)
        zed = next(m for m in table.members.values() if m.name == "Zed")
        stolen = table.owner == zed.token
        ann_r, ann_w, welcome = await raw_hello(port, "Ann", token=ann_token)
        assert welcome["rejoined"] is True
        await raw_send(zed_w, {"t": "kick", "seat": welcome["seat"]})
        codes = []
        while True:
            try:
                frame = await asyncio.wait_for(read_frame(ann_r), 1.0)
            except (TimeoutError, ConnectionClosed):
                break
            codes.append(decode(frame).get("code"))
        assert not stolen and welcome["owner"] is True and "kicked" not in codes, (
            f"Ann's second leave gave her table to Zed (owner is Zed: {stolen}); back, she is "
            f"owner: {welcome['owner']}; Zed's kick reached her: {'kicked' in codes}")
    finally:
        await host.close()


async def test_a_table_resumed_while_anns_seat_is_kept_is_not_the_takers(tmp_path: object
                                                                         ) -> None:
    """The same through ``host --resume``: Ann left (the journal says the table has no owner),
    Zed took a bot's seat; the host stops and is resumed. ``_resume`` calls ``_pick_owner``,
    which makes Zed, the only human seat, the owner although Ann's seat is still kept for her
    (a ``back_token``): back, she is not the owner, and Zed may kick her."""
    from pathlib import Path

    from net_testkit import fast_config

    from net.host import Host
    from net.journal import load

    journal = Path(str(tmp_path)) / "t.jsonl"
    host, port = await start_host(seats=3, journal=journal)
    try:
        ann_r, ann_w, _ = await raw_hello(port, "Ann")
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        host.table.hold_bots()
        ann_token = host.table.owner
        await raw_send(ann_w, {"t": "leave"})
        await raw_recv(ann_r, "bye")
        zed_r, zed_w, zed_welcome = await raw_hello(port, "Zed", spectate=True)
        lobby = await raw_recv(zed_r, "lobby")
        await raw_send(zed_w, {"t": "take_seat", "seat": lobby["takeable"][0]})
        await raw_recv(zed_r, "view", "error")
        assert host.table.owner is None
    finally:
        await host.close()
    host2 = Host(fast_config(seats=3, journal=journal), load(journal))
    try:
        _, port2 = await host2.start_server("127.0.0.1", 0)
        assert host2.table.owner != zed_welcome["token"], (
            "resumed, the table is Zed's, who took a bot's seat while Ann's was kept for her")
        _ann = await raw_hello(port2, "Ann", token=ann_token)
        assert _ann[2]["owner"] is True
    finally:
        await host2.close()
