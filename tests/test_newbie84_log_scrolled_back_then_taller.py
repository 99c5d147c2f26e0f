"""newbie84 #4: the log scrolled back (PgUp) at 80x24, then the window made taller (120x40):
the log box shows its older lines, then "4 newer lines below (PgDn)" and rows left blank under
it — the newer lines fit in the box but stay hidden until PgDn.

Repro: `python3 -m unotui play` in an 80x24 tmux pane; a few turns in, PgUp; then
`tmux resize-window -x 120 -y 40`: the Log box has empty rows under "N newer lines below".
"""

from __future__ import annotations

from textual.app import App, ComposeResult

from unotui.i18n import set_language
from unotui.widgets.log import LinesView


class _OneLog(App[None]):
    def compose(self) -> ComposeResult:
        yield LinesView()


def _shown(app: _OneLog) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def test_a_log_scrolled_back_shows_its_newer_lines_once_the_box_has_room() -> None:
    set_language("en")
    app = _OneLog()
    async with app.run_test(size=(60, 8)) as pilot:
        view = app.query_one(LinesView)
        view.set_lines([f"Bo played R{n}" for n in range(1, 16)])  # 15 lines, 8 rows
        await pilot.pause()
        view.scroll_back(4)
        await pilot.pause()
        assert "4 newer lines below" in _shown(app)
        await pilot.resize_terminal(60, 30)  # room for all 15 lines now
        await pilot.pause()
        await pilot.pause()
        text = _shown(app)
        assert "Bo played R15" in text and "newer lines below" not in text, text
