"""newbie81 #4: at a network table (official rules, 80x24) root 2 played a Wild Draw Four on me
with two cards, forgot UNO, and a bot caught them while the question was open. The Players box
then read "root 2  3", the question above it still "root 2 holds 1 card" — the count taken when
the question opened, never brought up to date (after a host restart the same question read
"holds 3 cards"). What the question says of the hand should follow the table."""

from __future__ import annotations

from ui_testkit import NAMES, ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from core import Catch, Play, apply
from core.cards import Card, Color
from unotui.dialogs.choice import ChallengeDialog


async def test_the_challenge_question_follows_the_offenders_hand_when_they_are_caught() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G2"], 1: ["W4", "Y1"], 2: ["G1", "R3"], 3: ["B1", "R2"]},
            "R9", current=3)
    apply(state, 3, Play(Card.parse("R2")))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("W4"), Color.BLUE))  # (Ana: one card left, no UNO)
    link = ScriptedLink(NAMES, seat=2)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        assert "Ana holds 1 card" in " ".join((await shown(pilot)).split())
        apply(state, 3, Catch(1))  # (Cy catches Ana: she draws 2)
        assert len(state.hands[1]) == 3
        link.feed_view(state, seat=2)
        await pilot.pause(0.3)
        text = " ".join((await shown(pilot)).split())
        assert isinstance(app.screen, ChallengeDialog), "the question stays open"
        assert "Ana holds 1 card" not in text and "Ana holds 3 cards" in text, text  # (review89 #5)
