"""``python3 -m unotui``: the command line (:func:`unotui.cli.main`).

Started with a Python that lacks unotui's packages (msgpack, Textual, zeroconf… — a system
Python beside a checkout whose ``.venv`` holds them), it says which package is missing and the
command that sets everything up, instead of Python's traceback (newbie40 #2). Standard library
only, up to the import of the command line."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

#: the packages unotui needs (pyproject.toml's dependencies, and theirs it imports): another
#: module missing is no missing install (a bug, or a Python too old), and is not worded so
NEEDED = ("textual", "rich", "msgpack", "zeroconf", "ifaddr", "platformdirs", "asyncssh")


def missing_package(exc: ModuleNotFoundError) -> str | None:
    """The package unotui needs that a failed import lacked, or ``None``."""
    top = (exc.name or "").split(".")[0]
    return top if top in NEEDED else None


def how_to_set_up(package: str, args: list[str]) -> str:
    """What to tell a player whose Python lacks ``package``."""
    folder = Path(__file__).resolve().parent.parent
    said = (f"unotui cannot start: this Python ({sys.executable}) does not have the package "
            f"{package!r} that unotui needs.\n")
    if (folder / "run.py").is_file():
        command = shlex.join(["python3", str(folder / "run.py"), *args])  # (review41 #6)
        return said + f"This sets everything up (the first time) and starts it:\n  {command}\n"
    return said + f"Install unotui with its packages: python3 -m pip install {folder}\n"


def run() -> int:
    try:
        from unotui.cli import main

        return main()
    except ModuleNotFoundError as exc:
        package = missing_package(exc)
        if package is None:
            raise
        sys.stderr.write(how_to_set_up(package, sys.argv[1:]))
        return 1


if __name__ == "__main__":
    raise SystemExit(run())
