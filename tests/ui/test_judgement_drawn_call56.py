"""review56: 6763238 / 9483c54 judge every status form whole so that a card drawn beside a
judgement day is said on the screen at 80 columns (review54 #1, review55 #3) — but only where the
play of the drawn card calls nothing. Where playing it leaves an UNO hand (``plays_call``), the
status line returns ``sentences(special, text)`` unjudged, and the screen drops the drawn card's
words whole, with "u first calls UNO" (the way to call for the play and for the throw)."""

from __future__ import annotations

from kit_specials25 import NAMES, judgement_state, started, status
from ui_testkit import ScriptedLink, app_on, shown

from core import Card


async def status_row(hands: dict[int, list[str]], top: str, drawn: str,
                     **rules: object) -> tuple[str, str]:
    """Zoe (seat 0) to move on ``top``, having drawn ``drawn``, Ana's date 1-1 (the others'
    12-25): the status line's row on an 80x24 screen, and the whole status text."""
    state = judgement_state(hands, top, current=0, **rules)
    state.dates = [[12, 25], [1, 1], [12, 25], [12, 25]]
    state.drawn = Card.parse(drawn)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        line = status(app)
        screen = await shown(pilot)
        return next(row for row in screen.splitlines() if "Judgement day" in row), line


async def test_a_drawn_card_that_plays_down_to_an_uno_hand_is_said_beside_a_judgement_day() -> None:
    # Zoe holds B1, G1 (Ana's date 1-1) and R2, just drawn on R9: playing R2 leaves B1, G1, an UNO
    # hand under same_value multi-play (a call is offered); the throw B1, G1 leaves R2 alone.
    # seen: " Judgement day on Ana: press a to throw out B1, G1." — and nothing more, though
    # "Judgement day on Ana: press a; u first calls UNO. You drew R2 (p keeps it)." fits
    row, line = await status_row({0: ["B1", "G1", "R2"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]},
                                 "R9", "R2", multi_play="same_value")
    assert "R2" in row, (row, line)
    assert "u first calls UNO" in row, (row, line)


async def test_a_drawn_card_that_leaves_one_card_is_said_beside_a_judgement_day() -> None:
    # (the official play, no multi-play: Zoe held G1 alone and drew B1, which fits B9; playing
    # it leaves one card, so a call is offered; the throw B1, G1 for Ana's 1-1 is also there)
    # seen: " Judgement day on Ana: press a to throw out B1, G1." — "You drew B1: play it
    # (Enter) or keep it (p); u first calls UNO." dropped whole (review54 #1's symptom)
    row, line = await status_row({0: ["B1", "G1"], 1: ["G2", "Y3"], 2: ["G2"], 3: ["B4"]},
                                 "B9", "B1")
    assert "You drew B1" in row, (row, line)
