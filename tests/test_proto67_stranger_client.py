"""proto67: findings of a stranger who wrote a client from docs/PROTOCOL.md alone.

#1  §2 "A minimal client" says what to do on every refusal a minimal client meets on an `act`
    (`stale_state`, `not_your_turn`, `not_now`) except `rate_limited`. A client that follows it
    ("waits for the next view") after a dropped `act` stalls for good: the table waits for a
    move that was never applied and no view comes (§5 "For bot authors" says so, 900 lines
    later). proto67's own client, written from §2, stalled a house-rules match this way: three
    clients acting on every view of a jump-in table spend a member's 60-message burst.
#2  A `start` refused with `bad_rules` for the players seated carries a `message` that is not a
    sentence ("these rules are for exactly 3 players, not 4"), while the error table (§4
    `error`) says `message` is "a sentence for the player"; the reference lobby shows it as it
    is (unotui/connection.py error_text: no wrapper for `bad_rules` outside `set_rules`), and
    the same check made by `set_rules` reads "These rules are for 5 players: …".
On 127.0.0.1 only."""

from __future__ import annotations

import re
from pathlib import Path

from net_testkit import raw_recv, raw_seated, raw_send

DOC = Path(__file__).resolve().parents[1] / "docs" / "PROTOCOL.md"


def test_minimal_client_section_says_what_to_do_after_a_dropped_act() -> None:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("**A minimal client**")
    end = text.index("* The first frame must be `hello`", start)
    section = text[start:end]
    assert "rate_limited" in section, (
        "§2 'A minimal client' lists stale_state, not_your_turn and not_now but not "
        "rate_limited: a client following it waits for a view that never comes")
    assert re.search(r"rate_limited.{0,300}retry_after", section, flags=re.S), \
        "the minimal client should be told to wait retry_after and act again on the newest view"


async def test_start_refused_for_the_players_seated_says_a_sentence() -> None:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        reader, writer = await raw_seated(port, "Own")
        await raw_send(writer, {"t": "set_rules", "rules": {"players": 3}})
        for _ in range(3):
            await raw_send(writer, {"t": "add_bot"})
        await raw_send(writer, {"t": "start"})
        refused = await raw_recv(reader, "error")
        assert refused["code"] == "bad_rules", refused
        message = refused["message"]
        assert message[:1].isupper() and message.rstrip().endswith((".", "!", "?")), (
            f"bad_rules message for start is not a sentence for the player: {message!r}")
        writer.close()
    finally:
        await host.close()
