"""``run.py`` and a virtual environment it has to make again, or that has no pip (cli49 #6).

When ``.venv``'s Python is gone (its interpreter was removed or upgraded: ``.venv/bin/python``
dangles), ``ensure_environment`` created the environment again — empty — but the stamp
``.venv/.unotui-installed`` survived inside it and still named this ``pyproject.toml``, so
nothing was installed, and the game said to run ``python3 run.py`` again: a loop with no way out
but deleting ``.venv`` by hand, which nothing said. Likewise a ``.venv`` made without pip
(``ensurepip`` missing: Debian without ``python3-venv``) stayed, and every later run failed with
"Setup failed: ... -m pip install ... returned non-zero exit status 1". (No real installs here:
venv and pip are replaced by recorders.)
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from test_run_py import load_run_py


class _Done:
    def __init__(self, returncode: int = 0) -> None:
        self.returncode = returncode


@pytest.fixture
def run_py(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """run.py loaded as a module, pointed at a temporary folder whose ``.venv`` has no Python;
    venv and every subprocess recorded (``module.failing``: the commands that fail, by a word
    in them)."""
    module = load_run_py(tmp_path, monkeypatch, "run_py_venv")
    module.calls = []
    module.failing = set()
    module.ensurepip = True

    def record(cmd: list[str], **kwargs: Any) -> _Done:
        module.calls.append(cmd)
        return _Done(1 if module.failing & set(cmd) else 0)

    class Builder:  # (makes the environment's Python, as venv would)
        def __init__(self, **kwargs: Any) -> None:
            pass

        def create(self, path: Any) -> None:
            module.calls.append(["venv", str(path)])
            (Path(path) / "bin").mkdir(parents=True, exist_ok=True)
            (Path(path) / "bin" / "python").write_text("")
            if not module.ensurepip:
                raise subprocess.CalledProcessError(1, ["python", "-m", "ensurepip"])

    monkeypatch.setattr(module.subprocess, "run", record)
    monkeypatch.setattr(module.venv, "EnvBuilder", Builder)
    monkeypatch.setattr(module, "launch", lambda cmd, env: 0)
    return module


def test_an_environment_made_again_is_installed_again(run_py: ModuleType) -> None:
    # a stamp of this very pyproject.toml, in a .venv whose Python is gone
    run_py.STAMP.write_text(json.dumps({"pyproject": run_py._fingerprint(), "extras": []}))
    assert not run_py.PYTHON.exists()
    assert run_py.main([]) == 0
    made = [cmd for cmd in run_py.calls if cmd[0] == "venv"]
    pip = [cmd for cmd in run_py.calls if "pip" in cmd]
    assert made, "the environment was not made again"
    assert pip, "an environment made again, empty, was not installed into (its old stamp held)"


def test_an_environment_without_pip_says_what_to_do(run_py: ModuleType) -> None:
    run_py.PYTHON.write_text("")  # (made before, without pip)
    run_py.failing = {"pip"}
    with pytest.raises(SystemExit) as stopped:
        run_py.main([])
    said = str(stopped.value.code)
    assert "has no pip" in said and "delete the .venv folder" in said, said
    assert "python3-venv" in said and "\n" not in said, said
    assert not run_py.STAMP.exists()


def test_a_python_without_ensurepip_says_what_to_do(run_py: ModuleType) -> None:
    run_py.ensurepip = False
    with pytest.raises(SystemExit) as stopped:
        run_py.main([])
    said = str(stopped.value.code)
    assert "python3-venv" in said and "\n" not in said, said
    assert not run_py.VENV.exists()  # (the half-made environment is not left to be trusted)
    assert not [cmd for cmd in run_py.calls if "pip" in cmd]
