"""rules60 fuzz: random legal play from random *valid positions* (a game played a random number
of steps, then its table perturbed — cards exchanged between hands and the draw pile, hands
exchanged between seats, the seat to move moved — and kept only when position_status says
VALID), under random rules (tests/rules58_fuzzkit.random_rules). After every step: 108 cards,
valid, the position round-trips, scores never fall under standard/penalty/challenge, a round won
under standard adds its points to the winner, phase consistency, no exception.
Run: ``python tests/rules60_posfuzz.py SECONDS SEED``."""

import contextlib
import random
import sys
import time
import traceback

sys.path.insert(0, "tests")
from rules58_fuzzkit import random_rules, verify

from core import NextRound, Play, apply, legal_actions, new_game
from core.game import Phase
from core.position import PositionStatus, format_position, parse_position, position_status
from core.rules import RulesError


def perturb(rnd, s):
    t = s.copy()
    k = rnd.randrange(7)
    live = [p for p in range(t.players) if t.hands[p]]
    if k == 0 and live and t.draw_pile:
        p = rnd.choice(live)
        i = rnd.randrange(len(t.hands[p]))
        j = rnd.randrange(len(t.draw_pile))
        t.hands[p][i], t.draw_pile[j] = t.draw_pile[j], t.hands[p][i]
    elif k == 1 and len(live) >= 2:
        a, b = rnd.sample(live, 2)
        i, j = rnd.randrange(len(t.hands[a])), rnd.randrange(len(t.hands[b]))
        t.hands[a][i], t.hands[b][j] = t.hands[b][j], t.hands[a][i]
    elif k == 2 and len(live) >= 2:
        a, b = rnd.sample(live, 2)
        t.hands[a], t.hands[b] = t.hands[b], t.hands[a]
    elif k == 3:
        t.current = rnd.randrange(t.players)
    elif k == 4:
        p = rnd.randrange(t.players)
        t.uno_called[p] = not t.uno_called[p]
    elif k == 5 and t.draw_pile and len(t.discard) > 1:
        # a card moves from under the top of the discard pile to the draw pile's top
        c = t.discard.pop(rnd.randrange(len(t.discard) - 1))
        t.draw_pile.append(c)
    elif k == 6:
        t.direction = -t.direction
    return t


def _death_ok(s, seat):
    from collections import Counter  # noqa: F401

    r = s.rules
    if not r.death_number or s.phase is not Phase.PLAY or not s.discard or not s.active(seat):
        return False
    top, hand = s.discard[-1], s.hands[seat]
    if not top.is_number or s.top_by is None or not s.fresh or s.top_by == seat:
        return False
    if s.team_of(s.top_by) == s.team_of(seat) or not hand or not all(c.is_number for c in hand):
        return False
    total = sum(c.number for c in hand)
    return total == 0 if top.number == 0 else total > 0 and total % top.number == 0


def _judgement_targets(s, seat):
    from collections import Counter

    r = s.rules
    if not r.judgement_day or s.phase is not Phase.PLAY or s.pending or not s.active(seat):
        return set()
    have = Counter(c.number for c in s.hands[seat] if c.is_number)
    out = set()
    for t, d in enumerate(s.dates):
        if t == seat or d is None:
            continue
        need = Counter(int(ch) for ch in f"{d[0]}{d[1]}")
        if all(have[k] >= v for k, v in need.items()):
            out.add(t)
    return out


def oracle(s):
    """death number and judgement day, from the rule book (rules53's oracle leaves them out)."""
    from core import DeathNumber, Judgement

    out = []
    if s.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER, Phase.NAME_DATES):
        return out
    for seat in range(s.players):
        acts = legal_actions(s, seat)
        dn = any(isinstance(a, DeathNumber) for a in acts)
        if dn != _death_ok(s, seat):
            out.append(f"death number for seat {seat}: engine {dn}, rule book {not dn}")
        jt = {a.target for a in acts if isinstance(a, Judgement)}
        if jt != _judgement_targets(s, seat):
            out.append(
                f"judgement targets of seat {seat}: engine {sorted(jt)}, rule book "
                f"{sorted(_judgement_targets(s, seat))}"
            )
    return out


def step_checks(before, after, seat, a):
    out = oracle(after)
    r = after.rules
    if r.scoring in ("standard", "penalty", "challenge", "single") and after.round_no == before.round_no:
        for i, (x, y) in enumerate(zip(before.scores, after.scores, strict=True)):
            if y < x:
                out.append(f"score of seat {i} fell {x}->{y}")
    if before.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER) and after.phase in (
        Phase.ROUND_OVER,
        Phase.MATCH_OVER,
    ):
        res = after.result
        if res is None:
            out.append("round ended without result")
        elif r.scoring in ("standard", "single"):
            gain = after.scores[res.winner] - before.scores[res.winner]
            if gain != res.points:
                out.append(f"winner {res.winner} gained {gain} but result says {res.points}")
            pts = sum(
                sum(c.points for c in h)
                for q, h in enumerate(after.hands)
                if after.team_of(q) != after.team_of(res.winner)
            )
            if pts != res.points:
                out.append(f"points {res.points} != other teams' hands {pts}")
    if after.phase is Phase.ROUND_OVER and legal_actions(after, None) != [NextRound()]:
        out.append("round_over without NextRound")
    if after.phase in (Phase.PLAY, Phase.CHALLENGE, Phase.CHOOSE_COLOR, Phase.GIVE):
        if not after.hands[after.current]:
            out.append("current seat holds no card")
        if not legal_actions(after, after.current):
            out.append("current seat has no legal action")
    return out


def run(seconds, seed, log=print):
    rnd = random.Random(seed)
    end = time.process_time() + seconds
    problems, seen = [], set()
    games = acts = starts = 0

    def report(p):
        key = p.split(" pos=")[0][:200]
        if key not in seen:
            seen.add(key)
            problems.append(p)
            log(p)

    while time.process_time() < end and len(problems) < 40:
        rules = random_rules(rnd)
        if rnd.random() < 0.5:  # (death number and judgement day rarely come up otherwise)
            with contextlib.suppress(RulesError):
                rules = rules.replace(
                    death_number=True, judgement_day=rnd.random() < 0.5, hand_size=rnd.choice([5, 5, 7])
                )
        n = rules.players or rnd.choice([2, 3, 4, 5, 6, 10])
        try:
            s = new_game(rules, n, rnd.randrange(1 << 30))
        except RulesError:
            continue
        games += 1
        for _ in range(rnd.randrange(80)):
            opts = [(q, a) for q in [None, *range(n)] for a in legal_actions(s, q)]
            if not opts or s.phase is Phase.MATCH_OVER:
                break
            q, a = rnd.choice(opts)
            apply(s, q, a)
        for _ in range(rnd.randrange(1, 5)):
            t = perturb(rnd, s)
            if position_status(t) == PositionStatus.VALID:
                s = t
        text = format_position(s)
        try:
            s = parse_position(text, s.rules, rnd.randrange(1000))
        except Exception as e:
            report(f"PARSE of a valid table {e!r} pos={text}")
            continue
        starts += 1
        for _ in range(400):
            if s.phase is Phase.MATCH_OVER:
                break
            opts = [(q, a) for q in [None, *range(n)] for a in legal_actions(s, q)]
            if not opts:
                report(f"STUCK rules={rules.differences()} pos={format_position(s)}")
                break
            turn = [(q, a) for q, a in opts if q == s.current or q is None]
            if turn and rnd.random() < 0.85:
                plays = [x for x in turn if isinstance(x[1], Play)]
                q, a = rnd.choice(plays if plays and rnd.random() < 0.7 else turn)
            else:
                q, a = rnd.choice(opts)
            before = s.copy()
            btext = format_position(s)
            try:
                apply(s, q, a)
            except Exception as e:
                report(
                    f"LEGAL ACTION RAISED {type(e).__name__}: {e} rules={rules.differences()} "
                    f"seat={q} {a!r} pos={btext}\n{traceback.format_exc(limit=4)}"
                )
                break
            acts += 1
            msg = verify(s, f"after rules={rules.differences()} seat={q} {a!r} from={btext}")
            if msg:
                report(msg)
                break
            for m in step_checks(before, s, q, a):
                report(f"{m} rules={rules.differences()} seat={q} {a!r} pos={btext}")
    log(f"games={games} starts={starts} actions={acts} problems={len(problems)}")
    return problems


if __name__ == "__main__":
    run(float(sys.argv[1]), int(sys.argv[2]))
