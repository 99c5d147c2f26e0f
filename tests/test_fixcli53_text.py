"""fixcli53: text that is not UTF-8 on the command line (bytes of a Latin-1 terminal or script,
kept by Python as lone surrogates) — refused in one line where it cannot travel, never a
traceback (cli53 #4, #6)."""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from core.rng import seed_state
from unotui.cli import utf8_text

ROOT = Path(__file__).resolve().parents[1]
#: the port of this file's table (fixcli53's range)
HOST_PORT = 9684


def _env(tmp_path: Path, **more: str) -> dict[str, str]:
    return {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
            "UNOTUI_SSH_DIR": str(tmp_path / "ssh"), "UNOTUI_STATE_DIR": str(tmp_path / "state"),
            **more}


def test_a_seed_of_any_text_gives_a_generator_state() -> None:
    """``core.rng.seed_state`` takes text with lone surrogates (it raised UnicodeEncodeError),
    and every seed that worked before gives the same state (its UTF-8 bytes)."""
    assert seed_state("\udcff") != seed_state("\udcfe")
    assert seed_state("café") == seed_state("café".encode())


def test_the_utf8_validator_refuses_lone_surrogates_only() -> None:
    parser = argparse.ArgumentParser(prog="unotui host")
    parser.add_argument("--seed", type=utf8_text)
    assert parser.parse_args(["--seed", "café"]).seed == "café"
    with pytest.raises(SystemExit):
        parser.parse_args(["--seed", "caf\udce9"])


@pytest.mark.parametrize("how", ["--password", "--ssh-password", "env"])
def test_a_door_password_that_is_not_utf8_is_refused_in_one_line(tmp_path: Path,
                                                                  how: str) -> None:
    """``serve-ssh --ssh-password $'p\\xe9'`` (or ``$UNOTUI_SSH_PASSWORD``): the door opened,
    and every login raised UnicodeEncodeError as it compared the password: nobody could come
    in."""
    more = {"UNOTUI_SSH_PASSWORD": "p\udce9"} if how == "env" else {}
    args: list[str | bytes] = [] if how == "env" else [how, os.fsencode("p\udce9")]
    done = subprocess.run([sys.executable, "-m", "unotui", "serve-ssh", "--bind", "127.0.0.1",
                           "--port", "0", *args], cwd=ROOT, capture_output=True, timeout=30,
                          stdin=subprocess.DEVNULL, env=_env(tmp_path, **more))
    err = done.stderr.decode(errors="replace")
    assert done.returncode == 2, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "not UTF-8" in err, err


def test_a_table_with_a_seed_that_is_not_utf8_refuses_it_or_deals(tmp_path: Path) -> None:
    """``host --headless --seed $'\\xff' --bots 1``: the table opened, and every start of a match
    failed in net/honesty.py ``secret_from_seed`` (UnicodeEncodeError, the starter told
    "bad_message"): refused in one line (exit 2), or a match is dealt."""
    from net.client import Client

    proc = subprocess.Popen([sys.executable, "-m", "unotui", "host", "--headless",
                             "--no-advertise", "--bind", "127.0.0.1", "--port", str(HOST_PORT),
                             "--bots", "1", "--seed", b"\xff"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, env=_env(tmp_path))
    assert proc.stdout is not None
    try:
        opened = False
        for _ in range(20):
            line = proc.stdout.readline()
            if not line:
                break
            if b"Join with:" in line:
                opened = True
                break
        if opened:
            async def start() -> str:
                ann = await Client.connect_tcp("127.0.0.1", HOST_PORT, "Ann", reconnect=False)
                try:
                    await ann.start()
                    while True:
                        msg = await ann.recv(timeout=20)
                        if msg["t"] in ("view", "error"):
                            return str(msg["t"])
                finally:
                    await ann.close()

            assert asyncio.run(start()) == "view"
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=30)
    text = err.decode(errors="replace")
    assert "Traceback" not in text, text[-1500:]
    if not opened:
        assert proc.returncode == 2 and len(text.strip().splitlines()) == 1, text
