"""newbie79 #2: at a round's end the text client (``join --text``) prints the engine's name of
the phase, in English whatever the language:

    -- 第 1 局 · round_over · 顶牌 R1 · 颜色红 · 顺时针 · 摸牌堆 63

Cause: :func:`unotui.commands.join._phase` names play, choose_color, challenge, give and
name_dates, but not ``round_over`` nor ``match_over`` (core.game.Phase), so they fall through as
they are. The catalogue already has "round over" → "本局结束" and "match over" → "比赛结束"
(the lobby line's phases)."""

from __future__ import annotations

import pytest

from unotui.commands import join


@pytest.mark.parametrize("phase", ["round_over", "match_over"])
def test_newbie79_the_text_client_names_a_finished_round_in_words(phase: str) -> None:
    assert "_" not in join._phase(phase)


@pytest.mark.parametrize(("phase", "words"), [("round_over", "本局结束"),
                                              ("match_over", "比赛结束")])
def test_newbie79_the_text_client_names_a_finished_round_in_chinese(
        chinese: None, phase: str, words: str) -> None:
    view = {"round": 1, "phase": phase, "top": "R1", "color": "red", "direction": 1,
            "draw_size": 63, "current": 3, "counts": [8, 1, 8, 0], "uno": [False] * 4,
            "hand": ["B1"], "legal": []}
    first = join.render_view(view, ["root", "小明", "Ana", "Bo"]).splitlines()[0]
    assert phase not in first and words in first, first
