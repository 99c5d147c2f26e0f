"""newbie80 #5: a text client watching a table's lobby, with a seat free, cannot sit down: r
sends ``ready`` (the host answers "!! Only a seated player can be ready.") and "s 4" says "No seat
can be taken over now: only a seat a bot plays, during a match." The app's lobby offers
"r Sit down" to a watcher; the text client's help names no way at all."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from unotui.commands import join


@pytest.mark.asyncio
async def test_r_sits_a_watcher_down_in_a_free_seat() -> None:
    sent: list[tuple[str, Any]] = []

    class _Client:
        seat = None  # (watching)
        lobby: ClassVar[dict[str, Any]] = {"t": "lobby", "phase": "lobby", "table": "Newbie", "host": 0,
                                 "seats": [
                                     {"kind": "human", "name": "root", "ready": False},
                                     {"kind": "human", "name": "root 2", "ready": False},
                                     {"kind": "human", "name": "root 3", "ready": False},
                                     {"kind": "empty", "name": None, "ready": False}]}
        view = None
        last_view = None

        async def ready(self, flag: bool = True) -> None:
            sent.append(("ready", flag))

        async def sit(self, seat: int) -> None:
            sent.append(("sit", seat))

    await join._command(_Client(), "r")
    assert sent == [("sit", 3)], sent
