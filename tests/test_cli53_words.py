"""cli53: smaller words of the command line — what it says is so."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HOST_PORT = 9631


def _env(**more: str) -> dict[str, str]:
    return {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", **more}


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["host", "--help"]],
                         ids=["help", "version", "host-help"])
def test_help_on_a_full_disk_is_not_a_success(args: list[str]) -> None:
    """``unotui --help > /dev/full``: nothing written, no word, exit code 0 (argparse's
    ``_print_message`` swallows the ``OSError``), where ``unotui rules house > /dev/full`` says
    "unotui rules: error: cannot write the output: No space left on device", exit code 1
    (unotui/cli.py ``output_failed``), as ``ls --help > /dev/full`` fails too."""
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "unotui", *args], cwd=ROOT, stdout=full,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
                              timeout=60, env=_env())
    assert done.returncode != 0, "the help was lost and the command said it succeeded"
    assert "Traceback" not in done.stderr and "No space left on device" in done.stderr, \
        done.stderr


def test_resume_alone_while_the_last_table_runs_elsewhere_says_so(tmp_path: Path) -> None:
    """A table opened with ``--journal ~/den.jsonl`` (out of the state folder) plays a match;
    the operator, in another terminal, types ``host --resume``: "no table has written a
    journal here yet: give --resume a FILE" — though that table wrote one, runs, and is the
    table opened last (unotui/tables.py ``resume_file``: the running journal is looked for
    only in the state folder, ``_journals()``). When its journal is in the state folder it
    says "no table went away to resume: the journal of a match under way (…) belongs to a
    table still open, whose host is running"."""
    from net.client import Client

    state = tmp_path / "state"
    journal = tmp_path / "den.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "host", "--headless",
                             "--no-advertise", "--bind", "127.0.0.1", "--port", str(HOST_PORT),
                             "--bots", "1", "--bot-delay", "3600", "--journal", str(journal),
                             "--name", "Den"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            env=_env(UNOTUI_STATE_DIR=str(state)))
    assert proc.stdout is not None
    try:
        for _ in range(20):
            if b"Join with:" in proc.stdout.readline():
                break

        async def start_a_match() -> None:
            ann = await Client.connect_tcp("127.0.0.1", HOST_PORT, "Ann", reconnect=False)
            await ann.start()
            await ann.recv("view", timeout=20)
            await ann.close()

        asyncio.run(start_a_match())
        done = subprocess.run([sys.executable, "-m", "unotui", "host", "--headless",
                               "--no-advertise", "--bind", "127.0.0.1", "--port", "0",
                               "--resume"], cwd=ROOT, capture_output=True, text=True,
                              timeout=60, stdin=subprocess.DEVNULL,
                              env=_env(UNOTUI_STATE_DIR=str(state)))
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
    assert done.returncode == 1, done.stderr
    assert "no table has written a journal" not in done.stderr, done.stderr
    assert str(journal) in done.stderr, done.stderr


def test_rules_says_error_as_every_command_does() -> None:
    """``unotui rules nosuch``: "unotui rules: 'nosuch' is neither a rules preset … nor a
    file" — every other command's one line reads "unotui COMMAND: error: …" (``simulate
    --rules nosuch``: "unotui simulate: error: 'nosuch' is neither …")."""
    done = subprocess.run([sys.executable, "-m", "unotui", "rules", "nosuch"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, env=_env(),
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert done.stderr.startswith("unotui rules: error: "), done.stderr


def test_serve_ssh_bind_to_no_host_name_says_so_in_words(tmp_path: Path) -> None:
    """``unotui serve-ssh --bind 192.168..1``: "unotui serve-ssh: error: encoding with 'idna'
    codec failed (UnicodeError: label empty or too long)" — ``host --bind 192.168..1`` says
    "192.168..1 is not an address of this computer: give another with --bind."."""
    done = subprocess.run([sys.executable, "-m", "unotui", "serve-ssh", "--port", "0",
                           "--bind", "192.168..1"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL,
                          env=_env(UNOTUI_SSH_DIR=str(tmp_path / "ssh")))
    assert done.returncode in (1, 2), done.stderr
    assert "idna" not in done.stderr and "192.168..1" in done.stderr, done.stderr
