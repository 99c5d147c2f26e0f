"""Positions no play reaches that the validator read as valid (rules48 #4–#8), each refused with
its reason, and their reachable neighbours, which stay valid. Each impossible table breaks an
invariant that held on every state of 1.76 million random legal actions (rules48's fuzz)."""

from __future__ import annotations

import pytest

from core import Card, Play, Rules, apply
from core.position import InvalidPosition, check_position, parse_position, position_status

PILE = "B1,B2,B3,B4,B5,*"

IMPOSSIBLE = {
    # a plain Wild just played by seat 0: the next seat (1) moves, never seat 2
    "turn_after_fresh_wild": (f"R5,G7/Y1,Y2/G1,G2 R3,W {PILE} B 2 + 0 play 0,0,0 by=0 fresh=1",
                              {}, "W just played by seat 0 leaves the turn to seat 1"),
    # a Draw Two just played and drawn at once (official): its victim (seat 1) loses the turn
    "turn_after_fresh_draw_two": (f"R5,G7/Y1,Y2,B6,B7/G1,G2 R3,RD {PILE} R 1 + 0 play 0,0,0 "
                                  "by=0 fresh=1", {}, "leaves the turn to seat 2, not 1"),
    # under jump-in a Draw Two's penalty waits for its victim (decision 16)
    "deferred_draw_two_not_pending": (f"R5,G7/Y1,Y2/G1,G2 R3,RD {PILE} R 1 + 0 play 0,0,0 "
                                      "by=0 fresh=1", {"jump_in": True}, "waits for the victim"),
    # a Wild Draw Four from a hand that still holds cards waits for its answer
    "fresh_wd4_in_play_without_challenge": (f"R5,G7/Y1,Y2,B6,B7,B8,B9/G1,G2 R3,W4 {PILE} B 2 + "
                                            "0 play 0,0,0 by=0 fresh=1", {},
                                            "waits in phase challenge"),
    # a catch window opens on a play (fresh); the next turn move closes it
    "catch_without_fresh": (f"R5/Y1,Y2/G1,G2 R3 {PILE} R 1 + 0 play 0,0,0 by=0 catch=0", {},
                            "catch=0 with fresh=0"),
    # knocked out of a Challenge UNO match: no card played, no deal, no call in a later round
    "by_eliminated_seat": (f"R5,G7/Y1,Y2/- R3,R4 {PILE} R 0 + 0 play 10,20,600 by=2 fresh=1 "
                           "elim=2", {"scoring": "challenge"}, "out of the round"),
    "uno_on_eliminated_seat": (f"R5,G7/Y1,Y2/- R3 {PILE} R 0 + 0 play 10,20,600 uno=2 elim=2",
                               {"scoring": "challenge"}, "out of the round"),
    "dealer_eliminated_while_playing": (f"R5,G7/Y1,Y2/- R3 {PILE} R 0 + 0 play 10,20,600 "
                                        "dealer=2 elim=2", {"scoring": "challenge"},
                                        "out of the round"),
    # a Wild Draw Four awaiting its answer outside the challenge phase: the check says why
    # (cli50: "does not fit the table" alone)
    "wd4_in_play_phase": (f"RD,G7/B1,B2/Y1,G4 R3 {PILE} R 0 + 0 play 0,0,0 wd4=0:1:G:bluff",
                          {}, "wd4= in phase play: it waits only in phase challenge"),
    "wd4_on_another_top": (f"RD,G7/B1,B2/Y1,G4 R3 {PILE} G 1 + 4:W4 challenge 0,0,0 "
                           "wd4=0:1:R:fair", {}, "the top card is no W4"),
    # the last date named deals round 1 at once
    "name_dates_all_named": ("-/-/- - * - 0 + 0 name_dates 0,0,0 round=0 dealer=1 "
                             "dates=12-25/1-1/2-2", {"judgement_day": True}, "dates"),
}


@pytest.mark.parametrize("name", sorted(IMPOSSIBLE))
def test_a_position_no_play_reaches_is_refused_with_its_reason(name: str) -> None:
    text, options, words = IMPOSSIBLE[name]
    state = parse_position(text, Rules(**options))  # type: ignore[arg-type]
    assert position_status(state), f"{name}: accepted {text}"
    with pytest.raises(InvalidPosition) as info:
        check_position(state)
    assert words in str(info.value), str(info.value)


@pytest.mark.parametrize(("text", "options"), [
    (f"R5,G7/Y1,Y2/G1,G2 R3,RD {PILE} R 1 + 2:D play 0,0,0 by=0 fresh=1", {"jump_in": True}),
    (f"R5,G7/Y1,Y2/G1,G2 R3,W {PILE} B 1 + 0 play 0,0,0 by=0 fresh=1", {}),
    (f"R5,G7/Y1,Y2,B6,B7/G1,G2 R3,RD {PILE} R 2 + 0 play 0,0,0 by=0 fresh=1", {}),
    (f"R5,G7/Y1,Y2,B6,B7,B8,B9/G1,G2 R3,W4 {PILE} B 2 + 0 play 0,0,0 by=0 fresh=1",
     {"wd4_challenge": False}),
    (f"R5/Y1,Y2/G1,G2 R3 {PILE} R 1 + 0 play 0,0,0 by=0 fresh=1 catch=0", {}),
    ("-/-/- - * - 0 + 0 name_dates 0,0,0 round=0 dealer=1 dates=12-25/1-1/-",
     {"judgement_day": True}),
])
def test_the_reachable_neighbours_stay_valid(text: str, options: dict[str, object]) -> None:
    assert not position_status(parse_position(text, Rules(**options))), text  # type: ignore[arg-type]


def test_the_engine_reaches_the_draw_two_neighbour() -> None:
    state = parse_position("R5,G7,RD/Y1,Y2/G1,G2 R3 B6,B7,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(Card.parse("RD")))
    assert state.current == 2 and state.fresh and state.pending == 0 and state.top_by == 0
    assert not position_status(state)
