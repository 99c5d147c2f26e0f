"""newbie56 #6b: at 80 columns the Host form's descriptions ran up to its scrollbar
("penalties for a false UNO and for each▅▅"). Every text of the form wraps a column short of
it, at 80×24 and at 60×20, in English and in Chinese."""

from __future__ import annotations

import pytest
from flow_kit import screen_text, wait_for, wait_screen
from textual.widgets import Static

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("size", [(80, 24), (60, 20)], ids=["80x24", "60x20"])
async def test_the_forms_words_keep_clear_of_its_scrollbar(size: tuple[int, int],
                                                           lang: str) -> None:
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang=lang)
    async with app.run_test(size=size) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        scroll = form.query_one("#form")
        await wait_for(pilot, lambda: scroll.vertical_scrollbar.display
                       and scroll.vertical_scrollbar.region.width > 0, "the scrollbar")
        bar = scroll.vertical_scrollbar.region.x
        texts = [w for w in scroll.query(Static) if w.display and w.region.width
                 and not w.has_class("title")]
        assert texts
        touching = [(w.id or w.classes, w.content_region.right) for w in texts
                    if w.content_region.right >= bar]
        assert not touching, (bar, touching, screen_text(app))
