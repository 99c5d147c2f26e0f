"""review51: 8a386d3 asks before a catch of a hand of several cards ("c accuses them of an
UNO hand they did not call (cards that play together)… Press c again to accuse."), judged on
the target holding more than one card while the window is on them. Under
``uno_penalty_per_catcher`` (the chinese-party preset) the window stays open after a first
catch, the target now holding the penalty's cards too: every further catch is a genuine one
(core.game._catch: ``caught_by`` proves the miss), with or without multi-play. The second
catcher is told of a wrong accusation that cannot happen and must press c twice in a race."""

from __future__ import annotations

from kit_specials25 import NAMES, started, status
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, wait_for

from core import Card, Catch, Play, apply, legal_actions


async def test_a_second_catch_of_a_caught_player_is_sent_at_once() -> None:
    state = scripted_state(uno_penalty_per_catcher=True)
    arrange(state, {0: ["B1", "B6", "Y2"], 1: ["G1", "Y3"], 2: ["G2", "R4"], 3: ["B4", "R5"]},
            "Y9", current=1)
    apply(state, 1, Play(Card.parse("Y3")))  # (Ana keeps G1 and calls nothing)
    apply(state, 2, Catch(1))  # (Bo catches her: she draws 2, the window stays open)
    assert state.catchable == 1 and len(state.hands[1]) == 3
    assert Catch(1) in legal_actions(state, 0)  # (Zoe may catch her too: a genuine catch)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        await pilot.press("c")
        await pilot.pause()
        assert "accuse" not in status(app), status(app)
        await wait_for(pilot, lambda: link.sent == [{"type": "catch", "target": 1}])
