"""net69 #2: a frame whose map or list declares more entries than the frame's bytes hold (a
``map 32``/``array 32`` header of 4,294,967,295 entries, and nothing after it) is the same
fault as one whose list of five holds one, or whose string declares more bytes than follow:
the value ends before the frame's length says. The host answers the short list and the long
string so ("not a msgpack value: the value ends before the frame's length says"), but a
declared count above the frame's length so: "not a msgpack value: the bytes are not msgpack"
— msgpack refuses it earlier, with ``ValueError("4294967295 exceeds max_array_len(18)")``,
which :func:`net.protocol._why_not` does not recognise. A client author reading it looks for a
wrong byte where there is none (jsclient35 #5: the words are for a client written in any
language to act on).

What should hold: a declared count the frame cannot hold gets the words of a value cut short.
Real TCP on loopback, a spectator's connection each."""

from __future__ import annotations

import struct

import pytest
from net_testkit import expect_fatal_frames, raw_joined, start_host

HEAD = b"\x82\xa1t\xa4chat\xa4text"  # {"t": "chat", "text": <what follows>}
CUT_SHORT = "the value ends before the frame's length says"


@pytest.mark.parametrize("body", [
    HEAD + b"\xdd\x00\x00\x00\x05\x01",  # a list of 5 holding 1 (the reference answer)
    HEAD + b"\xdb\xff\xff\xff\xf0",  # a string of 4 GiB holding nothing
    HEAD + b"\xdd\xff\xff\xff\xff",  # a list of 4,294,967,295 holding nothing
    b"\xdf\xff\xff\xff\xff",  # a map of 4,294,967,295 holding nothing
], ids=["short_list", "long_str", "long_list", "long_map"])
async def test_a_count_the_frame_cannot_hold_is_a_value_cut_short(body: bytes) -> None:
    _host, port = await start_host(seats=2)
    reader, writer = await raw_joined(port, "Count", spectate=True)
    writer.write(struct.pack(">I", len(body)) + body)
    await writer.drain()
    fatal = await expect_fatal_frames(reader)
    writer.close()
    assert fatal["code"] == "bad_message"
    assert CUT_SHORT in fatal["message"], fatal["message"]
