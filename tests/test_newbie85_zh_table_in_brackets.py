"""newbie85: in Chinese a table named in a sentence stands in 「」 (2b6e7470, newbie84 #7) —
but the sentences that get the table's name through ``{address}`` (``joined_place``: a joined
table is named to its guest by its name) were left bare. Seen at 80x24, ``--lang zh_CN``: a guest
who presses w in the lobby reads "你正在观看牌桌85。" (next to "你已加入「牌桌85」。" when seated),
and back on the join screen "已从牌桌85 返回。"."""

from __future__ import annotations

import pytest

from unotui.i18n import _, set_language, speaking
from unotui.tables import joined_place

#: the sentences whose {address} is ``joined_place(...)`` (lobby.py show_address, join.py's
#: welcome notes and "Back from", which uses joined_to = place)
PLACE_SENTENCES = [
    ("You are at {address}.", {}),  # (already right: the control)
    ("You are watching {address}.", {}),
    ("Back from {address}.", {}),
    ("Back at {address}: your seat was kept for you.", {}),
    ("Back at {address}: you are in your seat again; a bot held it while you were away.", {}),
    ("Joined {address} as a newcomer: the seat you had at this address before is not kept.",
     {}),
    ("Joined {address}: its match is under way, so you watch it. Press s to play a bot's seat "
     "now.", {}),
]


@pytest.mark.parametrize(("key", "extra"), PLACE_SENTENCES)
def test_a_joined_table_named_in_a_chinese_sentence_stands_in_brackets(
        key: str, extra: dict[str, str]) -> None:
    try:
        with speaking("zh_CN"):
            text = _(key, address=joined_place("牌桌85", "127.0.0.1:22602"), **extra)
    finally:
        set_language("en")
    assert "「牌桌85」" in text, text
