"""Playing whole matches with bots, without I/O: the simulator's and the benchmarks' engine room.

The driver gives each bot only its own view. After every action, if an out-of-turn window may be
open (someone can be caught or can still call UNO; with jump-in, death number, judgement day or
false-call penalties, anyone may hold an out-of-turn action), the seats are offered it in a fixed
order — the seat concerned first (else the one after the seat to move), then the others clockwise
— before the seat to move acts; at most one out-of-turn action is taken per step. This order is
deterministic, so a match is reproducible from ``(rules, players, seed, bots)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Action, NextRound
from .bots import Bot
from .game import GameState, IllegalAction, Phase, apply, legal_actions, new_game, seat_to_move
from .rules import Rules
from .view import view

#: A round that goes on this long is taken as stuck and the driver raises instead of looping
#: forever. Rounds always end with probability 1, but uniformly random players are slow at it:
#: with ``draw_until_playable`` their hands settle around 25 cards and a round takes ~10,000
#: actions on average (measured over seeds 0-4, 4 players); sensible bots need about 50.
MAX_ACTIONS_PER_ROUND = 100_000


class StuckRound(RuntimeError):
    """A round exceeded :data:`MAX_ACTIONS_PER_ROUND` actions."""


@dataclass
class MatchRecord:
    """What happened in one match."""

    state: GameState
    journal: list[tuple[int | None, Action]] = field(default_factory=list)
    rounds: int = 0
    turns: int = 0  #: turn actions (plays, draws, passes, colour choices, challenge answers)
    actions: int = 0  #: every applied action, out-of-turn ones and deals included


def _windows_possible(rules: Rules) -> bool:
    """Can anyone but the seat to move ever act (other than catching / a late UNO)?"""
    return bool(rules.jump_in or rules.death_number or rules.judgement_day
                or rules.false_catch_penalty or rules.false_uno_penalty)


def _offer_window(state: GameState, bots: Sequence[Bot], rec: MatchRecord, wide: bool) -> None:
    """Offer one out-of-turn action: the seat concerned by a catch window first, then clockwise."""
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return
    target = state.catchable
    if target is None and not wide:
        return
    mover = seat_to_move(state)
    start = target if target is not None else (mover or 0) + 1
    n = state.players
    for k in range(n):
        seat = (start + k) % n
        if seat == mover:
            continue
        legal = legal_actions(state, seat)
        if not legal:
            continue
        choice = bots[seat].act(view(state, seat, legal=legal))
        if choice is None:
            continue
        apply(state, seat, choice, validate=choice not in legal)
        rec.journal.append((seat, choice))
        rec.actions += 1
        return


def play_match(rules: Rules, players: int, seed: int | str, bots: Sequence[Bot],
               rounds_only: bool = False, start: GameState | None = None) -> MatchRecord:
    """Play one match (or, with ``rounds_only``, one round) to its end; from a copy of
    ``start`` (e.g. a parsed position, with these rules and players) instead of a new game."""
    if len(bots) != players:
        raise ValueError("one bot per seat")
    state = new_game(rules, players, seed) if start is None else start.copy()
    rec = MatchRecord(state)
    wide = _windows_possible(rules)
    round_actions = 0
    while True:
        if state.phase is Phase.MATCH_OVER or (rounds_only and state.phase is Phase.ROUND_OVER):
            rec.rounds += 1
            return rec
        if state.phase is Phase.ROUND_OVER:
            rec.rounds += 1
            round_actions = 0
            apply(state, None, NextRound())
            rec.journal.append((None, NextRound()))
            rec.actions += 1
            continue
        seat = seat_to_move(state)
        assert seat is not None
        legal = legal_actions(state, seat)
        choice = bots[seat].act(view(state, seat, legal=legal))
        if choice is None:
            raise IllegalAction("not_allowed", f"bot at seat {seat} passed on its own turn")
        # A listed action needs no second legality check (a speed-up only: anything else goes
        # through the full check, with its precise reason).
        apply(state, seat, choice, validate=choice not in legal)
        rec.journal.append((seat, choice))
        rec.turns += 1
        rec.actions += 1
        round_actions += 1
        if round_actions > MAX_ACTIONS_PER_ROUND:
            raise StuckRound(f"round {state.round_no} exceeded {MAX_ACTIONS_PER_ROUND} actions")
        _offer_window(state, bots, rec, wide)
