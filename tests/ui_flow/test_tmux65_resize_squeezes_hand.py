"""tmux65: in tmux, a game at 80x23 (an 80x24 terminal less tmux's status line) whose log has
filled, made 39 wide by splitting the pane, then 60 wide again (the split pane widened), keeps a
log as tall as at 80 columns: the hand below is cut to its cards' top edges, the card faces and
their numbers gone, and stays so for the rest of the round. A game started at 60x23 shows the
whole hand."""

from __future__ import annotations

from flow_kit import screen_text


def _hand_rows(text: str) -> list[str]:
    lines = text.splitlines()
    top = next(i for i, line in enumerate(lines) if "Your hand" in line)
    bottom = next(i for i in range(top + 1, len(lines)) if lines[i].startswith("╰"))
    return lines[top + 1:bottom]


async def test_tmux65_hand_whole_after_a_pane_is_narrowed_then_widened() -> None:
    from unotui.app import build_app

    app = build_app(lang="en", ascii_only=False, bots=3, seed=3, bot_delay=0)
    async with app.run_test(size=(80, 23)) as pilot:
        await pilot.pause(0.5)
        for _ in range(3):  # draw: the log fills with the bots' moves
            await pilot.press("d")
            await pilot.pause(0.4)
            await pilot.press("p")
            await pilot.pause(0.4)
        await pilot.resize_terminal(39, 23)
        await pilot.pause(0.5)
        await pilot.resize_terminal(60, 23)
        await pilot.pause(0.8)
        text = screen_text(app)
        rows = _hand_rows(text)
        # the hand shows the cards' faces and the number row under them (5 rows at 60x23)
        assert len(rows) >= 5, text
