"""proto47: three places where a client written from docs/PROTOCOL.md alone had to guess what
the host does. The doc says it now; these pin that the host does what it says."""

from __future__ import annotations

from net_testkit import hello, raw_closed, raw_connect, raw_recv, raw_send, start_host

from core.rules import preset


async def test_spectate_with_the_token_of_a_seat_still_connected_takes_the_seat_back() -> None:
    """§2 Who sits where: the token wins over ``spectate: true`` for a seat the table still
    holds for a connected player too — the older connection is ``replaced``."""
    host, port = await start_host(seats=3)
    try:
        r1, w1 = await raw_connect(port)
        await raw_send(w1, hello("Ann"))
        welcome = await raw_recv(r1, "welcome")
        r2, w2 = await raw_connect(port)
        await raw_send(w2, hello("Ann", token=welcome["token"], spectate=True))
        again = await raw_recv(r2, "welcome")
        assert again["seat"] == welcome["seat"] is not None
        assert any(m.get("t") == "error" and m.get("code") == "replaced"
                   for m in await raw_closed(r1))
        w1.close()
        w2.close()
    finally:
        await host.close()


async def test_a_ping_without_n_gets_a_pong_without_it() -> None:
    """§4: ``pong`` echoes ``n``; a ``ping`` without one (or with nil) gets a ``pong`` without
    it."""
    host, port = await start_host(seats=3)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        await raw_recv(reader, "welcome")
        for ping in ({"t": "ping"}, {"t": "ping", "n": None}, {"t": "ping", "n": 7}):
            await raw_send(writer, ping)
            pong = await raw_recv(reader, "pong")
            assert pong == ({"t": "pong", "n": 7} if ping.get("n") else {"t": "pong"})
        writer.close()
    finally:
        await host.close()


async def test_an_unknown_rules_option_sent_as_nil_is_left_out_not_refused() -> None:
    """§1: an option sent as nil is left out, known or not; the same option with a value is
    ``bad_rules``, the table's rules unchanged."""
    host, port = await start_host(seats=3)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        await raw_recv(reader, "welcome")
        await raw_send(writer, {"t": "set_rules", "preset": "house", "rules": {"hand_sise": 5}})
        refused = await raw_recv(reader, "error")
        assert refused["code"] == "bad_rules"
        await raw_send(writer, {"t": "set_rules", "preset": "house",
                                "rules": {"hand_sise": None}})
        while True:
            msg = await raw_recv(reader, "lobby", "error")
            assert msg["t"] == "lobby", msg
            if msg["rules"] == preset("house").to_dict():
                break
        writer.close()
    finally:
        await host.close()
