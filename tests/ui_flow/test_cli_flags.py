"""The look flags the README promises (``--ascii``, ``--theme``, ``--lang``) work before any
command and after every command that shows the app, and the host's "join with" hint names a
command that works for how this copy was started."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from unotui import cli, i18n, launch

ROOT = Path(__file__).resolve().parents[2]
REAL_MAKE_APP = launch.make_app  #: (the fixture below replaces it with a stand-in)


class _Opened:
    """Stands in for the app: records what it was opened with, and opens nothing."""

    def __init__(self) -> None:
        self.options: dict[str, Any] = {}
        self.screens: list[Any] = []
        self.theme_problems: list[str] = []

    def run(self) -> int:
        return 0


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> _Opened:
    """Every command opens this stand-in instead of the full-screen app."""
    app = _Opened()

    def make_app(screens: Any, **options: Any) -> _Opened:
        options.pop("settings", None)  # (the saved settings, loaded by the command)
        app.options = options
        app.screens = screens()
        return app

    monkeypatch.setattr(launch, "make_app", make_app)
    monkeypatch.setattr(launch, "has_terminal", lambda: True)
    yield app
    i18n.set_language("en")


@pytest.fixture
def played(monkeypatch: pytest.MonkeyPatch) -> Any:
    """``unotui play`` builds this stand-in instead of its app: the options of each build (and
    the language active then, as ``lang``), in order."""
    import unotui.app

    seen: list[dict[str, Any]] = []

    def build_app(**options: Any) -> _Opened:
        seen.append({**options, "lang": i18n.language()})
        return _Opened()

    monkeypatch.setattr(unotui.app, "build_app", build_app)
    monkeypatch.setattr(launch, "has_terminal", lambda: True)  # (play refuses without one)
    yield seen
    i18n.set_language("en")


def test_flags_without_a_command_open_the_menu_with_that_look(opened: _Opened) -> None:
    assert cli.main(["--ascii", "--theme", "monochrome", "--lang", "zh_CN"]) == 0
    assert opened.options == {"ascii_only": True, "theme": "monochrome", "lang": "zh_CN"}
    assert opened.screens == []  # the main menu alone


def test_join_takes_the_look_flags_not_as_its_address(opened: _Opened) -> None:
    from unotui.screens.join import JoinScreen

    assert cli.main(["join", "--lang", "zh_CN", "--ascii", "--theme", "high-contrast"]) == 0
    assert opened.options == {"ascii_only": True, "theme": "high-contrast", "lang": "zh_CN"}
    (screen,) = opened.screens
    assert isinstance(screen, JoinScreen) and not screen.auto_join  # the LAN list, no address

    assert cli.main(["--lang", "zh_CN", "join", "127.0.0.1:7152", "--theme", "colorblind"]) == 0
    assert opened.options == {"theme": "colorblind", "lang": "zh_CN"}
    assert opened.screens[0].auto_join


def test_host_takes_the_look_flags(opened: _Opened) -> None:
    assert cli.main(["host", "--theme", "monochrome", "--ascii", "--port", "0",
                     "--no-advertise"]) == 0
    assert opened.options == {"ascii_only": True, "theme": "monochrome"}
    assert cli.main(["--lang", "zh_CN", "host", "--port", "0", "--no-advertise"]) == 0
    assert opened.options == {"lang": "zh_CN"}


def test_a_flag_after_the_command_wins_over_the_same_flag_before_it(opened: _Opened) -> None:
    assert cli.main(["--theme", "classic", "join", "--theme", "monochrome"]) == 0
    assert opened.options["theme"] == "monochrome"


def test_play_takes_the_look_flags_before_or_after_the_command(
        played: list[dict[str, Any]]) -> None:
    assert cli.main(["--ascii", "--lang", "zh_CN", "play", "--theme", "monochrome"]) == 0
    assert cli.main(["play", "--theme", "colorblind", "--lang", "en"]) == 0
    assert [(s["ascii_only"], s["theme"], s["lang"]) for s in played] == [
        (True, "monochrome", "zh_CN"), (None, "colorblind", "en")]


def test_every_shipped_theme_is_a_choice(capsys: pytest.CaptureFixture[str]) -> None:
    shipped = sorted(p.stem for p in (ROOT / "themes").glob("*.toml"))
    assert "monochrome" in shipped and sorted(cli.theme_names()) == shipped
    for command in ("join", "host"):
        with pytest.raises(SystemExit):
            cli.build_parser(command).parse_args([command, "--help"])
        help_text = " ".join(capsys.readouterr().out.split())
        assert all(theme in help_text for theme in shipped), command


def _unotui(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "unotui", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env={**os.environ, **(env or {})})


def test_textuals_own_themes_are_themes_everywhere_settings_offers_them(
        played: list[dict[str, Any]], opened: _Opened) -> None:
    """ux32 #3: Settings offered nord, gruvbox … (Textual's own themes), which ``--theme``
    refused and ``play`` ignored once saved."""
    from textual.theme import BUILTIN_THEMES

    from unotui import settings as settings_mod

    assert list(cli.TEXTUAL_THEMES) == sorted(
        name for name in BUILTIN_THEMES if not name.startswith("textual"))
    assert cli.main(["--theme", "nord"]) == 0 and opened.options["theme"] == "nord"
    assert cli.main(["play", "--theme", "gruvbox"]) == 0
    saved = settings_mod.load()
    saved.theme = "ansi-dark"  # as Settings saves it
    settings_mod.save(saved)
    assert cli.main(["play"]) == 0
    assert [options["theme"] for options in played] == ["gruvbox", "ansi-dark"]


def test_an_unknown_theme_or_language_is_one_line_naming_the_choices() -> None:
    for argv, wanted in ((["--theme", "neon"], "unknown theme 'neon'"),
                         (["join", "--lang", "xx"], "unknown language 'xx'"),
                         (["--lang", "tlh", "play"], "unknown language 'tlh'")):
        done = _unotui(*argv)
        assert done.returncode == 2, argv
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and wanted in lines[0], done.stderr
        assert "Traceback" not in done.stderr


def test_how_to_run_names_the_command_of_this_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_COMMAND", "python3 run.py")
    assert cli.how_to_run() == "python3 run.py"
    monkeypatch.delenv("UNOTUI_COMMAND")
    import types

    script = types.ModuleType("__main__")  # the installed ``unotui`` script
    monkeypatch.setitem(sys.modules, "__main__", script)
    assert cli.how_to_run() == "unotui"
    module = types.ModuleType("__main__")  # python3 -m unotui
    module.__spec__ = types.SimpleNamespace(name="unotui.__main__")  # type: ignore[assignment]
    monkeypatch.setitem(sys.modules, "__main__", module)
    assert cli.how_to_run() == "python3 -m unotui"
    other = types.ModuleType("__main__")  # python3 -m pytest: not unotui's own module
    other.__spec__ = types.SimpleNamespace(name="pytest.__main__")  # type: ignore[assignment]
    monkeypatch.setitem(sys.modules, "__main__", other)
    assert cli.how_to_run() == "unotui"


async def test_the_headless_host_says_how_to_join_with_this_copys_command() -> None:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1", "--port", "0",
        "--no-advertise", "--journal", os.devnull, cwd=ROOT,
        env={**os.environ, "UNOTUI_COMMAND": "python3 run.py"},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        assert proc.stdout is not None
        line = ""
        async with asyncio.timeout(30):
            while "Join with:" not in line:
                line = (await proc.stdout.readline()).decode()
                assert line, "the host ended before saying how to join"
        assert "Join with:  python3 run.py join 127.0.0.1:" in line
    finally:
        proc.terminate()
        await proc.wait()


def test_play_starts_from_the_saved_rules_unless_told_otherwise(
        played: list[dict[str, Any]]) -> None:
    """``unotui play`` plays the default rules chosen in Settings; ``--rules`` picks others for
    that game only."""
    from core.rules import Rules, preset
    from unotui import settings as settings_mod

    saved = settings_mod.load()
    house = Rules.from_dict({"target_score": 150}, preset("house"))
    saved.set_rules(house, "house")
    settings_mod.save(saved)
    assert cli.main(["play"]) == 0
    assert cli.main(["play", "--rules", "official"]) == 0
    assert [options["rules"] for options in played] == [house, Rules()]
    assert settings_mod.load().rules() == house  # the flag was for that game only


async def test_after_the_table_the_menus_host_and_join_start_from_the_command_line(
        opened: _Opened) -> None:
    """`unotui host --port P --bind A --name N`: after leaving that table, the menu's Host form
    offers the same port, address and name (friends and an SSH door were given them), not the
    defaults; `unotui join ADDR --name X`: the menu's Join goes on as X, ADDR filled in."""
    from flow_kit import screen_text, wait_screen

    from unotui.screens.host_setup import HostSetupScreen
    from unotui.screens.join import JoinScreen

    assert cli.main(["host", "--port", "47155", "--bind", "127.0.0.1", "--name", "Den",
                     "--no-advertise"]) == 0
    host_options = getattr(opened, "host_options", None)
    assert cli.main(["join", "127.0.0.1:47155", "--name", "Dave"]) == 0
    join_options = getattr(opened, "join_options", None)
    assert host_options is not None
    assert join_options == {"name": "Dave", "named": True, "address": "127.0.0.1:47155"}
    menu_app = REAL_MAKE_APP(lambda: [], animations=False)
    menu_app.host_options, menu_app.join_options = host_options, join_options
    async with menu_app.run_test(size=(80, 30)) as pilot:
        await pilot.press("h")
        form = await wait_screen(pilot, HostSetupScreen, "the host form")
        assert form.initial.port == 47155 and form.initial.bind == "127.0.0.1"
        assert "Den" in screen_text(menu_app) and "47155" in screen_text(menu_app)
        await pilot.press("escape")
        await pilot.press("j")
        join = await wait_screen(pilot, JoinScreen, "the join list")
        assert join.player_name == "Dave"
        # the address joined is filled in (an SSH visitor could not know the door's own)
        assert "127.0.0.1:47155" in screen_text(menu_app) and not join.auto_join


def test_play_offers_the_bot_delay_and_refuses_one_that_is_no_pause() -> None:
    """ux27 #13: ``play --bot-delay`` (bots at the speed a player likes) was hidden from
    ``--help``; it is offered, and a value that is no pause is one clear line."""
    helped = _unotui("play", "--help")
    assert "--bot-delay SECONDS" in helped.stdout and "full speed" in helped.stdout
    done = _unotui("play", "--bot-delay", "-1")
    assert done.returncode == 2
    # ("error:" as every other command's refusal says it, cli50)
    assert done.stderr.strip() == \
        "unotui play: error: --bot-delay must be between 0 and 60 seconds"


def test_play_refuses_teams_that_its_table_cannot_seat(tmp_path: Any) -> None:
    """ux29 #5: pairs at a table of three opened a table that never dealt ("Waiting for the
    table…", only q working); it is refused at the command line, as other rules errors are."""
    rules = tmp_path / "teams.toml"
    rules.write_text("[rules]\nteams = \"pairs\"\n", encoding="utf-8")
    done = _unotui("play", "--bots", "2", "--rules", str(rules))
    assert done.returncode == 2
    assert done.stderr.strip() == ('unotui play: error: teams = "pairs" needs a multiple of 2 '
                                   "players, at least 4 (you and 2 bots make 3)"), done.stderr


def test_play_seats_the_saved_number_of_bots_or_as_many_as_the_rules_need(
        played: list[dict[str, Any]]) -> None:
    """ux32 #3, #4: Rules & settings said 4 bots and `play` seated 3 (the menu seated 4), and
    `play --rules two-player` was refused ("use --bots 1") instead of seating one bot."""
    from unotui import settings as settings_mod

    saved = settings_mod.load()
    saved.bots = 4
    settings_mod.save(saved)
    assert cli.main(["play"]) == 0
    assert cli.main(["play", "--rules", "two-player"]) == 0
    assert cli.main(["play", "--bots", "2"]) == 0  # (said: as said)
    assert [options["bots"] for options in played] == [4, 1, 2]
    assert cli.main(["play", "--bots", "2", "--rules", "two-player"]) == 2  # (said, and wrong)


def test_host_refuses_a_table_password_no_player_could_send() -> None:
    """review55: ``host --password`` of more than the protocol's 64 characters opened a table
    nobody could join: the join field takes 64, and the player read "wrong password"."""
    done = _unotui("host", "--headless", "--no-advertise", "--port", "0",
                   "--password", "p" * 65)
    assert done.returncode == 2
    assert done.stderr.strip() == ("unotui host: error: --password may hold at most 64 "
                                   "characters"), \
        done.stderr
