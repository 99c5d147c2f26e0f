"""unotui's rules engine: pure, deterministic, typed. No I/O, no clock, no global random.

Typical use::

    from core import Rules, new_game, legal_actions, apply, view
    state = new_game(Rules(), players=4, seed=1)
    seat = state.current
    apply(state, seat, legal_actions(state, seat)[0])
    print(view(state, seat)["hand"])

Positions (a whole table as one line of text, for tests, bug reports and simulations) live in
:mod:`core.position`, not re-exported here: ``from core.position import parse_position,
format_position, check_position`` (docs/POSITION.md).
"""

from __future__ import annotations

from .actions import (
    Accept,
    Action,
    ActionError,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    DeathNumber,
    Draw,
    Give,
    Judgement,
    NameDate,
    NextRound,
    Pass,
    Play,
    action_from_wire,
)
from .cards import COLORS, DECK_SIZE, Card, CardError, Color, Rank, full_deck
from .game import (
    REASONS,
    WRONG_CHALLENGE_EXTRA,
    GameState,
    IllegalAction,
    Misplay,
    Phase,
    apply,
    apply_copy,
    check,
    legal_actions,
    new_game,
    pending_after_play,
    replay,
    seat_to_move,
)
from .rules import OPTIONS, PRESETS, Rules, RulesError, load_rules, preset, to_toml
from .view import view

__all__ = [
    "COLORS", "DECK_SIZE", "OPTIONS", "PRESETS", "REASONS", "WRONG_CHALLENGE_EXTRA",
    "Accept", "Action", "ActionError", "CallUno", "Card", "CardError", "Catch", "Challenge",
    "ChooseColor", "Color", "DeathNumber", "Draw", "GameState", "Give", "IllegalAction",
    "Judgement", "Misplay", "NameDate", "NextRound", "Pass", "Phase", "Play", "Rank", "Rules",
    "RulesError",
    "action_from_wire", "apply", "apply_copy", "check", "full_deck", "legal_actions",
    "load_rules", "new_game", "pending_after_play", "preset", "replay", "seat_to_move", "to_toml", "view",
]
