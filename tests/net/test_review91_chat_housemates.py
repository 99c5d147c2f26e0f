"""review91 #1: net69 #1 (a member within its own limit refused because housemates spent its
address's share) was mended for messages (``Table._take_msgs``: each member passes its part of
the address's bucket), but not for chat: ``_on_chat`` still takes one token from the address's
chat bucket, shared by all (20 chats, 2 a second). Four players behind one router each send
their own 5-chat burst — every one within its own limit — and a fifth housemate's very first
chat line is refused "Too many chat messages" although it had sent none. PROTOCOL §6 Limits
now says a member who sends more than its part is refused, "not a housemate within hers"."""

from __future__ import annotations

import asyncio

from net_testkit import raw_seated, raw_send, start_host

from net.protocol import decode, read_frame


async def _chat_answers(reader: asyncio.StreamReader, seconds: float) -> list[dict]:
    seen: list[dict] = []
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while (left := end - loop.time()) > 0:
        try:
            seen.append(decode(await asyncio.wait_for(read_frame(reader, 1 << 20), left)))
        except TimeoutError:
            break
    return seen


async def test_a_housemate_who_sent_no_chat_is_not_refused_for_the_others_chats() -> None:
    host, port = await start_host(seats=4, chat_burst=5, chat_rate=0.5)
    talkers = [await raw_seated(port, f"T{i}", spectate=True) for i in range(4)]
    quiet_r, quiet_w = await raw_seated(port, "Quiet", spectate=True)
    for _r, w in talkers:  # (each its own burst of 5: within its own limit)
        for k in range(5):
            await raw_send(w, {"t": "chat", "text": f"hi {k}"})
    await asyncio.sleep(0.05)  # (read by the table: the address's 20 spent, 0.1 back)
    await raw_send(quiet_w, {"t": "chat", "text": "my first line"})
    seen = await _chat_answers(quiet_r, 0.5)
    for _r, w in [*talkers, (quiet_r, quiet_w)]:
        w.close()
    await host.close()
    refused = [m for m in seen if m.get("t") == "error"]
    assert not refused, f"the quiet housemate's first chat was refused: {refused}"
    assert any(m.get("t") == "chat" and m.get("text") == "my first line" for m in seen), seen


async def test_every_housemate_of_a_crowded_address_may_still_say_one_line() -> None:
    """Twenty-four members of one address: their part of its 20-line chat burst would be less
    than one line each, and none of them could ever chat. A part holds one line at least."""
    host, port = await start_host(seats=4, chat_burst=5, chat_rate=0.5)
    crowd = [await raw_seated(port, f"W{i}", spectate=True) for i in range(24)]
    last_r, last_w = crowd[-1]
    await raw_send(last_w, {"t": "chat", "text": "hello from the back"})
    seen = await _chat_answers(last_r, 0.5)
    for _r, w in crowd:
        w.close()
    await host.close()
    assert not [m for m in seen if m.get("t") == "error"], seen
    assert any(m.get("t") == "chat" and m.get("text") == "hello from the back" for m in seen)
