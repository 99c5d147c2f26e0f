"""proto61 #2 and #3: the words a client shows its player say what is so. A watcher whose
token connected again elsewhere was told "You joined this seat from another connection." —
it had no seat; a rules option sent as msgpack bin was quoted as Python reads it (``b'x'``).
Real TCP on loopback."""

from __future__ import annotations

from net_testkit import hello, raw_closed, raw_connect, raw_recv, raw_send, start_host

from core.rules import Rules, RulesError


async def test_a_watcher_replaced_is_not_told_of_a_seat() -> None:
    host, port = await start_host(seats=2)
    try:
        first_reader, first_writer = await raw_connect(port)
        await raw_send(first_writer, hello("Wat", spectate=True))
        token = (await raw_recv(first_reader, "welcome"))["token"]
        _second_reader, second_writer = await raw_connect(port)
        await raw_send(second_writer, hello("Wat", spectate=True, token=token))
        frames = await raw_closed(first_reader)
        said = [f for f in frames if f["t"] == "error" and f["code"] == "replaced"]
        assert said and "seat" not in said[0]["message"], said
        assert "watching this table from another connection" in said[0]["message"]
        second_writer.close()
    finally:
        await host.close()


def test_a_binary_rules_value_is_said_as_such() -> None:
    try:
        Rules.from_dict({"hand_size": b"x"})
    except RulesError as exc:
        assert "b'x'" not in str(exc) and "binary data (1 byte)" in str(exc), str(exc)
    else:
        raise AssertionError("a binary hand size was taken")
