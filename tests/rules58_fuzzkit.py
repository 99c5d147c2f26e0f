"""rules58 fuzz (kit of tests/test_rules58_fuzz.py; run alone: ``python tests/rules58_fuzzkit.py
SECONDS SEED``): random rules (every option), 2-10 seats, random legal AND illegal actions.
Every state: valid, round-trips through the notation, 108 cards; illegal refused with a typed
reason, state unchanged (except misplay penalty); legal never raises."""

import random
import sys
import time
import traceback

from core import (
    COLORS,
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    DeathNumber,
    Draw,
    Give,
    IllegalAction,
    Judgement,
    NameDate,
    NextRound,
    Pass,
    Play,
    apply,
    check,
    full_deck,
    legal_actions,
    new_game,
    preset,
)
from core.actions import POWERS
from core.game import REASONS, Misplay, Phase
from core.position import (
    PositionStatus,
    deck_mismatch,
    format_position,
    parse_position,
    position_fields,
    position_status,
)
from core.rules import RulesError

ALL = sorted(set(full_deck()), key=lambda c: c.code)
OPTS = {
    "scoring": ["standard", "penalty", "elimination", "challenge", "single"],
    "teams": ["off", "off", "pairs", "triples"],
    "two_player_rules": [True, False],
    "wd4_challenge": [True, False],
    "wd4_anytime": [False, True],
    "draw_when_playable": [True, False],
    "draw_until_playable": [False, True],
    "force_play": [False, True],
    "uno_penalty": [2, 4],
    "false_uno_penalty": [0, 2],
    "false_catch_penalty": [0, 2],
    "uno_penalty_per_catcher": [False, True],
    "stacking": ["off", "draw2", "same_type", "progressive", "any"],
    "multi_play": ["off", "identical", "same_value"],
    "seven_o": [False, True],
    "wild_powers": [False, True],
    "death_number": [False, True],
    "judgement_day": [False, True],
    "misplay_penalty": [0, 2],
    "hand_size": [5, 7, 10],
    "reverse_start": ["dealer", "other_side"],
    "first_dealer_symbols": ["zero", "redraw"],
}


def random_rules(rnd):
    base = preset(rnd.choice(["official", "house", "chinese-party", "two-player"]))
    opts = {k: rnd.choice(v) for k, v in OPTS.items() if rnd.random() < 0.4}
    if rnd.random() < 0.4:
        opts["jump_in"] = True
        opts["jump_in_stacks"] = rnd.random() < 0.5
        opts["jump_in_colored_only"] = rnd.random() < 0.3
    opts["target_score"] = rnd.choice([50, 100, 200])
    for _ in range(10):
        try:
            return base.replace(**opts)
        except RulesError:
            if not opts:
                break
            opts.pop(rnd.choice(list(opts)))
    return base


def deck_ok(s):
    return not any(deck_mismatch(s))


def junk(rnd, s):
    n = s.players
    seat = rnd.choice([*list(range(n)), None, -1, n])
    c = rnd.choice(ALL)
    k = rnd.randrange(13)
    col = rnd.choice([None, *COLORS])
    if k < 5:
        also = tuple(rnd.choice(ALL) for _ in range(rnd.choice([0, 0, 1, 2])))
        a = Play(
            c,
            col,
            rnd.random() < 0.3,
            also,
            rnd.choice([None, None, 0, 1, n - 1, n]),
            rnd.choice([None, None, *POWERS]),
        )
    elif k == 5:
        a = Draw()
    elif k == 6:
        a = Pass()
    elif k == 7:
        a = Catch(rnd.choice([0, 1, n - 1, n]))
    elif k == 8:
        a = CallUno()
    elif k == 9:
        a = rnd.choice([Challenge(), Accept(), ChooseColor(rnd.choice(COLORS))])
    elif k == 10:
        a = rnd.choice([Give(c), DeathNumber(), NextRound()])
    elif k == 11:
        a = Judgement(rnd.choice([0, 1, n - 1, n]), col, rnd.random() < 0.3)
    else:
        a = NameDate(rnd.randint(0, 13), rnd.randint(0, 32))
    return seat, a


def verify(s, tag):
    st = position_status(s)
    if st != PositionStatus.VALID:
        return f"{tag}: INVALID {st!r} pos={format_position(s)}"
    if not deck_ok(s):
        return f"{tag}: DECK pos={format_position(s)}"
    text = format_position(s)
    try:
        back = parse_position(text, s.rules, 0)
    except Exception as e:
        return f"{tag}: PARSE {e!r} pos={text}"
    if format_position(back) != text:
        return f"{tag}: ROUNDTRIP pos={text} back={format_position(back)}"
    if position_fields(back) != position_fields(s):
        a, b = position_fields(s), position_fields(back)
        diff = [k for k in a if a[k] != b.get(k)] if isinstance(a, dict) else "?"
        return f"{tag}: FIELDS {diff} pos={text}"
    return None


def run(seconds, seed, max_games=None, log=print):
    rnd = random.Random(seed)
    end = time.time() + seconds
    games = acts = illegal = 0
    problems = []
    seen = set()

    def report(p):
        key = p.split(" pos=")[0][:160]
        if key in seen:
            return
        seen.add(key)
        problems.append(p)
        log(p)

    while time.time() < end and len(problems) < 60 and (max_games is None or games < max_games):
        rules = random_rules(rnd)
        n = rules.players or rnd.choice([2, 2, 3, 4, 5, 6, 10])
        try:
            s = new_game(rules, n, rnd.randrange(1 << 30))
        except RulesError:
            continue
        games += 1
        r = verify(s, f"new_game rules={rules.differences()} n={n}")
        if r:
            report(r)
            continue
        for _step in range(1500):
            if s.phase is Phase.MATCH_OVER:
                break
            # illegal probes
            for _ in range(2):
                seat, a = junk(rnd, s)
                try:
                    check(s, seat, a)
                    legal = True
                except IllegalAction:
                    legal = False
                except Exception as e:
                    report(f"CHECK crash {e!r} seat={seat} {a!r} pos={format_position(s)}")
                    continue
                if legal:
                    c2 = s.copy()
                    try:
                        apply(c2, seat, a)
                    except Exception as e:
                        report(f"CHECKED BUT APPLY FAILS {e!r} {a!r} pos={format_position(s)}")
                        continue
                    r = verify(c2, f"after checked junk {a!r} from={format_position(s)}")
                    if r:
                        report(r)
                    continue
                before = format_position(s)
                bcopy = s.copy()
                try:
                    apply(s, seat, a)
                    report(f"ACCEPTED? rules={rules.differences()} seat={seat} {a!r} pos={before}")
                    s = bcopy
                except Misplay as e:
                    illegal += 1
                    if e.reason not in REASONS:
                        report(f"MISPLAY untyped {e.reason} {a!r} pos={before}")
                    r = verify(s, f"after misplay {a!r}")
                    if r:
                        report(r)
                        s = bcopy
                except IllegalAction as e:
                    illegal += 1
                    if e.reason not in REASONS:
                        report(f"UNTYPED reason {e.reason!r} {a!r} pos={before}")
                    if format_position(s) != before or s.state_id != bcopy.state_id:
                        report(f"CHANGED by refused {a!r} ({e.reason}) pos={before}")
                        s = bcopy
                except Exception as e:
                    report(
                        f"CRASH {type(e).__name__}: {e} rules={rules.differences()} seat={seat} {a!r} "
                        f"pos={before}\n{traceback.format_exc(limit=3)}"
                    )
                    s = bcopy
            opts = []
            for seat in [None, *range(n)]:
                opts += [(seat, a) for a in legal_actions(s, seat)]
            if not opts:
                report(f"STUCK rules={rules.differences()} pos={format_position(s)}")
                break
            turn = [(st, a) for st, a in opts if st == s.current or st is None]
            if turn and rnd.random() < 0.8:
                pool = [(st, a) for st, a in turn if not isinstance(a, NameDate)] or turn
                plays = [(st, a) for st, a in pool if isinstance(a, Play)]
                seat, a = rnd.choice(plays if plays and rnd.random() < 0.7 else pool)
            else:
                seat, a = rnd.choice(opts)
            before = format_position(s)
            try:
                check(s, seat, a)
                apply(s, seat, a)
            except Exception as e:
                report(
                    f"LEGAL REFUSED/CRASH {type(e).__name__}: {e} rules={rules.differences()} "
                    f"seat={seat} {a!r} pos={before}"
                )
                break
            acts += 1
            r = verify(s, f"after rules={rules.differences()} n={n} seat={seat} {a!r} from={before}")
            if r:
                report(r)
                break
    log(f"games={games} actions={acts} illegal={illegal} problems={len(problems)}")
    return games, problems


if __name__ == "__main__":
    run(float(sys.argv[1]), int(sys.argv[2]))
