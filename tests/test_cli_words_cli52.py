"""cli52 #12: the command line's smaller words — each says what is so, or what was given."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "unotui", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, stdin=subprocess.DEVNULL,
                          env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", **env})


def test_join_without_an_address_or_a_terminal_does_not_blame_text() -> None:
    """``unotui join < /dev/null`` (a script, no terminal): "--text needs the table's
    HOST:PORT" was said, though no --text was given."""
    done = _run("join")
    assert done.returncode == 2
    assert "--text" not in done.stderr and "HOST:PORT" in done.stderr, done.stderr
    given = _run("join", "--text")
    assert given.returncode == 2 and "--text needs the table's HOST:PORT" in given.stderr
