"""The bot levels: fair (a bot's choices depend only on its own view), reproducible, picklable,
and able to finish a match under every preset and any rules configuration."""

from __future__ import annotations

import pickle
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_house_properties import house_rules

from core import GameState, Rules, apply, legal_actions, new_game, view
from core.actions import Action
from core.autoplay import play_match
from core.bots import BOTS, LEVELS, Bot, HardBot, make_bot
from core.game import Phase, check_table, seat_to_move
from core.rng import Rng
from core.rules import PRESETS, RulesError, preset

#: A small budget for the hard bot in tests: enough for its search to run (two candidates).
THINK = 0.03


def level(kind: str, seed: int | str) -> Bot:
    return make_bot(kind, seed, THINK)


def redeal_hidden(state: GameState, seat: int, seed: int) -> GameState:
    """The same table as ``seat`` sees it, with every card it cannot see dealt again: the other
    hands (same sizes) and the draw pile (a new order), and a new future for the generator."""
    other = state.copy()
    hidden = [c for s in range(other.players) if s != seat for c in other.hands[s]]
    hidden += other.draw_pile
    Rng(seed).shuffle(hidden)
    for s in range(other.players):
        if s != seat:
            k = len(other.hands[s])
            other.hands[s], hidden = hidden[:k], hidden[k:]
    other.draw_pile = hidden
    other.rng ^= 0x5DEECE66D
    return other


def drive(rules: Rules, players: int, seed: int, bots: list[Bot], steps: int,
          on_decision: Any = None) -> GameState:
    """Play up to ``steps`` actions, asking seat 0 first whenever it has something to do."""
    state = new_game(rules, players, seed)
    for _ in range(steps):
        if state.phase is Phase.MATCH_OVER:
            break
        if state.phase is Phase.ROUND_OVER:
            from core.actions import NextRound
            apply(state, None, NextRound())
            continue
        mover = seat_to_move(state)
        choice: Action | None = None
        seat = mover
        if mover != 0 and legal_actions(state, 0):
            if on_decision is not None:
                on_decision(state)
            choice = bots[0].act(view(state, 0))
            seat = 0
        if choice is None:
            seat = mover
            assert seat is not None
            if seat == 0 and on_decision is not None:
                on_decision(state)
            choice = bots[seat].act(view(state, seat))
        assert choice is not None and seat is not None
        apply(state, seat, choice)
    return state


@pytest.mark.parametrize("kind", LEVELS)
@pytest.mark.parametrize("rules_name", ["official", "house", "chinese-party"])
def test_a_bot_decides_the_same_whatever_the_cards_it_cannot_see(kind: str,
                                                                 rules_name: str) -> None:
    """Redeal the other hands and the draw pile before each of seat 0's decisions: a copy of
    the bot (as it was, memory and generator included) shown the redealt table's view chooses
    exactly what the bot chooses at the real table."""
    rules = preset(rules_name)
    bots = [level(kind, 7)] + [level("normal", s) for s in range(1, 4)]
    checked = [0]

    def compare(state: GameState) -> None:
        twin = redeal_hidden(state, 0, checked[0])
        assert twin.hands[1:] != state.hands[1:] or not any(state.hands[1:])
        shown = view(twin, 0)
        assert shown == view(state, 0)  # the redeal is invisible from seat 0
        copy = pickle.loads(pickle.dumps(bots[0]))
        assert copy.act(shown) == pickle.loads(pickle.dumps(bots[0])).act(view(state, 0))
        checked[0] += 1

    drive(rules, 4, 11, bots, 120, compare)
    assert checked[0] >= 10


@pytest.mark.parametrize("kind", LEVELS)
def test_a_bot_decides_the_same_after_a_trip_through_pickle(kind: str) -> None:
    """A table may think in a worker process: the bot pickled there and back plays on exactly
    as the one that stayed."""
    rules = preset("house")
    stay = [level(kind, 3)] + [level("normal", s) for s in range(1, 4)]
    travel = [level(kind, 3)] + [level("normal", s) for s in range(1, 4)]
    a = play_match(rules, 4, "trip", stay, rounds_only=True)

    class Traveller:
        name = kind

        def act(self, v: dict[str, Any]) -> Action | None:
            travel[0] = pickle.loads(pickle.dumps(travel[0]))
            return travel[0].act(v)

    b = play_match(rules, 4, "trip", [Traveller(), *travel[1:]], rounds_only=True)
    assert a.journal == b.journal


@pytest.mark.parametrize("kind", LEVELS)
@pytest.mark.parametrize("rules_name", sorted(PRESETS))
def test_every_level_finishes_a_match_under_every_preset(kind: str, rules_name: str) -> None:
    rules = preset(rules_name)
    players = rules.players or 4
    if kind == "hard":  # the hard bot's match is slower: one round shows the same rules at work
        rec = play_match(rules, players, f"preset/{rules_name}",
                         [level(kind, s) for s in range(players)], rounds_only=True)
        assert rec.state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        return
    rec = play_match(rules, players, f"preset/{rules_name}",
                     [level(kind, s) for s in range(players)])
    assert rec.state.phase is Phase.MATCH_OVER and rec.state.match_winner is not None


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(rules=house_rules(), seed=st.integers(0, 2**32), mix=st.permutations(list(LEVELS)))
def test_the_levels_finish_rounds_under_any_rules(rules: Rules, seed: int,
                                                  mix: list[str]) -> None:
    """Any rules configuration (every option at any value): easy, normal and hard at one table
    play a round to its end, every action legal."""
    players = 4 if rules.teams == "pairs" else (6 if rules.teams == "triples" else 3)
    try:
        check_table(rules, players)
    except RulesError:
        players = rules.players or 4
    kinds = (mix * 2)[:players]
    rec = play_match(rules, players, seed, [level(k, seed + s) for s, k in enumerate(kinds)],
                     rounds_only=True)
    assert rec.state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert rec.state.card_count() == 108


def test_make_bot_knows_the_levels_and_the_old_names() -> None:
    for kind in (*LEVELS, "basic", "random", "greedy"):
        assert make_bot(kind, 1).name == kind
    assert set(LEVELS) <= set(BOTS)
    with pytest.raises(ValueError, match="hard"):
        make_bot("expert")
    with pytest.raises(ValueError, match="think"):
        make_bot("hard", 1, think=-1)


def test_the_hard_budget_is_a_playout_count_not_a_clock() -> None:
    """The same budget gives the same playout cap (so the same play) on any machine; more
    thinking time means more playouts; none means no search at all."""
    assert HardBot(0, 0.5).playouts == 2 * HardBot(0, 0.25).playouts > 0
    assert HardBot(0, 0).playouts == 0
    quiet = HardBot(0, 0)
    play_match(preset("official"), 4, "quiet", [quiet, *(level("normal", s) for s in range(3))],
               rounds_only=True)
    assert quiet.searches == 0


def test_the_hard_bot_searches_when_someone_is_close_to_going_out() -> None:
    bot = HardBot(5, 0.05)
    for deal in range(4):
        play_match(preset("official"), 4, f"search/{deal}",
                   [bot, *(level("normal", s) for s in range(3))], rounds_only=True)
    assert bot.searches > 0


def _normal_choice(next_hand: str) -> Action | None:
    """What normal plays at seat 0 on a red 3, holding no red but a Yellow 3 and a Wild Draw
    Four, when the next player (seat 1) holds ``next_hand``."""
    from core.position import parse_position

    state = parse_position(f"W4,G7,G2,B5,Y3/{next_hand}/G1,G4,Y4,B6,B8/Y7,Y8,B1,B2,G9 R3 * R 0 + 0 "
                           "play 0,0,0,0", preset("official"), seed=3)
    return make_bot("normal", 1).act(view(state, 0))


def test_normal_plays_a_legal_wild_draw_four_on_a_next_player_close_to_going_out() -> None:
    """A fair Wild Draw Four goes on the next opponent once it is down to four cards; with a
    long hand ahead of it normal keeps the wild and plays the Yellow 3 instead."""
    close = _normal_choice("G3,Y5,B7,B9")
    assert close is not None and str(close.card) == "W4"
    far = _normal_choice("G3,Y5,B7,B9,G5,G6,G8")
    assert far is not None and str(far.card) == "Y3"
