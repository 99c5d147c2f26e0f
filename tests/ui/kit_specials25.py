"""Helpers for the ux25 special-move tests (``*_specials25.py``): a table on a scripted link, its
status line, a judgement-day round."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, arrange, footer_text, scripted_state, wait_for

from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def status(app: Any) -> str:
    from unotui.widgets.table_info import StatusLine

    return str(app.screen.query_one(StatusLine).text)


async def started(pilot: Any, link: ScriptedLink, state: Any) -> TableScreen:
    link.feed_view(state)
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                   and pilot.app.screen.view is not None
                   and pilot.app.screen.view["state_id"] == state.state_id)
    await pilot.pause()
    await wait_for(pilot, lambda: footer_text(pilot.app).strip() != "")
    screen = pilot.app.screen
    assert isinstance(screen, TableScreen)
    return screen


def judgement_state(hands: dict[int, list[str]], top: str, current: int,
                    **rules: Any) -> Any:
    """A judgement-day round: Ana's date is 1-6 (pattern 1, 6), the others' 12-25."""
    state = scripted_state(judgement_day=True, **rules)
    arrange(state, hands, top, current=current)
    state.dates = [[12, 25], [1, 6], [12, 25], [12, 25]]
    return state
