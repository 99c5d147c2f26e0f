"""A table closed in the lobby after a match ended, before the next began: its closing notice
gives that match's final scores and who won (``winner``), and each reader's ``seat`` in them —
the seat they played, none for one who sat down since (newbie82 #4: a guest still reading the
match's results read only "… was closed by its host."; the app rebuilt the scores from its last
view, and a newcomer sat down since in a seat freed by a player who left the match would have
read that player's row as "(you)")."""

from __future__ import annotations

import asyncio

from net_testkit import WAIT, Player, start_host, until
from test_table_goes_away import connection_states

from net.client import Client
from unotui.connection import closed_text


async def test_a_table_closed_after_its_match_ended_says_that_matchs_results() -> None:
    host, port = await start_host(name="Den", seats=3)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    await ann.add_bot()
    await ann.start()
    await until(lambda: host.table.phase == "playing", "the match started")
    bob_seat = bob.seat
    await bob.leave()  # (a stand-in bot finishes his seat; it is free once the match ends)
    end = await asyncio.wait_for(Player(ann, 1).play_until("match_end"), WAIT * 6)
    await until(lambda: host.table.phase == "lobby", "the table back in its lobby")
    cy = await Client.connect_tcp("127.0.0.1", port, "Cy")  # (sits down in the lobby)
    await until(lambda: cy.seat is not None, "Cy seated")
    assert cy.seat == bob_seat  # (the seat Bob played: its row is Bob's, not Cy's)
    await host.close()
    ann_closed = (await connection_states(ann, "closed"))[-1]
    cy_closed = (await connection_states(cy, "closed"))[-1]
    for closed in (ann_closed, cy_closed):
        assert closed["reason"] == "shutdown" and closed["resumable"] is False
        assert {k: closed[k] for k in ("winner", "scores", "rounds", "names", "scoring")} \
            == {k: end[k] for k in ("winner", "scores", "rounds", "names", "scoring")}
    assert ann_closed["seat"] == 0  # (Ann's row in the scores is hers)
    assert cy_closed["seat"] is None  # (Cy played no seat of that match)
    winner = end["names"][end["winner"]]
    said = closed_text({**cy_closed, "you": cy_closed["seat"]})
    assert f"{winner} won the match!" in said and "Final scores after" in said, said
    assert "(you)" not in said, said
    for c in (ann, bob, cy):
        await c.close()


async def test_a_table_closed_during_a_match_names_no_winner_and_each_seat() -> None:
    host, port = await start_host(name="Den", seats=3)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await ann.add_bot()
    await ann.add_bot()
    await ann.start()
    watcher = await Client.connect_tcp("127.0.0.1", port, "Cy", spectate=True)
    await ann.recv("view", timeout=WAIT)
    await host.close()
    ann_closed = (await connection_states(ann, "closed"))[-1]
    watched = (await connection_states(watcher, "closed"))[-1]
    assert ann_closed["winner"] is None and ann_closed["seat"] == 0
    assert watched["seat"] is None and len(watched["scores"]) == 3
    for c in (ann, watcher):
        await c.close()
