"""The join screen says it is joining while it asks the resolver whether a name is this
machine's (review78: ``learn_this_machine`` may take up to 3 s, with nothing said meanwhile)."""

from __future__ import annotations

import asyncio

import pytest
from flow_kit import screen_text, wait_for


async def test_joining_is_said_while_the_name_is_resolved(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui import tables
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    asked = asyncio.Event()

    async def slow_resolver(host: str) -> None:
        asked.set()
        await asyncio.Event().wait()  # (never answers: nothing leaves this machine)

    monkeypatch.setattr(tables, "learn_this_machine", slow_resolver)
    app = make_app(lambda: [JoinScreen("tables.example:12345", None, name="zoe",
                                       auto_join=True)],
                   ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, asked.is_set, "the resolver asked")
        await pilot.pause()
        assert "Joining tables.example:12345" in " ".join(screen_text(app).split())
