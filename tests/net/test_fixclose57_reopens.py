"""fixclose57 (newbie57 #5): a match its hosting player closes (Ctrl+Q then y mid-round, m then y
between rounds) can be opened again by its journal (``host --resume FILE``, the command its host
is told): its guests are told so by the ``shutdown`` notice's ``reopens`` (docs/PROTOCOL.md, "The
table closes"), and every reader gets the scores so far, not "Final scores". A match that
really ended, a table that keeps no journal (``/dev/null``) or whose journal does not outlive it
(an SSH visitor's), says nothing of coming back and keeps "Final". Real TCP on loopback."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from net_testkit import WAIT, Player, start_host

from core.rules import Rules
from net.client import Client
from net.host import Host
from net.journal import load
from unotui.connection import closed_text
from unotui.screens.join import closed_line


async def closed_of(client: Client) -> dict[str, Any]:
    """The ``_connection`` ``closed`` pseudo message ``client`` gets (its last)."""
    while True:
        msg = await client.recv("_connection", timeout=WAIT)
        if msg["state"] == "closed":
            return msg


def words(text: str) -> str:
    return " ".join(text.split())


async def two_players(tmp_path: Path, **config: Any) -> tuple[Host, Client, Client]:
    """Ann (the table's owner) and Bob at a 2-seat table an app hosts, a match begun."""
    config = {"name": "Den", "seats": 2, "journal": tmp_path / "den.jsonl", "in_app": True,
              **config}
    host, port = await start_host(**config)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    await ann.start()
    await bob.recv("view", timeout=WAIT)
    return host, ann, bob


async def one_round(ann: Client, bob: Client) -> None:
    """Both play (basic bots' moves) until the round's end."""
    await asyncio.wait_for(asyncio.gather(Player(ann, 1).play_until("round_end"),
                                          Player(bob, 2).play_until("round_end")), WAIT * 3)


async def test_a_guest_of_a_host_who_closed_mid_round_is_told_the_match_can_be_opened_again(
        tmp_path: Path) -> None:
    """Ctrl+Q then y mid-round: the guest read "Den was closed by its host." with "Final
    scores", nothing about coming back; `host --resume FILE` then gave them their seat and hand
    back under the same name."""
    host, ann, bob = await two_players(tmp_path)
    hand = sorted(bob.last_view["hand"])
    seat = bob.seat
    await host.close()  # (the hosting player's close: not a signal, not went_away)
    closed = await closed_of(bob)
    assert closed["reopens"] is True and closed["resumable"] is False, closed
    assert closed["message"] == "Den was closed by its host, who can open its match again."
    text = words(closed_text(closed, ssh=False))
    assert "Den was closed by its host." in text
    assert "join it under the same name and your seat is yours again" in text, text
    assert "No round had been played to its end" in text and "Final" not in text, text
    watcher = words(closed_text({**closed, "you": None}, ssh=False))
    assert "then you can watch it again" in watcher and "seat" not in watcher, watcher
    door = words(closed_text(closed, ssh=True))  # (a visitor of a door bound to the table)
    assert "join it again from here" in door, door
    assert "Its host can open its match again later." in words(closed_line("Den", closed))
    # (still marked closed in its journal: `host --resume` alone skips it, as before)
    assert load(tmp_path / "den.jsonl").closed_at is not None
    for c in (ann, bob):
        await c.close()
    # `host --resume FILE`: Bob, joining under the same name (his app sends the token it kept),
    # is back in his seat with his hand
    again = Host(host.config.replace(journal=tmp_path / "den.jsonl"), load(tmp_path / "den.jsonl"))
    _, port2 = await again.start_server("127.0.0.1", 0)
    try:
        back = await Client.connect_tcp("127.0.0.1", port2, "Bob", token=bob.token)
        view = await back.recv("view", timeout=WAIT)
        assert back.seat == seat and sorted(view["view"]["hand"]) == hand
        await back.close()
    finally:
        await again.close()


async def test_between_rounds_every_reader_gets_the_scores_so_far_not_final(
        tmp_path: Path) -> None:
    """m then y between rounds: the host read "Final scores after 1 round:" above "Its match
    can be opened again later", its guest "Final scores" and nothing about coming back."""
    host, ann, bob = await two_players(tmp_path, rules=Rules(target_score=10_000))
    await one_round(ann, bob)
    own = host.table.shutdown_message()  # (what the hosting app's own words are written from)
    await host.close()
    closed = await closed_of(bob)
    assert closed["reopens"] is True and closed["rounds"] == 1
    for text in (closed_text(closed, ssh=False), closed_text(own, by_you=True, ssh=False)):
        said = words(text)
        assert "Scores so far, after 1 round:" in said and "Final" not in said, said
    assert "You closed Den." in words(closed_text(own, by_you=True, ssh=False))
    for c in (ann, bob):
        await c.close()


@pytest.mark.parametrize("case", ["over", "dev_null", "ssh_visitor", "lobby"])
async def test_a_close_that_cannot_be_opened_again_keeps_final_and_says_nothing_of_coming_back(
        tmp_path: Path, case: str) -> None:
    config: dict[str, Any] = {}
    if case == "over":  # (a match of one round: its end is the match's)
        config["rules"] = Rules(scoring="single")
    if case == "dev_null":
        config["journal"] = Path("/dev/null")
    if case == "lobby":
        host, port = await start_host(name="Den", seats=2, journal=tmp_path / "d.jsonl",
                                      in_app=True)
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
        await host.close()
        closed = await closed_of(bob)
        assert closed["reopens"] is False and closed["scores"] is None
        await bob.close()
        return
    host, ann, bob = await two_players(tmp_path, **config)
    if case == "over":
        await one_round(ann, bob)
        await asyncio.sleep(0.05)  # (its table is back in its lobby: the match_end said it)
        assert host.table.state is not None and host.table.state.phase.name == "MATCH_OVER"
    if case == "ssh_visitor":  # (set by the lobby screen of an SSH visitor's app)
        host.table.reopenable = False
    await host.close()
    closed = await closed_of(bob)
    assert closed["reopens"] is False and closed["resumable"] is False, closed
    assert closed["message"] == "Den was closed by its host."
    text = words(closed_text(closed, ssh=False))
    assert "Den was closed by its host." in text
    assert "seat" not in text and "again" not in text and "so far" not in text, text
    for c in (ann, bob):
        await c.close()


@pytest.mark.parametrize("in_app", [False, True])
async def test_a_table_that_went_away_is_resumable_and_not_reopens(tmp_path: Path,
                                                                     in_app: bool) -> None:
    """A headless table stopped by its operator, an app's table stopped by a signal: as before,
    ``resumable`` (`host --resume` alone opens it), never both."""
    host, ann, bob = await two_players(tmp_path, in_app=in_app)
    host.table.went_away = in_app
    await host.close()
    closed = await closed_of(bob)
    assert closed["resumable"] is True and closed["reopens"] is False
    assert "Its match can go on" in closed_text(closed, ssh=False)
    for c in (ann, bob):
        await c.close()


def test_a_notice_of_an_older_host_without_reopens_reads_as_before() -> None:
    notice = {"table": "Den", "scores": [12, 0], "names": ["Ann", "Bob"], "rounds": 1,
              "resumable": False, "you": 1}
    text = words(closed_text(notice, ssh=False))
    assert text == "Den was closed by its host. Final scores after 1 round: Ann: 12 points " \
                   "Bob (you): 0 points", text
