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


async def no_tables(on_change: object) -> object:
    async def stop() -> None:
        return None

    return stop


async def test_fixzh77_the_join_screens_words_wrap_the_chinese_way() -> None:
    """newbie91 #2: back on the Join screen after leaving a match, at 80x24, Rich broke its
    line at the spaces only: 「你在 127.0.0.1:24101」 alone on a row, then 「离开了一场对局，…」
    — two ragged rows and a third. wrap_text fills each row."""
    import sys

    sys.path.insert(0, str(ROOT / "tests/ui_flow"))
    from flow_kit import screen_text, wait_for
    from rich.cells import cell_len

    from unotui.i18n import _
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen(browse=no_tables, probe=None))
        await wait_for(pilot, lambda: "输入地址" in screen_text(app), "the join screen")
        words = _("You left a match at {address}, where your seat is kept until it ends: Enter "
                  "joins it to take the seat back; ↑ goes up to the tables found here.",
                  address="127.0.0.1:24101")
        app.screen.say(words)
        await pilot.pause(0.2)
        rows = [row.strip() for row in screen_text(app).splitlines()]
        start = next(i for i, row in enumerate(rows) if row.startswith("你在"))
        shown = rows[start:start + 3]
        assert "".join(shown).startswith(words[:20]), shown
        assert cell_len(shown[0]) >= 70, shown  # (the first row full, not "你在 127.0.0.1:24101")


async def test_fixzh77_the_resumed_tables_notice_puts_its_journal_on_a_line_of_its_own(
        tmp_path: Path) -> None:
    """newbie91 #2: after `host --resume`, the host's notice read, at 80 and 120 columns,
    「已从日志」 / 「/work/…/table-2026120」 / 「7-233703-7b9281.jsonl 恢复「新手小王的桌」（最后写入于」:
    the path inside the sentence, wrapped into it. The sentence now comes whole, the journal
    after it, on a line of its own."""
    from types import SimpleNamespace

    from textual.widgets._toast import Toast
    from ui_testkit import ScriptedLink, app_on, scripted_state, shown, wait_for

    from unotui.i18n import _, set_language
    from unotui.screens.table import TableScreen
    from unotui.tables import opening_notice

    journal = tmp_path / "state/unotui/tables/table-20261207-233703-7b9281.jsonl"
    journal.parent.mkdir(parents=True)
    journal.write_text("{}\n", encoding="utf-8")
    set_language("zh_CN")
    try:
        notice = opening_notice(SimpleNamespace(header={"table": "新手小王的桌"}), str(journal))
        assert notice is not None
        head, _sep, tail = notice.partition("\n")
        assert head.startswith("已恢复「新手小王的桌」（最后写入于 ") and head.endswith("）。"), notice
        assert tail == f"日志：{journal}", notice
        link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
        app = app_on(link)
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            link.feed_view(scripted_state())
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
            app.notify(notice, title=_("Your table"), timeout=30)
            await wait_for(pilot, lambda: app.screen.query(Toast))
            drawn = await shown(pilot)
    finally:
        set_language("en")
    assert head in drawn, drawn  # (the sentence whole on its row)
    assert "日志：" in drawn and "恢复「新手小王的桌」" not in drawn.split("日志：")[1], drawn


def test_fixzh77_a_typed_address_is_quoted_as_each_language_quotes(chinese: None) -> None:
    """newbie91 #4: 「'我的桌子'不是地址：请输入 主机:端口…」 — Python's repr quotes inside a
    Chinese sentence; a player's words stand in 「」 in Chinese, in “” in English."""
    import pytest

    from unotui.i18n import set_language
    from unotui.tables import parse_address

    with pytest.raises(ValueError) as said:
        parse_address("我的桌子")
    assert str(said.value) == "「我的桌子」不是地址：请输入牌桌地址（主机:端口），例如 192.168.1.20:7152。"
    set_language("en")
    with pytest.raises(ValueError) as said:
        parse_address("my table")
    assert str(said.value) == "“my table” is not an address: type HOST:PORT, e.g. 192.168.1.20:7152."


def test_fixzh77_no_player_facing_message_quotes_with_python_repr() -> None:
    """newbie91 #4: 「未知主题 {name!r}」 too: no catalogue message uses !r."""
    for lang in ("en", "zh_CN"):
        catalogue = json.loads((ROOT / f"unotui/locales/{lang}.json").read_text(encoding="utf-8"))
        assert not [key for key in catalogue if "!r}" in key], lang


def test_fixzh77_a_stacked_penalty_says_what_it_was_made_of(chinese: None) -> None:
    """newbie91 #5: 「Ana 摸了 4 张牌（叠加了 2 张罚牌）」 read as 2 more cards stacked on top."""
    from unotui.i18n import ngettext

    said = ngettext("({n} draw card stacked)", "({n} draw cards stacked)", 2, n=2)
    assert said == "（由 2 张罚摸牌叠加而成）"


def test_fixzh77_one_thing_one_word() -> None:
    """newbie91 #7: bluff was 诈唬 in the help and 虚张声势 in the rules; missing a turn was
    跳过一轮 in the log and 跳过本轮 (本轮 reads "this round") in the challenge; the first
    Reverse's option read 另一侧 and 另一边 in one line."""
    values = [v for v in zh().values() if isinstance(v, str)]
    assert not [v for v in values if "虚张声势" in v or "跳过本轮" in v or "另一边" in v]
    catalogue = zh()
    assert catalogue[" (bluff)"] == "（诈唬）"
    assert catalogue["Take the cards: draw {n} and miss your turn"] == "摸牌：摸 {n} 张并跳过一轮"
    assert catalogue["other side"] == "另一侧"


def test_fixzh77_the_resume_question_speaks_to_the_host_who_closed_the_table() -> None:
    """newbie91 #13: the Host form's question to the host who closed a table mid-match read
    「它的桌主在 … 对局中途关闭了它」, as if of someone else."""
    source = (ROOT / "unotui/screens/host_setup.py").read_text(encoding="utf-8")
    assert "Its host closed it" not in source
    for key in [k for k in zh() if k.startswith("You closed it at {when}, during the match.")]:
        assert zh()[key].startswith("你在 {when} 对局中途关闭了它。"), key
        assert key in source.replace('"\n              "', "")
    assert not [v for v in zh().values() if isinstance(v, str) and "它的桌主" in v]


def test_fixzh77_small_wording_points(chinese: None) -> None:
    """newbie91 #11: 「未准备的人只会被点名」 read as a punishment; #15: 「（按 d 摸牌）」 did not say
    it is what one does instead of challenging, 「座位为其保留」 is stiff written Chinese, and the
    lobby's title named the table bare, 「大厅：新手小王的桌」, beside 「你已加入「新手小王的桌」。」."""
    from unotui.i18n import _, ngettext
    from unotui.screens.lobby import lobby_keys

    start = dict(lobby_keys())["s"]
    assert start == "开始比赛（桌主）：已入座的人都会参加，不论是否准备；状态栏会列出还没准备的人"
    assert _("challenge a Wild Draw Four played on you (d takes its cards)").endswith(
        "（不质疑就按 d 摸牌）")
    assert _("{who} lost the connection; the seat waits for them.", who="小李") \
        == "小李断线了；座位为小李保留着。"
    assert "其" not in ngettext("{names} lost the connection; the seat waits for them.",
                                "{names} lost the connection; their seats wait for them.", 2,
                                names="小李、阿明")
    assert _("Lobby of {table}", table="新手小王的桌") == "大厅：「新手小王的桌」"
    assert _("You join as {name} (change it in Rules & settings).", name="小李") \
        == "你将以「小李」的名字加入（可在“规则与设置”中修改）。"


def test_fixzh77_the_legend_says_the_colour_letters_and_the_result_line_reads_whole(
        chinese: None) -> None:
    """newbie91 #10: the hand's legend explained ⊘ ⇄ +2 W W+4 ✦ but never R Y G B (a player
    learnt B = 蓝 only from the colour chip); the results said 「Bo 打出 W 出完了牌。」."""
    from unotui.i18n import _, set_language
    from unotui.widgets.cards import symbol_legend

    assert symbol_legend().endswith(" · RYGB 红黄绿蓝")
    assert _("{who} went out on {card}.", who="Bo", card="W") == "Bo 打出最后的 W，出完了手牌。"
    set_language("en")  # (English colour words start with their letters: nothing to add)
    assert "RYGB" not in symbol_legend()


def test_fixzh77_judgement_day_says_what_a_date_is(chinese: None) -> None:
    """newbie91 #8: 「审判日：打出能拼成另一位玩家日期的牌。」 — "another player's date" was never
    explained (RULES.md: each names a date at the start; its digits are their pattern)."""
    from unotui.widgets.rules_form import option_help

    said = option_help("judgement_day")
    assert said.startswith("开局时每人报一个日期（如 12-25）"), said
    assert "指定颜色" in said and "四色齐全" in said


def test_review99_a_quoted_address_shows_what_a_terminal_would_not() -> None:
    """review99 #7: between quotation marks, a right-to-left mark or a control character typed
    into the address was invisible: an address that looked right was refused."""
    import pytest

    from unotui.tables import parse_address

    with pytest.raises(ValueError, match=r"“127\.0\.0\.1\\u200f:7152x”"):
        parse_address("127.0.0.1\u200f:7152x")
