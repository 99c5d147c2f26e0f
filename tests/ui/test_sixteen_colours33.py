"""On a terminal of 16 colours every card colour still reads as its name (ux32 #2: the nearest of
the 16 to the themes' green was grey, to their blue cyan)."""

from __future__ import annotations

import pytest
from rich.color import ColorSystem
from ui_testkit import NAMES, ScriptedLink, app_on, scripted_table, shown, table_showing

from unotui.widgets.cards import card_face_style, card_variables
from unotui.widgets.hand import HandView

#: the ANSI number each card colour must come out as: bright red, yellow, green, blue
BRIGHT = {"R5": 9, "Y5": 11, "G5": 10, "B5": 12}


def sixteen(number_of: str, variables: dict[str, str]) -> int | None:
    """The ANSI colour (0–15) a card's face is painted in on a 16-colour terminal."""
    bgcolor = card_face_style(number_of, variables).bgcolor
    assert bgcolor is not None
    return bgcolor.downgrade(ColorSystem.STANDARD).number


#: the colour-blind theme's own: dark red, bright yellow, teal, bright blue (review33 #8) — not
#: orange-brown (3), which most terminals draw as a dark yellow beside the yellow (looks48 #3)
COLORBLIND = {"R5": 1, "Y5": 11, "G5": 6, "B5": 12}


@pytest.mark.parametrize(("theme", "wanted"), [("classic", BRIGHT), ("high-contrast", BRIGHT),
                                               ("colorblind", COLORBLIND)])
async def test_cards_keep_their_colours_on_a_sixteen_colour_terminal(
        monkeypatch: pytest.MonkeyPatch, theme: str, wanted: dict[str, int]) -> None:
    monkeypatch.setenv("TERM", "xterm-16color")
    monkeypatch.delenv("COLORTERM", raising=False)
    state, link, app = scripted_table(
        {0: ["R5", "Y5", "G5", "B5"], 1: ["Y1"], 2: ["Y2"], 3: ["B9"]}, "G9", current=0,
        app={"theme": theme})
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await shown(pilot)
        assert app.console.color_system == "standard"
        variables = card_variables(app)
        assert {code: sixteen(code, variables) for code in wanted} == wanted
        # and that is what the hand paints: its green card's face is bright green
        hand = app.screen.query_one(HandView)
        painted = {segment.style.bgcolor.downgrade(ColorSystem.STANDARD).number
                   for y in range(hand.size.height)
                   for segment in hand.render_line(y)
                   if segment.text.strip() in ("G5", "B5") and segment.style
                   and segment.style.bgcolor}
        assert painted == {wanted["G5"], wanted["B5"]}


async def test_a_grey_theme_stays_grey_and_full_colour_terminals_keep_the_themes_colours(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "xterm-16color")
    monkeypatch.delenv("COLORTERM", raising=False)
    app = app_on(ScriptedLink(NAMES), theme="monochrome")
    async with app.run_test(size=(80, 24)):
        assert len({sixteen(code, card_variables(app)) for code in BRIGHT}) == 1
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLORTERM", "truecolor")
    app = app_on(ScriptedLink(NAMES), theme="classic")
    async with app.run_test(size=(80, 24)):
        assert card_variables(app) == app.theme_variables
        assert card_variables(app)["card-green"] == "#43a047"


async def test_a_card_that_cannot_be_played_keeps_readable_text_in_sixteen_colours(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """tmux35 #6: in 16 colours (tmux's ``screen``) a card that cannot be played had dimmed
    text, which the terminal shows as grey — nearly invisible on a bright blue face. There its
    text is the card's own, only not bold; in full colour it is still dimmed."""
    for term, colorterm, dimmed in (("xterm-16color", None, False),
                                    ("xterm-256color", "truecolor", True)):
        monkeypatch.setenv("TERM", term)
        if colorterm:
            monkeypatch.setenv("COLORTERM", colorterm)
        else:
            monkeypatch.delenv("COLORTERM", raising=False)
        state, link, app = scripted_table(
            {0: ["R5", "Y5", "G5", "B5"], 1: ["Y1"], 2: ["Y2"], 3: ["B9"]}, "G9", current=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await table_showing(pilot, link, state)
            await shown(pilot)
            hand = app.screen.query_one(HandView)
            faces = {segment.text.strip(): segment.style for y in range(hand.size.height)
                     for segment in hand.render_line(y)
                     if segment.text.strip() in ("G5", "B5") and segment.style}
            assert bool(faces["B5"].dim) is dimmed, term  # (B5 cannot go on G9)
            assert not faces["G5"].dim and faces["G5"].bold  # (G5 can: bold)
            if not dimmed:
                assert faces["B5"].color == faces["G5"].color and not faces["B5"].bold
