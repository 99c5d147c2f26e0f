"""ssh60 #4: the SSH door's idle warning vanishes when a round ends. RoundEndScreen.on_mount
(unotui/screens/round_end.py) calls ``app.clear_notifications()`` to clear the round's
notices, and that clears the idle warning too (UnoApp.idle_warning, unotui/app.py, shows it as
a toast; its countdown, _idle_tick, stops once the toast is gone). A watcher — who never presses
a key — or a player away from the keyboard, warned a minute before the close while the round
was being played, reads the round's results without the warning, and the session closes
without a word: what ssh31 #9 made the warning for. Seen with OpenSSH (30x12, a watcher at a
door with --idle-timeout 1): warned at 30 s on the table, the match ended, and the results
showed no warning until "Closed after 60 seconds without a key press"."""

from __future__ import annotations

import pytest
from test_results_words25 import NAMES, finished_match
from textual.widgets._toast import Toast
from ui_testkit import wait_for

from unotui.screens.round_end import RoundEndScreen
from unotui.widgets.log import RoundWon


async def test_the_idle_warning_stays_over_the_round_results(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.launch import make_app

    monkeypatch.setenv("UNOTUI_SSH_IDLE_WARNING", "30")
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.bell = lambda: None  # type: ignore[method-assign]
        app.idle_warning()  # (the door's SIGUSR1: a minute, here 30 s, before the close)
        await pilot.pause()
        assert any("No key pressed" in n.message for n in app._notifications)
        # the round ends meanwhile (no key pressed): its results are shown
        won = [RoundWon(1, 1, 42, "out")]
        app.push_screen(RoundEndScreen(finished_match("standard"), NAMES, rounds=won,
                                       lobby=True))
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await pilot.pause(0.3)
        assert any("No key pressed" in n.message for n in app._notifications), \
            [n.message for n in app._notifications]
        shown = [str(toast.render()) for toast in app.screen.query(Toast)]
        assert any("No key pressed" in text for text in shown), shown
