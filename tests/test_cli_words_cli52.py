"""cli52 #12: the command line's smaller words — each says what is so, or what was given."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


def test_discover_says_join_as_this_copy_is_started(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``discover`` printed a hard-coded "Join one with: unotui join HOST:PORT" where ``host``
    says ``how_to_run()`` (``python3 run.py join …`` from a checkout)."""
    import argparse
    from types import SimpleNamespace

    import net.discovery
    from unotui.commands import discover

    monkeypatch.setenv("UNOTUI_COMMAND", "python3 run.py")
    table = SimpleNamespace(owner=None, password=False, full=False, compatible=True, proto=1,
                            ssh_command=None, name="Den", address="127.0.0.1:7152", taken=1,
                            seats=4, phase="lobby")

    async def found(*_a: object, **_k: object) -> list[object]:
        return [table]

    monkeypatch.setattr(net.discovery, "discover", found)
    args = argparse.Namespace(json=False, timeout=0.1, mdns_interfaces="127.0.0.1")
    assert discover.run(args) == 0
    out = capsys.readouterr().out
    assert "Join one with: python3 run.py join HOST:PORT" in out, out


def test_discover_finding_nothing_says_join_as_this_copy_is_started(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The browse itself is stood in for: a real one finds whatever else is advertised on this
    machine's loopback at the time (another test run, a table someone is hosting)."""
    import argparse

    import net.discovery
    from unotui.commands import discover

    monkeypatch.setenv("UNOTUI_COMMAND", "python3 run.py")

    async def nothing(*_a: object, **_k: object) -> list[object]:
        return []

    monkeypatch.setattr(net.discovery, "discover", nothing)
    args = argparse.Namespace(json=False, timeout=0.2, mdns_interfaces="127.0.0.1")
    assert discover.run(args) == 0
    out = capsys.readouterr().out
    assert "No tables found on" in out and "within 0.2 s" in out, out
    assert "Join by address with: python3 run.py join HOST:PORT" in out, out


def test_rules_list_with_a_preset_is_refused_not_ignored() -> None:
    """``unotui rules --list house`` listed every preset and said nothing of ``house``."""
    done = _run("rules", "--list", "house")
    assert done.returncode == 2 and done.stdout == "", (done.returncode, done.stdout)
    assert done.stderr.strip() == ("unotui rules: error: --list lists every preset: give it "
                                   "alone, or house without --list"), done.stderr
    listed = _run("rules", "--list")
    assert listed.returncode == 0 and "house" in listed.stdout
    official = _run("rules")
    assert official.returncode == 0 and "official" in official.stdout.splitlines()[0]


@pytest.mark.parametrize("where", ["/dev/null", "/dev/null/keys"])
def test_a_host_key_dir_that_is_no_folder_is_named(where: str, tmp_path: Path) -> None:
    """``serve-ssh --host-key-dir /dev/null`` said "File exists" (mkdir's words): which file,
    and what is wrong with it, was not said. (Loopback only, ports of this test's own.)"""
    for args in (["serve-ssh", "--port", "9404"],
                 ["host", "--headless", "--port", "9405", "--ssh", "9406", "--no-advertise",
                  "--journal", "/dev/null"]):
        done = _run(*args, "--bind", "127.0.0.1", "--host-key-dir", where,
                    UNOTUI_STATE_DIR=str(tmp_path / "state"))
        assert done.returncode == 2, (args, done.returncode, done.stderr)
        assert done.stderr.strip() == (f"unotui {args[0]}: error: --host-key-dir: /dev/null is "
                                       "not a folder"), done.stderr


def test_a_private_tables_resume_hint_keeps_it_private_and_names_its_journal_whole(
        tmp_path: Path) -> None:
    """``host --headless --no-advertise --journal den.jsonl``: its ``Journal:`` line said
    "restart with --resume den.jsonl" — a restart as told advertised the private table on the
    LAN, and from another folder found no journal."""
    import signal

    env = {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", "PYTHONUNBUFFERED": "1",
           "PYTHONPATH": str(ROOT), "UNOTUI_STATE_DIR": str(tmp_path / "state")}
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "host", "--headless", "--bind",
                             "127.0.0.1", "--port", "0", "--no-advertise", "--journal",
                             "den.jsonl"], cwd=tmp_path, env=env, text=True,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None
        said = [proc.stdout.readline() for _ in range(3)]
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
    journal = next((line for line in said if line.startswith("Journal:")), "")
    assert f"(restart with --resume {tmp_path / 'den.jsonl'} --no-advertise)" in journal, said


def test_the_resume_command_names_a_relative_journal_whole(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from unotui.cli import resume_command

    monkeypatch.chdir(tmp_path)
    said = resume_command(SimpleNamespace(journal="den.jsonl", ssh_port=None), True,
                          advertise=False)
    assert said.endswith(f"host --headless --resume {tmp_path / 'den.jsonl'} --no-advertise")
