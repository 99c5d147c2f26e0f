"""``unotui join --spectate ADDR`` watches in the full-screen app too (ux26 #3): only the
``--text`` client honoured the flag; the app took a seat (and, at an empty table, its
ownership), and at a full table said only "That table is full"."""

from __future__ import annotations

import argparse
from typing import Any

import pytest

from unotui import launch
from unotui.commands.join import add_arguments


def test_join_spectate_makes_the_apps_join_screen_watch(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[Any] = []

    class NoRun:
        def run(self) -> int:
            return 0

    def make_app(screens: Any, **_options: Any) -> NoRun:
        built.extend(screens())
        return NoRun()

    monkeypatch.setattr(launch, "make_app", make_app)
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    for flags, watching in ((["--spectate"], True), ([], False)):
        built.clear()
        assert launch.run_join(parser.parse_args([*flags, "127.0.0.1:7152"])) == 0
        [screen] = built
        assert screen.auto_join and screen.watch_on_join is watching
