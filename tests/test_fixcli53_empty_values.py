"""fixcli53: an option given empty — an unset variable in a script — is refused, never taken
for the option left out (cli53 #1 and its observations); a relative ``UNOTUI_STATE_DIR`` is
named absolute."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(tmp_path: Path, *args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """``unotui ARGS``; a table that opens instead of refusing is stopped after ``timeout``
    seconds (``subprocess.TimeoutExpired``)."""
    return subprocess.run([sys.executable, "-m", "unotui", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL,
                          env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
                               "UNOTUI_SSH_DIR": str(tmp_path / "ssh"),
                               "UNOTUI_STATE_DIR": str(tmp_path / "state")})


def _one_line(done: subprocess.CompletedProcess[str], codes: tuple[int, ...]) -> None:
    assert done.returncode in codes, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1, \
        done.stderr


def test_an_empty_journal_is_refused_not_taken_for_the_default(tmp_path: Path) -> None:
    """``host --headless --journal "$J"`` with ``J`` unset wrote a new journal in the state
    folder without a word."""
    done = _run(tmp_path, "host", "--headless", "--no-advertise", "--bind", "127.0.0.1",
                "--port", "0", "--journal", "")
    _one_line(done, (1, 2))
    assert "--journal" in done.stderr


def test_discover_refuses_an_empty_interface_list(tmp_path: Path) -> None:
    """``discover --mdns-interfaces ''`` browsed every interface (``all`` says that)."""
    done = _run(tmp_path, "discover", "--timeout", "0.5", "--mdns-interfaces", "")
    _one_line(done, (2,))
    assert "'all'" in done.stderr


def test_host_refuses_an_empty_interface_list(tmp_path: Path) -> None:
    done = _run(tmp_path, "host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                "--mdns-interfaces", "", timeout=8)
    _one_line(done, (2,))


def test_host_refuses_an_empty_table_password(tmp_path: Path) -> None:
    """``host --headless --password "$PW"`` with ``PW`` unset opened a table with no password:
    anyone who reaches it sits down."""
    done = _run(tmp_path, "host", "--headless", "--no-advertise", "--bind", "127.0.0.1",
                "--port", "0", "--password", "", timeout=8)
    _one_line(done, (2,))


def test_a_relative_state_folder_is_named_absolute(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.tables import state_dir

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("UNOTUI_STATE_DIR", "rel")
    assert state_dir() == tmp_path / "rel"
