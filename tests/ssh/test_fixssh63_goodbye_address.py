"""fixssh63 (ssh62 #1): at a menu door the goodbye names the address a kept seat is at (the
``seats.json`` key's), in every language the door speaks: a table not advertised, or one mDNS
does not reach, is on no Join list, and the visitor types it (j, then a)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from unotui.i18n import set_language, speaking
from unotui.ssh.session import Farewell, closing_notes, plain_words, seats_held, seats_kept


def test_the_kept_seats_carry_their_address(tmp_path: Path) -> None:
    me, now = 4242, time.time()
    entries = {
        "127.0.0.1:15400|zoe": {"token": "a", "pid": me, "at": now, "table": "One"},
        "localhost:15401|zoe": {"token": "b", "pid": me, "at": now + 1},
        "127.0.0.1:15402|zoe": {"token": "c", "pid": me, "at": now, "left": True},
    }
    (tmp_path / "seats.json").write_text(json.dumps(entries), encoding="utf-8")
    assert seats_kept(str(tmp_path), me) == [("One", "127.0.0.1:15400"),
                                             ("", "localhost:15401")]
    assert seats_held(str(tmp_path), me) == ["One", ""]


def test_the_menu_doors_note_says_the_address_the_table_doors_need_not() -> None:
    held = [("One", "127.0.0.1:15400")]
    menu = closing_notes(held, None, "menu")
    assert "join One from the menu to take it back: its address is 127.0.0.1:15400" \
        in menu, menu
    assert "(j, then a to type it)" in menu, menu
    table = closing_notes(held, None, "table")
    assert "127.0.0.1:15400" not in table and "takes you back to it" in table, table
    # (an address not known: the sentence as before)
    assert closing_notes([("One", "")], None, "menu").endswith("from the menu to take it back.")
    assert closing_notes(["One"], None, "menu") == closing_notes([("One", "")], None, "menu")
    ascii_said = plain_words(Farewell("closing").text(menu, "menu"))
    assert ascii_said.isascii() and "its address is 127.0.0.1:15400" in ascii_said


def test_the_chinese_note_says_the_address_too() -> None:
    catalogue = json.loads((Path(__file__).parents[2] / "unotui/locales/zh_CN.json")
                           .read_text(encoding="utf-8"))
    assert any("its address is {address} (j, then a" in key for key in catalogue)
    with speaking("zh_CN"):
        zh = Farewell("closing").text(closing_notes([("One", "127.0.0.1:15400")], None,
                                                    "menu"), "menu")
    set_language("en")
    assert "你在「One」的座位为你保留着" in zh and "127.0.0.1:15400" in zh, zh
    assert "Your seat" not in zh, zh
