"""The table screen under house rules: it asks exactly what the legal moves leave open."""

from __future__ import annotations

from typing import Any

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, shown, wait_for

from core import action_from_wire, apply
from unotui.dialogs import ChoosePlayerDialog, ColorDialog, OptionsDialog, PeekDialog
from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


async def run(state: Any, keys_then: Any) -> ScriptedLink:
    link = ScriptedLink(NAMES)

    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause()
        await keys_then(pilot, app, link)
    return link


async def test_seven_o_asks_whom_to_swap_with() -> None:
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["R7", "G1", "G2"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoosePlayerDialog))
        text = await shown(pilot)
        assert "Swap hands with whom?" in text
        assert "Bo (1 card)" in text  # each player with how many cards you would get
        # (the status line under it says the play waits on it, not "Your turn: play a card",
        # newbie84 #7)
        assert "Playing R7: choose in the box above" in text, text
        assert "Your turn: play a card" not in text, text
        await pilot.press("2")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R7", "target": 2}])

    await run(state, keys)


def seven_on_three_hands() -> Any:
    """Zoe to play R7 on R9 under Seven-O; Ana holds 3 cards, Bo 2, Cy 1."""
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["R7", "G1", "G2"], 1: ["Y1", "Y2", "Y3"], 2: ["G2", "G3"], 3: ["B1"]},
            "R9", current=0)
    return state


async def asked_whom(pilot: Any, app: Any) -> None:
    """Enter on the R7: the question whom to swap with."""
    await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(app.screen, ChoosePlayerDialog))


async def test_seven_o_enter_swaps_with_the_smallest_hand() -> None:
    """The dialog starts on the player with the fewest cards (the usual swap), not seat order."""
    state = seven_on_three_hands()

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await asked_whom(pilot, app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R7", "target": 3}])

    await run(state, keys)


async def test_an_enter_that_reaches_the_dialog_before_it_is_shown_chooses_nobody() -> None:
    """party35 #4: keys pressed while the app was busy reached the swap dialog before it was
    ever painted, and the second Enter swapped with the smallest hand unseen. Enter now picks
    only once the dialog has been shown; a player's number typed ahead still picks them."""
    state = seven_on_three_hands()

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await asked_whom(pilot, app)
        dialog = app.screen
        await wait_for(pilot, lambda: dialog.seen)  # (painted: what a player sees first)
        dialog.seen = False  # as when the keys came before its first paint
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog and link.sent == []
        await pilot.press("2")  # (a choice by its number: typed on purpose)
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R7", "target": 2}])

    await run(state, keys)


async def test_multi_play_sends_the_selected_cards_together() -> None:
    state = scripted_state(multi_play="identical")
    arrange(state, {0: ["R5", "R5", "G1"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        assert "Select" in (await shown(pilot)).splitlines()[-1]
        await pilot.press("space")
        # (the one card, under the cursor: not "it and the card under the cursor", newbie38 #9)
        await wait_for(pilot, lambda: "R5 selected: move to a card to play with it"
                       in " ".join(screen_text(app).split()))
        await pilot.press("l", "space")
        # the status line counts the marked cards and says which goes on top
        await wait_for(pilot, lambda: "2 cards selected" in screen_text(app)
                       and "goes on top" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R5",
                                                     "also": ["R5"]}])

    await run(state, keys)


async def test_a_selection_the_table_changed_under_is_cleared_and_said() -> None:
    """newbie53 #6: Y⇄ Y⇄ selected, a judgement day named red before Zoe played them: the
    status still said "2 cards selected. Enter plays them", and Enter then said they did not
    match. The selection no play takes any more is cleared, and the status line says why."""
    from core import Color

    state = scripted_state(multi_play="identical")
    arrange(state, {0: ["YR", "YR", "G1"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "Y9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("space", "l", "space")
        await wait_for(pilot, lambda: "2 cards selected" in screen_text(app))
        state.color = Color.RED  # (the table changed under it: red is called now)
        state.state_id += 1
        link.feed_view(state)
        await wait_for(pilot, lambda: "no longer fit the pile: selection cleared" in " ".join(
            screen_text(app).split()))
        assert not app.screen.query_one("HandView").selected

    await run(state, keys)


@pytest.mark.parametrize(("hand", "top", "hint"), [
    # R5 on G8 fits only together with G5 (it is raised for that)
    (["R5", "G5", "B1"], "G8", "R5 goes only with G5"),
    # a play-tester read "R9 fits only together with B9, Y9" on a yellow 1, where Y9 alone
    # makes R9 fit (B9 only adds to the set)
    (["R9", "Y9", "B9"], "Y1", "R9 goes only with Y9"),
])
async def test_a_card_that_fits_only_with_others_names_the_fewest_that_make_it_fit(
        hand: list[str], top: str, hint: str) -> None:
    """Multi-play: Enter on such a card alone says what it can go with, not "Those cards
    cannot be played together"."""
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: hand, 1: ["Y2"], 2: ["G2"], 3: ["B1"]}, top, current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("1", "enter")  # the first card of the sorted hand
        await wait_for(pilot, lambda: f"{hint}: Space selects them, Enter plays."
                       in screen_text(app))
        assert link.sent == []

    await run(state, keys)


async def test_a_chance_to_jump_in_is_announced_on_the_status_line() -> None:
    """Jump-in: holding a card identical to the one just played, the player may play it out
    of turn; the status line says so (it said only "Waiting for Bo to play…")."""
    from core import Play, apply
    from core.cards import Card

    state = scripted_state(jump_in=True)
    arrange(state, {0: ["B1", "G7"], 1: ["B1", "Y2"], 2: ["G2", "G3"], 3: ["B4", "B5"]},
            "B9", current=1)
    apply(state, 1, Play(Card.parse("B1")))  # Ana plays B1: Zoe holds B1 too

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in: you hold B1" in screen_text(app))
        await pilot.press("2", "enter")  # sorted G7 B1
        await wait_for(pilot, lambda: link.sent and link.sent[0]["card"] == "B1")

    await run(state, keys)


async def test_wild_powers_peek_then_show_the_hand() -> None:
    state = scripted_state(wild_powers=True)
    arrange(state, {0: ["W", "G1", "G3"], 1: ["Y1", "Y2", "B7"], 2: ["G2"], 3: ["B1"]}, "R9",
            current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, OptionsDialog))
        assert "Look at a player's hand" in await shown(pilot)
        await pilot.press("2")  # 1 colour only, 2 peek, 3 swap
        await wait_for(pilot, lambda: isinstance(app.screen, ChoosePlayerDialog))
        await pilot.press("1")  # Ana
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        await pilot.press("b")
        wanted = {"type": "play", "card": "W", "color": "blue", "target": 1, "power": "peek"}
        await wait_for(pilot, lambda: link.sent == [wanted])
        apply(state, 0, action_from_wire(wanted))  # the table applies it and sends the view
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, PeekDialog))
        text = await shown(pilot)
        assert "Ana's hand" in text and "Y1" in text and "B7" in text
        # any other key closes it and does what it does at the table (ux32 #1: it was lost)
        from unotui.dialogs.history import HistoryScreen

        await pilot.press("L")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        assert not any(isinstance(s, PeekDialog) for s in app.screen_stack)

    await run(state, keys)


async def test_wild_swap_gives_the_card_under_the_cursor() -> None:
    state = scripted_state(wild_powers=True)
    arrange(state, {0: ["W", "G1", "G3"], 1: ["Y1", "Y2", "B7"], 2: ["G2"], 3: ["B1"]}, "R9",
            current=0)
    apply(state, 0, action_from_wire({"type": "play", "card": "W", "color": "red",
                                      "power": "swap", "target": 1}))

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        assert "to Ana" in app.screen.waiting_text()
        await pilot.press("l", "enter")
        await wait_for(pilot, lambda: link.sent == [{"type": "give", "card": "G3"}])

    await run(state, keys)


async def test_naming_dates_asks_for_yours_over_round_one_not_round_zero() -> None:
    """Judgement day: before round 1 is dealt everyone names a date. The table says round 1
    (the view's ``round`` is 0 until the deal), and the date dialog asks for yours."""
    from unotui.dialogs import DateDialog

    state = scripted_state(judgement_day=True)
    assert state.phase.value == "name_dates"
    link = ScriptedLink(NAMES)

    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, DateDialog))
        text = await shown(pilot)
        assert "Round 1" in text and "Round 0" not in text


async def test_after_a_seven_o_swap_that_leaves_two_cards_u_arms_the_next_call() -> None:
    """review34 #1: R7 played from two cards onto a two-card hand left two cards again; the
    play had gone without the UNO call, and the screen waited for it to "land" as a smaller
    hand, so on the next turn u said "as your card lands" and armed nothing: caught."""
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["R7", "R3"], 1: ["Y1", "Y2"], 2: ["G2", "G3", "G4"],
                    3: ["B1", "B2", "B3"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("2", "2")  # (R7, second in the hand: the same number plays it)
        await wait_for(pilot, lambda: isinstance(app.screen, ChoosePlayerDialog))
        await pilot.press("1")  # Ana, two cards
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R7", "target": 1}])
        apply(state, 0, action_from_wire(link.sent[0]))
        link.feed_view(state)
        await wait_for(pilot, lambda: sorted(app.screen.view["hand"]) == ["Y1", "Y2"])
        arrange(state, {0: ["Y1", "Y2"], 1: ["R3"], 2: ["G2", "G3", "G4"],
                        3: ["B1", "B2", "B3"]}, "Y9", current=0)  # (her turn again)
        link.feed_view(state)
        await wait_for(pilot, lambda: app.screen.my_turn())
        await pilot.press("u")
        await wait_for(pilot, lambda: "UNO! will be called as you play."
                       in " ".join(screen_text(app).split()))
        await pilot.press("1", "1")
        await wait_for(pilot, lambda: len(link.sent) == 2)
        assert link.sent[1] == {"type": "play", "card": "Y1", "uno": True}, link.sent

    await run(state, keys)


async def test_a_turn_starts_on_a_card_that_can_be_played_by_itself() -> None:
    """party35 #8: under multi-play a turn began with the cursor on G6, which fits only with
    R6 (Enter said so): a card that can be played alone is where it starts, when there is one."""
    from core.cards import Card
    from core.game import Play

    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R1", "R6", "G3", "G6"], 1: ["Y1", "Y2"], 2: ["B2", "B3"],
                    3: ["R9", "B9"]}, "R4", current=3)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        from unotui.widgets.hand import HandView

        hand = app.screen.query_one(HandView)
        hand.move_to(hand.cards.index("G6"))  # (where it was left, waiting)
        apply(state, 3, Play(Card.parse("R9")))  # Cy plays: Zoe's turn, on R9
        link.feed_view(state)
        await wait_for(pilot, lambda: app.screen.view["current"] == 0)
        await pilot.pause()
        assert "G6" in app.screen.playable_cards()  # (with R6: a multi-play's top card)
        assert hand.current() in ("R1", "R6"), hand.current()

    await run(state, keys)


async def test_a_selection_with_the_drawn_card_says_only_the_drawn_card_may_be_played() -> None:
    """newbie38 #8: with Y4 selected, Zoe drew B4 and pressed Enter on it: "Those cards cannot
    be played together" — but Y4 and B4 share a number; after drawing, only the drawn card
    may be played. And the selection does not outlive the turn."""
    from core.cards import Card
    from unotui.widgets.hand import HandView

    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["Y4", "R1", "B4"], 1: ["Y2"], 2: ["G2"], 3: ["B1"]}, "B9", current=0)
    state.drawn = Card.parse("B4")  # (just drawn: it fits)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        hand = app.screen.query_one(HandView)
        await pilot.press(str(hand.cards.index("Y4") + 1), "space")
        await pilot.press(str(hand.cards.index("B4") + 1), "enter")
        await wait_for(pilot, lambda: "After drawing, only the card you drew may be played"
                       in " ".join(screen_text(app).split()))
        assert link.sent == []
        await pilot.press("p")  # kept: the turn is over
        await wait_for(pilot, lambda: link.sent == [{"type": "pass"}])
        apply(state, 0, action_from_wire({"type": "pass"}))
        link.feed_view(state)
        await wait_for(pilot, lambda: not hand.selected)

    await run(state, keys)


async def test_a_turn_whose_play_leaves_one_card_says_u_first_calls_uno() -> None:
    """botplay41 #4: bots catch a missed UNO within a second of the play, and the way to call
    it in time (u before the play) was in the help alone."""
    state = scripted_state()
    arrange(state, {0: ["R7", "R3"], 1: ["Y1", "Y2"], 2: ["G2", "G3", "G4"],
                    3: ["B1", "B2", "B3"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Press u first to call UNO with it."
                       in " ".join(screen_text(app).split()))
        await pilot.press("u")
        await wait_for(pilot, lambda: "UNO! will be called as you play."
                       in " ".join(screen_text(app).split()))
        assert "Press u first" not in " ".join(screen_text(app).split())

    await run(state, keys)
