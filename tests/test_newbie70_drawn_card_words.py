"""newbie70 #1: after drawing a card that fits, only that card may be played (official rule
`draw_when_playable`, and `force_play`). Moving the cursor onto another card of the hand that
matches the pile by colour (Y0 on Y9) says "Y0 does not fit the pile now." — it does fit the
pile; the reason is the card just drawn. Pressing its number again says it right ("These rules
say a drawn card that fits must be played: play R9 (Enter)." with force play).
describe_cursor (unotui/screens/table.py:2781-2782) has no case for a drawn card, so it falls
through to "does not fit the pile now." (the same kind of slip newbie65 #4 fixed for a pending
penalty).

Seen at 80x24: `unotui play --rules FILE --seed 21 --bots 3 --bot-delay 2` with FILE
`[rules] misplay_penalty = 2, force_play = true, scoring = "single"`: on Y9 root drew R9 ("You
drew R9: it fits, and these rules say it must be played (Enter).") then pressed 5 on Y0:
"Y0 does not fit the pile now."."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))
from ui_testkit import ScriptedLink, arrange, scripted_state, wait_for

from core import Draw, apply
from core.cards import Card
from unotui.app import build_app
from unotui.screens.table import TableScreen
from unotui.widgets.table_info import StatusLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def make(link: ScriptedLink) -> Any:
    async def factory() -> ScriptedLink:
        return link

    return build_app(link_factory=factory, lang="en", ascii_only=False)


def status(app: Any) -> str:
    return app.screen.query_one(StatusLine).text


@pytest.mark.parametrize("rules", [{}, {"force_play": True}], ids=["official", "force_play"])
async def test_a_matching_card_after_a_drawn_one_is_not_said_not_to_fit(
        rules: dict[str, Any]) -> None:
    state = scripted_state(**rules)
    arrange(state, {0: ["Y0", "G5", "B3"], 1: ["R1", "Y1"], 2: ["G1", "B5"],
                    3: ["G2", "B1"]}, "Y9", current=0)
    state.draw_pile.remove(Card.parse("R9"))
    state.draw_pile.append(Card.parse("R9"))  # the next card drawn: R9, which fits Y9
    apply(state, 0, Draw())
    assert state.drawn == Card.parse("R9")
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause(0.1)
        hand = app.screen.query_one("HandView")
        key = str(hand.cards.index("Y0") + 1)
        await pilot.press(key)  # the cursor to Y0, which matches the yellow pile
        await pilot.pause(0.1)
        said = status(app)
        assert "does not fit the pile" not in said, said
        assert "R9" in said, said  # (the card drawn is the one that may be played)
