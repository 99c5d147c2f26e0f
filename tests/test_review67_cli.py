"""review67: what the cli53 commits (c67bab11, 12cdb3e0) miss.

1. ``join --text`` without ``--name`` takes the login name (``getpass.getuser()``: $LOGNAME,
   $USER) — in bytes that are not UTF-8 (a Latin-1 login name, a script's ``USER=$'Ren\\xe9'``)
   it ends in a msgpack UnicodeEncodeError traceback after connecting, exactly what c67bab11
   mended for ``--name`` (unotui/commands/join.py run: the default name is not cleaned; the
   table's own default name "<user>'s table" is).
2. ``parse_address`` refuses a port typed in full-width digits ("127.0.0.1:７１５２", a Chinese
   input method), which it took before 12cdb3e0 (int() reads them: 7152): the superscript fix
   (``port.isascii()``) refuses every non-ASCII digit, though only those int() refuses
   (superscripts) raised.
(Loopback only, port 9754.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PORT = 9754


def _env(tmp_path: Path, **more: str) -> dict[str, str]:
    return {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
            "UNOTUI_STATE_DIR": str(tmp_path / "state"), "UNOTUI_SSH_DIR": str(tmp_path / "ssh"),
            "UNOTUI_CONFIG_DIR": str(tmp_path / "cfg"), **more}


def test_join_text_with_a_login_name_that_is_not_utf8_is_no_traceback(tmp_path: Path) -> None:
    host = subprocess.Popen([sys.executable, "-m", "unotui", "host", "--headless",
                             "--no-advertise", "--bind", "127.0.0.1", "--port", str(PORT),
                             "--journal", "/dev/null"], cwd=ROOT, env=_env(tmp_path),
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        assert host.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = host.stdout.readline()
            if not line or "Join with:" in line:
                break
        latin1 = "Ren\udce9"  # ($'Ren\xe9': os.fsencode gives the byte back)
        done = subprocess.run(
            [sys.executable, "-m", "unotui", "join", "--text", f"127.0.0.1:{PORT}"], cwd=ROOT,
            input="q\n", capture_output=True, text=True, timeout=60,
            env=_env(tmp_path, LOGNAME=latin1, USER=latin1, LNAME=latin1, USERNAME=latin1))
    finally:
        if host.poll() is None:
            host.send_signal(signal.SIGTERM)
        host.communicate(timeout=30)
    said = done.stdout + done.stderr
    assert "Traceback" not in said, said[-1500:]
    assert "UnicodeEncodeError" not in said, said[-1500:]


def test_a_port_in_full_width_digits_is_still_read() -> None:
    from unotui.tables import parse_address

    assert parse_address("127.0.0.1:７１５２") == ("127.0.0.1", 7152)
    assert parse_address("127.0.0.1：７１５２") == ("127.0.0.1", 7152)  # (a full-width colon)
    with pytest.raises(ValueError, match="is not an address"):
        parse_address("127.0.0.1:²")  # (str.isdigit's digit, not int()'s: cli53 #10)
