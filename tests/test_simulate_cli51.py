"""cli51: ``unotui simulate`` reading ``--position @FILE`` that is no regular file, and stopped
by a signal while its worker processes play."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
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


def _children(pid: int) -> list[int]:
    with contextlib.suppress(OSError):
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    return []


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1][0] != "Z"
    except (OSError, IndexError):
        return False


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
def test_simulate_stopped_with_sigterm_leaves_no_worker_behind(sig: signal.Signals) -> None:
    """``simulate --games 200`` plays on two worker processes; ``kill PID`` (SIGTERM) ended the
    parent at once (exit 143), and its two workers stayed for good — idle, reparented to
    init. Now every stop signal ends the workers too, and says so in one line. At once, with
    games under way: forked with the run's own handler of SIGTERM and SIGHUP, a worker took the
    pool's terminate for a stop of its current chunk and played its next ones, ignoring the
    operator's second kill; hard bots' long chunks held the run 23 s (review63 #1)."""
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "simulate", "--games", "400",
                             "--jobs", "2", "--bots", "hard", "--think", "0.1", "--rounds-only"],
                            cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    workers: list[int] = []
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and len(workers) < 2:
            time.sleep(0.2)
            workers = _children(proc.pid)
        assert workers, "simulate started no workers"
        time.sleep(2.0)
        proc.send_signal(sig)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and any(_alive(w) for w in workers):
            time.sleep(0.2)
        left = [w for w in workers if _alive(w)]
        assert not left, f"5 s after {sig.name} simulate's workers {left} still play"
        _out, err = proc.communicate(timeout=20)
        assert proc.returncode == 128 + sig, (proc.returncode, err)
        assert "Traceback" not in err, err
        assert err.strip().splitlines()[-1] == (
            f"unotui simulate: stopped by {signal.Signals(sig).name} before its games were "
            "played; nothing to report"), err
    finally:
        with contextlib.suppress(ProcessLookupError):
            proc.kill()
        proc.wait()
        for w in workers:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(w, signal.SIGKILL)


#: a worker's start in a process that ignores SIGHUP, as nohup leaves the run (and its workers)
_NOHUP_WORKER = """
import os, signal
signal.signal(signal.SIGHUP, signal.SIG_IGN)
from unotui.commands.simulate import _worker_start
_worker_start(os.getppid())
print("ignored" if signal.getsignal(signal.SIGHUP) is signal.SIG_IGN else "default")
"""


def test_a_worker_of_a_run_under_nohup_keeps_sighup_ignored() -> None:
    """review64 #6: the workers' stop signals set to their defaults (review63 #1) took nohup's
    ignored SIGHUP too, and the terminal's hang-up killed every worker of a run that outlived
    it. Checked without playing a game: a worker's start keeps it ignored."""
    out = subprocess.run([sys.executable, "-c", _NOHUP_WORKER], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ignored", out.stdout
