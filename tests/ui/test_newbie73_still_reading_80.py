"""newbie73: back from the round's results at 80x24, whom the next deal waits for is cut off."""

from __future__ import annotations

from typing import Any

from ui_testkit import screen_text, wait_for

from unotui.screens.round_end import RoundEndScreen


async def test_newbie73_still_reading_names_are_on_screen_at_80() -> None:
    """newbie73 #3: host and one guest (Kim); the host wins a round, reads the results and
    leaves them with Enter while Kim still reads his. Back at the table, at 80x24, the status
    line shows "Round over: You won 48 points. The next round is dealt once they are ready…":
    who "they" are ("Still reading: Kim.") and "or after the countdown" are cut off by the
    line's ellipsis (unotui/screens/table.py waiting_text, ux27 #14's sentence, longer than
    the 78 columns the line has). The guest meanwhile sees "Next round in 20 s"; the host
    sees no countdown and no name. (The ux27 test reads StatusLine.text, the whole words,
    not what the screen shows.)"""
    from test_quit_results_flow25 import won_round

    from unotui.screens.table import TableScreen

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
        await wait_for(pilot, lambda: "Round over: You won" in screen_text(app))
        await pilot.pause()
        text = screen_text(app)
        line = next(row for row in text.splitlines() if "Round over: You won" in row)
        assert "Ana" in line, f"whom the deal waits for is cut off: {line!r}"
