"""Over real TCP the table's owner changes the rules in the lobby — before the first match and
again between matches — and every player's lobby shows them; anyone else is refused with a typed
error, and so is the owner during a match."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from net_testkit import WAIT, Player, start_host

from core.rules import Rules, preset
from net.client import Client


async def lobby_with(client: Client, rules: Rules) -> dict[str, Any]:
    """The next ``lobby`` message carrying ``rules`` (earlier lobby messages are skipped)."""
    wanted = rules.to_dict()
    while True:
        msg = await client.recv("lobby", timeout=WAIT)
        if msg["rules"] == wanted:
            return msg


async def test_the_owner_changes_the_rules_and_others_see_them() -> None:
    host, port = await start_host(seats=2)
    ann = bob = None
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
        assert ann.owner and not bob.owner

        # the owner picks the house preset with one change on top: Bob's lobby shows exactly that
        house = Rules.from_dict({"hand_size": 5}, preset("house"))
        await ann.set_rules({"hand_size": 5}, preset="house")
        seen = await lobby_with(bob, house)
        assert seen["phase"] == "lobby" and Rules.from_dict(seen["rules"]) == house
        assert host.table.rules == house

        # Bob is not the owner: refused with a typed error, the rules stay as they are
        await bob.set_rules(preset="official")
        error = await bob.recv("error", timeout=WAIT)
        assert (error["code"], error["fatal"]) == ("not_host", False)
        assert error["message"]
        assert host.table.rules == house

        # rules the table cannot use are refused to the owner too, with the reason
        await ann.set_rules({"players": 5})
        error = await ann.recv("error", timeout=WAIT)
        assert error["code"] == "bad_rules" and "5 seats" in error["message"]
        assert host.table.rules == house

        # during a match nobody changes them; back in the lobby after it, the owner does
        one_round = Rules(scoring="single", hand_size=5)
        await ann.set_rules({"scoring": "single", "hand_size": 5})
        await lobby_with(bob, one_round)
        await ann.start()
        await ann.recv("round_start", timeout=WAIT)
        await ann.set_rules(preset="official")
        assert (await ann.recv("error", timeout=WAIT))["code"] == "not_now"
        await asyncio.wait_for(asyncio.gather(Player(ann, 1).play_until("match_end"),
                                              Player(bob, 2).play_until("match_end")), WAIT * 3)
        assert host.table.rules == one_round and host.table.phase == "lobby"
        party = preset("chinese-party")
        await ann.set_rules(preset="chinese-party")
        seen = await lobby_with(bob, party)
        assert seen["phase"] == "lobby" and host.table.rules == party
        await ann.start()  # the next match is played under the new rules
        start = await bob.recv("round_start", timeout=WAIT)
        assert start["round"] == 1
        assert host.table.state is not None and host.table.state.rules == party
    finally:
        for client in (ann, bob):
            if client is not None:
                await client.close()
        await host.close()


async def test_rules_no_table_of_this_size_can_play_are_refused_at_set_rules() -> None:
    """A stranger's client (proto25 F1): teams that need more seats than the table has were
    accepted and refused only at ``start``, and so were teams the rules' own player count
    cannot split into. PROTOCOL.md says rules that need more seats are refused here."""
    host, port = await start_host(seats=3)
    ann = None
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        before = host.table.rules
        for rules, said in (({"teams": "pairs"}, "Teams of two need at least 4 seats: the "
                                                   "table has 3."),
                            ({"teams": "triples"}, "Teams of three need at least 6 seats"),
                            ({"players": 4}, "These rules are for 4 players: the table needs 4 "
                                             "seats, not 3.")):
            await ann.set_rules(rules)
            error = await ann.recv("error", timeout=WAIT)
            assert error["code"] == "bad_rules" and said in error["message"], (rules, error)
            assert host.table.rules == before
    finally:
        if ann is not None:
            await ann.close()
        await host.close()
    host, port = await start_host(seats=10)
    ann = None
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await ann.set_rules({"teams": "triples", "players": 4})  # (can never start)
        error = await ann.recv("error", timeout=WAIT)
        assert error["code"] == "bad_rules" and "multiple of 3" in error["message"]
        await ann.set_rules({"teams": "pairs", "players": 6})  # (fine: three pairs)
        await lobby_with(ann, Rules(teams="pairs", players=6))
    finally:
        if ann is not None:
            await ann.close()
        await host.close()


async def test_wd4_anytime_keeps_the_challenge_setting_as_sent() -> None:
    """proto25 F2: turning ``wd4_anytime`` on silently turned ``wd4_challenge`` off, so the
    documented recipe (send ``lobby.rules`` with one value changed) could not turn it back."""
    host, port = await start_host(seats=2)
    ann = None
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await ann.set_rules({"wd4_anytime": True})
        seen = await lobby_with(ann, Rules(wd4_anytime=True))
        assert seen["rules"]["wd4_challenge"] is True  # (as sent: it has no effect meanwhile)
        await ann.set_rules({**seen["rules"], "wd4_anytime": False})
        seen = await lobby_with(ann, Rules())
        assert host.table.rules == Rules() and host.table.rules.wd4_bluff_possible
    finally:
        if ann is not None:
            await ann.close()
        await host.close()


async def test_a_table_those_rules_can_never_start_does_not_open() -> None:
    """newbie44 #1: a 3-seat table with teams of two opened (from the Host form, or ``host``),
    and every start was refused in the words of a rules file."""
    import pytest

    from net.host import Host, TableConfig

    with pytest.raises(ValueError, match="Teams of two need at least 4 seats: the table has 3"):
        Host(TableConfig(seats=3, rules=Rules(teams="pairs")))
    await Host(TableConfig(seats=5, rules=Rules(teams="pairs"))).close()  # (four may start it)


async def test_host_refuses_seats_its_rules_cannot_start_with(tmp_path: Path) -> None:
    from test_commands import spawn

    rules = tmp_path / "pairs.toml"
    rules.write_text('teams = "pairs"\n', encoding="utf-8")
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0", "--seats",
                       "3", "--rules", str(rules), "--no-advertise",
                       UNOTUI_STATE_DIR=str(tmp_path))
    _out, err = await asyncio.wait_for(proc.communicate(), WAIT)
    assert proc.returncode == 2
    assert b"Teams of two need at least 4 seats: the table has 3. Give --seats" in err, err
