"""Bots for the tests of thinking off the event loop. They run in the bot worker processes, so
they live in an importable module (the workers import it by name) and talk to the test through
files in a folder: ``asked-<state_id>`` when asked, then they wait for ``go-<state_id>``."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from core.actions import Action
from core.bots import make_bot


class GatedBot:
    """A basic bot that, asked at state ``S``, writes ``asked-S`` and answers only once the test
    writes ``go-S`` (or ``go-all``); it remembers every state it answered in ``seen``."""

    name = "gated"

    def __init__(self, folder: Path, seed: str = "gated") -> None:
        self.folder = str(folder)
        self.inner = make_bot("basic", seed)
        self.seen: list[int] = []

    def act(self, view: dict[str, Any]) -> Action | None:
        folder = Path(self.folder)
        sid = view["state_id"]
        (folder / f"asked-{sid}").write_text(str(os.getpid()))
        give_up = time.monotonic() + 30.0
        while not ((folder / f"go-{sid}").exists() or (folder / "go-all").exists()):
            if time.monotonic() > give_up:
                break
            time.sleep(0.005)
        self.seen.append(sid)
        choice = self.inner.act(view)
        (folder / f"answered-{sid}").write_text("")
        return choice


class GatedRaisingBot(GatedBot):
    """A :class:`GatedBot` with a bug: once let go, it raises instead of answering."""

    name = "gated-raising"

    def act(self, view: dict[str, Any]) -> Action | None:
        super().act(view)
        raise RuntimeError("a bug in a bot")


class CrashingBot:
    """A bot whose worker process dies whenever it is asked."""

    name = "crashing"

    def act(self, view: dict[str, Any]) -> Action | None:
        os._exit(3)


class RaisingBot:
    """A bot with a bug: it raises whenever it is asked."""

    name = "raising"

    def act(self, view: dict[str, Any]) -> Action | None:
        raise RuntimeError("a bug in a bot")
