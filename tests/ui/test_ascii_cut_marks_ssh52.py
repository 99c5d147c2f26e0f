"""ssh52, the ASCII filter's ellipsis: it spelled "…" as one ".", so a line cut short looked
finished ("Round 1 - single."). A cut reads "~" (no room) or "..." (room after it), in as
many cells; a "…" with its sentence going on stays a ".". The filter sees the whole line: the
text an ellipsis ends and the room after it are often two segments."""

from __future__ import annotations

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color

from unotui.widgets.ascii_filter import AsciiFilter, asciify


def test_a_cut_is_never_a_full_stop() -> None:
    cases = {
        "Round 1 · first to…": "Round 1 - first to~",
        "| Round 1 · single… |": "| Round 1 - single~ |",
        "Waiting for bob to play…     ": "Waiting for bob to play...   ",
        "Looking for tables… none found yet.": "Looking for tables. none found yet.",
        "Opening the table… (Escape again)": "Opening the table. (Escape again)",
        "Alexandra …  5": "Alexandra ~  5",  # (a column's two spaces stay)
    }
    for text, shown in cases.items():
        assert asciify(text) == shown, text
        assert cell_len(asciify(text)) == cell_len(text)


def test_the_filter_sees_the_room_in_the_next_segment() -> None:
    drawn = AsciiFilter().apply(
        [Segment("Search for commands…"), Segment("      "), Segment("|")], Color(0, 0, 0))
    assert "".join(seg.text for seg in drawn) == "Search for commands...    |"
    assert [len(seg.text) for seg in drawn] == [20, 6, 1]  # (each segment as long as it was)
    drawn = AsciiFilter().apply(
        [Segment("top    Round 1 · first to…"), Segment(" "), Segment("|")], Color(0, 0, 0))
    assert "".join(seg.text for seg in drawn) == "top    Round 1 - first to~ |"


def test_chinese_two_dot_ellipsis_is_not_two_cuts() -> None:
    """review65: Chinese writes its ellipsis "……"; each "…" was taken for a cut ("~~")."""
    shown = asciify("正在打开牌桌……（稍后再按 Esc 可放弃）", keep_writing=True)
    assert shown == "正在打开牌桌..（稍后再按 Esc 可放弃）", shown
    assert asciify("等待……", keep_writing=True) == "等待.."
