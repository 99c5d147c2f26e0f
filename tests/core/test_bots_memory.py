"""What the bots remember and infer from their views, checked against the real table, and the
worlds the hard bot samples from it."""

from __future__ import annotations

from collections import Counter

import pytest

from core import GameState, apply, new_game, view
from core.actions import NextRound
from core.bots import make_bot
from core.bots.memory import Memory
from core.bots.worlds import playout, sample_world
from core.cards import COLORS
from core.game import Phase, seat_to_move
from core.position import check_position
from core.rng import Rng
from core.rules import preset


def tables(rules_name: str, seed: str, rounds: int = 3):
    """Yield (state, memory of seat 0) after every action of a few rounds of greedy players
    (who never draw while a card fits, so what their draws reveal is true)."""
    state = new_game(preset(rules_name), 4, seed)
    bots = [make_bot("greedy", s) for s in range(4)]
    memory = Memory()
    played = 0
    while played < rounds and state.phase is not Phase.MATCH_OVER:
        if state.phase is Phase.ROUND_OVER:
            apply(state, None, NextRound())
            played += 1
            continue
        seat = seat_to_move(state)
        assert seat is not None
        memory.see(view(state, 0))
        yield state, memory
        apply(state, seat, bots[seat].act(view(state, seat)))  # type: ignore[arg-type]


@pytest.mark.parametrize("rules_name", ["official", "house", "chinese-party"])
def test_the_memory_of_the_discard_pile_is_exact(rules_name: str) -> None:
    checked = 0
    for state, memory in tables(rules_name, f"pile/{rules_name}"):
        if memory.discard_known:
            assert memory.discard == [c.code for c in state.discard]
            checked += 1
    assert checked > 100


def test_a_player_who_drew_on_a_colour_is_remembered_holding_none_of_it() -> None:
    inferred = 0
    for state, memory in tables("house", "lacks", rounds=8):
        for seat in range(1, 4):
            for color in COLORS:
                if memory.lacks(seat, color):
                    assert all(c.color is not color for c in state.hands[seat])
                    inferred += 1
    assert inferred > 20


def world_matches(world: GameState, state: GameState) -> None:
    """Everything seat 0 can see is the same in the sampled world as at the real table."""
    assert world.card_count() == 108
    assert sorted(world.hands[0]) == sorted(state.hands[0])
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert world.discard[-1] == state.discard[-1] and world.color == state.color
    assert len(world.draw_pile) == len(state.draw_pile)
    assert (world.current, world.direction, world.pending) == (
        state.current, state.direction, state.pending)
    assert Counter(world.hands[1] + world.hands[2] + world.hands[3] + world.draw_pile) == Counter(
        state.hands[1] + state.hands[2] + state.hands[3] + state.draw_pile)


@pytest.mark.parametrize("rules_name", ["official", "house"])
def test_sampled_worlds_agree_with_all_the_bot_can_see_and_play_out(rules_name: str) -> None:
    rng = Rng(1)
    built = 0
    for state, memory in tables(rules_name, f"worlds/{rules_name}", rounds=2):
        if state.current != 0:
            continue
        world = sample_world(view(state, 0), memory, rng)
        if world is None:
            continue
        world_matches(world, state)
        check_position(world)  # a table the engine's own validator accepts
        for seat in range(1, 4):
            for color in COLORS:
                if memory.lacks(seat, color):  # what draws revealed holds in the world too
                    assert all(c.color is not color for c in world.hands[seat])
        value = playout(world, 0)
        assert world.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) or value == value
        built += 1
    assert built > 10


def test_worlds_built_from_the_kept_base_are_those_built_afresh_and_a_new_view_rebuilds_it(
) -> None:
    """The part of a world that does not depend on chance is kept per view: the worlds are the
    same as without it, it is rebuilt as soon as the memory has taken in another view (even for
    the same view object), and it is not carried when a bot is pickled to a worker process."""
    import pickle

    compared = 0
    old_view = None
    for state, memory in tables("official", "base/official", rounds=2):
        if state.current != 0:
            continue
        v = view(state, 0)
        kept = [sample_world(v, memory, Rng(k)) for k in range(3)]  # the 2nd and 3rd from it
        memory.world_base = None
        fresh = [sample_world(v, memory, Rng(k)) for k in range(3)]
        for a, b in zip(kept, fresh, strict=True):
            assert (a is None) == (b is None)
            if a is not None and b is not None:
                assert a.to_dict() == b.to_dict()
                compared += 1
        if fresh[0] is None:
            continue
        if old_view is not None:  # a view seen before, after the memory moved on
            assert memory.world_base is not None and memory.world_base[0] is v
            stale = sample_world(old_view, memory, Rng(0))
            assert memory.world_base[0] is old_view and memory.world_base[1] == memory.revision
            memory.world_base = None
            assert (stale is None) == (sample_world(old_view, memory, Rng(0)) is None)
        old_view = v
        assert pickle.loads(pickle.dumps(memory)).world_base is None
    assert compared > 10
