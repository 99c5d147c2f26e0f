"""newbie68 #3: ``unotui discover`` lines its columns up by characters, not by terminal
cells: a table named in Chinese (two cells a character, as ``--lang zh_CN``'s default name
"root 的牌桌" is) pushes its ADDRESS, SEATS and PHASE columns right of every other row's.
Seen:

    TABLE     ADDRESS          SEATS  PHASE
    AppT      127.0.0.1:14040  3/3    playing  host: root, full
    root 的牌桌  127.0.0.1:13801  3/3    playing  host: root, full

Cause: unotui/commands/discover.py format_tables (``len`` and ``str.ljust``)."""

from __future__ import annotations

from rich.cells import cell_len

from net.discovery import TableInfo
from unotui.commands.discover import format_tables


def table(name: str, port: int) -> TableInfo:
    return TableInfo(name=name, host="127.0.0.1", port=port, proto=0, seats=3, taken=3,
                     phase="playing", password=False, service=f"{name}._unotui._tcp.local.")


def test_the_address_column_starts_at_the_same_cell_on_every_row() -> None:
    lines = format_tables([table("AppT", 14040), table("root 的牌桌", 13801)]).splitlines()
    starts = []
    for line in lines[1:]:
        at = line.index("127.0.0.1")
        starts.append(cell_len(line[:at]))
    header = lines[0]
    starts.append(cell_len(header[:header.index("ADDRESS")]))
    assert len(set(starts)) == 1, "\n" + "\n".join(lines)
