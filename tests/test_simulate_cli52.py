"""cli52: ``unotui simulate``'s arguments."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
