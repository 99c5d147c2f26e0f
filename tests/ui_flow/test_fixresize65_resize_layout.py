"""fixresize65: after any resize the table is laid out as a game started at that size. The
hand's height was reckoned at its region's old width (Textual asks a widget's height with the
width it is about to have, before its region has it): a pane made 39 wide (the hand compact,
two lines a row of cards) and then wide again kept a boxed row two lines high, the card tops
only, and the log the rows the hand lost (tmux65). While a chat line is typed, the log's lower
edge does not name L: L is a letter of the line then."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import screen_text

BOXES = ("#top", "#players-box", "#pile-box", "#middle", "#log-box", "#chat-box", "#hand-box")


async def _played_then_resized(sizes: list[tuple[int, int]]) -> tuple[dict[str, Any], str]:
    """The regions of the table's boxes and the screen's text after the same three moves at
    ``sizes[0]`` and the resizes to the others, in order."""
    from unotui.app import build_app
    from unotui.widgets.hand import HandView

    app = build_app(lang="en", ascii_only=False, bots=3, seed=3, bot_delay=0)
    async with app.run_test(size=sizes[0]) as pilot:
        await pilot.pause(0.5)
        for _ in range(3):  # draw and pass: the log fills with the bots' moves
            await pilot.press("d")
            await pilot.pause(0.4)
            await pilot.press("p")
            await pilot.pause(0.4)
        for size in sizes[1:]:
            await pilot.resize_terminal(*size)
            await pilot.pause(0.5)
        await pilot.pause(0.3)
        screen = app.screen
        regions: dict[str, Any] = {name: (tuple(screen.query_one(name).region),
                                          screen.query_one(name).display) for name in BOXES}
        regions["hand"] = tuple(screen.query_one(HandView).region)
        return regions, screen_text(app)


@pytest.mark.parametrize("sizes", [
    # 60x20 (the chat folded under a three-line log) made 39 wide and 60 again: the hand kept
    # two lines, the log six and the chat box came back
    [(60, 20), (39, 20), (60, 20)],
    # a roomy terminal (big cards) made small, then 80x24
    [(100, 34), (39, 20), (80, 24)],
    # within the narrow range (the hand compact at both widths)
    [(80, 24), (39, 24), (50, 24)],
])
async def test_fixresize65_layout_after_resizes_is_a_fresh_games(
        sizes: list[tuple[int, int]]) -> None:
    resized, text = await _played_then_resized(sizes)
    fresh, fresh_text = await _played_then_resized(sizes[-1:])
    assert resized == fresh, f"{text}\n\nstarted at {sizes[-1]}:\n{fresh_text}"
    assert text == fresh_text, f"{text}\n\nstarted at {sizes[-1]}:\n{fresh_text}"


async def test_fixresize65_log_edge_names_no_l_while_typing() -> None:
    from unotui.app import build_app

    app = build_app(lang="en", ascii_only=False, bots=3, seed=3, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.5)
        log_box = app.screen.query_one("#log-box")
        assert "L: history" in str(log_box.border_subtitle)
        await pilot.press("t")
        await pilot.pause(0.3)
        assert "L:" not in str(log_box.border_subtitle), screen_text(app)
        assert "PgUp/PgDn" in str(log_box.border_subtitle)  # (they still scroll the log)
        await pilot.press("L")
        await pilot.pause(0.3)
        assert app.screen.query_one("#chat-input").value == "L"  # (a letter of the line)
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert "L: history" in str(log_box.border_subtitle), screen_text(app)
