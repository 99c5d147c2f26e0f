"""cli51: ``unotui simulate`` reading ``--position @FILE`` that is no regular file, and stopped
by a signal while its worker processes play."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _simulate(*args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "unotui", "simulate", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero", "directory"])
def test_simulate_position_from_a_fifo_says_why_instead_of_hanging(
        tmp_path: Path, kind: str) -> None:
    """``simulate --position @FIFO`` waited for a writer for ever, and ``@/dev/zero`` read
    until a MemoryError's traceback: the journal, settings and rules readers refuse what is no
    regular file (net.files.read_bounded), this one did not."""
    if kind == "fifo":
        path = tmp_path / "pos"
        os.mkfifo(path)
    elif kind == "directory":
        path = tmp_path
    else:
        path = Path(kind)
    try:
        done = _simulate("--games", "1", "--position", f"@{path}", timeout=15)
    except subprocess.TimeoutExpired:
        raise AssertionError(f"simulate --position @{kind} hangs") from None
    assert done.returncode == 2, done
    assert "Traceback" not in done.stderr, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        f"unotui simulate: error: cannot read the position file '{path}': "), lines


def test_a_position_file_still_reads(tmp_path: Path) -> None:
    from unotui.cli import build_parser
    from unotui.commands.simulate import parse_setup

    text = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2"
    (tmp_path / "pos.txt").write_text(text + "\n")
    args = build_parser().parse_args(["simulate", "--position", f"@{tmp_path / 'pos.txt'}"])
    setup = parse_setup(args)
    assert setup.players == 3 and setup.position == text
