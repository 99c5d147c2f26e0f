"""tmux65: in tmux, a game at 80x24 whose log has filled, its pane split (39 wide) and the split
closed again (80 wide), keeps the log taller than before and cuts the hand to its cards' top
edges: the card faces and their numbers are gone for the rest of the round (a move, the help,
nothing brings them back). Likewise at 80x23 (80x24 less tmux's status line) made 39 wide, then
60. A game started at either size shows the whole hand: 5 rows."""

from __future__ import annotations

import pytest
from flow_kit import screen_text


def _hand_rows(text: str) -> list[str]:
    lines = text.splitlines()
    top = next(i for i, line in enumerate(lines) if "Your hand" in line)
    bottom = next(i for i in range(top + 1, len(lines)) if lines[i].startswith("╰"))
    return lines[top + 1:bottom]


@pytest.mark.parametrize("sizes", [
    # tmux: split-window -h in an 80x24 window (the game's pane 39 wide), then the split closed
    [(80, 24), (39, 24), (80, 24)],
    # the same, the window less tmux's status line, the split pane then widened to 60
    [(80, 23), (39, 23), (60, 23)],
])
async def test_tmux65_hand_whole_after_a_pane_is_narrowed_then_widened(
        sizes: list[tuple[int, int]]) -> None:
    from unotui.app import build_app

    app = build_app(lang="en", ascii_only=False, bots=3, seed=3, bot_delay=0)
    async with app.run_test(size=sizes[0]) as pilot:
        await pilot.pause(0.5)
        for _ in range(3):  # draw: the log fills with the bots' moves
            await pilot.press("d")
            await pilot.pause(0.4)
            await pilot.press("p")
            await pilot.pause(0.4)
        for size in sizes[1:]:
            await pilot.resize_terminal(*size)
            await pilot.pause(0.5)
        await pilot.pause(0.3)
        text = screen_text(app)
        rows = _hand_rows(text)
        # the hand shows the cards' faces and the number row under them (5 rows), as it
        # does in a game started at that size
        assert len(rows) >= 5, text
