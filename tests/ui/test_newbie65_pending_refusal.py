"""newbie65 #4: under a pending Draw Two (house rules: stacking "same_type", Mattel's
Progressive UNO), moving onto a card of one's hand — ←/→ or its number key — says "W+4 does not fit the
pile now." of a Wild Draw Four, which fits any pile: the reason is the pending penalty, on which
only a Draw Two may go. Enter on the same card says it right ("No card of yours can go on the
pending penalty: take the 4 cards (d)."); describe_cursor (unotui/screens/table.py:2762-2769)
has no case for a pending penalty, so card after card reads "… does not fit the pile now."
and never what to do (d takes them) — the very thing its comment fixed when nothing is pending.

Seen at 80x24: `unotui play --rules house --bots 3 --bot-kind normal --seed 7`, Bo played
G+2, Cy B+2 on it; root (to take 4) pressed 6 on W+4: "W+4 does not fit the pile now."."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, arrange, scripted_state, wait_for

from core import Play, apply
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


async def test_a_wild_draw_four_under_a_pending_draw_two_is_refused_for_the_penalty() -> None:
    state = scripted_state(stacking="same_type")
    arrange(state, {0: ["Y2", "G9", "W4"], 1: ["R1", "Y1"], 2: ["G1", "B5"],
                    3: ["RD", "B1"]}, "R9", current=3)
    apply(state, 3, Play(Card.parse("RD")))  # Cy: Draw Two on Zoe, +2 pending
    assert state.current == 0
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause(0.1)
        await pilot.press("3")  # the cursor to W+4 (the hand is Y2 G9 W+4)
        await pilot.pause(0.1)
        said = status(app)
        assert "does not fit the pile" not in said, said
        assert "pending penalty" in said, said
