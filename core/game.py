"""The rules engine: game state, legal actions, applying actions, rounds and the match.

Contract
--------
* :func:`new_game` builds a match from ``(rules, players, seed)``; the first dealer is chosen by
  drawing cards, then (after everyone names a date, with ``judgement_day``) round 1 is dealt.
  Everything random comes from the generator state stored in :class:`GameState` (see
  :mod:`core.rng`), so ``(rules, players, seed, actions)`` determines every state on every machine.
* :func:`legal_actions` lists exactly what ``seat`` may do now (``seat=None`` is the table itself,
  which may only deal the next round). Out-of-turn actions (catching, a late UNO, jump-in, death
  number, judgement day) have their own windows; several seats may hold one at once and the host
  applies them in arrival order — after each, :func:`legal_actions` says what is still legal.
* :func:`apply` mutates the state in place for one legal action, or raises :class:`IllegalAction`
  with a stable ``reason`` code and leaves the state untouched — also for a seat or action not
  of the engine's types (``"0"`` for a seat: ``not_seated``; ``Play("R1")``, ``Catch(None)``:
  ``bad_action``), never a ``TypeError``. The one exception is the
  ``misplay_penalty`` option: an attempt to play a held card that does not match (or a Wild Draw
  Four the colour rule forbids, or a card that cannot go on a pending penalty) then costs the
  player the penalty cards and raises :class:`Misplay` (``state_id`` advances). :func:`apply_copy`
  is the pure variant. Each successful apply increments ``state.state_id``.
* :meth:`GameState.to_dict` / :meth:`GameState.from_dict` round-trip through plain data;
  ``from_dict`` refuses a state that cannot happen (:mod:`core.position` says why). A position
  (:mod:`core.position`, docs/POSITION.md) writes a whole table as one line of text.
* Playout mode (``new_game(..., playout=True)``, :attr:`GameState.playout`) plays by exactly the
  same rules and deals the same cards from the same seed, but keeps no public log: for searches
  and simulations that never show a state to anyone.
* What may leave the host is only :func:`core.view.view`; ``GameState`` holds secrets.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from enum import StrEnum
from functools import lru_cache
from itertools import product
from operator import attrgetter
from typing import Any

from . import rng as _rng
from .actions import (
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
    NextRound,
    Pass,
    Play,
    is_number,
    valid_date,
    well_formed,
)
from .cards import COLORS, WILD_DRAW_FOUR, Card, Color, Rank, full_deck
from .record import Record
from .rules import TEAM_SIZE, Rules, RulesError


class Phase(StrEnum):
    """What the game is waiting for."""

    NAME_DATES = "name_dates"  #: judgement day: every seat names a date before round 1
    PLAY = "play"  #: ``current`` plays or draws (or, after drawing, plays the drawn card or passes)
    CHOOSE_COLOR = "choose_color"  #: ``current`` names the colour of a Wild turned up first
    CHALLENGE = "challenge"  #: ``current`` (the victim) challenges or accepts a Wild Draw Four
    GIVE = "give"  #: wild power swap: ``current`` gives cards one by one
    ROUND_OVER = "round_over"  #: the table deals the next round (:class:`NextRound`)
    MATCH_OVER = "match_over"  #: nothing more can happen


# Enum members read through their class cost about 100 ns each (``EnumType`` defines
# ``__getattr__``, which takes attribute lookups off CPython's fast path); the engine reads these
# module constants instead, several times per action.
_CHALLENGE = Phase.CHALLENGE
_CHOOSE_COLOR = Phase.CHOOSE_COLOR
_GIVE = Phase.GIVE
_MATCH_OVER = Phase.MATCH_OVER
_NAME_DATES = Phase.NAME_DATES
_PLAY = Phase.PLAY
_ROUND_OVER = Phase.ROUND_OVER
_DRAW_TWO = Rank.DRAW_TWO
_REVERSE = Rank.REVERSE
_SEVEN = Rank.SEVEN
_SKIP = Rank.SKIP
_WD4 = Rank.WILD_DRAW_FOUR
_WILD = Rank.WILD
_ZERO = Rank.ZERO


class IllegalAction(ValueError):
    """An action that is not legal now. ``reason`` is a stable code for programs and UIs; the
    message (``str()``) is a sentence for the player, which may say more than the code does
    (:data:`NO_CATCH`)."""

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = reason


class Misplay(IllegalAction):
    """An illegal play punished under ``misplay_penalty``: the state *did* change (cards drawn)."""


#: Every reason code :func:`apply` may raise, with a player-facing explanation.
REASONS: dict[str, str] = {
    "match_over": "The match is over.",
    "round_over": "The round is over; wait for the next deal.",
    "not_seated": "That seat is not at this table.",
    "not_in_round": "You are out of this round.",
    "not_your_turn": "It is not your turn.",
    "table_only": "Only the table deals the next round.",
    "card_not_in_hand": "You do not hold that card.",
    "card_does_not_match": "That card does not match the colour, number or symbol on the pile.",
    "color_required": "Name a colour for a wild card.",
    "color_not_allowed": "Only wild cards take a colour.",
    "wd4_not_allowed": "You may only play Wild Draw Four when you hold no card of the current colour.",
    "must_play_drawn": "After drawing you may only play the card you drew, or pass.",
    "must_play_drawn_card": "A playable drawn card must be played.",
    "cannot_draw_with_playable": "You hold a playable card, so you may not draw.",
    "nothing_to_pass": "You can only pass after drawing a playable card.",
    "choose_color_first": "Choose the colour first.",
    "answer_challenge_first": "Challenge the Wild Draw Four or accept it first.",
    "penalty_pending": "A draw penalty is pending: stack a draw card on it or draw.",
    "cannot_stack": "That card cannot be stacked on the pending penalty.",
    "no_challenge": "There is no Wild Draw Four to challenge or accept.",
    "cannot_call_uno": "You can call UNO only when you are down to one card.",
    "no_catch": "That player cannot be caught: they called UNO, or have more than one card, "
    "or it is too late.",
    "bad_target": "That is not a player you can target.",
    "target_required": "Choose a player for that card.",
    "bad_combination": "Those cards cannot be played together.",
    "no_jump_in": "You can only jump in with a card identical to the one just played.",
    "no_power": "That wild power is not available.",
    "give_cards_first": "Choose the cards to give first.",
    "name_date_first": "Everyone names a date first.",
    "no_death_number": "Your hand is not all numbers summing to a multiple of the number played.",
    "no_judgement": "You do not hold number cards spelling that player's date.",
    "judgement_color_required": "Name the colour in play after your throw: one that is not "
                                "among the cards you throw.",
    "judgement_color_thrown": "Name a colour that is not among the cards you throw.",
    "rule_off": "That rule is not played at this table.",
    "not_allowed": "That action is not allowed now.",
    "bad_action": "That action is not well formed.",
}

#: The sentence a refused UNO call (reason ``cannot_call_uno``) carries when the caller has one
#: card and has called UNO already.
UNO_CALLED = "You have already called UNO."

#: The sentence a refusal with a draw penalty pending (reasons ``cannot_stack`` and
#: ``penalty_pending``) carries at a table that plays no stacking (its penalty can wait for a
#: jump-in there): the codes' own sentences speak of stacking (rules39 #3).
PENALTY_DRAW = "A draw penalty is pending: draw its cards."

#: The sentence a refused catch (reason ``no_catch``, one code for all of them) carries instead
#: of the code's own, by why it was refused: only what the catcher can see decides it
#: (:func:`_no_catch_why`), never a secret of the target's hand.
NO_CATCH: dict[str, str] = {
    "out": "That player is out of this round.",
    "caught_by_you": "You already caught that player.",
    "caught_first": "Someone else caught that player first.",
    "tried": "You already tried to catch that player.",
    "called": "That player called UNO in time.",
    "cards": "That player holds more than one card.",
    "late": "Too late to catch that player: play has moved on.",
    "swapped": "Their hand came by a swap or a 0: that counts as called.",
    "many": "That player holds too many cards to owe UNO.",
    "none": "Nothing to catch: their hand did not come from a play.",
}

#: The sentence of a refused jump-in (``no_jump_in``) on a card its player played: "a card
#: identical to the one just played" said nothing of why the twin was refused (proto41 #2).
OWN_CARD = "You cannot jump in on a card you played yourself."

#: The sentence of a refused jump-in (``no_jump_in``) with the very card just played, by why
#: (:func:`_jump_in_refused`): the code's own sentence said the card was not identical (rules50).
JUMP_IN_WHY: dict[str, str] = {
    "first": "You cannot jump in on the first card turned.",
    "wild": "Wild cards cannot be jumped in at this table.",
    "late": "Too late to jump in: play has moved on.",
    "give": "You cannot jump in while cards are being given.",
    "wd4": "You cannot jump in with a Wild Draw Four while you hold a card of the current colour.",
}

#: The sentence of a refused death number (``no_death_number``) from a hand that does add up
#: to the number on the pile, by why (:func:`_death_number_refused`): the code's own sentence said
#: the hand did not (rules50).
DEATH_NUMBER_WHY: dict[str, str] = {
    "number": "Death number needs a number card played: the card on the pile is not one.",
    "first": "Death number needs a card an opponent played, not the first card turned.",
    "late": "Too late for death number: play has moved on.",
    "own": "Death number needs a card an opponent played, not your own.",
    "partner": "Death number needs a card an opponent played, not your partner's.",
}

#: The sentence of a refused judgement (``no_judgement``) from a seat that holds the cards
#: spelling that date, while play is not open, by what it waits for: the code's own sentence
#: said the seat did not hold them (rules50).
JUDGEMENT_WAITS: dict[str, str] = {
    "penalty": "Judgement day waits until play is open: a draw penalty is pending.",
    "challenge": "Judgement day waits until play is open: the Wild Draw Four is not yet "
                 "challenged or accepted.",
    "give": "Judgement day waits until play is open: cards are being given.",
    "color": "Judgement day waits until play is open: the first card's colour is not yet "
             "named.",
}

#: The sentence of ``must_play_drawn`` under ``force_play``, where no pass is offered: the code's
#: own offered one (rules51 #3).
PLAY_DRAWN = "After drawing a card that can be played, you must play it."
#: The sentence of ``no_challenge`` for a ``challenge`` of a Wild Draw Four that waits as a
#: penalty but cannot be challenged at this table (``wd4_challenge`` off, ``wd4_anytime``): the
#: code's own said there was none (rules51 #4).
UNCHALLENGEABLE = "This Wild Draw Four cannot be challenged at this table."
#: The sentence of ``bad_combination`` for a set of draw cards each of which could be stacked
#: alone under ``same_type`` (one draw card a turn, RULES.md decision 3, rules51 #5).
ONE_DRAW_CARD = "Only one draw card a turn can be stacked on a penalty at this table."
#: The sentence of ``answer_challenge_first`` where a card can be stacked on the four (rules51
#: #6: the code's own left stacking out).
ANSWER_OR_STACK = "Challenge the Wild Draw Four, accept it, or stack a card on it first."

#: The sentences of ``cannot_call_uno`` besides :data:`UNO_CALLED`, by why (rules52 #7: the
#: code's own, "down to one card", is false under multi-play, where a set may call).
UNO_REFUSED: dict[str, str] = {
    "swapped": "Your hand came by a swap or a 0, which counts as calling UNO.",
    "caught": "Someone caught you before you called UNO.",
    "set": "You can call UNO only when your hand is one card, or cards you could all play "
           "together.",
}
#: The sentence of ``no_jump_in`` for a set sent to jump in with (one card only, rules52 #4).
JUMP_IN_SET = "You can jump in with one card only, not a set."
#: The codes whose own sentence a refused jump-in with the very card just played carries when
#: the seat may jump in with it but the play lacks (or has a wrong) colour, player or power, as
#: a play on the seat's turn would be told (rules52 #4: the code's own said the card was not
#: identical).
JUMP_IN_FIELDS = ("color_required", "color_not_allowed", "target_required", "no_power",
                  "bad_target")
#: The sentences of ``no_judgement`` for a target that is the thrower or no seat at all
#: (rules52 #5: the code's own said the seat did not hold the cards).
JUDGEMENT_TARGET: dict[str, str] = {
    "own": "You cannot throw on your own date: judgement day needs another player's.",
    "seat": "That is not a player at this table.",
}

#: Every sentence a refusal may carry besides its code's own (:data:`REASONS`), for a client
#: that shows the engine's words translated (the sentences of other codes a refusal borrows,
#: :data:`JUMP_IN_FIELDS`, too).
SENTENCES: tuple[str, ...] = (UNO_CALLED, PENALTY_DRAW, OWN_CARD, *NO_CATCH.values(),
                              *JUMP_IN_WHY.values(), *DEATH_NUMBER_WHY.values(),
                              *JUDGEMENT_WAITS.values(), PLAY_DRAWN, UNCHALLENGEABLE,
                              ONE_DRAW_CARD, ANSWER_OR_STACK, *UNO_REFUSED.values(),
                              JUMP_IN_SET, *(REASONS[code] for code in JUMP_IN_FIELDS),
                              *JUDGEMENT_TARGET.values())


class WildDrawFour(Record):
    """The pending Wild Draw Four while its victim decides (phase CHALLENGE)."""

    __match_args__ = ("offender", "victim", "previous_color", "bluff")

    def __init__(self, offender: int, victim: int, previous_color: Color, bluff: bool) -> None:
        self.offender = offender
        self.victim = victim
        self.previous_color = previous_color
        self.bluff = bluff  #: secret: the offender held a card of ``previous_color``


class RoundResult(Record):
    """Public summary of a finished round."""

    __match_args__ = ("winner", "points", "hands", "hand_points", "order", "loser", "how")

    def __init__(self, winner: int, points: int, hands: list[list[Card]], hand_points: list[int],
                 order: list[int] | None = None, loser: int | None = None,
                 how: str = "out") -> None:
        self.winner = winner  #: the seat that went out first (or won by death number / judgement day)
        self.points = points  #: points the winner (or the winner's team) scored
        self.hands = hands  #: every hand as it was at the end (revealed to all)
        self.hand_points = hand_points
        #: elimination: seats in the order they went out
        self.order: list[int] = [] if order is None else order
        self.loser = loser  #: elimination: the last seat left
        self.how = how  #: "out", "death_number" or "judgement"


#: GameState's fields, in the order of its ``__init__``
FIELD_NAMES = (
    "rules", "players", "seed", "rng", "round_no", "dealer", "current", "direction", "phase",
    "color", "hands", "draw_pile", "unshuffled", "discard", "drawn", "wd4", "pending",
    "pending_rank", "uno_called", "catchable", "caught_by", "spent", "top_by", "fresh",
    "give_left", "give_to", "given", "finished", "eliminated", "dates", "scores", "result",
    "match_winner", "match_loser", "state_id", "log", "log_seq", "playout",
)
_field_values = attrgetter(*FIELD_NAMES)


class GameState(Record):
    """The whole, secret state of one match. Mutated only by this module.

    Written out by hand instead of ``@dataclass(slots=True)`` (which builds the class twice and
    executes generated code for 38 fields: ~10 M instructions of every start of the app); it
    behaves as that dataclass did: the same ``__init__`` (positional or keyword, in the order
    below; a list field left out or given as ``None`` starts empty), ``__post_init__``,
    ``__repr__``, ``__eq__`` (same class, every field equal), unhashable, ``__match_args__``,
    ``__slots__``, copying and pickling (``tests/core/test_state_record.py`` compares it with
    the dataclass on random states). What is gone is the dataclass machinery itself:
    ``dataclasses.fields``/``replace`` do not apply (copy, then set the field)."""

    __slots__ = FIELD_NAMES
    __match_args__ = FIELD_NAMES

    rules: Rules
    players: int
    seed: int
    rng: int
    round_no: int
    dealer: int
    current: int
    direction: int
    phase: Phase
    color: Color | None
    hands: list[list[Card]]
    draw_pile: list[Card]  #: top of the pile is the end
    #: The bottom ``unshuffled`` cards of the draw pile are in no order yet: a draw that reaches
    #: them takes one of them uniformly at random (:func:`_take`). This is Fisher–Yates done
    #: lazily, card by card: the same odds as shuffling the whole pile first, paid for only the
    #: cards actually drawn. Set-ups that stack the pile leave it 0.
    unshuffled: int
    discard: list[Card]  #: top card is the end
    drawn: Card | None  #: card just drawn by ``current`` that it may still play
    wd4: WildDrawFour | None
    pending: int  #: draw penalty waiting for ``current`` (stacking / jump-in rules)
    pending_rank: Rank | None  #: the draw card that made the pending penalty
    uno_called: list[bool]
    catchable: int | None  #: seat holding an UNO hand without calling, window open
    caught_by: list[int]  #: catchers of ``catchable`` so far
    spent: list[list[int]]  #: [kind, seat, target] used this window
    top_by: int | None  #: who played the top card (None: turned up by the dealer)
    fresh: bool  #: the top card was just played and nobody has acted since
    give_left: int  #: GIVE phase: cards still to give
    give_to: int | None  #: GIVE phase: the seat receiving them
    given: list[Card]  #: GIVE phase: cards given so far
    finished: list[int]  #: elimination: seats out of this round
    eliminated: list[bool]  #: challenge scoring: out of the match
    dates: list[list[int] | None]  #: judgement day [month, day]
    scores: list[int]
    result: RoundResult | None
    match_winner: int | None
    match_loser: int | None
    state_id: int
    log: list[dict[str, Any]]
    log_seq: int
    #: Playout mode: the same rules, the same cards from the same seed, but no public log (the
    #: one thing only views, journals and replays read). For searches and simulations that never
    #: show a state to anyone. Not part of :meth:`to_dict`: a restored state keeps its log.
    playout: bool

    def __init__(
            self, rules: Rules, players: int, seed: int, rng: int, round_no: int = 0,
            dealer: int = 0, current: int = 0, direction: int = 1, phase: Phase = _PLAY,
            color: Color | None = None, hands: list[list[Card]] | None = None,
            draw_pile: list[Card] | None = None, unshuffled: int = 0,
            discard: list[Card] | None = None, drawn: Card | None = None,
            wd4: WildDrawFour | None = None, pending: int = 0, pending_rank: Rank | None = None,
            uno_called: list[bool] | None = None, catchable: int | None = None,
            caught_by: list[int] | None = None, spent: list[list[int]] | None = None,
            top_by: int | None = None, fresh: bool = False, give_left: int = 0,
            give_to: int | None = None, given: list[Card] | None = None,
            finished: list[int] | None = None, eliminated: list[bool] | None = None,
            dates: list[list[int] | None] | None = None, scores: list[int] | None = None,
            result: RoundResult | None = None, match_winner: int | None = None,
            match_loser: int | None = None, state_id: int = 0,
            log: list[dict[str, Any]] | None = None, log_seq: int = 0, playout: bool = False,
    ) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.rng = rng
        self.round_no = round_no
        self.dealer = dealer
        self.current = current
        self.direction = direction
        self.phase = phase
        self.color = color
        self.hands = [] if hands is None else hands
        self.draw_pile = [] if draw_pile is None else draw_pile
        self.unshuffled = unshuffled
        self.discard = [] if discard is None else discard
        self.drawn = drawn
        self.wd4 = wd4
        self.pending = pending
        self.pending_rank = pending_rank
        self.uno_called = [] if uno_called is None else uno_called
        self.catchable = catchable
        self.caught_by = [] if caught_by is None else caught_by
        self.spent = [] if spent is None else spent
        self.top_by = top_by
        self.fresh = fresh
        self.give_left = give_left
        self.give_to = give_to
        self.given = [] if given is None else given
        self.finished = [] if finished is None else finished
        self.eliminated = [] if eliminated is None else eliminated
        self.dates = [] if dates is None else dates
        self.scores = [] if scores is None else scores
        self.result = result
        self.match_winner = match_winner
        self.match_loser = match_loser
        self.state_id = state_id
        self.log = [] if log is None else log
        self.log_seq = log_seq
        self.playout = playout
        self.__post_init__()

    def _values(self) -> tuple[Any, ...]:  # (Record's repr and == read the fields through it)
        return _field_values(self)

    def __post_init__(self) -> None:
        """Per-seat lists left empty are sized to the table."""
        n = self.players
        for name, blank in (("scores", 0), ("eliminated", False), ("uno_called", False),
                            ("dates", None)):
            if not getattr(self, name):
                setattr(self, name, [blank] * n)
        if not self.hands:
            self.hands = [[] for _ in range(n)]

    # ----------------------------------------------------------------- helpers
    @property
    def top(self) -> Card:
        return self.discard[-1]

    def active(self, seat: int) -> bool:
        """In this round: not eliminated from the match and not gone out (elimination)."""
        return not self.eliminated[seat] and seat not in self.finished

    def active_count(self) -> int:
        return sum(1 for s in range(self.players) if self.active(s))

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The active seat ``steps`` places after ``seat`` in the direction of play."""
        n = self.players
        if not self.finished and True not in self.eliminated:
            return (seat + self.direction * steps) % n
        for _ in range(steps):
            seat = (seat + self.direction) % n
            guard = 0
            while not self.active(seat) and guard < n:
                seat = (seat + self.direction) % n
                guard += 1
        return seat

    def team_of(self, seat: int) -> int:
        """Team index of ``seat`` (every seat is its own team when teams are off)."""
        return team_of(self.rules, self.players, seat)

    def seat_teams(self) -> list[int]:
        """Each seat's team (:meth:`team_of`), in seat order: what a view, a ``match_end`` and
        the host's closing notice say of the teams."""
        return [self.team_of(seat) for seat in range(self.players)]

    def rounds_scored(self) -> int:
        """How many rounds of the match have been scored: the rounds dealt, less the one under
        way (none is between rounds, at the match's end, or before round 1's deal)."""
        between = self.phase in (_ROUND_OVER, _MATCH_OVER)
        return max(0, self.round_no if between else self.round_no - 1)

    def copy(self) -> GameState:
        """An independent deep copy (cards are immutable and shared)."""
        new = copy.copy(self)
        new.hands = [list(h) for h in self.hands]
        new.draw_pile = list(self.draw_pile)
        new.discard = list(self.discard)
        new.uno_called = list(self.uno_called)
        new.caught_by = list(self.caught_by)
        new.spent = [list(x) for x in self.spent]
        new.given = list(self.given)
        new.finished = list(self.finished)
        new.eliminated = list(self.eliminated)
        new.dates = [None if d is None else list(d) for d in self.dates]
        new.scores = list(self.scores)
        new.log = list(self.log)
        new.wd4 = copy.copy(self.wd4)
        return new

    def card_count(self) -> int:
        """Cards in hands, draw pile, discard pile and in transit; 108 in every reachable state."""
        return sum(map(len, self.hands)) + len(self.draw_pile) + len(self.discard) + len(self.given)

    # ------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        """Plain data (str/int/bool/None/list/dict), msgpack- and JSON-ready."""

        def cards(cs: list[Card]) -> list[str]:
            return [c.code for c in cs]

        res = self.result
        return {
            "rules": self.rules.to_dict(),
            "players": self.players,
            "seed": self.seed,
            "rng": self.rng,
            "round_no": self.round_no,
            "dealer": self.dealer,
            "current": self.current,
            "direction": self.direction,
            "phase": self.phase.value,
            "color": self.color.value if self.color else None,
            "hands": [cards(h) for h in self.hands],
            "draw_pile": cards(self.draw_pile),
            "unshuffled": self.unshuffled,
            "discard": cards(self.discard),
            "drawn": self.drawn.code if self.drawn else None,
            "wd4": None
            if self.wd4 is None
            else {
                "offender": self.wd4.offender,
                "victim": self.wd4.victim,
                "previous_color": self.wd4.previous_color.value,
                "bluff": self.wd4.bluff,
            },
            "pending": self.pending,
            "pending_rank": self.pending_rank.value if self.pending_rank else None,
            "uno_called": list(self.uno_called),
            "catchable": self.catchable,
            "caught_by": list(self.caught_by),
            "spent": [list(x) for x in self.spent],
            "top_by": self.top_by,
            "fresh": self.fresh,
            "give_left": self.give_left,
            "give_to": self.give_to,
            "given": cards(self.given),
            "finished": list(self.finished),
            "eliminated": list(self.eliminated),
            "dates": [None if d is None else list(d) for d in self.dates],
            "scores": list(self.scores),
            "result": None
            if res is None
            else {
                "winner": res.winner,
                "points": res.points,
                "hands": [cards(h) for h in res.hands],
                "hand_points": list(res.hand_points),
                "order": list(res.order),
                "loser": res.loser,
                "how": res.how,
            },
            "match_winner": self.match_winner,
            "match_loser": self.match_loser,
            "state_id": self.state_id,
            "log": copy.deepcopy(self.log),
            "log_seq": self.log_seq,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """Inverse of :meth:`to_dict`. Refuses data that is not a state, or a state that cannot
        happen (not the 108 cards, a seat out of range, a phase that disagrees with the rest…),
        with :class:`core.position.InvalidPosition` (a ``ValueError``) naming every problem."""
        from .position import InvalidPosition, PositionStatus, check_position

        try:
            state = cls._from_dict(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
            raise InvalidPosition(PositionStatus.FORM,
                                  f"not a game state: {type(exc).__name__}: {exc}") from None
        check_position(state)
        return state

    @classmethod
    def _from_dict(cls, data: dict[str, Any]) -> GameState:
        def cards(codes: list[str]) -> list[Card]:
            return [Card.parse(c) for c in codes]

        wd4 = data["wd4"]
        res = data["result"]
        return cls(
            rules=Rules.from_dict(data["rules"]),
            players=data["players"],
            seed=data["seed"],
            rng=data["rng"],
            round_no=data["round_no"],
            dealer=data["dealer"],
            current=data["current"],
            direction=data["direction"],
            phase=Phase(data["phase"]),
            color=Color(data["color"]) if data["color"] else None,
            hands=[cards(h) for h in data["hands"]],
            draw_pile=cards(data["draw_pile"]),
            unshuffled=data["unshuffled"],
            discard=cards(data["discard"]),
            drawn=Card.parse(data["drawn"]) if data["drawn"] else None,
            wd4=None
            if wd4 is None
            else WildDrawFour(
                wd4["offender"], wd4["victim"], Color(wd4["previous_color"]), wd4["bluff"]
            ),
            pending=data["pending"],
            pending_rank=Rank(data["pending_rank"]) if data["pending_rank"] else None,
            uno_called=list(data["uno_called"]),
            catchable=data["catchable"],
            caught_by=list(data["caught_by"]),
            spent=[list(x) for x in data["spent"]],
            top_by=data["top_by"],
            fresh=data["fresh"],
            give_left=data["give_left"],
            give_to=data["give_to"],
            given=cards(data["given"]),
            finished=list(data["finished"]),
            eliminated=list(data["eliminated"]),
            dates=[None if d is None else list(d) for d in data["dates"]],
            scores=list(data["scores"]),
            result=None
            if res is None
            else RoundResult(
                res["winner"], res["points"], [cards(h) for h in res["hands"]],
                list(res["hand_points"]), list(res["order"]), res["loser"], res["how"],
            ),
            match_winner=data["match_winner"],
            match_loser=data["match_loser"],
            state_id=data["state_id"],
            log=copy.deepcopy(data["log"]),
            log_seq=data["log_seq"],
        )

    def digest(self) -> str:
        """SHA-256 of the canonical serialisation: equal digests mean equal states."""
        blob = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":")).encode()
        return hashlib.sha256(blob).hexdigest()


# ====================================================================== teams
def team_size(rules: Rules) -> int:
    """Players to a team under ``rules`` (1 without teams)."""
    return TEAM_SIZE[rules.teams]


def team_of(rules: Rules, players: int, seat: int) -> int:
    """Partners sit opposite: with ``k`` teams, seat ``s`` plays for team ``s % k``."""
    size = team_size(rules)
    return seat % (players // size) if size > 1 else seat


def least_players(rules: Rules) -> int:
    """The fewest seats a table needs for ``rules``: their ``players``, else two teams (or two
    players without teams). A table with fewer seats can never play them."""
    return max(rules.players, 2 * team_size(rules))


def check_table(rules: Rules, players: int) -> None:
    """Raise :class:`RulesError` if ``rules`` cannot be played by ``players`` seats."""
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 10:
        raise RulesError("a table has 2 to 10 players")
    if rules.players and rules.players != players:
        raise RulesError(f"these rules are for exactly {rules.players} players, not {players}")
    size = team_size(rules)
    if size > 1 and (players % size or players < least_players(rules)):
        raise RulesError(
            f"teams = \"{rules.teams}\" needs a multiple of {size} players, at least {2 * size}"
        )


def seats_for(rules: Rules, wanted: int) -> int:
    """The number of players nearest ``wanted`` (more rather than fewer) that ``rules`` can
    seat (:func:`check_table`: a fixed number of players, teams of a size); ``wanted`` when it
    can, or when no number can."""
    for players in sorted(range(2, 11), key=lambda n: (abs(n - wanted), -n)):
        try:
            check_table(rules, players)
        except RulesError:
            continue
        return players
    return wanted


# ====================================================================== setup
def new_game(rules: Rules, players: int, seed: int | str | bytes, *,
             playout: bool = False) -> GameState:
    """Start a match: choose the first dealer by drawing, then deal round 1 (or, with
    ``judgement_day``, wait for every seat to name its date first). ``playout``: keep no log
    (see :attr:`GameState.playout`); everything else happens exactly as without it."""
    check_table(rules, players)
    state_seed = _rng.seed_state(seed)
    state = GameState(rules=rules, players=players, seed=state_seed, rng=state_seed,
                      playout=playout)
    state.scores = [0] * players
    state.eliminated = [False] * players
    state.uno_called = [False] * players
    state.hands = [[] for _ in range(players)]
    state.dates = [None] * players
    state.dealer = _choose_dealer(state)
    if rules.judgement_day:
        state.phase = _NAME_DATES
        _new_pile(state, full_deck())
        state.discard = []
    else:
        _start_round(state)
    return state


def _event(state: GameState, kind: str, private: dict[str, Any] | None = None,
           to: int | None = None, **public: Any) -> None:
    """Append a log event. ``private`` fields are shown only to seat ``to``. Nothing in playout
    mode."""
    if state.playout:
        return
    state.log_seq += 1
    ev: dict[str, Any] = {"seq": state.log_seq, "type": kind, **public}
    if private is not None:
        ev["private"] = {"to": to, **private}
    state.log.append(ev)


def _take(state: GameState) -> Card:
    """Take the top card of the draw pile (which must not be empty): :func:`_take_many` of 1."""
    return _take_many(state, 1)[0]


_GOLDEN, _MASK, _LIMITS = _rng._GOLDEN, _rng._MASK, _rng._LIMITS


def _take_many(state: GameState, count: int) -> list[Card]:
    """Take ``count`` cards off the top of the draw pile (which holds at least that many), in
    order. A card whose turn comes while the top lies in the unshuffled part (see
    :attr:`GameState.unshuffled`) is first chosen at random from that part: swapped to the top
    from position ``rng.below(n)``. ``core.rng.below`` is inlined (exactly its numbers): the
    deal and every draw come through here."""
    pile = state.draw_pile
    rng = state.rng
    unshuffled = state.unshuffled
    out: list[Card] = []
    for _ in range(count):
        n = len(pile)
        if n <= unshuffled:
            if n > 256:  # pragma: no cover - a pile is at most 108 cards
                rng, j = _rng.below(rng, n)
            else:
                limit = _LIMITS[n]
                while True:
                    rng = (rng + _GOLDEN) & _MASK
                    z = ((rng ^ (rng >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                    z ^= z >> 31
                    if z < limit:
                        break
                j = z % n
            pile[j], pile[-1] = pile[-1], pile[j]
            unshuffled = n - 1
        out.append(pile.pop())
    state.rng = rng
    state.unshuffled = unshuffled
    return out


def _shuffle_pile(state: GameState) -> None:
    """Shuffle the whole draw pile (lazily: see :attr:`GameState.unshuffled`). Every shuffle of
    the engine goes through here."""
    state.unshuffled = len(state.draw_pile)


def _new_pile(state: GameState, cards: list[Card]) -> None:
    """Make ``cards`` the draw pile, shuffled."""
    state.draw_pile = cards
    _shuffle_pile(state)


def _choose_dealer(state: GameState) -> int:
    """Everyone draws a card; the highest number deals; ties among the highest draw again.
    (The cards come from a fresh deck that the first round's deal then replaces.)"""
    _new_pile(state, full_deck())
    deck = state.draw_pile
    contenders = list(range(state.players))
    redraw_symbols = state.rules.first_dealer_symbols == "redraw"
    draws: list[list[str]] = []

    def value(card: Card) -> int:
        if card.is_number:
            return card.number
        return -1 if redraw_symbols else 0

    while True:
        if len(deck) < len(contenders):  # practically impossible; a fresh deck
            _new_pile(state, full_deck())
            deck = state.draw_pile
        picks = {seat: _take(state) for seat in contenders}
        if not state.playout:
            draws.append([f"{seat}:{card.code}" for seat, card in picks.items()])
        best = max(value(c) for c in picks.values())
        leaders = [s for s, c in picks.items() if value(c) == best]
        if best >= 0 and len(leaders) == 1:
            _event(state, "dealer_draw", draws=draws, dealer=leaders[0])
            return leaders[0]
        if best >= 0:
            contenders = leaders


def _start_round(state: GameState) -> None:
    """Shuffle all 108 cards, deal, turn the first card and apply its effect."""
    rules = state.rules
    state.round_no += 1
    if state.round_no > 1:  # round 1 keeps how the first dealer was chosen
        state.log = []
    _new_pile(state, full_deck())
    n = state.players
    state.finished = []
    hands: list[list[Card]] = [[] for _ in range(n)]
    state.hands = hands
    seats = [(state.dealer + k) % n for k in range(1, n + 1)]
    seats = [s for s in seats if not state.eliminated[s]]
    dealt = _take_many(state, rules.hand_size * len(seats))  # one card a seat, round and round
    for k, seat in enumerate(seats):
        hands[seat] = dealt[k::len(seats)]
    state.direction = 1
    state.uno_called = [False] * n
    state.catchable = None
    state.caught_by = []
    state.spent = []
    state.drawn = None
    state.wd4 = None
    state.pending = 0
    state.pending_rank = None
    state.give_left, state.give_to, state.given = 0, None, []
    state.result = None
    state.phase = _PLAY
    state.top_by = None
    state.fresh = False
    first = _take(state)
    while first.rank is _WD4:  # put it back, reshuffle, turn again
        state.draw_pile.append(first)
        _shuffle_pile(state)
        _event(state, "first_card_returned", card=first.code)
        first = _take(state)
    state.discard = [first]
    state.color = first.color
    if state.eliminated[state.dealer]:  # (apply's NextRound passes the deal on already)
        state.dealer = state.next_seat(state.dealer)
    state.current = state.next_seat(state.dealer)
    _event(state, "round_start", round=state.round_no, dealer=state.dealer, card=first.code)
    rank = first.rank
    if rank is _WILD:
        state.phase = _CHOOSE_COLOR
    elif rank is _DRAW_TWO:
        _draw(state, state.current, 2, "penalty")
        state.current = state.next_seat(state.current)
    elif rank is _SKIP:
        _event(state, "skipped", seat=state.current)
        state.current = state.next_seat(state.current)
    elif rank is _REVERSE:
        state.direction = -1
        if _two(state):
            state.current = state.dealer  # acts as Skip: the dealer's opponent is skipped
        elif rules.reverse_start == "dealer":
            state.current = state.dealer
        else:
            state.current = state.next_seat(state.dealer)
        _event(state, "reversed", direction=state.direction)


# ================================================================ legality
def _two(state: GameState) -> bool:
    """The two-player rules apply: Reverse acts as Skip."""
    return state.rules.two_player_rules and state.active_count() == 2


def deferred_penalties(rules: Rules) -> bool:
    """Draw penalties wait for their victim's turn (so they can be stacked or jumped on)."""
    return rules.stacking != "off" or rules.jump_in



def _matching(state: GameState, cards: Iterable[Card]) -> list[Card]:
    """The cards among ``cards`` that match the top of the discard pile: same colour as the
    colour in play, same number or symbol as a coloured top card, or wild (the Wild Draw Four
    restriction is not checked here). The engine's one statement of the matching rule."""
    color = state.color
    top = state.discard[-1]
    rank = top.rank if top.color is not None else None  # a wild on top matches by colour only
    return [c for c in cards if c.color is color or c.rank is rank or c.color is None]


def _matches(state: GameState, card: Card) -> bool:
    """Colour, number or symbol match (ignoring the Wild Draw Four restriction)."""
    return bool(_matching(state, (card,)))


def _has_color(hand: list[Card], color: Color | None) -> bool:
    return any(c.color is color for c in hand)


def _wd4_allowed(state: GameState, hand: list[Card]) -> bool:
    rules = state.rules
    if rules.wd4_anytime or rules.wd4_challenge:
        return True
    return not _has_color(hand, state.color)


def _can_stack(state: GameState, card: Card) -> bool:
    """May ``card`` be played on the pending penalty (``state.pending > 0``)?"""
    level = state.rules.stacking
    on = state.pending_rank
    if level == "off" or on is None or not card.draw_amount:
        return False
    if level == "draw2":
        return card.rank is _DRAW_TWO and on is _DRAW_TWO
    if card.rank is _DRAW_TWO:
        if on is _DRAW_TWO:
            return True
        return level == "any" and card.color is state.color  # +2 on +4 follows the named colour
    # a Wild Draw Four
    return on is _WD4 or level in ("progressive", "any")


def _playable_cards(state: GameState, hand: list[Card]) -> list[Card]:
    """The distinct cards of ``hand`` that may be played on the current turn, in hand order
    (what :func:`_playable` says of each, computed for the whole hand at once)."""
    if state.pending:
        return [c for c in dict.fromkeys(hand) if _playable(state, c, hand)]
    cards = _matching(state, hand)
    if len(cards) > 1:
        cards = list(dict.fromkeys(cards))
    if WILD_DRAW_FOUR in cards and not _wd4_allowed(state, hand):
        cards.remove(WILD_DRAW_FOUR)
    return cards


def _playable(state: GameState, card: Card, hand: list[Card]) -> bool:
    if state.pending:
        return _can_stack(state, card) and (
            card.rank is not _WD4 or _wd4_allowed(state, hand))
    if not _matching(state, (card,)):
        return False
    return card.rank is not _WD4 or _wd4_allowed(state, hand)


#: Cards a wrongful challenger of a Wild Draw Four draws on top of the penalty it challenged.
WRONG_CHALLENGE_EXTRA = 2


def pending_kept(rules: Rules, pending: int, draw_card: bool, jumped: bool) -> int:
    """What is left of a ``pending`` penalty when a card is played on it, in turn or ``jumped``
    in: a jumped-in draw card cancels the penalty it copies unless ``rules.jump_in_stacks``
    (official: the identical card cancels the first one's penalty). The engine's one statement
    of it (``_play``)."""
    return 0 if jumped and draw_card and not rules.jump_in_stacks else pending


def pending_after_play(rules: Rules, pending: int, amount: int, jumped: bool = False) -> int:
    """The draw penalty the next player faces after a play of draw cards worth ``amount`` (4
    per Wild Draw Four, 2 per Draw Two) on a ``pending`` penalty, played in turn or ``jumped``
    in: what is kept of it (:func:`pending_kept`) plus ``amount``, as the engine adds it.

    A Wild Draw Four's challenge moves this whole total: a bluffer draws it, a wrongful
    challenger draws it plus :data:`WRONG_CHALLENGE_EXTRA`; so a client can say the real
    numbers before it plays."""
    return pending_kept(rules, pending, bool(amount), jumped) + amount


def uno_hand(rules: Rules, hand: list[Card]) -> bool:
    """A hand that obliges its holder to call UNO: one card, or (multi-play) a set that can all
    be played together."""
    if len(hand) == 1:
        return True
    if rules.multi_play == "off" or len(hand) < 2 or hand[0].is_wild:
        return False
    return len({set_key(rules.multi_play, c) for c in hand}) == 1


def set_key(multi_play: str, card: Card) -> Any:
    """What cards played together share under ``multi_play`` (``identical``: the card itself;
    ``same_value``: its number or symbol): the one statement of which cards make a set (wild
    cards never combine)."""
    return card if multi_play == "identical" else card.rank_key


def _max_uno_hands() -> dict[str, int]:
    """The most cards an UNO hand can hold under each ``multi_play`` level: as many as one deck
    holds of one card (``identical``) or of one value (``same_value``); wilds never combine."""
    from collections import Counter

    plain = [c for c in full_deck() if not c.is_wild]
    return {"off": 1, "identical": max(Counter(plain).values()),
            "same_value": max(Counter(c.rank_key for c in plain).values())}


#: the most cards an UNO hand can hold, per ``multi_play`` level (1, 2 and 8 with one deck)
MAX_UNO_HAND = _max_uno_hands()


def _few_values(hand: list[Card]) -> bool:
    """Whether playing one card of ``hand`` may leave a multi-play UNO hand of two or more cards
    (a necessary condition: the hand holds at most two values)."""
    return len({c.rank_key for c in hand}) <= 2


def _targets(state: GameState, seat: int) -> list[int]:
    return [s for s in range(state.players) if s != seat and state.active(s)]


def _combos(state: GameState, hand: list[Card],
            playable: list[Card]) -> list[tuple[Card, tuple[Card, ...]]]:
    """Multi-play sets of two or more cards that include a playable card (``playable``: what
    :func:`_playable_cards` says of ``hand``): ``(top card, other cards)``; wilds never
    combine."""
    mode = state.rules.multi_play
    out: list[tuple[Card, tuple[Card, ...]]] = []
    if mode == "off" or not playable:
        return out
    if mode == "identical":  # 2, 3 or 4 identical cards, playable like any one of them
        for card in playable:  # distinct cards, in hand order
            count = hand.count(card)
            if count >= 2 and not card.is_wild:
                out += [(card, (card,) * (size - 1)) for size in range(2, count + 1)]
        return out
    # same value: any cards of one number or symbol, in any colours, one of them playable
    keys = {c.rank_key for c in playable if not c.is_wild}
    if not keys:
        return out
    groups: dict[int, list[Card]] = {}
    for card in hand:
        if card.rank_key in keys:
            groups.setdefault(card.rank_key, []).append(card)
    for group in groups.values():
        if len(group) >= 2:
            group.sort(key=_CODE)  # the sets depend only on which cards, not on their order
            out += _value_sets(tuple(group), tuple(c for c in group if c in playable))
    return out


_CODE = attrgetter("code")


@lru_cache(maxsize=4096)
def _value_sets(group: tuple[Card, ...],
                playable: tuple[Card, ...]) -> tuple[tuple[Card, tuple[Card, ...]], ...]:
    """Every set of two or more cards of ``group`` (cards of one value, sorted by code) that
    includes a card of ``playable``, as ``(top card, other cards)`` for each possible top card.
    Cached: hands repeat the same few groups over and over."""
    ok = frozenset(playable)
    counts = list(Counter(group).items())  # in code order, like ``group``
    out: list[tuple[Card, tuple[Card, ...]]] = []
    for picks in product(*(range(k + 1) for _, k in counts)):
        if sum(picks) < 2:
            continue
        chosen = [c for (c, _), m in zip(counts, picks, strict=True) for _ in range(m)]
        if ok.isdisjoint(chosen):
            continue
        for top in dict.fromkeys(chosen):
            rest = list(chosen)
            rest.remove(top)
            out.append((top, tuple(rest)))
    return tuple(out)


def _play_variants(state: GameState, seat: int, card: Card, also: tuple[Card, ...],
                   hand: list[Card], few_values: bool | None = None) -> list[Action]:
    """Every way to play ``card`` (+ ``also``): colours, targets, powers, with/without UNO.
    ``few_values`` may pass :func:`_few_values` of ``hand`` when the caller already knows it."""
    rules = state.rules
    left = len(hand) - 1 - len(also)
    rank = card.rank
    if not _names_player(rules, rank):  # no target or power: the common case
        if also:
            plain, called = _multi_plays(card, also)
        else:
            plain, called = _PLAIN_PLAYS[card], _UNO_PLAYS[card]
        if left == 1:  # one card left: always an UNO hand
            return [*plain, *called]
        if left > 1 and rules.multi_play != "off" and (
                _few_values(hand) if few_values is None else few_values):
            rest = list(hand)
            for c in (card, *also):
                rest.remove(c)
            if uno_hand(rules, rest):
                return [*plain, *called]
        return list(plain)
    colors: tuple[Color | None, ...] = COLORS if card.color is None else (None,)
    extras: list[tuple[int | None, str | None]] = [(None, None)]
    if left > 0:
        if rules.seven_o and card.rank is _SEVEN:
            extras = [(t, None) for t in _targets(state, seat)]
        elif rules.wild_powers and card.rank is _WILD:
            extras += [(t, p) for p in ("peek", "swap") for t in _targets(state, seat)]
    out: list[Action] = [Play(card, c, False, also, t, p) for c in colors for t, p in extras]
    if left > 0:
        rest = list(hand)
        for c in (card, *also):
            rest.remove(c)
        if uno_hand(rules, rest):
            out += [Play(card, c, True, also, t, p) for c in colors for t, p in extras]
    return out


#: The plain plays of every kind of card (a wild once per colour), built once.
_PLAIN_PLAYS: dict[Card, tuple[Play, ...]] = {
    card: tuple(Play(card, c) for c in (COLORS if card.is_wild else (None,)))
    for card in dict.fromkeys(full_deck())
}
#: The same plays with UNO called.
_UNO_PLAYS: dict[Card, tuple[Play, ...]] = {
    card: tuple(Play(p.card, p.color, True) for p in plays) for card, plays in _PLAIN_PLAYS.items()
}


@lru_cache(maxsize=4096)
def _multi_plays(card: Card, also: tuple[Card, ...]) -> tuple[tuple[Play, ...], tuple[Play, ...]]:
    """The multi-play of ``card`` on top of ``also`` (never wild), without and with UNO called,
    built once: hands repeat the same sets over and over."""
    return (Play(card, None, False, also),), (Play(card, None, True, also),)


def _jump_ins(state: GameState, seat: int) -> list[Action]:
    """Jump-in: a card identical to the one just played, out of turn."""
    if _jump_in_refused(state, seat) is not None:
        return []
    top = state.discard[-1]
    return _play_variants(state, seat, top, (), state.hands[seat])


def _jump_in_refused(state: GameState, seat: int) -> str | None:
    """Why ``seat`` may not jump in now with the card just played, or ``None`` when it may:
    the one statement of the rule, which :func:`_jump_ins` obeys and a refused jump-in's
    sentence quotes (:data:`JUMP_IN_WHY` words the reasons a seat can be told apart from the
    code's own sentence). In the order the reasons are said: the rule off, the seat's own card,
    the first card turned, a wild where only coloured cards are jumped in with, play moved on,
    cards being given, another phase, a seat out of the round, the card not held, a Wild Draw
    Four against the colour rule."""
    rules = state.rules
    if not rules.jump_in:
        return "off"
    if state.top_by is None:
        return "first"
    if seat == state.top_by:
        return "own"
    top = state.discard[-1]
    if top.is_wild and rules.jump_in_colored_only:
        return "wild"
    if not state.fresh:
        return "late"
    if state.phase is _GIVE:
        return "give"
    if state.phase not in (_PLAY, _CHALLENGE):
        return "phase"
    if not state.active(seat):
        return "out"
    if top not in state.hands[seat]:
        return "held"
    if top.rank is _WD4 and not _wd4_allowed(state, state.hands[seat]):
        return "wd4"
    return None


def _death_number(state: GameState, seat: int) -> bool:
    return _death_number_refused(state, seat) is None


def _death_number_refused(state: GameState, seat: int) -> str | None:
    """Why ``seat`` may not claim death number now, or ``None`` when it may: the one statement
    of the rule (:func:`legal_actions` lists the claim where it holds; a refused claim's
    sentence quotes it, :data:`DEATH_NUMBER_WHY`). The card on the pile is asked first (no
    hand adds up to a card that is no number, rules52 #9), then the hand, so a hand that does
    not add up is told so whatever else holds."""
    if not state.rules.death_number:
        return "off"
    if state.discard and not state.discard[-1].is_number:
        return "number"
    if not state.discard or not _sums_to_death(state.hands[seat], state.discard[-1]):
        return "sum"
    if state.top_by is None:
        return "first"
    if not state.fresh:
        return "late"
    if state.top_by == seat:
        return "own"
    if state.team_of(state.top_by) == state.team_of(seat):  # an opponent's card only
        return "partner"
    return None


def _sums_to_death(hand: list[Card], top: Card) -> bool:
    """Is ``hand`` all number cards whose sum is a multiple of the number card ``top`` (zero
    for a 0): the hand death number needs?"""
    if not top.is_number or not hand or not all(c.is_number for c in hand):
        return False
    total = sum(c.number for c in hand)
    number = top.number
    return total == 0 if number == 0 else total > 0 and total % number == 0


def date_digits(date: list[int]) -> list[int]:
    """The pattern of a judgement-day date: the digits of month then day (12-25 → 1,2,2,5)."""
    return [int(ch) for ch in f"{date[0]}{date[1]}"]


def judgement_cards(hand: list[Card], digits: list[int]) -> list[Card] | None:
    """Number cards spelling ``digits`` with as many colours as possible, or None."""
    pools = [sorted({c for c in hand if c.is_number and c.number == d},
                    key=lambda c: c.code) for d in digits]
    if any(not p for p in pools):
        return None
    have = Counter(hand)
    best: list[Card] | None = None
    best_key: tuple[int, list[str]] | None = None
    for pick in product(*pools):
        if any(have[c] < k for c, k in Counter(pick).items()):
            continue
        key = (-len({c.color for c in pick}), [c.code for c in pick])
        if best_key is None or key < best_key:
            best, best_key = list(pick), key
    return best


def _judgement_closed(state: GameState, seat: int) -> str | None:
    """Why play is not open to a judgement-day throw by ``seat`` now, or ``None`` when it is:
    the one statement of when a throw may be made (:func:`_judgements` lists the throws of the
    cards a seat holds only then; a refused throw's sentence quotes it, :data:`JUDGEMENT_WAITS`)."""
    if not state.rules.judgement_day:
        return "off"
    phase = state.phase
    if phase is _CHALLENGE:
        return "challenge"
    if phase is _GIVE:
        return "give"
    if phase is _CHOOSE_COLOR:
        return "color"
    if phase is not _PLAY:
        return "phase"
    if state.pending:
        return "penalty"
    if not state.active(seat):
        return "out"
    return None


def _throw_of(state: GameState, seat: int, target: int) -> list[Card] | None:
    """The number cards of ``seat``'s hand that spell the date of another seat ``target``
    (:func:`judgement_cards`), or ``None``: no such seat, its own, no date named, or no such
    cards. What :func:`_judgements` lists and a refused throw's reason and sentence ask."""
    if not 0 <= target < state.players or target == seat or target >= len(state.dates):
        return None
    date = state.dates[target]
    return None if date is None else judgement_cards(state.hands[seat], date_digits(date))


def _judgements(state: GameState, seat: int) -> list[Action]:
    if _judgement_closed(state, seat) is not None:
        return []
    out: list[Action] = []
    for target in range(len(state.dates)):
        cards = _throw_of(state, seat, target)
        if cards is None:
            continue
        if throw_ends_round(state.rules.scoring, cards, len(state.hands[seat]) - len(cards)):
            out.append(Judgement(target, None))  # (no colour counts: the round is won)
            continue
        used = {c.color for c in cards}
        calls = (False, True) if _throw_leaves_uno(state, seat, cards) else (False,)
        out += [Judgement(target, c, uno) for c in COLORS if c not in used for uno in calls]
    return out


def legal_actions(state: GameState, seat: int | None) -> list[Action]:
    """Exactly the actions ``seat`` may take now, in a stable order (``None``: the table).

    A ``Play`` is listed with ``uno=True`` only where the play leaves an UNO hand; :func:`apply`
    also takes the same play with ``uno=True`` elsewhere and drops the flag (a client that always
    sets it is not refused, and it is no false UNO call: that is ``CallUno``)."""
    phase = state.phase
    if phase is _MATCH_OVER:
        return []
    if seat is None:
        return [NextRound()] if phase is _ROUND_OVER else []
    if phase is _ROUND_OVER or not 0 <= seat < state.players:
        return []
    if phase is _NAME_DATES:
        if state.dates[seat] is not None:
            return []
        return [NameDate(m, d) for m in range(1, 13) for d in range(1, 32) if valid_date(m, d)]
    if state.eliminated[seat] or seat in state.finished:  # not in this round
        return []
    rules = state.rules
    out: list[Action] = []
    hand = state.hands[seat]
    if seat == state.current:
        if phase is _PLAY:  # the common case first
            if state.drawn is not None:
                if _playable(state, state.drawn, hand):
                    out += _play_variants(state, seat, state.drawn, (), hand)
                    # (force_play never forces a bluff: a drawn Wild Draw Four while holding
                    # the colour in play may be kept, RULES.md §3)
                    if not rules.force_play or (
                            state.drawn.rank is _WD4 and rules.wd4_bluff_possible
                            and _has_color(hand, state.color)):
                        out.append(_PASS)
                else:
                    out.append(_PASS)
            elif not rules.seven_o and not rules.wild_powers and rules.multi_play == "off":
                # no targets, powers or sets: every play is a plain one (what _play_variants
                # says, without asking it card by card), with UNO called or not when one card
                # will be left
                if len(hand) == 2:
                    for card in _playable_cards(state, hand):
                        out += _PLAIN_PLAYS[card]
                        out += _UNO_PLAYS[card]
                else:
                    for card in _playable_cards(state, hand):
                        out += _PLAIN_PLAYS[card]
                if state.pending or not out or rules.draw_when_playable:
                    out.append(_DRAW)
            else:
                playable = _playable_cards(state, hand)
                few = (_few_values(hand) if rules.multi_play != "off" and len(playable) > 1
                       else None)
                for card in playable:
                    out += _play_variants(state, seat, card, (), hand, few)
                if rules.multi_play != "off":
                    for top, also in _combos(state, hand, playable):
                        # (a stack of Draw Twos at once: not under same_type, Progressive UNO's
                        # "one draw card per turn", RULES.md §6)
                        if not state.pending or (top.rank is _DRAW_TWO
                                                 and rules.stacking != "same_type" and all(
                                _can_stack(state, c) for c in (top, *also))):
                            out += _play_variants(state, seat, top, also, hand)
                if state.pending or not out or rules.draw_when_playable:
                    out.append(_DRAW)
        elif phase is _CHOOSE_COLOR:
            out += [ChooseColor(c) for c in COLORS]
        elif phase is _GIVE:
            out += [Give(c) for c in dict.fromkeys(hand)]
        elif phase is _CHALLENGE:
            out += [Challenge(), Accept()]
            if rules.stacking != "off":
                playable = _playable_cards(state, hand)
                for card in playable:
                    out += _play_variants(state, seat, card, (), hand)
                if rules.multi_play != "off" and rules.stacking != "same_type":
                    # (a set of Draw Twos goes on a four to answer where one would, as it goes
                    # on a penalty pending: RULES.md decision 3, rules51 #1)
                    for top, also in _combos(state, hand, playable):
                        if top.rank is _DRAW_TWO and all(_can_stack(state, c)
                                                         for c in (top, *also)):
                            out += _play_variants(state, seat, top, also, hand)
    elif rules.jump_in:
        out += _jump_ins(state, seat)
    if rules.death_number and _death_number(state, seat):
        out.append(DeathNumber())
    if rules.judgement_day:
        out += _judgements(state, seat)
    # the phase is PLAY, CHALLENGE, CHOOSE_COLOR or GIVE here: UNO calls and catches are open
    if (state.catchable is None and not rules.false_uno_penalty
            and not rules.false_catch_penalty):  # only one's own UNO call (_uno_actions)
        if not state.uno_called[seat] and (
                len(hand) == 1 or (rules.multi_play != "off" and uno_hand(rules, hand))):
            out.append(_CALL_UNO)
    else:
        out += _uno_actions(state, seat)
    return out


_DRAW = Draw()
_PASS = Pass()
_CALL_UNO = CallUno()


def _spent(state: GameState, kind: int, seat: int, target: int) -> bool:
    return [kind, seat, target] in state.spent


_FALSE_UNO, _FALSE_CATCH, _MISPLAY = 0, 1, 2


def _uno_actions(state: GameState, seat: int) -> list[Action]:
    rules = state.rules
    target = state.catchable
    out: list[Action] = []
    if target == seat and _owes_uno(state, seat):
        if not state.caught_by:  # (caught, with the window open: "Someone caught you before
            # you called UNO." — a penalty that made an UNO hand under multi-play included)
            out.append(_CALL_UNO)
    elif target != seat and not state.uno_called[seat] and uno_hand(rules, state.hands[seat]):
        out.append(_CALL_UNO)  # a late call nobody caught: still worth making
    elif rules.false_uno_penalty and not state.uno_called[seat] and not _spent(
            state, _FALSE_UNO, seat, seat):
        out.append(_CALL_UNO)  # a wrong call, which costs cards — in one's own catch window
        # too, caught already or holding no UNO hand (rules55 #1: it was refused there, free)
    if target is None and not rules.false_catch_penalty:
        return out
    for other in range(state.players):
        if other == seat or not state.active(other):
            continue
        if other == target and seat not in state.caught_by and not _spent(
                state, _FALSE_CATCH, seat, other):
            out.append(Catch(other))
        elif (rules.false_catch_penalty and other != target and state.hands[other]
              and not _spent(state, _FALSE_CATCH, seat, other)):
            # a false catch: they called, or it is too late, or they hold more than one card
            # (RULES.md §4: each is a false catch, which this rule makes cost cards)
            out.append(Catch(other))
    return out


def _reason(state: GameState, seat: int | None, action: Action) -> str:
    """Why ``action`` is not legal for ``seat`` (only called when it is not)."""
    if state.phase is _MATCH_OVER:
        return "match_over"
    if seat is None:  # the table only deals, and only between rounds
        return "not_allowed"
    if isinstance(action, NextRound):
        return "table_only"
    if not 0 <= seat < state.players:
        return "not_seated"
    if state.phase is _ROUND_OVER:
        return "round_over"
    if state.phase is _NAME_DATES:
        return "not_allowed" if isinstance(action, NameDate) else "name_date_first"
    if isinstance(action, NameDate):  # (only ever legal in that phase, for every seat)
        return "not_allowed" if state.rules.judgement_day else "rule_off"
    if not state.active(seat):
        return "not_in_round"
    if isinstance(action, CallUno):
        return "cannot_call_uno"
    if isinstance(action, Catch):
        if not 0 <= action.target < state.players or action.target == seat:
            return "bad_target"
        return "no_catch"
    rules = state.rules
    if isinstance(action, DeathNumber):
        return "no_death_number" if rules.death_number else "rule_off"
    if isinstance(action, Judgement):
        return _judgement_reason(state, seat, action) if rules.judgement_day else "rule_off"
    if isinstance(action, Play) and action.power is not None and not rules.wild_powers:
        return "rule_off"
    if isinstance(action, Challenge) and (state.phase is not _CHALLENGE or seat != state.current):
        return "no_challenge" if state.phase is not _CHALLENGE else "not_your_turn"
    if isinstance(action, Accept) and state.phase is not _CHALLENGE and not state.pending:
        return "no_challenge"  # (with a penalty pending: penalty_pending, below, says what to do)
    hand = state.hands[seat]
    if seat != state.current:
        if isinstance(action, Play) and state.rules.jump_in and action.card in hand:
            return "no_jump_in"
        return "not_your_turn"
    if state.phase is _CHOOSE_COLOR:
        return "choose_color_first"
    if state.phase is _GIVE:
        return "card_not_in_hand" if isinstance(action, Give) else "give_cards_first"
    if state.phase is _CHALLENGE and (
            not isinstance(action, Play) or state.rules.stacking == "off"):
        return "answer_challenge_first"
    if isinstance(action, Play):
        card = action.card
        if card.color is None and action.color is None:
            return "color_required"
        if card.color is not None and action.color is not None:
            return "color_not_allowed"
        need = Counter(action.cards)
        if any(Counter(hand)[c] < k for c, k in need.items()):
            return "card_not_in_hand"
        if state.drawn is not None and (card != state.drawn or action.also):
            return "must_play_drawn"
        if state.pending and action.also and all(_can_stack(state, c) for c in action.cards):
            return "bad_combination"  # (same_type: one draw card a turn, RULES.md §6)
        if state.pending or state.phase is _CHALLENGE:
            if card.rank is _WD4 and not action.also and _can_stack(state, card) \
                    and not _wd4_allowed(state, hand):
                return "wd4_not_allowed"  # (it would stack but for the colour rule, rules52 #3)
            return "cannot_stack"
        if action.also:
            mode = state.rules.multi_play
            if mode != "off" and not any(c.is_wild for c in action.cards) \
                    and len({set_key(mode, c) for c in action.cards}) == 1 \
                    and not any(_matches(state, c) for c in action.cards):
                # (a set that goes together, none of it on this pile: a card that does not
                # match, as one alone is, and a misplay under misplay_penalty, rules49 #2)
                return "card_does_not_match"
            return "bad_combination"
        if not _matches(state, card):
            return "card_does_not_match"
        if card.rank is _WD4 and not _wd4_allowed(state, hand):
            return "wd4_not_allowed"
        if action.power is not None and action.target is None and any(
                isinstance(a, Play) and a.card == card and a.power == action.power
                and a.target is not None for a in legal_actions(state, seat)):
            return "target_required"  # (a power that is there, named without whom: proto31 #2)
        if action.power is not None or (action.target is not None and card.rank is not _SEVEN):
            return "no_power"
        if action.target is not None or (state.rules.seven_o and card.rank is _SEVEN):
            return "bad_target" if action.target is not None else "target_required"
        return "not_allowed"
    if isinstance(action, Draw):
        if state.drawn is not None:
            return "must_play_drawn"
        return "cannot_draw_with_playable"
    if isinstance(action, Pass):
        return "must_play_drawn_card" if state.drawn is not None else "nothing_to_pass"
    if state.pending:
        return "penalty_pending"
    return "not_allowed"


def _judgement_reason(state: GameState, seat: int, action: Judgement) -> str:
    """Why a judgement is refused: the colour named is among the thrown cards (a throw that would
    otherwise be fine), or there is no such throw at all."""
    cards = _throw_of(state, seat, action.target) if _judgement_closed(state, seat) is None \
        else None
    if cards is not None:
        if action.color in {c.color for c in cards}:
            return "judgement_color_thrown"
        if action.color is None:
            return "judgement_color_required"  # (not "no_judgement": the seat holds the
            # cards, review52 #4)
    return "no_judgement"


def _no_catch_why(state: GameState, seat: int, target: int) -> str:
    """Which :data:`NO_CATCH` sentence says why ``seat`` may not catch ``target`` now (the
    reason is ``no_catch``): from what the catcher can see (who is out, the catches since the
    last turn move, UNO calls, hand sizes), never from the cards."""
    if not state.active(target):
        return "out"
    for ev in reversed(state.log):  # the catches since the last turn move (the penalty drawn
        kind = ev.get("type")       # after a catch is part of it)
        if kind == "caught" and ev.get("target") == target:
            return "caught_by_you" if ev.get("seat") == seat else "caught_first"
        if closes_catch_window(ev):
            break
    if seat in state.caught_by and target == state.catchable:
        return "caught_by_you"
    if _spent(state, _FALSE_CATCH, seat, target):
        return "tried"
    if state.uno_called[target]:
        # (a hand received by a swap counts as called, RULES.md decision 5: it was no call,
        # rules52 #6)
        return "swapped" if _hand_came_by(state, target) == "swap" else "called"
    mode = state.rules.multi_play
    if len(state.hands[target]) > 1 and mode == "off":
        return "cards"  # (under multi-play several cards may owe UNO: then it is too late)
    if len(state.hands[target]) > MAX_UNO_HAND[mode]:
        return "many"  # (more than any set: rules52 #8)
    # too late only after the target's own play left it this hand (rules52 #8: nobody played)
    return "none" if _hand_came_by(state, target) in ("swap", "draw", "deal") else "late"


#: log events that pass hands or cards between players (a Seven-O 7, a 0, a wild power's swap)
_SWAP_EVENTS = frozenset({"swap_hands", "rotate_hands", "swap_cards"})


def _hand_came_by(state: GameState, seat: int) -> str | None:
    """How ``seat`` last came by the hand it holds, from the public log of this round: ``"play"``
    (its own play or judgement-day throw, or an UNO call since), ``"swap"`` (a swap of hands or
    cards, a 0), ``"draw"``, ``"deal"`` (nothing since the round began), or ``None`` when the log
    does not say (a position laid out without its history)."""
    for ev in reversed(state.log):
        kind = ev.get("type")
        if kind in ("play", "judgement", "uno"):
            if ev.get("seat") == seat:
                return "play"
        elif kind == "draw":
            if ev.get("seat") == seat and ev.get("count"):
                return "draw"
        elif kind in _SWAP_EVENTS:
            if kind == "rotate_hands" or seat in (ev.get("seat"), ev.get("target")):
                return "swap"
        elif kind == "round_start":
            return "deal"
    return None


#: events that close the window for catching (a turn move, a new round)
_CATCH_WINDOW_ENDS = frozenset({"play", "draw", "pass", "color", "challenge", "accept", "give",
                                "date", "death_number", "judgement", "round_start"})


def closes_catch_window(ev: dict[str, Any]) -> bool:
    """Does the log event ``ev`` close the window for catching a missed UNO (a turn move or a
    new round; not the penalty a catch draws)?"""
    kind = ev.get("type")
    return kind in _CATCH_WINDOW_ENDS and not (kind == "draw" and ev.get("why") == "penalty")


def _names_player(rules: Rules, rank: Rank) -> bool:
    """Does a card of ``rank`` name a player under ``rules`` (a Seven-O 7: whom to swap with; a
    Wild under wild powers: whom its power acts on)?"""
    return (rules.seven_o and rank is _SEVEN) or (rules.wild_powers and rank is _WILD)


def _check_shape(seat: Any, action: Any) -> None:
    """Raise :class:`IllegalAction` when ``seat`` is neither ``None`` nor a seat number
    (``not_seated``) or ``action`` is an :class:`Action` whose fields are not of its types
    (``bad_action``). Something that is no action at all is refused later, as ``not_allowed``."""
    if seat is not None and not is_number(seat):
        raise IllegalAction("not_seated", REASONS["not_seated"])
    if isinstance(action, Action) and not well_formed(action):
        raise IllegalAction("bad_action", REASONS["bad_action"])


def check(state: GameState, seat: int | None, action: Action) -> None:
    """Raise :class:`IllegalAction` unless ``action`` is legal for ``seat`` now, taken as
    :func:`apply` takes it (:func:`_as_meant`: an ``uno`` flag that leaves no UNO hand, a last
    card's ``target`` or ``power``, are dropped). Its message is the reason's sentence
    (:data:`REASONS`), or for a refused catch the precise one (:data:`NO_CATCH`)."""
    _check_shape(seat, action)
    _check_legal(state, seat, _as_meant(state, seat, action))


def _check_legal(state: GameState, seat: int | None, action: Action) -> None:
    """:func:`check` of an action of the engine's types, taken as meant."""
    if action not in legal_actions(state, seat):
        reason = _reason(state, seat, action)
        message = REASONS.get(reason, reason)
        if reason == "no_catch" and isinstance(action, Catch) and seat is not None:
            message = NO_CATCH[_no_catch_why(state, seat, action.target)]
        elif reason == "cannot_call_uno" and seat is not None and 0 <= seat < state.players:
            message = _uno_refused(state, seat)
        elif reason in ("cannot_stack", "penalty_pending") and state.rules.stacking == "off":
            message = PENALTY_DRAW
        elif reason == "no_jump_in" and seat is not None and isinstance(action, Play) \
                and action.card == state.discard[-1]:
            if seat == state.top_by:
                message = OWN_CARD
            elif (why := _jump_in_refused(state, seat)) is not None:
                message = JUMP_IN_WHY.get(why, message)
            else:  # (the seat may jump in with that card: the play lacks something, rules52 #4)
                message = _jump_in_lacks(state, seat, action) or message
        elif reason == "no_death_number" and seat is not None:
            message = DEATH_NUMBER_WHY.get(_death_number_refused(state, seat) or "", message)
        elif reason == "no_judgement" and seat is not None and isinstance(action, Judgement) \
                and not 0 <= action.target < state.players:
            message = JUDGEMENT_TARGET["seat"]
        elif reason == "no_judgement" and seat is not None and isinstance(action, Judgement) \
                and action.target == seat:
            message = JUDGEMENT_TARGET["own"]  # (not "you do not hold ...", rules52 #5)
        elif reason == "no_judgement" and seat is not None and isinstance(action, Judgement) \
                and (why := _judgement_waits(state, seat, action)) is not None:
            message = JUDGEMENT_WAITS[why]
        elif reason == "must_play_drawn" and state.rules.force_play and seat is not None \
                and _PASS not in legal_actions(state, seat):  # (a four kept may be, review62)
            message = PLAY_DRAWN
        elif reason == "no_challenge" and isinstance(action, Challenge) and state.pending \
                and state.discard and state.discard[-1].rank is _WD4 \
                and (not state.rules.wd4_challenge or state.rules.wd4_anytime):
            message = UNCHALLENGEABLE
        elif reason == "bad_combination" and state.pending and state.rules.stacking == "same_type" \
                and state.rules.multi_play != "off":  # (no set at all without it, review62)
            message = ONE_DRAW_CARD
        elif reason == "answer_challenge_first" and state.rules.stacking not in ("off", "draw2") \
                and not isinstance(action, Play):  # (draw2 stacks nothing on a four, review62)
            message = ANSWER_OR_STACK
        raise IllegalAction(reason, message)


def _uno_refused(state: GameState, seat: int) -> str:
    """The sentence of a refused UNO call (``cannot_call_uno``) by ``seat``, by why: it called
    already (or its hand came by a swap, which counts as the call, RULES.md decision 5), it was
    caught before calling (the catch window still open under ``uno_penalty_per_catcher``), or
    its hand is no UNO hand: one card, or under multi-play cards it could all play together
    (rules52 #7: the code's own sentence, "down to one card", is false there)."""
    hand = state.hands[seat]
    if state.uno_called[seat]:
        return UNO_REFUSED["swapped"] if _hand_came_by(state, seat) == "swap" else UNO_CALLED
    if uno_hand(state.rules, hand):
        return UNO_REFUSED["caught"]  # (only while the window is open: a late call is legal)
    return REASONS["cannot_call_uno"] if state.rules.multi_play == "off" else UNO_REFUSED["set"]


def _jump_in_lacks(state: GameState, seat: int, action: Play) -> str | None:
    """The sentence of a refused jump-in by ``seat`` with the very card just played, which the
    seat may jump in with now (:func:`_jump_in_refused` is ``None``): what the play lacks or has
    wrong, as a play on the seat's turn is told (:data:`JUMP_IN_FIELDS`), or :data:`JUMP_IN_SET`
    for a set (a jump-in is one card); ``None`` when it is none of these."""
    card = action.card
    if action.also:
        return JUMP_IN_SET
    if card.color is None and action.color is None:
        return REASONS["color_required"]
    if card.color is not None and action.color is not None:
        return REASONS["color_not_allowed"]
    if action.power is not None and action.target is None and any(
            isinstance(a, Play) and a.card == card and a.power == action.power
            and a.target is not None for a in legal_actions(state, seat)):
        return REASONS["target_required"]
    if action.power is not None or (action.target is not None and card.rank is not _SEVEN):
        return REASONS["no_power"]
    if action.target is not None:
        return REASONS["bad_target"]
    if state.rules.seven_o and card.rank is _SEVEN:
        return REASONS["target_required"]
    return None


def _judgement_waits(state: GameState, seat: int, action: Judgement) -> str | None:
    """Which :data:`JUDGEMENT_WAITS` sentence says why ``seat``, holding number cards that spell
    the target's date, may not throw them now: play is not open (None when it is, or when the
    seat holds no such cards: the code's own sentence is true then). The phase and a pending
    penalty are public; the cards are the seat's own."""
    if _throw_of(state, seat, action.target) is None:
        return None
    why = _judgement_closed(state, seat)
    return why if why in JUDGEMENT_WAITS else None


def _punished(state: GameState, seat: int, action: Play, reason: str) -> bool:
    """Is the refused ``action`` a wrong card that ``misplay_penalty`` punishes: one that does
    not match, a Wild Draw Four against the colour rule, or held cards that cannot go on the
    penalty pending — a Wild Draw Four to answer too, whatever the stacking (rules51 #2: at a
    table without stacking a card played on it cost nothing, and under ``same_type`` 2 cards)?"""
    if reason in ("card_does_not_match", "wd4_not_allowed", "cannot_stack"):
        return True
    # (a wild without its colour, a colour on a card that has one: refused as elsewhere, with
    # no penalty, review62)
    return reason == "answer_challenge_first" \
        and action.card.is_wild == (action.color is not None) \
        and not Counter(action.cards) - Counter(state.hands[seat])


def _as_meant(state: GameState, seat: int | None, action: Action) -> Action:
    """``action`` as the engine takes it: a ``Play`` with ``uno=True`` that leaves no UNO hand
    as the same play without the call, and a play of a player's last cards that could name a
    player (a Seven-O 7, a wild under wild powers) without its ``target`` and ``power``: the
    player goes out, so nothing is swapped or peeked at. Anything else as it is."""
    if isinstance(action, Judgement) and (action.uno or action.color is not None):
        return _judgement_as_meant(state, seat, action)
    if not (isinstance(action, Play) and (action.uno or action.target is not None
                                          or action.power is not None)):
        return action
    if seat is None or not 0 <= seat < state.players:
        return action
    hand = state.hands[seat]
    cards = action.cards
    if len(hand) == len(cards):  # (the last cards, if they are these)
        if Counter(hand) != Counter(cards):
            return action  # (not held: refused as sent)
        if _names_player(state.rules, action.card.rank) and not (
                action.card.rank is _SEVEN and action.power is not None):  # (no swap, no power)
            return Play(action.card, action.color, False, action.also)
        return Play(action.card, action.color, False, action.also, action.target, action.power)
    if not action.uno:
        return action
    rest = list(hand)
    try:
        for c in cards:
            rest.remove(c)
    except ValueError:
        return action  # (not held: refused as sent)
    if uno_hand(state.rules, rest):
        return action
    # "uno" only matters when an UNO hand will be left
    return Play(action.card, action.color, False, action.also, action.target, action.power)


# ================================================================== apply
def apply(state: GameState, seat: int | None, action: Action, *, validate: bool = True) -> None:
    """Apply one action in place. With ``validate`` (the default) an illegal action raises
    :class:`IllegalAction` and changes nothing (except under ``misplay_penalty``, see module doc);
    pass ``validate=False`` only for an action taken from :func:`legal_actions` of this state.
    A ``Play`` with ``uno=True`` that leaves no UNO hand is taken as the same play without it
    (see :func:`legal_actions`), and one of a player's last cards with a ``target`` or ``power``
    as the same play without them (:func:`_as_meant`): the player goes out, so nothing is
    swapped or peeked at (a client that always names a 7's player is not refused for its last
    7, rules39 #4)."""
    if validate:
        _check_shape(seat, action)
    action = _as_meant(state, seat, action)
    kind = type(action)
    if validate:
        try:
            _check_legal(state, seat, action)
        except IllegalAction as exc:
            if (state.rules.misplay_penalty and seat is not None and isinstance(action, Play)
                    and _punished(state, seat, action, exc.reason)
                    and not _spent(state, _MISPLAY, seat, seat)):
                state.state_id += 1
                state.spent.append([_MISPLAY, seat, seat])  # once per turn of play
                _event(state, "misplay", seat=seat, card=action.card.code,
                       penalty=state.rules.misplay_penalty)
                _draw(state, seat, state.rules.misplay_penalty, "penalty")
                raise Misplay(exc.reason, str(exc)) from None
            raise
    state.state_id += 1
    if kind is Play or kind is Draw or kind is Pass:  # the common turn actions, dispatched first
        if state.catchable is not None or state.caught_by or state.spent:
            _close_windows(state)
        state.fresh = False
        assert seat is not None
        if kind is Play:
            _play(state, seat, action)  # type: ignore[arg-type]
        elif kind is Draw:
            _draw_turn(state, seat)
        else:
            state.drawn = None
            _event(state, "pass", seat=seat)
            state.current = state.next_seat(seat)
        return
    if isinstance(action, NextRound):
        # (a new round plays clockwise: a winner out of the match passes the deal on so, not
        # the way the round it won ended — Challenge UNO's winner knocked out, rules61 #2)
        state.direction = 1
        state.dealer = state.result.winner if state.result else state.next_seat(state.dealer)
        if state.eliminated[state.dealer]:
            state.dealer = state.next_seat(state.dealer)
        _start_round(state)
        return
    assert seat is not None
    if isinstance(action, NameDate):
        state.dates[seat] = [action.month, action.day]
        _event(state, "date", seat=seat, month=action.month, day=action.day)
        if all(d is not None for d in state.dates):
            _start_round(state)
        return
    if isinstance(action, CallUno):
        _call_uno(state, seat)
        return
    if isinstance(action, Catch):
        _catch(state, seat, action.target)
        return
    # Every other action is a turn action: open out-of-turn windows close.
    _close_windows(state)
    if isinstance(action, DeathNumber):
        _event(state, "death_number", seat=seat, hand=[c.code for c in state.hands[seat]],
               number=state.discard[-1].number)
        state.discard.extend(state.hands[seat])
        state.hands[seat] = []
        _end_round(state, seat, "death_number")
        return
    if isinstance(action, Judgement):
        _judgement(state, seat, action)
        return
    state.fresh = False
    if isinstance(action, ChooseColor):
        state.color = action.color
        state.phase = _PLAY
        _event(state, "color", seat=seat, color=action.color.value)
    elif isinstance(action, Challenge):
        _challenge(state, seat)
    elif isinstance(action, Accept):
        state.wd4 = None
        state.phase = _PLAY
        _event(state, "accept", seat=seat)
        _take_pending(state, seat)
    elif isinstance(action, Give):
        _give(state, seat, action.card)
    else:  # pragma: no cover - legal_actions never offers anything else
        raise IllegalAction("not_allowed", REASONS["not_allowed"])


def _close_windows(state: GameState) -> None:
    """A turn action closes every out-of-turn window (catching, penalties already spent)."""
    state.catchable = None
    state.caught_by = []
    state.spent = []


def apply_copy(state: GameState, seat: int | None, action: Action) -> GameState:
    """Pure variant of :func:`apply`: return a new state, leave ``state`` as it was."""
    new = state.copy()
    apply(new, seat, action)
    return new


def _call_uno(state: GameState, seat: int) -> None:
    if uno_hand(state.rules, state.hands[seat]):
        state.uno_called[seat] = True
        if state.catchable == seat:
            state.catchable = None
            state.caught_by = []
        _event(state, "uno", seat=seat)
        return
    state.spent.append([_FALSE_UNO, seat, seat])
    penalty = state.rules.false_uno_penalty
    _event(state, "false_uno", seat=seat, penalty=penalty)
    _draw(state, seat, penalty, "penalty")


def _open_catch_window(state: GameState, seat: int) -> None:
    """After ``seat`` played without calling UNO: open the window in which others may catch it.

    With one card left everybody can see the missed call. With multi-play a hand of several
    cards that could all be played together also owes UNO, but nobody can see that: the window
    then opens after *every* such play of a hand of two or more, so the public state says nothing
    about the hand, and a catch is an accusation the engine judges (a wrong one is a false
    catch). Only up to :data:`MAX_UNO_HAND` cards, which everyone can count: a larger hand can
    never be one that plays together, and accusing it would only cost the table time."""
    hand = state.hands[seat]
    if len(hand) == 1 or 2 <= len(hand) <= MAX_UNO_HAND[state.rules.multi_play]:
        state.catchable = seat


def _owes_uno(state: GameState, seat: int) -> bool:
    return not state.uno_called[seat] and uno_hand(state.rules, state.hands[seat])


def _catch(state: GameState, seat: int, target: int) -> None:
    rules = state.rules
    # (caught_by: an earlier catcher already proved the miss. A window open on a hand larger
    # than any it opens on has taken a catch's penalty too — only uno_penalty_per_catcher
    # keeps it open then —, whether or not the table knows who caught: a seat's view does
    # not, so a bot's sampled world leaves caught_by empty, core.bots.worlds, and its catch
    # was judged false, a mistake those rules may not make, rules57 #2)
    genuine = target == state.catchable and (
        bool(state.caught_by) or _owes_uno(state, target)
        or len(state.hands[target]) > MAX_UNO_HAND[rules.multi_play])
    if not genuine:
        state.spent.append([_FALSE_CATCH, seat, target])
        _event(state, "false_catch", seat=seat, target=target, penalty=rules.false_catch_penalty)
        if rules.false_catch_penalty:  # (no penalty: no draw, and no 'draw' of 0 in the log)
            _draw(state, seat, rules.false_catch_penalty, "penalty")
        return
    _event(state, "caught", seat=seat, target=target, penalty=rules.uno_penalty)
    if rules.uno_penalty_per_catcher:
        state.caught_by.append(seat)  # others may still catch until play moves on
    else:
        state.catchable = None
    _draw(state, target, rules.uno_penalty, "penalty")
    if len(state.caught_by) >= state.active_count() - 1:
        state.catchable = None
        state.caught_by = []


def _draw(state: GameState, seat: int, count: int, why: str,
          taken: bool = False) -> list[Card]:
    """Move up to ``count`` cards to ``seat``'s hand, reshuffling the discard pile when needed.
    ``taken``: a penalty waiting for ``seat`` that it draws with its own ``draw`` action (the
    event says ``taken: true``: the seat's move, not a penalty done to it)."""
    pile = state.draw_pile
    if len(pile) >= count:
        got = _take_many(state, count)
    else:
        got = []
        for _ in range(count):
            if not pile:
                if len(state.discard) > 1:
                    top = state.discard.pop()
                    pile.extend(state.discard)
                    state.discard = [top]
                    _shuffle_pile(state)
                    _event(state, "reshuffle", cards=len(pile))
                else:
                    break
            got.append(_take(state))
    hand = state.hands[seat]
    hand.extend(got)
    if got:
        state.uno_called[seat] = False
        # (a seat that drew no longer holds the hand it missed UNO on: its window closes —
        # unless a catch proved the miss, uno_penalty_per_catcher, and the window stays open
        # for the others until play moves on: a wrong call of the caught seat's own had
        # closed it, rules61 #1)
        if state.catchable == seat and not state.caught_by:
            state.catchable = None
            state.caught_by = []
    if state.playout:
        return got
    state.log_seq += 1  # the _event shape, built inline: drawing is half of all actions
    ev = {"seq": state.log_seq, "type": "draw", "seat": seat, "count": len(got), "why": why,
          "wanted": count, "private": {"to": seat, "cards": [c.code for c in got]}}
    if taken:
        ev["taken"] = True
    state.log.append(ev)
    return got


def _take_pending(state: GameState, seat: int, taken: bool = False) -> None:
    """``seat`` draws the pending penalty and loses its turn (``taken``: with its own ``draw``
    action, :func:`_draw`)."""
    amount = state.pending
    state.pending = 0
    state.pending_rank = None
    _draw(state, seat, amount, "penalty", taken=taken)
    state.current = state.next_seat(seat)


def _draw_turn(state: GameState, seat: int) -> None:
    if state.pending:
        _take_pending(state, seat, taken=True)
        return
    hand = state.hands[seat]
    if state.rules.draw_until_playable:
        got = _draw(state, seat, 1, "turn")
        while got and not _playable(state, got[0], hand):
            got = _draw(state, seat, 1, "turn")
    else:
        got = _draw(state, seat, 1, "turn")
    if got and _playable(state, got[0], hand):
        state.drawn = got[0]  # may play it at once, or pass
    else:  # (a pass, as when a card that fits is kept: the log does not tell which it was —
        _event(state, "pass", seat=seat)  # "passed" alone recorded a kept Wild Draw Four,
        state.current = state.next_seat(seat)  # botplay42 #2)


def _reset_uno_after_swap(state: GameState, seats: list[int]) -> None:
    """A hand received by a swap never counts as a missed UNO (decided in docs/RULES.md). The flag
    follows only the public card count, so it never tells others what the hand holds."""
    for s in seats:
        state.uno_called[s] = len(state.hands[s]) == 1
        if state.catchable == s:
            state.catchable = None
            state.caught_by = []


def _play_event(state: GameState, seat: int, card: Card, also: tuple[Card, ...],
                jumped: bool) -> None:
    """The ``play`` event (the _event shape, built inline: this is the hottest event)."""
    state.log_seq += 1
    ev: dict[str, Any] = {"seq": state.log_seq, "type": "play", "seat": seat, "card": card.code}
    if also:
        ev["also"] = [c.code for c in also]
    if card.color is None:
        assert state.color is not None
        ev["color"] = state.color.value
    if jumped:
        ev["jump_in"] = True
    state.log.append(ev)


def _play(state: GameState, seat: int, action: Play) -> None:
    rules = state.rules
    card = action.card
    also = action.also
    hand = state.hands[seat]
    jumped = seat != state.current
    previous = state.color
    rank = card.rank
    bluff = rank is _WD4 and _has_color(hand, previous)
    if also:  # the cards go on the pile bottom first, ``card`` last (on top)
        for c in also:
            hand.remove(c)
        state.discard += also
    hand.remove(card)
    state.discard.append(card)
    state.drawn = None
    state.color = action.color if card.color is None else card.color
    state.top_by = seat
    state.fresh = True
    if not state.playout:
        _play_event(state, seat, card, also, jumped)
    if jumped:
        state.current = seat
        if state.phase is _CHALLENGE:
            state.phase = _PLAY
            state.wd4 = None
        state.pending = pending_kept(rules, state.pending, bool(card.draw_amount), jumped)
    elif state.phase is _CHALLENGE:  # stacked on the Wild Draw Four: no challenge now
        state.phase = _PLAY
        state.wd4 = None
    if action.uno and hand and uno_hand(rules, hand):
        state.uno_called[seat] = True
        _event(state, "uno", seat=seat)
    elif hand and (len(hand) == 1 or rules.multi_play != "off"):  # (what the window needs)
        _open_catch_window(state, seat)
    n_cards = len(also) + 1
    amount = card.draw_amount * n_cards
    if not hand:
        if not _leaves_round(state, seat):
            _go_out(state, seat, amount)
            return
        # went out (elimination goes on): a last 7 or 0 swaps nothing
    elif not rules.seven_o:
        pass
    elif rank is _SEVEN and action.target is not None:
        t = action.target
        state.hands[seat], state.hands[t] = state.hands[t], state.hands[seat]
        _event(state, "swap_hands", seat=seat, target=t)
        _reset_uno_after_swap(state, [seat, t])
    elif rank is _ZERO:
        seats = [s for s in range(state.players) if state.active(s)]
        if state.direction < 0:
            seats.reverse()
        moved = [state.hands[s] for s in seats]
        for i, s in enumerate(seats):
            state.hands[s] = moved[i - 1]  # each hand passes to the next player
        _event(state, "rotate_hands", direction=state.direction)
        _reset_uno_after_swap(state, seats)
    nxt = state.next_seat(seat)
    if card.is_number:  # the common case: no effect on the turn order
        state.current = nxt
    elif rank is _SKIP or (rank is _REVERSE and _two(state)):
        if n_cards > 1:  # (who each Skip of a set passed over, in order: newbie88 #4)
            _event(state, "skipped", seat=nxt, count=n_cards,
                   seats=skipped_seats(state, seat, n_cards))
        else:
            _event(state, "skipped", seat=nxt, count=n_cards)
        state.current = after_skips(state, seat, n_cards)
    elif rank is _REVERSE:
        if n_cards % 2:
            state.direction = -state.direction
        _event(state, "reversed", direction=state.direction, count=n_cards)
        state.current = state.next_seat(seat)
    elif amount:
        _penalty(state, seat, previous, bluff, amount, rank)
    elif rank is _WILD and action.power == "peek" and action.target is not None:
        t = action.target
        _event(state, "peek", private={"hand": [c.code for c in state.hands[t]]}, to=seat,
               seat=seat, target=t)
        state.current = nxt
    elif rank is _WILD and action.power == "swap" and action.target is not None:
        state.phase = _GIVE
        state.give_to = action.target
        state.give_left = min(3, len(hand))
        state.given = []
        _event(state, "swap_start", seat=seat, target=action.target, count=state.give_left)
    else:
        state.current = nxt


def skipped_seats(state: GameState, seat: int, count: int) -> list[int]:
    """The seats ``count`` Skips played together by ``seat`` pass over, in order (a seat twice
    when the skips go round: at three players three Skips pass over seat 1, seat 2, then seat
    1 again) — as :func:`after_skips` counts them, ``seat`` never among them."""
    out: list[int] = []
    at = seat
    while len(out) < count:
        at = state.next_seat(at)
        if at != seat:
            out.append(at)
    return out


def after_skips(state: GameState, seat: int, count: int) -> int:
    """Who plays after ``seat`` played ``count`` Skips (or, at two players under
    ``two_player_rules``, Reverses) together: each skips the next player in turn, and a player
    is never skipped by their own Skips (docs/RULES.md decision 32). The skips go round the
    *other* players still in the round, passing ``seat`` without counting it: after the last
    one the turn goes to the next player in turn — ``seat`` itself when the last Skip fell on
    the player just before it. So at two players every set comes back (rules45 #5), and at
    three players two Skips come back while a third skips seat 1 again and seat 2 plays
    (rules57 #1: ``next_seat(seat, count + 1)`` counted ``seat`` among the skipped and gave
    the turn to seat 1). A ``seat`` that went out on them (elimination) is no longer in the
    round: every seat in it is another's, and the skips go round them all."""
    if not state.active(seat):
        return state.next_seat(seat, count + 1)
    others = state.active_count() - 1
    return state.next_seat(seat, (count - 1) % others + 2)


def _penalty(state: GameState, seat: int, previous: Color | None, bluff: bool, amount: int,
             rank: Rank) -> None:
    """A draw card was played by ``seat``: the next player draws, stacks, or challenges."""
    rules = state.rules
    victim = state.next_seat(seat)
    # (a last card is never a bluff, decision 18: gone out under elimination, no challenge)
    if rank is _WD4 and rules.wd4_bluff_possible and state.hands[seat]:
        assert previous is not None
        state.pending += amount
        state.pending_rank = rank
        state.wd4 = WildDrawFour(seat, victim, previous, bluff)
        state.phase = _CHALLENGE
        state.current = victim
    elif deferred_penalties(rules):
        state.pending += amount
        state.pending_rank = rank
        state.current = victim
    else:
        _draw(state, victim, amount, "penalty")
        state.current = state.next_seat(seat, 2)


def _leaves_round(state: GameState, seat: int) -> bool:
    """Elimination: ``seat`` went out and play goes on among the rest (True), unless only one
    team is left, which ends the round (False)."""
    if state.rules.scoring != "elimination":
        return False
    state.finished.append(seat)
    _event(state, "out", seat=seat, place=len(state.finished))
    teams_left = {state.team_of(s) for s in range(state.players) if state.active(s)}
    if len(teams_left) > 1:
        return True
    state.finished.pop()
    return False


def _go_out(state: GameState, seat: int, amount: int) -> None:
    """``seat`` played its last card and the round ends; a draw card (and any pending stack)
    still hits the next player first."""
    total = state.pending + amount
    state.pending = 0
    state.pending_rank = None
    state.wd4 = None
    state.phase = _PLAY
    if total:
        _draw(state, state.next_seat(seat), total, "penalty")
    if state.finished:
        state.finished.append(seat)
        seat = _first_team_out(state)
    _end_round(state, seat, "out")


def _first_team_out(state: GameState) -> int:
    """Elimination, the round over (all teams but one out): the winner, the first player out
    who does not play for the team left — the team left loses (docs/RULES.md, decision 6).
    Without teams, the first player out; with teams, the first one out may play for the team
    left (rules45 #1: the match's winner and loser were partners)."""
    left = {state.team_of(s) for s in range(state.players)
            if state.active(s) and s not in state.finished}
    return next((s for s in state.finished if state.team_of(s) not in left), state.finished[0])


def _challenge(state: GameState, seat: int) -> None:
    wd4 = state.wd4
    assert wd4 is not None
    state.wd4 = None
    state.phase = _PLAY
    total = state.pending
    state.pending = 0
    state.pending_rank = None
    offender_hand = [c.code for c in state.hands[wd4.offender]]
    penalty = total if wd4.bluff else total + WRONG_CHALLENGE_EXTRA
    _event(state, "challenge", private={"hand": offender_hand}, to=seat,
           seat=seat, target=wd4.offender, guilty=wd4.bluff,
           previous_color=wd4.previous_color.value, penalty=penalty)
    if wd4.bluff:
        _draw(state, wd4.offender, penalty, "penalty")
        state.current = seat  # the victim draws nothing and takes a normal turn
    else:
        _draw(state, seat, penalty, "penalty")
        state.current = state.next_seat(seat)


def _give(state: GameState, seat: int, card: Card) -> None:
    hand = state.hands[seat]
    hand.remove(card)
    state.given.append(card)
    state.give_left -= 1
    _event(state, "give", private={"card": card.code}, to=seat, seat=seat)
    if state.give_left > 0 and hand:
        return
    target = state.give_to
    assert target is not None
    theirs = state.hands[target]
    taken: list[Card] = []
    for _ in range(min(3, len(theirs))):
        state.rng, k = _rng.below(state.rng, len(theirs))
        taken.append(theirs.pop(k))
    theirs.extend(state.given)
    hand.extend(taken)
    _event(state, "swap_cards", private={"got": [c.code for c in taken],
                                         "gave": [c.code for c in state.given]},
           to=seat, seat=seat, target=target, count=len(taken))
    state.given = []
    state.give_to = None
    state.give_left = 0
    state.phase = _PLAY
    _reset_uno_after_swap(state, [seat, target])
    state.current = state.next_seat(seat)


def _judgement_as_meant(state: GameState, seat: int | None, action: Judgement) -> Judgement:
    """A throw with ``uno=True`` or a ``color`` as the engine takes it: a throw that ends the
    round (:func:`throw_ends_round`) without either (no colour counts then, and no hand is left
    to call on: listed so, and a client that sends one is not refused for it); any other
    without the call when it would leave no UNO hand. A throw of nothing this seat holds is
    refused as sent."""
    if seat is None or not 0 <= seat < state.players or not 0 <= action.target < state.players:
        return action
    date = state.dates[action.target] if action.target < len(state.dates) else None
    cards = judgement_cards(state.hands[seat], date_digits(date)) if date else None
    if cards is None:
        return action
    if throw_ends_round(state.rules.scoring, cards, len(state.hands[seat]) - len(cards)):
        return Judgement(action.target, None)
    if _throw_leaves_uno(state, seat, cards):
        return action
    # (a throw of four colours, which wins the round, too: its flag was kept and the throw
    # refused "no_judgement" to a client that always sets it, review51 #1)
    return Judgement(action.target, action.color)


def _throw_wins(cards: list[Card]) -> bool:
    """Does a judgement day throwing ``cards`` win the round outright (all four colours)?"""
    return len({c.color for c in cards}) == 4


def throw_ends_round(scoring: str, cards: Sequence[Card], left: int) -> bool:
    """Does a judgement day's throw of ``cards``, leaving its thrower ``left`` cards, win the
    round at once: in all four colours (elimination too, decision 12), or its thrower's last
    cards outside ``elimination`` scoring (going out; under elimination its thrower leaves the
    round, which goes on: rules49 #1). What :func:`apply` does, and the table says."""
    return _throw_wins(list(cards)) or (left == 0 and scoring != "elimination")


def _throw_leaves_uno(state: GameState, seat: int, cards: list[Card]) -> bool:
    """Does throwing ``cards`` out of ``seat``'s hand leave it an UNO hand (a call may go with
    the throw)? Never a throw that wins the round (:func:`_throw_wins`): no hand is left to
    call on."""
    if _throw_wins(cards):
        return False
    rest = list(state.hands[seat])
    for c in cards:
        rest.remove(c)
    return bool(rest) and uno_hand(state.rules, rest)


def _judgement(state: GameState, seat: int, action: Judgement) -> None:
    date = state.dates[action.target]
    assert date is not None
    cards = judgement_cards(state.hands[seat], date_digits(date))
    assert cards is not None
    hand = state.hands[seat]
    for c in cards:
        hand.remove(c)
    state.discard.extend(cards)
    state.drawn = None
    state.pending = 0
    state.pending_rank = None
    state.top_by = seat
    state.fresh = False
    ends = throw_ends_round(state.rules.scoring, cards, len(hand))
    # (a throw that ends the round names no colour: _judgement_as_meant drops one sent with
    # it, where the log had told "… and chose yellow", review82 #2)
    _event(state, "judgement", seat=seat, target=action.target, cards=[c.code for c in cards],
           color=action.color.value if action.color else None)
    if ends:
        _end_round(state, seat, "judgement")
        return
    if not hand:  # (its last cards under elimination: it leaves the round, and play goes on,
        # in the colour named, rules49 #1)
        if not _leaves_round(state, seat):
            _go_out(state, seat, 0)
            return
        state.color = action.color
        state.current = state.next_seat(seat)
        return
    state.color = action.color
    if action.uno and uno_hand(state.rules, hand):
        state.uno_called[seat] = True
        _event(state, "uno", seat=seat)
    else:
        _open_catch_window(state, seat)
    state.current = state.next_seat(seat)


def _end_round(state: GameState, winner: int, how: str) -> None:
    rules = state.rules
    n = state.players
    hand_points = [sum(c.points for c in h) for h in state.hands]
    win_team = state.team_of(winner)
    points = sum(p for s, p in enumerate(hand_points) if state.team_of(s) != win_team)
    order = list(state.finished)
    if how != "out" or winner not in order:
        order.append(winner)
    loser: int | None = None
    if rules.scoring in ("standard", "single"):
        for s in range(n):
            if state.team_of(s) == win_team:
                state.scores[s] += points
    elif rules.scoring in ("penalty", "challenge"):
        team_points: dict[int, int] = {}
        for s in range(n):
            team_points[state.team_of(s)] = team_points.get(state.team_of(s), 0) + hand_points[s]
        for s in range(n):
            if not state.eliminated[s]:
                state.scores[s] += team_points[state.team_of(s)]
    elif rules.scoring == "elimination":
        left = [s for s in range(n) if state.active(s) and s not in order]
        loser = _loser_left(state, left, win_team, hand_points)
        order += [s for s in left if s != loser] + ([loser] if loser is not None else [])
    state.result = RoundResult(winner, points, [list(h) for h in state.hands], hand_points,
                               order, loser, how)
    state.catchable = None
    state.caught_by = []
    state.pending = 0
    state.pending_rank = None
    state.wd4 = None
    state.drawn = None
    state.phase = _ROUND_OVER
    _event(state, "round_end", winner=winner, points=points, how=how)
    _settle_match(state, winner, loser)


def _loser_left(state: GameState, left: list[int], win_team: int,
                hand_points: list[int]) -> int | None:
    """Elimination: who loses among the players ``left`` in the round (never a partner of the
    winner's), named by the last in seat order of the losing team's players still in it
    (docs/RULES.md, decision 6). Gone out one by one, one team is left: it loses. A death
    number or a judgement won the round at once, with players of several other teams still in
    (decision 12): the team holding the most points loses — ties: the most cards, then the
    later seat (rules45 #2: the last seat in order lost, though it was the winner's
    partner)."""
    others = [s for s in left if state.team_of(s) != win_team]
    if not others:
        return None
    cards = [len(h) for h in state.hands]

    def weight(seats: list[int]) -> tuple[int, int]:
        return sum(hand_points[s] for s in seats), sum(cards[s] for s in seats)

    teams: dict[int, list[int]] = {}
    for s in others:
        teams.setdefault(state.team_of(s), []).append(s)
    worst = max(teams.values(), key=lambda seats: (*weight(seats), max(seats)))
    return max(worst)


def _settle_match(state: GameState, winner: int, loser: int | None) -> None:
    rules = state.rules
    scores = state.scores
    n = state.players
    over = False
    if rules.scoring == "single":
        over = True
    elif rules.scoring == "standard":
        over = scores[winner] >= rules.target_score
    elif rules.scoring == "elimination":
        over = True
        state.match_loser = loser
    elif rules.scoring == "penalty":
        if max(scores) >= rules.target_score:
            over = True
            winner, state.match_loser = _penalty_ends(state)
    elif rules.scoring == "challenge":
        reached = [s for s in range(n) if not state.eliminated[s]
                   and scores[s] >= rules.target_score]
        if reached and all(state.eliminated[s] or s in reached for s in range(n)):
            # (every player still in reached the target in one round — a judgement day won
            # holding cards: the lowest total is the last one left, rules45 #3)
            hands = state.hands
            reached.remove(min(reached, key=lambda s: (scores[s], len(hands[s]),
                                                       (s - winner) % n)))
        for s in reached:
            state.eliminated[s] = True
            _event(state, "eliminated", seat=s, score=scores[s])
        alive = [s for s in range(n) if not state.eliminated[s]]
        if len(alive) <= 1:
            over = True
            winner = alive[0] if alive else winner
    if over:
        state.phase = _MATCH_OVER
        state.match_winner = winner
        _event(state, "match_end", winner=winner, scores=list(scores))


def _penalty_ends(state: GameState) -> tuple[int, int]:
    """Penalty scoring, the match over: its winner and its loser. Teams (each seat's score is
    its team's) rank as one — a team's cards are all its players' —, the others seat by
    seat: the lowest score wins, ties to the fewest cards; the highest loses, ties to the most
    cards; then seat order. Winner and loser are never the same player nor partners
    (rules45 #4: a full tie made seat 0 both; partners tied on score were told apart by
    their own cards)."""
    n = state.players
    scores = state.scores
    cards = [len(h) for h in state.hands]
    teams: dict[int, list[int]] = {}
    for s in range(n):
        teams.setdefault(state.team_of(s), []).append(s)
    ranked = sorted(teams.values(), key=lambda seats: (
        scores[seats[0]], sum(cards[s] for s in seats), seats[0]))
    best, worst = ranked[0], ranked[-1]
    return (min(best, key=lambda s: (cards[s], s)),
            max(worst, key=lambda s: (cards[s], s)))  # (ties: the later seat, review49)


# ================================================================= replay
def replay(rules: Rules, players: int, seed: int | str | bytes,
           journal: list[tuple[int | None, Action]]) -> GameState:
    """Rebuild a state from its inputs and its journal of ``(seat, action)`` pairs."""
    state = new_game(rules, players, seed)
    for seat, action in journal:
        apply(state, seat, action)
    return state


def seat_to_move(state: GameState) -> int | None:
    """The seat whose turn it is, or ``None`` between rounds and after the match. During
    NAME_DATES it is the first seat that has not named a date."""
    if state.phase in (_ROUND_OVER, _MATCH_OVER):
        return None
    if state.phase is _NAME_DATES:
        return next(s for s, d in enumerate(state.dates) if d is None)
    return state.current
