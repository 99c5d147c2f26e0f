"""fixtext63: the words of newbie71 #1, #4, #5, #6 beyond newbie71's own tests — a tie drawn
again for the first dealer, the viewer who deals, an event that does not say who drew what;
no ready marks during a round; no bluff said where the view says none."""

from __future__ import annotations

import pytest

from unotui.commands import join
from unotui.describe import describe_event

NAMES = ["Zoe", "Ana", "Bo"]
TIE = {"type": "dealer_draw", "draws": [["0:R9", "1:G9", "2:B2"], ["0:Y1", "1:BS"]],
       "dealer": 0}


def test_a_tie_for_the_first_deal_is_drawn_again_in_words() -> None:
    assert describe_event(TIE, NAMES, 0) == (
        "Dealer draw: you R9, Ana G9, Bo B2; tie, redraw: you Y1, Ana B⊘. "
        "Highest number: you deal.")
    assert describe_event(TIE, NAMES, 1, ascii_only=True) == (
        "Dealer draw: Zoe R9, you G9, Bo B2; tie, redraw: Zoe Y1, you BS. "
        "Highest number: Zoe deals.")
    assert describe_event(TIE, NAMES, 1, codes=True).endswith("Zoe Y1, you BS. Highest "
                                                              "number: Zoe deals.")


@pytest.mark.parametrize("event", [
    {"type": "dealer_draw"}, {"type": "dealer_draw", "dealer": 1},
    {"type": "dealer_draw", "dealer": 1, "draws": []},
    {"type": "dealer_draw", "dealer": 1, "draws": [["R4", "1:G2"]]},
    {"type": "dealer_draw", "dealer": 1, "draws": "0:R4 1:G2"}])
def test_a_dealer_draw_that_does_not_say_who_drew_what_says_nothing(
        event: dict[str, object]) -> None:
    assert describe_event(event, NAMES, 0) is None


def test_no_ready_marks_while_a_round_is_played(capsys: pytest.CaptureFixture[str]) -> None:
    seats = [{"kind": "human", "name": "Tex", "connected": True, "ready": True, "bot": None},
             {"kind": "bot", "name": "Ana", "connected": True, "ready": True, "bot": "easy"}]
    lobby = {"t": "lobby", "table": "T", "phase": "playing", "host": 1, "seats": seats}
    join._show(lobby, [], {"me": 0})
    out = capsys.readouterr().out
    assert "ready" not in out and "yours" not in out, out  # (nor the table: Ana's seat runs it)
    join._show({**lobby, "deal_in": 12.5}, [], {"me": 0, "owner": 1})  # (between rounds)
    assert "1: Tex (ready), 2: Ana [bot]" in capsys.readouterr().out


def test_no_bluff_is_said_where_the_view_says_none() -> None:
    view = {"round": 1, "phase": "play", "top": "G9", "color": "green", "direction": 1,
            "draw_size": 81, "current": 0, "counts": [3, 2], "uno": [False] * 2,
            "hand": ["W4", "B4", "R1"], "drawn": None, "bluff": False, "seat": 0,
            "legal": [{"type": "play", "card": "W4", "color": "red"}, {"type": "draw"}]}
    assert "bluff" not in join.render_view(view, ["Tex", "Ana"])
    lines = join.render_view({**view, "bluff": True}, ["Tex", "Ana"]).splitlines()
    assert lines[3:] == ["   W4 now is a bluff (you hold a green card): a challenge would "
                         "catch it", "   [0] play W4 as red (bluff)", "   [1] draw"]
