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


async def gone_dialog_rows(lang: str, size: tuple[int, int] = (80, 24), **options: bool) -> list[str]:
    """The rows of the "table stopped answering" dialog over a table, inside its border."""
    from snap_kit import settle, table_app, table_shown, table_state
    from ui_testkit import shown

    from unotui.dialogs import TableGoneDialog
    from unotui.i18n import _, set_language

    app, _link = table_app(table_state())
    async with app.run_test(size=size) as pilot:
        await table_shown(pilot)
        set_language(lang)
        try:
            title = _("{table} stopped answering; no answer for {n} s.", table="周末牌局", n=60)
            await app.push_screen(TableGoneDialog(title, **options))
            await settle(pilot, lambda: type(app.screen).__name__ == "TableGoneDialog")
            text = await shown(pilot)
        finally:
            set_language("en")
    return [row.split("█")[1].strip() for row in text.splitlines()
            if row.count("█") >= 2 and row.split("█")[1].strip("▀▄ ")]


async def test_fixzh77_the_gone_dialog_says_what_happened_without_the_hosts_command() -> None:
    """newbie91 #3: 「牌桌保留座位期间，你的座位会一直等你。」 said nothing, and a guest was
    told 「桌主可用 host --resume 重新打开牌桌」, a command only the host can run. newbie91 #2:
    the Chinese was wrapped at its spaces only, 「那时按 r」 / 「即可回到你的座位。」 ragged."""
    rows = [row for row in await gone_dialog_rows("zh_CN") if row]
    words = "".join(rows)
    assert "host --resume" not in words and "一直等你" not in words
    assert "可能是桌主的程序停了。你的座位会保留一段时间：桌主重新开桌后，按 r 即可回到座位。" in words
    # (each row but the last of the body as full as wrap_text makes it: no ragged short rows)
    from rich.cells import cell_len
    body = rows[1:-1]
    assert all(cell_len(row) >= 50 for row in body[:-1]), rows


async def test_fixzh77_the_gone_dialog_in_english_names_no_command() -> None:
    words = " ".join(" ".join(await gone_dialog_rows("en")).split())
    assert "host --resume" not in words
    assert ("Perhaps its host's app stopped. Your seat is kept for a while: once the host "
            "opens the table again, r takes you back to it.") in words, words
