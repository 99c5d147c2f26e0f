"""Playing whole matches with bots, without I/O: the simulator's and the benchmarks' engine room.

The driver gives each bot only its own view. After every action, if an out-of-turn window is open
(someone can be caught, or can still call UNO), the seats are offered it in a fixed order — the
seat concerned first, then the others clockwise from it — before the seat to move acts. This
order is deterministic, so a match is reproducible from ``(rules, players, seed, bots)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Action, NextRound
from .bots import Bot
from .game import GameState, IllegalAction, Phase, apply, new_game, seat_to_move
from .rules import Rules
from .view import view

#: A round that goes on this long is stuck (it cannot happen with the official rules, whose
#: draw pile always runs out of safe plays); the driver raises instead of looping forever.
MAX_ACTIONS_PER_ROUND = 20_000


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


def _offer_window(state: GameState, bots: Sequence[Bot], rec: MatchRecord) -> None:
    target = state.catchable
    if target is None:
        return
    n = state.players
    for k in range(n):
        seat = (target + k) % n
        choice = bots[seat].act(view(state, seat))
        if choice is None:
            continue
        apply(state, seat, choice)
        rec.journal.append((seat, choice))
        rec.actions += 1
        return


def play_match(rules: Rules, players: int, seed: int | str, bots: Sequence[Bot],
               rounds_only: bool = False) -> MatchRecord:
    """Play one match (or, with ``rounds_only``, one round) to its end."""
    if len(bots) != players:
        raise ValueError("one bot per seat")
    state = new_game(rules, players, seed)
    rec = MatchRecord(state)
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
        choice = bots[seat].act(view(state, seat))
        if choice is None:
            raise IllegalAction("not_allowed", f"bot at seat {seat} passed on its own turn")
        apply(state, seat, choice)
        rec.journal.append((seat, choice))
        rec.turns += 1
        rec.actions += 1
        round_actions += 1
        if round_actions > MAX_ACTIONS_PER_ROUND:
            raise StuckRound(f"round {state.round_no} exceeded {MAX_ACTIONS_PER_ROUND} actions")
        _offer_window(state, bots, rec)
