"""The rules engine: game state, legal actions, applying actions, rounds and the match.

Contract
--------
* :func:`new_game` builds a match from ``(rules, players, seed)``; the first dealer is chosen by
  drawing cards, then round 1 is dealt. Everything random comes from the generator state stored in
  :class:`GameState` (see :mod:`core.rng`), so ``(rules, players, seed, actions)`` determines every
  state on every machine.
* :func:`legal_actions` lists exactly what ``seat`` may do now (``seat=None`` is the table itself,
  which may only deal the next round). Out-of-turn actions (:class:`~core.actions.Catch`,
  :class:`~core.actions.CallUno`) have their own windows.
* :func:`apply` mutates the state in place for one legal action, or raises :class:`IllegalAction`
  with a stable ``reason`` code and leaves the state untouched. :func:`apply_copy` is the pure
  variant. Each successful apply increments ``state.state_id``.
* :meth:`GameState.to_dict` / :meth:`GameState.from_dict` round-trip through plain data.
* What may leave the host is only :func:`core.view.view`; ``GameState`` holds secrets.
"""

from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from . import rng as _rng
from .actions import (
    Accept,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    NextRound,
    Pass,
    Play,
)
from .cards import COLORS, Card, Color, Rank, full_deck
from .rules import Rules, RulesError


class Phase(StrEnum):
    """What the game is waiting for."""

    PLAY = "play"  #: ``current`` plays or draws (or, after drawing, plays the drawn card or passes)
    CHOOSE_COLOR = "choose_color"  #: ``current`` names the colour of a Wild turned up first
    CHALLENGE = "challenge"  #: ``current`` (the victim) challenges or accepts a Wild Draw Four
    ROUND_OVER = "round_over"  #: the table deals the next round (:class:`NextRound`)
    MATCH_OVER = "match_over"  #: nothing more can happen


class IllegalAction(ValueError):
    """An action that is not legal now. ``reason`` is a stable code for programs and UIs."""

    def __init__(self, reason: str, message: str = "") -> None:
        super().__init__(message or reason)
        self.reason = reason


#: Every reason code :func:`apply` may raise, with a player-facing explanation.
REASONS: dict[str, str] = {
    "match_over": "The match is over.",
    "round_over": "The round is over; wait for the next deal.",
    "not_seated": "That seat is not at this table.",
    "not_your_turn": "It is not your turn.",
    "table_only": "Only the table deals the next round.",
    "card_not_in_hand": "You do not hold that card.",
    "card_does_not_match": "That card does not match the colour, number or symbol on the pile.",
    "color_required": "Name a colour for a wild card.",
    "color_not_allowed": "Only wild cards take a colour.",
    "wd4_not_allowed": "You may only play Wild Draw Four when you hold no card of the current colour.",
    "must_play_drawn": "After drawing you may only play the card you drew, or pass.",
    "cannot_draw_with_playable": "You hold a playable card, so you may not draw.",
    "nothing_to_pass": "You can only pass after drawing a playable card.",
    "choose_color_first": "Choose the colour first.",
    "answer_challenge_first": "Challenge the Wild Draw Four or accept it first.",
    "no_challenge": "There is no Wild Draw Four to challenge.",
    "cannot_call_uno": "You can call UNO only when you are down to one card.",
    "no_catch": "That player cannot be caught: they called UNO, or have more than one card, or it is too late.",
    "bad_target": "That is not a player you can target.",
    "not_allowed": "That action is not allowed now.",
}


@dataclass
class WildDrawFour:
    """The pending Wild Draw Four while its victim decides (phase CHALLENGE)."""

    offender: int
    victim: int
    previous_color: Color
    bluff: bool  #: secret: the offender held a card of ``previous_color``


@dataclass
class RoundResult:
    """Public summary of a finished round."""

    winner: int
    points: int  #: points the winner scored
    hands: list[list[Card]]  #: every hand as it was at the end (revealed to all)
    hand_points: list[int]


@dataclass
class GameState:
    """The whole, secret state of one match. Mutated only by this module."""

    rules: Rules
    players: int
    seed: int
    rng: int
    round_no: int = 0
    dealer: int = 0
    current: int = 0
    direction: int = 1
    phase: Phase = Phase.PLAY
    color: Color | None = None
    hands: list[list[Card]] = field(default_factory=list)
    draw_pile: list[Card] = field(default_factory=list)  #: top of the pile is the end
    discard: list[Card] = field(default_factory=list)  #: top card is the end
    drawn: Card | None = None  #: card just drawn by ``current`` that it may still play
    wd4: WildDrawFour | None = None
    uno_called: list[bool] = field(default_factory=list)
    catchable: int | None = None  #: seat down to one card without calling, window open
    scores: list[int] = field(default_factory=list)
    result: RoundResult | None = None
    match_winner: int | None = None
    state_id: int = 0
    log: list[dict[str, Any]] = field(default_factory=list)
    log_seq: int = 0

    # ----------------------------------------------------------------- helpers
    @property
    def top(self) -> Card:
        return self.discard[-1]

    def next_seat(self, seat: int, steps: int = 1) -> int:
        return (seat + self.direction * steps) % self.players

    def copy(self) -> GameState:
        """An independent deep copy (cards are immutable and shared)."""
        new = copy.copy(self)
        new.hands = [list(h) for h in self.hands]
        new.draw_pile = list(self.draw_pile)
        new.discard = list(self.discard)
        new.uno_called = list(self.uno_called)
        new.scores = list(self.scores)
        new.log = list(self.log)
        new.wd4 = copy.copy(self.wd4)
        return new

    def card_count(self) -> int:
        """Cards in hands, draw pile and discard pile; 108 in every reachable state."""
        return sum(map(len, self.hands)) + len(self.draw_pile) + len(self.discard)

    # ------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        """Plain data (str/int/bool/None/list/dict), msgpack- and JSON-ready."""

        def cards(cs: list[Card]) -> list[str]:
            return [c.code for c in cs]

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
            "uno_called": list(self.uno_called),
            "catchable": self.catchable,
            "scores": list(self.scores),
            "result": None
            if self.result is None
            else {
                "winner": self.result.winner,
                "points": self.result.points,
                "hands": [cards(h) for h in self.result.hands],
                "hand_points": list(self.result.hand_points),
            },
            "match_winner": self.match_winner,
            "state_id": self.state_id,
            "log": copy.deepcopy(self.log),
            "log_seq": self.log_seq,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """Inverse of :meth:`to_dict` (trusted input: the host's own journal or snapshot)."""

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
            discard=cards(data["discard"]),
            drawn=Card.parse(data["drawn"]) if data["drawn"] else None,
            wd4=None
            if wd4 is None
            else WildDrawFour(
                wd4["offender"], wd4["victim"], Color(wd4["previous_color"]), wd4["bluff"]
            ),
            uno_called=list(data["uno_called"]),
            catchable=data["catchable"],
            scores=list(data["scores"]),
            result=None
            if res is None
            else RoundResult(
                res["winner"], res["points"], [cards(h) for h in res["hands"]], res["hand_points"]
            ),
            match_winner=data["match_winner"],
            state_id=data["state_id"],
            log=copy.deepcopy(data["log"]),
            log_seq=data["log_seq"],
        )

    def digest(self) -> str:
        """SHA-256 of the canonical serialisation: equal digests mean equal states."""
        blob = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":")).encode()
        return hashlib.sha256(blob).hexdigest()


# ====================================================================== setup
def new_game(rules: Rules, players: int, seed: int | str | bytes) -> GameState:
    """Start a match: choose the first dealer by drawing, then deal round 1."""
    if not isinstance(players, int) or not 2 <= players <= 10:
        raise RulesError("a table has 2 to 10 players")
    if rules.players and rules.players != players:
        raise RulesError(f"these rules are for exactly {rules.players} players, not {players}")
    state_seed = _rng.seed_state(seed)
    state = GameState(rules=rules, players=players, seed=state_seed, rng=state_seed)
    state.scores = [0] * players
    state.dealer = _choose_dealer(state)
    _start_round(state)
    return state


def _event(state: GameState, kind: str, private: dict[str, Any] | None = None,
           to: int | None = None, **public: Any) -> None:
    """Append a log event. ``private`` fields are shown only to seat ``to``."""
    state.log_seq += 1
    ev: dict[str, Any] = {"seq": state.log_seq, "type": kind, **public}
    if private is not None:
        ev["private"] = {"to": to, **private}
    state.log.append(ev)


def _choose_dealer(state: GameState) -> int:
    """Everyone draws a card; the highest number deals; ties among the highest draw again."""
    deck = full_deck()
    state.rng = _rng.shuffle(state.rng, deck)
    contenders = list(range(state.players))
    redraw_symbols = state.rules.first_dealer_symbols == "redraw"
    draws: list[list[str]] = []
    while True:
        if len(deck) < len(contenders):  # practically impossible; reshuffle a fresh deck
            deck = full_deck()
            state.rng = _rng.shuffle(state.rng, deck)
        picks = {seat: deck.pop() for seat in contenders}
        draws.append([f"{seat}:{card.code}" for seat, card in picks.items()])

        def value(card: Card) -> int:
            if card.rank.is_number:
                return card.rank.number
            return -1 if redraw_symbols else 0

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
    state.log = []
    deck = full_deck()
    state.rng = _rng.shuffle(state.rng, deck)
    n = state.players
    state.hands = [[] for _ in range(n)]
    for _ in range(rules.hand_size):
        for k in range(1, n + 1):
            state.hands[(state.dealer + k) % n].append(deck.pop())
    state.draw_pile = deck
    state.direction = 1
    state.uno_called = [False] * n
    state.catchable = None
    state.drawn = None
    state.wd4 = None
    state.result = None
    state.phase = Phase.PLAY
    first = state.draw_pile.pop()
    while first.rank is Rank.WILD_DRAW_FOUR:  # put it back, reshuffle, turn again
        state.draw_pile.append(first)
        state.rng = _rng.shuffle(state.rng, state.draw_pile)
        _event(state, "first_card_returned", card=first.code)
        first = state.draw_pile.pop()
    state.discard = [first]
    state.color = first.color
    state.current = state.next_seat(state.dealer)
    _event(state, "round_start", round=state.round_no, dealer=state.dealer, card=first.code)
    rank = first.rank
    if rank is Rank.WILD:
        state.phase = Phase.CHOOSE_COLOR
    elif rank is Rank.DRAW_TWO:
        _draw(state, state.current, 2, "penalty")
        state.current = state.next_seat(state.current)
    elif rank is Rank.SKIP:
        _event(state, "skipped", seat=state.current)
        state.current = state.next_seat(state.current)
    elif rank is Rank.REVERSE:
        state.direction = -1
        if n == 2 and rules.two_player_rules:
            state.current = state.dealer  # acts as Skip: the dealer's opponent is skipped
        elif rules.reverse_start == "dealer":
            state.current = state.dealer
        else:
            state.current = state.next_seat(state.dealer)
        _event(state, "reversed", direction=state.direction)


# ================================================================ legality
def _matches(state: GameState, card: Card) -> bool:
    """Colour, number or symbol match (ignoring the Wild Draw Four restriction)."""
    if card.color is None:
        return True
    if card.color is state.color:
        return True
    top = state.discard[-1]
    return top.color is not None and top.rank is card.rank


def _has_color(hand: list[Card], color: Color | None) -> bool:
    return any(c.color is color for c in hand)


def _wd4_allowed(state: GameState, hand: list[Card]) -> bool:
    rules = state.rules
    if rules.wd4_anytime or rules.wd4_challenge:
        return True
    return not _has_color(hand, state.color)


def _playable(state: GameState, card: Card, hand: list[Card]) -> bool:
    if not _matches(state, card):
        return False
    return card.rank is not Rank.WILD_DRAW_FOUR or _wd4_allowed(state, hand)


def _play_variants(card: Card, with_uno: bool) -> list[Action]:
    colors: tuple[Color | None, ...] = COLORS if card.color is None else (None,)
    out: list[Action] = [Play(card, c) for c in colors]
    if with_uno:
        out += [Play(card, c, True) for c in colors]
    return out


def legal_actions(state: GameState, seat: int | None) -> list[Action]:
    """Exactly the actions ``seat`` may take now, in a stable order (``None``: the table)."""
    phase = state.phase
    if phase is Phase.MATCH_OVER:
        return []
    if seat is None:
        return [NextRound()] if phase is Phase.ROUND_OVER else []
    if phase is Phase.ROUND_OVER or not 0 <= seat < state.players:
        return []
    out: list[Action] = []
    if seat == state.current:
        hand = state.hands[seat]
        if phase is Phase.CHOOSE_COLOR:
            out += [ChooseColor(c) for c in COLORS]
        elif phase is Phase.CHALLENGE:
            out += [Challenge(), Accept()]
        elif state.drawn is not None:
            if _playable(state, state.drawn, hand):
                out += _play_variants(state.drawn, len(hand) == 2)
            out.append(Pass())
        else:
            seen: set[Card] = set()
            with_uno = len(hand) == 2
            for card in hand:
                if card not in seen:
                    seen.add(card)
                    if _playable(state, card, hand):
                        out += _play_variants(card, with_uno)
            if not out or state.rules.draw_when_playable:
                out.append(Draw())
    if state.catchable is not None:
        if seat == state.catchable:
            out.append(CallUno())
        else:
            out.append(Catch(state.catchable))
    return out


def _reason(state: GameState, seat: int | None, action: Action) -> str:
    """Why ``action`` is not legal for ``seat`` (only called when it is not)."""
    if state.phase is Phase.MATCH_OVER:
        return "match_over"
    if isinstance(action, NextRound) or seat is None:
        return "table_only" if seat is not None or state.phase is not Phase.ROUND_OVER else "not_allowed"
    if not 0 <= seat < state.players:
        return "not_seated"
    if state.phase is Phase.ROUND_OVER:
        return "round_over"
    if isinstance(action, CallUno):
        return "cannot_call_uno"
    if isinstance(action, Catch):
        if not 0 <= action.target < state.players or action.target == seat:
            return "bad_target"
        return "no_catch"
    if isinstance(action, Challenge) and (state.phase is not Phase.CHALLENGE or seat == state.current):
        return "no_challenge" if state.phase is not Phase.CHALLENGE else "not_allowed"
    if seat != state.current:
        return "not_your_turn"
    if state.phase is Phase.CHOOSE_COLOR:
        return "choose_color_first"
    if state.phase is Phase.CHALLENGE:
        return "answer_challenge_first"
    hand = state.hands[seat]
    if isinstance(action, Play):
        card = action.card
        if card.color is None and action.color is None:
            return "color_required"
        if card.color is not None and action.color is not None:
            return "color_not_allowed"
        if card not in hand:
            return "card_not_in_hand"
        if state.drawn is not None and card != state.drawn:
            return "must_play_drawn"
        if not _matches(state, card):
            return "card_does_not_match"
        if card.rank is Rank.WILD_DRAW_FOUR and not _wd4_allowed(state, hand):
            return "wd4_not_allowed"
        return "not_allowed"
    if isinstance(action, Draw):
        if state.drawn is not None:
            return "must_play_drawn"
        return "cannot_draw_with_playable"
    if isinstance(action, Pass):
        return "nothing_to_pass"
    return "not_allowed"


def check(state: GameState, seat: int | None, action: Action) -> None:
    """Raise :class:`IllegalAction` unless ``action`` is legal for ``seat`` now."""
    if action not in legal_actions(state, seat):
        reason = _reason(state, seat, action)
        raise IllegalAction(reason, REASONS.get(reason, reason))


# ================================================================== apply
def apply(state: GameState, seat: int | None, action: Action, *, validate: bool = True) -> None:
    """Apply one action in place. With ``validate`` (the default) an illegal action raises
    :class:`IllegalAction` and changes nothing; pass ``validate=False`` only for an action taken
    from :func:`legal_actions` of this very state."""
    if isinstance(action, Play) and action.uno and seat is not None and 0 <= seat < state.players \
            and len(state.hands[seat]) != 2:
        action = Play(action.card, action.color)  # "uno" only matters when one card will be left
    if validate:
        check(state, seat, action)
    state.state_id += 1
    if isinstance(action, NextRound):
        state.dealer = state.result.winner if state.result else state.next_seat(state.dealer)
        _start_round(state)
        return
    assert seat is not None
    if isinstance(action, CallUno):
        state.uno_called[seat] = True
        state.catchable = None
        _event(state, "uno", seat=seat)
        return
    if isinstance(action, Catch):
        target = action.target
        state.catchable = None
        _event(state, "caught", seat=seat, target=target, penalty=state.rules.uno_penalty)
        _draw(state, target, state.rules.uno_penalty, "penalty")
        return
    # Every other action is a turn action: the catch window of an earlier player closes.
    state.catchable = None
    if isinstance(action, Play):
        _play(state, seat, action)
    elif isinstance(action, Draw):
        _draw_turn(state, seat)
    elif isinstance(action, Pass):
        state.drawn = None
        _event(state, "pass", seat=seat)
        state.current = state.next_seat(seat)
    elif isinstance(action, ChooseColor):
        state.color = action.color
        state.phase = Phase.PLAY
        _event(state, "color", seat=seat, color=action.color.value)
    elif isinstance(action, Challenge):
        _challenge(state, seat)
    elif isinstance(action, Accept):
        assert state.wd4 is not None
        state.wd4 = None
        state.phase = Phase.PLAY
        _event(state, "accept", seat=seat)
        _draw(state, seat, 4, "penalty")
        state.current = state.next_seat(seat)
    else:  # pragma: no cover - legal_actions never offers anything else
        raise IllegalAction("not_allowed", REASONS["not_allowed"])


def apply_copy(state: GameState, seat: int | None, action: Action) -> GameState:
    """Pure variant of :func:`apply`: return a new state, leave ``state`` as it was."""
    new = state.copy()
    apply(new, seat, action)
    return new


def _draw(state: GameState, seat: int, count: int, why: str) -> list[Card]:
    """Move up to ``count`` cards to ``seat``'s hand, reshuffling the discard pile when needed."""
    got: list[Card] = []
    pile = state.draw_pile
    for _ in range(count):
        if not pile:
            if len(state.discard) > 1:
                top = state.discard.pop()
                pile.extend(state.discard)
                state.discard = [top]
                state.rng = _rng.shuffle(state.rng, pile)
                _event(state, "reshuffle", cards=len(pile))
            else:
                break
        got.append(pile.pop())
    hand = state.hands[seat]
    hand.extend(got)
    if len(hand) != 1:
        state.uno_called[seat] = False
    _event(state, "draw", private={"cards": [c.code for c in got]}, to=seat,
           seat=seat, count=len(got), why=why, wanted=count)
    return got


def _draw_turn(state: GameState, seat: int) -> None:
    got = _draw(state, seat, 1, "turn")
    if got and _playable(state, got[0], state.hands[seat]):
        state.drawn = got[0]  # may play it at once, or pass
    else:
        state.current = state.next_seat(seat)


def _play(state: GameState, seat: int, action: Play) -> None:
    card = action.card
    hand = state.hands[seat]
    previous = state.color
    bluff = card.rank is Rank.WILD_DRAW_FOUR and _has_color(hand, previous)
    hand.remove(card)
    state.discard.append(card)
    state.drawn = None
    state.color = action.color if card.color is None else card.color
    ev: dict[str, Any] = {"seat": seat, "card": card.code}
    if card.color is None:
        assert state.color is not None
        ev["color"] = state.color.value
    _event(state, "play", **ev)
    if len(hand) == 1:
        if action.uno:
            state.uno_called[seat] = True
            _event(state, "uno", seat=seat)
        else:
            state.catchable = seat
    n = state.players
    rank = card.rank
    two = n == 2 and state.rules.two_player_rules
    nxt = state.next_seat(seat)
    if not hand:  # going out: a draw card still hits the next player, then the round ends
        if rank.draw_amount:
            _draw(state, nxt, rank.draw_amount, "penalty")
        _end_round(state, seat)
        return
    if rank is Rank.SKIP or (rank is Rank.REVERSE and two):
        _event(state, "skipped", seat=nxt)
        state.current = state.next_seat(seat, 2)
    elif rank is Rank.REVERSE:
        state.direction = -state.direction
        _event(state, "reversed", direction=state.direction)
        state.current = state.next_seat(seat)
    elif rank is Rank.DRAW_TWO:
        _draw(state, nxt, 2, "penalty")
        state.current = state.next_seat(seat, 2)
    elif rank is Rank.WILD_DRAW_FOUR:
        if state.rules.wd4_bluff_possible:
            assert previous is not None
            state.wd4 = WildDrawFour(seat, nxt, previous, bluff)
            state.phase = Phase.CHALLENGE
            state.current = nxt
        else:
            _draw(state, nxt, 4, "penalty")
            state.current = state.next_seat(seat, 2)
    else:
        state.current = nxt


def _challenge(state: GameState, seat: int) -> None:
    wd4 = state.wd4
    assert wd4 is not None
    state.wd4 = None
    state.phase = Phase.PLAY
    offender_hand = [c.code for c in state.hands[wd4.offender]]
    _event(state, "challenge", private={"hand": offender_hand}, to=seat,
           seat=seat, target=wd4.offender, guilty=wd4.bluff,
           previous_color=wd4.previous_color.value)
    if wd4.bluff:
        _draw(state, wd4.offender, 4, "penalty")
        state.current = seat  # the victim draws nothing and takes a normal turn
    else:
        _draw(state, seat, 6, "penalty")
        state.current = state.next_seat(seat)


def _end_round(state: GameState, winner: int) -> None:
    hand_points = [sum(c.rank.points for c in h) for h in state.hands]
    points = sum(hand_points)
    state.scores[winner] += points
    state.result = RoundResult(winner, points, [list(h) for h in state.hands], hand_points)
    state.catchable = None
    state.phase = Phase.ROUND_OVER
    _event(state, "round_end", winner=winner, points=points)
    if state.rules.scoring == "single" or state.scores[winner] >= state.rules.target_score:
        state.phase = Phase.MATCH_OVER
        state.match_winner = winner
        _event(state, "match_end", winner=winner, scores=list(state.scores))


# ================================================================= replay
def replay(rules: Rules, players: int, seed: int | str | bytes,
           journal: list[tuple[int | None, Action]]) -> GameState:
    """Rebuild a state from its inputs and its journal of ``(seat, action)`` pairs."""
    state = new_game(rules, players, seed)
    for seat, action in journal:
        apply(state, seat, action)
    return state


def seat_to_move(state: GameState) -> int | None:
    """The seat whose turn it is, or ``None`` between rounds and after the match."""
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return None
    return state.current
