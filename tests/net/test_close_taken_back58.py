"""review58 (cancellation and awaited cleanup, a849a1a's class): a hosted table's close that is
cancelled while the LAN goodbye is said is never finished, and cannot be asked again.

``LobbySession.close`` (and ``ClientLink.close``) mark themselves closed, then await
``Host.close``, whose first step awaits the advertisement's goodbye (``Advertiser.stop``: about
a quarter of a second of mDNS goodbyes, up to 2 s). A cancellation there — the lobby's
``_leave`` worker (Escape, y) cancelled by the lobby's unmount when the app quits meanwhile
(Ctrl+Q, a SIGTERM), whose ``on_unmount`` then calls ``session.close()`` again — leaves the
table listening and its match open: the second close returns at once (``closed`` is set), the
guests are never told the table closed (they read that the connection was lost), and the
journal is not marked closed. On loopback only (UNOTUI_MDNS_INTERFACES=127.0.0.1)."""

from __future__ import annotations

import asyncio
import socket

import pytest

from net.client import Client
from net.host import Host, TableConfig
from unotui.tables import LobbySession


def listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


async def test_a_close_cancelled_during_the_lan_goodbye_is_finished_by_the_next_close(
        ) -> None:
    host = Host(TableConfig(name="Den review58", seats=3))
    _bind, port = await host.start_server("127.0.0.1", 0)
    why = await host.advertise("127.0.0.1")
    assert why is None, why
    owner = await Client.connect_tcp("127.0.0.1", port, "Zoe")
    session = LobbySession(owner, host, f"127.0.0.1:{port}")
    try:
        closing = asyncio.ensure_future(session.close())  # (the lobby's _leave worker)
        for _ in range(100):  # (until the goodbye is being said)
            if host.advertiser is not None and host.advertiser._state == "stopped":
                break
            await asyncio.sleep(0)
        closing.cancel()  # (the lobby's unmount: the app quits meanwhile)
        with pytest.raises(asyncio.CancelledError):
            await closing
        await session.close()  # (the lobby's on_unmount closes what is left)
        await asyncio.sleep(0.2)
        assert not listening(port), "the table still listens after both closes"
    finally:
        await host.close()
        await owner.close()
