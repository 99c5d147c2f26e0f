"""``host``'s times (``--bot-delay``, ``--uno-grace``, ``--reconnect-window``) are checked
alike by the app and headless (cli49 #5). The module contract of ``unotui.commands.host``:
"Bad arguments print one line and exit with code 2". A headless host refused a negative time,
but the same times opened a table in the app (its path checked seats, bots and port, not the
times), and ``nan`` and ``inf`` passed both (``nan < 0`` is false): a table whose bots never
move. ``play --bot-delay`` refuses these ("must be between 0 and 60 seconds"); the host says it
in the same words, up to a day (tests and demos hold a match still with bots that wait an hour).
"""

from __future__ import annotations

from typing import Any

import pytest

from unotui import cli, launch
from unotui.commands import host as host_cmd


class _App:
    def run(self) -> int:
        return 0


@pytest.fixture
def no_app(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The app's host path with a stand-in app (opened nothing; counts the apps made)."""
    made: list[int] = []

    def make_app(screens: Any, **options: Any) -> _App:
        made.append(1)
        return _App()

    monkeypatch.setattr(launch, "make_app", make_app)
    monkeypatch.setattr(launch, "has_terminal", lambda: True)
    return made


@pytest.fixture
def no_serve(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The headless path with a stand-in for serving (listens on nothing)."""
    served: list[Any] = []

    async def serve(args: Any, config: Any, resume: Any) -> int:
        served.append(config)
        return 0

    monkeypatch.setattr(host_cmd, "_serve", serve)
    monkeypatch.setattr(launch, "has_terminal", lambda: False)
    return served


def _main(argv: list[str]) -> int:
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


@pytest.mark.parametrize("flag", ["--bot-delay", "--uno-grace", "--reconnect-window"])
def test_a_negative_time_is_refused_by_the_app_as_headless(
        no_app: list[int], capsys: pytest.CaptureFixture[str], flag: str) -> None:
    code = _main(["host", "--no-advertise", "--port", "0", flag, "-1"])
    err = capsys.readouterr().err
    assert code == 2 and not no_app, f"the app opened a table with {flag} -1"
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert f"{flag} must be between 0 and 86400 seconds" in err, err


@pytest.mark.parametrize(("flag", "value"), [
    ("--bot-delay", "nan"), ("--uno-grace", "nan"), ("--reconnect-window", "nan"),
    ("--bot-delay", "inf"),  # (bots that never move)
])
def test_a_time_that_is_no_number_of_seconds_is_refused_headless(
        no_serve: list[Any], capsys: pytest.CaptureFixture[str], flag: str, value: str) -> None:
    code = _main(["host", "--headless", "--no-advertise", "--port", "0", flag, value])
    err = capsys.readouterr().err
    assert code == 2 and not no_serve, f"a headless table opened with {flag} {value}"
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert f"{flag} must be between 0 and 86400 seconds" in err, err


def test_bots_that_wait_an_hour_still_open_a_table(no_serve: list[Any]) -> None:
    code = _main(["host", "--headless", "--no-advertise", "--port", "0", "--bot-delay", "3600",
                  "--journal", "/dev/null/none"])
    assert code == 0 and no_serve and no_serve[0].bot_delay == 3600.0


@pytest.mark.parametrize("flags", [["--authorized-keys", "/nonexistent"],
                                   ["--ssh-password-file", "/nonexistent"],
                                   ["--max-sessions", "2"]])
def test_an_ssh_door_option_without_ssh_is_refused(
        no_app: list[int], no_serve: list[Any], capsys: pytest.CaptureFixture[str],
        flags: list[str]) -> None:
    """cli49 #9: ``host --headless --authorized-keys /nonexistent`` opened the table without a
    word, as if its visitors were checked: the door those options shape is opened by --ssh."""
    code = _main(["host", "--headless", "--port", "0", "--no-advertise", *flags,
                  "--journal", "/dev/null/none"])
    err = capsys.readouterr().err
    assert code == 2 and not no_serve, err
    assert f"{flags[0]} shapes the SSH door: give --ssh PORT too" in err, err
