"""ssh59 (small): ssh58 #7 spells the door's goodbyes and refusals in ASCII for a visitor whose
client sent a locale without Unicode (LANG=C), whose game runs with --ascii. A door started with
--ascii (``serve-ssh --ascii``, ``host --ascii --ssh``: docs/SSH.md "draws every visitor's game
in plain ASCII too") runs every visitor's game with --ascii, whatever locale their client sent —
often none (PuTTY, Windows' ssh send no LANG) — but its goodbye is written as it comes: the
table's closing words "Team 1 · ann" reach a terminal its host chose ASCII for as "Â·".
GameSession.ascii_only (unotui/ssh/session.py) reads the client's locale only, not the
session's own --ascii."""

from __future__ import annotations

from typing import Any

from unotui.ssh.session import GameSession


class _Chan:
    def get_environment(self) -> dict[str, str]:
        return {}  # (the client sent no locale)

    def get_extra_info(self, _name: str, default: Any = None) -> Any:
        return default


async def test_a_session_whose_game_runs_ascii_gets_its_goodbye_in_ascii() -> None:
    session = GameSession(["--ascii"], "zoe", admit=lambda _s: True, release=lambda _s: None,
                          idle_timeout=0)
    session.chan = _Chan()
    assert session.ascii_only()
