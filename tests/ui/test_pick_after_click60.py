"""review60: a number's pick survives a play made with the mouse. At a table of two, a Skip
played by a click brings the turn straight back (no view in between says it is someone else's
turn, so update_view's turn_came never resets _picked): the same number then plays that turn's
card at its FIRST press -- the very thing newbie54 #1 fixed for Enter."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, wait_for

from core.game import apply, legal_actions
from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView


def plays(link: ScriptedLink) -> list[Any]:
    return [a for a in link.sent if a.get("type") == "play"]


async def test_a_pick_played_with_a_click_does_not_play_the_next_turn_at_one_press() -> None:
    state = scripted_state(players=2)
    arrange(state, {0: ["RS", "YS", "G1"], 1: ["B1", "B2", "B3"]}, "R9", current=0)
    link = ScriptedLink(["Zoe", "Ana"])
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        assert hand.cards == ["RS", "YS", "G1"], hand.cards
        await pilot.press("1")  # (picks the red Skip, the first card)
        await pilot.pause()
        assert hand.current() == "RS" and plays(link) == []
        # (then the player clicks the card under the cursor: the click plays it)
        x = 2
        await pilot.click(HandView, offset=(x, 2))
        await wait_for(pilot, lambda: plays(link) == [{"type": "play", "card": "RS"}])
        apply(state, 0, legal_actions(state, 0)[0])  # (Play RS)
        link.feed_view(state)  # (a Skip at a table of two: Zoe's turn again at once)
        await pilot.pause(0.3)
        assert state.current == 0
        await pilot.pause()
        # (the new turn put the cursor on its first playable card, the yellow Skip: card 1)
        assert hand.cards == ["YS", "G1"] and hand.cursor == 0
        sent = len(plays(link))
        await pilot.press("1")  # (the FIRST press of 1 this turn)
        await pilot.pause(0.3)
        assert len(plays(link)) == sent, \
            f"the first press of 1 on a new turn played {plays(link)[-1]}"
