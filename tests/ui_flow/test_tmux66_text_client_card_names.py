"""tmux66 #3: in ``join --text`` the screen lists "your hand: B9 R3 G1 W4 RS Y6" and explains
the card codes ("cards: a colour R Y G B, then 0-9 ..."), so a player types the card they
want: ``Y6``. The client answers with the whole help again (nine lines) and nothing else: not
that card names are not commands, nor which number plays Y6 ([4]). Any unknown word (``foo``,
``quit``, ``D``) does the same. What should be seen: Y6 played when exactly one listed move
plays it (or one line saying which number does), and an unknown word named as unknown in one
line, not the whole help."""

from __future__ import annotations

from typing import Any

import pytest

from unotui.commands import join


class FakeClient:
    def __init__(self, legal: list[dict[str, Any]]) -> None:
        self.last_view = {"legal": legal}
        self.sent: list[tuple[str, Any]] = []

    async def act(self, action: dict[str, Any]) -> None:
        self.sent.append(("act", action))


async def test_a_card_name_typed_plays_it_or_says_which_number_does(
        capsys: pytest.CaptureFixture[str]) -> None:
    legal = [{"type": "play", "card": "W4", "color": c} for c in ("red", "yellow")] + [
        {"type": "play", "card": "Y6"}, {"type": "draw"}]
    client = FakeClient(legal)
    assert await join._command(client, "Y6")
    out = capsys.readouterr().out
    assert client.sent == [("act", {"type": "play", "card": "Y6"})] or "[2]" in out, (
        "typing a card shown in the hand printed only the help:\n" + out)


async def test_an_unknown_word_is_named_in_one_line_not_the_whole_help(
        capsys: pytest.CaptureFixture[str]) -> None:
    client = FakeClient([{"type": "draw"}])
    assert await join._command(client, "foo")
    out = capsys.readouterr().out
    assert "foo" in out and "commands:" not in out, out


async def test_a_wild_typed_says_which_numbers_name_its_colours(
        capsys: pytest.CaptureFixture[str]) -> None:
    legal = [{"type": "play", "card": "W4", "color": c} for c in ("red", "yellow")] + [
        {"type": "draw"}]
    client = FakeClient(legal)
    assert await join._command(client, "w4")
    out = " ".join(capsys.readouterr().out.split())
    assert client.sent == [] and "[0]" in out and "[1]" in out, out


async def test_a_card_not_playable_now_is_said_so_and_a_capital_d_draws(
        capsys: pytest.CaptureFixture[str]) -> None:
    client = FakeClient([{"type": "play", "card": "Y6"}, {"type": "draw"}])
    assert await join._command(client, "B9")
    out = " ".join(capsys.readouterr().out.split())
    assert "B9 cannot be played now." in out and client.sent == [], out
    assert await join._command(client, "D")
    assert client.sent == [("act", {"type": "draw"})]
