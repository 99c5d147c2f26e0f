"""newbie73: where the cursor stands when a won Wild Draw Four challenge gives you the turn."""

from __future__ import annotations

from ui_testkit import NAMES, ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from core import Card, Challenge, Color, Play, apply


async def test_newbie73_cursor_goes_to_a_playable_card_after_a_won_challenge() -> None:
    """newbie73 #2: Ana bluffs a Wild Draw Four on you (Bo) and names blue; you press x,
    the challenge wins ("Ana draws 4 and you play") and it is your turn: "Your turn: play a
    card (Enter) or draw (d)". At any other turn's start the cursor goes by itself to a card
    that fits (unotui/screens/table.py, hand.to_playable), so Enter plays it; here it stays
    where it was, on a red card that does not fit, and Enter answers "R3 does not match the
    pile's colour, number or symbol." (seen at 120x40 with easy bots). The turn did not
    "come" (my_turn() was already true in the challenge phase: ACTIVE_PHASES), so the
    to_playable branch is skipped."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G2"], 1: ["W4", "Y1", "R1"], 2: ["R3", "G1", "B7"],
                    3: ["B1", "R2"]}, "R9", current=3)
    apply(state, 3, Play(Card.parse("R2")))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("W4"), Color.BLUE))  # a bluff: Ana holds R1
    link = ScriptedLink(NAMES, seat=2)
    app = app_on(link)
    async with app.run_test(size=(120, 40)) as pilot:
        from unotui.dialogs.choice import ChallengeDialog
        from unotui.screens.table import TableScreen
        from unotui.widgets.hand import HandView

        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog), steps=2000)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        hand = table.query_one(HandView)
        assert hand.cards[hand.cursor] == "R3", (hand.cards, hand.cursor)  # (where it stood)
        await pilot.press("x")
        await wait_for(pilot, lambda: link.sent == [{"type": "challenge"}], steps=2000)
        apply(state, 2, Challenge())  # the bluff is caught: Ana draws 4, Bo plays
        assert state.current == 2 and state.phase.value == "play"
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: app.screen is table and table.view is not None
                       and table.view["phase"] == "play", steps=2000)
        text = await shown(pilot)
        assert "Your turn: play a card" in text, text
        assert hand.cards[hand.cursor] == "B7", (hand.cards, hand.cursor, text)


async def test_newbie73_cursor_goes_to_a_playable_card_after_naming_the_first_colour() -> None:
    """newbie73 #2, the same at a round's start: a Wild turned up first and you, after the
    dealer, name its colour (blue); then it is your turn to play, and the cursor stays on
    the hand's first card (a red one) instead of the only card that fits, B⊘."""
    from core import ChooseColor, Rules, new_game
    from unotui.screens.table import TableScreen
    from unotui.widgets.hand import HandView

    state = new_game(Rules(), 4, 64)
    assert state.phase.value == "choose_color" and state.current == 0
    link = ScriptedLink(NAMES, seat=0)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, 0)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen)
                                          and s.view is not None for s in app.screen_stack),
                       steps=2000)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        apply(state, 0, ChooseColor(Color.BLUE))
        assert state.current == 0 and state.phase.value == "play"
        link.feed_view(state, 0)
        await wait_for(pilot, lambda: table.view is not None and table.view["phase"] == "play",
                       steps=2000)
        await shown(pilot)
        hand = table.query_one(HandView)
        assert hand.cards[hand.cursor] == "BS", (hand.cards, hand.cursor)
