"""The text client (``unotui join --text``) speaks the app's keys: ``t TEXT`` chats and ``c``
catches, as ``t`` Chat and ``c`` Catch at the table; seats are numbered from 1 as the app's
lobby numbers them (it used ``c TEXT`` for chat and seats from 0)."""

from __future__ import annotations

from typing import Any

import pytest

from unotui.commands import join


class FakeClient:
    """What ``_command`` uses of a :class:`net.client.Client`: the last view, act and chat."""

    def __init__(self, legal: list[dict[str, Any]]) -> None:
        self.last_view = {"legal": legal}
        self.sent: list[tuple[str, Any]] = []

    async def act(self, action: dict[str, Any]) -> None:
        self.sent.append(("act", action))

    async def chat(self, text: str) -> None:
        self.sent.append(("chat", text))


async def test_t_chats_and_c_catches_the_one_player_who_can_be_caught() -> None:
    client = FakeClient([{"type": "draw"}, {"type": "catch", "target": 2}])
    assert await join._command(client, "t hello there")
    assert await join._command(client, "c")
    assert client.sent == [("chat", "hello there"), ("act", {"type": "catch", "target": 2})]
    assert "t TEXT chat" in join.HELP and "c catch" in join.HELP


async def test_c_n_catches_seat_n_counted_from_one(capsys: pytest.CaptureFixture[str]) -> None:
    client = FakeClient([{"type": "catch", "target": 1}, {"type": "catch", "target": 3}])
    assert await join._command(client, "c")  # two can be caught: which?
    assert "Catch whom? c 2, c 4" in capsys.readouterr().out
    assert await join._command(client, "c 4")
    assert client.sent == [("act", {"type": "catch", "target": 3})]
    assert await join._command(client, "c hello")  # (chat was "c TEXT": said how it is now)
    assert "to chat, type t TEXT" in capsys.readouterr().out
    assert client.sent == [("act", {"type": "catch", "target": 3})]


def test_seats_are_numbered_from_one_as_in_the_app(capsys: pytest.CaptureFixture[str]) -> None:
    names = join._show({"t": "lobby", "table": "Den", "phase": "lobby", "seats": [
        {"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "bot"}]}, [])
    assert "seats: 1: Ann, 2: Bo [bot]" in capsys.readouterr().out
    assert join.describe_action({"type": "catch", "target": 1}) == "catch seat 2"
    join._show({"t": "match_end", "winner": 0, "scores": [500, 12]}, names)
    assert "match won by seat 1" in capsys.readouterr().out
