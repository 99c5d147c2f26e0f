"""``run.py``: playing installs only what the game needs, ``run.py test`` adds the test tools,
and the stamp knows which were installed (no real installs here: pip is replaced by a recorder)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


class _Done:
    returncode = 0


def load_run_py(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                name: str = "run_py") -> ModuleType:
    """run.py loaded as a module ``name``, pointed at a temporary folder holding a
    pyproject.toml and a ``.venv`` with an empty ``bin`` (no Python yet)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    venv = tmp_path / ".venv"
    (venv / "bin").mkdir(parents=True)
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "VENV", venv)
    monkeypatch.setattr(module, "PYTHON", venv / "bin" / "python")
    monkeypatch.setattr(module, "STAMP", venv / ".unotui-installed")
    return module


@pytest.fixture
def run_py(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """run.py loaded as a module, pointed at a copy of pyproject.toml in a temporary folder with
    an existing virtual environment, every subprocess recorded instead of run."""
    module = load_run_py(tmp_path, monkeypatch)
    (tmp_path / ".venv" / "bin" / "python").write_text("")
    module.calls = []

    def record(cmd: list[str], **kwargs: Any) -> _Done:
        module.calls.append((cmd, kwargs.get("env")))
        return _Done()

    monkeypatch.setattr(module.subprocess, "run", record)
    monkeypatch.setattr(module, "launch", lambda cmd, env: record(cmd, env=env).returncode)
    monkeypatch.delenv("UNOTUI_COMMAND", raising=False)
    return module


def _installs(run_py: ModuleType) -> list[str]:
    """What pip was asked to install, in order."""
    out = [cmd[-1] for cmd, _env in run_py.calls if "pip" in cmd]
    run_py.calls.clear()
    return out


def test_playing_installs_the_game_alone_and_testing_adds_the_tools(run_py: ModuleType) -> None:
    root = str(run_py.ROOT)
    assert run_py.main([]) == 0
    assert _installs(run_py) == [root]  # no test or development tools to play
    assert json.loads(run_py.STAMP.read_text())["extras"] == []
    run_py.main(["play", "--bots", "2"])
    assert _installs(run_py) == []  # installed once
    run_py.main(["test", "-q"])
    assert _installs(run_py) == [f"{root}[dev,test]"]  # the tools, the first time tests run
    run_py.main(["test"])
    run_py.main([])
    assert _installs(run_py) == []  # playing after testing keeps the tools, installs nothing
    (run_py.ROOT / "pyproject.toml").write_text("[project]\nname = 'y'\n")
    run_py.main([])
    assert _installs(run_py) == [f"{root}[dev,test]"]  # a new pyproject: the same extras again


def test_a_stamp_from_an_older_run_py_installs_again(run_py: ModuleType) -> None:
    run_py.STAMP.write_text(run_py._fingerprint())  # the old stamp: the bare fingerprint
    run_py.main(["test"])
    assert _installs(run_py) == [f"{run_py.ROOT}[dev,test]"]


def test_run_py_tells_the_game_it_runs_from_a_checkout(run_py: ModuleType) -> None:
    run_py.main(["host"])
    cmd, env = run_py.calls[-1]
    assert cmd[-3:] == ["-m", "unotui", "host"]
    assert env["UNOTUI_COMMAND"] == "python3 run.py"  # "Others join with: python3 run.py join …"
    run_py.main(["test", "-x"])
    cmd, env = run_py.calls[-1]
    assert cmd[-2:] == ["pytest", "-x"]
    assert env["UNOTUI_MDNS_INTERFACES"] == "127.0.0.1"
