"""tmux64: ``python3 path/to/run.py ARGS`` run from another folder must read the player's
relative paths from where they typed it. ``run.launch`` does ``os.chdir(ROOT)`` before
``execve``, so ``python3 ../unotui/run.py play --rules my.toml`` (or ``rules my.toml``,
``host --resume ./x.journal``, ``host --journal mine.jsonl``, a relative ``UNOTUI_STATE_DIR``)
names a file in the checkout instead: "'my.toml' is neither a rules preset ... nor a file"."""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.test_run_py import load_run_py


def test_a_relative_file_is_read_from_where_run_py_was_typed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    checkout = tmp_path / "unotui"
    checkout.mkdir()
    run_py: ModuleType = load_run_py(checkout, monkeypatch, name="run_py_tmux64")
    (checkout / ".venv" / "bin" / "python").write_text("")
    monkeypatch.setattr(run_py, "ensure_environment", lambda extras=(): None)
    player_dir = tmp_path / "games"
    player_dir.mkdir()
    (player_dir / "my.toml").write_text("[rules]\nhand_size = 5\n")
    monkeypatch.chdir(player_dir)
    seen: dict[str, Any] = {}

    def fake_execve(path: str, argv: list[str], env: dict[str, str]) -> None:
        seen["cwd"] = os.getcwd()
        seen["argv"] = argv
        seen["env"] = env
        raise SystemExit(0)

    monkeypatch.setattr(run_py.os, "execve", fake_execve)
    monkeypatch.setattr(run_py.os, "name", "posix")
    with pytest.raises(SystemExit):
        run_py.main(["rules", "my.toml"])
    # the game must find the player's my.toml, whether run.py keeps the folder or names it whole
    named = Path(seen["cwd"]) / seen["argv"][-1]
    assert named.resolve() == (player_dir / "my.toml").resolve(), (
        f"the game runs in {seen['cwd']} and reads {named}, not the player's {player_dir / 'my.toml'}")
