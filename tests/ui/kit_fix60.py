"""fix60's table at 60x20 (newbie57 #6): a log whose newest line is long, and its row's boxes."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, arrange, scripted_state, shown, wait_for

from core import Play, apply, view
from core.cards import Card
from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]
#: the log's newest line: at 60x20 beside the chat it was drawn "Cy drew 2 cards and misse…"
WHOLE = "Cy drew 2 cards and misses a turn"


async def table_after_a_draw_two(pilot: Any, app: Any, link: ScriptedLink) -> str:
    """Ana plays R1, Bo R+2: Cy draws 2 and misses a turn; Zoe (seat 0) to play. The screen."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G7", "B2", "Y3"], 1: ["R1", "Y1"], 2: ["RD", "G1"],
                    3: ["B1", "B5"]}, "R9", current=1)
    link.feed({"t": "view", "view": view(state, 0)})
    apply(state, 1, Play(Card.parse("R1")))
    apply(state, 2, Play(Card.parse("RD")))
    link.feed({"t": "view", "view": view(state, 0)})
    await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                   and app.screen.view is not None and app.screen.view["top"] == "RD")
    await pilot.pause(0.1)
    return await shown(pilot)


async def chat_said(pilot: Any, app: Any, link: ScriptedLink, text: str) -> str:
    """Bo says ``text`` in the chat; the screen once the chat shows it."""
    link.feed({"t": "chat", "id": 1, "from": "Bo", "seat": 2, "text": text})
    await wait_for(pilot, lambda: text in app.screen.query_one("#chat-lines").lines[-1])
    return await shown(pilot)


def log_rows(text: str) -> list[str]:
    """The rows of the log's row of boxes, from the Log box's top edge to its lower one."""
    rows = text.splitlines()
    top = next(i for i, row in enumerate(rows) if "─ Log ─" in row)
    bottom = next(i for i in range(top + 1, len(rows)) if rows[i].startswith("╰"))
    return rows[top:bottom + 1]
