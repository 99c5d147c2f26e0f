"""Property tests over many random games (random seeds, 2–10 players, random and basic bots, every
implemented official option): cards are never lost, the seat to move can always act, rounds end,
views never leak, states round-trip and replay, and ``legal_actions`` is exact."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import Phase as Stage
from hypothesis import strategies as st
from property_kit import (
    Game,
    check_legal_exact,
    check_log_secrecy,
    check_mover,
    play_checking,
    walk,
)

from core import (
    Action,
    CallUno,
    Catch,
    GameState,
    Rules,
    legal_actions,
    new_game,
    replay,
    view,
)
from core.autoplay import MAX_ACTIONS_PER_ROUND, play_match
from core.cards import hand_points
from core.game import Phase
from core.rng import Rng

VIEW_KEYS = {
    "v", "seat", "players", "state_id", "phase", "round", "dealer", "current", "direction",
    "color", "top", "discard_size", "discard", "draw_size", "counts", "uno", "catchable", "hand", "drawn",
    "challenge", "bluff", "scores", "target", "scoring", "result", "match_winner", "legal", "log",
    "rules", "pending_rank",
}
OUT_OF_TURN = (CallUno, Catch)

rules_strategy = st.builds(
    Rules,
    hand_size=st.integers(5, 10),
    uno_penalty=st.sampled_from([2, 4]),
    reverse_start=st.sampled_from(["dealer", "other_side"]),
    first_dealer_symbols=st.sampled_from(["zero", "redraw"]),
    wd4_challenge=st.booleans(),
    wd4_anytime=st.booleans(),
    draw_when_playable=st.booleans(),
    two_player_rules=st.booleans(),
    scoring=st.sampled_from(["standard", "single"]),
    target_score=st.integers(50, 500),
)


@st.composite
def games(draw: st.DrawFn) -> Game:
    players = draw(st.integers(2, 10))
    kinds = draw(st.lists(st.sampled_from(["random", "basic"]), min_size=players,
                          max_size=players))
    return Game(draw(rules_strategy), players, draw(st.integers(0, 2**32)), kinds)


# ------------------------------------------------------------------ invariants


def check_turn_invariants(state: GameState) -> None:
    """:func:`check_mover`, and under the official rules the other seats may only call UNO or
    catch."""
    mover = check_mover(state)
    if mover is None:
        return
    for seat in range(state.players):
        if seat != mover:
            assert all(isinstance(a, OUT_OF_TURN) for a in legal_actions(state, seat))


def check_round_result(state: GameState) -> None:
    result = state.result
    assert result is not None
    assert state.hands[result.winner] == []
    assert result.hand_points == [hand_points(h) for h in state.hands]
    assert result.points == sum(result.hand_points)


def check_views(state: GameState) -> None:
    """Every seat sees its own hand and nothing of anyone else's; spectators see no hand."""
    over = state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    raw = {ev["seq"]: ev for ev in state.log}
    for seat in (None, *range(state.players)):
        v = view(state, seat)
        json.dumps(v)  # plain data
        assert set(v) >= VIEW_KEYS
        if seat is None:
            assert v["hand"] is None and v["drawn"] is None and v["legal"] == []
            assert v["bluff"] is False
        else:
            hand = state.hands[seat]
            assert v["hand"] == [c.code for c in hand]
            expected_drawn = state.drawn.code if state.drawn and seat == state.current else None
            assert v["drawn"] == expected_drawn
            assert v["legal"] == [a.to_wire() for a in legal_actions(state, seat)]
            assert v["bluff"] == (state.rules.wd4_bluff_possible
                                  and state.phase in (Phase.PLAY, Phase.CHALLENGE)
                                  and any(c.color is state.color for c in hand))
        if state.wd4 is None:
            assert v["challenge"] is None
        else:
            assert v["challenge"] == {"offender": state.wd4.offender, "victim": state.wd4.victim,
                                      "previous_color": state.wd4.previous_color.value}
        assert (v["result"] is not None) == over
        check_log_secrecy(state, seat, v["log"])
        for ev in v["log"]:
            if ev["type"] in ("draw", "challenge"):  # drawn cards / revealed hand: the actor's
                private = raw[ev["seq"]].get("private")
                assert private is not None and private["to"] == ev["seat"]
            if ev["type"] == "draw" and "cards" in ev:
                assert len(ev["cards"]) == ev["count"]


# ------------------------------------------------------------------ the properties

MAX_WALK = 250
#: Shrinking these slow examples can take minutes; a failure prints its example (and seed) as is.
NO_SHRINK = (Stage.explicit, Stage.reuse, Stage.generate)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow], phases=NO_SHRINK)
@given(game=games())
def test_cards_turns_views_and_replay_hold_through_random_games(game: Game) -> None:
    play_checking(game, MAX_WALK, 10, check_turn_invariants, check_views, check_round_result)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow], phases=NO_SHRINK)
@given(game=games())
def test_legal_actions_are_exactly_what_apply_accepts(game: Game) -> None:
    state = new_game(game.rules, game.players, game.seed)
    rng = Rng(game.seed ^ 0x5EED)
    journal: list[tuple[int | None, Action]] = []
    check_legal_exact(state, rng, 20)
    for i, now in enumerate(walk(state, game.bots(), 120, journal)):
        if i % 3 == 0:
            check_legal_exact(now, rng, 12)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow], phases=NO_SHRINK)
@given(game=games(), rounds_only=st.booleans())
def test_every_round_ends(game: Game, rounds_only: bool) -> None:
    """Played to the end by the autoplay driver, which raises on a round that does not end."""
    rules = game.rules
    if not rounds_only:  # whole matches: keep them short
        rules = rules.replace(target_score=min(rules.target_score, 150))
    rec = play_match(rules, game.players, game.seed, game.bots(), rounds_only=rounds_only)
    state = rec.state
    assert state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert rec.actions < MAX_ACTIONS_PER_ROUND * rec.rounds
    assert state.card_count() == 108
    check_round_result(state)
    if state.phase is Phase.MATCH_OVER:
        winner = state.match_winner
        assert winner is not None
        assert rules.scoring == "single" or state.scores[winner] >= rules.target_score
        assert all(s < rules.target_score for i, s in enumerate(state.scores) if i != winner)
    assert replay(rules, game.players, game.seed, rec.journal).digest() == state.digest()
