"""review58: an opening given up (the Host form's Escape cancels ``host_table``) while the
table's own player sat down left the table listening, with no owner and nothing to close it:
``host_table`` closed the table only on an error, not on a cancellation."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path
from typing import Any

import pytest
from flow_kit import loopback_plan

import net.client
import unotui.tables


def listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


async def test_a_table_whose_opening_is_given_up_while_its_player_sits_down_closes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    sitting = asyncio.Event()

    async def sits_for_ever(self: Any) -> None:
        sitting.set()
        await asyncio.Event().wait()

    monkeypatch.setattr(net.client.Client, "connect", sits_for_ever)
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    opening = asyncio.ensure_future(
        unotui.tables.host_table(loopback_plan("Den", port=port), "Ann"))
    await asyncio.wait_for(sitting.wait(), 10)
    assert listening(port)
    opening.cancel()  # (the form's Escape, once the opening has taken a while)
    with pytest.raises(asyncio.CancelledError):
        await opening
    for _ in range(100):
        if not listening(port):
            break
        await asyncio.sleep(0.02)
    assert not listening(port), "the given-up table still listens"
