"""A decision screen (helper opp62): a level's own-turn choices against the obvious alternatives.

    python bench/screen62.py --level normal --style steer62 --rules official --rounds 200 --seed 6230

A diagnostic, never a bot: it reads the engine's true table. The level plays one seat (rotated)
against three players of a style (bench/styles.py, bench/styles62.py, or a level). At each of
its own-turn decisions with two or more different choices, in the endgame (a hand of three cards
or fewer at the table), every choice is played on in ``--forks`` forks: the draw pile (and, with
``--redeal``, every hand the level cannot see) dealt again, every seat played on by copies of the
table's bots (the level's seat by a normal when the level is hard: its search is slow). A
decision is logged when the level's choice wins the round for it at least ``--margin`` less
often than the best alternative, with the position (docs/POSITION.md) and the log's tail.
Output: one JSON object per logged decision.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import styles
import styles62

from core.actions import Action, Play
from core.autoplay import MatchRecord, _offer_window, _windows_possible, play_match
from core.bots import make_bot
from core.game import GameState, Phase, apply, legal_actions, new_game, seat_to_move
from core.position import format_position
from core.rng import Rng
from core.rules import load_rules
from core.view import view

styles.register()
styles62.register()


def candidates(legal: list[Action]) -> list[Action]:
    """Distinct choices: a play with UNO called where both variants are listed."""
    out: list[Action] = []
    keys = set()
    plays = [a for a in legal if isinstance(a, Play)]
    with_uno = {(p.card, p.color, p.also, p.target, p.power) for p in plays if p.uno}
    for a in legal:
        if isinstance(a, Play):
            k = (a.card, a.color, a.also, a.target, a.power)
            if not a.uno and k in with_uno:
                continue
            if k in keys:
                continue
            keys.add(k)
        out.append(a)
    return out


def legal_four(state: GameState, v: dict[str, Any], choice: Action,
               cands: list[Action]) -> bool:
    """The choice is a legal Wild Draw Four on a next player with three or four cards, and a
    card that is no wild is among the other choices."""
    if not (isinstance(choice, Play) and choice.card.code == "W4" and not v["bluff"]):
        return False
    n = state.players
    nxt = (state.current + state.direction) % n
    return 3 <= len(state.hands[nxt]) <= 4 and any(
        isinstance(c, Play) and not c.card.is_wild for c in cands)


def agree_offender(w: GameState, seat: int, bluff: bool, rng: Rng) -> None:
    """Swap cards between the offender's dealt hand and the other hidden cards (the other
    opponents' hands and the draw pile, never the screened seat's) until the hand holds a card
    of the four's previous colour exactly when ``bluff``; the flag is then ``bluff``."""
    wd4 = w.wd4
    assert wd4 is not None
    off, col = wd4.offender, wd4.previous_color
    pools = [w.hands[s] for s in range(w.players) if s not in (off, seat)] + [w.draw_pile]
    hand = w.hands[off]
    if bluff and not any(c.color is col for c in hand) and hand:
        donors = [(p, i) for p in pools for i, c in enumerate(p) if c.color is col]
        if donors:
            p, i = donors[rng.below(len(donors))]
            j = rng.below(len(hand))
            hand[j], p[i] = p[i], hand[j]
    elif not bluff:
        for j, c in enumerate(hand):
            if c.color is col:
                donors = [(p, i) for p in pools for i, d in enumerate(p) if d.color is not col]
                if donors:
                    p, i = donors[rng.below(len(donors))]
                    hand[j], p[i] = p[i], hand[j]
    wd4.bluff = any(c.color is col for c in hand)


def fork(state: GameState, seat: int, choice: Action, bots: list[Any], seed: str,
         redeal: bool) -> int:
    """1 if ``seat`` wins the round after ``choice``, in one world dealt again."""
    w = state.copy()
    rng = Rng(seed)
    if redeal:
        hidden = [c for s in range(w.players) if s != seat for c in w.hands[s]] + w.draw_pile
        rng.shuffle(hidden)
        for s in range(w.players):
            if s != seat:
                k = len(w.hands[s])
                w.hands[s], hidden = hidden[:k], hidden[k:]
        w.draw_pile = hidden
        if w.wd4 is not None and w.wd4.offender != seat:
            # a four awaiting its answer: the offender's dealt hand is made to agree with the
            # four as it was played (a fair four: no card of the previous colour; a bluff: one
            # at least). A flag read off a uniform deal made most fair fours bluffs (a hand of
            # five holds a given colour three times in four) and logged every accepted fair four
            # as a blunder (opp64: 4 of 24 logged decisions). The screen reads the true table
            # anyway; this judges the answer to the four that was played, not to a random one.
            agree_offender(w, seat, state.wd4.bluff, rng)
    else:
        pile = list(w.draw_pile)
        rng.shuffle(pile)
        w.draw_pile = pile
    w.rng = rng.below(1 << 62)
    bs = [copy.deepcopy(b) for b in bots]
    apply(w, seat, choice)
    rec = MatchRecord(w)
    _offer_window(w, bs, rec, _windows_possible(w.rules))
    if w.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        w = play_match(w.rules, w.players, seed, bs, rounds_only=True, start=w).state
    return int(w.result is not None and w.result.winner == seat)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="normal")
    ap.add_argument("--style", default="steer62")
    ap.add_argument("--rules", default="official")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=100)
    ap.add_argument("--seed", type=int, default=6230)
    ap.add_argument("--forks", type=int, default=24)
    ap.add_argument("--margin", type=float, default=0.3)
    ap.add_argument("--redeal", action="store_true")
    ap.add_argument("--think", type=float, default=None)
    ap.add_argument("--endgame", type=int, default=3)
    ap.add_argument("--legal-four", action="store_true",
                    help="screen only the level's legal Wild Draw Fours on a next player with "
                         "three or four cards, where a card that is no wild also fits")
    args = ap.parse_args()
    rules = load_rules(args.rules)
    n = args.players
    screened = logged = 0
    for r in range(args.rounds):
        me = r % n
        kinds = [args.style] * n
        kinds[me] = args.level
        bots = [make_bot(k, f"screen62/{args.seed}/{r}/{s}", args.think)
                for s, k in enumerate(kinds)]
        state = new_game(rules, n, f"screen62/{args.seed}/{r}")
        rec = MatchRecord(state)
        wide = _windows_possible(rules)
        steps = 0
        while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER) and steps < 3000:
            steps += 1
            seat = seat_to_move(state)
            assert seat is not None
            legal = legal_actions(state, seat)
            v = view(state, seat, legal=legal)
            choice = bots[seat].act(v)
            assert choice is not None
            cands = candidates(legal) if seat == me else []
            if (seat == me and len(cands) > 1 and len(cands) <= 12
                    and state.phase in (Phase.PLAY, Phase.CHALLENGE, Phase.CHOOSE_COLOR)
                    and min(len(h) for h in state.hands) <= args.endgame
                    and (not args.legal_four or legal_four(state, v, choice, cands))):
                screened += 1
                on = list(bots)
                if args.level == "hard":
                    on[me] = make_bot("normal", f"screen62/on/{r}")
                wins = {}
                for c in cands:
                    wins[c] = sum(fork(state, me, c, on, f"f/{args.seed}/{r}/{steps}/{k}",
                                       args.redeal) for k in range(args.forks)) / args.forks
                best = max(wins, key=lambda c: wins[c])
                mine = wins.get(choice)
                if mine is None:  # a variant not among the candidates (UNO flag)
                    mine = next((w for c, w in wins.items() if isinstance(c, Play)
                                 and isinstance(choice, Play) and c.card == choice.card
                                 and c.color == choice.color and c.also == choice.also), 0.0)
                if wins[best] - mine >= args.margin:
                    logged += 1
                    print(json.dumps({
                        "round": r, "step": steps, "seat": me, "level": args.level,
                        "style": args.style, "rules": args.rules,
                        "position": format_position(state),
                        "log": state.log[-8:],
                        "choice": choice.to_wire(), "choice_wins": mine,
                        "best": best.to_wire(), "best_wins": wins[best],
                        "all": [[c.to_wire(), w] for c, w in wins.items()]}), flush=True)
            apply(state, seat, choice, validate=choice not in legal)
            _offer_window(state, bots, rec, wide)
    print(json.dumps({"screened": screened, "logged": logged, "rounds": args.rounds}),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
