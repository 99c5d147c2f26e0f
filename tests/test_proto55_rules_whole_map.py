"""proto55: a stranger's client, written from docs/PROTOCOL.md alone, against a real host on
loopback. §3 `set_rules` tells a client how to change one option: "send the table's whole
current rules map (`lobby.rules`, which lists every option) as `rules` with that one value
changed (no `preset` needed)", and lists what `set_rules` refuses besides a bad value: "Only
rules that need more seats than the table has are refused here for the table's size — ... —
and so are rules that no table can start, `players` that the teams do not divide". §13 gives
`jump_in_stacks` and `jump_in_colored_only` as plain `true | false` options, with no word of
needing `jump_in`.

The host refuses both options on without `jump_in` (`bad_rules`, "rules option 'jump_in_stacks'
needs jump_in = true"), a condition the doc does not give anywhere; and so the doc's own recipe
fails at a `chinese-party` table (which plays `jump_in` with `jump_in_stacks`): its whole rules
map with `jump_in` turned off is refused, and a client following the doc cannot turn Jump-In
off by changing one option."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host


async def _owner(port: int) -> tuple[Any, Any]:
    reader, writer = await raw_connect(port)
    await raw_send(writer, hello("Owner"))
    welcome = await raw_recv(reader, "welcome", "error")
    assert welcome["t"] == "welcome" and welcome["owner"], welcome
    await raw_recv(reader, "lobby")
    return reader, writer


async def _set_rules(reader: Any, writer: Any, **msg: Any) -> dict[str, Any]:
    """The answer to one `set_rules`: the `lobby` that shows the rules, or the `error`."""
    await raw_send(writer, {"t": "set_rules", **msg})
    return await raw_recv(reader, "lobby", "error")


async def test_the_whole_map_with_one_value_changed_turns_jump_in_off() -> None:
    host, port = await start_host()
    try:
        reader, writer = await _owner(port)
        lobby = await _set_rules(reader, writer, preset="chinese-party")
        assert lobby["t"] == "lobby", lobby
        rules = lobby["rules"]
        assert rules["jump_in"] is True and rules["jump_in_stacks"] is True
        answer = await _set_rules(reader, writer, rules={**rules, "jump_in": False})
        assert answer["t"] == "lobby", (
            f"§3: the table's whole rules map with one value changed was refused: {answer}")
        assert answer["rules"]["jump_in"] is False
        writer.close()
    finally:
        await host.close()


async def test_an_option_that_needs_jump_in_is_refused_alone_as_documented() -> None:
    """§3 and §13 now say it: `jump_in_stacks` and `jump_in_colored_only` need `jump_in`; one
    turned on without it is `bad_rules`, whose message names what it needs."""
    host, port = await start_host()
    try:
        reader, writer = await _owner(port)
        for option in ("jump_in_stacks", "jump_in_colored_only"):
            answer = await _set_rules(reader, writer, rules={option: True})
            assert answer["t"] == "error" and answer["code"] == "bad_rules", answer
            assert "needs jump_in = true" in answer["message"], answer
        writer.close()
    finally:
        await host.close()
    doc = (Path(__file__).resolve().parent.parent / "docs" / "PROTOCOL.md").read_text(
        encoding="utf-8")
    assert "`jump_in_stacks` and `jump_in_colored_only` need `jump_in`" in doc


async def test_set_seats_leaves_rules_the_whole_map_recipe_can_still_send() -> None:
    """§3 `set_rules` refuses "`players` above the seat count, `teams: "pairs"` under 4 seats";
    §3 `set_seats` names no check of the rules. The host lets `set_seats` shrink a table below
    what its rules need (here `players: 4`, then 2 seats) — a state `set_rules` itself refuses
    to make —, and from then on the doc's recipe fails for *every* option: the whole rules map
    with only `hand_size` changed is refused ("These rules are for 4 players: the table needs 4
    seats, not 2."). Either `set_seats` should refuse (or say what it does to the rules), or the
    recipe should still work."""
    host, port = await start_host()
    try:
        reader, writer = await _owner(port)
        lobby = await _set_rules(reader, writer, rules={"players": 4})
        assert lobby["t"] == "lobby", lobby
        await raw_send(writer, {"t": "set_seats", "count": 2})
        answer = await raw_recv(reader, "lobby", "error")
        if answer["t"] == "error":
            return  # set_seats refused: the table keeps rules its seats can hold
        assert len(answer["seats"]) == 2
        rules = answer["rules"]
        changed = await _set_rules(reader, writer, rules={**rules, "hand_size": 6})
        assert changed["t"] == "lobby", (
            f"the whole rules map with hand_size changed was refused after set_seats: {changed}")
        writer.close()
    finally:
        await host.close()
