"""review83: Enter over a won challenge's reveal is labelled "Close and play" whenever it is the
viewer's turn to play (PeekDialog.turn_to_play -> TableScreen.my_play_turn: the phase is
"play"), also when no card of the hand fits the pile. The status line below then says "Your
turn: no card fits, draw one (d)", the footer "⏎ Close and play"; Enter closes the reveal and
the table answers "R3 does not match the pile's colour, number or symbol." (or, under
misplay_penalty, warns that trying it costs cards). The label promises a play Enter cannot make."""

from __future__ import annotations

from ui_testkit import NAMES, ScriptedLink, app_on, arrange, screen_text, scripted_state, wait_for

from core import Card, Challenge, Color, Play, apply


async def test_review83_no_close_and_play_when_no_card_fits() -> None:
    from unotui.dialogs.choice import ChallengeDialog, PeekDialog

    state = scripted_state()
    # Ana (seat 1) bluffs a Wild Draw Four on Bo (seat 2, the viewer) naming blue; Bo holds no
    # blue card and no wild: after the won challenge it is Bo's turn, and nothing fits.
    arrange(state, {0: ["R5", "G2"], 1: ["W4", "Y1", "R1"], 2: ["R3", "G1", "Y7"],
                    3: ["B1", "R2"]}, "R9", current=3)
    apply(state, 3, Play(Card.parse("R2")))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("W4"), Color.BLUE))  # a bluff: Ana holds R1
    link = ScriptedLink(NAMES, seat=2)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog), steps=2000)
        await pilot.press("x")
        await wait_for(pilot, lambda: link.sent == [{"type": "challenge"}], steps=2000)
        apply(state, 2, Challenge())
        assert state.current == 2 and str(state.phase) == "play"  # (precondition: Bo's turn)
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, PeekDialog), steps=2000)
        await pilot.pause()
        text = screen_text(app)
        assert "Close and play" not in text, text
