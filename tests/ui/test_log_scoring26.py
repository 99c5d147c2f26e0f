"""The table's log and the match history (``L``) word a round's end as the table scores it:
under penalty or challenge scoring nobody "won the round: 6 points" (everyone adds what is
left in their own hand), as the results screen already said (ux25 #4, left for the log)."""

from __future__ import annotations

from ui_testkit import screen_text, wait_for, zoe_goes_out

from core import Rules
from unotui.app import build_app
from unotui.dialogs.history import HistoryScreen, history_lines
from unotui.screens.table import TableScreen


async def test_the_log_and_history_word_a_penalty_round_end_as_penalty_scoring() -> None:
    app = build_app(bots=2, rules=Rules(scoring="penalty"), seed=4, name="Zoe",
                    bot_delay=0.0, ascii_only=False, lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        text = await zoe_goes_out(pilot, app)
        assert "won the round: 6 points" not in text
        screen = app.table_screen
        lines = screen.match_log.lines(screen.names, 0)
        said = "You went out: everyone adds the points left in their own hand"
        assert said in lines, lines[-5:]
        assert not any("won the round" in line for line in lines), lines[-5:]
        history = history_lines(screen.match_log, screen.names, 0)
        assert any(line.strip().endswith(said) for line in history), history[-5:]
        await pilot.press("enter")  # ready: back at the table for round 2
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view["round"] == 2)
        await pilot.press("L")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        shown = screen_text(app)
        assert "everyone adds the points left" in shown and "6 points" not in shown, shown


def test_the_history_of_an_app_that_joined_mid_round_says_so() -> None:
    """ux27 #2: after rejoining a match, ``L`` headed what it had seen "Before the first
    deal", as if the match had just begun; it says it is what was seen since joining."""
    from unotui.widgets.log import MatchLog

    names = ["Zoe", "Ana", "Bo", "Cy"]
    log = MatchLog()
    log.add([{"seq": 57, "type": "play", "seat": 2, "card": "RS"},
             {"seq": 58, "type": "play", "seat": 0, "card": "R4"}])
    lines = history_lines(log, names, 0)
    assert lines[0] == "── Since you joined (what came before was not seen here) ──"
    fresh = MatchLog()
    fresh.add([{"seq": 1, "type": "dealer_draw", "cards": ["R4", "G2"], "dealer": 0},
               {"seq": 2, "type": "chat_note"}])
    assert "Since you joined" not in "\n".join(history_lines(fresh, names, 0))


def test_a_wild_draw_four_put_back_at_the_deal_is_filed_under_its_round() -> None:
    """The engine tells a Wild Draw Four turned up first and put back before the round's
    ``round_start``: the history filed it at the end of the round before."""
    from unotui.widgets.log import MatchLog

    names = ["Zoe", "Ana", "Bo", "Cy"]
    log = MatchLog()
    log.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R1"},
             {"seq": 2, "type": "play", "seat": 1, "card": "R2"},
             {"seq": 3, "type": "round_end", "winner": 1, "points": 12, "how": "out"},
             {"seq": 4, "type": "first_card_returned", "card": "W4"},
             {"seq": 5, "type": "first_card_returned", "card": "W4"},
             {"seq": 6, "type": "round_start", "round": 2, "dealer": 1, "card": "G3"},
             {"seq": 7, "type": "play", "seat": 2, "card": "G5"}])
    assert [number for number, _events in log.rounds()] == [1, 2]
    lines = history_lines(log, names, 0)
    second = lines.index("── Round 2: dealt by Ana ──")
    put_back = [i for i, line in enumerate(lines) if "turned up first" in line]
    assert len(put_back) == 2 and min(put_back) > second, lines
    assert [won.number for won in log.round_results()] == [1]
