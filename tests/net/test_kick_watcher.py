"""The table's owner removes a watcher by the name the lobby's ``watchers`` lists (``kick`` with
``watcher``): net70 #1 — four watchers flooded the chat, every line a newcomer was sent on
joining was theirs, and ``kick`` named seats only, so nothing removed them."""

from __future__ import annotations

from net_testkit import raw_closed, raw_recv, raw_seated, raw_send, start_host, until

from net.client import Client


async def test_the_owner_removes_a_watcher_by_name_and_the_lobby_says_it() -> None:
    host, port = await start_host(seats=2)
    owner = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await owner.add_bot()
    troll_r, troll_w = await raw_seated(port, "Troll", spectate=True)
    await until(lambda: "Troll" in (owner.lobby or {}).get("watchers", []), "Troll listed")
    assert (owner.lobby or {}).get("kicks_watchers") is True  # (the host says it can)
    await owner.kick_watcher("Troll")
    frames = await raw_closed(troll_r)
    assert frames and frames[-1]["t"] == "error" and frames[-1]["code"] == "kicked", frames
    assert frames[-1]["fatal"] is True
    assert "Troll" not in [m.name for m in host.table.members.values()]
    await until(lambda: "Troll" not in (owner.lobby or {}).get("watchers", []),
                "the owner's lobby without Troll")
    troll_w.close()
    await owner.close()
    await host.close()


async def test_only_the_owner_kicks_and_only_a_watcher_there_by_that_name() -> None:
    host, port = await start_host(seats=3)
    owner_r, owner_w = await raw_seated(port, "Ann")
    bo_r, bo_w = await raw_seated(port, "Bo")
    _cy_r, cy_w = await raw_seated(port, "Cy", spectate=True)
    await raw_send(bo_w, {"t": "kick", "watcher": "Cy"})  # (not the owner)
    assert (await raw_recv(bo_r, "error"))["code"] == "not_host"
    for msg, words in (({"watcher": "Nobody"}, "Nobody is watching under that name."),
                       ({"watcher": "Bo"}, "Nobody is watching under that name."),  # (seated)
                       ({"watcher": "Cy", "seat": 1}, "Name a seat or a watcher, not both."),
                       ({}, "Name the seat, or the watcher, to remove.")):
        await raw_send(owner_w, {"t": "kick", **msg})
        refused = await raw_recv(owner_r, "error")
        assert (refused["code"], refused["message"], refused["fatal"]) \
            == ("bad_seat", words, False), msg
    assert any(m.name == "Cy" and m.conn is not None for m in host.table.members.values())
    for w in (owner_w, bo_w, cy_w):
        w.close()
    await host.close()


async def test_an_owner_watching_cannot_remove_themself() -> None:
    host, port = await start_host(seats=2)
    owner_r, owner_w = await raw_seated(port, "Ann")
    await raw_send(owner_w, {"t": "spectate"})  # (the owner gets up to watch)
    await until(lambda: any(m.name == "Ann" and m.seat is None
                            for m in host.table.members.values()), "Ann watching")
    await raw_send(owner_w, {"t": "kick", "watcher": "Ann"})
    refused = await raw_recv(owner_r, "error")
    assert (refused["code"], refused["message"]) == ("bad_seat", "You cannot remove yourself.")
    owner_w.close()
    await host.close()
