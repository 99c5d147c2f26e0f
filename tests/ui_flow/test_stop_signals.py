"""The app stopped by a signal, across processes, in real terminals.

``kill`` (SIGTERM) or a closed terminal window (SIGHUP) sent to a player's app that hosts a table
must end it as Ctrl+Q and a yes would: its terminal restored (off the alternate screen, the
shell's prompt readable), the exit status 128 + the signal, and the player who joined it told
that the table was closed. Left to Python's default, both signals killed the app with the
terminal still in full-screen mode, and the guest waited for a table that was gone.

Two tmux sessions (80×24): the host's ``unotui host`` (the app) and a guest's ``unotui join``.
Everything stays on loopback; the sessions are ended by their own names, the app by its own id.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_closed_table_flow import LIMIT, TMUX, free_port, tmux, wait_screen_text

ROOT = Path(__file__).resolve().parents[2]


def terminal(name: str, config: Path, command: str) -> str:
    """A tmux session running ``command`` with its own settings folder; its name."""
    session = f"unotui-test-{name}-{uuid.uuid4().hex[:8]}"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"name": name}), encoding="utf-8")
    env = (f"env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 UNOTUI_CONFIG_DIR={config} "
           "UNOTUI_MDNS_INTERFACES=127.0.0.1")
    for _ in range(5):  # (a tmux server whose last session a test just ended may still be
        # going away: a session asked of it then is never made; ask again)
        tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24",
             f"cd {ROOT} && {env} {command}")
        if subprocess.run([TMUX, "has-session", "-t", session], capture_output=True,
                          timeout=10, check=False).returncode == 0:
            break
        time.sleep(0.5)
    return session


@pytest.fixture
def hosted(tmp_path: Path) -> Iterator[tuple[str, str, Path]]:
    """(the host's session, the guest's session, the file holding the host app's process id),
    with the guest at the host's table and the match started."""
    port = free_port()
    pid_file = tmp_path / "host.pid"
    # (the inner shell writes its id and becomes the app; the outer one reports how it ended)
    app = (f"{sys.executable} -m unotui host --bind 127.0.0.1 --port {port} --bots 1 "
           f"--no-advertise --name 'Den' --journal {tmp_path / 't.jsonl'} --lang en")
    host = terminal("Zoe", tmp_path / "host-config",
                    f"sh -c 'echo $$ > {pid_file}; exec {app}'; echo EXIT=$?; sleep 30")
    sessions = [host]
    try:
        wait_screen_text(host, lambda t: "Lobby of Den" in t, "the host's lobby")
        guest = terminal("Bo", tmp_path / "guest-config",
                         f"{sys.executable} -m unotui join 127.0.0.1:{port} --name Bo "
                         "--lang en; sleep 30")
        sessions.append(guest)
        wait_screen_text(host, lambda t: "Bo" in t, "the guest in the lobby")
        tmux("send-keys", "-t", host, "s")
        wait_screen_text(guest, lambda t: "Your hand (" in t, "the guest's table")
        yield host, guest, pid_file
    finally:
        for session in sessions:
            tmux("kill-session", "-t", session)
        if pid_file.exists():  # (the app, if it is somehow still running: by its own id)
            pid = int(pid_file.read_text())
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_hosting_app_stopped_by_a_signal_closes_its_table_and_restores_its_terminal(
        hosted: tuple[str, str, Path], sig: signal.Signals) -> None:
    host, guest, pid_file = hosted
    os.kill(int(pid_file.read_text()), sig)
    text = wait_screen_text(host, lambda t: "EXIT=" in t, "the app's end")
    assert f"EXIT={128 + sig}" in text
    assert "Your hand (" not in text and "Players" not in text  # off the alternate screen
    if sig == signal.SIGTERM:  # (and how its match goes on: it did not end)
        assert "unotui was stopped (SIGTERM). Its table's match can go on:\n" in text
        # (the journal named: one given with --journal is not where --resume looks itself)
        journal = pid_file.parent / "t.jsonl"
        # (one line, though longer than the terminal: the terminal wraps it, and tmux's -J
        # joins what it wrapped; Rich broke it over lines, and pasting them ran host --resume
        # without its FILE, ssh41 #1)
        joined = tmux("capture-pane", "-p", "-J", "-t", host).splitlines()
        assert any(f"unotui host --resume {journal} " in line for line in joined), joined
    # (the guest reads that the match can go on, not that it ended: ux27, ux28 #9)
    text = wait_screen_text(guest, lambda t: "its host's app ended" in t, "the guest told")
    assert "Den stopped: its host's app ended." in text and "No round had been played" in text
    assert "Its match can go on" in text
    assert "reconnecting" not in text.lower()
    time.sleep(0.2)
    assert "Traceback" not in tmux("capture-pane", "-p", "-t", host)
    assert LIMIT > 0
    # the table went away (it was not closed on purpose): its journal is the one
    # ``host --resume`` takes, its match still under way
    kinds = [json.loads(line)["k"] for line in
             (pid_file.parent / "t.jsonl").read_text().splitlines() if line.strip()]
    assert kinds[0] == "match" and "closed" not in kinds and "over" not in kinds


async def test_an_app_whose_stop_hangs_after_a_signal_is_ended_all_the_same(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """tmux35 #1: an app whose pane was killed (SIGHUP) lived on, asleep, its shutdown waiting
    for ever on the terminal that was gone — and, still "running", kept its player's seat from
    the app they started next. A real signal now also sets a watchdog that ends the process
    once the clean stop has had its grace."""
    from unotui.app import UnoApp

    ended: list[int] = []
    monkeypatch.setattr(os, "_exit", ended.append)
    app = UnoApp(start=None)
    app.STOP_GRACE = 0.05
    async with app.run_test() as pilot:
        monkeypatch.setattr(app, "_stopped_by", lambda sig: None)  # (as if its stop hung)
        app._signalled(signal.SIGHUP)
        for _ in range(100):
            if ended:
                break
            await pilot.pause(0.02)
    assert ended == [128 + signal.SIGHUP]


def test_the_stop_watchdog_ends_with_the_apps_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """review35 #4: what comes after the app's run (an SSH door's goodbye to its visitors) has
    its own time: the watchdog a signal set is called off once the run is over."""
    import textual.app

    from unotui.app import UnoApp

    cancelled: list[bool] = []

    class Timer:
        def cancel(self) -> None:
            cancelled.append(True)

    monkeypatch.setattr(textual.app.App, "run", lambda self, *a, **k: 7)
    app = UnoApp(start=None)
    app._watchdog = Timer()
    assert app.run() == 7 and cancelled == [True]


async def test_an_app_stopped_at_the_menu_says_no_table_was_closed() -> None:
    """ssh49 #4: stopped with SIGTERM at the menu, the app said "its table was closed or left",
    though it had none."""
    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen

    app = make_app(lambda: [MenuScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app._stopped_by(signal.SIGTERM)
        await pilot.pause()
    assert app._stop_line == "unotui was stopped (SIGTERM)."
