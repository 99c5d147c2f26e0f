"""cli53: an SSH door whose access option is given empty opens to anyone.

``unotui serve-ssh --authorized-keys "$KEYS"`` in a script where ``KEYS`` is unset (or
``--ssh-password-file "$PWFILE"``, ``--ssh-password "$PW"``): the empty value is taken for no
option at all (unotui/commands/serve_ssh.py:38 ``args.ssh_password or …``, :39/:44 ``if path``,
:113 ``if args.authorized_keys``), and the door opens with "SSH access: anyone who can reach the
port (no SSH login)" — where the operator asked to admit only some. A file whose first line is
empty is refused ("--ssh-password-file: the first line of FILE is empty"), and so is an empty
``--bind`` (cli52 #11, for the same reason: an unset variable in a script); ``host --ssh``
shares these options (``add_door_arguments``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("args", [["--authorized-keys", ""], ["--ssh-password-file", ""],
                                  ["--ssh-password", ""], ["--password", ""]],
                         ids=["authorized-keys", "ssh-password-file", "ssh-password",
                              "password"])
@pytest.mark.parametrize("command", ["serve-ssh", "host"])
def test_an_empty_access_option_is_refused_not_taken_for_none(
        tmp_path: Path, command: str, args: list[str]) -> None:
    if command == "host":  # (its --password is the table's: refused empty too, cli53 #1)
        cmd = ["host", "--headless", "--no-advertise", "--bind", "127.0.0.1", "--port", "0",
               "--ssh", "0", *args]
    else:
        cmd = ["serve-ssh", "--bind", "127.0.0.1", "--port", "0", *args]
    proc = subprocess.Popen([sys.executable, "-m", "unotui", *cmd], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, text=True,
                            env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
                                 "UNOTUI_SSH_DIR": str(tmp_path / "ssh"),
                                 "UNOTUI_STATE_DIR": str(tmp_path / "state")})
    try:
        out, err = proc.communicate(timeout=8)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _err = proc.communicate()
        opened = [line for line in out.splitlines() if line.startswith("SSH access")]
        pytest.fail(f"the door opened: {opened}")
    assert proc.returncode == 2, (proc.returncode, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err


def test_authorized_keys_that_is_no_regular_file_is_not_called_missing() -> None:
    """``serve-ssh --authorized-keys /dev/null``: "--authorized-keys: no such file /dev/null"
    (unotui/commands/serve_ssh.py:115): /dev/null is there; it is no regular file."""
    done = subprocess.run([sys.executable, "-m", "unotui", "serve-ssh", "--bind", "127.0.0.1",
                           "--port", "0", "--authorized-keys", "/dev/null"], cwd=ROOT,
                          capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL,
                          env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1"})
    assert done.returncode == 2, done.stderr
    assert "no such file" not in done.stderr, done.stderr
