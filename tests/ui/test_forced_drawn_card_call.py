"""review51: d3a2ff0 (newbie48 #2) tells a player whose drawn card would leave them one card
that u first calls UNO — but only when the card may be kept. Under ``force_play`` the drawn
card must be played (the "must be played (Enter)" line comes first), and playing it leaves
one card just the same: the line says nothing of u, Enter plays it uncalled, and a bot
catches — the very newbie48 #2 story, under the one rule where Enter is the only choice."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state, wait_for

from core import apply, legal_actions, view
from core.actions import Draw
from core.cards import Card
from unotui.app import build_app
from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def make(link: ScriptedLink) -> Any:
    async def factory() -> ScriptedLink:
        return link

    return build_app(link_factory=factory, lang="en", ascii_only=False)


async def fed(pilot: Any, link: ScriptedLink, state: Any) -> None:
    link.feed({"t": "view", "view": view(state, 0)})
    await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view is not None
                                      and s.view["state_id"] == state.state_id
                                      for s in pilot.app.screen_stack))
    await pilot.pause()


async def test_a_drawn_card_that_must_be_played_down_to_one_says_how_to_call_uno() -> None:
    state = scripted_state(force_play=True)
    arrange(state, {0: ["B2"], 1: ["Y1", "Y5"], 2: ["G1"], 3: ["B1"]}, "G9", current=0)
    state.draw_pile.remove(Card.parse("G4"))
    state.draw_pile.append(Card.parse("G4"))
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state)
        apply(state, 0, Draw())
        assert state.drawn == Card.parse("G4")
        assert any(getattr(a, "uno", False) for a in legal_actions(state, 0))  # (it may call)
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: "must be played" in " ".join(screen_text(app).split()))
        text = " ".join(screen_text(app).split())
        assert "u first calls UNO" in text or "Press u first to call UNO" in text, text
        await pilot.press("u")  # (armed: the line says the call goes with the play)
        await wait_for(pilot, lambda: "UNO! will be called as you play"
                       in " ".join(screen_text(app).split()))
        assert "must be played" in " ".join(screen_text(app).split())
