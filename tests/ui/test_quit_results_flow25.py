"""Quit (Ctrl+Q) on a round's results in the middle of a match asks first, as q there does,
and says unotui then closes; yes leaves the match (a bot takes the seat) and ends the app. It
used to end the app at once, the only place mid-match where Quit did not ask (ux25 #10)."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state, wait_for

from core import Phase
from unotui.app import build_app
from unotui.dialogs import ConfirmDialog
from unotui.screens.round_end import RoundEndScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def won_round() -> tuple[Any, ScriptedLink, Any]:
    """Zoe (seat 0) has just gone out on R5, mid-match: ``(state, link, app)``."""
    from core import Play, apply
    from core.cards import Card

    state = scripted_state()
    arrange(state, {0: ["R5"], 1: ["Y1", "W4"], 2: ["G1", "GS"], 3: ["B9"]}, "R9", current=0)
    state.uno_called[0] = True
    apply(state, 0, Play(Card.parse("R5")))
    assert state.phase is Phase.ROUND_OVER
    link = ScriptedLink(NAMES)

    async def factory() -> ScriptedLink:
        return link

    return state, link, build_app(link_factory=factory, lang="en", ascii_only=False)


async def ctrl_q_on_the_results(pilot: Any, app: Any, link: Any, state: Any) -> str:
    """Show ``state``'s round results and press Ctrl+Q there: the question's screen text."""
    link.feed_view(state)
    link.feed({"t": "round_end", "verified": True})
    await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
    await pilot.press("ctrl+q")
    await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
    return screen_text(app)


async def test_ctrl_q_on_the_results_mid_match_asks_then_ends() -> None:
    state, link, app = won_round()
    async with app.run_test(size=(80, 24)) as pilot:
        text = await ctrl_q_on_the_results(pilot, app, link, state)
        assert "Leave the match?" in text and text.count("Then unotui closes.") == 1
        assert "A bot plays your seat" in text
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        assert app.is_running and not link.left
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("y")
        await wait_for(pilot, lambda: app.return_code is not None)
    assert app.return_code == 0 and link.left


async def test_back_from_the_results_the_table_says_whom_the_next_deal_waits_for() -> None:
    """ux27 #14: a player who left the results (Enter) saw a frozen "Round over" line while a
    guest read theirs; it now says who is still reading and that the next deal waits for them
    (or the countdown)."""
    from unotui.screens.table import TableScreen
    from unotui.widgets.table_info import StatusLine

    state, link, app = won_round()

    def lobby(ana_ready: bool) -> dict[str, Any]:
        return {"t": "lobby", "phase": "playing", "you": 0, "host": 0, "settings": {},
                "seats": [
                    {"kind": "human", "name": "Zoe", "connected": True, "ready": True, "bot": None},
                    {"kind": "human", "name": "Ana", "connected": True, "ready": ana_ready,
                     "bot": None},
                    {"kind": "bot", "name": "Bo", "connected": True, "ready": True, "bot": "normal"},
                    {"kind": "bot", "name": "Cy", "connected": True, "ready": True,
                     "bot": "normal"}]}

    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        link.feed({"t": "round_end", "verified": True, "deal_in": 30.0})
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        link.feed(lobby(False))
        status = app.screen.query_one(StatusLine)
        await wait_for(pilot, lambda: "Still reading: Ana." in status.text)
        assert status.text.startswith("Round over: You won")
        link.feed(lobby(True))
        await wait_for(pilot, lambda: "Still reading" not in status.text)


async def test_an_ssh_visitors_quit_question_says_their_session_ends() -> None:
    """ssh29 #10: over SSH, what closes after the question is the visitor's SSH session."""
    state, link, app = won_round()
    app.ssh_door = "table"
    async with app.run_test(size=(80, 24)) as pilot:
        text = await ctrl_q_on_the_results(pilot, app, link, state)
        assert text.count("Then your SSH session ends.") == 1 and "unotui closes" not in text


async def test_m_on_the_results_mid_match_says_unotui_then_closes() -> None:
    """newbie39 #11: m on the results asked "Leave the match? … The game ends." and then the
    player was back at the shell, where q at the table and Ctrl+Q say so first."""
    state, link, app = won_round()
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        link.feed({"t": "round_end", "verified": True})
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await pilot.press("m")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        text = screen_text(app)
        assert "Leave the match?" in text and text.count("Then unotui closes.") == 1
        await pilot.press("y")
        await wait_for(pilot, lambda: app.return_code is not None)
    assert link.left


async def test_ctrl_q_on_the_history_over_the_results_asks_then_leaves_the_match() -> None:
    """ssh71 #1: the history (L) over a round's results is shown as a dialog is: Ctrl+Q there
    asks what it asks on the results, and yes leaves the match (a bot plays the seat) before
    the app ends — the history on top, it ended without leaving."""
    state, link, app = won_round()
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        link.feed({"t": "round_end", "verified": True})
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await pilot.press("L")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "HistoryScreen")
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert "Leave the match?" in screen_text(app)
        await pilot.press("y")
        await wait_for(pilot, lambda: app.return_code is not None)
    assert app.return_code == 0 and link.left
