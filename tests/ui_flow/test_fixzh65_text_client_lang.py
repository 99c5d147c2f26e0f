"""fixzh65 (newbie76 #5): ``join --text --lang zh_CN`` sets the language the text client
speaks (it printed English whatever --lang said); the keys a player types stay as they are."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from unotui import i18n
from unotui.commands import join


@pytest.fixture(autouse=True)
def _back_to_english() -> Iterator[None]:
    yield
    i18n.set_language("en")


def test_fixzh65_join_text_takes_the_lang_flag() -> None:
    args = argparse.Namespace(address="no port here", text=True, name="韩梅梅", password=None,
                              spectate=False, lang="zh_CN")
    assert join.run(args) == 2  # (a bad address: it stops before connecting)
    assert i18n.language() == "zh_CN"


def test_fixzh65_the_keys_typed_stay_in_the_chinese_help() -> None:
    i18n.set_language("zh_CN")
    words = join.help_text()
    for key in ("d ", "date MM-DD", "q ", "c N", "t "):
        assert key in words, (key, words)
    view = {"round": 1, "phase": "play", "top": "R5", "color": "red", "direction": 1,
            "draw_size": 80, "counts": [7, 5], "uno": [False, False], "current": 0,
            "hand": ["R1"], "legal": [{"type": "play", "card": "R1"}, {"type": "draw"}]}
    shown = join.render_view(view, ["韩梅梅", "Ana"])
    assert "[1] 摸牌" in shown and "[0] 出 R1" in shown, shown
