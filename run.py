#!/usr/bin/env python3
"""Set up unotui in a local virtual environment, then play it or test it.

    python3 run.py            set up (first time only) and start the game
    python3 run.py test       set up (first time only) and run the whole test suite
    python3 run.py ARGS...    set up and run ``unotui ARGS...`` (e.g. ``simulate --games 10``)

Only the Python standard library is used here, so this works on a fresh machine with
Python 3.11+. The environment lives in ``.venv`` next to this file. Playing installs only what
the game needs; ``test`` also installs the test and development tools (the ``test`` and ``dev``
extras). The stamp ``.venv/.unotui-installed`` records the ``pyproject.toml`` it was installed
from and which extras, so the environment is reinstalled when ``pyproject.toml`` changes or when
``test`` needs extras a first ``play`` did not install (never the other way round). An
environment whose Python is gone is made afresh, its stamp dropped; one without pip, or a
Python that cannot make one with pip, stops with one line saying what to do.
"""

from __future__ import annotations

import hashlib
import json
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


#: the extras ``run.py test`` installs on top of what playing needs
TEST_EXTRAS = ("test", "dev")


def _fingerprint() -> str:
    return hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()


def _stamp() -> tuple[str | None, set[str]]:
    """The ``pyproject.toml`` fingerprint the stamp says is installed, and with which extras;
    ``(None, set())`` without a stamp or with one of an older run.py (a bare fingerprint)."""
    try:
        stamp = json.loads(STAMP.read_text())
    except (OSError, ValueError):
        return None, set()
    if not isinstance(stamp, dict) or not isinstance(stamp.get("extras"), list):
        return None, set()
    return str(stamp.get("pyproject")), {str(e) for e in stamp["extras"]}


#: what to do when the virtual environment cannot have pip
HOW_TO_GET_PIP = ("delete the .venv folder and run python3 run.py again (on Debian or Ubuntu, "
                  "first: sudo apt install python3-venv).")


def make_environment() -> None:
    """Create ``.venv`` with pip, afresh: one whose Python is gone (removed, or a link left
    dangling when the Python it named was upgraded away) is cleared, and its stamp with it,
    which named what the old environment held — the new one holds nothing (cli49 #6: nothing
    was installed into it, and the game said to run this again, for ever). A Python that
    cannot give it pip (Debian without ``python3-venv``) exits with one line saying what to
    do, the half-made ``.venv`` removed."""
    import shutil

    print("Creating the virtual environment in .venv ...", flush=True)
    STAMP.unlink(missing_ok=True)
    try:
        venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
    except (subprocess.CalledProcessError, OSError) as exc:
        shutil.rmtree(VENV, ignore_errors=True)
        reason = "it has no ensurepip" if isinstance(exc, subprocess.CalledProcessError) \
            else str(exc)
        sys.exit(f"This Python cannot make a virtual environment with pip ({reason}): on "
                 "Debian or Ubuntu, sudo apt install python3-venv; then python3 run.py again.")


def _has_pip() -> bool:
    """Does the environment's Python have pip?"""
    found = subprocess.run([str(PYTHON), "-m", "pip", "--version"], cwd=ROOT,
                           capture_output=True)
    return found.returncode == 0


def ensure_environment(extras: tuple[str, ...] = ()) -> None:
    """Create ``.venv`` and install the project into it with ``extras``, unless the stamp says
    this ``pyproject.toml`` is installed with (at least) those extras already. Extras installed
    before stay installed when ``pyproject.toml`` changes."""
    if sys.version_info < (3, 11):  # noqa: UP036 - must explain itself on old Pythons
        sys.exit(f"unotui needs Python 3.11 or newer (this is {sys.version.split()[0]}).")
    if not PYTHON.exists():
        make_environment()
    fingerprint, installed = _stamp()
    if fingerprint == _fingerprint() and set(extras) <= installed:
        return
    wanted = sorted(set(extras) | installed)
    what = "unotui, its dependencies and the test tools" if wanted else "unotui and its dependencies"
    print(f"Installing {what} (first run only) ...", flush=True)
    pip = [str(PYTHON), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    target = f"{ROOT}[{','.join(wanted)}]" if wanted else str(ROOT)
    done = subprocess.run([*pip, "-e", target], cwd=ROOT)
    if done.returncode != 0:
        if not _has_pip():  # (a .venv made without pip failed so on every run, cli49 #6)
            sys.exit(f"The virtual environment {VENV} has no pip: {HOW_TO_GET_PIP}")
        raise subprocess.CalledProcessError(done.returncode, [*pip, "-e", target])
    STAMP.write_text(json.dumps({"pyproject": _fingerprint(), "extras": wanted}))


def main(argv: list[str]) -> int:
    testing = argv[:1] == ["test"]
    ensure_environment(TEST_EXTRAS if testing else ())
    env = dict(os.environ)
    if testing:
        # mDNS never leaves loopback during tests (see DEVELOPERS.md).
        env["UNOTUI_MDNS_INTERFACES"] = "127.0.0.1"
        cmd = [str(PYTHON), "-m", "pytest", *argv[1:]]
    else:
        # hints such as "Others join with: ..." name the command that works from a checkout
        env.setdefault("UNOTUI_COMMAND", "python3 run.py")
        # -P: the game is the installed one, never a folder named unotui (or core, net) where
        # the player stands — such as the checkout itself, seen from the folder above it
        cmd = [str(PYTHON), "-P", "-m", "unotui", *argv]
    return launch(cmd, env)


def launch(cmd: list[str], env: dict[str, str]) -> int:
    """Run ``cmd`` (the game or the tests). The tests run from the checkout (pytest finds its
    settings and tests/ there); the game runs in the folder the player typed the command in,
    so that the files they name (``--rules my.toml``, ``--resume FILE``, ``--journal``, a
    relative ``UNOTUI_STATE_DIR``) are theirs, not the checkout's (tmux64). Where the system
    can (POSIX), it takes this process's place (exec), so that whatever stops it — Ctrl-C,
    ``kill PID`` of the ``run.py`` a player started — reaches the game itself: a host then
    closes its table as it should (every player told), where a wrapper process would die and
    leave it running or kill it unannounced. Elsewhere it runs as a child and its exit status
    is returned."""
    folder = ROOT if cmd[1:3] == ["-m", "pytest"] else None
    if os.name == "posix":
        sys.stdout.flush()
        sys.stderr.flush()
        if folder is not None:
            os.chdir(folder)
        os.execve(cmd[0], cmd, env)
    return subprocess.run(cmd, cwd=folder, env=env).returncode


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
    except subprocess.CalledProcessError as exc:
        sys.exit(f"Setup failed: {exc}")
