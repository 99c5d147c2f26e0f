"""review48: tests for bugs found reviewing e5a3d2c..fdea8f7 (each failed there)."""

from __future__ import annotations

import pytest
from net_testkit import fast_config
from test_first_catch_wins31 import caught_by, three_at_a_red_three

from core import apply, legal_actions
from core.actions import CallUno, Catch, Draw, Judgement, Play
from core.cards import Card
from net.host import Host, Refused


async def test_a_catch_then_a_refused_move_out_of_turn_does_not_end_the_grace() -> None:
    """83a6ae8: a held catch is settled early before its catcher's own *turn move*
    (PROTOCOL.md §6). Cy, not to move, caught Ann and then sent a draw out of turn: the draw is
    refused (not_your_turn), yet the catch was settled at once, the UNO grace skipped — any
    catcher can end the grace at will, and Ann's call in time then loses to the catch."""
    host = Host(fast_config(seats=3, uno_grace=5.0))
    try:
        clients, st = await three_at_a_red_three(host)
        host.table.submit(0, Play(Card.parse("R5")))  # Ann, down to one card, no UNO
        assert host.table.submit(2, Catch(0)) is False  # Cy's catch, held for the grace
        with pytest.raises(Refused) as refused:
            host.table.submit(2, Draw())  # not Cy's turn (Bob's)
        assert refused.value.code == "not_your_turn"
        assert caught_by(st) == [] and len(host.table._held) == 1  # (still held)
        host.table.submit(0, CallUno())  # Ann calls within her grace: she is safe
        assert host.table._held
        assert len(st.hands[0]) == 1
        for c in clients:
            await c.close()
    finally:
        await host.close()


def test_elimination_results_do_not_say_the_winner_went_out_first_when_a_loser_did() -> None:
    """8bc5cec (rules45 #1): with teams, the first player out may play for the team left,
    which loses; the match goes to the first player out of another team. The results still
    say "<team> won the match: <winner> went out first!" — Ana, who went out second (Zoe,
    of the losing team, went out first, as "Out in order" says two lines below)."""
    from core import view
    from core.position import parse_position
    from core.rules import Rules
    from unotui.screens.round_end import RoundEndScreen

    state = parse_position("R5/R6/R7,B4/R8 RS,R4 * R 0 + 0 play 0,0,0,0",
                           Rules(scoring="elimination", teams="pairs"), 0)
    for seat, code in ((0, "R5"), (1, "R6"), (2, "R7"), (3, "R8")):
        apply(state, seat, Play(Card.parse(code)))
    assert state.result is not None and state.result.order[0] == 0  # (Zoe out first)
    assert state.match_winner == 1
    lines = RoundEndScreen(view(state, 0), ["Zoe", "Ana", "Bo", "Cy"]).outcome_lines()
    assert not any("Ana went out first" in line for line in lines), lines


def test_elimination_results_of_a_death_number_do_not_call_the_loser_the_last_one_left() -> None:
    """8bc5cec/fa413e9 (decision 12): a death number wins the round with three players still
    holding cards; the loser is the one holding the most points. The results say "Cy lost:
    the last one left holding cards." — Zoe and Ana hold cards too."""
    from core import DeathNumber, view
    from core.position import parse_position
    from core.rules import Rules
    from unotui.screens.round_end import RoundEndScreen

    state = parse_position("R6,G9/R1,G1/B2,Y4/Y7,Y8 RS,R4 * R 0 + 0 play 0,0,0,0",
                           Rules(scoring="elimination", death_number=True), 0)
    apply(state, 0, Play(Card.parse("R6")))
    apply(state, 2, DeathNumber())
    assert state.match_loser == 3 and [len(h) for h in state.hands] == [1, 2, 0, 2]
    lines = RoundEndScreen(view(state, 0), ["Zoe", "Ana", "Bo", "Cy"]).outcome_lines()
    assert not any("the last one left holding cards" in line for line in lines), lines


def test_challenge_all_past_the_target_a_full_tie_keeps_the_rounds_winner() -> None:
    """8bc5cec (rules45 #3): when everyone still in passes the target in one round, the lowest
    total stays in; review48 #4 found RULES.md saying the first seat *after* the round's
    winner at a full tie, where the code keeps the winner itself. RULES.md now says the
    winner, then the seats after it."""
    from core.position import parse_position
    from core.rules import Rules

    state = parse_position("R1,G1,B1,Y1,W,W/W,W RS,R4 * R 0 + 0 play 450,450 "
                           "dates=3-3/11-11", Rules(scoring="challenge", judgement_day=True), 0)
    apply(state, 0, next(a for a in legal_actions(state, 0) if isinstance(a, Judgement)))
    assert state.scores == [550, 550] and [len(h) for h in state.hands] == [2, 2]  # (a full tie)
    assert state.match_winner == 0 and state.eliminated == [False, True]
