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
    assert "match won by Ann (seat 1); scores Ann 500, Bo 12" in capsys.readouterr().out


def test_the_text_client_says_who_left_who_came_back_and_who_runs_the_table(
        capsys: pytest.CaptureFixture[str]) -> None:
    """away35 #7: the text client printed no notice (a player left, a bot plays for them), nor
    that the table passed to another owner, and named the winners by seat number only."""
    seen: dict[str, object] = {"me": 1}
    lobby = {"t": "lobby", "table": "Den", "phase": "playing", "host": 0, "seats": [
        {"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"},
        {"name": "Cy", "kind": "bot"}]}
    names = join._show(lobby, [], seen)
    join._show({"t": "notice", "kind": "takeover", "seat": 0, "name": "Ann", "why": "left",
                "kicked": False}, names, seen)
    join._show({**lobby, "host": 1}, names, seen)
    out = capsys.readouterr().out
    assert "-- Ann left; a bot plays for Ann." in out
    assert "-- The table is yours now: you start its matches and set its rules." in out
    join._show({"t": "notice", "kind": "back", "seat": 0, "name": "Ann", "why": "left"},
               names, seen)
    join._show({"t": "round_end", "round": 1, "winner": 2, "points": 40, "scores": [0, 0, 40],
                "verified": True}, names, seen)
    out = capsys.readouterr().out
    assert "-- Ann came back and plays their own seat again." in out
    assert "round 1 won by Cy (seat 3) (+40); scores Ann 0, Bob 0, Cy 40" in out


async def test_the_text_client_takes_over_a_bots_seat_by_its_number() -> None:
    """ux33 #7: ``s N`` takes over seat N (numbered from 1), a bot's, while watching a match."""
    class Recording:
        def __init__(self) -> None:
            self.last_view: dict[str, object] = {}
            self.lobby: dict[str, object] = {"takeable": [2]}
            self.sent: list[tuple[str, object]] = []

        async def take_seat(self, seat: int) -> None:
            self.sent.append(("take_seat", seat))

    client = Recording()
    assert await join._command(client, "s 3")
    assert client.sent == [("take_seat", 2)]
    # (review35b #2: s 0 sent seat -1, and the table closed the connection)
    for line in ("s 0", "s 11", "s 1"):
        assert await join._command(client, line)
    assert client.sent == [("take_seat", 2)]
    client.lobby = {}  # (a host that knows no take_seat: nothing is sent)
    assert await join._command(client, "s 3")
    assert client.sent == [("take_seat", 2)]


def test_the_text_client_says_what_happened_and_what_card_codes_mean(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """newbie52 #10: a spectator of the text client saw card counts only, never who played
    what; the help never said what GR or GD mean; and long lines broke inside words ("deck ve"
    / "rified") at the terminal's edge."""
    import os

    from core import Rules, apply, new_game, view
    from core.actions import Draw

    state = new_game(Rules(), 3, 11)
    seat = state.current
    apply(state, seat, Draw())
    names = ["Ann", "Bo", "Cy"]
    seen: dict[str, object] = {}
    join._show({"t": "view", "view": view(state, None)}, names, seen)
    out = capsys.readouterr().out
    assert f"· {names[seat]} drew a card" in out, out
    join._show({"t": "view", "view": view(state, None)}, names, seen)  # (said once)
    assert "drew a card" not in capsys.readouterr().out
    assert "GD: green Draw Two" in join.HELP and "W4 Wild Draw Four" in join.HELP
    monkeypatch.setattr("shutil.get_terminal_size", lambda *a: os.terminal_size((40, 24)))
    join._show({"t": "round_end", "round": 1, "winner": 0, "points": 12, "scores": [12, 0, 0],
                "verified": True}, names)
    rows = capsys.readouterr().out.splitlines()
    assert all(len(row) <= 40 for row in rows) and any("verified" in row for row in rows), rows


async def test_the_text_clients_moves_say_what_tells_them_apart(
        capsys: pytest.CaptureFixture[str]) -> None:
    """newbie53 #1: under house rules the list hid what told moves apart — "[6] play G9
    [7] play G9" (one of them a set), "[0] play R7 [1] play R7" (whom it swaps with), and 366
    lines "[n] date" with no date; a date is now typed, "date 12-25"."""
    names = ["Ann", "Bo", "Cy"]
    assert join.describe_action({"type": "play", "card": "G9", "also": ["Y9"]}) == "play G9+Y9"
    assert join.describe_action({"type": "play", "card": "R7", "target": 1}, names) \
        == "play R7, swap with Bo"
    assert join.describe_action({"type": "judgement", "target": 2, "color": "red"}, names) \
        == "judgement on Cy, name red"
    view = {"round": 0, "phase": "name_dates", "top": None, "color": None, "direction": 1,
            "draw_size": 108, "counts": [0, 0, 0], "uno": [False] * 3, "current": 0,
            "hand": [], "legal": [{"type": "date", "month": m, "day": 1} for m in range(1, 13)]}
    shown = join.render_view(view, names)
    assert "date MM-DD" in shown and "[0]" not in shown, shown
    client = FakeClient(view["legal"])
    assert await join._command(client, "date 3-1")
    assert await join._command(client, "date 2-30")  # (not offered: said, not sent)
    assert client.sent == [("act", {"type": "date", "month": 3, "day": 1})]
    assert "No such date" in capsys.readouterr().out


async def test_a_number_with_no_move_says_so_rather_than_the_help(
        capsys: pytest.CaptureFixture[str]) -> None:
    """newbie53 #9: 0 typed when no move was listed printed the whole help again."""
    client = FakeClient([])
    assert await join._command(client, "0")
    out = capsys.readouterr().out
    assert "There is no move [0] now: wait for your turn." in out and "commands:" not in out
    client = FakeClient([{"type": "draw"}])
    assert await join._command(client, "3")
    assert "the moves are [0] to [0]" in capsys.readouterr().out and client.sent == []
