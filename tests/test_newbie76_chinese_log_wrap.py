"""newbie76 #1: in Chinese the table's log (and the round-end story) wraps an entry at its last
space, not where Chinese may break, so a row is left nearly empty and the rest is pushed down:

    │ 你摸到了                                       │   (80x24: the row has room for 46 cells)
    │   B9、G1、G⊘、Y8、B⇄、G9、R⊘、B2（叠加了…      │
    │ 审判日！Ana 打出                               │
    │   G5、Y6，拼出了你的日期，并选择了红           │

At 60x20 the log has one row, and the entry cut to it loses everything it says:

    │ 审判日！你打出…            │     (not "审判日！你打出 R5、G6，拼出了…")
    │ Bo 与 Ana 换牌：先给出…    │

Cause: :func:`unotui.widgets.lines.wrap_hanging` wraps with Rich's ``Text.wrap``, which only
breaks at spaces, and a run such as "B9、G1、…（叠加了" or "R5、G6，拼出了你的日期，并选择了红" has
none; :func:`unotui.wrap.wrap_text` already breaks Chinese between characters (and keeps its
kinsoku rules). English is not affected: its words have spaces between them."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.console import Console

from unotui.widgets.lines import wrap_hanging

CASES = [
    # (a log line as the zh_CN catalogue words it, the log's inner width at that size)
    ("你摸到了 B9、G1、G⊘、Y8、B⇄、G9、R⊘、B2（叠加了 3 张罚牌）", 46),  # 80x24
    ("审判日！Ana 打出 G5、Y6，拼出了你的日期，并选择了红", 46),  # 80x24
    ("审判日！小明🎉 打出 R5、G6，拼出了李雷的日期，并选择了黄", 26),  # 60x20
    ("Bo 与 Ana 换牌：先给出 3 张，再随机拿走对方最多 3 张", 46),  # 80x24
]


@pytest.mark.parametrize(("line", "width"), CASES)
def test_newbie76_a_chinese_log_entry_fills_its_first_row(line: str, width: int) -> None:
    rows = wrap_hanging(Console(width=120), line, width)
    first = rows[0]
    # Chinese may break between any two characters: the first row is full but for a cell or
    # two (a wide character that does not fit, a closing mark kept with its word)
    assert cell_len(first) >= width - 3, (
        f"first row {first!r} ({cell_len(first)} of {width} cells) then {rows[1:]!r}")


def test_newbie76_the_one_row_log_at_60x20_still_names_the_cards() -> None:
    """The newest entry cut to the one row the log has at 60x20 keeps its cards."""
    rows = wrap_hanging(Console(width=120), "审判日！你打出 R5、G6，拼出了李雷的日期，并选择了黄", 26)
    assert "R5" in rows[0], rows
