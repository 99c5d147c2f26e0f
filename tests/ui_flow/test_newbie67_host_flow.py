"""newbie67: hosting from the command line in Chinese."""

from __future__ import annotations

from typing import Any

from flow_kit import screen_text, wait_for, wait_screen

from unotui.i18n import set_language
from unotui.screens.lobby import LobbyScreen


async def test_newbie67_host_without_name_in_chinese_names_the_table_in_chinese() -> None:
    """newbie67 #2: `unotui host --bind 127.0.0.1 --port P --lang zh_CN` (no --name) opens a
    lobby titled "大厅：root's table · 已坐 1/4", and guests read "root's table" in their list:
    the default name is an English f-string (unotui/launch.py:227, plan_from_args, run before the
    app's language is set), while the Host form names the same table "root 的牌桌"
    (host_setup.py:155, _("{name}'s table"))."""
    from unotui.cli import build_parser
    from unotui.launch import _common, make_app, plan_from_args
    from unotui.screens.host_setup import HostSetupScreen

    args = build_parser("host").parse_args(["host", "--bind", "127.0.0.1", "--port", "0",
                                            "--no-advertise", "--lang", "zh_CN"])
    args.bot_delay = 0.0
    options, code = _common(args, "host")  # (as run_host does, in its order: the language
    assert code is None  # set before the plan, whose default name is in it)
    set_language(options["lang"])
    plan = plan_from_args(args, "Zoe")
    app = make_app(lambda: [HostSetupScreen(plan=plan, auto_open=True)], animations=False,
                   **{**options, "ascii_only": False})
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: "大厅" in screen_text(app), "the lobby's title")
            title = next(line for line in screen_text(app).splitlines() if "大厅" in line)
            assert "'s table" not in title, title
            assert "Zoe 的牌桌" in title, title
    finally:
        set_language("en")


def test_run_host_names_the_table_in_the_language_asked(
        monkeypatch, fixed_settings) -> None:  # type: ignore[no-untyped-def]
    """``unotui host --lang zh_CN`` without ``--name``: run_host sets the language before it
    plans the table, whose default name is in that language (newbie67 #3)."""
    from unotui import launch
    from unotui.cli import build_parser

    planned = []

    class NoApp:
        def __init__(self) -> None:
            self.host_options: dict[str, Any] = {}

        def run(self) -> int:
            return 0

    def make_app(screens, **options):  # type: ignore[no-untyped-def]
        app = NoApp()
        planned.append(app)
        return app

    monkeypatch.setattr(launch, "make_app", make_app)
    args = build_parser("host").parse_args(["host", "--bind", "127.0.0.1", "--port", "0",
                                            "--no-advertise", "--lang", "zh_CN"])
    try:
        assert launch.run_host(args) == 0
    finally:
        set_language("en")
    plan = planned[0].host_options["plan"]  # (what run_host gave the app to open)
    assert plan.table_name.endswith(" 的牌桌"), plan.table_name


async def test_newbie67_guest_told_owner_only_spaces_the_latin_name(fixed_settings) -> None:  # type: ignore[no-untyped-def]
    """newbie67 #3: a guest (Chinese) pressing s in the lobby of root's table reads
    "只有桌主root可以开始比赛。" (b, k, e, h alike): the catalogue's "桌主{name}" and
    "只有{owner}可以…" (zh_CN.json:1281 and its kin) put no space around the owner's name, where
    every other line spaces a Latin name from the Chinese ("由 Ana 发牌", "已以 root 2 的名字加入"),
    and unotui.i18n._fill takes the space away by itself when the name is Chinese. Suggested:
    "桌主 {name}", "只有 {owner} 可以开始比赛。" → "只有桌主 root 可以开始比赛。"."""
    import json
    import re

    from flow_kit import joined_table

    settings = json.loads((fixed_settings / "settings.json").read_text(encoding="utf-8"))
    settings["language"] = "zh_CN"
    (fixed_settings / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    try:
        async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (_host, _ann, app), \
                app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: "Den" in screen_text(app) and "大厅" in screen_text(app),
                           "the lobby in Chinese")
            said = []
            for key in ("s", "b", "k", "e", "h"):
                await pilot.press(key)
                await wait_for(pilot, lambda: "只有" in screen_text(app).splitlines()[-2],
                               "the owner-only line")
                said.append(screen_text(app).splitlines()[-2].strip())
            for line in said:
                assert not re.search("[\u4e00-\u9fff]Ann|Ann[\u4e00-\u9fff]", line), said
    finally:
        set_language("en")
