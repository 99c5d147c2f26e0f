"""newbie78 #3: on the Join screen, ↑ on the list's first row jumps to its last row (Textual's
OptionList wraps), and Enter then joins that table. The screen teaches ↑ as the way "up to the
tables found here" (its line under the Address field); but back from a table the list has the
focus already, with the table just left highlighted at the top — so the learned ↑, Enter
joined the last table listed, a stranger's: "Lobby of root's table · 1/4 seats taken ·
1 root (you, host)", made the owner of a table nobody meant to sit at.

By hand: two tables on the network (yours first); join yours; be removed by its host (k), or
leave; back on the Join screen press ↑ then Enter. What should be: ↑ on the first row stays on it
(or goes to the Address field), never around to another table."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui_flow"))

from flow_kit import screen_text, wait_for
from textual.widgets import OptionList

from net.discovery import TableInfo
from net.protocol import PROTOCOL_VERSION
from unotui.launch import make_app
from unotui.screens.join import JoinScreen


def _table(name: str, port: int) -> TableInfo:
    return TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                     seats=4, taken=1, phase="lobby", password=False,
                     service=f"{name} (t{port})._unotui._tcp.local.", owner="root")


async def two_tables(on_change: Any) -> Any:
    on_change("added", _table("Second", 18912))
    on_change("added", _table("Stranger", 18980))

    async def stop() -> None:
        return None

    return stop


async def always_answers(host: str, port: int) -> bool:
    return True


async def _up_from(highlighted: int | None) -> tuple[str | None, str | None]:
    """The Join screen listing two tables, the list focused with row ``highlighted`` (``None``:
    none, as ``update_list`` leaves it back from a table gone): the first row's id, and the id
    of the row ↑ highlights then (``None``: none)."""
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen(browse=two_tables, probe=always_answers))
        await wait_for(pilot, lambda: "Stranger" in screen_text(app), "the list")
        await pilot.pause(0.3)
        options = app.screen.query_one("#tables", OptionList)
        options.focus()
        options.highlighted = highlighted
        await pilot.pause()
        first = options.get_option_at_index(0).id
        await pilot.press("up")
        await pilot.pause()
        at = options.highlighted
        return first, options.get_option_at_index(at).id if at is not None else None


async def test_newbie78_up_on_the_first_row_does_not_go_round_to_another_table(
        fixed_settings: Path) -> None:
    first, chosen = await _up_from(0)
    assert first is not None and first.startswith("Second"), first
    assert chosen is None or chosen == first, (
        f"↑ on the first row went round to {chosen!r}; Enter would join it")


async def test_up_with_no_row_highlighted_does_not_take_the_last_table(
        fixed_settings: Path) -> None:
    """review87: with no row highlighted — the state the Join screen leaves the list in right
    after the player left a table that is not listed any more ("↑/↓ picks one then", away35
    #10) — Textual's ↑ went to the *last* row, a stranger's table, and the Enter after it
    joined that table. ↑ from no row takes the first row (as ↓ does), never the last."""
    first, chosen = await _up_from(None)
    assert chosen is None or chosen == first, (
        f"↑ with no row highlighted went to {chosen!r}, the last row; Enter would join it")
