"""``normal``: a good heuristic player.

How it decides (every turn, from its own view and what it remembers of earlier views):

* it plays rather than draws, keeps its colour options open (prefers the colour it holds most),
  and saves wild cards for when nothing else fits — but does not hoard them: with two cards left,
  or with several wilds when an opponent is down to one card, they go (50 points each);
* when an opponent is down to two cards or fewer it sheds its highest-scoring cards first and
  uses Skip, Draw Two and Reverse on the player about to win; a legal Wild Draw Four goes on the
  next opponent once it is down to four cards (:attr:`NormalBot.wd4_next_at`) — on three or
  four only when no card that is no wild fits (:meth:`NormalBot.four_kept`) —, and on a stack
  of draw cards where the rules allow (it passes the stack on);
* among plays it prefers those that leave it cards which still fit on the card played (same
  colour, and same number in another colour);
* it names colours by what it holds and by what the next players seem to lack (a player who drew
  on red is remembered as holding no red until it draws again, see :mod:`core.bots.memory`;
  after a Wild Draw Four, the player after its victim), and with one card of a colour left,
  that colour;
* it challenges a Wild Draw Four when the estimated chance of a bluff (the unseen cards of the
  previous colour, the offender's hand size, how often challenged fours were bluffs at this
  table) beats the odds of the penalty (6 cards against 4); it bluffs one itself only to pass
  a stacked penalty on to a player about to win, when others seldom challenge — never on its
  own turn, where that player is the one who challenges (:attr:`NormalBot.bluff_fours`);
* under death number it plays a low number card (a 1 above all) only where no opponent is
  likely to hold only number cards — it draws rather than hand a short hand the round; and it
  plays towards a hand that may claim: its last cards that are no number first, and numbers
  that leave a sum many numbers divide;
* out of turn it catches a missed UNO (under multi-play a two-card hand as often as two unseen
  cards would make a set), calls its own (late) UNO, jumps in, and throws a death
  number or a judgement when it can; with Seven-O it swaps into the smallest opposing hand; with
  wild powers it takes three cards from a player about to win.

Deterministic given its seed: randomness only breaks exact ties, picks judgement-day dates and
which two-card hands to accuse.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..actions import (
    Accept,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    DeathNumber,
    Draw,
    Give,
    Judgement,
    NameDate,
    Pass,
    Play,
)
from ..cards import COLORS, Card, Color, Rank, full_deck
from ..game import date_digits, judgement_cards, set_key, uno_hand
from ..rng import Rng
from .base import active_seats, hand_after, legal, my_turn, rules_of, team_of
from .chain import sure_out
from .memory import Memory, discard_of, previous_color_of


def opponents(view: dict[str, Any]) -> list[int]:
    """Active seats not on the viewer's team."""
    mine = team_of(view, view["seat"])
    return [s for s in active_seats(view) if team_of(view, s) != mine]


def next_seat(view: dict[str, Any], seat: int, direction: int | None = None) -> int:
    """The next active seat after ``seat`` in the direction of play (or ``direction``)."""
    n = int(view["players"])
    d = int(view["direction"]) if direction is None else direction
    active = set(active_seats(view))
    s = seat
    for _ in range(n):
        s = (s + d) % n
        if s in active:
            return s
    return seat


def unseen_cards(view: dict[str, Any], memory: Memory) -> list[Card]:
    """Cards the viewer has not seen this round: the deck minus its hand and the known pile."""
    pool = full_deck()
    for code in view["hand"] or []:
        pool.remove(Card.parse(code))
    discard, _ = discard_of(view, memory)
    for card in discard:
        if card in pool:
            pool.remove(card)
    return pool


def best_color(hand: list[Card], view: dict[str, Any], memory: Memory,
               use_lacks: bool = True, skips: bool = False,
               allowed: Sequence[Color] = COLORS, unseen: Counter[Color | Card] | None = None,
               unseen_weight: float = 0.0) -> Color:
    """The colour to name, of those ``allowed``: most held (then most points), then what the
    next players lack — the one after the next when the card ``skips`` the next (a Wild Draw
    Four: its victim draws and never plays on the colour) — less ``unseen_weight`` for each card
    of it still ``unseen`` (a card counter names the colour others are least likely to hold).
    With one card of a colour left, that colour: the hand goes out on it (named otherwise for
    what others lack, it was kept: botplay42 #3). Counting never makes it name a colour the
    hand holds none of, while it holds another that it would name without counting: eight more
    cards seen of a colour outweighed one held card each of two others, and hard named a colour
    it could not follow (opp50 #1)."""
    me = view["seat"]
    nxt = next_seat(view, me)
    if skips:
        nxt = next_seat(view, nxt)
    opps = set(opponents(view))
    held = [c.color for c in hand if c.color is not None]
    if len(held) == 1 and held[0] in allowed:
        return held[0]

    def weight(color: Color, counted: bool = True) -> tuple[float, int]:
        cards = [c for c in hand if c.color is color]
        w = 3.0 * len(cards) + sum(c.points for c in cards) / 20.0
        if unseen is not None and counted:
            w -= unseen_weight * unseen[color]
        if use_lacks:
            for s in opps:
                if memory.lacks(s, color):
                    w += 3.0 if s == nxt else 1.0
        return w, -COLORS.index(color)

    best = max(allowed, key=weight)
    if unseen is not None and unseen_weight and best not in held:
        kept = [color for color in allowed if color in held]
        if kept and max(allowed, key=lambda color: weight(color, False)) in kept:
            return max(kept, key=weight)
    return best


def p_holds(pool: list[Card], color: Color | None, cards: int) -> float:
    """Chance that ``cards`` cards dealt from ``pool`` include one of ``color``."""
    if color is None or not pool or cards <= 0:
        return 0.0
    share = sum(1 for c in pool if c.color is color) / len(pool)
    return 1.0 - (1.0 - share) ** cards


def bluff_chance(rate: float, held: float, victim_cards: int) -> float:
    """The chance a Wild Draw Four was a bluff, as a careful victim with ``victim_cards`` cards
    judges it: ``held``, the chance its player held a card of the previous colour, times the
    table's ``rate`` of bluffs among challenged fours (over 0.8, the chance a player holds the
    colour at all); raised when the victim is about to go out (that is when players bluff)."""
    p = rate * held / 0.8
    if victim_cards <= 2:
        p *= 2.5
    return min(0.95, p)


#: the share of number cards in the deck (76 of 108): the chance a card unseen is one
NUMBER_SHARE = 76 / 108


def death_hand(hand: list[Card], p: Play) -> tuple[bool, float]:
    """Under death number, what playing ``p`` leaves in ``hand``: whether it plays the last
    cards that are no number (the hand left, all numbers, may then claim on an opponent's
    number card), and the share of the numbers 1–9 that divide the sum of the hand left when
    it is all numbers (0 otherwise: the more that divide it, the more numbers it claims on)."""
    rest = hand_after(hand, p.cards)
    if not rest or not all(c.is_number for c in rest):
        return False, 0.0
    total = sum(c.number for c in rest)
    share = sum(1 for n in range(1, 10) if total > 0 and total % n == 0) / 9
    return not all(c.is_number for c in p.cards), share


class NormalBot:
    """The heuristic player described in the module docstring."""

    @staticmethod
    def gives_hand_away(view: dict[str, Any], p: Play) -> bool:
        """Does ``p`` leave this bot another hand than the one it keeps (Seven-O: a 7 swapped
        with ``p.target``, a 0 that passes every hand on)?"""
        return bool(view["rules"].get("seven_o")) and (
            p.target is not None or p.card.rank is Rank.ZERO)

    name = "normal"
    #: Use what draws revealed when naming colours and playing (hard and normal do).
    use_lacks = True
    #: Tuning weights of :meth:`score_play` and :meth:`answer_wd4`, class attributes so that a
    #: benchmark can vary one (``bench/bots.py variant --set NAME=VALUE``). Measured against
    #: ``basic`` and, for hard's copy, against normal: docs/BOTS.md (waves 3 to 5).
    action_next_bonus = 2.0  #: Skip/Draw Two on a next opponent not about to win
    #: a legal Wild Draw Four is kept, where a card that is no wild fits, for a next opponent
    #: with this many cards or more (:meth:`four_kept`)
    wd4_keep_from = 3
    wd4_next_at = 4  #: a legal Wild Draw Four goes on a next opponent with this many cards
    same_rank_weight = 1.0  #: per card left of the played card's number in another colour
    color_follow_weight = 1.0  #: per card left of the played card's colour
    danger_points_div = 4.0  #: points / this, once an opponent is down to two cards
    quiet_points_div = 12.0  #: points / this, otherwise
    wd4_quiet = -6.0  #: a legal Wild Draw Four otherwise
    #: ... instead, while another opponent has two cards or fewer (``None``: as otherwise). A
    #: Wild Draw Four skips the next player, so the one after it meets the colour named.
    wd4_danger_quiet: float | None = None
    save_above = 2  #: wild cards are saved while the hand holds more than this
    wild_saved_score = 3.0  #: a saved wild card (plays only when nothing else fits)
    wild_spend_score = 14.0  #: a wild card no longer saved (plus its points / 5)
    wd4_legal_bonus = 22.0  #: a legal Wild Draw Four on a next opponent about to win
    pending_bonus = 30.0  #: passing a pending draw on rather than drawing it
    action_danger_bonus = 18.0  #: Skip/Draw Two on a next opponent with two cards or fewer
    reverse_danger_bonus = 14.0  #: Reverse that sends play away from such a next opponent
    reverse_away_malus = 8.0  #: Reverse that sends play to such a previous opponent
    #: more when that opponent holds one card: it goes out on any card of the colour, and it
    #: named the colour it holds (opp51 #2, #3: GR played to the player who had just named green
    #: lost every playout, a Wild naming red won 21.7%; a drawn BR kept won 10.7%)
    reverse_to_one_malus = 30.0
    #: a play after which the one-card opponent who just named the colour in play with a wild
    #: plays next, that colour unchanged: it named the colour it holds (82% of players do, wave
    #: 14). Also when what is left is all wild (GR, W: GR went straight back to the player who
    #: had named green; R5, W at two players: R5 left red to them), and a wild is then no
    #: longer saved for later: it names another colour (opp52 #2–#4: the Wild naming another
    #: colour won 38–54% of playouts, the play that kept the colour 0–19%)
    named_to_one_malus = 40.0
    #: look for that opponent at all (the three mends above; off: as before wave 29)
    mind_the_namer = True
    #: with two cards, a Reverse that sends play to a one-card opponent is played rather than a
    #: draw, whatever ``reverse_to_one_malus`` says (opp65 #1, wave 40; off: as before)
    shed_last_but_one = True
    #: Seven-O: a 7 that swaps with an opponent on two cards or fewer (opp53 #2; 0: as before)
    swap_danger_bonus = 18.0
    #: a wild is not saved when the hand holds another wild and one other card at most: one
    #: wild stays whichever plays (opp54 #1: B2, W4, W4 drew — the four scored as a saved wild
    #: plus ``wd4_quiet``, below zero — where playing a four won 0.83 of playouts against 0.56;
    #: off: as before wave 30)
    spend_twin_wilds = True
    #: at two players, a turn whose cards go out one after another before the other can move
    #: is taken (:func:`core.bots.chain.sure_out`, opp55 #1; off: as before wave 31)
    sure_chains = True
    lacks_bonus = 4.0  #: a colour the next opponent was seen to lack
    #: under death number, a number card n played costs this × the chance some opponent holds
    #: only number cards (7 in 10 cards are) × 1/n, the chance their sum is a multiple of n: a
    #: 1 lets any such hand win the round (newbie53 #10: three rounds in six ended on a 1).
    #: Where every play costs more than it is worth, it draws (measured better than playing
    #: the least dangerous card: 27.7% against 27.0%, docs/BOTS.md wave 23)
    death_number_weight = 60.0
    #: under death number, a card that is no number (an action card, a wild) played so that
    #: the hand left is all numbers, which may then claim on an opponent's number card: a
    #: drawn legal Wild Draw Four beside B8, Y1 was kept (saved, and quiet), a hand that can
    #: never claim, where playing it won 0.53–0.59 of playouts against 0.17 (opp56 #2) …
    death_clear_bonus = 16.0
    #: … and × the share of the numbers 1–9 dividing the sum of the all-number hand a play
    #: leaves (:func:`death_hand`). Both together: +7.8 ± 0.5 points of normal's share under
    #: death number against three normals without them (docs/BOTS.md wave 32; 0: off)
    death_shape_weight = 30.0
    #: a card counter's two weights (0: off; hard counts, wave 26): per unseen card (not in its
    #: hand, not in the pile since the last reshuffle) that could answer the card played — of
    #: its colour or, another colour, of its number — and per unseen card of a colour named
    count_answer_weight = 0.0
    count_name_weight = 0.0
    challenge_at = 0.25  #: challenge a Wild Draw Four above this chance of a bluff
    challenge_at_small = 0.2  #: ... when its player has two cards or fewer
    #: Stack on a Wild Draw Four played on us (where the rules allow) even with a play the
    #: heuristic scores below zero, such as a bluffed Wild Draw Four. False since a held-out
    #: always-challenging opponent caught 85 of 107 such stacks (docs/BOTS.md, wave 9).
    stack_unsound = False
    #: Bluff a Wild Draw Four on its own turn (not to pass a penalty on) at a next player about
    #: to go out, while this table seldom challenges. False since opp48 (docs/BOTS.md, wave
    #: 24): the victim, one or two cards from going out, is the one who challenges (a careful
    #: victim's odds are 2.5 times higher then, :func:`bluff_chance`; normal's own challenge
    #: caught those bluffs), and a normal that never does won 0.9 points more.
    bluff_fours = False

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)
        self.memory = Memory()
        #: the catch window :meth:`worth_catching` last judged a two-card hand in (its target
        #: and the seq of the target's play that opened it), and what it judged
        self._judged: tuple[tuple[int, Any], bool] | None = None

    # ------------------------------------------------------------------- entry
    def act(self, view: dict[str, Any]) -> Action | None:
        """Remember the view, then choose one of its legal actions (or ``None`` out of turn)."""
        if view.get("seat") is None:
            return None
        self.memory.see(view)
        actions = legal(view)
        if not actions:
            return None
        return self.decide(view, actions)

    def decide(self, view: dict[str, Any], actions: list[Action]) -> Action | None:
        quick = self.out_of_turn(view, actions)
        if quick is not None:
            return quick
        if not my_turn(view):
            return self.jump_in(view, actions)
        hand = [Card.parse(c) for c in view["hand"]]
        phase = view["phase"]
        if phase == "name_dates":
            return NameDate(1 + self.rng.below(12), 1 + self.rng.below(28))
        if phase == "choose_color":
            return ChooseColor(self.color_to_name(hand, view))
        if phase == "give":
            gives = [a for a in actions if isinstance(a, Give)]
            return max(gives, key=lambda g: (not g.card.is_wild, g.card.points, g.card.code))
        if phase == "challenge":
            return self.answer_wd4(view, hand, actions)
        sure = sure_out(view, actions) if self.sure_chains else None
        if sure is not None:  # (a turn that goes out whatever the other holds, opp55 #1)
            return sure
        return self.turn(view, hand, actions)

    # ------------------------------------------------------------- out of turn
    def out_of_turn(self, view: dict[str, Any], actions: list[Action]) -> Action | None:
        """Chances that close as soon as play moves on: catch, own UNO, death number, judgement."""
        me = view["seat"]
        hand = [Card.parse(c) for c in view["hand"]]
        rules = rules_of(view)
        judgements: list[Judgement] = []
        for a in actions:
            if isinstance(a, Catch) and a.target == view["catchable"] and self.worth_catching(
                    view, a.target):
                return a
            if isinstance(a, CallUno) and not view["uno"][me] and uno_hand(rules, hand):
                return a
            if isinstance(a, DeathNumber):
                return a
            if isinstance(a, Judgement):
                judgements.append(a)
        if judgements:
            return self.pick_judgement(view, hand, judgements)
        return None

    def pick_judgement(self, view: dict[str, Any], hand: list[Card],
                       options: list[Judgement]) -> Action:
        """A throw that wins the round, else the one that sheds the most (cards, then points),
        naming the colour the cards it keeps play best of those it may name (with UNO called
        when it leaves an UNO hand: the call goes with the throw). Judged on the whole hand,
        the colour was often one only the thrown cards held, so another was named — green
        kept with B9 alone, which blue would have taken out next turn (opp46 #3)."""
        options = sorted(options, key=lambda j: not j.uno)
        wins = [j for j in options if j.color is None]
        if wins:
            return wins[0]
        kept: dict[int, list[Card]] = {}
        for j in options:
            if j.target not in kept:
                thrown = judgement_cards(hand, date_digits(view["dates"][j.target])) or []
                rest = list(hand)
                for c in thrown:
                    rest.remove(c)
                kept[j.target] = rest
        target = min(kept, key=lambda t: (len(kept[t]), sum(c.points for c in kept[t])))
        mine = [j for j in options if j.target == target and j.uno == options[0].uno] or \
            [j for j in options if j.target == target]
        colour = self.color_to_name(kept[target], view,
                                    allowed=[j.color for j in mine if j.color is not None])
        return next(j for j in mine if j.color is colour)

    def worth_catching(self, view: dict[str, Any], target: int) -> bool:
        """Never one's own partner (teams). One card left is a sure catch. With multi-play a
        two-card hand that did not call UNO is accused, where a wrong accusation costs
        nothing, as often as two unseen cards would make a set (some 6 times in 100): accusing
        every one (botplay42 #4: 12 wrong accusations a round, none right) held play up,
        crowded the log and told the table which hands were no pair). Judged once a window:
        the table offers the catch again at each change while it is open, and a new roll each
        time accused some three times as often (review44 #7)."""
        if team_of(view, target) == team_of(view, view["seat"]):
            return False  # (a partner caught draws for the team: opp49 #3, caught every time)
        count = view["counts"][target]
        if count == 1:
            return True
        rules = view["rules"]
        multi = rules.get("multi_play", "off")
        if multi == "off" or count != 2 or rules.get("false_catch_penalty"):
            return False
        opened = next((ev.get("seq") for ev in reversed(view.get("log") or ())
                       if ev.get("seat") == target and ev.get("type") == "play"), None)
        window = (target, opened)
        if self._judged is not None and self._judged[0] == window:
            return self._judged[1]
        pool = unseen_cards(view, self.memory)
        alike = Counter(set_key(multi, c) for c in pool if not c.is_wild)
        pairs = sum(n * (n - 1) for n in alike.values())
        total = len(pool) * (len(pool) - 1)
        accuse = total > 0 and self.rng.random() < pairs / total
        self._judged = (window, accuse)
        return accuse

    def jump_in(self, view: dict[str, Any], actions: list[Action]) -> Action | None:
        """Jump in with an identical card (calling UNO if it leaves one card), judged as a play
        of its own turn is (:meth:`score_play`: a Seven-O swap into the smallest hand, a wild
        saved, a bluffed Wild Draw Four held back) — unless the card would take a penalty
        off an opponent about to go out: jumped in on, a draw card's victim draws nothing.
        Taken first and whatever the target, a 7 swapped a one-card hand for twelve cards,
        and a Draw Two saved a one-card player from drawing (opp46 #1, #2)."""
        plays: list[Action] = [a for a in actions if isinstance(a, Play)]
        if not plays:
            return None
        hand = [Card.parse(c) for c in view["hand"]]
        victim = view["current"]
        if int(view.get("pending") or 0) and victim in opponents(view) \
                and view["counts"][victim] <= 2:
            # (but a jump-in with one's last card goes out, and wins the round: that it takes
            # the penalty off the victim no longer matters, opp59 #1)
            plays = [p for p in plays if isinstance(p, Play)
                     and (not p.card.draw_amount or len(hand) == 1 + len(p.also))]
        scored = self.rank_plays(view, hand, plays)
        if not scored or scored[0][0] <= self.wild_saved_score:
            return None  # (a wild saved, a bluff, a swap into a bigger hand: not now)
        return scored[0][2]

    # --------------------------------------------------------------- challenge
    def p_bluff(self, view: dict[str, Any], hand: list[Card]) -> float:
        """Estimated chance that the Wild Draw Four just played on us was a bluff."""
        offender = view["challenge"]["offender"]
        previous = previous_color_of(view, self.memory)
        if previous is None:
            return 0.2
        if self.memory.lacks(offender, previous):
            return 0.02
        pool = unseen_cards(view, self.memory)
        h = p_holds(pool, previous, view["counts"][offender])
        return self.bluff_odds(view, h)

    def bluff_odds(self, view: dict[str, Any], h: float) -> float:
        """From ``h``, the chance the offender could have bluffed (held the previous colour),
        to the chance it did: this table's observed rate of bluffs, raised when we are the one
        about to go out (that is when players bluff)."""
        return bluff_chance(self.memory.bluff_rate(), h, view["counts"][view["seat"]])

    def answer_wd4(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> Action:
        sound = self.sound_stacks(view, hand, actions)
        if sound:
            return sound[0]
        judged = self.p_bluff(view, hand) > self.challenge_threshold(view)
        return Challenge() if judged else Accept()

    def sound_stacks(self, view: dict[str, Any], hand: list[Card],
                     actions: list[Action]) -> list[Play]:
        """The plays that pass a Wild Draw Four played on us on (where the rules allow), best
        first — every one but a bluffed Wild Draw Four the heuristic scores below zero: a bluff
        is no stack to make unless it is one the heuristic would make on its own turn (the
        next player about to win, at a table that seldom challenges). (Any other stack is made,
        whatever its score: passing four cards on beats taking them.)"""
        if not any(isinstance(a, Play) for a in actions):
            return []
        bluff = bool(view.get("bluff"))
        return [p for score, _, p in self.rank_plays(view, hand, actions)
                if self.stack_unsound or score >= 0 or not bluff
                or p.card.rank is not Rank.WILD_DRAW_FOUR]

    def challenge_threshold(self, view: dict[str, Any]) -> float:
        """The chance of a bluff above which a Wild Draw Four is challenged (lower against a
        player about to go out). The bars are for a lone four (a wrong challenge: 6 cards
        instead of 4). On a stack of ``T`` > 4 a wrong challenge costs only 2 cards more than
        taking it, and a right one sends all ``T`` to the offender, so the bar falls with
        ``10 / (2T + 2)``: on 14 pending normal took them at its own 0.21 (opp59 #3)."""
        offender = view["challenge"]["offender"]
        bar = self.challenge_at_small if view["counts"][offender] <= 2 else self.challenge_at
        pending = int(view.get("pending") or 0)
        return bar * min(1.0, 10.0 / (2 * pending + 2)) if pending > 4 else bar

    # -------------------------------------------------------------------- turn
    def turn(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> Action:
        scored = self.rank_plays(view, hand, actions)
        fallback = next((a for a in actions if isinstance(a, Draw | Pass)), None)
        if scored and (scored[0][0] >= 0 or fallback is None):
            return scored[0][2]
        if isinstance(fallback, Draw) and len(hand) == 2 and self.shed_last_but_one:
            # (with two cards a Reverse that fits is played, not drawn on, when it was marked
            # down for sending play to a one-card opponent: the draw does not stop that player
            # and costs a card, where the Reverse takes the bot to one card. opp65 #1: +0.089 ±
            # 0.016 of rounds won over the draw; in play, wave 40: +0.150 ± 0.063 a round where
            # it is made. With three cards or more the malus is right, +0.005 ± 0.006. The
            # Reverse alone: other cards so played lost −0.054 ± 0.017 in play (opp65 #2 did not
            # hold), and a Seven-O 7 or 0 gives the last card away for a hand, review97 #1)
            ctx = self.context(view, hand)
            reverse = next((p for _s, _r, p in scored if p.card.rank is Rank.REVERSE
                            and not p.also and self.reverse_to_one(ctx)), None)
            if reverse is not None:
                return reverse
        if fallback is not None:
            return fallback
        return next(a for a in actions if isinstance(a, Play | Accept | Challenge))

    def rank_plays(self, view: dict[str, Any], hand: list[Card],
                   actions: list[Action]) -> list[tuple[float, int, Play]]:
        """Every sensible play with its score, best first (one colour per wild card)."""
        plays = [a for a in actions if isinstance(a, Play)]
        uno_cards = {(p.card, p.also, p.target, p.power) for p in plays if p.uno}
        out: list[tuple[float, int, Play]] = []
        ctx = self.context(view, hand)
        namer = ctx["namer"]
        # (the turn's draw made, a pass leaves the one-card namer next with its colour just as
        # a play of that colour does: the play is not marked down for it — a drawn Y6 that
        # fitted was passed, where it sheds a card and wins more when the namer missed, opp61)
        ctx["pass_hands_named"] = namer is not None and ctx["nxt"] == namer[0] \
            and any(isinstance(a, Pass) for a in actions) and view.get("color") \
            and Color(view["color"]) is namer[1]
        for p in plays:
            if not p.uno and (p.card, p.also, p.target, p.power) in uno_cards:
                continue  # always call UNO with the play
            score = self.score_play(view, hand, p, ctx)
            if score is None:
                continue
            if view["rules"].get("death_number") and not self.gives_hand_away(view, p):
                # (a hand that may claim, and on many: not one a Seven-O 7 or 0 gives away,
                # review80 #4)
                cleared, share = death_hand(hand, p)
                score += self.death_clear_bonus * cleared + self.death_shape_weight * share
            out.append((score, self.rng.below(1000), p))
        out.sort(key=lambda t: (-t[0], -t[1]))
        return self.four_kept(view, hand, ctx, out)

    def four_kept(self, view: dict[str, Any], hand: list[Card], ctx: dict[str, Any],
                  out: list[tuple[float, int, Play]]) -> list[tuple[float, int, Play]]:
        """``out`` (best first) with a legal Wild Draw Four ranked just below the best card
        that is no wild and fits, when the four comes first on a next opponent with
        :attr:`wd4_keep_from` cards or more: the card turns the colour as well and keeps the
        wild, where the skip and the four cards help the other opponents too (opp62 #1:
        R1 won 0.36 of rounds against the four's 0.20 over 600 forks; +0.80 (+0.39 … +1.21)
        points for normal over 20,000 official rounds, neutral under house rules). Not on a
        stack, and not a bluff."""
        if not out or ctx["pending"] or view.get("bluff") or len(hand) <= 2:
            return out
        if out[0][2].card.rank is not Rank.WILD_DRAW_FOUR or not ctx["nxt_opp"] \
                or ctx["counts"][ctx["nxt"]] < self.wd4_keep_from:
            return out
        best = max((t[0] for t in out if not t[2].card.is_wild), default=None)
        if best is None:
            return out
        out = [(best - 0.5 if t[2].card.rank is Rank.WILD_DRAW_FOUR and t[0] > best else t[0],
                t[1], t[2]) for t in out]
        out.sort(key=lambda t: (-t[0], -t[1]))
        return out

    def context(self, view: dict[str, Any], hand: list[Card]) -> dict[str, Any]:
        me = view["seat"]
        counts: list[int] = view["counts"]
        opps = opponents(view)
        nxt = next_seat(view, me)
        prev = next_seat(view, me, -view["direction"])
        min_opp = min((counts[s] for s in opps), default=99)
        # (the one-card opponent who named a colour with a wild, and that colour)
        namer = self.one_card_namer(view, opps) if self.mind_the_namer else None
        return {
            "me": me, "counts": counts, "opps": opps, "nxt": nxt, "prev": prev,
            "nxt_opp": nxt in opps, "prev_opp": prev in opps,
            "danger_next": nxt in opps and counts[nxt] <= 2,
            "danger_prev": prev in opps and counts[prev] <= 2,
            "danger": min_opp <= 2, "min_opp": min_opp,
            "pending": int(view.get("pending") or 0),
            "unseen": self.unseen_counts(view),
            "namer": namer,
        }

    def one_card_namer(self, view: dict[str, Any],
                       opps: list[int]) -> tuple[int, Color] | None:
        """The opponent on one card who named a colour with a wild and has not played, drawn
        or been handed other cards since — it still holds the card it kept when it named, most
        likely of that colour —, and the colour (the newest such naming; ``None``: none). Not
        only while its wild is on top: another player's card on it (the colour followed, or
        changed and a card of it able to change it back) left the namer forgotten, and the
        colour played straight into it (opp58 A). Read from the view's log (a wild on top
        by that player, its naming cut from the log, is the namer too)."""
        counts: list[int] = view["counts"]
        gone: set[int] = set()  # (seats that played, drew or were handed cards since)
        for ev in reversed(view.get("log") or ()):
            kind, seat = ev.get("type"), ev.get("seat")
            if kind == "round_start":
                break
            if kind == "play" and seat not in gone and seat in opps and counts[seat] == 1 \
                    and ev.get("color") and Card.parse(str(ev.get("card"))).is_wild:
                return seat, Color(ev["color"])
            if kind in ("play", "draw", "judgement") and isinstance(seat, int):
                gone.add(seat)
            elif kind == "rotate_hands":
                return None
            elif kind in ("swap_hands", "swap_cards"):
                gone.update(s for s in (seat, ev.get("target")) if isinstance(s, int))
        top, by = view.get("top"), view.get("top_by")
        if isinstance(top, str) and Card.parse(top).is_wild and by in opps and counts[by] == 1 \
                and by not in gone and view.get("color"):
            return by, Color(view["color"])
        return None

    def follower(self, view: dict[str, Any], ctx: dict[str, Any], card: Card,
                 count: int = 1) -> int:
        """The seat that plays next after this bot plays ``count`` cards of ``card``'s rank
        (a set under multi-play), as the engine moves the turn: N Skips skip N players round
        the others, never the bot (decision 32), N Draw Twos their one victim, an odd number
        of Reverses sends it back, an even number keeps it. At two players Skips come back to
        the bot however many, and so do Reverses under the two-player rules (review72 #2,
        review74 #2)."""
        me, nxt, prev = int(ctx["me"]), int(ctx["nxt"]), int(ctx["prev"])
        two = next_seat(view, nxt) == me
        if card.rank is Rank.REVERSE:
            if two and view["rules"].get("two_player_rules", True):
                return me
            if count % 2 == 0:
                return nxt
            return nxt if two else prev
        if card.rank is Rank.SKIP:
            if two:
                return me
            # (the skips go round the other players, never the bot itself: decision 32,
            # core.game.after_skips — the third Skip at three players skips seat 1 again)
            others = sum(1 for s in active_seats(view) if s != me)
            seat = me
            for _ in range((count - 1) % max(others, 1) + 2):
                seat = next_seat(view, seat)
            return seat
        if card.rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR):
            return next_seat(view, nxt)
        return nxt

    @staticmethod
    def reverse_to_one(ctx: dict[str, Any]) -> bool:
        """Does a Reverse now send play to a previous opponent on one card, the next player
        holding more (what ``reverse_to_one_malus`` marks down, and what a hand of two plays
        rather than draw: ``shed_last_but_one``)?"""
        counts = ctx["counts"]
        return bool(ctx["danger_prev"]) and counts[ctx["prev"]] == 1 and counts[ctx["nxt"]] > 1

    def hands_named(self, view: dict[str, Any], ctx: dict[str, Any], p: Play) -> bool:
        """Does the play ``p`` give the one-card opponent who just named the colour in play
        (``ctx["namer"]``) the next turn with that colour?"""
        namer = ctx.get("namer")
        if namer is None or p.target == namer[0] or (
                view["rules"].get("seven_o") and p.card.rank is Rank.ZERO):
            return False  # (a Seven-O 7 swapped with that player, or a 0, moves its card away:
            # both levels drew rather than swap with it, opp53 #1; a 7 swapped with another
            # leaves it its card, review73 #1)
        return (p.color or p.card.color) is namer[1] \
            and self.follower(view, ctx, p.card, 1 + len(p.also)) == namer[0]

    def unseen_counts(self, view: dict[str, Any]) -> Counter[Color | Card] | None:
        """What a card counter counts (``None`` when it does not): the cards unseen this round
        (:func:`unseen_cards`), by colour and by number card — wild cards left out, as they
        answer every card alike."""
        if not (self.count_answer_weight or self.count_name_weight):
            return None
        counted: Counter[Color | Card] = Counter()
        for card in unseen_cards(view, self.memory):
            if card.color is not None:
                counted[card.color] += 1
                counted[card] += 1
        return counted

    def color_to_name(self, hand: list[Card], view: dict[str, Any], *, skips: bool = False,
                      allowed: Sequence[Color] = COLORS,
                      unseen: Counter[Color | Card] | None = None) -> Color:
        """:func:`best_color` with this bot's own weights (and the cards it counts as unseen,
        counted now unless given)."""
        if unseen is None:
            unseen = self.unseen_counts(view)
        return best_color(hand, view, self.memory, self.use_lacks, skips=skips, allowed=allowed,
                          unseen=unseen, unseen_weight=self.count_name_weight)

    def answers(self, card: Card, color: Color, unseen: Counter[Color | Card]) -> int:
        """The unseen cards that could answer ``card`` played as ``color``: of that colour and,
        for a coloured card, of its number in another colour (wild cards aside)."""
        n = unseen[color]
        if card.color is not None:
            n += sum(unseen[Card(other, card.rank)] for other in COLORS if other is not color)
        return n

    def score_play(self, view: dict[str, Any], hand: list[Card], p: Play,
                   ctx: dict[str, Any]) -> float | None:
        """A play's heuristic value, or ``None`` to never consider it."""
        card = p.card
        rest = hand_after(hand, p.cards)
        counts = ctx["counts"]
        nxt = ctx["nxt"]
        danger = ctx["danger"]
        memory = self.memory
        score = 10.0 + 4.0 * len(p.also)
        if ctx["pending"]:
            score += self.pending_bonus  # passing a penalty on beats drawing it
        if not rest:
            return 1000.0
        named = self.hands_named(view, ctx, p)
        if card.color is not None and all(c.is_wild for c in rest) and p.target is None \
                and not named \
                and not (view["rules"].get("seven_o") and card.rank is Rank.ZERO) \
                and not (ctx["nxt_opp"] and counts[nxt] == 1
                         and any(c.rank is Rank.WILD_DRAW_FOUR for c in rest)):
            # (what is left fits any pile: out next turn unless made to draw. With R5 and W it
            # played the Wild first, and won 71% of such positions where R5 wins all of them,
            # botplay43 #1. Not when the wild kept is a four and the next player is on one card:
            # the four stops them, R5 lets them go out on any red, 5 or wild: 72.9% against 59.0%
            # played on from 3,000 deals, review46 #1)
            return 500.0 + score
        if card.color is not None:
            score += self.color_follow_weight * sum(1 for c in rest if c.color is card.color)
            if self.same_rank_weight:
                score += self.same_rank_weight * sum(
                    1 for c in rest if c.rank is card.rank and c.color is not card.color)
            div = self.danger_points_div if danger else self.quiet_points_div
            score += card.points / div * (1 + len(p.also))
            rank = card.rank
            if rank in (Rank.SKIP, Rank.DRAW_TWO):
                score += self.action_danger_bonus if ctx["danger_next"] else (
                    self.action_next_bonus if ctx["nxt_opp"] else -3.0)
            elif rank is Rank.REVERSE:
                if ctx["danger_next"] and not ctx["danger_prev"]:
                    score += self.reverse_danger_bonus
                elif ctx["danger_prev"] and not ctx["danger_next"]:
                    score -= self.reverse_away_malus
                if self.reverse_to_one(ctx):
                    # (to a one-card opponent, while the next is not on one card: also when the
                    # next holds two, review70 #6)
                    score -= self.reverse_to_one_malus
            if self.use_lacks and ctx["nxt_opp"] and memory.lacks(nxt, card.color):
                score += self.lacks_bonus
            if card.number and view["rules"].get("death_number"):
                free = 1.0
                for s in ctx["opps"]:
                    free *= 1.0 - NUMBER_SHARE ** counts[s]
                score -= self.death_number_weight * (1.0 - free) / card.number
            if p.target is not None:  # Seven-O: swap into the smallest hand
                gain = len(rest) - counts[p.target]
                score += 3.0 * gain - (0.0 if p.target in ctx["opps"] else 6.0)
                if p.target in ctx["opps"] and counts[p.target] <= 2 and gain > 0:
                    # (only a swap into a smaller hand: R7, R5 against a two-card hand swapped
                    # the last card but one for two, review73 #2)
                    # (the hand about to go out is taken away: more than a Skip or a Draw
                    # Two, which only delay it — normal skipped a one-card next player where
                    # the 7 won 59% of playouts against 7%, opp53 #2)
                    score += self.swap_danger_bonus
            if view["rules"].get("seven_o") and rank is Rank.ZERO:
                giver = next_seat(view, ctx["me"], -view["direction"])
                score += 3.0 * (len(rest) - counts[giver])
            if ctx["unseen"] is not None:
                score -= self.count_answer_weight * self.answers(card, card.color, ctx["unseen"])
            if named and not ctx.get("pass_hands_named"):
                score -= self.named_to_one_malus
            return score
        # a wild card: name the best colour only — never the one a one-card opponent just
        # named (GR, W: W named green, for the player two seats on, opp52 #2)
        namer = ctx["namer"]
        allowed = COLORS if namer is None else [c for c in COLORS if c is not namer[1]]
        if p.color is not self.color_to_name(rest, view, skips=card.rank is Rank.WILD_DRAW_FOUR,
                                             allowed=allowed, unseen=ctx["unseen"]):
            return None
        # Save wilds (measured: +3.5 points of win share against basic) unless the hand is down
        # to two cards, or an opponent is one card from out and several wilds would be caught,
        # or the one-card opponent who just named the colour would play next with it.
        wilds = sum(1 for c in hand if c.is_wild)
        # (not saved when the one-card namer plays next whatever else this bot plays: any
        # wild changes its colour — judged of the position, not the card: a Wild Draw Four
        # that skips to the namer was spent where a plain Wild did better, opp53 #3)
        save = len(hand) > self.save_above and not (ctx["min_opp"] == 1 and wilds >= 3) \
            and not (namer is not None and ctx["nxt"] == namer[0]) \
            and not (self.spend_twin_wilds and wilds >= 2 and len(hand) - wilds <= 1)
        score = self.wild_saved_score if save else self.wild_spend_score + card.points / 5.0
        if p.power == "peek":
            return None
        if p.power == "swap":
            t = p.target
            if t is None or t not in ctx["opps"] or counts[t] > 2 or len(rest) < 3:
                return None
            score += 12.0
        if card.rank is Rank.WILD_DRAW_FOUR:
            if view["bluff"]:
                if namer is not None and ctx["nxt"] == namer[0] and p.color is not namer[1]:
                    # (a wild spent: a draw, a pass or a card of its colour leaves the
                    # one-card namer next that colour, and the four takes it away caught or
                    # not — the victim of a caught bluff plays on in the colour named; passed,
                    # the round was handed over, opp60 #1. A Skip or Draw Two of the colour
                    # still scores higher where held)
                    pass
                elif not (ctx["danger_next"] and memory.challenge_rate() < 0.5) \
                        or not (self.bluff_fours or ctx["pending"]):
                    return -10.0
                else:
                    score += 10.0
            elif ctx["pending"]:  # (a fair four passes a stack on: botplay42 #1 found it
                score += self.pending_bonus  # scored as a quiet four, and 10 cards drawn)
            elif ctx["nxt_opp"] and counts[nxt] <= self.wd4_next_at:
                score += self.wd4_legal_bonus + (11.0 if save else 0.0)
            elif ctx["danger"] and self.wd4_danger_quiet is not None:
                score += self.wd4_danger_quiet
            else:
                score += self.wd4_quiet if ctx["nxt_opp"] else -6.0
        if ctx["unseen"] is not None and p.color is not None and not save:
            # (a wild held back keeps its score: it plays only when nothing else fits)
            score -= self.count_answer_weight * self.answers(card, p.color, ctx["unseen"])
        return score
