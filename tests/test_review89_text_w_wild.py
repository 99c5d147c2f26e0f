"""review89 #1: the text client's new ``w`` command (get up and watch, lobby only) took the
letter of the Wild card. The hand lists a wild as ``W`` and tmux66 #3 made typing a card's
name play it or say which numbers do; typing ``W`` (or ``w``) during a match now answers
"w gets a seated player up to watch, in the lobby only." instead of naming the moves that play
the wild."""

from __future__ import annotations

from typing import Any

import pytest

from unotui.commands import join


class FakeClient:
    def __init__(self, legal: list[dict[str, Any]]) -> None:
        self.last_view = {"legal": legal}
        self.lobby = {"phase": "playing", "seats": []}
        self.seat = 0
        self.sent: list[tuple[str, Any]] = []

    async def act(self, action: dict[str, Any]) -> None:
        self.sent.append(("act", action))

    async def spectate(self) -> None:
        self.sent.append(("spectate", None))


@pytest.mark.parametrize("typed", ["W", "w"])
async def test_a_wild_typed_during_a_match_names_its_moves(
        capsys: pytest.CaptureFixture[str], typed: str) -> None:
    legal = [{"type": "play", "card": "W", "color": c} for c in ("red", "yellow")] + [
        {"type": "draw"}]
    client = FakeClient(legal)
    assert await join._command(client, typed)
    out = " ".join(capsys.readouterr().out.split())
    assert client.sent == [] and "[0]" in out and "[1]" in out, out
