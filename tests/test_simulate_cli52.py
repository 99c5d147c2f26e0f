"""cli52: ``unotui simulate``'s arguments."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_simulate_with_a_huge_games_count_says_why_in_one_line() -> None:
    """``simulate --games 100000000``: every game is scheduled up front (``schedule``), a
    ``Game`` each, before the first is played: gigabytes, then ``MemoryError`` as a traceback
    (here under a 3 GB address-space limit; without one it takes the machine's memory).
    ``--games`` had a lower bound and no upper one."""
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))

    done = subprocess.run([sys.executable, "-m", "unotui", "simulate", "--games", "100000000"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL, preexec_fn=limit)
    assert "Traceback" not in done.stderr, done.stderr[-600:]
    assert done.returncode == 2, (done.returncode, done.stderr[-600:])
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "--games must be at most 100,000" in lines[0], lines
    assert "kept in memory" in lines[0], lines  # (why)


def test_a_position_file_beginning_with_a_byte_order_mark_is_read(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A position saved by a Windows editor (UTF-8 with a BOM) was refused: the mark was taken
    for part of the first card. Read as the same position without it."""
    import json

    from test_simulate_position import POSITION, simulate

    plain, marked = tmp_path / "plain.txt", tmp_path / "marked.txt"
    plain.write_text(POSITION + "\n", encoding="utf-8")
    marked.write_text(POSITION + "\r\n", encoding="utf-8-sig")
    digests = []
    for path in (plain, marked):
        code, out, err = simulate(capsys, "--position", f"@{path}", "--rounds-only", "--games",
                                  "2", "--json")
        assert code == 0, err
        digests.append(json.loads(out)["digest"])
    assert digests[0] == digests[1]
