"""newbie69: ``unotui discover`` lists a table named in Chinese out of its columns."""

from __future__ import annotations

from rich.cells import cell_len

from net.discovery import TableInfo
from net.protocol import PROTOCOL_VERSION
from unotui.commands.discover import format_tables


def _table(name: str, port: int) -> TableInfo:
    return TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION, seats=3, taken=3,
                     phase="playing", password=False, service=f"{name}._unotui._tcp.local.",
                     owner="root")


def test_newbie69_discover_keeps_its_columns_under_a_chinese_table_name() -> None:
    """newbie69 #9: ``host --lang zh_CN`` names the table "root 的牌桌" (newbie67 #3), and
    ``unotui discover`` then prints

        TABLE     ADDRESS          SEATS  PHASE
        Newbie    127.0.0.1:13701  3/4    lobby    host: root
        root 的牌桌  127.0.0.1:13801  3/3    playing  host: root, full

    format_tables pads with str.ljust and measures with len(): a Chinese character takes two
    cells, so each one pushes the row's later columns one cell right
    (unotui/commands/discover.py:76-78)."""
    lines = format_tables([_table("Newbie", 13701), _table("root 的牌桌", 13801)]).splitlines()
    starts = {cell_len(line[:line.index("127.0.0.1") if "127.0.0.1" in line else
                            line.index("ADDRESS")]) for line in lines}
    assert len(starts) == 1, "\n".join(lines)
