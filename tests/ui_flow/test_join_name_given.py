"""tmux65 #6: ``unotui join --name Jo`` said "You join as Jo (change it in Rules & settings)." —
but a name given with ``--name`` is the one this run joins under, whatever Rules & settings says
(the menu's Join after a table goes on under it too). The line says where the name came from."""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest
from flow_kit import wait_for

from unotui import launch
from unotui.screens.join import JoinScreen


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings


def join_app(monkeypatch: pytest.MonkeyPatch, *argv: str) -> Any:
    """The app ``unotui join ARGV`` opens, not run."""
    made: dict[str, Any] = {}
    real = launch.make_app

    def keep(screens: Any, **options: Any) -> Any:
        made["app"] = real(screens, animations=False, **options)
        made["app"].run = lambda: 0
        return made["app"]

    monkeypatch.setattr(launch, "make_app", keep)
    args = argparse.Namespace(address=None, password=None, spectate=False, text=False,
                              name=None, lang=None, theme=None, ascii=False)
    for flag, value in zip(argv[::2], argv[1::2], strict=True):
        setattr(args, flag.lstrip("-"), value)
    assert launch.run_join(args) == 0
    return made["app"]


async def _join_line(app: Any) -> str:
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, JoinScreen))
        screen = app.screen
        assert isinstance(screen, JoinScreen)
        screen.browse = None
        line = str(screen.query_one("#join-as").render())
        again = JoinScreen(**app.join_options).name_line() if hasattr(app, "join_options") \
            else None
        return line + " | " + str(again)


async def test_a_name_given_with_name_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    line = await _join_line(join_app(monkeypatch, "--name", "Jo"))
    first, again = line.split(" | ")
    assert first == "You join as Jo (given with --name).", first
    assert again == "You join as Jo (given with --name).", again  # (the menu's Join after)


async def test_the_saved_name_points_to_rules_and_settings(
        monkeypatch: pytest.MonkeyPatch) -> None:
    line = await _join_line(join_app(monkeypatch))
    assert "(change it in Rules & settings)." in line.split(" | ")[0], line
