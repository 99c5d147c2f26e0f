"""cli53: a command started with its standard output closed (``>&-``: a supervisor or a
script that closes it, ``nohup``-like wrappers) ended in a traceback — Python sets
``sys.stdout`` to ``None``, and unotui/cli.py:312 ``sys.stdout.flush()`` raised
"AttributeError: 'NoneType' object has no attribute 'flush'" after every command, even one
that had just said its error in one line (``rules nosuch``), and after a headless table that
ran and closed cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _closed_stdout(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", sys.executable, "-m", "unotui",
                           *args], cwd=ROOT, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                          text=True, timeout=60,
                          env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1"})


@pytest.mark.parametrize("args, code", [(["rules", "house"], 1), (["rules", "nosuch"], 2),
                                        (["simulate", "--games", "1"], 1)],
                         ids=["rules", "rules-refused", "simulate"])
def test_a_closed_standard_output_is_no_traceback(args: list[str], code: int) -> None:
    done = _closed_stdout(*args)
    assert "Traceback" not in done.stderr, done.stderr[-1200:]
    assert done.returncode == code, (done.returncode, done.stderr[-1200:])
