"""Sampled worlds and playouts: the hard bot's search machinery.

Contract
--------
* :func:`sample_world` builds one complete :class:`core.game.GameState` consistent with a seat's
  view and memory: its own hand as it is; every other hand dealt from the cards it has not seen,
  respecting what it knows (cards shown to it privately, colours and ranks a draw revealed a
  player lacked, and — during a challenge — whether the sampled Wild Draw Four was a bluff); the
  rest of the unseen cards become the draw pile, shuffled by the engine's own lazy shuffle from a
  seed of the bot's generator. Constraints that cannot all hold are relaxed, never fatal. The
  world is in the engine's playout mode (no log) and must pass :func:`core.position.is_valid`
  (the validator positions and ``from_dict`` use), else ``None``: never a search on an impossible
  table.
* :func:`playout` plays a world to the end of the round with the one engine
  (:func:`core.game.apply` on :func:`core.game.legal_actions`) and a fast greedy policy, and
  returns the viewer's utility (:func:`utility`): points, as the scoring mode counts them, plus a
  bonus for winning the round. :func:`run_out` does the same with a chosen policy
  (:data:`POLICIES`: ``greedy``; ``careful``, which plays like a careful player; ``challenging``,
  whose victims of a Wild Draw Four also challenge it when a careful player would; and ``wary``,
  whose players besides keep a bluffed four for a next player about to win — what the hard bot
  uses) and also returns the engine actions it took — the unit of the search budget.
* Pure: no clock, no global random; every random choice comes from the ``Rng`` passed in.
"""

from __future__ import annotations

from typing import Any

from ..actions import Accept, Action, Challenge, ChooseColor, Draw, Give, Pass, Play
from ..cards import COLORS, Card, Color, Rank, full_deck
from ..game import GameState, Phase, WildDrawFour, apply, legal_actions
from ..position import is_valid
from ..rng import Rng
from . import evaluate
from .base import rules_of
from .memory import Memory, discard_of, pending_rank_of, previous_color_of
from .normal import NormalBot, bluff_chance, p_holds

#: Utility of winning the round, on top of the points (about a typical round's points).
WIN_BONUS = 40.0
#: A playout that has not ended after this many actions is scored from the hands as they are.
PLAYOUT_CAP = 300

_SEARCHABLE = {"play": Phase.PLAY, "challenge": Phase.CHALLENGE}


def _fits(card: Card, lack_colors: set[str], lack_ranks: set[str]) -> bool:
    if card.color is None:
        return card.code not in lack_ranks
    return card.color.letter not in lack_colors and card.rank.value not in lack_ranks


def _without(pool: list[Card], cards: list[Card]) -> list[Card] | None:
    """``pool`` less one copy of each of ``cards`` (in one pass: cards are interned), or ``None``
    when ``cards`` are not all in ``pool``."""
    take: dict[int, int] = {}
    for c in cards:
        take[id(c)] = take.get(id(c), 0) + 1
    out: list[Card] = []
    for c in pool:
        k = take.get(id(c), 0)
        if k:
            take[id(c)] = k - 1
        else:
            out.append(c)
    return out if len(out) == len(pool) - len(cards) else None


def _first_fitting(pool: list[Card], k: int, lack_colors: set[str],
                   lack_ranks: set[str]) -> list[Card]:
    """The first ``k`` cards of ``pool`` that a player lacking those colours and ranks may hold."""
    out: list[Card] = []
    for c in pool:
        if _fits(c, lack_colors, lack_ranks):
            out.append(c)
            if len(out) == k:
                break
    return out


def _base(view: dict[str, Any], memory: Memory
          ) -> tuple[list[list[Card]], list[Card], list[Card]] | None:
    """What every world sampled for ``view`` shares, before chance: the hands as far as they
    are known (its own, and cards shown to it that are still held), the discard pile, and the
    unseen cards in deck order; ``None`` when the view and the memory disagree. Built once per
    view (kept in :attr:`Memory.world_base` while the memory has taken in no other view):
    the caller copies it."""
    cached = memory.world_base
    if cached is not None and cached[0] is view and cached[1] == memory.revision:
        return cached[2]  # type: ignore[no-any-return]
    me: int = view["seat"]
    n: int = view["players"]
    counts: list[int] = list(view["counts"])
    hand = [Card.parse(c) for c in view["hand"]]
    discard, complete = discard_of(view, memory)
    top = Card.parse(view["top"])
    pile = list(discard) if complete else [top]
    pool = _without(full_deck(), hand + pile)
    base: tuple[list[list[Card]], list[Card], list[Card]] | None = None
    if pool is not None:
        hands: list[list[Card]] = [[] for _ in range(n)]
        hands[me] = hand
        for s in range(n):
            if s == me:
                continue
            for code in memory.known[s] if len(memory.known) == n else []:
                card = Card.parse(code)
                if card in pool and len(hands[s]) < counts[s]:
                    pool.remove(card)
                    hands[s].append(card)
        base = (hands, pile, pool)
    memory.world_base = (view, memory.revision, base)
    return base


def sample_world(view: dict[str, Any], memory: Memory, rng: Rng, *,
                 bluff: bool | None = None, use_lacks: bool = True) -> GameState | None:
    """One world consistent with ``view`` (see the module contract), or ``None`` when the view
    is not one a world can be built for (not the play or challenge phase, or no own hand)."""
    phase = _SEARCHABLE.get(view["phase"])
    if phase is None or view["hand"] is None or view["top"] is None:
        return None
    me: int = view["seat"]
    n: int = view["players"]
    counts: list[int] = list(view["counts"])
    top = Card.parse(view["top"])
    base = _base(view, memory)
    if base is None:
        return None  # the view and the memory disagree: do not search on a wrong world
    hands = [list(h) for h in base[0]]
    pile, pool = list(base[1]), list(base[2])
    rng.shuffle(pool)
    previous = previous_color_of(view, memory) if phase is Phase.CHALLENGE else None
    offender = view["challenge"]["offender"] if view.get("challenge") else None
    order = sorted((s for s in range(n) if s != me),
                   key=lambda s: -(memory.lack_n[s] if len(memory.lack_n) == n else 0))
    for s in order:
        need = counts[s] - len(hands[s])
        if s == offender and previous is not None and bluff is not None and need > 0:
            if bluff:  # the offender kept at least one card of the previous colour
                for i, c in enumerate(pool):
                    if c.color is previous:
                        hands[s].append(pool.pop(i))
                        need -= 1
                        break
            else:  # it held none: deal only other cards to it
                picked = [c for c in pool if c.color is not previous][:need]
                for c in picked:
                    pool.remove(c)
                hands[s] += picked
                need -= len(picked)
        if use_lacks and need > 0 and len(memory.lack_n) == n and memory.lack_n[s] > 0:
            k = min(memory.lack_n[s], need)
            picked = _first_fitting(pool, k, memory.lack_colors[s], memory.lack_ranks[s])
            for c in picked:
                pool.remove(c)
            hands[s] += picked
            need -= len(picked)
        if need > 0:
            hands[s] += pool[:need]
            del pool[:need]
    missing = view["discard_size"] - len(pile)
    if missing > 0:  # pile cards the log no longer shows: any unseen cards
        pile = pool[:missing] + pile
        del pool[:missing]
    if len(pool) != view["draw_size"]:
        return None  # the view and the memory disagree: do not search on a wrong world
    color = Color(view["color"]) if view["color"] else None
    pending = int(view.get("pending") or 0)
    pr = pending_rank_of(view, memory)
    pending_rank = None
    if pending:
        pending_rank = Rank.WILD_DRAW_FOUR if (pr == "W4" or (pr is None and top.code == "W4")) \
            else Rank.DRAW_TWO
    wd4 = None
    if phase is Phase.CHALLENGE:
        ch = view["challenge"]
        prev = previous or color or COLORS[0]
        was_bluff = any(c.color is prev for c in hands[ch["offender"]])
        wd4 = WildDrawFour(ch["offender"], ch["victim"], prev, was_bluff)
    seed = rng.below(1 << 62)
    drawn = Card.parse(view["drawn"]) if view.get("drawn") else None
    world = GameState(
        rules=rules_of(view), players=n, seed=seed, rng=seed, round_no=view["round"],
        dealer=view["dealer"], current=view["current"], direction=view["direction"],
        phase=phase, color=color, hands=hands, draw_pile=pool, unshuffled=len(pool),
        discard=pile, drawn=drawn, wd4=wd4, pending=pending, pending_rank=pending_rank,
        uno_called=list(view["uno"]), catchable=view["catchable"], top_by=view.get("top_by"),
        fresh=bool(view.get("fresh")), finished=list(view.get("finished") or []),
        eliminated=list(view.get("eliminated") or [False] * n),
        dates=[None if d is None else list(d) for d in (view.get("dates") or [None] * n)],
        scores=list(view["scores"]), playout=True,
    )
    return world if is_valid(world) else None


def _favourite(hand: list[Card]) -> Color:
    best, most = COLORS[0], -1
    for color in COLORS:
        k = 0
        for c in hand:
            if c.color is color:
                k += 1
        if k > most:
            best, most = color, k
    return best


def policy(state: GameState, seat: int, actions: list[Action]) -> Action:
    """The playout policy: call UNO, shed the most cards and points, wilds last (naming the
    colour held most), never challenge, never a wild power; draw when nothing fits."""
    hand = state.hands[seat]
    forced = _colour_or_give(state, seat, actions)
    if forced is not None:
        return forced
    plays, fallback = _plain_plays(hand, actions)
    best: Play | None = None
    best_key: tuple[int, int, int, int] = (-1, -1, -1, -1)
    counts = None
    for a in plays:
        card = a.card
        tgt = 0
        if a.target is not None:
            if counts is None:
                counts = [len(h) for h in state.hands]
            tgt = -counts[a.target]
        key = (a.uno, card.color is not None, len(a.also) * 100 + card.points, tgt)
        if key > best_key:
            best, best_key = a, key
    return best if best is not None else fallback if fallback is not None else actions[0]


def _plain_plays(hand: list[Card], actions: list[Action]) -> tuple[list[Play], Action | None]:
    """What both playout policies choose among: the plays without a wild power, a wild card
    only naming the colour the rest of the hand holds most (in the order of ``actions``); and
    what they do when nothing fits — draw, pass, or accept a Wild Draw Four (the first)."""
    plays: list[Play] = []
    fallback: Action | None = None
    fav: Color | None = None
    for a in actions:
        t = type(a)
        if t is Play:
            assert isinstance(a, Play)
            if a.power is not None:
                continue
            card = a.card
            if card.color is None:
                if fav is None:
                    fav = _favourite([c for c in hand if c is not card] or hand)
                if a.color is not fav:
                    continue
            plays.append(a)
        elif t is Draw or t is Pass or (t is Accept and fallback is None):
            fallback = a
    return plays, fallback


def _colour_or_give(state: GameState, seat: int, actions: list[Action]) -> Action | None:
    """What both playout policies do when the table asks for a colour (the one the hand holds
    most) or a card to give (the one worth most points); ``None`` in every other phase."""
    if state.phase is Phase.CHOOSE_COLOR:
        return ChooseColor(_favourite(state.hands[seat]))
    if state.phase is Phase.GIVE:
        gives = [a for a in actions if isinstance(a, Give)]
        return max(gives, key=lambda g: g.card.points)
    return None


def careful_policy(state: GameState, seat: int, actions: list[Action], *,
                   honest: bool = False) -> Action:
    """A playout policy that plays like a careful player (normal's main habits, cheaply):
    call UNO; keep colour options (a card whose colour or number the rest of the hand can
    follow); save wild cards until the hand is down to two; shed points when an opponent is down
    to two cards, and then hit the next player with Skip or Draw Two; a legal Wild Draw Four on
    a next player down to four cards (with ``honest``, a bluffed one only on a next player down
    to two — though a hand of two cards spends a wild, a bluffed four included, like any other
    card); wilds name the colour held most; never challenge, never a wild power; draw when
    nothing fits."""
    hand = state.hands[seat]
    forced = _colour_or_give(state, seat, actions)
    if forced is not None:
        return forced
    hands = state.hands
    nxt = state.next_seat(seat)
    if state.rules.teams == "off":  # (the common case, without a team lookup per seat)
        low = min((len(h) for s, h in enumerate(hands) if s != seat and h), default=99)
        nxt_opp = nxt != seat
    else:
        mine = state.team_of(seat)
        low = min((len(hands[s]) for s in range(state.players)
                   if s != seat and hands[s] and state.team_of(s) != mine), default=99)
        nxt_opp = state.team_of(nxt) != mine
    nxt_n = len(hands[nxt])
    div = 4.0 if low <= 2 else 12.0
    save = len(hand) > 2
    plays, fallback = _plain_plays(hand, actions)
    best: Play | None = None
    best_v = -1e9
    for a in plays:
        card = a.card
        if card.color is None:
            v = 3.0 if save else 14.0 + card.points / 5.0
            if card.draw_amount == 4 and nxt_opp and nxt_n <= 4 and (
                    not honest or nxt_n <= 2
                    or not any(c.color is state.color for c in hand if c is not card)):
                v += 33.0
        else:
            color, rank = card.color, card.rank
            v = 10.0 + card.points / div * (1 + len(a.also))
            for c in hand:
                if c is not card and (c.color is color or c.rank is rank):
                    v += 1.0
            if card.draw_amount == 2 or rank is Rank.SKIP:
                v += 18.0 if (nxt_opp and nxt_n <= 2) else 2.0 if nxt_opp else -3.0
        v += 4.0 * len(a.also) + (1000.0 if a.uno else 0.0)
        if a.target is not None:
            v -= len(hands[a.target])
        if v > best_v:
            best, best_v = a, v
    return best if best is not None else fallback if fallback is not None else actions[0]


#: the rate of bluffs a player believes in before any four was challenged (the playouts' players)
_PRIOR_BLUFF_RATE = Memory().bluff_rate()


def would_challenge(state: GameState, seat: int) -> bool:
    """Would a careful player at ``seat``, the victim of the Wild Draw Four in ``state``,
    challenge it? As normal judges it (:meth:`core.bots.normal.NormalBot.answer_wd4`), from what
    that player can know: the chance the offender holds a card of the previous colour, dealt
    from the cards it cannot see (the other hands and the draw pile), at the prior rate of bluffs
    of a table where no four was challenged yet (:meth:`core.bots.memory.Memory.bluff_rate`)."""
    wd4 = state.wd4
    if wd4 is None:
        return False
    hands = state.hands
    unseen = [c for s, h in enumerate(hands) if s != seat for c in h]
    unseen += state.draw_pile
    offender = len(hands[wd4.offender])
    held = p_holds(unseen, wd4.previous_color, offender)
    if not held:
        return False
    chance = bluff_chance(_PRIOR_BLUFF_RATE, held, len(hands[seat]))
    return chance > (NormalBot.challenge_at_small if offender <= 2 else NormalBot.challenge_at)


def _answering(state: GameState, seat: int, choice: Action) -> Action:
    """``choice``, except that a victim who would accept a Wild Draw Four challenges it when a
    careful player would (:func:`would_challenge`): so a bluff costs in the playouts what it
    costs at the table."""
    if state.phase is Phase.CHALLENGE and type(choice) is Accept and would_challenge(state, seat):
        return Challenge()
    return choice


def challenging_policy(state: GameState, seat: int, actions: list[Action]) -> Action:
    """The careful policy, whose victims of a Wild Draw Four challenge it when a careful player
    would (unless they stack a draw card on it)."""
    return _answering(state, seat, careful_policy(state, seat, actions))


def wary_policy(state: GameState, seat: int, actions: list[Action]) -> Action:
    """The challenging policy, whose players keep a bluffed Wild Draw Four for a next player
    about to win (two cards or fewer), as normal does — while they hold three cards or more;
    with two, a wild is spent like any card (``careful_policy(honest=True)``)."""
    return _answering(state, seat, careful_policy(state, seat, actions, honest=True))


#: The playout policies by name (:attr:`core.bots.hard.HardBot.playout_policy`).
POLICIES = {"greedy": policy, "careful": careful_policy, "challenging": challenging_policy,
            "wary": wary_policy}


def utility(state: GameState, me: int, before: list[int]) -> float:
    """The viewer's value of a finished (or cut-off) round: its points as the scoring mode
    counts them, less the mean of its opponents', plus :data:`WIN_BONUS` if its team won."""
    n = state.players
    mine = state.team_of(me)
    others = [s for s in range(n) if state.team_of(s) != mine]
    result = state.result
    if result is None:  # cut off: judge by the points still in hand
        pts = [sum(c.points for c in h) for h in state.hands]
        return (sum(pts[s] for s in others) / max(1, len(others)) - pts[me]) / 4.0
    scoring = state.rules.scoring
    won = state.team_of(result.winner) == mine
    if scoring == "elimination":
        order = list(result.order)
        rank = order.index(me) if me in order else n - 1
        return WIN_BONUS * (1.0 - 2.0 * rank / max(1, n - 1))
    gain = [state.scores[s] - before[s] for s in range(n)]
    diff = gain[me] - sum(gain[s] for s in others) / max(1, len(others))
    if scoring in ("penalty", "challenge"):
        diff = -diff
    return diff + (WIN_BONUS if won else 0.0)


def playout(state: GameState, me: int, cap: int = PLAYOUT_CAP) -> float:
    """Play ``state`` (mutated) to the end of its round with :func:`policy`; the viewer's
    :func:`utility`. Out-of-turn actions are not taken (the policy always calls UNO itself)."""
    return run_out(state, me, cap)[0]


def run_out(state: GameState, me: int, cap: int = PLAYOUT_CAP, pick: Any = policy,
            cut: int | None = None) -> tuple[float, int]:
    """:func:`playout` with the policy ``pick`` (one of :data:`POLICIES`); returns the viewer's
    utility and the number of engine actions played (what a search's budget counts).

    With ``cut`` (:attr:`core.bots.hard.HardBot.learned_cut`): at most that many actions (and
    on to the next play phase, 8 more at the most), then the round is judged by the learned
    evaluation (:func:`core.bots.evaluate.value`, an expected utility) instead of played to its
    end; played to its end where the evaluation does not apply."""
    if cut is not None and not evaluate.applies(state):
        cut = None
    before = list(state.scores)
    state.playout = True
    play, challenge, color, give = Phase.PLAY, Phase.CHALLENGE, Phase.CHOOSE_COLOR, Phase.GIVE
    steps = 0
    while steps < cap:
        phase = state.phase
        if phase is not play and phase is not challenge and phase is not color and phase is not give:
            break
        if cut is not None and ((steps >= cut and phase is play) or steps >= cut + 8):
            judged = evaluate.value(state, me, WIN_BONUS)
            return (judged if judged is not None else utility(state, me, before)), steps
        seat = state.current
        actions = legal_actions(state, seat)
        apply(state, seat, pick(state, seat, actions), validate=False)
        steps += 1
    return utility(state, me, before), steps


def guarded_best(values: list[list[float]], margin: float) -> int:
    """The noise guard of a search over the same worlds: the index of the candidate whose mean
    advantage over candidate 0 (the heuristic's choice), per world, most exceeds ``margin``
    standard errors of that paired difference; 0 when none does. ``values[k]`` holds candidate
    ``k``'s value in each world, all of the same length (at least 2)."""
    made = len(values[0])
    best, best_edge = 0, 0.0
    for k in range(1, len(values)):
        diffs = [a - b for a, b in zip(values[k], values[0], strict=True)]
        mean = sum(diffs) / made
        var = sum((d - mean) ** 2 for d in diffs) / (made - 1)
        edge = mean - margin * (var / made) ** 0.5
        if edge > best_edge:
            best, best_edge = k, edge
    return best
