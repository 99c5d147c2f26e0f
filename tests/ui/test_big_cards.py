"""A roomy terminal draws the cards big; a small one keeps every line for the game."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, arrange, scripted_state, shown, wait_for

from core import Card
from unotui.app import build_app
from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def table(hand: list[str], under: list[str]) -> tuple[Any, ScriptedLink, Any]:
    """Zoe to move with ``hand``, R9 on top of ``under`` (the latest last)."""
    state = scripted_state()
    arrange(state, {0: hand, 1: ["Y1"], 2: ["Y2"], 3: ["B9"]}, "R9", current=0)
    for code in under:
        card = Card.parse(code)
        state.draw_pile.remove(card)
        state.discard.insert(-1, card)
    link = ScriptedLink(NAMES)

    async def factory() -> ScriptedLink:
        return link

    return state, link, build_app(link_factory=factory, lang="en", ascii_only=False)


async def started(pilot: Any, link: ScriptedLink, state: Any) -> str:
    link.feed_view(state)
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                   and pilot.app.screen.view is not None)
    return await shown(pilot)


async def test_a_roomy_terminal_draws_big_cards_and_the_cards_under_the_top_one() -> None:
    state, link, app = table(["R5", "G9", "W4"], ["G2", "B4", "B9"])
    async with app.run_test(size=(120, 40)) as pilot:
        text = await started(pilot, link, state)
        lines = text.splitlines()
        # the hand: faces five cells wide, three lines high, the label in the middle
        assert any("│ R5  ││ G9  ││ W+4 │" in line for line in lines), text
        assert "│ W+4 │" in text
        # the top card: seven cells wide, its label in the corners as on a printed card
        assert "│R9     │" in text and "│  R9   │" in text and "│     R9│" in text
        # beside it, what lies under it, the latest first
        assert "Played before:  B9   B4   G2" in text
        assert all(len(line) <= 120 for line in lines) and lines[-2].startswith("╰")

        # a click on a big card picks that card (7 columns a card)
        await pilot.click(HandView, offset=(7 + 3, 3))
        assert app.screen.query_one(HandView).current() == "G9"

        # a small terminal: the usual small cards, and no room for the cards under the top
        await pilot.resize_terminal(80, 24)
        text = await shown(pilot)
        assert "│R5 │" in text and "│R9 │" in text and "│W+4│" in text
        assert "Played before" not in text
        assert text.splitlines()[-2].startswith("╰")


async def test_a_hand_too_long_for_big_rows_keeps_the_usual_cards_and_the_log() -> None:
    """Big rows may not squeeze the log: a hand of three big rows at 120×40 is drawn small."""
    hand = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "G1", "G2", "G3", "G4", "G5",
            "G6", "G7", "G8", "G9", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "Y1",
            "Y3", "Y4", "Y5", "Y6", "Y7", "W"]
    state, link, app = table(hand, [])
    async with app.run_test(size=(120, 40)) as pilot:
        text = await started(pilot, link, state)
        view = app.screen.query_one(HandView)
        assert not view.big() and not view.compact
        assert "│ W │" in text and "│  R9   │" in text  # small hand cards, the big top card
        assert app.screen.query_one("#log-box").size.height >= 10


async def test_a_full_table_of_ten_keeps_the_log_its_room_before_cards_grow() -> None:
    """Ten players make the players' box 13 lines high: at 96×34 big cards would leave the log
    seven lines, so the hand keeps the usual cards there; a taller terminal draws them big."""
    names = ["Zoe", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy"]
    state = scripted_state(players=10)
    arrange(state, {0: ["R5", "G9", "B1"], **{s: [f"Y{s}"] for s in range(1, 10)}}, "R9",
            current=0)
    link = ScriptedLink(names)

    async def factory() -> ScriptedLink:
        return link

    app = build_app(link_factory=factory, lang="en", ascii_only=False)
    async with app.run_test(size=(96, 34)) as pilot:
        text = await started(pilot, link, state)
        assert not app.screen.query_one(HandView).big()
        assert "│  R9   │" in text  # (the top card is big all the same)
        assert app.screen.query_one("#log-box").size.height >= 9  # (big cards: 7)
        await pilot.resize_terminal(120, 44)
        text = await shown(pilot)
        assert app.screen.query_one(HandView).big() and "│ R5  │" in text
