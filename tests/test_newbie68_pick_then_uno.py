"""newbie68 #1: with two cards the status line says "Press u first to call UNO with it".
A player who points at a card with its number (2), then does as told (u), then presses the
same number again to play it (2), sees nothing happen: u ended the pick
(unotui/screens/table.py on_key: every key not a number sets ``_picked = None``), so the
second 2 only points again and a third press is needed. u is part of playing that card."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

from test_house_rules import run
from ui_testkit import ScriptedLink, arrange, scripted_state


def plays(link: ScriptedLink) -> list[Any]:
    return [a for a in link.sent if a.get("type") == "play"]


async def test_number_u_number_plays_the_card() -> None:
    state = scripted_state()
    arrange(state, {0: ["Y9", "B9"], 1: ["Y1", "G1"], 2: ["G2", "G3"], 3: ["B1", "B2"]},
            "B5", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("2")  # (points at B9)
        await pilot.pause(0.2)
        await pilot.press("u")  # (as the status line says: u first)
        await pilot.pause(0.2)
        await pilot.press("2")  # (the same number again plays it)
        await pilot.pause(0.4)
        assert len(plays(link)) == 1, (
            f"2, u, 2 did not play B9; sent: {link.sent}")

    await run(state, keys)
