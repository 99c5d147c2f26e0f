"""Found by a stranger (ssh25 #9): the door's SSH password could only be given on the command
line (``--ssh-password PW``), where every local user reads it with ``ps``. It can now come from
a file (``--ssh-password-file FILE``, its first line) or the environment
(``UNOTUI_SSH_PASSWORD``); the command line still wins over both, the file over the variable."""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect

from unotui.cli import main
from unotui.commands.serve_ssh import add_arguments, door_config

ROOT = Path(__file__).resolve().parents[2]


def _config(argv: list[str]):  # type: ignore[no-untyped-def]
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return door_config(parser.parse_args(argv), "127.0.0.1", 0, None)


def test_the_password_comes_from_the_option_the_file_or_the_environment(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    secret = tmp_path / "pw"
    secret.write_text("from file\nsecond line\n", encoding="utf-8")
    monkeypatch.delenv("UNOTUI_SSH_PASSWORD", raising=False)
    assert _config([]).password is None
    monkeypatch.setenv("UNOTUI_SSH_PASSWORD", "from env")
    assert _config([]).password == "from env"
    assert _config(["--ssh-password-file", str(secret)]).password == "from file"
    # (both: the command line won without a word; now one way only, ssh31 #9)
    with pytest.raises(ValueError, match="not both"):
        _config(["--ssh-password", "given", "--ssh-password-file", str(secret)])
    empty = tmp_path / "empty"
    empty.write_text("\n", encoding="utf-8")
    for bad in (empty, tmp_path / "missing"):
        with pytest.raises(ValueError, match="--ssh-password-file"):
            _config(["--ssh-password-file", str(bad)])


def test_a_bad_password_file_is_one_line(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["serve-ssh", "--ssh-password-file", str(tmp_path / "missing")],
                 ["host", "--headless", "--port", "0", "--ssh", "0", "--no-advertise",
                  "--ssh-password-file", str(tmp_path / "missing")]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert "--ssh-password-file: cannot read" in err and err.count("\n") == 1, err


def test_serve_ssh_takes_the_password_from_the_environment_unseen_by_ps(tmp_path: Path) -> None:
    env = dict(os.environ, UNOTUI_SSH_DIR=str(tmp_path / "keys"), PYTHONUNBUFFERED="1",
               UNOTUI_SSH_PASSWORD="s3cret env")
    proc = subprocess.Popen(
        [sys.executable, "-m", "unotui", "serve-ssh", "--bind", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    try:
        assert proc.stdout is not None
        out = ""
        while "SSH access" not in out:
            line = proc.stdout.readline()
            assert line, "serve-ssh stopped"
            out += line
        assert "SSH access: the SSH password" in out
        assert b"s3cret" not in Path(f"/proc/{proc.pid}/cmdline").read_bytes()
        port = int(out.split("127.0.0.1:")[1].split(":")[0])

        async def visit() -> None:
            with pytest.raises(asyncssh.PermissionDenied):
                async with connect(port, password="wrong", preferred_auth="password"):
                    pass
            async with connect(port, password="s3cret env", preferred_auth="password") as conn:
                result = await conn.run("ls")  # (logged in; refused: only the game runs)
                assert result.exit_status == 1
        asyncio.run(visit())
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)


def test_a_password_file_others_may_read_is_said_at_start(tmp_path: Path) -> None:
    """ssh31 #9: a mode-644 password file got no warning."""
    from types import SimpleNamespace

    from unotui.commands.serve_ssh import start_lines

    secret = tmp_path / "pw"
    secret.write_text("sesame\n", encoding="utf-8")
    for mode, warned in ((0o644, True), (0o600, False)):
        secret.chmod(mode)
        config = _config(["--ssh-password-file", str(secret)])
        door = SimpleNamespace(config=config, address=("127.0.0.1", 2222), fingerprint="SHA256:x",
                               key_created=False, authorized=None)
        said = "\n".join(start_lines(door, "127.0.0.1"))
        assert (f"SSH note: {secret} can be read by other users of this machine: chmod 600 "
                f"{secret}" in said) is warned, said
