"""newbie72: what a player reads at the table (unotui play, zh_CN at 80x24 and en at 120x40):
the line that tells what the others did, the chat in Chinese, the notices."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from core import apply
from core.actions import Draw, Play
from core.cards import Card
from core.position import parse_position
from core.rules import preset
from unotui.i18n import set_language
from unotui.widgets.log import since_last_move

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

NAMES = ["Zoe", "Ana", "Bo"]


# --- 1. drawing a card empties "Since your last move" -------------------------------------

def test_newbie72_since_line_keeps_the_others_moves_after_your_draw() -> None:
    """newbie72 #1: the line under the log lists what the others did since your last move
    ("你上次出手以来：Cy 摸了 1 张；Cy 出了 B2；Bo 出了 G2；Ana 出了 W，并选择了红"); press d and,
    while you decide whether to play the card you drew, it reads "你上次出手以来：还没有" /
    "Since your last move: nothing yet" — the draw counts as your "last move"
    (unotui/widgets/log.py _after_own_move, OWN_MOVES). With a drawn Wild the colour dialog
    then also covers the log: the bots' moves are nowhere on screen at the moment you choose a
    colour (seen with two bots on UNO)."""
    state = parse_position("R5,G2,Y9/B1,B2,B3/Y1,Y2,G7 R3 B9,G8,R7,B4 R 0 + 0 play 0,0,0",
                           preset("official"))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Draw())  # (B9: does not fit, Ana's turn passes)
    apply(state, 2, Draw())  # (G8: does not fit, Bo's turn passes)
    before = since_last_move(list(state.log), NAMES, 0)
    assert before == ["Ana drew 1 and passed", "Bo drew 1 and passed"], before
    apply(state, 0, Draw())  # (R7: it fits — Zoe now decides: play it or keep it)
    assert state.current == 0 and state.drawn is not None
    after = since_last_move(list(state.log), NAMES, 0)
    assert any("Bo" in phrase for phrase in after), after


# --- 2. the chat's "name: text" in Chinese --------------------------------------------------

async def test_newbie72_chat_sender_is_followed_by_a_chinese_colon(fixed_settings: Path) -> None:
    """newbie72 #2: at 80x24 in Chinese a chat line reads "小明:" (ASCII colon) on a row of
    its own and the message under it: unotui/widgets/log.py ChatPanel.add / show_all build
    f"{sender}: {text}" untranslated, while every other "label: value" of the Chinese screen
    uses "：" ("t：聊天（回车发送）", "L：全部聊天", "颜色：", "待罚：+6")."""
    from ui_testkit import NAMES as SEATS
    from ui_testkit import ScriptedLink, app_on, screen_text, scripted_state, shown, wait_for

    from unotui.screens.table import TableScreen

    link = ScriptedLink(SEATS)
    app = app_on(link, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            link.feed_view(scripted_state())
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                           and app.screen.view is not None)
            link.feed({"t": "chat", "id": 1, "from": "Ana", "seat": 1, "text": "你好"})
            await wait_for(pilot, lambda: "你好" in screen_text(app))
            text = await shown(pilot)
    finally:
        set_language("en")
    assert "Ana：" in text and "Ana:" not in text, text


# --- 3. "You drew R2: it does not fit" after your hand went to another player --------------

async def test_newbie72_drawn_card_note_goes_when_your_hand_is_passed_on(
        fixed_settings: Path) -> None:
    """newbie72 #3: house rules (Seven-O), 80x24: you draw R2, it does not fit, the status line
    says "你摸到 R2：出不了，轮到下一位。" (a notice of NOTICE_SECONDS = 8 s). Bo then plays a 0:
    "所有人的手牌都按逆时针传给下一位玩家 / 你现在拿着 Ana 的手牌。" — your hand is a new one
    without R2, Ana plays, you are skipped, Cy plays…, and the status line still reads
    "你摸到 R2：出不了，轮到下一位。" over all of it (instead of "等待 Ana 出牌…"): it names a
    card you no longer hold. (unotui/screens/table.py: a notice stays until its timer, the
    turn coming back or `legal` changing — a hand passed on or swapped is none of them.) Here in
    English: "You drew B2: it does not fit, so your turn passes." after Bo's R0 passed Zoe's
    hand on (B2 with it)."""
    from ui_testkit import NAMES as SEATS
    from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, wait_for

    from unotui.screens.table import TableScreen
    from unotui.widgets.table_info import StatusLine

    state = scripted_state(seven_o=True)
    arrange(state, {0: ["G5", "B7", "Y9"], 1: ["R1", "Y2", "B3"], 2: ["R0", "G2"],
                    3: ["Y4", "Y5", "Y6", "B6"]}, "R3", current=0)
    state.draw_pile.sort(key=lambda c: str(c) == "B2")  # (B2 drawn first: it does not fit R3)
    link = ScriptedLink(SEATS)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        apply(state, 0, Draw())  # (B2: the turn passes by itself)
        assert state.current == 1, state.current
        link.feed_view(state)
        status = app.screen.query_one(StatusLine)
        await wait_for(pilot, lambda: "B2" in status.text)
        apply(state, 1, Play(Card.parse("R1")))
        link.feed_view(state)
        apply(state, 2, Play(Card.parse("R0")))  # (Bo: every hand passes on)
        link.feed_view(state)
        await wait_for(pilot, lambda: app.screen.view["hand"] != ["B2", "G5", "B7", "Y9"]
                       and "B2" not in app.screen.view["hand"])
        await pilot.pause(0.2)
        said = status.text
    assert "B2" not in said, said


# --- 4. the log parts a number from its measure word ----------------------------------------

@pytest.mark.parametrize("width", [44, 45, 46, 47])
def test_newbie72_log_keeps_a_number_with_its_measure_word(width: int) -> None:
    """newbie72 #4: chinese-party at 80x24, after taking a stack of three draw cards, the log
    (46 cells wide) reads
        "你摸到了 R2、Y4、B7、W+4、Y⇄、Y8（叠加了 3"
        "  张罚牌），并跳过一轮"
    — "3" and "张" on two rows. wrap_text (the forms) never breaks "4 张" (unotui/wrap.py,
    newbie67 #1), but the log and the chat wrap with Rich (unotui/widgets/lines.py
    wrap_hanging), whose only break here is the space between them; bad_break/kinsoku mend
    closing and opening marks only."""
    from rich.console import Console

    from unotui.widgets.lines import wrap_hanging

    line = "你摸到了 R2、Y4、B7、W+4、Y⇄、Y8（叠加了 3 张罚牌），并跳过一轮"
    rows = wrap_hanging(Console(width=200), line, width)
    assert not [row for row in rows[1:] if row.lstrip().startswith("张")], rows


# --- 5. the command palette's footer in English ---------------------------------------------

async def test_newbie72_palette_footer_is_in_chinese(fixed_settings: Path) -> None:
    """newbie72 #5: --lang zh_CN, Ctrl+P at the table (80x24): the palette reads "🔎 搜索命令…",
    "主题：单色 / 从现在起使用单色主题…", but the footer under it reads
    "esc Exit the command palette" — Textual's own CommandPalette binding
    (textual/command.py: Binding("escape", "escape", "Exit the command palette")), which
    unotui/palette.py's Palette (which translates the rest of the palette) does not replace."""
    from ui_testkit import NAMES as SEATS
    from ui_testkit import ScriptedLink, app_on, screen_text, scripted_state, wait_for

    from unotui.screens.table import TableScreen

    link = ScriptedLink(SEATS)
    app = app_on(link, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            link.feed_view(scripted_state())
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                           and app.screen.view is not None)
            await pilot.press("ctrl+p")
            await wait_for(pilot, lambda: "搜索命令" in screen_text(app))
            await pilot.pause(0.2)
            footer = screen_text(app).splitlines()[-1]
    finally:
        set_language("en")
    assert "Exit the command palette" not in footer, footer
