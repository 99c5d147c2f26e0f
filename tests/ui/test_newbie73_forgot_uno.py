"""newbie73: what a player reads at the table right after forgetting UNO."""

from __future__ import annotations

from ui_testkit import scripted_table, shown, table_showing

from core import Card, Play, apply


async def test_newbie73_own_forgotten_uno_is_said_while_u_can_still_save_you() -> None:
    """newbie73 #1: you play your second-to-last card without pressing u. While the others
    may still catch you (c), your own row shows nothing (no "no UNO" mark: table_info.catchable
    is for other seats only) and the status line says only "Waiting for Ana to play…" —
    though u still calls UNO now (help: "u  call UNO: … or while you hold your last one").
    At 80x24 with easy bots the catch came 0.5 s later ("Bo caught you without UNO: you draw
    2") with no word on screen that the call was still open."""
    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2", "Y4"], 2: ["G2", "G3", "Y5"], 3: ["B1", "B3", "Y6"]},
        "R9", current=0)
    apply(state, 0, Play(Card.parse("R5")))  # Zoe (you): one card left, no UNO called
    assert state.catchable == 0
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        text = await shown(pilot)
        lines = text.splitlines()
        since = next(i for i, line in enumerate(lines) if "Since your last move" in line)
        status = lines[since + 1]  # the line under "Since your last move"
        zoe = next(line for line in lines if "Zoe (you)" in line)
        told = "UNO" in status or "no UNO" in zoe
        assert told, f"nothing says your UNO is still owed:\n{text}"
