"""Deck honesty: a hash commitment to each round's shuffle seed, revealed when the round ends.

Scheme (see ``docs/PROTOCOL.md``, "Deck honesty"):

* The host draws a secret 32-byte *match secret* (or derives it from a test seed).
* Round ``k`` is dealt from ``round_seed(secret, k) = HMAC-SHA256(secret, "round:k")``: round 1
  through ``core.game.new_game(rules, players, round_seed)`` (which also draws for the first
  dealer), later rounds by setting the engine's generator to ``core.rng.seed_state(round_seed)``
  just before the table's ``NextRound`` deals. Reshuffles during the round continue that generator.
* When round ``k`` is dealt the host sends ``commitment(round_seed)`` (SHA-256); when it ends the
  host reveals ``round_seed`` together with every action of the round, in order.
* A client checks the hash, replays the round with ``core`` (:func:`replay_round`: round 1 from
  ``new_game``, later rounds from the revealed state just before the deal, which is public once
  the previous round is over) and compares the result with what the host announced, and its own
  dealt hand with what it was shown.

What it proves: the deck order of the round (the deal and every card drawn, including reshuffles)
was fixed by a seed committed before the first card was dealt, and every card movement followed
the engine's rules. Knowing one round's seed says nothing about the next (HMAC). What it does not
prove: that the host did not try many secrets before committing (a host that also plays could
choose a favourable deal) — the commitment guards against arranging the deck during the round.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import secrets
from collections.abc import Sequence
from typing import Any

from core.actions import Action, NextRound, action_from_wire
from core.game import GameState, Misplay, Phase, apply, new_game
from core.rng import seed_state
from core.rules import Rules

SECRET_BYTES = 32


def new_secret() -> bytes:
    """A fresh, unpredictable match secret."""
    return secrets.token_bytes(SECRET_BYTES)


def secret_from_seed(seed: int | str) -> bytes:
    """A reproducible match secret for tests and benchmarks (not secret at all)."""
    return hashlib.sha256(f"unotui-match-seed:{seed}".encode()).digest()


def round_seed(secret: bytes, round_no: int) -> bytes:
    """The 32-byte seed of round ``round_no`` (1-based) of the match keyed by ``secret``."""
    return hmac.new(secret, f"round:{round_no}".encode(), hashlib.sha256).digest()


def commitment(seed: bytes) -> str:
    """The published commitment to a round seed: hex SHA-256 of the 32 seed bytes."""
    return hashlib.sha256(seed).hexdigest()


def start_match(rules: Rules, players: int, secret: bytes) -> GameState:
    """Round 1 dealt from ``round_seed(secret, 1)``."""
    return new_game(rules, players, round_seed(secret, 1))


def reseed_for_next_round(state: GameState, secret: bytes) -> GameState:
    """The state (in ROUND_OVER) with its generator set to the next round's seed; the caller
    then applies ``NextRound`` to it. Returns a new state object; ``state`` is not changed."""
    new = state.copy()
    new.rng = seed_state(round_seed(secret, state.round_no + 1))
    return new


def apply_logged(state: GameState, seat: int | None, action: Action) -> None:
    """Apply an action that the host applied: a :class:`~core.game.Misplay` (an illegal play
    punished under ``misplay_penalty``) changed the state too, so it is not an error here."""
    with contextlib.suppress(Misplay):
        apply(state, seat, action)


#: the marks a host sets on a seat's events that its player did not choose (PROTOCOL.md §10):
#: ``by_bot`` (a bot played for an away or departed player), ``timed_out`` (the turn timer did)
MOVE_MARKS = ("by_bot", "timed_out")


def mark_own_events(state: GameState, seat: int, after_seq: int, key: str) -> None:
    """Set ``key`` (one of :data:`MOVE_MARKS`) on ``seat``'s own events logged after
    ``after_seq``: the move was not its player's, and nobody — that player least of all — should
    read it as theirs."""
    for ev in reversed(state.log):
        if ev.get("seq", 0) <= after_seq:
            break
        if ev.get("seat") == seat:
            ev[key] = True


def replay_round(
    rules: Rules,
    players: int,
    seed: bytes,
    start: dict[str, Any] | None,
    actions: Sequence[tuple[int | None, Action]],
) -> tuple[GameState, list[list[str]]]:
    """Deal a round from ``seed`` and apply ``actions`` (raising ``IllegalAction`` on any illegal
    one). Round 1 (``start`` None) is ``new_game(rules, players, seed)``; a later round starts
    from ``start``, the serialised state just before its deal (the previous round's end, public
    once that round is over), whose generator must be ``seed_state(seed)``. Returns the final
    state and the hands right after the deal (card codes per seat)."""
    if start is None:
        state = new_game(rules, players, seed)
    else:
        state = GameState.from_dict(start)
        if state.rng != seed_state(seed):
            raise ValueError("the state before the deal does not use the revealed seed")
        if state.rules != rules or state.players != players:
            raise ValueError("the state before the deal has other rules or players")
        apply(state, None, NextRound())
    def hands() -> list[list[str]] | None:  # judgement day deals round 1 after the dates
        if state.phase is Phase.NAME_DATES:
            return None
        return [[c.code for c in hand] for hand in state.hands]

    dealt = hands()
    for seat, action in actions:
        apply_logged(state, seat, action)
        if dealt is None:
            dealt = hands()
    return state, dealt or []


def verify_round(end: dict[str, Any], committed: str | None, seat: int | None,
                 dealt_hand: list[str] | None) -> tuple[bool, str]:
    """Check a ``round_end`` message against the commitment received at the round's start and
    (if known) the hand this client was dealt. Returns ``(verified, explanation)``."""
    try:
        reveal = end["reveal"]
        seed = bytes.fromhex(reveal["seed"])
        if committed is None:
            return False, "no commitment was received for this round"
        if not hmac.compare_digest(commitment(seed), committed):
            return False, "the revealed seed does not match the commitment"
        if "actions" not in reveal and isinstance(reveal.get("cut"), int):
            return False, (f"the round was too long to reveal its {reveal['cut']} actions: "
                           "its deal cannot be checked")
        rules = Rules.from_dict(reveal["rules"])
        actions = [(s, action_from_wire(a)) for s, a in reveal["actions"]]
        state, dealt = replay_round(rules, int(reveal["players"]), seed, reveal["start"], actions)
    except Exception as exc:  # anything malformed or illegal means: not verified
        return False, f"replay failed: {type(exc).__name__}: {exc}"
    result = state.result
    if result is None or state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return False, "the actions do not finish the round"
    if state.round_no != end.get("round"):
        return False, "the replay is another round than the announced one"
    if result.winner != end.get("winner") or result.points != end.get("points"):
        return False, "the replayed winner or points differ from the announced ones"
    if [[c.code for c in h] for h in result.hands] != end.get("hands"):
        return False, "the replayed final hands differ from the announced ones"
    if seat is not None and dealt_hand is not None and seat < len(dealt) \
            and sorted(dealt[seat]) != sorted(dealt_hand):
        return False, "the hand you were dealt differs from the committed deck"
    return True, "deck verified: the seed matches its commitment and the replay matches"
