"""newbie74: the results' "How the round ended" lines, in Chinese at the smallest size
(60x20), are wrapped by Textual's Static (Rich), not by the app's wrapper: a name is parted
from the 的 after it, which the log, the history and every other wrapped text keep together."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

from unotui.wrap import bad_break


async def test_newbie74_round_ended_lines_keep_a_name_with_its_de(chinese: None) -> None:
    """newbie74 #1: chinese-party + judgement day, a bot's throw ends the round; at 60x20 the
    results read "审判日！Cy 打出 Y8、B1、Y6，拼出了 Bo" / "的日期，并选择了红" (the match's
    history, L, at the same size keeps "Bo 的日期" on one row). round_end.py yields the
    last plays as one plain Static; the log and the history mend Rich's rows with kinsoku
    (wrap_hanging), this one does not."""
    from test_results_words25 import NAMES, finished_match
    from textual.app import App
    from ui_testkit import screen_text, wait_for

    from unotui.describe import describe_event
    from unotui.screens.round_end import RoundEndScreen

    names = ["你", "Ana", "Bo", "Cy"]
    line = describe_event({"type": "judgement", "seat": 3, "target": 2,
                           "cards": ["Y8", "B1", "Y6"], "color": "red"}, names, 0)
    assert "拼出了 Bo 的日期" in line, line
    from unotui.widgets.log import RoundWon

    v = finished_match("standard")
    won = [RoundWon(n, n % 4, 20 + n, "out") for n in range(1, 4)]  # (a scroll bar: as played)

    class Results(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RoundEndScreen(v, NAMES, local=True, rounds=won, last_plays=[
                "Bo 出了 G7", "Bo 与 Ana 交换了手牌", "Cy 摸了 1 张牌，然后过牌", line]))

    app = Results()
    async with app.run_test(size=(60, 20)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen)
                       and "比赛结束" in screen_text(app))
        await pilot.pause(0.2)
        app.screen.query_one("#results").scroll_end(animate=False)
        await pilot.pause(0.2)
        rows = screen_text(app).splitlines()
    at = next(i for i, row in enumerate(rows) if "审判日" in row)
    row, after = rows[at].rstrip(), rows[at + 1].strip()
    assert not bad_break(row + " ", after), (row, after)
