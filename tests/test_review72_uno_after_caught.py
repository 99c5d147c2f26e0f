"""review72: docs/PROTOCOL.md §3 `uno`: "**any time** while you hold an UNO hand without having
called [...]. With the `false_uno_penalty` rule `legal` lists `uno` for **every** seat that
has not called, whatever its hand, once per turn". core/game.py ``_uno_actions`` (57666880)
lists nothing for a seat that is the open catch window's target, was caught already
(``uno_penalty_per_catcher``: the window stays open for the others) and, after its penalty,
still holds an UNO hand — under multi-play three cards of one value are one. At a
chinese-party table that seat has not called and holds an UNO hand, yet may not call: not as
a right call, not even as the wrong one every other seat may make."""

from __future__ import annotations

from core import CallUno, Card, Catch, Play, apply, legal_actions
from core.position import check_position, parse_position


def test_a_caught_player_whose_penalty_makes_an_uno_hand_may_call() -> None:
    # seat 0 plays R1 down to G5 without calling; seat 1 catches it: 2 cards drawn, Y5 and B5
    s = parse_position("R1,G5/B2,B3/Y4,Y6/G6,G7 R5 Y5,B5,* R 0 + 0 play 0,0,0,0 "
                       "rules=chinese-party")
    check_position(s)
    apply(s, 0, Play(Card.parse("R1")))
    apply(s, 1, Catch(0))
    assert sorted(str(c) for c in s.hands[0]) == ["B5", "G5", "Y5"]  # an UNO hand (same_value)
    assert s.catchable == 0 and s.caught_by == [1]  # (the others may still catch)
    assert not s.uno_called[0]
    assert CallUno() in legal_actions(s, 0), (
        "a seat holding an UNO hand, not having called, at a table with false_uno_penalty: "
        "no uno in legal")
