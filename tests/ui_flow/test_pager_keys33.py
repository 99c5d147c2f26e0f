"""Keys a terminal user tries (ux33 #6): j, k, g and G scroll the help as in a pager, and q
leaves the join list as it leaves every other screen."""

from __future__ import annotations

from flow_kit import wait_for, wait_screen, wait_table
from textual.containers import VerticalScroll

from unotui.app import build_app
from unotui.launch import make_app
from unotui.screens.help import HelpScreen
from unotui.screens.join import JoinScreen
from unotui.screens.menu import MenuScreen


async def test_j_k_g_and_g_scroll_the_help() -> None:
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=3600.0, ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_table(pilot)
        await pilot.press("question_mark")
        help_screen = await wait_screen(pilot, HelpScreen, "the help")
        box = help_screen.query_one(VerticalScroll)
        await wait_for(pilot, lambda: box.max_scroll_y > 2, "a help longer than the screen")
        await pilot.press("j", "j")
        await wait_for(pilot, lambda: box.scroll_y == 2, "two lines down")
        await pilot.press("k")
        await wait_for(pilot, lambda: box.scroll_y == 1, "one line up")
        await pilot.press("G")
        await wait_for(pilot, lambda: box.scroll_y == box.max_scroll_y, "the bottom")
        await pilot.press("g")
        await wait_for(pilot, lambda: box.scroll_y == 0, "the top")


async def test_q_leaves_the_join_list() -> None:
    app = make_app(lambda: [JoinScreen(browse=None, probe=None, name="Zoe")], ascii_only=False,
                   animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, JoinScreen, "the join list")
        await pilot.press("q")  # (the list has the focus: q is no letter typed anywhere)
        await wait_screen(pilot, MenuScreen, "the menu")
