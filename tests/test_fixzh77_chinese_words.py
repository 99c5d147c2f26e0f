"""fixzh77 (newbie91's Chinese reading of unotui): words a Chinese player could not tell apart or
could not follow."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def zh() -> dict[str, str]:
    return json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def players_panel_flags() -> list[tuple[list[str], list[str]]]:
    """The player list's words after a seat whose player left the match (1), one away while a
    bot plays (2) and one offline, not yet played by a bot (3): short and wide."""
    from unotui.widgets.table_info import PlayersPanel

    panel = PlayersPanel()
    panel.bots = {1: "normal", 2: "normal"}
    panel.left = {1}
    panel.connected = {2: False, 3: False}
    view = {"players": 4, "uno": [False] * 4, "counts": [5] * 4, "finished": [],
            "eliminated": [], "seat": 0}
    return [(panel.seat_flags(view, seat, short=True), panel.seat_flags(view, seat))
            for seat in (1, 2, 3)]


def test_fixzh77_left_away_and_offline_read_as_three_different_words(chinese: None) -> None:
    """newbie91 #1: 「已离开」 (left the match) and 「离开」 (away: back soon) both read "left",
    beside 「离线」; each is now its own word, the lobby's 「暂离」 for away."""
    (left, left_wide), (away, away_wide), (offline, _) = players_panel_flags()
    assert (left, away, offline) == (["已退出"], ["暂离"], ["离线"])
    assert (left_wide, away_wide) == (["已退出：机器人代打"], ["暂离：机器人代打"])


def test_fixzh77_the_same_states_are_named_the_same_everywhere() -> None:
    """newbie91 #1: the results, the text client and the log name "left" and "away" as the
    player list does."""
    catalogue = zh()
    for key in ("(left; a bot finished)", "(left; a bot played on)",
                "{name} (left; a bot played on)"):
        assert "已退出" in catalogue[key], key
    for key in (" (away)", " (away, seat kept {seconds} s)", "away {time}",
                "away, seat kept {time}", "{who} is away; a bot plays for {who} until they are back."):
        assert "暂离" in catalogue[key], key
    assert "退出了比赛" in catalogue["{who} left; a bot plays for {who}."]
    assert not any(word in value for word in ("（已离开", "已离开：", "（离开")
                   for value in catalogue.values() if isinstance(value, str))
