"""review81 #8: a judgement day's throw of a player's last cards wins the round outside
elimination (core.game: going out), as a throw in all four colours does. The status line and
the special-move dialog said so only of the four-colour throw, and the app asked which colour
to name — a colour that counts for nothing once the round is won."""

from __future__ import annotations

from kit_specials25 import judgement_state, started, status
from ui_testkit import ScriptedLink, app_on, wait_for

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def last_cards_throw(**rules: object) -> object:
    """Zoe holds R1, G2, Y2, G5: Bo's date, 12-25, and nothing else (three colours)."""
    state = judgement_state({0: ["R1", "G2", "Y2", "G5"], 1: ["R3", "B7"],
                             2: ["G3", "B4"], 3: ["Y3", "Y8"]}, "G4", current=1, **rules)
    state.dates = [[12, 25], [1, 6], [12, 25], [7, 7]]  # only Bo's date is spelt
    return state


async def test_a_throw_of_the_last_cards_is_said_to_win_and_asks_no_colour() -> None:
    state = last_cards_throw()
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        said = status(app)
        assert "Judgement day on Bo" in said and "win the round" in said, said
        await pilot.press("a")
        await wait_for(pilot, lambda: len(link.sent) == 1)  # (sent at once: no colour asked)
        sent = link.sent[0]
        assert sent["type"] == "judgement" and sent["target"] == 2, sent
        assert "color" not in sent, sent  # (listed so by the table: no colour counts)


async def test_under_elimination_a_throw_of_the_last_cards_does_not_say_it_wins() -> None:
    state = last_cards_throw(scoring="elimination")
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        said = status(app)
        assert "Judgement day on Bo" in said and "win" not in said, said
