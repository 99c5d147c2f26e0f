"""``python3 -m unotui`` with a Python that lacks unotui's packages (a system Python beside a
checkout whose ``.venv`` holds them) says what is missing and the command that sets it up: a
guest who typed the join hint with the wrong Python got Python's traceback (newbie40 #2)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_python_without_the_packages_is_told_how_to_set_up_not_shown_a_traceback() -> None:
    # (-S: no site-packages, so none of msgpack, Textual, zeroconf, platformdirs is there)
    done = subprocess.run([sys.executable, "-S", "-m", "unotui", "join", "127.0.0.1:7152"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert "unotui cannot start: this Python" in done.stderr
    assert "does not have the package" in done.stderr
    assert f"python3 {ROOT / 'run.py'} join 127.0.0.1:7152" in done.stderr


def test_the_command_given_is_quoted_as_a_shell_reads_it() -> None:
    """review41 #6: --name "Ana B" came back as --name Ana B, another command when pasted."""
    done = subprocess.run([sys.executable, "-S", "-m", "unotui", "join", "127.0.0.1:7152",
                           "--name", "Ana B"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert "--name 'Ana B'" in done.stderr, done.stderr
