"""ssh71 #1: Ctrl+C (or Ctrl+Q) on the match's history (L) in the middle of a round ends the
app at once, without the "Leave the match?" question docs/SSH.md promises "on every screen and
over every dialog and the help". Over SSH the visitor's session ends with only "Thanks for
playing!", and the table reads "cat lost the connection" (not that they left: no bot is asked
to play for them until the reconnect window runs out); a hosting app would close its table for
everyone without a word. The history is a full ``Screen``, not a ``ModalScreen``, so
``UnoApp._screen_below_dialogs`` stops at it, finds no table under the dialogs and quits as
at the menu (``_quit_elsewhere`` → ``quit_now``).

Seen with OpenSSH in tmux against ``unotui host --headless --ssh``: in round 2, L, then Ctrl+C:
the session ended at once ("Thanks for playing! The same ssh command brings you back.")."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, screen_text, scripted_state, wait_for

from core import view
from unotui.dialogs import ConfirmDialog
from unotui.screens.table import TableScreen


@pytest.mark.parametrize("key", ["ctrl+c", "ctrl+q"])
@pytest.mark.parametrize("door", [None, "table"])
async def test_quitting_from_the_history_mid_round_asks_first(key: str, door: str | None) -> None:
    from unotui.i18n import set_language

    set_language("en")
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    app.ssh_door = door
    state = scripted_state()
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "history", "log": view(state, 0)["log"]})
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        # (at the table itself the same key asks: the question this test expects)
        await pilot.press(key)
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert "Leave the match?" in screen_text(app)
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("L")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "HistoryScreen")
        await pilot.press(key)
        for _ in range(20):
            await pilot.pause(0.02)
        assert app.is_running and app.return_code is None, "the app ended without asking"
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog), steps=200)
        assert "Leave the match?" in screen_text(app)
