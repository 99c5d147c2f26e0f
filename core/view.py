"""Per-seat views: the only data about a game that may ever leave the host.

``view(state, seat)`` shows that seat its own hand, the card just drawn, the cards a challenge
revealed to it, and everything public; ``view(state, None)`` is the spectator view (no hand at all).
Never included: the draw pile's order, the generator state, the seed, another seat's cards (until
the round is over, when every hand is shown), or whether a Wild Draw Four was a bluff before a
challenge settles it.

A view is plain data (str/int/bool/None/list/dict). Fields:

``v`` format version · ``seat`` viewer or None · ``players`` · ``state_id`` · ``phase`` · ``round`` ·
``dealer`` · ``current`` · ``direction`` (1 or -1) · ``color`` (current colour name or None) ·
``top`` (card code) · ``discard_size`` · ``discard`` (every card of the discard pile, bottom
first, top last: the cards played since the last reshuffle) · ``draw_size`` · ``counts`` (cards per
seat) ·
``uno`` (per seat: called UNO and has not drawn since) · ``catchable`` (seat that can be caught, or
None) · ``hand`` (own card codes, or None for spectators) · ``drawn`` (card just drawn, own view
only) · ``challenge`` (``{"offender", "victim", "previous_color"}`` while a Wild Draw Four awaits its
answer; ``previous_color`` is the colour in play before it, whose cards make it a bluff) ·
``bluff`` (own view: playing a Wild Draw Four now would be a bluff) · ``scores`` · ``target`` ·
``scoring`` · ``result`` (after a round: winner, points, every hand, hand points) ·
``match_winner`` · ``match_loser`` · ``legal`` (the viewer's legal actions in wire form) ·
``log`` (recent events, private details only for their recipient) · ``rules`` (options that
differ from official) · ``pending`` (draw penalty waiting for ``current``) · ``pending_rank``
(what made that penalty: ``"D"`` a Draw Two, ``"W4"`` a Wild Draw Four; None when nothing is
pending) · ``teams`` (team
index per seat) · ``finished`` (elimination: seats out of this round, in order) · ``eliminated``
(per seat, out of the match) · ``dates`` (judgement day [month, day] per seat, public) ·
``give`` (wild swap in progress: ``{"to", "left"}``) · ``top_by`` (who played the top card) ·
``fresh`` (the top card was just played: jump-in / death-number window).

Compatibility: fields are only ever added within one ``v``; ``v`` rises when a field is removed,
renamed or changes meaning (``discard``, ``pending_rank`` and ``challenge.previous_color`` were
added in version 1). Readers ignore fields they do not know.
"""

from __future__ import annotations

from typing import Any

from .actions import Action
from .game import GameState, Phase, _has_color, legal_actions, seat_to_move
from .rules import Rules

VIEW_VERSION = 1
LOG_TAIL = 40


def visible_log(log: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """``log`` (a round's public log, :attr:`GameState.log`) as ``seat`` sees it: each event's
    private part shown to the seat it is for, left out for the others (``None``: a
    spectator), as a view's ``log`` tail shows it."""
    return [ev if "private" not in ev else _visible_event(ev, seat) for ev in log]


def _visible_event(ev: dict[str, Any], seat: int | None) -> dict[str, Any]:
    private = ev.get("private")
    if private is None:
        return ev
    out = dict(ev)
    del out["private"]
    if seat is not None and private.get("to") == seat:
        out.update(private)  # "to" is never a public key (see core.game._event)
        del out["to"]
    return out


#: ``id(rules) -> (rules, rules.differences())``; Rules values are immutable, so this is exact.
_DIFFERENCES: dict[int, tuple[Rules, dict[str, Any]]] = {}


def _differences(rules: Rules) -> dict[str, Any]:
    """A fresh copy of ``rules.differences()``, computed once per rules object."""
    hit = _DIFFERENCES.get(id(rules))
    if hit is None or hit[0] is not rules:
        if len(_DIFFERENCES) >= 256:
            _DIFFERENCES.clear()
        hit = _DIFFERENCES[id(rules)] = (rules, rules.differences())
    return dict(hit[1])


def view(state: GameState, seat: int | None, *,
         legal: list[Action] | None = None) -> dict[str, Any]:
    """What ``seat`` (or a spectator, ``None``) may know about ``state``, as plain data.

    ``legal`` may pass ``legal_actions(state, seat)`` when the caller has already computed it
    (a speed-up for drivers that need it too); it must be exactly that list."""
    if seat is not None and not 0 <= seat < state.players:
        raise ValueError(f"seat {seat} is not at this table")
    own = seat is not None
    hand = state.hands[seat] if own and seat is not None else None
    wd4 = state.wd4
    result = state.result
    return {
        "v": VIEW_VERSION,
        "seat": seat,
        "players": state.players,
        "state_id": state.state_id,
        "phase": state.phase.value,
        "round": state.round_no,
        "dealer": state.dealer,
        # (while dates are named, the first seat yet to name one, as the turn timer's: the
        # engine's own ``current`` waits for the deal; proto49 #1)
        "current": seat_to_move(state) if state.phase is Phase.NAME_DATES else state.current,
        "direction": state.direction,
        "color": state.color.value if state.color else None,
        "top": state.discard[-1].code if state.discard else None,
        "discard_size": len(state.discard),
        "discard": [c.code for c in state.discard],
        "draw_size": len(state.draw_pile),
        "counts": [len(h) for h in state.hands],
        "uno": list(state.uno_called),
        "catchable": state.catchable,
        "hand": [c.code for c in hand] if hand is not None else None,
        "drawn": state.drawn.code if own and state.drawn and seat == state.current else None,
        "challenge": None if wd4 is None else {"offender": wd4.offender, "victim": wd4.victim,
                                               "previous_color": wd4.previous_color.value},
        "bluff": bool(hand is not None and state.rules.wd4_bluff_possible
                      and state.phase in (Phase.PLAY, Phase.CHALLENGE)
                      and _has_color(hand, state.color)),
        "scores": list(state.scores),
        "target": state.rules.target_score,
        "scoring": state.rules.scoring,
        "result": None
        if result is None
        else {
            "winner": result.winner,
            "points": result.points,
            "hands": [[c.code for c in h] for h in result.hands],
            "hand_points": list(result.hand_points),
            "order": list(result.order),
            "loser": result.loser,
            "how": result.how,
        },
        "match_winner": state.match_winner,
        "match_loser": state.match_loser,
        "pending": state.pending,
        "pending_rank": state.pending_rank.value if state.pending_rank is not None else None,
        "teams": state.seat_teams(),
        "finished": list(state.finished),
        "eliminated": list(state.eliminated),
        "dates": [None if d is None else list(d) for d in state.dates],
        "give": None if state.give_to is None else {"to": state.give_to, "left": state.give_left},
        "top_by": state.top_by,
        "fresh": state.fresh,
        "legal": [a.to_wire() for a in (legal_actions(state, seat) if legal is None else legal)]
        if own else [],
        "log": [ev if "private" not in ev else _visible_event(ev, seat)
                for ev in state.log[-LOG_TAIL:]],
        "rules": _differences(state.rules),
    }
