"""fixzh71 (newbie79 #1): every line the text client prints wraps in terminal cells — the
table's line, a chat line, a notice, not only the view and the log —, its later rows under the
words after its mark; a command to copy is printed whole; "]" never starts a row."""

from __future__ import annotations

import os
from typing import Any

import pytest
from rich.cells import cell_len

from unotui.commands import join
from unotui.wrap import wrap_rows


@pytest.fixture
def sixty(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("shutil.get_terminal_size",
                        lambda fallback=(80, 24): os.terminal_size((60, 20)))


def _rows(capsys: pytest.CaptureFixture[str]) -> list[str]:
    return capsys.readouterr().out.splitlines()


def test_fixzh71_a_chinese_chat_line_wraps_under_its_words(
        sixty: None, capsys: pytest.CaptureFixture[str]) -> None:
    join._show({"t": "chat", "from": "root",
                "text": "哈哈，Ana又用死亡数字赢了！下次我一定抢牌，+4叠上去让你摸个够。"}, [])
    rows = _rows(capsys)
    assert len(rows) == 2 and all(cell_len(row) <= 60 for row in rows), rows
    assert rows[0].startswith("<root> ") and rows[1].startswith(" " * len("<root> ")), rows
    assert not any(row.lstrip()[:1] in "）、，。！" for row in rows), rows


def test_fixzh71_the_tables_line_wraps_in_cells(
        sixty: None, capsys: pytest.CaptureFixture[str]) -> None:
    seats = [{"name": name, "kind": kind, "ready": False}
             for name, kind in (("root", "human"), ("小明", "human"), ("Ana", "bot"),
                                ("Bo", "bot"))]
    from unotui.i18n import set_language

    set_language("zh_CN")
    try:
        join._show({"t": "lobby", "table": "周五牌局", "phase": "playing", "seats": seats}, [])
    finally:
        set_language("en")
    rows = _rows(capsys)
    assert len(rows) >= 2 and all(cell_len(row) <= 60 for row in rows), rows
    assert rows[0].startswith("== ") and all(row.startswith("   ") for row in rows[1:]), rows
    assert not any(row.lstrip()[:1] in "）、，。]" for row in rows), rows


def test_fixzh71_a_notice_wraps_in_cells(
        sixty: None, capsys: pytest.CaptureFixture[str]) -> None:
    join.say("-- " + "桌主把牌桌的规则改了：审判日、死亡数字、叠加罚牌，全部打开。大家的准备标记已清除。")
    rows = _rows(capsys)
    assert len(rows) == 2 and all(cell_len(row) <= 60 for row in rows), rows
    assert rows[1].startswith("   ") and not rows[1].startswith("    "), rows


def test_fixzh71_the_command_that_takes_the_seat_back_is_printed_whole(
        sixty: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_COMMAND", "unotui")

    class _Client:
        connected = True

        def __init__(self) -> None:
            self.lobby: dict[str, Any] = {"table": "周五牌局"}

    address = "192.168.100.200:7152"
    words = join.goodbye(_Client(), address, "Alexandra-Konstantinopoulou")
    join.say(words)
    rows = _rows(capsys)
    command = "  unotui join --text 192.168.100.200:7152 --name Alexandra-Konstantinopoulou"
    assert cell_len(command) > 60 and command in rows, rows  # (whole: the terminal folds it)
    assert all(cell_len(row) <= 60 for row in rows if row != command), rows


def test_fixzh71_a_closing_square_bracket_never_starts_a_row() -> None:
    rows = wrap_rows("3: Ana [机器人]、4: Bo [机器人]", 14)
    assert not any(row[:1] in "]、" for row in rows), rows
    assert not any(row.endswith("[") for row in rows), rows


def test_fixzh71_the_bare_uno_move_says_call_in_english_too() -> None:
    assert join.describe_action({"type": "uno"}) == "call UNO"


@pytest.mark.parametrize("text", ["12月25号", "１２月２５日", "12 月 25 日", "１２．２５"])
async def test_fixzh71_the_text_clients_date_reads_more_chinese_ways(text: str) -> None:
    acted: list[dict[str, object]] = []

    class _Client:
        async def act(self, action: dict[str, object]) -> None:
            acted.append(action)

    legal = [{"type": "date", "month": 12, "day": 25}]
    await join._name_date(_Client(), legal, text)
    assert acted == legal


async def test_fixzh71_date_after_a_full_width_space_is_a_date() -> None:
    acted: list[dict[str, object]] = []

    class _Client:
        def __init__(self) -> None:
            self.last_view = {"legal": [{"type": "date", "month": 12, "day": 25}]}

        async def act(self, action: dict[str, object]) -> None:
            acted.append(action)

    await join._command(_Client(), "date\u300012月25日")
    assert acted == [{"type": "date", "month": 12, "day": 25}]
