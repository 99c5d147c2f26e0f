"""review76: since 423b99d1 the position check accepts a kept Wild Draw Four that the colour
rule forbids whenever the rules have any in-turn penalty (``_cards_come_in_turn``: false UNO,
false catch, misplay), whatever the table. The engine reaches such a table only when the seat
to move took a penalty after its draw: its hand then holds the drawn four, at least one card
from before the draw and the penalty's cards — 4 cards at least with a penalty of 2. A hand of
two (the four and a card of the colour in play) cannot be reached, yet is called valid."""

from __future__ import annotations

import pytest

from core import Rules
from core.position import PositionStatus, parse_position, position_status


@pytest.mark.parametrize("option", ["false_uno_penalty", "false_catch_penalty",
                                    "misplay_penalty"])
def test_review76_a_two_card_hand_cannot_have_taken_a_penalty_after_its_draw(option: str) -> None:
    rules = Rules(wd4_challenge=False, **{option: 2})
    # seat 0 to move holds W4 (drawn, kept) and G3, a card of the colour in play (green):
    # a penalty since the draw would have left 4 cards at least
    state = parse_position("W4,G3/Y2,Y3 G9 * G 0 + 0 play 0,0 drawn=W4 rules=custom", rules, 0)
    assert position_status(state) & PositionStatus.DRAWN, position_status(state)


def test_review76_no_misplay_can_follow_a_draw_so_misplay_penalty_alone_keeps_the_rule() -> None:
    """Under ``misplay_penalty`` alone the hand cannot take cards after its draw: every other
    card tried then is refused as ``must_play_drawn``, which costs nothing (only a wrong card
    is punished, ``_punished``), and the drawn four itself was legal when drawn. Yet the check
    lets any forbidden kept four pass under that rule (``_cards_come_in_turn``)."""
    from core import Card, Draw, IllegalAction, Play, apply

    rules = Rules(wd4_challenge=False, misplay_penalty=2)
    state = parse_position("R5,B1/Y2,Y3 G9 W4,G3,G4,* G 0 + 0 play 0,0 rules=custom", rules, 0)
    apply(state, 0, Draw())
    assert state.drawn == Card.parse("W4")
    for code in ("R5", "B1"):  # (neither fits: a misplay before the draw, not after it)
        try:
            apply(state, 0, Play(Card.parse(code)))
        except IllegalAction as exc:
            assert exc.reason == "must_play_drawn"
        assert len(state.hands[0]) == 3  # no penalty taken
    # the table the relaxed check now accepts: the same, with G3 and G4 in the hand
    unreachable = parse_position("R5,B1,W4,G3,G4/Y2,Y3 G9 * G 0 + 0 play 0,0 drawn=W4 "
                                 "rules=custom", rules, 0)
    assert position_status(unreachable) & PositionStatus.DRAWN, position_status(unreachable)
