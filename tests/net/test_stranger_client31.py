"""proto31: what a client written only from docs/PROTOCOL.md ran into, over real TCP.

A field sent as nil is a field left out (it was accepted for some fields and fatal for others);
a wild power named without whom is ``target_required``; a second UNO call says it was called
already; the host's refusals are sentences."""

from __future__ import annotations

from typing import Any

from net_testkit import hello, raw_closed, raw_connect, raw_recv, raw_send, start_host

from core.actions import Draw, Play, action_from_wire
from core.cards import Card
from core.game import IllegalAction, apply
from core.position import parse_position
from core.rules import Rules


async def _view(reader: Any) -> dict[str, Any]:
    return (await raw_recv(reader, "view"))["view"]


async def test_nil_fields_are_fields_left_out() -> None:
    host, port = await start_host(seats=2)
    try:
        reader, writer = await raw_connect(port)
        # a typed client's hello with every optional field empty
        await raw_send(writer, hello("Ann", token=None, password=None, spectate=None,
                                     chat_since=None))
        welcome = await raw_recv(reader, "welcome")
        assert welcome["seat"] == 0
        # an option sent as nil keeps the preset's value
        await raw_send(writer, {"t": "set_rules", "preset": None,
                                "rules": {"hand_size": None, "target_score": 200}})
        await raw_send(writer, {"t": "add_bot", "kind": None, "seat": None})
        await raw_send(writer, {"t": "ready", "ready": None})  # (the default: true)
        await raw_send(writer, {"t": "ping", "n": None})
        assert (await raw_recv(reader, "pong")).get("n") is None
        assert host.table.rules.hand_size == 7 and host.table.rules.target_score == 200
        seats = host.table.seats
        assert seats[1].kind == "bot" and seats[0].member is not None and seats[0].member.ready
        await raw_send(writer, {"t": "start"})
        view = await _view(reader)
        st = host.table.state
        assert st is not None
        # Ann to move holding R5 R7 G2 on a red 3: a play with every optional field nil
        host.table.state = st = parse_position(
            f"R5,R7,G2/G1,G4,Y3,Y4,B6 R3 * R 0 + 0 play 0,0 id={st.state_id}", st.rules,
            seed=st.rng)
        host.table.broadcast_views()
        view = await _view(reader)
        while view["state_id"] != st.state_id:
            view = await _view(reader)
        await raw_send(writer, {"t": "act", "state_id": st.state_id, "action": {
            "type": "play", "card": "R5", "color": None, "uno": None, "also": None,
            "target": None, "power": None}})
        await raw_recv(reader, "view")
        assert [c.code for c in st.hands[0]] == ["R7", "G2"]
        # a required field sent as nil is missing: fatal, and said so
        await raw_send(writer, {"t": "sit", "seat": None})
        closing = await raw_closed(reader)
        errors = [m for m in closing if m["t"] == "error"]
        assert errors[-1]["code"] == "bad_message" and errors[-1]["fatal"]
        assert "missing field 'seat'" in errors[-1]["message"]
        writer.close()
    finally:
        await host.close()


def test_a_nil_field_of_an_action_is_left_out() -> None:
    assert action_from_wire({"type": "draw", "color": None}) == Draw()
    assert action_from_wire({"type": "play", "card": "R5", "uno": None, "also": None}) == \
        Play(Card.parse("R5"))


def test_a_power_named_without_whom_is_target_required_and_a_second_uno_says_so() -> None:
    """proto31 #2, #3: a wild played with ``power: peek`` and no ``target`` was refused as
    ``no_power`` ("That wild power is not available."), though ``legal`` listed it with targets;
    a second UNO call read "You can call UNO only when you are down to one card." by a player
    holding one card."""
    from core.actions import CallUno
    from core.cards import Color

    rules = Rules(wild_powers=True)
    state = parse_position("W,R5,G2/G1,G4,Y3/B6,B8,B9 R3 * R 0 + 0 play 0,0,0", rules, seed=7)
    try:
        apply(state, 0, Play(Card.parse("W"), Color.RED, power="peek"))
    except IllegalAction as exc:
        assert exc.reason == "target_required", exc.reason
    else:
        raise AssertionError("a peek without a target was played")
    apply(state, 0, Play(Card.parse("W"), Color.RED, power="peek", target=1))
    one = parse_position("R5/G1,G4,Y3 R3 * R 0 + 0 play 0,0", Rules(), seed=7)
    one.uno_called[0] = True
    try:
        apply(one, 0, CallUno())
    except IllegalAction as exc:
        assert exc.reason == "cannot_call_uno" and str(exc) == "You have already called UNO."
    else:
        raise AssertionError("a second UNO call was taken")


async def test_the_hosts_refusals_are_sentences() -> None:
    """proto31 #5: "no match is being played", "spectators cannot play", "only in the lobby,
    before the match starts" (said between matches too, where it is allowed)."""
    host, port = await start_host(seats=2)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        await raw_recv(reader, "welcome")
        said = []
        for msg in ({"t": "act", "state_id": 0, "action": {"type": "draw"}},
                    {"t": "kick", "seat": 1}, {"t": "kick", "seat": 0},
                    {"t": "remove_bot", "seat": 1}):
            await raw_send(writer, msg)
            said.append((await raw_recv(reader, "error"))["message"])
        assert said == ["No match is being played.", "There is nobody in that seat.",
                        "You cannot remove yourself.", "There is no bot in that seat."], said
        writer.close()
    finally:
        await host.close()
