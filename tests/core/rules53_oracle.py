"""rules53: an independent checker of the rules engine, written from the rule book
(/work/shared/RULES.md) and docs/RULES.md, not from core/game.py.

It knows a subset of the options: everything but ``multi_play``, ``wild_powers``,
``death_number``, ``judgement_day`` and ``misplay_penalty`` (whose tables it checks only for
the invariants). For a state ``S`` (taken as given) it computes

* ``legal(S, seat)`` — the set of actions the seat may take, from the rule book;
* ``expect(S, seat, action, T)`` — checks the engine's next state ``T`` against what the rule
  book says the action does. Cards drawn are random, so it reads *which* cards were drawn from
  ``T`` but checks *how many* and by whom.

Every disagreement is reported as a string (empty list: agreed).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from core import (
    COLORS,
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    NextRound,
    Pass,
    Play,
    Rank,
    full_deck,
)
from core.game import Phase

SUPPORTED_OFF = ("multi_play", "wild_powers", "death_number", "judgement_day", "misplay_penalty")


def supported(rules) -> bool:
    return (rules.multi_play == "off" and not rules.wild_powers and not rules.death_number
            and not rules.judgement_day and not rules.misplay_penalty)


# ------------------------------------------------------------------ table helpers
def team(S, seat: int) -> int:
    size = {"off": 1, "pairs": 2, "triples": 3}[S.rules.teams]
    return seat % (S.players // size) if size > 1 else seat


def active(S, seat: int) -> bool:
    return not S.eliminated[seat] and seat not in S.finished


def actives(S) -> list[int]:
    return [s for s in range(S.players) if active(S, s)]


def nxt(S, seat: int, steps: int = 1, direction: int | None = None) -> int:
    d = S.direction if direction is None else direction
    for _ in range(steps):
        seat = (seat + d) % S.players
        while not active(S, seat):
            seat = (seat + d) % S.players
    return seat


def deferred(rules) -> bool:
    """RULES.md decision 16: draw penalties wait with stacking or jump-in."""
    return rules.stacking != "off" or rules.jump_in


def bluffable(rules) -> bool:
    return rules.wd4_challenge and not rules.wd4_anytime


def matches(S, card) -> bool:
    top = S.discard[-1]
    if card.is_wild:
        return True
    if card.color is S.color:
        return True
    return top.color is not None and card.rank is top.rank


def wd4_ok(S, hand) -> bool:
    if S.rules.wd4_anytime or S.rules.wd4_challenge:
        return True
    return not any(c.color is S.color for c in hand)


def can_stack(S, card) -> bool:
    lvl = S.rules.stacking
    on = S.pending_rank
    if lvl == "off" or card.rank not in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR):
        return False
    if card.rank is Rank.DRAW_TWO:
        if on is Rank.DRAW_TWO:
            return True
        # `any`: +2 on +4, only in the colour the +4 named (docs/RULES.md)
        return lvl == "any" and card.color is S.color
    if lvl == "draw2":
        return False
    return on is Rank.WILD_DRAW_FOUR or lvl in ("progressive", "any")


def playable(S, card, hand) -> bool:
    if S.pending:
        if not can_stack(S, card):
            return False
    elif not matches(S, card):
        return False
    return card.rank is not Rank.WILD_DRAW_FOUR or wd4_ok(S, hand)


def play_variants(S, seat, card, hand) -> set:
    left = len(hand) - 1
    colors = COLORS if card.is_wild else (None,)
    targets = [None]
    if S.rules.seven_o and card.rank is Rank.SEVEN and left > 0:
        targets = [t for t in actives(S) if t != seat]
    out = set()
    for col in colors:
        for t in targets:
            out.add(Play(card, col, False, (), t))
            if left == 1:
                out.add(Play(card, col, True, (), t))
    return out


# ------------------------------------------------------------------ legality
def legal(S, seat) -> set:
    r = S.rules
    ph = S.phase
    if ph is Phase.MATCH_OVER:
        return set()
    if seat is None:
        return {NextRound()} if ph is Phase.ROUND_OVER else set()
    if ph is Phase.ROUND_OVER or not active(S, seat):
        return set()
    hand = S.hands[seat]
    out: set = set()
    if seat == S.current:
        if ph is Phase.CHOOSE_COLOR:
            out |= {ChooseColor(c) for c in COLORS}
        elif ph is Phase.CHALLENGE:
            out |= {Challenge(), Accept()}
            if r.stacking != "off":
                for card in set(hand):
                    if playable(S, card, hand):
                        out |= play_variants(S, seat, card, hand)
        elif ph is Phase.PLAY:
            if S.drawn is not None:
                d = S.drawn
                if playable(S, d, hand):
                    out |= play_variants(S, seat, d, hand)
                    # decision 23: force_play never forces a bluff
                    if not r.force_play or (d.rank is Rank.WILD_DRAW_FOUR and bluffable(r)
                                            and any(c.color is S.color for c in hand)):
                        out.add(Pass())
                else:
                    out.add(Pass())
            else:
                for card in set(hand):
                    if playable(S, card, hand):
                        out |= play_variants(S, seat, card, hand)
                if S.pending or not out or r.draw_when_playable:
                    out.add(Draw())
    elif r.jump_in and S.fresh and S.top_by is not None and S.top_by != seat \
            and ph in (Phase.PLAY, Phase.CHALLENGE):
        top = S.discard[-1]
        if top in hand and not (top.is_wild and r.jump_in_colored_only) \
                and (top.rank is not Rank.WILD_DRAW_FOUR or wd4_ok(S, hand)):
            out |= play_variants(S, seat, top, hand)
    # UNO calls and catches
    if ph in (Phase.PLAY, Phase.CHALLENGE, Phase.CHOOSE_COLOR):
        held_back = seat == S.catchable and S.caught_by
        right = not S.uno_called[seat] and len(hand) == 1
        # (caught, the window still open: a right call is refused; a wrong one — the penalty
        # made a hand of three — costs its penalty as anywhere, rules55 #1)
        if (right and not held_back) \
                or (r.false_uno_penalty and not S.uno_called[seat] and not right
                    and [0, seat, seat] not in S.spent):
            out.add(CallUno())
        for t in actives(S):
            if t == seat:
                continue
            if (t == S.catchable and seat not in S.caught_by and [1, seat, t] not in S.spent) \
                    or (r.false_catch_penalty and t != S.catchable and S.hands[t]
                        and [1, seat, t] not in S.spent):
                out.add(Catch(t))
    return out


# ------------------------------------------------------------------ transitions
def _drawn(S, T, seat) -> int:
    return len(T.hands[seat]) - len(S.hands[seat])


def available(S) -> int:
    return len(S.draw_pile) + max(0, len(S.discard) - 1)


def expect(S, seat, a, T) -> list[str]:
    r = S.rules
    bad: list[str] = []

    def want(what: str, got: Any, exp: Any) -> None:
        if got != exp:
            bad.append(f"{what}: engine {got!r}, rule book {exp!r}")

    # the 108 cards
    cnt = Counter()
    for h in T.hands:
        cnt.update(h)
    cnt.update(T.discard)
    cnt.update(T.draw_pile)
    cnt.update(T.given)
    if cnt != Counter(full_deck()):
        bad.append("cards not conserved")
    if isinstance(a, NextRound):
        want("round no", T.round_no, S.round_no + 1)
        want("dealer = last winner", T.dealer,
             S.result.winner if not S.eliminated[S.result.winner] else T.dealer)
        return bad
    if isinstance(a, CallUno):
        if len(S.hands[seat]) == 1:
            want("uno flag", T.uno_called[seat], True)
            want("hand", T.hands[seat], S.hands[seat])
            if S.catchable == seat:
                want("catch window closed by late call", T.catchable, None)
        else:
            want("false uno penalty", _drawn(S, T, seat), min(r.false_uno_penalty, available(S)))
        want("current", T.current, S.current)
        return bad
    if isinstance(a, Catch):
        t = a.target
        genuine = t == S.catchable and (bool(S.caught_by) or (not S.uno_called[t]
                                                                and len(S.hands[t]) == 1))
        if genuine:
            want("caught draws uno_penalty", _drawn(S, T, t), min(r.uno_penalty, available(S)))
        else:
            want("false catch costs", _drawn(S, T, seat), min(r.false_catch_penalty, available(S)))
        want("current", T.current, S.current)
        return bad
    if isinstance(a, ChooseColor):
        want("colour", T.color, a.color)
        want("current", T.current, S.current)
        want("phase", T.phase, Phase.PLAY)
        return bad
    if isinstance(a, Pass):
        want("current after pass", T.current, nxt(S, seat))
        want("drawn", T.drawn, None)
        return bad
    if isinstance(a, Accept):
        want("accept draws the pending total", _drawn(S, T, seat), min(S.pending, available(S)))
        want("current after accept", T.current, nxt(S, seat))
        want("colour stands", T.color, S.color)
        return bad
    if isinstance(a, Challenge):
        w = S.wd4
        if w.bluff:
            want("guilty offender draws the total", _drawn(S, T, w.offender),
                 min(S.pending, available(S)))
            want("victim draws nothing", _drawn(S, T, seat), 0)
            want("victim plays", T.current, seat)
        else:
            want("innocent: challenger draws total+2", _drawn(S, T, seat),
                 min(S.pending + 2, available(S)))
            want("challenger loses the turn", T.current, nxt(S, seat))
        want("colour stands", T.color, S.color)
        want("phase", T.phase, Phase.PLAY)
        return bad
    if isinstance(a, Draw):
        if S.pending:
            want("draws the pending penalty", _drawn(S, T, seat), min(S.pending, available(S)))
            want("turn passes", T.current, nxt(S, seat))
            want("pending cleared", T.pending, 0)
            return bad
        k = _drawn(S, T, seat)
        if not r.draw_until_playable:
            want("draws one", k, min(1, available(S)))
        got = T.hands[seat][len(S.hands[seat]):]
        if r.draw_until_playable and got:
            for c in got[:-1]:
                if playable(S, c, S.hands[seat] + got):
                    bad.append(f"draw_until_playable went past playable {c.code}")
            if not playable(S, got[-1], T.hands[seat]) and available(S) > k:
                bad.append("draw_until_playable stopped on an unplayable card with cards left")
        if got and playable(S, got[-1], T.hands[seat]):
            want("may play the drawn card", (T.current, T.drawn), (seat, got[-1]))
        else:
            want("turn passes after an unplayable draw", T.current, nxt(S, seat))
        return bad
    assert isinstance(a, Play), a
    # ---------------------------------------------------------------- a play
    card = a.card
    avail = len(S.draw_pile) + len(S.discard)  # the old top goes under the card played
    hand = list(S.hands[seat])
    hand.remove(card)
    jumped = seat != S.current
    want("top card", T.discard[-1], card)
    want("colour", T.color, card.color if card.color else a.color)
    pending = S.pending
    if jumped and card.rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR) and not r.jump_in_stacks:
        pending = 0  # official: the identical card cancels the first one's penalty
    amount = {Rank.DRAW_TWO: 2, Rank.WILD_DRAW_FOUR: 4}.get(card.rank, 0)
    if not hand:
        if r.scoring == "elimination":
            return bad  # (checked by invariants only)
        total = pending + amount
        victim = nxt(S, seat)
        if total:
            want("next player draws before scoring", _drawn(S, T, victim), min(total, avail))
        want("round over", T.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER), True)
        bad += score_check(S, T, seat)
        return bad
    # hands after Seven-O
    hands = [list(h) for h in S.hands]
    hands[seat] = hand
    swapped: list[int] = []
    if r.seven_o and card.rank is Rank.SEVEN:
        t = a.target
        hands[seat], hands[t] = hands[t], hands[seat]
        swapped = [seat, t]
    elif r.seven_o and card.rank is Rank.ZERO:
        order = actives(S)
        if S.direction < 0:
            order.reverse()
        moved = [hands[s] for s in order]
        for i, s in enumerate(order):
            hands[s] = moved[i - 1]
        swapped = order
    two = len(actives(S)) == 2
    rank = card.rank
    direction = S.direction
    if rank is Rank.REVERSE and not (two and r.two_player_rules):
        direction = -direction
    want("direction", T.direction, direction)
    if rank is Rank.SKIP or (rank is Rank.REVERSE and two and r.two_player_rules):
        exp_cur = seat if two else nxt(S, seat, 2)
    elif rank is Rank.REVERSE:
        exp_cur = nxt(S, seat, 1, direction)
    elif amount:
        victim = nxt(S, seat)
        if rank is Rank.WILD_DRAW_FOUR and bluffable(r):
            want("phase after a four", T.phase, Phase.CHALLENGE)
            want("pending", T.pending, pending + 4)
            exp_cur = victim
            want("wd4 bluff flag", T.wd4 and T.wd4.bluff, any(c.color is S.color for c in hand))
        elif deferred(r):
            want("pending", T.pending, pending + amount)
            exp_cur = victim
        else:
            want("victim draws at once", _drawn(S, T, victim), min(amount, avail))
            exp_cur = nxt(S, seat, 2)
    else:
        exp_cur = nxt(S, seat)
    want("current", T.current, exp_cur)
    if not (amount and (bluffable(r) or deferred(r))) and T.phase is Phase.PLAY:
        want("pending", T.pending, 0)
    for s in range(S.players):
        if amount and s == nxt(S, seat):
            continue
        if Counter(T.hands[s]) != Counter(hands[s]):
            bad.append(f"hand of seat {s} changed unexpectedly")
    # UNO flag / catch window
    if len(hands[seat]) == 1 and seat not in swapped:
        if a.uno:
            want("uno called with the play", T.uno_called[seat], True)
            want("no catch window", T.catchable, None)
        else:
            want("catch window opens", T.catchable, seat)
    elif not swapped:
        want("no catch window", T.catchable, None)
    for s in swapped:
        want(f"uno flag of swapped seat {s}", T.uno_called[s], len(hands[s]) == 1)
    return bad


def score_check(S, T, winner) -> list[str]:
    r = S.rules
    bad = []
    pts = [sum(c.points for c in h) for h in T.hands]
    wt = team(S, winner)
    won = sum(p for s, p in enumerate(pts) if team(S, s) != wt)
    res = T.result
    if res is None:
        return ["no result"]
    if res.winner != winner:
        bad.append(f"winner {res.winner} != {winner}")
    if res.points != won:
        bad.append(f"points {res.points} != {won}")
    if r.scoring in ("standard", "single"):
        exp = [S.scores[s] + (won if team(S, s) == wt else 0) for s in range(S.players)]
        if T.scores != exp:
            bad.append(f"scores {T.scores} != {exp}")
        over = r.scoring == "single" or exp[winner] >= r.target_score
        if (T.phase is Phase.MATCH_OVER) != over:
            bad.append(f"match over {T.phase} but rule book says {over}")
        if over and T.match_winner != winner:
            bad.append("match winner")
    elif r.scoring == "penalty":
        tp = Counter()
        for s in range(S.players):
            tp[team(S, s)] += pts[s]
        exp = [S.scores[s] + tp[team(S, s)] for s in range(S.players)]
        if T.scores != exp:
            bad.append(f"penalty scores {T.scores} != {exp}")
        over = max(exp) >= r.target_score
        if (T.phase is Phase.MATCH_OVER) != over:
            bad.append("penalty match end")
        if over:
            low = min(exp)
            if exp[T.match_winner] != low:
                bad.append("penalty winner not lowest")
            if exp[T.match_loser] != max(exp):
                bad.append("penalty loser not highest")
    return bad
