"""The ``misplay_penalty`` rule at the table (a play-tester found the help promising 2 cards for
trying a card that does not fit, while the app refused every such card itself, so the rule could
never happen). Now Enter on a card that does not fit says what trying it costs, and a second
Enter tries it: the table refuses it and deals the penalty, as the help says."""

from __future__ import annotations

from typing import Any

from core import Rules, new_game
from core.actions import action_from_wire
from core.game import Misplay, apply
from tests.ui.test_table import started, status
from tests.ui.ui_testkit import arrange, scripted_table, wait_for

HANDS = {0: ["G7", "Y5", "B2"], 1: ["R1", "R2"], 2: ["G1", "G2"], 3: ["B1", "B3"]}


async def _press_enter_on_g7(pilot: Any, screen: Any) -> None:
    from unotui.widgets.hand import HandView

    hand = screen.query_one(HandView)
    hand.move_to(hand.cards.index("G7"))
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()


async def test_under_the_misplay_rule_enter_twice_tries_a_card_that_does_not_fit() -> None:
    state, link, app = scripted_table(HANDS, "Y9", current=0, misplay_penalty=2)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await started(pilot, link, state)
        await _press_enter_on_g7(pilot, screen)
        assert link.sent == []
        assert status(app) == ("G7 does not fit the pile: trying it costs 2 cards. Press Enter "
                               "again to try it.")
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "G7"}])
    # what was sent is the attempt the rule punishes: the engine deals the 2 cards
    real = new_game(Rules(misplay_penalty=2), 4, 3)
    arrange(real, HANDS, "Y9", current=0)
    try:
        apply(real, 0, action_from_wire(link.sent[0]))
    except Misplay:
        pass
    else:  # pragma: no cover - the test fails here
        raise AssertionError("the attempt was not punished")
    assert len(real.hands[0]) == 5
    # the table punishes one misplay a turn: another is refused as without the rule
    state, link, app = scripted_table(HANDS, "Y9", current=0, misplay_penalty=2)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await started(pilot, link, state)
        try:
            apply(state, 0, action_from_wire({"type": "play", "card": "G7"}))
        except Misplay:
            link.feed_view(state)
        await wait_for(pilot, lambda: len(screen.view["hand"]) == 5)
        await _press_enter_on_g7(pilot, screen)
        await pilot.press("enter")
        await pilot.pause()
        assert link.sent == []
        assert status(app) == "G7 does not match the pile's colour, number or symbol."


async def test_without_the_rule_a_card_that_does_not_fit_is_never_sent() -> None:
    state, link, app = scripted_table(HANDS, "Y9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await started(pilot, link, state)
        await _press_enter_on_g7(pilot, screen)
        await pilot.press("enter")
        await pilot.pause()
        assert link.sent == []
        assert status(app) == "G7 does not match the pile's colour, number or symbol."
