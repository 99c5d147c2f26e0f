"""cli52: commands whose standard output cannot be written — a full disk (``> /dev/full``) —
ended in a traceback (cli.py: "no traceback is ever shown"): now one line on stderr, exit 1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _to_full_disk(*args: str, timeout: float = 60, **env: str) -> subprocess.CompletedProcess[str]:
    with open("/dev/full", "w") as full:
        return subprocess.run([sys.executable, "-m", "unotui", *args], cwd=ROOT, stdout=full,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
                              timeout=timeout,
                              env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", **env})


@pytest.mark.parametrize("args", [["rules", "house"], ["simulate", "--games", "2"],
                                  ["simulate", "--games", "2", "--json"],
                                  ["discover", "--json", "--timeout", "0.2"]],
                         ids=["rules", "simulate", "simulate-json", "discover"])
def test_output_on_a_full_disk_is_one_line_not_a_traceback(args: list[str]) -> None:
    """``unotui rules house > file`` (or ``simulate``, ``discover --json``) on a full disk:
    the write raised ``OSError: [Errno 28] No space left on device`` as a traceback, or the
    interpreter's "Exception ignored" at its exit (code 120)."""
    done = _to_full_disk(*args)
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, \
        done.stderr
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert done.stderr.strip().splitlines() == [
        f"unotui {args[0]}: error: cannot write the output: No space left on device"], done.stderr


def test_headless_host_on_a_full_disk_says_so_and_ends(tmp_path: Path) -> None:
    """``unotui host --headless > /dev/full``: its first line cannot be written; the table
    closes (it does not listen on, unseen) and says why in one line."""
    done = _to_full_disk("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                         "--no-advertise", timeout=30, UNOTUI_STATE_DIR=str(tmp_path / "state"))
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert done.stderr.strip().splitlines() == [
        "unotui host: error: cannot write the output: No space left on device"], done.stderr
    # (its journal, created as it opened and still empty, is removed as the table closes)
    assert not list((tmp_path / "state" / "tables").glob("*.jsonl"))


def test_output_to_a_reader_gone_stays_quiet() -> None:
    """A reader that goes away (``| head -1``) is no error to tell: no line, exit code 1, as
    simulate did; every command does now (rules ended in "Exception ignored", code 120)."""
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "rules", "house"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL)
    assert proc.stdout is not None
    proc.stdout.close()  # (the reader gone before anything is written)
    _out, err = proc.communicate(timeout=30)
    assert err == b"", err
    assert proc.returncode == 1
