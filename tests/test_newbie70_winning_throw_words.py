"""newbie70 #3 (missing feedback): at judgement day, a throw in all four colours wins the round
at once (help: "In all four colours they win you the round"), yet the status line and the
special-move dialog (a) word it as any other throw: "Judgement day on Bo: press a to throw out
R1, G2, Y2, B5." and "(2) Judgement day on Bo: throw out R1, G2, Y2, B5". A newcomer is never
told that this press wins the round (a death number is: "press a to show your hand and win the
round!"). Cause: unotui/screens/table.py special_text (1716-1733) and the options of the
special-move dialog (about 3150-3160) never ask whether the throw shows four colours."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

from kit_specials25 import judgement_state, started, status
from ui_testkit import ScriptedLink, app_on, screen_text

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def four_colour_throw() -> object:
    state = judgement_state({0: ["R1", "Y2", "G2", "B5", "G9"], 1: ["R3", "B7"],
                             2: ["G3", "B4"], 3: ["Y3", "Y8"]}, "G4", current=1)
    state.dates = [[12, 25], [1, 6], [12, 25], [7, 7]]  # only Bo's date is spelt
    return state


async def test_the_status_line_says_a_four_colour_throw_wins() -> None:
    state = four_colour_throw()
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        said = status(app)
        assert "Judgement day on Bo" in said, said
        assert "win" in said, said


async def test_the_special_move_dialog_says_a_four_colour_throw_wins() -> None:
    state = four_colour_throw()
    state.dates = [[12, 25], [1, 6], [12, 25], [12, 25]]  # Bo's and Cy's: a dialog to choose
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        await pilot.press("a")
        await pilot.pause(0.3)
        shown = screen_text(app)
        flat = " ".join(shown.split())  # (an option may wrap in the dialog)
        option = flat[flat.index("(1) Judgement day on Bo"):flat.index("(2)")]
        assert "win" in option, shown
