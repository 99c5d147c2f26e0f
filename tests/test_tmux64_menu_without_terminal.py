"""tmux64: ``unotui`` with no command (the README's first command, ``python3 run.py``) started
without a terminal — ``python3 run.py > log.txt``, a cron job, a CI step, ``nohup`` — starts the
full-screen app anyway: it writes Textual's escape sequences (ESC[?1049h, mouse modes, the
drawn menu) into the file and then waits for keys for ever. ``play`` says in one line that it
needs a terminal (README: "`play` needs a terminal (it says so in one line without one)"),
``join`` falls back to the text client or asks for an address, ``host`` runs headless;
``unotui/launch.py`` ``run_menu`` never asks ``has_terminal()``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_menu_without_a_terminal_says_so_in_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("UNOTUI_", "XDG_"))}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_DATA_HOME=str(tmp_path / "data"),
               UNOTUI_MDNS_INTERFACES="127.0.0.1", PYTHONPATH=str(ROOT), TERM="xterm-256color")
    try:
        done = subprocess.run([sys.executable, "-m", "unotui"], cwd=ROOT, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True, timeout=20)
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(
            "unotui without a terminal still ran after 20 s; it wrote "
            f"{(exc.stdout or b'')[:80]!r}…") from None
    assert b"\x1b[" not in done.stdout, done.stdout[:80]
    assert done.returncode == 2 and b"terminal" in done.stderr, (done.returncode, done.stderr)
