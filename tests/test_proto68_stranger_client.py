"""proto68: findings of a stranger who wrote a client from docs/PROTOCOL.md alone
(/work/scratch/proto68/client.py), checked against a real host on 127.0.0.1.

#1  §3's check order for an `act` ("the phase first (`not_now` …), then the seat
    (`not_seated`, `not_your_turn`), then `stale_state`, then the engine") and §4's `view.current`
    ("in `round_over` … not a seat to move") say a turn action sent between rounds is
    `not_your_turn`; the host answers `illegal_action` / `round_over` to every seat (the seat
    check is skipped between rounds), which the order never mentions.
#2  §2 "A minimal client" step 4 says `false_uno_penalty` and `false_catch_penalty` are "the house
    presets": the `house` preset sets neither, `chinese-party` sets only `false_uno_penalty`,
    and no preset sets `false_catch_penalty`.
#3  §4 `view.current` says "in `choose_color` the player who played the wild", but that phase
    comes only for a Wild turned up first (§5 `color`, §11 `no_judgement`): nobody played it
    (`top_by` null). Seen on a live table (seed 16, round 27): dealer 2, `current` 0 (the first
    player), `top` "W", `top_by` null, `legal` the four `color` actions.
#4  §2 "A minimal client" step 5: "On error `stale_state` or `not_your_turn` waits for the next
    `view`". The view that made the act stale has always come already, before the error (the
    host applies the other move, sends its views, then refuses the act); when it is still the
    client's turn, no view comes after the error and a table without a turn timer waits for
    good. Seen: A to move at state 0, B's `uno` (a false call under false_uno_penalty) arrives
    first; A reads `view` state 1 (A still to move, 5 legal), then `error stale_state`
    (state_id 1), and nothing more. §6 "State ids" says it right ("look at the newest view (the
    one with that state_id)").
On 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

from net_testkit import raw_recv, raw_seated, raw_send

DOC = Path(__file__).resolve().parents[1] / "docs" / "PROTOCOL.md"


def _pick(view: dict[str, Any]) -> dict[str, Any] | None:
    """§2 step 4: on its own turn, one entry of `legal` that is not `uno` or `catch`."""
    if view["current"] != view["seat"]:
        return None
    turn = [a for a in view["legal"] if a["type"] not in ("uno", "catch")]
    with_uno = [a for a in turn if a.get("uno")]
    plays = [a for a in turn if a["type"] == "play"]
    return (with_uno or plays or turn or [None])[0]


async def test_a_turn_action_between_rounds_is_answered_as_the_check_order_says() -> None:
    from core.rules import Rules
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=3, bot_delay=0.0, round_pause=30.0,
                            rules=Rules(target_score=500), seed="proto68"))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        reader, writer = await raw_seated(port, "Own")
        for _ in range(2):
            await raw_send(writer, {"t": "add_bot", "kind": "easy"})
        await raw_send(writer, {"t": "start"})
        last: dict[str, Any] = {}
        acted = None
        while True:
            msg = await asyncio.wait_for(raw_recv(reader, "view", "round_end"), 20)
            if msg["t"] == "round_end":
                break
            last = msg["view"]
            action = _pick(last)
            if action is not None and last["state_id"] != acted:
                acted = last["state_id"]
                await raw_send(writer, {"t": "act", "state_id": acted, "action": action})
        assert last["phase"] in ("round_over", "match_over")
        await raw_send(writer, {"t": "act", "state_id": last["state_id"],
                                "action": {"type": "draw"}})
        refused = await asyncio.wait_for(raw_recv(reader, "error"), 5)
        if refused["code"] == "not_your_turn":
            return  # what §3's order says
        assert refused["code"] == "illegal_action" and refused["reason"] == "round_over", refused
        text = DOC.read_text(encoding="utf-8")
        start = text.index("A message is checked in this order")
        order = text[start:text.index("| `t` | fields | meaning |", start)]
        assert "round_over" in order, (
            "between rounds the host answers a turn action with illegal_action/round_over, "
            "skipping the seat check (not_your_turn) that §3's order puts before the engine; "
            f"the order does not say so: {refused}")
        writer.close()
    finally:
        await host.close()


def test_the_presets_the_minimal_client_names_set_the_false_call_penalties() -> None:
    from core.rules import PRESETS, preset

    text = DOC.read_text(encoding="utf-8")
    m = re.search(r"`false_uno_penalty` and\s+`false_catch_penalty` \(the house presets\)", text)
    if m is None:
        return
    for option in ("false_uno_penalty", "false_catch_penalty"):
        setting = {name: getattr(preset(name), option) for name in PRESETS}
        assert any(v for name, v in setting.items() if name != "official"), (
            f"§2 step 4 calls {option} one of 'the house presets', but no preset sets it: "
            f"{setting}")


def test_current_in_choose_color_is_not_said_to_be_who_played_the_wild() -> None:
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    assert "`choose_color` the player who played the wild" not in text, (
        "§4 view.current: choose_color happens only for a Wild turned up first, which nobody "
        "played (top_by null): current is the first player, the seat after the dealer, who "
        "names its colour (§5 color)")


async def test_after_stale_state_the_minimal_client_is_not_told_to_wait_for_a_view_that_came() -> None:
    from core.rules import Rules
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=2, bot_delay=0.0, round_pause=30.0,
                            rules=Rules(false_uno_penalty=2), seed="proto68-4"))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        conns = [await raw_seated(port, name) for name in ("Ann", "Bob")]
        await raw_send(conns[0][1], {"t": "start"})
        views = [await asyncio.wait_for(raw_recv(r, "view"), 10) for r, _w in conns]
        first = views[0]["view"]
        mover = first["current"]
        (ra, wa), (_rb, wb) = conns[mover], conns[1 - mover]
        mine = views[mover]["view"]
        sid = mine["state_id"]
        await raw_send(wb, {"t": "act", "state_id": sid, "action": {"type": "uno"}})
        await asyncio.sleep(0.2)
        turn = [a for a in mine["legal"] if a["type"] not in ("uno", "catch")]
        await raw_send(wa, {"t": "act", "state_id": sid, "action": turn[0]})
        seen: list[dict[str, Any]] = []
        while True:
            msg = await asyncio.wait_for(raw_recv(ra, "view", "error"), 5)
            seen.append(msg)
            if msg["t"] == "error":
                break
        assert msg["code"] == "stale_state", msg
        came_before = [m["view"] for m in seen if m["t"] == "view"
                       and m["view"]["state_id"] == msg["state_id"]]
        assert came_before and came_before[-1]["current"] == came_before[-1]["seat"]
        try:
            later = await asyncio.wait_for(raw_recv(ra, "view"), 1.5)
        except TimeoutError:
            later = None
        if later is not None:
            return
        text = DOC.read_text(encoding="utf-8")
        start = text.index("**A minimal client**")
        section = " ".join(text[start:text.index("* The first frame must be `hello`", start)].split())
        assert "`stale_state` or `not_your_turn` waits for the next `view`" not in section, (
            "after stale_state the view with the error's state_id came before the error, and "
            "no view follows while it is still this seat's turn: a minimal client that 'waits "
            "for the next view' waits for good")
        for _r, w in conns:
            w.close()
    finally:
        await host.close()
