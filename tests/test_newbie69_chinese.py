"""newbie69: what a Chinese-speaking player new to unotui reads that is wrong, cut badly or
left in English (unotui --lang zh_CN, at 80x24 and 100x30)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from unotui.i18n import _, set_language

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE: dict[str, str] = json.loads(
    (ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def _msgid(start: str) -> str:
    found = [key for key in CATALOGUE if key.startswith(start)]
    assert len(found) == 1, found
    return found[0]


# --- 1. the jump-in help says play goes on "from you" -------------------------------------

@pytest.mark.parametrize("start", [
    "Jump-in: when a card is played and you hold the identical card (same colour and number "
    "or symbol), play it",
    "Jump-in: when a card is played and you hold the identical card (same colour and number "
    "or symbol; a Wild",
])
def test_newbie69_jump_in_help_says_the_jumpers_next_player_plays(start: str) -> None:
    """newbie69 #1: the table's help (?, chinese-party or house rules) says of a jump-in
    "之后从你接着出牌" / "之后从你继续" ("you then go on playing"), while the log says of the
    same jump-in "（抢出！由 Cy 的下家接着出）" — 1aef1ff3 changed the log's "从 Cy 接着出" to
    it (the jumper does not play again: their next player does) but not the two help lines."""
    text = CATALOGUE[_msgid(start)]
    assert "从你" not in text and "你的下家" in text, text


# --- 2. a line of Chinese never ends with an opening quote nor starts with a closing one ----

def test_newbie69_wrap_keeps_chinese_quotes_with_their_words(chinese: None) -> None:
    """newbie69 #2: Rules & settings at 73 columns shows the Stacking help as
    "出一张罚牌把罚摸传下去：关闭；+2 叠 +2；同类（+4 也可叠 +4：美泰的“" / "累进 UNO”）；…":
    wrap_text knows （ ） 「 」 but not the quotes “ ” the catalogue uses (27 strings), so a
    row ends with “ or starts with ” (also the Wild Draw Four challenge's help at 68 columns:
    a row "”时无效：那时不存在虚张声势）。")."""
    from unotui.wrap import wrap_text

    text = _(_msgid("Pass a draw penalty on by playing a draw card: off, draw2, same_type"))
    for width in range(55, 96):
        rows = wrap_text(text, width)
        assert not [row for row in rows[:-1] if row.rstrip().endswith(("“", "‘"))], (width, rows)
        assert not [row for row in rows[1:] if row.lstrip().startswith(("”", "’"))], (width, rows)
    challenge = _(_msgid("Wild Draw Four may be played as a bluff and challenged"))
    rows = wrap_text(challenge, 63)
    assert not [row for row in rows[1:] if row.startswith("”")], rows


# --- 3. the chat (and the log) rows start with "，" --------------------------------------

def test_newbie69_chat_rows_never_start_with_a_chinese_comma() -> None:
    """newbie69 #3: a guest's chat line of Chinese, at 80 columns on the host's screen, wraps
    as "  一二…六七" / "  ，八九十。": the chat and the log (LinesView._wrap → wrap_hanging)
    wrap with Rich's Text.wrap, which folds a run of Chinese anywhere, not with wrap_text,
    which never starts a row with a closing mark (newbie60 #2 fixed the forms only)."""
    from unotui.widgets.lines import wrap_hanging

    line = "小明: " + "一二三四五六七八九十" * 3 + "一二三四五六七，八九十。"
    rows = wrap_hanging(Console(width=80), line, 76)
    assert not [row for row in rows[1:] if row.lstrip()[:1] in "，。、；：！？）"], rows


@pytest.mark.parametrize(("line", "width"), [
    # the log of a 64-column terminal (30 cells): a row of "  。" alone
    ("小明离开了；由机器人替小明出牌。", 30),
    # the log of a 62-column terminal (28 cells): "  ，并选择了绿"
    ("审判日！Cy 打出 R3、Y1、B4，拼出了你的日期，并选择了绿", 28),
])
def test_newbie69_log_rows_never_start_with_a_closing_mark(line: str, width: int) -> None:
    """newbie69 #3 (the log): the same wrap_hanging cuts the game's own log lines so."""
    from unotui.widgets.lines import wrap_hanging

    rows = wrap_hanging(Console(width=200), line, width)
    assert not [row for row in rows[1:] if row.lstrip()[:1] in "，。、；：！？）"], rows


# --- 4. the date question's empty field says MM-DD ----------------------------------------

async def test_newbie69_date_field_hint_is_in_chinese(fixed_settings: Path) -> None:
    """newbie69 #4: judgement day's "说出你的日期（月-日，例如 12-25）" shows an empty field
    reading "MM-DD" (unotui/dialogs/choice.py: placeholder="MM-DD", not translated); the
    error under it says "请按 月-日 的格式填写"."""
    from kit_specials25 import NAMES
    from textual.widgets import Input
    from ui_testkit import ScriptedLink, app_on, scripted_state, wait_for

    from unotui.dialogs.judgement import JudgementDateDialog

    # (test_before_the_deal_specials25's date_question opens it in English: app_on builds the
    # app with lang="en", which undid a set_language("zh_CN") made before it)
    link = ScriptedLink(NAMES)
    app = app_on(link, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            link.feed_view(scripted_state(judgement_day=True), seat=2)
            await wait_for(pilot, lambda: isinstance(app.screen, JudgementDateDialog))
            placeholder = app.screen.query_one(Input).placeholder
    finally:
        set_language("en")
    assert "MM" not in placeholder and "DD" not in placeholder, placeholder


# --- 5. the cards of one play are listed as the log lists them ----------------------------

def test_newbie69_since_line_lists_a_multi_play_as_the_log_does(chinese: None) -> None:
    """newbie69 #5: with multi-play the log says "Ana 出了 Y0、B0" (describe.py lists cards
    with 、, newbie43 #10) but the line under it "你上次出手以来：Ana 出了 Y0 B0；Bo 出了 G+2
    R+2" (widgets/log.py short_event: " ".join), and the round's end "你打出 Y5 G5 出完了牌。"
    (screens/table.py round_ending: " ".join)."""
    from unotui.widgets.log import short_event

    phrase = short_event({"type": "play", "seat": 1, "card": "B0", "also": ["Y0"]},
                         ["Zoe", "Ana", "Bo", "Cy"], 0)
    assert phrase is not None and "Y0、B0" in phrase, phrase


# --- 6. words -------------------------------------------------------------------------------

def test_newbie69_next_round_countdown_spaces_its_number(chinese: None) -> None:
    """newbie69 #6: between rounds the results say "20秒后开始下一局，…" — every other number
    of the catalogue stands apart from its Chinese ("2 秒后第 4 次重连 · 59 秒后放弃",
    "60 秒没有应答")."""
    text = _("Next round in {s} s, or as soon as everyone is ready.", s=20)
    assert text.startswith("20 秒"), text


@pytest.mark.parametrize(("msgid", "wrong"), [
    # the log after a guest comes back: "plays their own seat again" word for word
    ("{who} came back and plays their own seat again.", "打自己的座位"),
    # leaving the match: "a bot plays your seat" word for word
    ("A bot plays your seat until you join this table again during this match.", "打这个座位"),
    # back at the table: "a bot held it" read as the bot sitting in for you
    ("Back at {address}: you are in your seat again; a bot held it while you were away.",
     "替你坐着"),
    # judgement day's question: "pattern" is 图案, a picture
    ("Its digits become your pattern; others may throw out cards spelling it.", "图案"),
    # a table that stopped answering: "no answer" said twice
    ("{table} stopped answering; no answer for {n} s.", "没有回应；已经"),
    # the host's "app" is 程序 in the two sentences beside it (after a kill -9 of a host in
    # its lobby: "如果桌主的应用已结束：当时没有进行中的比赛可以恢复；…")
    ("Perhaps its host's app stopped, and no match was under way to resume: once the host "
     "opens a table at the same address again, r joins it.", "桌主的应用"),
])
def test_newbie69_words_a_chinese_player_would_not_say(msgid: str, wrong: str) -> None:
    """newbie69 #7: translations read word for word. Better: "{who} 回来了，重新坐回自己的
    座位。"; "在你本场比赛重新加入之前，由机器人替你出牌。"; "…你不在时由机器人替你出牌。";
    "日期里的数字就是你的审判日数字：别人凑齐这些数字牌就能一起打出。"; "{table} 已经 {n} 秒
    没有回应。"."""
    assert wrong not in CATALOGUE[msgid], CATALOGUE[msgid]


# --- 8. "！；" in the line under the log ---------------------------------------------------

def test_newbie69_since_line_has_no_exclamation_before_its_semicolon(chinese: None) -> None:
    """newbie69 #8: house rules, 80x24: the line under the log reads "你上次出手以来：… Ana
    喊了 UNO！；Bo 出了 W+4，并选择了绿；Cy 收下了 4 张牌" — two marks in a row, "！；"
    (a table note's "。" is dropped before the "；" since newbie43 #10, a call's "！" is not;
    the same with "审判日！…" and "死亡数字！…" at a phrase's end, and "（抢出！）" is fine)."""
    from unotui.widgets.log import SinceLine, marked_since_last_move

    events = [{"type": "play", "seat": 1, "card": "Y6"}, {"type": "uno", "seat": 1},
              {"type": "play", "seat": 2, "card": "W+4", "color": "green"}]
    phrases, _mine = marked_since_last_move(events, ["Zoe", "Ana", "Bo", "Cy"], 0)
    line = SinceLine()
    line.set_phrases(phrases, moved=False)
    assert "！；" not in line.text, line.text


# --- 10. card lists with ", " in Chinese ----------------------------------------------------

def test_newbie69_judgement_day_lists_its_cards_with_the_chinese_comma(chinese: None) -> None:
    """newbie69 #10: the log lists a judgement day's cards "审判日！Ana 打出 R1、B2、R2、R5，
    拼出了你的日期" (describe.py: listing(), "as every list of cards", newbie43 #10), but the
    colour question before it says "你将打出 R1, B2, R2, R5" — an ASCII comma and space in
    Chinese (unotui/dialogs/judgement.py:42). Same ", ".join in unotui/screens/table.py:1098-1099
    (the wild-power swap's note), 1677 and 1731 (the judgement-day status line), 2915 and 2919
    (the multi-play hint "… 只能与 Y5, G5 一起出"), 3158 (the special-move choice)."""
    from unotui.dialogs.judgement import JudgementColorDialog

    dialog = JudgementColorDialog("Ana", ["R1", "B2", "R2", "R5"], ["yellow", "green"])
    assert "R1、B2、R2、R5" in dialog.facts, dialog.facts
