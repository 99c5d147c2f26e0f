"""newbie64: the rules form's words in Chinese on a 60-column terminal."""

from __future__ import annotations

import json
from pathlib import Path

from rich.cells import cell_len
from ui_testkit import wait_for

from unotui.app import build_app
from unotui.i18n import set_language


async def test_newbie64_the_preset_help_fills_its_lines_in_chinese_at_60_columns(
        fixed_settings: Path) -> None:
    """newbie64 #3: Settings at 60x20, default rules 中式聚会 (chinese-party): the preset's
    description reads

        中国常见的聚会玩法：+4 可压 +2
        叠加、抢出累加、同点数多张齐出、误喊 UNO
        罚牌、每个抓人者各罚一次。

    — the first line stops after "+2" with a third of the line empty: the help lines of the
    rules form are plain Statics (unotui/widgets/rules_form.py:373, settings.py:121), wrapped
    by Rich at spaces only, so the run of Chinese after "+2" (no space in it) moves whole to the
    next line. unotui.wrap.wrap_text (the Wrapped widget, used by the help screens) breaks
    between Chinese characters and would fill the line."""
    from unotui.screens.settings import SettingsScreen

    settings = json.loads((fixed_settings / "settings.json").read_text(encoding="utf-8"))
    settings.update({"rules_preset": "chinese-party", "language": "zh_CN"})
    (fixed_settings / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    app = build_app(start=lambda: SettingsScreen(), lang="zh_CN", ascii_only=False)
    try:
        async with app.run_test(size=(60, 20)) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
            await pilot.pause()
            help_widget = app.screen.query_one("#preset-help")
            width = help_widget.size.width
            from textual.geometry import Region

            strips = help_widget.render_lines(Region(0, 0, help_widget.size.width,
                                                     help_widget.size.height))
            lines = [s.text.rstrip() for s in strips if s.text.strip()]
            assert len(lines) >= 2, lines
            first = lines[0]
            # the first line is left with room for the next Chinese characters ("叠加")
            assert cell_len(first) > width - 6, (width, lines)
    finally:
        set_language("en")
