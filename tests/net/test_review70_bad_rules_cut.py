"""review70: proto54 #7 (7e9fac1f) cuts every ``bad_rules`` message to 300 characters; the one
for an unknown option — the refusal docs/PROTOCOL.md §3 promises "names the known options" — is
442 characters today, so it is cut in the middle of an option's name and the last options
(``death_number``, ``judgement_day``, ``misplay_penalty``…) are never named. A client author
(or a player of an older client) reading that list to fix the request is told part of it.
Port: review70's own range, on 127.0.0.1."""

from __future__ import annotations

from net_testkit import hello, raw_connect, raw_recv, raw_send


async def test_an_unknown_option_refusal_names_every_known_option() -> None:
    from core.rules import Rules, RulesError
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    await host.start_server("127.0.0.1", 9748)
    try:
        reader, writer = await raw_connect(9748)
        await raw_send(writer, hello("Own"))
        await raw_recv(reader, "welcome")
        await raw_recv(reader, "lobby")
        await raw_send(writer, {"t": "set_rules", "rules": {"foo": 1}})
        refused = await raw_recv(reader, "error")
        assert refused["code"] == "bad_rules", refused
        try:  # (the refusal as the rules engine words it, uncut)
            Rules.from_dict({"foo": 1}, Rules())
        except RulesError as exc:
            known = str(exc).split("known options:", 1)[1].replace(" ", "").split(",")
        assert "misplay_penalty" in known
        missing = [name for name in known if name not in refused["message"]]
        assert not missing, f"not named: {missing} in {refused['message']!r}"
        writer.close()
    finally:
        await host.close()
