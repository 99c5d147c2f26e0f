"""newbie67: a Chinese-speaking newcomer's findings (Rules & settings, table, lobby)."""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path

from textual.geometry import Region
from ui_testkit import wait_for

from unotui.app import build_app
from unotui.i18n import set_language


def _lines(widget) -> list[str]:  # type: ignore[no-untyped-def]
    strips = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return [s.text.rstrip() for s in strips if s.text.strip()]


async def test_newbie67_scoring_help_keeps_one_round_together_at_100_columns(
        fixed_settings: Path) -> None:
    """newbie67 #1: Rules & settings in Chinese at 100x30: the scoring help reads

        比赛的计分方式：标准（…）、罚分、淘汰、挑战 UNO 或单局（只打一
        局）。

    "一局" (one round) is cut between the numeral and its measure word: unotui/wrap.py glues a
    digit to its unit ("4 张", "0.1 s") but not a Chinese numeral (一/两/三…) to the measure word
    after it (局/张/轮/次…)."""
    from unotui.screens.settings import SettingsScreen

    settings = json.loads((fixed_settings / "settings.json").read_text(encoding="utf-8"))
    settings.update({"language": "zh_CN"})
    (fixed_settings / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    app = build_app(start=lambda: SettingsScreen(), lang="zh_CN", ascii_only=False)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
            await pilot.pause()
            found = []
            for widget in app.screen.query("*"):
                if not widget.size.width or not hasattr(widget, "render_lines"):
                    continue
                try:
                    lines = _lines(widget)
                except Exception:
                    continue
                if any("只打" in line for line in lines):
                    found = lines
            assert found, "the scoring help is not on the screen"
            for before, after in pairwise(found):
                assert not (before.endswith("一") and after.lstrip().startswith("局")), found
    finally:
        set_language("en")


async def test_newbie67_party_help_keeps_card_names_and_numerals_whole_at_80x24() -> None:
    """newbie67 #4: the table's help (?) at 80x24, chinese-party rules, Chinese: the stacking
    rule reads

        - 叠加：别人对你出罚摸牌时，你可以把罚牌传下去（回车）：+2 压 +2，王牌
          +4 可压两者（+2 不能压王牌+4）；…

    the card "王牌+4" (Wild Draw Four) is cut in two, and the next line starts with "+4", read
    as a card of its own; the first-card rule reads "作用于发牌人的下一 / 位玩家" ("一位" cut, as
    #1). unotui/wrap.py breaks between a CJK character and the word after it ("王牌|+4")."""
    from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown

    from core import preset
    from unotui.screens.help import HelpScreen
    from unotui.screens.table import TableScreen

    state = scripted_state(**preset("chinese-party").differences())
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            link.feed_view(state)
            await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                           and pilot.app.screen.view is not None)
            await pilot.press("question_mark")
            await wait_for(pilot, lambda: isinstance(pilot.app.screen, HelpScreen))
            await shown(pilot)
            scroll = pilot.app.screen.query_one("VerticalScroll")
            rows: list[str] = []
            for y in range(0, int(scroll.max_scroll_y) + 24, 20):
                scroll.scroll_to(y=y, animate=False)
                rows += (await shown(pilot)).splitlines()[1:-2]
    finally:
        set_language("en")
    inside = [row.strip("┃ ▎▊│█▄▅▆▇▁▂▃").strip() for row in rows]
    cut = [(a, b) for a, b in pairwise(inside)
           if (a.endswith("王牌") and b.startswith("+4")) or (a.endswith("一") and b[:1] in "位局张次轮")]
    assert not cut, cut


async def test_newbie67_tick_box_key_is_named_in_chinese(fixed_settings: Path) -> None:
    """newbie67 #5: Rules & settings in Chinese, on a box such as 抢出 (jump-in): the footer
    reads "Space 勾选" — English in a Chinese footer, where the table's footer says "空格 选择"
    and the help "空格". unotui/widgets/tickbox.py:27 gives the key_display "Space", and
    UnoApp.get_key_display (unotui/app.py:629-633) translates "space" only when no key_display
    is given, keeping an ASCII one as it is."""
    from textual.widgets import Footer

    from unotui.screens.settings import SettingsScreen
    from unotui.widgets.tickbox import TickBox

    settings = json.loads((fixed_settings / "settings.json").read_text(encoding="utf-8"))
    settings.update({"language": "zh_CN", "rules_preset": "chinese-party"})
    (fixed_settings / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    app = build_app(start=lambda: SettingsScreen(), lang="zh_CN", ascii_only=False)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
            await pilot.pause()
            app.screen.query(TickBox).first().focus()

            def footer_text() -> str:
                footer = app.screen.query_one(Footer)
                text = " ".join(s.text for s in footer.render_lines(
                    Region(0, 0, footer.size.width, footer.size.height)))
                if "勾选" not in text:  # (the footer's keys are widgets of their own)
                    text = " ".join(" ".join(s.text for s in w.render_lines(
                        Region(0, 0, w.size.width, w.size.height)))
                        for w in footer.query("*") if w.size.width)
                return text

            # (waited for, not read after a fixed pause: Textual's Footer mounts its keys anew
            # on a focus change, and a busy full run read it empty)
            await wait_for(pilot, lambda: "勾选" in footer_text())
            text = footer_text()
            assert "Space" not in text and "空格" in text, text
    finally:
        set_language("en")
