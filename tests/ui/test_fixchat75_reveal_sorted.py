"""The Wild Draw Four challenge's reveal listed the challenged hand as the table sent it — hand
order ("G7 R⇄ Y+2 R+2 B1 G0") — while the log line under it, as every hand shown, is sorted by
colour then rank: the same hand read in two orders. The reveal's box shows it as the log does."""

from __future__ import annotations

from textual.widgets import Static
from ui_testkit import NAMES, ScriptedLink, app_on, arrange, scripted_state, wait_for

from core import Card, Challenge, Color, Play, apply, view
from unotui.describe import describe_event
from unotui.widgets.cards import card_label, sort_cards


async def test_the_challenge_reveal_lists_the_hand_in_the_logs_order() -> None:
    from unotui.dialogs.choice import ChallengeDialog, PeekDialog

    state = scripted_state()
    # Ana (seat 1) bluffs a Wild Draw Four on Bo (seat 2, the viewer): her hand, in no sorted
    # order, is revealed to Bo's challenge
    hand = ["G7", "RR", "Y2", "RD", "B1", "G0", "YD"]
    arrange(state, {0: ["R5", "G2"], 1: ["W4", *hand], 2: ["R3", "G1", "Y7"],
                    3: ["B1", "R2"]}, "R9", current=3)
    apply(state, 3, Play(Card.parse("R2")))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("W4"), Color.BLUE))  # a bluff: Ana holds red cards
    link = ScriptedLink(NAMES, seat=2)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.press("x")
        await wait_for(pilot, lambda: link.sent == [{"type": "challenge"}])
        apply(state, 2, Challenge())
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, PeekDialog))
        await pilot.pause()
        dialog = app.screen
        shown = str(dialog.query_one(".body", Static).render())
        ev = next(e for e in view(state, 2)["log"] if e.get("type") == "challenge")
        revealed = [str(c) for c in ev.get("hand") or ()]
    assert revealed == hand and revealed != sort_cards(revealed)  # (the case: unsorted)
    expected = "  ".join(card_label(c, False) for c in sort_cards(revealed))
    assert shown == expected, (shown, expected)
    line = describe_event({**ev, "hand": revealed}, NAMES, 2)
    assert line is not None
    faces = [card_label(c, False) for c in sort_cards(revealed)]
    assert [f for f in sorted(faces, key=line.index)] == faces  # (the log's order too)
