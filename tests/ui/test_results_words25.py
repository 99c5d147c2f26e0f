"""The results say who won and lost in the words of the table's scoring (play-test ux25 #4):
elimination names the loser and the order of going out (docs/RULES.md: "The result lists the
order in which players went out"), challenge and penalty scoring do not credit the round's
points to the one who went out, and challenge names who is out of the match."""

from __future__ import annotations

from typing import Any

from textual.app import App
from ui_testkit import screen_text, wait_for

from core import Rules
from core.autoplay import play_match
from core.bots import make_bot
from core.view import view
from unotui.screens.round_end import RoundEndScreen

NAMES = ["Cat", "Ana", "Bo", "Cy"]


def finished_match(scoring: str, **rules: Any) -> dict[str, Any]:
    """The viewer's (seat 0) view of a whole match of basic bots, seed 2."""
    state = play_match(Rules(scoring=scoring, **rules), 4, 2,
                       [make_bot("basic", s) for s in range(4)]).state
    return view(state, 0)


async def results_text(v: dict[str, Any]) -> str:
    class Results(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RoundEndScreen(v, NAMES, local=True))

    app = Results()
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen)
                       and "Match over" in screen_text(app))
        return screen_text(app)


async def test_elimination_names_the_loser_and_the_order_of_going_out() -> None:
    v = finished_match("elimination")
    result = v["result"]
    assert result["order"] == [0, 1, 3, 2] and result["loser"] == 2  # (seed 2, as played)
    text = await results_text(v)
    assert "Bo lost: the last one left holding cards." in text
    assert "Out in order: You, Ana, Cy." in text
    assert "You won the match: first to go out!" in text
    assert "points." not in text.split("Player")[0]  # (no "won the round: 13 points")


async def test_challenge_credits_no_points_and_names_who_is_out() -> None:
    v = finished_match("challenge", target_score=60)
    assert v["eliminated"] == [True, True, True, False] and v["match_winner"] == 3
    text = await results_text(v)
    head = text.split("Player")[0]
    assert "won the round" not in head, head
    assert "Cy went out first." in head
    assert "Everyone adds the points left in their own hand to their score." in head
    assert "Out of the match, at 60 points or more: You, Ana, Bo." in head
    assert "Cy won the match: the last one left in it!" in head


async def test_penalty_says_the_lowest_score_wins() -> None:
    v = finished_match("penalty", target_score=100)
    assert v["match_winner"] == 1 and v["match_loser"] == 0
    text = await results_text(v)
    head = text.split("Player")[0]
    assert "won the round" not in head, head
    assert "Ana won the match with the lowest score: 24." in head
    assert "You lost with the highest score: 133." in head


async def test_standard_scoring_keeps_its_words() -> None:
    v = finished_match("standard", target_score=100)
    text = await results_text(v)
    winner = NAMES[v["result"]["winner"]] if v["result"]["winner"] else "You"
    assert f"{winner} won the round: {v['result']['points']} points." in text


async def test_who_won_the_match_comes_before_the_round() -> None:
    """ux32 #7: at the end of a match "won the match" came under "won the round" (and under who
    went out, with penalty scoring); it is the news, so it comes first, under the title."""
    for scoring in ("standard", "penalty", "challenge"):
        v = finished_match(scoring, target_score=100 if scoring != "challenge" else 60)
        lines = [line.strip() for line in (await results_text(v)).splitlines() if line.strip()]
        assert lines[0] == "Match over", lines
        assert "won the match" in lines[1], (scoring, lines[:4])
