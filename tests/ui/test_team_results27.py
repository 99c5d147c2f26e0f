"""Team results (play-test ux27 #1): at a table of pairs the results said "Cy won the round: 201
points." beside rows that added up to 221 (the partner's cards do not count, and nothing said
so), and the match's end named one player where a team won. The headline names the team and
says how its points come, and each row says its team."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, wait_for

from core import apply
from core.actions import action_from_wire
from unotui.screens.round_end import RoundEndScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def ana_goes_out(cy: list[str] | None = None, cy_out: bool = False, **rules: Any) -> Any:
    """Zoe (you) holds G7 R6, Bo G2 B2, Cy ``cy`` (Y9 B5; out of the match with ``cy_out``);
    Ana plays her last card, R5, on R9: the round is over."""
    state = scripted_state(**rules)
    arrange(state, {0: ["G7", "R6"], 1: ["R5"], 2: ["G2", "B2"],
                    3: ["Y9", "B5"] if cy is None else cy}, "R9", current=1)
    if cy_out:
        state.eliminated[3] = True
    state.uno_called[1] = True
    apply(state, 1, action_from_wire({"type": "play", "card": "R5"}))
    return state


@contextlib.asynccontextmanager
async def at_results(state: Any) -> AsyncIterator[tuple[Any, Any]]:
    """An app showing the results of ``state``'s round over a scripted link: (pilot, app)."""
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(100, 30)) as pilot:
        link.feed_view(state)
        link.feed({"t": "round_end", "verified": True})
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        yield pilot, app


async def results_text(state: Any) -> str:
    async with at_results(state) as (pilot, app):
        await pilot.pause()
        return screen_text(app)


async def test_a_pairs_round_names_the_winning_team_and_how_its_points_come() -> None:
    # teams of two: Zoe (you) and Bo, Ana and Cy; Ana goes out
    state = ana_goes_out(teams="pairs")
    text = await results_text(state)
    # Zoe 13 + Bo 4 = 17 (Cy's 14 is her partner's: not counted)
    assert "Ana and Cy won the round: 17 points each (partners' cards do not count)." in text
    assert "You · team 1" in text and "Ana · team 2" in text and "Cy · team 2" in text


async def test_without_teams_the_round_is_one_players() -> None:
    state = ana_goes_out()
    text = await results_text(state)
    assert "Ana won the round: 31 points." in text and "team" not in text


async def test_a_pairs_match_is_won_by_the_team() -> None:
    state = ana_goes_out(teams="pairs", scoring="single")
    text = await results_text(state)
    assert "Ana and Cy won the match!" in text


async def test_challenge_results_tell_the_round_winner_from_those_out_of_the_match() -> None:
    """ux27 #12: under Challenge UNO "(out)" marked the round's winner and the players already
    out of the match alike."""
    state = ana_goes_out(cy=[], cy_out=True, scoring="challenge")
    text = await results_text(state)
    rows = [line.split(None, 1) for line in text.splitlines() if line.strip()]
    row = {words[0]: words[1] for words in rows if words[0] in ("Ana", "Cy") and len(words) > 1
           and "played" not in words[1]}
    # ("(none left)", not "(out)", which a new player read as knocked out: newbie50 #8)
    assert row["Ana"].startswith("(none left) ") and row["Cy"].startswith("(out of the match)")


def test_elimination_results_have_no_score_column_of_zeros() -> None:
    """ux27 #12: elimination keeps no score, and its results showed a Score column of zeros."""
    result = {"winner": 1, "points": 0, "hands": [["R1"], [], ["G2"], ["B3"]],
              "hand_points": [1, 0, 2, 3], "how": "out"}
    base = {"players": 4, "seat": 0, "scores": [0, 0, 0, 0], "result": result, "round": 1}
    headers = {}
    for scoring in ("elimination", "standard"):
        screen = RoundEndScreen({**base, "scoring": scoring}, NAMES)
        headers[scoring] = [str(c.header) for c in screen.results_table().columns]
    assert "Score" not in headers["elimination"] and "Score" in headers["standard"]
    # (nor a Points column: points count for nothing there either, newbie50 #12)
    assert "Points" not in headers["elimination"] and "Points" in headers["standard"]


async def test_back_at_the_table_the_status_names_the_team_too() -> None:
    from unotui.screens.table import TableScreen
    from unotui.widgets.table_info import StatusLine

    async with at_results(ana_goes_out(teams="pairs")) as (pilot, app):
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert app.screen.query_one(StatusLine).text == \
            "Round over: Ana and Cy won 17 points each."


async def test_the_match_log_and_history_name_the_winning_team() -> None:
    """ux28 #4: the log said "Ana won the round: 17 points" where Ana and Cy both scored."""
    from unotui.dialogs.history import history_lines
    from unotui.screens.table import TableScreen

    async with at_results(ana_goes_out(teams="pairs")) as (pilot, app):
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        log = app.screen.match_log
        said = "Ana and Cy won the round: 17 points each"
        assert said in log.lines(NAMES, 0)
        assert any(line.strip().endswith(said) for line in history_lines(log, NAMES, 0))


def test_a_teams_log_words_the_match_and_penalty_rounds_for_the_team() -> None:
    from unotui.describe import describe_event

    teams = [0, 1, 0, 1]
    won = {"type": "match_end", "winner": 3}
    assert describe_event(won, NAMES, 0, teams=teams) == "Cy and Ana won the match!"
    assert describe_event(won, NAMES, 0, teams=[0, 1, 2, 3]) == "Cy won the match!"
    # (under elimination too: the results name the team, and so does the log, review29 #6)
    assert describe_event(won, NAMES, 0, scoring="elimination", teams=teams) == \
        "Cy and Ana won the match!"
    out = {"type": "round_end", "winner": 1, "points": 0, "how": "out"}
    assert describe_event(out, NAMES, 0, scoring="penalty", teams=teams) == \
        "Ana went out: each team adds the points left in all its players' hands"
    assert describe_event(out, NAMES, 0, scoring="penalty") == \
        "Ana went out: everyone adds the points left in their own hand"
    # (elimination: the round ends when one team is left; who went out first is one player)
    assert describe_event(out, NAMES, 0, scoring="elimination", teams=teams) == \
        "The round is over: Ana went out first"


def test_a_partners_uncounted_points_are_dimmed() -> None:
    """ux28 #4: Cy's 14 points stood in the Points column like those that were scored; dimmed
    alone, they still did in a terminal without colours (newbie47 #4): in brackets too."""
    from rich.text import Text

    from core import view

    state = ana_goes_out(teams="pairs")
    points = RoundEndScreen(view(state, 0), NAMES).results_table().columns[2]._cells
    assert isinstance(points[3], Text) and points[3].plain == "(14)" and points[3].style == "dim"
    assert points[0] == "13" and points[2] == "4"  # (Zoe's and Bo's count: shown plainly)


@pytest.mark.parametrize("scoring", ["penalty", "challenge"])
async def test_penalty_results_say_once_who_went_out(scoring: str) -> None:
    """ux28 #7: "Ana went out first." stood above "Ana went out on R5."."""
    text = await results_text(ana_goes_out(scoring=scoring))
    lines = [line.strip() for line in text.splitlines() if "went out" in line]
    assert lines == ["Ana went out on R5."], lines
    assert text.index("Ana went out on R5.") < text.index("Everyone adds the points left")


async def test_penalty_results_of_teams_say_each_team_adds_up_its_hands() -> None:
    text = await results_text(ana_goes_out(scoring="penalty", teams="pairs"))
    assert "Each team adds the points left in all its players' hands" in " ".join(text.split())
    assert "Everyone adds" not in text


def test_elimination_and_penalty_matches_of_teams_are_won_and_lost_by_teams() -> None:
    """ux29 #1, #2: under elimination and penalty scoring the results named one player as the
    match's winner and one as its loser, where teams win and lose together."""
    from core import view

    state = scripted_state(teams="pairs", scoring="elimination")
    arrange(state, {0: ["G7", "R6"], 1: ["R5"], 2: ["G2", "B2"], 3: []}, "R9", current=1)
    state.finished = [3]  # Cy went out first; Ana goes out: only Zoe's and Bo's team is left
    state.uno_called[1] = True
    apply(state, 1, action_from_wire({"type": "play", "card": "R5"}))
    lines = RoundEndScreen(view(state, 0), NAMES).outcome_lines()
    assert lines[0] == "Cy and Ana won the match: Cy went out first!"  # (the match first)
    assert lines[1] == "Bo and you lost: the last team left holding cards."
    state = scripted_state(teams="pairs", scoring="penalty", target_score=50)
    arrange(state, {0: ["G7", "R6", "W4"], 1: ["R5"], 2: ["G2", "B2"], 3: ["Y9"]}, "R9",
            current=1)
    state.uno_called[1] = True
    apply(state, 1, action_from_wire({"type": "play", "card": "R5"}))
    lines = RoundEndScreen(view(state, 0), NAMES).outcome_lines()
    assert "Ana and Cy won the match with the lowest score: 9." in lines
    assert "You and Bo lost with the highest score: 67." in lines
