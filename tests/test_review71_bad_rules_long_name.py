"""review71: review70 #5 cut a ``bad_rules`` message at 1000 characters "so the list of options
stays whole" — but the message quotes the unknown option's *name* before that list
(``unknown rules option 'NAME'; known options: …``), and a name is not bounded (only the
frame is): a client that sends a long wrong name (a JSON path, a pasted line, a bug writing a
whole value as the key) reads a message cut inside its own name, and no known option at all —
docs/PROTOCOL.md §3 says "a ``bad_rules`` refusal's ``message`` names the known options or the
allowed values". The same for a long wrong *value* of a choice option: "use one of: …" is cut
away. On 127.0.0.1 only."""

from __future__ import annotations

from net_testkit import raw_recv, raw_seated, raw_send


async def test_a_long_unknown_option_name_still_gets_the_known_options() -> None:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        reader, writer = await raw_seated(port, "Own")
        await raw_send(writer, {"t": "set_rules", "rules": {"x" * 2000: 1}})
        refused = await raw_recv(reader, "error")
        assert refused["code"] == "bad_rules", refused
        assert "hand_size" in refused["message"], refused["message"][-200:]
        await raw_send(writer, {"t": "set_rules", "rules": {"scoring": "y" * 2000}})
        refused = await raw_recv(reader, "error")
        assert refused["code"] == "bad_rules", refused
        assert "standard" in refused["message"].split("use one of")[-1], \
            refused["message"][-200:]
        writer.close()
    finally:
        await host.close()
