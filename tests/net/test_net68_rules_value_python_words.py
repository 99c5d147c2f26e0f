"""net68 #4 (minor): a ``set_rules`` option whose value is a msgpack ext value (any ext type,
the timestamp too), or a list or map holding a nil, is refused with ``bad_rules`` as §1 says —
but the ``message`` quotes it as Python writes it: "must be a whole number, not
ExtType(code=5, data=b'abc')", "not Timestamp(seconds=1, nanoseconds=0)", "not [None]". A
``bin`` value was quoted as ``b'x'`` so and is now said in words ("binary data (3 bytes)",
proto61 #3); ext values and nil inside a value still come out in Python's words, which a client
in another language (the protocol's audience, PROTOCOL.md §1) cannot read. Real TCP on
loopback."""

from __future__ import annotations

import struct
from typing import Any

import msgpack  # type: ignore[import-untyped]
import pytest
from net_testkit import raw_recv, raw_seated, start_host


@pytest.mark.parametrize("value", [msgpack.ExtType(5, b"abc"), msgpack.Timestamp(1, 0),
                                   [None], {"a": None}],
                         ids=["ext", "timestamp", "nil-in-list", "nil-in-map"])
async def test_a_rules_value_is_not_quoted_in_pythons_words(value: Any) -> None:
    host, port = await start_host(seats=4)
    try:
        reader, writer = await raw_seated(port, "Own")
        body = msgpack.packb({"t": "set_rules", "rules": {"hand_size": value}},
                             use_bin_type=True, datetime=False)
        writer.write(struct.pack(">I", len(body)) + body)
        await writer.drain()
        refused = await raw_recv(reader, "error")
        assert refused["code"] == "bad_rules", refused
        message = refused["message"]
        for python in ("ExtType(", "Timestamp(", "b'", "None"):
            assert python not in message, message
        said = {"ExtType": "an extension value (type 5)", "Timestamp": "a timestamp"}
        assert said.get(type(value).__name__, "nil") in message, message
        writer.close()
    finally:
        await host.close()
