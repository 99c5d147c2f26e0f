"""cli51: ``unotui play`` with no terminal (``play --bots 2 </dev/null >file``) wrote the
full-screen app's escape codes into the file and never ended; it refuses in one line, as
``host`` runs headless then and ``join`` as text."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAID = ("unotui play: error: play needs a terminal: its standard input and output are not one "
        "(bots play without one in: unotui simulate)")


@pytest.mark.parametrize("terminal", ["none", "stdout only", "stdin only"])
def test_play_without_a_terminal_refuses_in_one_line(tmp_path: Path, terminal: str) -> None:
    out = tmp_path / "out.txt"
    master, slave = os.openpty()
    try:
        with out.open("wb") as sink, open(os.devnull, "rb") as nothing:
            stdin = slave if terminal == "stdin only" else nothing
            stdout = slave if terminal == "stdout only" else sink
            try:
                done = subprocess.run(
                    [sys.executable, "-m", "unotui", "play", "--bots", "2"], cwd=ROOT,
                    stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, timeout=30,
                    env={**os.environ, "TERM": "xterm-256color"})
            except subprocess.TimeoutExpired:
                raise AssertionError("play without a terminal never ended") from None
    finally:
        os.close(master)
        os.close(slave)
    assert done.returncode == 2, done
    assert done.stderr.decode().strip() == SAID, done.stderr
    assert out.read_bytes() == b"", out.read_bytes()[:200]
