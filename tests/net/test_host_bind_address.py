"""``host --bind`` with something that is no address of this computer (cli49 #4).

``unotui.tables.listen_failure`` says "{bind} is not an address of this computer: give another
with --bind." for a name that does not resolve (its ``socket.gaierror`` branch), but
``socket.create_server`` (``net.listener``) re-raises the resolver's error as a plain
``OSError`` with errno -2 (EAI_NONAME), so the host said "Cannot open the table on port 0:
Unknown error -2. Try another port (0 picks a free one).", which blamed the port.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from unotui.tables import listen_failure

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("bind", ["999.1.1.1", "no-such-host.invalid"])
def test_a_bind_that_is_no_address_says_so(bind: str, tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "unotui", "host", "--headless", "--no-advertise", "--port", "0",
         "--bind", bind, "--journal", str(tmp_path / "j.jsonl")],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    err = proc.stderr.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert "Unknown error" not in err, err
    assert f"{bind} is not an address of this computer" in err, err


def test_a_resolver_error_as_a_plain_os_error_names_the_address() -> None:
    said = listen_failure(OSError(-2, "Name or service not known"), "nowhere", 7152)
    assert said.startswith("nowhere is not an address of this computer"), said
