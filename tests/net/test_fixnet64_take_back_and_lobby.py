"""fixnet64: the take-back bucket refills (a player refused with ``rate_limited`` gets the seat
back after ``retry_after``), and a seat whose connection comes back after a drop — ``connected``
flips — is still shown to everyone at once (only a reconnect that changes nothing the others
see is answered to the reconnecting client alone). Real TCP on loopback."""

from __future__ import annotations

import asyncio

import pytest
from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host

import net.host


async def test_a_refused_take_back_succeeds_after_retry_after(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(net.host, "TAKE_BACK_BURST", 1)
    monkeypatch.setattr(net.host, "TAKE_BACK_EVERY", 0.5)
    host, port = await start_host(seats=2, bot_delay=3600.0)
    writers = []
    try:
        ar, aw = await raw_connect(port)
        writers.append(aw)
        await raw_send(aw, hello("Ann"))
        await raw_recv(ar, "welcome")
        r, w = await raw_connect(port)
        writers.append(w)
        await raw_send(w, hello("Bo"))
        token = (await raw_recv(r, "welcome"))["token"]
        await raw_send(aw, {"t": "start"})
        await raw_recv(r, "view")
        for expect in ("welcome", "error"):
            await raw_send(w, {"t": "leave"})
            await raw_recv(r, "bye")
            r, w = await raw_connect(port)
            writers.append(w)
            await raw_send(w, hello("Bo", token=token))
            got = await raw_recv(r, "welcome", "error")
            assert got["t"] == expect, got
            if expect == "welcome":
                await raw_recv(r, "view")
        assert got["code"] == "rate_limited" and got["fatal"] is True
        assert 0 < got["retry_after"] <= 0.5
        await asyncio.sleep(got["retry_after"])
        r, w = await raw_connect(port)
        writers.append(w)
        await raw_send(w, hello("Bo", token=token))
        got = await raw_recv(r, "welcome", "error")
        assert got["t"] == "welcome" and got["rejoined"] is True and got["seat"] == 1, got
    finally:
        for wr in writers:
            wr.close()
        await host.close()


async def test_a_seat_back_after_a_drop_is_shown_to_everyone() -> None:
    host, port = await start_host(seats=4)
    writers = []
    try:
        er, ew = await raw_connect(port)
        writers.append(ew)
        await raw_send(ew, hello("Eve"))
        await raw_recv(er, "lobby")
        r, w = await raw_connect(port)
        await raw_send(w, hello("Bob"))
        token = (await raw_recv(r, "welcome"))["token"]
        lobby = await raw_recv(er, "lobby")
        while lobby["seats"][1]["name"] != "Bob":
            lobby = await raw_recv(er, "lobby")
        w.close()  # (a drop: Bob's seat waits, connected false)
        while lobby["seats"][1]["connected"]:
            lobby = await raw_recv(er, "lobby")
        r, w = await raw_connect(port)
        writers.append(w)
        await raw_send(w, hello("Bob", token=token))
        await raw_recv(r, "welcome")
        assert (await raw_recv(r, "lobby"))["seats"][1]["connected"] is True
        lobby = await raw_recv(er, "lobby")
        assert lobby["seats"][1]["connected"] is True and lobby["seats"][1]["name"] == "Bob"
    finally:
        for wr in writers:
            wr.close()
        await host.close()
