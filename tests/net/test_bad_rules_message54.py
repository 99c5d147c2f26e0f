"""proto54 #7: a ``bad_rules`` refusal quotes the value the client sent — an escape sequence
came back whole, a 65 KB value as a 65,619-character message. Its ``message`` is shown safe
and short (docs/PROTOCOL.md §11: ``message`` is for a person)."""

from __future__ import annotations

from net_testkit import raw_recv, raw_seated, raw_send, start_host


async def test_a_bad_rules_message_is_safe_to_show_and_short() -> None:
    host, port = await start_host()
    try:
        reader, writer = await raw_seated(port, "Own")
        for value in ("\x1b[2Jx", "x" * 60_000):
            await raw_send(writer, {"t": "set_rules", "rules": {"scoring": value}})
            refused = await raw_recv(reader, "error")
            assert refused["code"] == "bad_rules" and refused["fatal"] is False, refused
            assert "\x1b" not in refused["message"] and len(refused["message"]) <= 1000, \
                refused["message"][:1100]
            assert "scoring" in refused["message"]
        writer.close()
    finally:
        await host.close()
