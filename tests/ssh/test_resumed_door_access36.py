"""A resumed table's SSH door admits whom it admitted (ssh36 #1): ``host --headless --ssh
--authorized-keys FILE`` killed, then opened again with ``host --resume --ssh PORT`` as its
hint says, said "SSH access: anyone who can reach the port" — the keys were dropped without a
word. The journal now keeps whom the door admits (file paths, and whether a password was
asked, never the password); a door whose password cannot be read again refuses to open.

Loopback only; keys, journal and host key in the test's temporary directory; every process
is this test's own and is ended by it."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import asyncssh

from net.client import Client

ROOT = Path(__file__).resolve().parents[2]
WAIT = 20.0


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _env(tmp: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "UNOTUI_SSH_PASSWORD"}
    return dict(env, UNOTUI_SSH_DIR=str(tmp / "keys"), PYTHONUNBUFFERED="1", **extra)


def _start(tmp: Path, *args: str, env: dict[str, str],
           until: tuple[str, ...] = ("SSH access",)) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1",
         "--bot-delay", "3600", "--no-advertise", *args],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
    lines: list[str] = []
    assert proc.stdout is not None
    while not all(any(word in line for line in lines) for word in until):
        line = proc.stdout.readline()
        if not line:
            proc.wait(WAIT)
            return proc, "".join(lines)
        lines.append(line)
    return proc, "".join(lines)


def _kill(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(WAIT)


async def _start_match(port: int) -> None:
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
    await ann.start()
    await ann.recv("view", timeout=WAIT)
    await ann.close()


def test_a_resumed_door_admits_the_same_keys_and_asks_for_a_lost_password(
        tmp_path: Path) -> None:
    keys = tmp_path / "authorized_keys"
    keys.write_text(asyncssh.generate_private_key("ssh-ed25519").export_public_key().decode())
    journal = tmp_path / "den.jsonl"
    port = free_port()
    proc, said = _start(tmp_path, "--port", str(port), "--bots", "1", "--ssh", "0",
                        "--authorized-keys", str(keys), "--journal", str(journal),
                        env=_env(tmp_path))
    try:
        assert f"only the keys in {keys}" in said, said
        asyncio.run(_start_match(port))
    finally:
        _kill(proc)
    proc, said = _start(tmp_path, "--resume", str(journal), "--ssh", "0", env=_env(tmp_path),
                        until=("SSH access", "Resumed"))
    try:
        assert "anyone who can reach the port" not in said, said
        assert f"only the keys in {keys}" in said, said
        assert f"Its SSH door admits the keys in {keys}, as before." in said, said
    finally:
        _kill(proc)

    # a door that asked a password given in the environment: not opened without it
    journal2 = tmp_path / "pw.jsonl"
    port = free_port()
    proc, said = _start(tmp_path, "--port", str(port), "--bots", "1", "--ssh", "0",
                        "--journal", str(journal2),
                        env=_env(tmp_path, UNOTUI_SSH_PASSWORD="s3cret"))
    try:
        assert "s3cret" not in said
        asyncio.run(_start_match(port))
    finally:
        _kill(proc)
    assert "s3cret" not in journal2.read_text(encoding="utf-8")
    proc, said = _start(tmp_path, "--resume", str(journal2), "--ssh", "0", env=_env(tmp_path))
    _kill(proc)
    assert proc.returncode == 1, said
    assert "asked a login password: give it again" in said, said
    assert "SSH access" not in said, said


def test_a_damaged_or_relative_access_record_fails_closed(tmp_path: Path) -> None:
    """review36 #2: an ``ssh_access`` of another shape read as "anyone", and a relative path
    would be looked up wherever the resume runs."""
    import pytest

    from net.journal import AccessUnknown, kept_ssh_access

    assert kept_ssh_access({"ssh_port": 2222}) is None  # (an older journal: unknown, said so)
    keys = str(tmp_path / "keys")
    assert kept_ssh_access({"ssh_access": {"authorized_keys": keys, "password_file": None,
                                           "password": False}})["authorized_keys"] == keys
    for bad in ({"authorized_keys": "keys", "password": False}, {"password": 1}, "open",
                {"authorized_keys": None}):
        with pytest.raises(AccessUnknown):
            kept_ssh_access({"ssh_access": bad})


def test_restoring_a_door_and_saying_when_an_apps_door_admits_more(tmp_path: Path,
                                                                   monkeypatch: Any) -> None:
    """A password file comes back as the keys file does; options given anew win; a file gone
    stops the resume; an app whose running door is open says so of a protected match's
    (review36 #3, #11)."""
    import argparse

    from unotui.commands.serve_ssh import restore_access
    from unotui.launch import wider_door

    monkeypatch.delenv("UNOTUI_SSH_PASSWORD", raising=False)
    pw = tmp_path / "pw"
    pw.write_text("s3cret\n")
    access = {"authorized_keys": None, "password_file": str(pw), "password": True}

    def args(**given: Any) -> argparse.Namespace:
        base = {"ssh": 2222, "authorized_keys": None, "ssh_password": None,
                "ssh_password_alias": None, "ssh_password_file": None}
        return argparse.Namespace(**{**base, **given})

    restored = args()
    assert restore_access(restored, access) is None
    assert restored.ssh_password_file == str(pw)
    anew = args(authorized_keys="/elsewhere")
    assert restore_access(anew, access) is None and anew.ssh_password_file is None
    pw.unlink()
    assert "which is gone" in str(restore_access(args(), access))
    header = {"ssh_access": access}
    assert "admits anyone" in wider_door(header, {"authorized_keys": None, "password": False})
    assert wider_door(header, {"authorized_keys": "/k", "password": False}) == ""
    assert wider_door({"ssh_port": 1}, {"authorized_keys": None, "password": False}) == ""
