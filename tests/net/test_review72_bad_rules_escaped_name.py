"""review72: a wrong option name is quoted at most 60 characters (core/rules.py ``_short``),
so that the known options after it fit the host's 1,000-character cut of a ``bad_rules``
message (docs/PROTOCOL.md §3: "a `bad_rules` refusal's `message` names the known options").
The name is cut *before* ``!r`` quotes it: 60 characters that ``repr`` writes as escapes
(``'\\U000f0000'``, ten characters each: private-use, unassigned or format characters) make a
600-character quote, and the last known options (``judgement_day``, ``misplay_penalty``) are cut
away again. On 127.0.0.1 only."""

from __future__ import annotations

from net_testkit import raw_recv, raw_seated, raw_send

from core.rules import OPTIONS


async def test_an_unknown_name_of_escaped_characters_still_gets_every_known_option() -> None:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        reader, writer = await raw_seated(port, "Own")
        await raw_send(writer, {"t": "set_rules", "rules": {"\U000f0000" * 200: 1}})
        refused = await raw_recv(reader, "error")
        assert refused["code"] == "bad_rules", refused
        missing = [name for name in OPTIONS if name not in refused["message"]]
        assert not missing, (len(refused["message"]), missing, refused["message"][-80:])
        writer.close()
    finally:
        await host.close()
