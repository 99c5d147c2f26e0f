"""newbie60 #2: in Chinese at 60×20 the Host form's own help lines (plain ``Static``s, wrapped by
Rich, not by :func:`unotui.wrap.wrap_text` as the rules form's are) break a line right before a
full-width colon:

    所有网络：能连到这台电脑的人都可以加入。只限这台电脑
    ：别人都不能加入，也只有这台电脑能看到它。

Chinese never starts a line with a closing mark (，。：；！？）), which ``wrap_text`` knows
(``_NO_START``). Cause: host_setup.py's ``Static(_("Every network: anyone who can reach…"))``
(and its other help Statics) instead of a ``Wrapped`` text."""

from __future__ import annotations

import re

from flow_kit import screen_text, wait_for, wait_screen

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen

NO_START = re.compile(r"^[ │█]*[）)」』】》〉，。、；：！？…%]")


async def test_no_row_of_the_chinese_host_form_starts_with_a_closing_mark() -> None:
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False,
                   lang="zh_CN")
    async with app.run_test(size=(60, 20)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        scroll = form.query_one("#form")
        await wait_for(pilot, lambda: scroll.max_scroll_y > 0, "a form taller than the screen")
        bad: list[str] = []
        y = 0
        while True:
            scroll.scroll_to(y=y, animate=False)
            await pilot.pause(0.05)
            bad += [row for row in screen_text(app).splitlines() if NO_START.match(row)]
            if y >= scroll.max_scroll_y:
                break
            y = min(y + 8, int(scroll.max_scroll_y))
        assert not bad, "\n".join(sorted(set(bad)))
