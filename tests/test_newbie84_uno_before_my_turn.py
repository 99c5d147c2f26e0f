"""newbie84 #1: a newcomer holding two cards presses u while a bot still plays (getting ready to
call UNO as the turn comes), reads "Call UNO with your second-to-last card, or while you hold
one card." — the very thing they hold — and the press is forgotten: as the turn comes, Enter
plays the second-to-last card without UNO, and a bot catches them (+2). It happened to me twice
in two games (the log: "You played B⊘", then "You forgot UNO: press u before you are caught!",
then "Ana caught you without UNO: you draw 2").

Expected: a u pressed before the turn, with two cards, is either kept for the play that comes
(as a u pressed during a play in flight is, "UNO! will be called as your card lands"), or
answered with words that say why not now — it is not your turn yet.
"""

from __future__ import annotations

from ui_testkit import scripted_table, shown, table_showing


def _status(text: str) -> str:
    """The status line: the row right above the hand's box."""
    rows = text.splitlines()
    hand = next(i for i, row in enumerate(rows) if "Your hand" in row)
    return rows[hand - 1].strip()


async def test_u_pressed_just_before_my_turn_with_two_cards_is_not_lost_without_a_word() -> None:
    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2", "Y4"], 2: ["G2", "G3", "Y5"], 3: ["B1", "B3", "Y6"]},
        "R9", current=3)  # Cy to play; Zoe (seat 0, this app) holds two cards and plays next
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_showing(pilot, link, state)
        await pilot.press("u")
        await pilot.pause()
        said = _status(await shown(pilot))
        kept = bool(getattr(table, "uno_armed", False))
        assert kept or "turn" in said.lower(), (
            f"u before the turn was dropped, and the status line reads {said!r}")
