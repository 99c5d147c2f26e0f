"""review79: ``unotui host --lang zh_CN`` (no ``--name``) on a terminal that cannot show
Chinese (LANG=C, or the Linux console).

run_host now sets the language before planning the table (newbie67 #3, unotui/launch.py:357),
so the default name comes out "Zoe 的牌桌". But the app then finds the terminal cannot show
Chinese and speaks English (unotui/app.py build_app: shows_language() false -> set_language("en"),
"This terminal cannot show Chinese…"): the lobby title, the Host form's name field and every
guest's list read a Chinese name on an English app whose terminal shows it as "??" — and the
Host form's _remember (host_setup.py) compares it with the English default "Zoe's table", so
it is saved as a custom table name for every later table."""

from __future__ import annotations

from typing import Any

import pytest

from unotui.i18n import set_language


def test_run_host_names_the_table_in_the_language_the_app_will_speak(
        monkeypatch: pytest.MonkeyPatch, fixed_settings: Any) -> None:
    from unotui import launch
    from unotui.app import shows_language
    from unotui.cli import build_parser

    for key in ("LC_ALL", "LC_CTYPE", "LANG"):
        monkeypatch.setenv(key, "C")
    monkeypatch.setenv("TERM", "xterm-256color")
    planned: list[Any] = []

    class NoApp:
        def __init__(self) -> None:
            self.host_options: dict[str, Any] = {}

        def run(self) -> int:
            return 0

    def make_app(screens: Any, **options: Any) -> NoApp:
        app = NoApp()
        planned.append(app)
        return app

    monkeypatch.setattr(launch, "make_app", make_app)
    args = build_parser("host").parse_args(["host", "--bind", "127.0.0.1", "--port", "0",
                                            "--no-advertise", "--lang", "zh_CN"])
    try:
        set_language("zh_CN")
        assert not shows_language()  # (build_app speaks English on this terminal)
        assert launch.run_host(args) == 0
    finally:
        set_language("en")
    plan = planned[0].host_options["plan"]
    assert plan.table_name == "Zoe's table", (
        f"the app speaks English on this terminal, the table is named {plan.table_name!r}")
