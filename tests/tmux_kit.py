"""A real terminal for tests: a tmux pane typed into with ``send-keys`` and read with
``capture-pane``, as a player sees it (shared by the tmux tests of the app and of the SSH door)."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Callable

TMUX = shutil.which("tmux") or "/usr/bin/tmux"
LIMIT = 30.0  #: seconds any one wait may take (an upper bound, never asserted as speed)


def tmux(*args: str) -> str:
    done = subprocess.run([TMUX, *args], capture_output=True, text=True, timeout=10, check=False)
    return done.stdout


class Terminal:
    """The tmux session ``session`` (its creator names it uniquely and kills it by name)."""

    def __init__(self, session: str) -> None:
        self.session = session

    def screen(self) -> str:
        return tmux("capture-pane", "-p", "-t", self.session)

    def keys(self, *keys: str) -> None:
        tmux("send-keys", "-t", self.session, *keys)

    def wait(self, predicate: Callable[[str], bool], what: str) -> str:
        deadline = time.monotonic() + LIMIT
        while time.monotonic() < deadline:
            text = self.screen()
            if predicate(text):
                return text
            time.sleep(0.1)
        raise AssertionError(f"never saw {what}; the screen was:\n{self.screen()}")
