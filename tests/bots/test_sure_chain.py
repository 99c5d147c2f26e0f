"""A two-player turn that goes out for sure (``core.bots.chain.sure_out``, opp55 #1), checked
against the engine itself over the turns of many seeded two-player games: every chain it offers
empties the hand before the other player moves, however a Wild Draw Four is answered, and every
turn the engine can prove such a chain for is one it finds (the rule sets where the other player
cannot answer out of turn)."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Accept, Action, Challenge, ChooseColor, Play
from core.bots import make_bot
from core.bots.base import legal
from core.bots.chain import sure_out
from core.game import GameState, Phase, apply, legal_actions, new_game, seat_to_move
from core.rules import Rules

RULE_SETS = {
    "official": Rules(),
    "no-two-player-rules": Rules(two_player_rules=False),
    "no-challenge": Rules(wd4_challenge=False),
    "four-anytime": Rules(wd4_anytime=True),
    "seven-o": Rules(seven_o=True),
}


def _after(state: GameState, seat: int, action: Action) -> GameState:
    st = state.copy()
    apply(st, seat, action)
    return st


def goes_out(state: GameState, seat: int, depth: int = 0) -> bool:
    """``seat`` empties its hand before anyone else chooses anything that matters: each of its
    own moves is chosen, the other player's answer to a Wild Draw Four is either one."""
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return state.result is not None and state.result.winner == seat
    if depth > 14:
        return False
    mover = seat_to_move(state)
    if mover is None:
        return False
    if mover != seat:
        if state.phase is not Phase.CHALLENGE:
            return False
        return all(goes_out(_after(state, mover, a), seat, depth + 1)
                   for a in (Accept(), Challenge()) if a in legal_actions(state, mover))
    legal_now = legal_actions(state, seat)
    if state.phase is Phase.CHOOSE_COLOR:
        return any(goes_out(_after(state, seat, a), seat, depth + 1) for a in legal_now
                   if isinstance(a, ChooseColor))
    if state.phase is not Phase.PLAY:
        return False
    return any(goes_out(_after(state, seat, a), seat, depth + 1) for a in legal_now
               if isinstance(a, Play) and (a.uno or len(state.hands[seat]) != 2))


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_every_sure_chain_goes_out_and_none_is_missed(name: str) -> None:
    rules = RULE_SETS[name]
    offered = proved = 0
    for game in range(40):
        state = new_game(rules, 2, f"chain-{name}-{game}")
        bots = [make_bot("easy", game * 2 + s) for s in range(2)]
        for _ in range(400):
            if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
                break
            seat = seat_to_move(state)
            assert seat is not None
            seen = view(state, seat)
            if state.phase is Phase.PLAY and len(state.hands[seat]) > 1:
                sure = sure_out(seen, legal(seen))
                provable = goes_out(state, seat)
                if sure is not None:
                    offered += 1
                    assert goes_out(_after(state, seat, sure), seat), (
                        name, state.to_dict(), sure)
                if provable:
                    proved += 1
                    assert sure is not None, (name, state.to_dict())
            action = bots[seat].act(seen)
            assert action is not None
            apply(state, seat, action)
    assert offered == proved and offered > 5, (offered, proved)
