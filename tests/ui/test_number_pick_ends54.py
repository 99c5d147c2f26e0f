"""newbie54 #1: a number key picks a card, the same number again plays it — and the first
press never plays. A pick confirmed with Enter (or left with the arrows) stayed, so the same
number on a later turn played that turn's card at its first press (with two cards, before the
player could call UNO)."""

from __future__ import annotations

from typing import Any

from test_house_rules import run
from ui_testkit import ScriptedLink, arrange, scripted_state, wait_for

from core.game import apply, legal_actions
from unotui.widgets.hand import HandView


def plays(link: ScriptedLink) -> list[Any]:
    return [a for a in link.sent if a.get("type") == "play"]


async def test_a_number_confirmed_with_enter_does_not_play_next_turn_at_one_press() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "R6", "Y3"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("1", "enter")  # (picked with the number, played with Enter)
        await wait_for(pilot, lambda: plays(link) == [{"type": "play", "card": "R5"}])
        arrange(state, {0: ["R6", "Y3"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R5", current=1)
        state.state_id += 1
        link.feed_view(state)  # (the others play)
        await pilot.pause(0.2)
        arrange(state, {0: ["R6", "Y3"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R8", current=0)
        state.state_id += 1
        link.feed_view(state)  # (this player's turn again, the cursor on the first card)
        await pilot.pause(0.2)
        await pilot.press("1")
        await pilot.pause(0.2)
        assert len(plays(link)) == 1, "the first press of 1 played R6"
        await pilot.press("1")  # (the same number again: now it plays)
        await wait_for(pilot, lambda: len(plays(link)) == 2)
        assert plays(link)[-1] == {"type": "play", "card": "R6"}

    await run(state, keys)


async def test_a_pick_left_with_the_arrows_is_not_confirmed_by_the_number() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "R6", "Y3"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("2", "left", "right", "2")  # (picked, moved away and back)
        await pilot.pause(0.2)
        assert plays(link) == [], "2 after the arrows played the card at once"

    await run(state, keys)


async def test_a_pick_played_with_a_click_does_not_play_the_next_turn_at_one_press() -> None:
    """review60 #1: at a table of two a Skip played by a click brings the turn straight back
    (no view between says it is another's turn): the pick stayed, and the same number then
    played that turn's card at its first press."""
    state = scripted_state(players=2)
    arrange(state, {0: ["RS", "YS", "G1"], 1: ["B1", "B2", "B3"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        hand = app.screen.query_one(HandView)
        await pilot.press("1")  # (picks the red Skip, the first card)
        await pilot.pause()
        assert hand.current() == "RS" and plays(link) == []
        await pilot.click(HandView, offset=(2, 2))  # (a click on the card under the cursor)
        await wait_for(pilot, lambda: plays(link) == [{"type": "play", "card": "RS"}])
        apply(state, 0, legal_actions(state, 0)[0])  # (RS: Zoe's turn again at once)
        link.feed_view(state)
        await pilot.pause(0.3)
        assert state.current == 0 and hand.cards == ["YS", "G1"] and hand.cursor == 0
        await pilot.press("1")  # (the first press of 1 this turn)
        await pilot.pause(0.3)
        assert len(plays(link)) == 1, f"the first press of 1 played {plays(link)[-1]}"

    await run(state, keys)
