#!/usr/bin/env python3
"""Set up unotui in a local virtual environment, then play it or test it.

    python3 run.py            set up (first time only) and start the game
    python3 run.py test       set up (first time only) and run the whole test suite
    python3 run.py ARGS...    set up and run ``unotui ARGS...`` (e.g. ``simulate --games 10``)

Only the Python standard library is used here, so this works on a fresh machine with
Python 3.11+. The environment lives in ``.venv`` next to this file and is reinstalled
whenever ``pyproject.toml`` changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".unotui-installed"


def _fingerprint() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()


def ensure_environment() -> None:
    """Create ``.venv`` and install the project with its test extra, once per pyproject."""
    if sys.version_info < (3, 11):  # noqa: UP036 - must explain itself on old Pythons
        sys.exit(f"unotui needs Python 3.11 or newer (this is {sys.version.split()[0]}).")
    if not PYTHON.exists():
        print("Creating the virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if STAMP.exists() and STAMP.read_text() == _fingerprint():
        return
    print("Installing unotui and its dependencies (first run only) ...", flush=True)
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "-e", f"{ROOT}[test,dev]"], check=True, cwd=ROOT)
    STAMP.write_text(_fingerprint())


def main(argv: list[str]) -> int:
    ensure_environment()
    env = dict(os.environ)
    if argv[:1] == ["test"]:
        # mDNS never leaves loopback during tests (see DEVELOPERS.md).
        env["UNOTUI_MDNS_INTERFACES"] = "127.0.0.1"
        cmd = [str(PYTHON), "-m", "pytest", *argv[1:]]
    else:
        # hints such as "Others join with: ..." name the command that works from a checkout
        env.setdefault("UNOTUI_COMMAND", "python3 run.py")
        cmd = [str(PYTHON), "-m", "unotui", *argv]
    return subprocess.run(cmd, cwd=ROOT, env=env).returncode


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
    except subprocess.CalledProcessError as exc:
        sys.exit(f"Setup failed: {exc}")
