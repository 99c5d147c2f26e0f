"""review44: a watcher (or a player back) whose table screen opens with the match so far
already in the connection's queue (history then view: net/host.py sends every history before
its view) reads the rounds before the view under L at once. The queued view is shown at mount
(``now``), but the queued histories are posted and so staged after it: they wait for a next
view, which at a table of people thinking may be long in coming."""

from __future__ import annotations

from typing import Any

from test_history_filled41 import ROUND_ONE, round_two
from ui_testkit import ScriptedLink, app_on, wait_for

from core import view
from unotui.screens.table import TableScreen


class QueuedLink(ScriptedLink):
    """A link whose messages came before the table screen mounted (as ClientLink.queued)."""

    def __init__(self, names: list[str], early: list[dict[str, Any]]) -> None:
        super().__init__(names)
        self.early = list(early)

    def queued(self) -> list[dict[str, Any]]:
        early, self.early = self.early, []
        return early


async def test_histories_queued_before_mount_are_in_the_log_with_the_view() -> None:
    state = round_two()
    link = QueuedLink(["Zoe", "Ana", "Bo", "Cy"], [
        {"t": "history", "log": ROUND_ONE},
        {"t": "history", "log": view(state, 0)["log"]},
        {"t": "view", "view": view(state, 0)},
    ])
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        for _ in range(20):
            await pilot.pause(0.01)
        seqs = [ev.get("seq") for ev in app.screen.match_log.events if "seq" in ev]
        assert 2 in seqs and 3 in seqs, seqs  # (round one's Bo played Y7, Cy played G7)
