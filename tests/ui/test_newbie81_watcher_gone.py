"""newbie81 #3: a watcher (no seat: "You are watching this match") at a table whose host was
killed reads, when the retries give up, "Your seat waits for you while the table keeps it. …
r then takes you back to your seat." — a seat they never had. Seen at 80x24 by a player who had
come back as a watcher; a watcher should read that r takes them back to watching."""

from __future__ import annotations

from typing import Any, ClassVar

from ui_testkit import ScriptedLink, arrange, scripted_state, shown, wait_for

from core import view
from unotui.app import build_app
from unotui.dialogs import TableGoneDialog
from unotui.screens.table import TableScreen


class FakeClient:
    lobby: ClassVar[dict[str, Any]] = {
        "t": "lobby", "table": "Friday table", "phase": "playing", "you": None, "seats": [
        {"kind": "human", "name": n, "connected": True, "ready": False, "bot": None}
        for n in ("Zoe", "Ana", "Bo", "Cy")]}
    chats: ClassVar[list[Any]] = []

    def retry(self) -> bool:
        return True

    def window(self) -> float:
        return 60.0


class WatcherLink(ScriptedLink):
    def __init__(self) -> None:
        super().__init__(["Zoe", "Ana", "Bo", "Cy"], None)
        self.client = FakeClient()


async def test_a_watcher_at_a_table_that_stopped_answering_is_not_told_of_a_seat() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=1)
    link = WatcherLink()
    link.feed({"t": "view", "view": view(state, None)})

    async def factory() -> ScriptedLink:
        return link

    app = build_app(link_factory=factory, lang="en", ascii_only=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        assert "you are watching" in await shown(pilot)
        link.feed({"t": "_connection", "state": "lost"})
        link.feed({"t": "_connection", "state": "closed", "reason": "gone"})
        await wait_for(pilot, lambda: isinstance(app.screen, TableGoneDialog))
        text = " ".join((await shown(pilot)).split())
        assert "stopped answering" in text
        assert "seat" not in text, text
