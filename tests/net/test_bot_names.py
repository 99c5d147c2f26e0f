"""Bots get friendly, distinct names that never copy a name someone at the table already has."""

from __future__ import annotations

from typing import Any

from net_testkit import WAIT, fast_config

from core.rules import Rules
from net.client import Client
from net.host import BOT_NAMES, Host
from net.local import join_local, start_local_game


async def last_lobby(c: Client) -> dict[str, Any]:
    """The newest lobby message once the queue is drained (a ping round trip orders it)."""
    await c.send({"t": "ping", "n": 77})
    lobby = c.lobby
    while True:
        msg = await c.recv(timeout=WAIT)
        if msg["t"] == "lobby":
            lobby = msg
        if msg["t"] == "pong" and msg.get("n") == 77:
            assert lobby is not None
            return lobby


async def test_two_bots_get_different_names_and_never_a_humans_name() -> None:
    host = Host(fast_config(seats=5))
    try:
        ann = await join_local(host, "Ana")  # the first bot name, taken by a human
        bo = await join_local(host, "bo")  # the second one, in other letters
        await ann.add_bot("basic")
        await ann.add_bot("random")
        lobby = await last_lobby(ann)
        seats = lobby["seats"]
        assert [(s["kind"], s["name"], s["bot"]) for s in seats[:4]] == [
            ("human", "Ana", None), ("human", "bo", None),
            ("bot", "Cy", "basic"), ("bot", "Dee", "random")]
        # a freed name is handed out again, first come first served
        await ann.remove_bot(2)
        await ann.add_bot("random", seat=4)
        lobby = await last_lobby(ann)
        assert [s["name"] for s in lobby["seats"]] == ["Ana", "bo", None, "Dee", "Cy"]
        assert lobby["seats"][4]["bot"] == "random"
        # a human who arrives with a bot's name is the one made unique
        await bo.spectate()
        cy = await join_local(host, "Cy")
        assert cy.name == "Cy 2"
        await cy.close()
        await bo.close()
        await ann.close()
    finally:
        await host.close()


async def test_when_every_friendly_name_is_taken_the_bot_is_named_by_its_kind() -> None:
    host = Host(fast_config(seats=2))
    try:
        owner = await join_local(host, "Zed")
        watchers = [await join_local(host, name, spectate=True) for name in BOT_NAMES]
        assert [w.name for w in watchers] == list(BOT_NAMES)
        await owner.add_bot("random")
        lobby = await last_lobby(owner)
        assert lobby["seats"][1]["name"] == "Random bot"
        for w in watchers:
            await w.close()
        await owner.close()
    finally:
        await host.close()


async def test_a_local_game_names_its_bots_around_the_player() -> None:
    host, client = await start_local_game(Rules(), bots=3, name="Bo", seed=1, start=False)
    try:
        seats = (await last_lobby(client))["seats"]
        assert [s["name"] for s in seats] == ["Bo", "Ana", "Cy", "Dee"]
        assert all(s["kind"] == "bot" and s["bot"] == "basic" for s in seats[1:])
    finally:
        await client.close()
        await host.close()
