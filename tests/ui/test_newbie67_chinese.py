"""newbie67: a Chinese-speaking newcomer's findings (Rules & settings, table, lobby)."""

from __future__ import annotations

import json
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
                if any("只打一" in line for line in lines):
                    found = lines
            assert found, "the scoring help is not on the screen"
            for before, after in zip(found, found[1:]):
                assert not (before.endswith("一") and after.lstrip().startswith("局")), found
    finally:
        set_language("en")
