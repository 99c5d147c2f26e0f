"""newbie84's Chinese wording points (catalogue conventions: the host is 桌主, Enter is 回车).

#5: a chat line typed while the table is away reads "未发送：牌桌暂时连不上。连接恢复后按回车 发送。"
— a stray space between 回车 and 发送 (repro: join a table, kill -9 its host, t, type, Enter).

#6: three lines call the table's host (the app running the table) 主机, "the host computer",
where every other line says 桌主: the join list's "没有应答：主机可能已经停止", the quiet-table
line "牌桌 {n} 秒无消息：主机卡住了？" and "……或者主机卡住了". (主机:端口 for HOST:PORT is an
address, and stays.)
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _zh() -> dict[str, str]:
    return json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def test_newbie84_enter_sends_reads_without_a_stray_space() -> None:
    line = _zh()["Not sent: the table is away. Enter sends it once the connection is back."]
    assert "回车 发送" not in line, line


def test_newbie84_the_tables_host_is_the_zhuozhu_not_the_host_computer() -> None:
    zh = _zh()
    about_the_host = [
        "not answering: its host may have stopped",
        "Table silent {n} s: host stuck?",
        "Something at {address} took the connection but said nothing for {n} s: it is not a "
        "unotui table, or its host is stuck.",
    ]
    wrong = {key: zh[key] for key in about_the_host if "主机" in zh[key]}
    assert not wrong, wrong
