"""A position: a whole table written as one line of text, and the check of what is possible.

A position is to a game of UNO what FEN is to chess: every card of every hand and pile, the colour,
whose turn, the direction, the pending draw, the phase, the scores and every open window, in a
compact text that a person can write by hand and :func:`parse_position` reads back exactly. The
grammar, every field and every status bit are in ``docs/POSITION.md``. Example (three seats)::

    R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2

Contract
--------
* :func:`format_position` never raises and writes every field a position carries;
  ``parse_position(format_position(s), s.rules, seed=…)`` equals ``s`` in all of them (see
  :func:`position_fields`). Not carried: the log, the seed and the generator state (they travel
  beside the text), and the order of the unshuffled part of the draw pile, which has none yet
  (``*``; it is rebuilt in the deck's canonical order).
* :func:`parse_position` checks syntax only and raises :class:`PositionError` (a ``ValueError``)
  quoting the text; whether the table is possible is :func:`position_status` (one
  :class:`PositionStatus` bit per problem, never raises), :func:`is_valid` and
  :func:`check_position` (raises :class:`InvalidPosition`, a ``ValueError``, naming every
  problem in words).
* A position shows every hand: it is for the host, tests, bug reports and a bot's sampled
  worlds, never for another player.
"""

from __future__ import annotations

import copy
from collections import Counter
from enum import IntFlag
from typing import Any

from .actions import valid_date
from .cards import Card, CardError, Color, Rank, full_deck
from .game import (
    MAX_UNO_HAND,
    GameState,
    Phase,
    RoundResult,
    WildDrawFour,
    _first_team_out,
    _loser_left,
    _matches,
    _penalty_ends,
    _playable,
    check_table,
    deferred_penalties,
    team_size,
    uno_hand,
)
from .rng import seed_state
from .rules import PRESETS, Rules, RulesError, preset


class PositionError(ValueError):
    """Text that is not a position (a syntax error); the message quotes the text."""


class InvalidPosition(ValueError):
    """A table that cannot happen; ``status`` holds every problem found, the message names them."""

    def __init__(self, status: PositionStatus, message: str) -> None:
        super().__init__(message)
        self.status = status


class PositionStatus(IntFlag):
    """One bit per problem of a position (:func:`position_status`); ``VALID`` is none."""

    VALID = 0
    DECK = 1 << 0  #: the cards are not exactly the 108 of the deck, kind by kind
    SEATS = 1 << 1  #: not 2–10 seats, a per-seat list of the wrong length, or rules for other seats
    DEALER = 1 << 2  #: the dealer is not a seat of the table
    TURN = 1 << 3  #: ``current`` is not a seat in this round
    DIRECTION = 1 << 4  #: the direction is neither +1 nor -1
    TOP = 1 << 5  #: no top card once dealt, cards before the deal, ``by`` no seat, a late Wild
    COLOUR = 1 << 6  #: no colour in play where needed, one where none may be, or a wrong one
    PENDING = 1 << 7  #: a pending draw no draw cards add up to under these rules, or its kind
    CHALLENGE = 1 << 8  #: a Wild Draw Four awaiting its answer does not fit the table
    PHASE = 1 << 9  #: the phase disagrees with the result, the match's end, scores or round
    EMPTY_HAND = 1 << 10  #: a seat still in the round holds no card while the round goes on
    DRAWN = 1 << 11  #: the card just drawn is not in the hand of the seat to move
    GIVE = 1 << 12  #: a wild swap's giving does not fit the table
    CATCH = 1 << 13  #: an UNO or catch window names no seat or a hand that cannot owe UNO
    OUT = 1 << 14  #: seats out of the round or the match do not fit the table
    DATES = 1 << 15  #: judgement-day dates missing, impossible or out of place
    PILE = 1 << 16  #: the unshuffled part of the draw pile is larger than the pile
    FORM = 1 << 17  #: a field of the wrong type or shape: nothing else could be checked


#: Each problem in words, for :class:`InvalidPosition`.
PROBLEMS: dict[PositionStatus, str] = {
    PositionStatus.DECK: "the cards are not the 108 cards of one deck",
    PositionStatus.SEATS: "the seats do not fit (2 to 10 seats, one hand, score and flag each, "
    "as the rules allow)",
    PositionStatus.DEALER: "the dealer is not a seat at the table",
    PositionStatus.TURN: "the seat to move is not at the table or not still in the round, or "
    "not the one the last play or the deal gives the turn to",
    PositionStatus.DIRECTION: "the direction is neither + nor -",
    PositionStatus.TOP: "the top card does not fit (none once dealt, cards dealt before the dates "
    "are named, played by a seat not at the table, or a Wild waiting for its colour that was not "
    "turned up at the deal)",
    PositionStatus.COLOUR: "the colour in play does not fit (missing, set while a turned-up Wild "
    "waits for one, or not the colour of the coloured top card)",
    PositionStatus.PENDING: "the pending draw does not fit the draw cards played or the rules",
    PositionStatus.CHALLENGE: "the Wild Draw Four awaiting an answer does not fit the table",
    PositionStatus.PHASE: "the phase disagrees with the round's result (its winner, how it was "
    "won, finishing order, loser, hands and points), the match's end, the scores or the round "
    "number",
    PositionStatus.EMPTY_HAND: "a seat still in the round has no cards while the round goes on",
    PositionStatus.DRAWN: "the card just drawn and kept to play does not fit the table",
    PositionStatus.GIVE: "the wild swap in progress does not fit the table (its giver, the "
    "seat given to, the cards given and left, the Wild played, or a table still fresh or a "
    "catch window open after a gift)",
    PositionStatus.CATCH: "an UNO call or catch window does not fit the table (a seat not at it, a "
    "hand that cannot owe UNO, a call on a hand too large, a catch on a seat that called, a "
    "window nobody is left to catch in, or a catch or mistake marked that the hands, the calls "
    "or the window rule out)",
    PositionStatus.OUT: "the seats out of the round or the match do not fit the table",
    PositionStatus.DATES: "the judgement-day dates are missing, impossible or out of place",
    PositionStatus.PILE: "more of the draw pile is unshuffled than the pile holds",
    PositionStatus.FORM: "a field has the wrong type or shape",
}

_DECK = Counter(full_deck())
_PHASES = {p.value: p for p in Phase}
_HOWS = ("out", "death_number", "judgement")
_RANKS = {"D": Rank.DRAW_TWO, "W4": Rank.WILD_DRAW_FOUR}
_PLAYING = (Phase.PLAY, Phase.CHOOSE_COLOR, Phase.CHALLENGE, Phase.GIVE)
_OVER = (Phase.ROUND_OVER, Phase.MATCH_OVER)
_OFFICIAL = Rules()
_PRESET_RULES = {name: preset(name) for name in PRESETS}
#: The order in which :func:`format_position` writes the ``key=value`` extras.
EXTRAS: tuple[str, ...] = (
    "round", "dealer", "by", "fresh", "drawn", "uno", "catch", "caught", "spent", "wd4", "give",
    "out", "elim", "dates", "result", "winner", "loser", "id", "rules",
)


# =================================================================== writing
def _cards(cards: list[Card]) -> str:
    return ",".join(c.code for c in cards) if cards else "-"


def _seats(seats: list[int]) -> str:
    return ",".join(str(s) for s in seats) if seats else "-"


def _opt(value: int | None) -> str:
    return "-" if value is None else str(value)


def _preset_name(rules: Rules) -> str | None:
    """``None`` for the official rules, else the name of the preset they equal, else custom."""
    if rules == _OFFICIAL:
        return None
    for name, named in _PRESET_RULES.items():
        if named == rules:
            return name
    return "custom"


def format_position(state: GameState) -> str:
    """``state`` as a position (docs/POSITION.md). Never raises, even for an impossible state."""
    n = state.players
    pile = state.draw_pile
    shuffled = max(0, min(state.unshuffled, len(pile)))
    stacked = list(reversed(pile[shuffled:]))
    pile_text = ",".join([*(c.code for c in stacked), *(["*"] if shuffled else [])]) or "-"
    pending = f"{state.pending}:{state.pending_rank.value}" if state.pending_rank is not None \
        else str(state.pending)
    direction = {1: "+", -1: "-"}.get(state.direction, str(state.direction))
    fields = [
        "/".join(_cards(h) for h in state.hands) or "-",
        _cards(state.discard),
        pile_text,
        state.color.letter if state.color is not None else "-",
        str(state.current),
        direction,
        pending,
        state.phase.value,
        _seats(list(state.scores)),
    ]
    extras: dict[str, str] = {}
    if state.round_no != 1:
        extras["round"] = str(state.round_no)
    if state.dealer != _default_dealer(state.current, state.direction, n, state.eliminated):
        extras["dealer"] = str(state.dealer)
    if state.top_by is not None:
        extras["by"] = str(state.top_by)
    if state.fresh:
        extras["fresh"] = "1"
    if state.drawn is not None:
        extras["drawn"] = state.drawn.code
    if any(state.uno_called):
        extras["uno"] = _seats([s for s, called in enumerate(state.uno_called) if called])
    if state.catchable is not None:
        extras["catch"] = str(state.catchable)
    if state.caught_by:
        extras["caught"] = _seats(state.caught_by)
    if state.spent:
        extras["spent"] = ",".join(":".join(str(x) for x in item) for item in state.spent)
    if state.wd4 is not None:
        w = state.wd4
        extras["wd4"] = f"{w.offender}:{w.victim}:{w.previous_color.letter}:" \
                        f"{'bluff' if w.bluff else 'fair'}"
    if state.give_to is not None or state.give_left or state.given:
        extras["give"] = f"{_opt(state.give_to)}:{state.give_left}:{_cards(state.given)}"
    if state.finished:
        extras["out"] = _seats(state.finished)
    if any(state.eliminated):
        extras["elim"] = _seats([s for s, out in enumerate(state.eliminated) if out])
    if any(d is not None for d in state.dates):
        extras["dates"] = "/".join("-" if d is None else "-".join(str(x) for x in d)
                                   for d in state.dates)
    if state.result is not None:
        r = state.result
        extras["result"] = f"{r.winner}:{r.points}:{r.how}:{_seats(r.order)}:{_opt(r.loser)}"
    if state.match_winner is not None:
        extras["winner"] = str(state.match_winner)
    if state.match_loser is not None:
        extras["loser"] = str(state.match_loser)
    if state.state_id:
        extras["id"] = str(state.state_id)
    name = _preset_name(state.rules)
    if name is not None:
        extras["rules"] = name
    return " ".join([*fields, *(f"{k}={v}" for k, v in extras.items())])


def _default_dealer(current: int, direction: int, players: int,
                    eliminated: list[bool] | None = None) -> int:
    """The dealer a position leaves out: the seat before ``current``, passing seats out of the
    match (``eliminated``), who never deal (a challenge match's hand-written positions were
    refused for a dealer they did not name, review55 #5)."""
    if players <= 0:
        return 0
    seat = (current - direction) % players
    for _ in range(players):
        if not (isinstance(eliminated, list) and seat < len(eliminated) and eliminated[seat]):
            return seat
        seat = (seat - direction) % players
    return (current - direction) % players


# =================================================================== reading
class _Reader:
    """Parses one position, raising :class:`PositionError` that quotes the whole text."""

    def __init__(self, text: str) -> None:
        self.text = text

    def fail(self, what: str) -> PositionError:
        shown = self.text if len(self.text) <= 200 else self.text[:200] + "…"
        return PositionError(f"{what} in position {shown!r}")

    def number(self, text: str, what: str, low: int | None = None) -> int:
        body = text[1:] if text[:1] in "+-" else text
        if not body.isascii() or not body.isdigit() or len(body) > 18:
            raise self.fail(f"{what} {text!r} is not a whole number")
        value = int(text)
        if low is not None and (value < low or (low >= 0 and text[:1] == "-")):
            # (-0 too: a count takes no sign "-", rules55 #5)
            raise self.fail(f"{what} {text!r} is below {low}")
        return value

    def opt(self, text: str, what: str) -> int | None:
        return None if text == "-" else self.number(text, what)

    def card(self, code: str, what: str) -> Card:
        try:
            return Card.parse(code)
        except CardError:
            raise self.fail(f"{what}: {code!r} is not a card code") from None

    def cards(self, text: str, what: str) -> list[Card]:
        if text == "-":
            return []
        return [self.card(code, what) for code in text.split(",")]

    def seats(self, text: str, what: str) -> list[int]:
        if text == "-":
            return []
        return [self.number(s, what) for s in text.split(",")]

    def color(self, text: str, what: str) -> Color:
        for color in Color:
            if text == color.letter:
                return color
        raise self.fail(f"{what} {text!r} is not a colour letter (R, Y, G or B)")


def parse_position(text: str, rules: Rules | None = None, seed: int | str | bytes = 0) -> GameState:
    """The state a position describes (docs/POSITION.md), with the generator seeded from ``seed``.

    ``rules``: the table's rules; ``None`` takes them from the ``rules=`` extra (a preset name),
    else the official rules. Checks syntax only: raises :class:`PositionError` quoting the text;
    whether the table can happen is :func:`position_status` / :func:`check_position`."""
    if not isinstance(text, str):
        raise PositionError(f"a position is text, not {type(text).__name__}")
    r = _Reader(text)
    parts = text.split()
    if len(parts) < 9:
        raise r.fail(f"{len(parts)} fields where a position has at least 9 "
                     "(hands, discard, draw pile, colour, current, direction, pending, phase, "
                     "scores)")
    hands_t, discard_t, pile_t, color_t, current_t, direction_t, pending_t, phase_t, scores_t = \
        parts[:9]
    extras: dict[str, str] = {}
    for item in parts[9:]:
        key, eq, value = item.partition("=")
        if not eq or not value:
            raise r.fail(f"{item!r} is not key=value")
        if key not in EXTRAS:
            raise r.fail(f"unknown field {key!r} (known: {', '.join(EXTRAS)})")
        if key in extras:
            raise r.fail(f"field {key!r} given twice")
        extras[key] = value

    rules = _rules_of(r, rules, extras.get("rules"))
    hands = [r.cards(h, f"hand {i}") for i, h in enumerate(hands_t.split("/"))]
    n = len(hands)
    if n > 64:
        raise r.fail(f"{n} hands")
    discard = r.cards(discard_t, "discard pile")
    stacked_t = pile_t.split(",") if pile_t != "-" else []
    shuffled = bool(stacked_t) and stacked_t[-1] == "*"
    if shuffled:
        stacked_t.pop()
    if "*" in stacked_t:
        raise r.fail("'*' may only end the draw pile")
    stacked = [r.card(c, "draw pile") for c in stacked_t]
    color = None if color_t == "-" else r.color(color_t, "colour")
    current = r.number(current_t, "current seat")
    if direction_t not in ("+", "-"):
        raise r.fail(f"direction {direction_t!r} is neither + nor -")
    direction = 1 if direction_t == "+" else -1
    pending_rank: Rank | None = None
    amount_t, colon, rank_t = pending_t.partition(":")
    pending = r.number(amount_t, "pending draw", 0)
    if colon:
        if rank_t not in _RANKS:
            raise r.fail(f"pending draw kind {rank_t!r} is neither D nor W4")
        pending_rank = _RANKS[rank_t]
    elif pending:
        raise r.fail(f"pending draw {pending} needs its kind: {pending}:D or {pending}:W4")
    if phase_t not in _PHASES:
        raise r.fail(f"phase {phase_t!r} is not one of {', '.join(_PHASES)}")
    phase = _PHASES[phase_t]
    scores = r.seats(scores_t, "score")

    state_seed = seed_state(seed)
    state = GameState(rules=rules, players=n, seed=state_seed, rng=state_seed)
    state.hands = hands
    state.discard = discard
    state.color = color
    state.current = current
    state.direction = direction
    state.pending, state.pending_rank = pending, pending_rank
    state.phase = phase
    state.scores = scores
    used = Counter(c for h in hands for c in h)
    used.update(discard)
    used.update(stacked)
    _read_extras(r, state, extras, used)
    rest: list[Card] = []
    if shuffled:
        left = _DECK - used
        rest = [c for c in sorted(left) for _ in range(left[c])]
    state.draw_pile = rest + list(reversed(stacked))
    state.unshuffled = len(rest)
    return state


def _rules_of(r: _Reader, rules: Rules | None, name: str | None) -> Rules:
    if name is None:
        return rules if rules is not None else Rules()
    if name == "custom":
        if rules is None:
            raise r.fail("rules=custom: pass the table's rules beside the position")
        return rules
    try:
        named = preset(name)
    except RulesError:
        raise r.fail(f"rules={name}: no such preset (presets: {', '.join(PRESETS)})") from None
    if rules is not None and rules != named:
        raise r.fail(f"rules={name} but other rules were passed beside the position")
    return named


def _read_extras(r: _Reader, state: GameState, extras: dict[str, str], used: Counter[Card]) -> None:
    n = state.players
    get = extras.get
    state.round_no = r.number(get("round", "1"), "round", 0)
    dealer = get("dealer")
    if dealer is not None:
        state.dealer = r.number(dealer, "dealer")
    state.top_by = r.opt(get("by", "-"), "by")
    fresh = get("fresh", "0")
    if fresh not in ("0", "1"):
        raise r.fail(f"fresh={fresh} is neither 0 nor 1")
    state.fresh = fresh == "1"
    drawn = get("drawn")
    state.drawn = None if drawn is None else r.card(drawn, "drawn")
    uno = r.seats(get("uno", "-"), "uno")
    if len(set(uno)) != len(uno):  # (read as once, it was written back once: rules45 #9)
        raise r.fail(f"uno={get('uno')} names a seat twice")
    state.uno_called = [s in uno for s in range(n)]
    if any(not 0 <= s < n for s in uno):
        raise r.fail(f"uno={get('uno')} names a seat not at this table")
    state.catchable = r.opt(get("catch", "-"), "catch")
    state.caught_by = r.seats(get("caught", "-"), "caught")
    spent: list[list[int]] = []
    for item in get("spent", "-").split(",") if get("spent") else []:
        triple = item.split(":")
        if len(triple) != 3:
            raise r.fail(f"spent item {item!r} is not KIND:SEAT:TARGET")
        spent.append([r.number(x, "spent", 0) for x in triple])
    state.spent = spent
    wd4 = get("wd4")
    if wd4 is not None:
        bits = wd4.split(":")
        if len(bits) != 4 or bits[3] not in ("bluff", "fair"):
            raise r.fail(f"wd4={wd4} is not OFFENDER:VICTIM:COLOUR:bluff|fair")
        state.wd4 = WildDrawFour(r.number(bits[0], "wd4 offender"), r.number(bits[1], "wd4 victim"),
                                 r.color(bits[2], "wd4 colour"), bits[3] == "bluff")
    give = get("give")
    if give is not None:
        bits = give.split(":")
        if len(bits) != 3:
            raise r.fail(f"give={give} is not TO:LEFT:CARDS")
        state.give_to = r.opt(bits[0], "give to")
        state.give_left = r.number(bits[1], "give left", 0)
        state.given = r.cards(bits[2], "given")
        used.update(state.given)
    state.finished = r.seats(get("out", "-"), "out")
    elim = r.seats(get("elim", "-"), "elim")
    if any(not 0 <= s < n for s in elim):
        raise r.fail(f"elim={get('elim')} names a seat not at this table")
    state.eliminated = [s in elim for s in range(n)]
    if dealer is None:  # (after elim=: the default passes seats out of the match)
        state.dealer = _default_dealer(state.current, state.direction, n, state.eliminated)
    dates = get("dates")
    state.dates = [None] * n
    if dates is not None:
        items = dates.split("/")
        if len(items) != n:
            raise r.fail(f"dates={dates} has {len(items)} seats, the table {n}")
        state.dates = [None if d == "-" else _date(r, d) for d in items]
    result = get("result")
    if result is not None:
        bits = result.split(":")
        if len(bits) != 5 or bits[2] not in _HOWS:
            raise r.fail(f"result={result} is not WINNER:POINTS:HOW:ORDER:LOSER "
                         f"(HOW: {', '.join(_HOWS)})")
        state.result = RoundResult(r.number(bits[0], "result winner"), r.number(bits[1], "points"),
                                   [list(h) for h in state.hands],
                                   [sum(c.points for c in h) for h in state.hands],
                                   r.seats(bits[3], "result order"), r.opt(bits[4], "loser"),
                                   bits[2])
    state.match_winner = r.opt(get("winner", "-"), "winner")
    state.match_loser = r.opt(get("loser", "-"), "loser")
    state.state_id = r.number(get("id", "0"), "id", 0)


def _date(r: _Reader, text: str) -> list[int]:
    month, dash, day = text.partition("-")
    if not dash:
        raise r.fail(f"date {text!r} is not MONTH-DAY")
    return [r.number(month, "month"), r.number(day, "day")]


# =================================================================== checking
def position_status(state: GameState) -> PositionStatus:
    """Every problem of ``state``, one bit each (``VALID`` when it could happen). Never raises."""
    try:
        return _status(state)
    except Exception:  # a state too broken to inspect (wrong types or shapes)
        return PositionStatus.FORM


def is_valid(state: GameState) -> bool:
    """Whether ``state`` is a table that can happen: :func:`position_status` is ``VALID``."""
    return position_status(state) == PositionStatus.VALID


def describe(status: PositionStatus) -> list[str]:
    """Each problem of ``status`` in words, in bit order."""
    return [PROBLEMS[bit] for bit in PositionStatus if bit and bit in status]


def check_position(state: GameState) -> None:
    """Raise :class:`InvalidPosition` naming every problem unless ``state`` is valid; where it
    can, each problem also names the value at fault (the cards over or under, the lists of the
    wrong length, the seat out of range…)."""
    status = position_status(state)
    if not status:
        return
    problems = []
    for bit in PositionStatus:
        if bit and bit in status:
            try:
                detail = _detail(state, bit)
            except Exception:  # a state too broken for details: the words alone
                detail = None
            problems.append(PROBLEMS[bit] + (f" ({detail})" if detail else ""))
    raise InvalidPosition(status, "impossible position: " + "; ".join(problems))


_ORDER = {card: i for i, card in enumerate(_DECK)}


def _some(cards: Counter[Card], most: int = 4) -> str:
    """``cards`` in the deck's order, at most ``most`` kinds shown: ``G7 ×2, R1 and 3 more``."""
    kinds = sorted(cards, key=_ORDER.__getitem__)
    shown = [c.code + (f" ×{cards[c]}" if cards[c] > 1 else "") for c in kinds[:most]]
    rest = sum(cards[c] for c in kinds[most:])
    return ", ".join(shown) + (f" and {rest} more" if rest else "")


def deck_mismatch(state: GameState) -> tuple[Counter[Card], Counter[Card]]:
    """How the cards on ``state``'s table (the hands, the draw and discard piles, cards being
    given) differ from the 108 of one deck, kind by kind: ``(extra, missing)``, both empty when
    they are exactly the deck (the ``DECK`` bit; also what tests count after every action)."""
    cards: Counter[Card] = Counter()
    for h in state.hands:
        cards.update(h)
    for pile in (state.draw_pile, state.discard, state.given):
        cards.update(pile)
    return cards - _DECK, _DECK - cards


def _seat_words(seat: object, n: int) -> str:
    return f"seat {seat} is not at this {n}-seat table"


def _detail(state: GameState, bit: PositionStatus) -> str | None:
    """The value behind one problem of ``state``, in words (``None``: the words say it all)."""
    S = PositionStatus
    n = state.players
    seats = range(n) if 0 < n <= 64 else range(0)
    if bit is S.DECK:
        over, under = deck_mismatch(state)
        parts = []
        if over:
            parts.append(f"{over.total()} too many: {_some(over)}")
        if under:
            parts.append(f"{under.total()} missing: {_some(under)}")
        return "; ".join(parts)
    if bit is S.SEATS:
        lists: dict[str, list[Any]] = {
            "hands": state.hands, "scores": state.scores, "UNO flags": state.uno_called,
            "elimination flags": state.eliminated, "dates": state.dates}
        odd = [f"{len(x)} {name}" for name, x in lists.items() if len(x) != n]
        words = [f"{n} seats but " + ", ".join(odd)] if odd else []
        try:
            check_table(state.rules, n)
        except RulesError as exc:
            words.append(str(exc))
        if not words:  # (a team's score is each partner's: rules45 #9, rules66 #3)
            words += [f"seat {s} scores {state.scores[s]} but its partner seat "
                      f"{state.team_of(s)} scores {state.scores[state.team_of(s)]}: partners share "
                      "their team's score" for s in seats
                      if state.scores[s] != state.scores[state.team_of(s)]][:1]
        return "; ".join(words)
    if bit is S.DEALER:
        return _seat_words(state.dealer, n)
    if bit is S.DIRECTION:
        return f"direction {state.direction!r}: it is + (1, clockwise) or - (-1)"
    if bit is S.PILE:
        return (f"{state.unshuffled} unshuffled of a draw pile of {len(state.draw_pile)}"
                if state.unshuffled >= 0 else
                f"{state.unshuffled} unshuffled: it is never below 0")
    if bit is S.TURN:
        seat = state.current
        if seat not in seats:
            return _seat_words(seat, n)
        if state.eliminated[seat]:
            return f"seat {seat} is out of the match"
        if seat in state.finished:
            return f"seat {seat} is out of this round"
        after = _after_play(state)
        if after is not None and after != seat:
            top = state.discard[-1]
            return (f"{top.code} just played by seat {state.top_by} leaves the turn to seat "
                    f"{after}, not {seat}")
        if state.phase is Phase.NAME_DATES and (seat != 0 or state.direction != 1):
            return (f"current={seat}, direction {'+' if state.direction == 1 else '-'} while "
                    "dates are named: the table waits at seat 0, clockwise (+), until the deal "
                    "gives the turn")
        if state.phase is Phase.CHOOSE_COLOR and _turned_up(state):
            words = []
            if state.direction != 1:
                words.append("play goes clockwise (+) while the Wild turned up at the deal "
                             "waits for its colour")
            if seat != _after_dealer(state):
                words.append(f"the Wild turned up at the deal is named by seat "
                             f"{_after_dealer(state)}, after the dealer, not seat {seat}")
            return "; ".join(words) or None
        return None
    if bit is S.PENDING and state.pending < 0:
        return f"a pending draw of {state.pending}: it is never below 0"
    if bit is S.PENDING and state.pending > 0 and state.pending_rank is None:
        return f"a pending draw of {state.pending} of no kind: its draw card is named (D or W4)"
    if bit is S.PENDING and not state.pending and state.pending_rank is not None:
        return (f"a draw kind ({state.pending_rank.value}) with nothing pending: the kind goes "
                "with the cards to draw")
    if bit is S.PENDING and state.pending > 0 and state.pending_rank is not None:
        return _pending_problem(state)
    if bit is S.PENDING and not state.pending and state.pending_rank is None:
        return _penalty_left_waiting(state)
    if bit is S.TOP:
        return "; ".join(_top_words(state, seats)) or None
    if bit is S.COLOUR:
        return "; ".join(_colour_words(state)) or None
    if bit is S.PHASE and state.phase is not Phase.NAME_DATES and state.round_no < 1:
        return f"round={state.round_no} once dealt: the first round is 1"
    if bit is S.PHASE:
        words = _phase_start_words(state, seats)
        if not words:  # (what the match's end and the scores say, rules66 #3)
            words = _score_words(state)
            words += _round_words(state)
            if _result_fits(state, seats):
                words += _result_words(state, seated=not position_status(state) & S.SEATS)
            words += _match_end_words(state) + _result_fit_words(state, seats)
        return "; ".join(dict.fromkeys(words)) or None
    if bit is S.EMPTY_HAND:
        empty = [s for s in seats if not state.eliminated[s] and s not in state.finished
                 and not state.hands[s] and state.phase in _PLAYING]
        return (f"seat{'' if len(empty) == 1 else 's'} {_seats(empty)} "
                f"hold{'s' if len(empty) == 1 else ''} no card in phase "
                f"{state.phase.value}: a seat goes out on its last card" if empty else None)
    if bit is S.OUT:
        return "; ".join(dict.fromkeys(_out_words(state, seats))) or None
    if bit is S.DATES:
        return "; ".join(_dates_words(state)) or None
    if bit is S.CATCH:
        return "; ".join(_catch_words(state, seats)) or None
    if bit is S.DRAWN:
        return "; ".join(_drawn_words(state, seats)) or None
    if bit is S.CHALLENGE:
        return "; ".join(_challenge_words(state, seats)) or None
    if bit is S.GIVE:
        return "; ".join(_swap_words(state, seats) + _give_words(state)) or None
    return None


def _top_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the top card and who played it, in words (the ``TOP`` bit, rules66 #3)."""
    top = state.discard[-1] if state.discard else None
    by, phase = state.top_by, state.phase
    words = []
    if phase is not Phase.NAME_DATES:
        if top is None:
            words.append(f"no card on the discard pile in phase {phase.value}: the deal turns "
                         "one up")
    else:
        held = sum(len(h) for h in state.hands)
        if state.discard or held:
            words.append(f"{held} card{'' if held == 1 else 's'} in hands and "
                         f"{len(state.discard)} on the discard pile while dates are named: "
                         "nothing is dealt before the last date")
        if state.round_no != 0:
            words.append(f"round={state.round_no} while dates are named: round 0 before the "
                         "first deal")
        if by is not None or state.fresh:
            words.append(f"by={_opt(by)} fresh={int(state.fresh)} while dates are named: no "
                         "card has been played before the first deal")
    if by is not None and by not in seats:
        words.append(f"by={by}: " + _seat_words(by, state.players))
    if state.fresh and by is None:
        words.append("fresh=1 without by=: a card just played was played by someone")
    if phase is Phase.CHOOSE_COLOR and not _turned_up(state):
        code = top.code if top else "-"
        if len(state.discard) != 1:
            words.append(f"{len(state.discard)} cards on the discard pile in phase "
                         "choose_color: the Wild waiting for its colour is the one card turned "
                         "up at the deal")
        if by is not None:
            words.append(f"by={by} on {code} waiting for its colour: a Wild turned up at the "
                         "deal was played by nobody (a Wild played takes its colour at once)")
        if state.fresh:
            words.append(f"fresh=1 on {code} waiting for its colour: nobody has played yet")
        if state.catchable is not None:
            words.append(f"catch={state.catchable} on {code} waiting for its colour: nobody has "
                         "played yet")
    return words


def _colour_words(state: GameState) -> list[str]:
    """What is wrong with the colour in play, in words (the ``COLOUR`` bit, rules66 #3)."""
    top = state.discard[-1] if state.discard else None
    code = top.code if top else "no card"
    colour = state.color.name.lower() if state.color is not None else None
    phase = state.phase
    if phase is Phase.CHOOSE_COLOR:
        words = []
        if colour is not None:
            words.append(f"{colour} in play in phase choose_color: the turned-up {code} still "
                         "waits for its colour (-)")
        if top is None or top.rank is not Rank.WILD:
            words.append(f"phase choose_color on {code}: only a Wild turned up at the deal "
                         "waits for its colour")
        return words
    if phase is Phase.NAME_DATES:
        return [f"{colour} in play before the first deal"] if colour is not None else []
    if colour is None:
        return [f"no colour in play on {code} in phase {phase.value}"]
    if _foreign_colour(state, top):
        if not state.rules.judgement_day:
            return [f"{colour} in play on {code}: only judgement day leaves a coloured card "
                    "under another colour"]
        said = _cards(state.discard[-2:])
        return [f"{colour} in play on {said} (by={_opt(state.top_by)} "
                f"fresh={int(state.fresh)}): a coloured card lies under another colour only "
                "as a judgement day's throw leaves it, number cards (two at least) by their "
                "thrower with fresh=0, the last not of the colour named; a card played sets "
                "its own"]
    return []


def _phase_start_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the phase against the result, the match's winner and loser, the scores
    before the deal and the round number, in words (the first checks of :func:`_phase_ok`,
    rules66 #3)."""
    phase, result = state.phase, state.result
    over = phase in _OVER
    ended = phase is Phase.MATCH_OVER
    winner, loser = state.match_winner, state.match_loser
    words = []
    if result is not None and not over:
        r = result
        words.append(f"result={r.winner}:{r.points}:{r.how}:{_seats(r.order)}:{_opt(r.loser)} "
                     f"in phase {phase.value}: only a round's end (round_over, match_over) "
                     "has one")
    if result is None and over:
        words.append(f"phase {phase.value} without result=: a round's end records its result")
    if winner is not None and not ended:
        words.append(f"winner={winner} in phase {phase.value}: only match_over names the "
                     "match's winner")
    if winner is None and ended:
        words.append("phase match_over without winner=: a match's end names its winner")
    if winner is not None and winner not in seats:
        words.append(f"winner={winner}: " + _seat_words(winner, state.players))
    if loser is not None and not ended:
        words.append(f"loser={loser} in phase {phase.value}: only match_over names the "
                     "match's loser")
    if loser is not None and loser not in seats:
        words.append(f"loser={loser}: " + _seat_words(loser, state.players))
    if phase is Phase.NAME_DATES and any(state.scores):
        words.append(f"scores {_seats(list(state.scores))} before the first deal: nobody has "
                     "scored")
    if not words and winner is not None and winner == loser:
        words.append(f"winner={winner} loser={loser}: one player never both wins and loses")
    elif not words and winner is not None and loser is not None \
            and not position_status(state) & PositionStatus.SEATS \
            and state.team_of(winner) == state.team_of(loser):
        words.append(f"winner={winner} loser={loser}: partners never both win and lose")
    if not words and result is not None and not _result_fits(state, seats):
        words.append(f"result winner {result.winner}, order {_seats(result.order)} or "
                     f"loser {_opt(result.loser)} not seats of the table, or final hands "
                     "that are not the hands")
    return words


def _result_fit_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the round's result against its last card, the scores and the
    points, in words, for a result that fits the table (the last checks of :func:`_phase_ok`,
    rules66 #3; :func:`_result_words` says the others)."""
    result, winner, ended = state.result, state.match_winner, state.phase is Phase.MATCH_OVER
    if result is None or not _result_fits(state, seats):
        return []
    words = []
    rules = state.rules
    if result.how == "out" and state.hands[result.winner]:
        words.append(f"result won by going out, its winner seat {result.winner} holding "
                     f"{len(state.hands[result.winner])} card(s)")
    if result.how in ("out", "judgement") and state.top_by not in (None, result.winner) \
            and rules.scoring != "elimination":
        words.append(f"result won by {result.how} with by={state.top_by}: the last card or "
                     f"throw is the winner's, seat {result.winner}")
    if rules.scoring in ("standard", "single") and state.scores[result.winner] < result.points:
        words.append(f"result winner seat {result.winner} scores "
                     f"{state.scores[result.winner]}, below the round's {result.points} "
                     f"points, which under {rules.scoring} are already its")
    if position_status(state) & PositionStatus.SEATS:
        return words
    side = state.team_of(result.winner)
    owed = sum(p for s, p in enumerate(result.hand_points) if state.team_of(s) != side)
    if result.points != owed:
        words.append(f"result points {result.points}: the cards left in the other "
                     f"{'teams' if team_size(rules) > 1 else 'seats'}' hands make {owed}")
    if ended and winner is not None and rules.scoring in ("standard", "single") \
            and state.team_of(winner) != side:
        words.append(f"winner={winner}: under {rules.scoring} the round's winner, seat "
                     f"{result.winner}, or its team wins the match")
    return words


def _score_words(state: GameState) -> list[str]:
    """What is wrong with the scores against the scoring and the match, in words (what
    :func:`_scores_ok` checks, rules66 #3; the end of a challenge match:
    :func:`_challenge_end_words`)."""
    rules, scores, phase = state.rules, state.scores, state.phase
    scoring, target = rules.scoring, rules.target_score
    over, ended = phase in _OVER, phase is Phase.MATCH_OVER
    words = []
    below = [s for s, x in enumerate(scores) if x < 0]
    if below:
        words.append(f"seat {below[0]} scores {scores[below[0]]}: a score is never below 0")
    if scoring == "elimination" and any(scores):
        words.append(f"scores {_seats(list(scores))} under elimination, which keeps none")
    if over and not ended and scoring in ("single", "elimination"):
        words.append(f"phase round_over under {scoring}: its one round ends the match")
    still_in = [s for s in range(len(scores)) if not state.eliminated[s]]
    if not ended:
        at = [s for s in (still_in if scoring == "challenge" else range(len(scores)))
              if scores[s] >= target]
        if at and scoring in ("standard", "penalty"):
            words.append(f"seat {at[0]} at {scores[at[0]]}, at the target {target} while the "
                         "match goes on: reaching it ends the match")
        if at and scoring == "challenge":
            words.append(f"seat {at[0]} at {scores[at[0]]}, at the target {target} and still "
                         "in the match: who reaches it is out (elim=)")
        if over and scoring == "challenge" and len(still_in) < 2:
            words.append(("no player" if not still_in else f"one player, seat {still_in[0]},")
                         + " left in the match in phase round_over: the round that leaves one, "
                         "or none, ends the match (match_over)")
        return words
    winner = state.match_winner
    if state.match_loser is not None and scoring not in ("penalty", "elimination"):
        words.append(f"loser={state.match_loser} under {scoring}: only penalty and "
                     "elimination name a match's loser")
    if scoring == "standard" and winner is not None and 0 <= winner < len(scores) \
            and scores[winner] < target:
        words.append(f"winner={winner} at {scores[winner]}, below the target {target}: a "
                     "standard match ends when its winner reaches it")
    if scoring == "penalty" and max(scores, default=0) < target:
        words.append(f"a penalty match over with nobody at the target {target}")
    if scoring == "challenge":
        words += _challenge_end_words(state)
    return words


def _out_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the seats out of the round (``out=``) and the match (``elim=``), in
    words (the ``OUT`` bit, rules66 #3)."""
    rules, finished, out = state.rules, state.finished, state.eliminated
    said = f"out={_seats(finished)}"
    words = []
    if len(set(finished)) != len(finished):
        words.append(f"{said} names a seat twice")
    words += [f"{said}: " + _seat_words(s, state.players) for s in finished if s not in seats]
    words += [f"{said}: seat {s} holds cards, and a seat goes out on its last card"
              for s in finished if s in seats and state.hands[s]]
    words += [f"seat {s} is out of the match (elim=) and of the round ({said})"
              for s in finished if s in seats and out[s]]
    if finished and rules.scoring != "elimination":
        words.append(f"{said} under {rules.scoring}: only elimination plays a round on after a "
                     "seat goes out")
    if finished and state.phase is Phase.NAME_DATES:
        words.append(f"{said} before the first deal: nobody has gone out")
    gone = [s for s in seats if out[s]]
    if gone and rules.scoring != "challenge":
        words.append(f"elim={_seats(gone)} under {rules.scoring}: only challenge scoring "
                     "knocks players out of the match")
    words += [f"elim={s} at {state.scores[s]}, below the target {rules.target_score}: a "
              "challenge match knocks a player out when it reaches it"
              for s in gone if state.scores[s] < rules.target_score][:1]
    if state.top_by in finished and state.top_by != finished[-1]:
        words.append(f"by={state.top_by}, out of the round but not the last seat out ({said}): "
                     "going out is a play, by the seat leaving")
    words += _knocked_out_words(state)
    if state.phase not in _PLAYING:
        return words
    active = [s for s in seats if not out[s] and s not in finished]
    seated = not position_status(state) & PositionStatus.SEATS
    if len(active) < 2 and seated:
        words.append(f"{len(active)} seat{'' if len(active) == 1 else 's'} left in the round "
                     f"in phase {state.phase.value}: it ends when one is left")
    elif seated and len({state.team_of(s) for s in active}) < 2:
        words.append(f"only seats {_seats(active)}, of one team, left in the round in phase "
                     f"{state.phase.value}: it ends when one team is left")
    words += [f"seat {s}, out of the match, holds cards while the round is played"
              for s in gone if state.hands[s]]
    for key, seat in (("by", state.top_by), ("dealer", state.dealer)):
        if isinstance(seat, int) and seat in seats and out[seat]:
            words.append(f"{key}={seat}: seat {seat} is out of the match, and gone by the "
                         "next deal")
    words += [f"uno={s}: seat {s} is out of the match, and its call gone by the next deal"
              for s in gone if state.uno_called[s]]
    return words


def _dates_words(state: GameState) -> list[str]:
    """What is wrong with the judgement-day dates, in words (the ``DATES`` bit, rules66 #3)."""
    dates = state.dates
    said = "dates=" + "/".join("-" if d is None else "-".join(map(str, d)) for d in dates)
    dealt = state.phase is not Phase.NAME_DATES
    if not state.rules.judgement_day:
        words = [] if dealt else ["phase name_dates without judgement_day"]
        if any(d is not None for d in dates):
            words.append(f"{said} without judgement_day: only judgement day names dates")
        return words
    words = [f"seat {s} names {'-'.join(map(str, d))}, no day of the year"
             for s, d in enumerate(dates)
             if d is not None and not (len(d) == 2 and valid_date(d[0], d[1]))]
    missing = [s for s, d in enumerate(dates) if d is None]
    if dealt and missing:
        words.append(f"{said}: seat {_seats(missing)} named no date, yet round "
                     f"{state.round_no} is dealt, and the last date named deals round 1")
    if not dealt and not missing:
        words.append(f"{said}: every seat has named its date while dates are named, and the "
                     "last one deals round 1")
    return words


def _swap_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with a wild swap's giving against the table and the rules, in words (the
    ``GIVE`` bit but its windows, :func:`_give_words`; rules66 #3)."""
    to, left, given = state.give_to, state.give_left, state.given
    said = f"give={_opt(to)}:{left}:{_cards(given)}"
    if state.phase is not Phase.GIVE:
        return ([f"{said} in phase {state.phase.value}: only phase give holds a swap"]
                if to is not None or left or given else [])
    giver = state.current
    active = [s for s in seats if not state.eliminated[s] and s not in state.finished]
    top = state.discard[-1] if state.discard else None
    checks = [
        (to is not None, "phase give without give="),
        (to is None or to in active, f"{said}: seat {to} is not in the round"),
        (to != giver, f"{said}: seat {giver} gives to itself"),
        (0 < left <= 3, f"{said}: {left} left to give, where a swap gives 1 to 3"),
        (len(given) + left <= 3, f"{said}: {len(given) + left} cards in all, more than 3"),
        (state.rules.wild_powers, f"{said} without wild_powers"),
        (giver not in seats or left <= len(state.hands[giver]),
         f"{said}: {left} left to give, more than seat {giver}'s "
         f"{len(state.hands[giver]) if giver in seats else 0} cards"),
        (top is not None and top.rank is Rank.WILD,
         f"{said} on {top.code if top else 'no card'}: a swap follows the Wild its giver just "
         "played"),
        (state.top_by == giver, f"{said} with by={_opt(state.top_by)}: the Wild was played by "
                                f"the giver, seat {giver}"),
    ]
    return [words for fits, words in checks if not fits]


def _challenge_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the Wild Draw Four awaiting its answer (``wd4=``) against the table,
    in words; none when it fits (or there is none, outside the challenge phase)."""
    wd4, phase, top = state.wd4, state.phase, state.discard[-1] if state.discard else None
    if wd4 is None:
        return ["phase challenge without wd4="] if phase is Phase.CHALLENGE else []
    rules = state.rules
    under = state.discard[-2] if len(state.discard) >= 2 and top is not None \
        and top.rank is Rank.WILD_DRAW_FOUR else None
    checks = [
        (phase is Phase.CHALLENGE, f"wd4= in phase {phase.name.lower()}: it waits only in "
                                   "phase challenge"),
        (top is not None and top.rank is Rank.WILD_DRAW_FOUR, "the top card is no W4"),
        (wd4.victim == state.current, f"its victim {wd4.victim} is not the seat to move"),
        (wd4.offender in seats and wd4.offender != wd4.victim,
         f"its player {wd4.offender} is no other seat at the table"),
        # (a last card is never a bluff: no challenge of one, decision 18)
        (wd4.offender not in seats or bool(state.hands[wd4.offender]),
         "its player holds no cards: a last card is never challenged"),
        (state.pending >= 4 and state.pending_rank is Rank.WILD_DRAW_FOUR,
         "no Wild Draw Four penalty of 4 or more pending"),
        (rules.wd4_bluff_possible, "these rules leave no Wild Draw Four to challenge"),
        # (entered by the play of the four, left by its answer, a turn move: rules57 #4)
        (state.fresh, "fresh=0: the four awaiting its answer was just played, and only the "
                      "answer (a turn move) ends that"),
        # (the four's victim is the seat after its player)
        (wd4.offender not in seats or wd4.victim == state.next_seat(wd4.offender),
         "its victim is not the seat after its player"),
        # (who played the top card, when said, played the four: rules47 #1)
        (state.top_by in (None, wd4.offender), f"by={state.top_by} is not its player"),
        # (the colour before the four is the colour of the coloured card it went on: a card
        # under it is that card, a reshuffle since having left the four alone; only judgement
        # day leaves a coloured card under another colour, a throw of number cards naming a
        # colour not among them: rules65 #5, rules67 #2)
        (under is None or under.color is None or wd4.previous_color is under.color
         or (rules.judgement_day and _thrown(state.discard, len(state.discard) - 2,
                                             wd4.previous_color)),
         f"wd4=…:{wd4.previous_color.letter}:…: the four went on {under.code if under else '-'}, "
         f"so the colour before it was {under.color.name.lower() if under and under.color else '-'}"),
        # (a bluffer still holds the colour: nothing was played since)
        (not wd4.bluff or (wd4.offender in seats and any(
            c.color is wd4.previous_color for c in state.hands[wd4.offender])),
         "a bluff whose player holds no card of the colour before it"),
        # (a fair four's player may hold the colour only by a penalty drawn since: rules64 #1)
        (wd4.bluff or wd4.offender not in seats or not _kept_hand(state, wd4.offender) or not any(
            c.color is wd4.previous_color for c in state.hands[wd4.offender]),
         "a fair four whose player holds a card of the colour before it, in a hand too small "
         "to hold a penalty drawn since"),
    ]
    return [words for fits, words in checks if not fits]


def _drawn_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the card just drawn and kept to play (``drawn=``), in words; none
    when it fits (or there is none)."""
    drawn, phase = state.drawn, state.phase
    if drawn is None:
        return []
    code = drawn.code
    if phase is not Phase.PLAY or state.current not in seats \
            or drawn not in state.hands[state.current]:
        return [f"drawn={code} outside phase play, or not a card of the seat to move"]
    hand = state.hands[state.current]
    checks = [
        # (a seat in the round held a card before it drew, and the hand only grows until its
        # next move: rules64 #6)
        (len(hand) >= 2, f"drawn={code} is the whole hand: a seat draws holding cards"),
        # (never on a penalty, which a draw takes: rules46 #3)
        (not state.pending, f"drawn={code} beside a pending draw: a draw takes the penalty"),
        # (kept to play only when it may be played — a Wild Draw Four the colour rule forbids
        # is not, rules56 #4, unless the hand took cards since: a false UNO's, a false
        # catch's, review75 #1, review76 #2)
        (_matches(state, drawn) and (_playable(state, drawn, hand)
                                     or _penalty_since(state.rules, len(hand))),
         f"drawn={code} may not be played, and a drawn card is kept only to be played"),
        # (a draw ends the top card's freshness, rules47 #1, and every catch window, even one
        # a throw opened: rules57 #5)
        (not state.fresh, f"drawn={code} beside fresh=1: the draw is a turn move, which ends it"),
        (state.catchable is None, f"drawn={code} beside catch={state.catchable}: the draw is a "
                                  "turn move, which closes every catch window"),
        # (the draw clears what was spent before it, and after it any other card is refused
        # as must_play_drawn without a penalty: no misplay is paid beside it, rules64 #7 —
        # unless a penalty since made a drawn four unplayable, freeing the hand again)
        (not any(x[:1] == [2] for x in state.spent) or not _playable(state, drawn, hand),
         f"drawn={code} beside a misplay paid (spent=2:…): the draw clears it, and no misplay "
         "is punished after a draw"),
    ]
    words = [words for fits, words in checks if not fits]
    # (draw_when_playable off: a seat draws only holding no card it may play, and that is no
    # card that fits the table — a fitting Wild Draw Four the colour rule forbids means a card
    # of the colour in play beside it. The cards drawn before the one kept under
    # draw_until_playable did not fit either; only a penalty taken in its own turn since the
    # draw brings other cards: rules68 #1)
    if not state.rules.draw_when_playable and state.discard:
        rest = list(hand)
        rest.remove(drawn)
        fitting = [c for c in rest if _matches(state, c)]
        if fitting and not (len(fitting) <= len(hand) - 2
                            and _penalty_since_draw(state, len(hand))):
            words.append(f"drawn={code} beside {_cards(fitting)} that may be played: with "
                         "draw_when_playable off a seat draws only holding no playable card, "
                         "and it took no penalty since that could have brought "
                         f"{'it' if len(fitting) == 1 else 'them'}")
    return words


def _kept_hand(state: GameState, seat: int) -> bool:
    """Is ``seat``'s hand, in phase ``challenge``, all cards it kept when it played the four?
    Between the four and its answer the hand grows only by penalties (a catch on the one card
    it left, a false UNO call, a false catch), each of at least the smallest of them in force
    while the draw pile is left holding cards (a penalty that drew fewer emptied both piles):
    a hand smaller than one card kept and that penalty took none (rules64 #1)."""
    rules = state.rules
    penalties = [p for p in (rules.uno_penalty, rules.false_uno_penalty,
                             rules.false_catch_penalty) if p > 0]
    return bool(state.draw_pile) and (not penalties
                                       or len(state.hands[seat]) < 1 + min(penalties))


def _catch_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the catch window, in words, each that can be told."""
    words = []
    target = state.catchable
    if target is not None and target in seats and not state.caught_by \
            and not state.rules.uno_penalty_per_catcher:
        held = len(state.hands[target])
        if not _owes_window(state, held):
            most = MAX_UNO_HAND[state.rules.multi_play]
            words.append(f"catch={target} on a hand of {held} cards: "
                         + ("only a hand of one card owes UNO" if most == 1 else
                            f"with multi_play={state.rules.multi_play} an UNO hand holds 1 to "
                            f"{most} cards"))
    if target is not None and not state.fresh and not _after_throw(state):
        top = _cards(state.discard[-2:])
        words.append(f"catch={target} with fresh=0 on {top}: a catch window opens on a play "
                     "and the next turn move closes it"
                     + ("; only a judgement day's throw opens one unfresh, leaving number "
                        "cards (two at least), the last not of the colour named"
                        if state.rules.judgement_day else ""))
    if state.caught_by and not state.rules.uno_penalty_per_catcher:
        words.append("caught= without uno_penalty_per_catcher")
    return words + _window_seat_words(state, seats) + _spent_words(state, seats) \
        + _call_words(state, seats) + _marks_words(state, seats)


def _window_seat_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the seats of the catch window (``catch``, ``caught``), in words (what
    :func:`_catch_ok` checks beside the hand and fresh, rules66 #3)."""
    target, caught = state.catchable, state.caught_by
    said = f"caught={_seats(caught)}"
    if target is None:
        return [f"{said} without catch=: only an open window has catchers"] if caught else []
    words = []
    if target not in seats:
        words.append(f"catch={target}: " + _seat_words(target, state.players))
    words += [f"{said}: " + _seat_words(s, state.players) for s in caught if s not in seats]
    if target in caught:
        words.append(f"{said}: seat {target}, the target, does not catch itself")
    if len(set(caught)) != len(caught):
        words.append(f"{said} names a seat twice")
    if target != state.top_by:
        words.append(f"catch={target} with by={_opt(state.top_by)}: the window opens on "
                     "whoever played the top card")
    if target in seats and state.rules.uno_penalty_per_catcher and not state.hands[target]:
        words.append(f"catch={target} on a hand of 0 cards: only a hand holding cards owes UNO")
    return words


def _spent_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the mistakes already paid (``spent``) against the table and the
    rules, in words (what :func:`_spent_ok` checks, rules66 #3)."""
    rules = state.rules
    words = []
    for item in state.spent:
        said = "spent=" + ":".join(map(str, item))
        if len(item) != 3 or item[0] not in (0, 1, 2):
            words.append(f"{said} is not KIND:SEAT:TARGET of a known kind (0 a wrong UNO "
                         "call, 1 a wrong catch, 2 a misplay)")
            continue
        kind, seat, target = item
        off = [x for x in (seat, target) if x not in seats]
        if off:
            words.append(f"{said}: " + _seat_words(off[0], state.players))
            continue
        if kind == 1 and seat == target:
            words.append(f"{said}: a wrong catch of oneself")
        elif kind == 1 and not (rules.false_catch_penalty or rules.multi_play != "off"):
            words.append(f"{said}: a wrong catch marked without false_catch_penalty or "
                         "multi-play")
        elif kind != 1 and seat != target:
            words.append(f"{said}: a {'wrong UNO call' if kind == 0 else 'misplay'} is one's "
                         "own (seat and target the same)")
        elif kind == 0 and not rules.false_uno_penalty:
            words.append(f"{said}: a wrong UNO call marked without false_uno_penalty")
        elif kind == 2 and not rules.misplay_penalty:
            words.append(f"{said}: a misplay marked without misplay_penalty")
    return words


def _call_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the UNO calls (``uno``), in words (what :func:`_uno_flags_ok`
    checks while the round is played, and no call before the deal; rules66 #2, #3)."""
    called = [s for s in seats if state.uno_called[s]]
    if state.phase is Phase.NAME_DATES:
        return [f"uno={_seats(called)} before the first deal: nobody holds a card to call on"] \
            if called else []
    if state.phase not in _PLAYING:
        return []
    most = MAX_UNO_HAND[state.rules.multi_play]
    words = [f"uno={s} on a hand of {len(state.hands[s])} cards: a call stands only on an UNO "
             f"hand ({'1 card' if most == 1 else f'1 to {most} cards'}), and a draw ends it"
             for s in called if len(state.hands[s]) > most]
    target = state.catchable
    if target in called and state.rules.multi_play == "off":
        words.append(f"catch={target} beside uno={target}: without multi-play a seat that "
                     "called UNO owes nothing (decision 19)")
    return words


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _ints(xs: object) -> bool:
    return isinstance(xs, list) and all(_is_int(x) for x in xs)


def _opt_int(x: object) -> bool:
    return x is None or _is_int(x)


def _card_list(xs: object) -> bool:
    return isinstance(xs, list) and all(isinstance(c, Card) for c in xs)


def _form_ok(state: GameState) -> bool:
    """Every field a position carries has its type and shape (what :func:`parse_position` always
    builds; a state built in code or by ``from_dict`` may not)."""
    wd4, res = state.wd4, state.result
    return (isinstance(state.rules, Rules) and isinstance(state.phase, Phase)
            and all(_is_int(x) for x in (state.players, state.round_no, state.dealer,
                                         state.current, state.direction, state.unshuffled,
                                         state.pending, state.give_left, state.state_id))
            and all(_opt_int(x) for x in (state.catchable, state.top_by, state.give_to,
                                          state.match_winner, state.match_loser))
            and (state.color is None or isinstance(state.color, Color))
            and (state.drawn is None or isinstance(state.drawn, Card))
            and (state.pending_rank is None or isinstance(state.pending_rank, Rank))
            and isinstance(state.fresh, bool)
            and isinstance(state.hands, list) and all(_card_list(h) for h in state.hands)
            and _card_list(state.draw_pile) and _card_list(state.discard)
            and _card_list(state.given)
            and isinstance(state.uno_called, list)
            and all(isinstance(x, bool) for x in state.uno_called)
            and isinstance(state.eliminated, list)
            and all(isinstance(x, bool) for x in state.eliminated)
            and _ints(state.caught_by) and _ints(state.finished) and _ints(state.scores)
            and isinstance(state.spent, list) and all(_ints(x) for x in state.spent)
            and isinstance(state.dates, list)
            and all(d is None or _ints(d) for d in state.dates)
            and (wd4 is None or (isinstance(wd4, WildDrawFour) and _is_int(wd4.offender)
                                 and _is_int(wd4.victim) and isinstance(wd4.previous_color, Color)
                                 and isinstance(wd4.bluff, bool)))
            and (res is None or (isinstance(res, RoundResult) and _is_int(res.winner)
                                 and _is_int(res.points) and isinstance(res.hands, list)
                                 and all(_card_list(h) for h in res.hands)
                                 and _ints(res.hand_points) and _ints(res.order)
                                 and _opt_int(res.loser) and isinstance(res.how, str))))


def _status(state: GameState) -> PositionStatus:
    S = PositionStatus
    if not _form_ok(state):
        return S.FORM  # nothing else can be checked
    bad = S.VALID
    n = state.players
    phase = state.phase
    rules = state.rules
    seats = range(n) if isinstance(n, int) and 0 < n <= 64 else range(0)
    # ---- the table and its per-seat lists
    try:
        check_table(rules, n)
    except RulesError:
        bad |= S.SEATS
    if any(len(x) != n for x in (state.hands, state.scores, state.uno_called, state.eliminated,
                                 state.dates)):
        return bad | S.SEATS  # nothing per seat can be checked
    if not bad & S.SEATS and any(state.scores[s] != state.scores[state.team_of(s)]
                                 for s in seats):
        bad |= S.SEATS  # (a team's score is each partner's: rules45 #9)
    # ---- the deck
    if any(deck_mismatch(state)):
        bad |= S.DECK
    if not 0 <= state.unshuffled <= len(state.draw_pile):
        bad |= S.PILE
    if state.dealer not in seats:
        bad |= S.DEALER
    if state.direction not in (1, -1):
        bad |= S.DIRECTION
    # ---- seats out of the round and the match
    finished = state.finished
    if (len(set(finished)) != len(finished) or any(s not in seats for s in finished)
            or any(state.hands[s] for s in finished if s in seats)
            or any(state.eliminated[s] for s in finished if s in seats)
            or (finished and rules.scoring != "elimination")
            or (any(state.eliminated) and rules.scoring != "challenge")
            # (knocked out of a challenge match at the target: rules46 #7)
            or any(state.eliminated[s] and state.scores[s] < rules.target_score for s in seats)
            # (the top card of a seat out of the round is the last one out's: going out is a
            # play or a throw, which puts ``by`` on the seat leaving, rules63 #4)
            or (state.top_by in finished and state.top_by != finished[-1])
            # (nobody goes out of a round before its deal: rules66 #2)
            or (finished and phase is Phase.NAME_DATES)
            or _knocked_out_words(state)):
        bad |= S.OUT
    active = [s for s in seats if not state.eliminated[s] and s not in finished]
    dealt = phase is not Phase.NAME_DATES
    playing = phase in _PLAYING
    # (too few seats said once, as SEATS: not again as seats out of the round, rules63 #8)
    if playing and ((len(active) < 2 and not bad & S.SEATS)
                    or any(state.hands[s] for s in seats if state.eliminated[s])
                    or (not bad & S.SEATS and len({state.team_of(s) for s in active}) < 2)
                    # (knocked out of the match at a round's end: that round's top card, its
                    # deal and its UNO calls are gone by the next one's play, rules48 #8)
                    or any(state.eliminated[s] for s in (state.top_by, state.dealer)
                           if isinstance(s, int) and s in seats)
                    or any(state.uno_called[s] for s in seats if state.eliminated[s])):
        bad |= S.OUT  # (a seat eliminated at a round's end holds its hand until the next deal;
        # a round goes on while two teams at least are in it, rules45 #9)
    # ---- turn, top card, colour
    if state.current not in (active if playing else seats) or _after_play(state) not in (
            None, state.current) or (phase is Phase.CHOOSE_COLOR and _turned_up(state) and (
                state.direction != 1 or state.current != _after_dealer(state))) or (
            # (nobody moves before the deal, which gives the turn: review96 #4)
            not dealt and (state.current != 0 or state.direction != 1)):
        bad |= S.TURN
    top = state.discard[-1] if state.discard else None
    if ((top is None) if dealt else (bool(state.discard) or any(state.hands)
                                     or state.round_no != 0)) or (
            state.top_by is not None and state.top_by not in seats) or (
            phase is Phase.CHOOSE_COLOR and not _turned_up(state)) or (
            state.fresh and state.top_by is None) or (  # (just played: by someone, rules46 #3)
            not dealt and (state.top_by is not None or state.fresh)):  # (no play before the
        bad |= S.TOP  # deal: rules66 #2)
    if phase is Phase.CHOOSE_COLOR:
        colour_ok = state.color is None and top is not None and top.rank is Rank.WILD
    else:
        colour_ok = (state.color is not None) == dealt and not _foreign_colour(state, top)
    if not colour_ok:
        bad |= S.COLOUR
    # ---- the pending draw
    pending_ok = state.pending >= 0 and (state.pending > 0) == (state.pending_rank is not None)
    if pending_ok and state.pending:
        pending_ok = _pending_problem(state) is None
    if pending_ok and not state.pending and _penalty_left_waiting(state):
        pending_ok = False
    if not pending_ok:
        bad |= S.PENDING
    # ---- a Wild Draw Four awaiting its answer
    if _challenge_words(state, seats):
        bad |= S.CHALLENGE
    # ---- the phase against the result and the match
    if not _phase_ok(state, seats, dealt, seated=not bad & S.SEATS):
        bad |= S.PHASE
    # ---- hands of seats still in the round
    if playing and any(not state.hands[s] for s in active):
        bad |= S.EMPTY_HAND
    # ---- the card just drawn
    if _drawn_words(state, seats):
        bad |= S.DRAWN
    # ---- a wild swap's giving
    if phase is Phase.GIVE:
        give_ok = (state.give_to in active and state.give_to != state.current
                   and 0 < state.give_left <= 3 and len(state.given) + state.give_left <= 3
                   and rules.wild_powers and state.current in seats
                   # (no more to give than the hand holds: rules46 #3)
                   and state.give_left <= len(state.hands[state.current])
                   # (the giver just played a Wild swapping hands: rules56 #5)
                   and bool(state.discard) and state.discard[-1].rank is Rank.WILD
                   and state.top_by == state.current and not _give_words(state))
    else:
        give_ok = state.give_to is None and not state.give_left and not state.given
    if not give_ok:
        bad |= S.GIVE
    # ---- UNO and catch windows
    if not _catch_ok(state, seats) or any(
            len(x) != 3 or x[0] not in (0, 1, 2) or x[1] not in seats or x[2] not in seats
            or not _spent_ok(rules, x) for x in state.spent) \
            or (playing and not _uno_flags_ok(state, seats)) or _marks_words(state, seats) \
            or (not dealt and any(state.uno_called)):  # (no call before the deal: rules66 #2)
        bad |= S.CATCH
    # ---- judgement day
    dates = state.dates
    if rules.judgement_day:
        # (dealt once every seat has named one: the last date deals round 1, rules48 #8)
        dates_ok = all(d is None or (len(d) == 2 and valid_date(d[0], d[1])) for d in dates) and (
            None not in dates) == dealt
    else:
        dates_ok = dealt and all(d is None for d in dates)
    if not dates_ok:
        bad |= S.DATES
    return bad


def _give_words(state: GameState) -> list[str]:
    """What is wrong with the windows of a wild swap in progress (phase ``give``), in words
    (rules59 #2): the play of the Wild enters the phase fresh, and in it the only turn move is
    a gift, which ends fresh and closes every catch window (core/game.py ``apply``); nothing
    reopens one before the swap is done (no play, jump-in, throw or death number in it). So
    before the first gift the table is fresh, and after it fresh=0 with no catch window."""
    if state.phase is not Phase.GIVE:
        return []
    words = _giver_hand_words(state)
    if not state.given:
        return words if state.fresh else [
            *words, "phase give with nothing given and fresh=0: the Wild just played opens "
            "it fresh, and only a gift, a turn move, ends that"]
    given = _cards(state.given)
    if state.fresh:
        words.append(f"fresh=1 after a gift (give=…:{given}): a gift is a turn move, which "
                     "ends fresh")
    if state.catchable is not None or state.caught_by:
        words.append(f"catch={_opt(state.catchable)} after a gift (give=…:{given}): a gift is "
                     "a turn move, which closes every catch window")
    return words


def _giver_hand_words(state: GameState) -> list[str]:
    """What is wrong with the giver's hand against what the Wild left it, in words (rules67
    #4). The Wild's swap sets the cards to give at min(3, the hand it leaves) (core/game.py
    ``_play``): given and left to give below 3 say that hand. Each gift takes a card from it;
    it grows only by penalties: before the first gift a catch on it (the Wild's play opens
    the window where that hand may owe UNO: ``uno_penalty``, once per other seat with
    ``uno_penalty_per_catcher``), and before the first gift and after each (a gift, a turn
    move, clears the mistakes marked) a wrong UNO call of its own and a wrong catch of each
    other seat (``false_uno_penalty``, ``false_catch_penalty``); nothing else moves a card in
    phase give (a play there is refused unpunished)."""
    giver, left, given = state.current, state.give_left, state.given
    if not (0 <= giver < state.players) or not 0 < len(given) + left < 3:
        return []
    rules = state.rules
    wild_left = len(given) + left
    others = sum(1 for s in range(state.players) if s != giver and state.active(s))
    most = left + (len(given) + 1) * (rules.false_uno_penalty
                                      + others * rules.false_catch_penalty)
    if _owes_window(state, wild_left):
        most += rules.uno_penalty * (others if rules.uno_penalty_per_catcher else 1)
    held = len(state.hands[giver])
    if held <= most:
        return []
    return [f"give={_opt(state.give_to)}:{left}:{_cards(given)}: seat {giver} holds {held} "
            f"cards, where the Wild left it {wild_left} (given and left to give below 3 say "
            f"so): less the gifts and with every penalty these rules could add, at most "
            f"{most}"]


def _foreign_colour(state: GameState, top: Card | None) -> bool:
    """A coloured top card lies under another colour in play, which only a judgement day's
    throw can leave (:func:`_after_throw`) and, once the round is over, a death number (the
    thrower's whole hand goes on the pile, the colour stays). Every other play of a coloured
    card sets its colour, and a Wild Draw Four challenge or a swap leaves the colour alone."""
    if top is None or top.color is None or state.color is None or state.color is top.color:
        return False
    over = state.phase in _OVER
    return not ((over and state.rules.death_number) or _after_throw(state))


def _after_throw(state: GameState) -> bool:
    """May the table still be as a judgement day's throw left it (core/game.py
    ``_judgement``)? The throw puts number cards on the pile (two at least: a date has a month
    and a day), names the thrower (``by``) and ends fresh (a throw is no play); it names a
    colour not among the thrown cards, so its number cards lie under another colour — until
    the next play, the only move that changes the top card or the colour (draws, passes,
    calls and catches leave them; a reshuffle leaves the top card alone). A throw that ends
    the round names none, and the colour before it stays (rules67 #2, #3)."""
    pile = state.discard
    if not (state.rules.judgement_day and pile and state.top_by is not None
            and not state.fresh):
        return False
    if state.phase in _OVER:
        return _thrown(pile, len(pile) - 1, None)
    return state.color is not None and _thrown(pile, len(pile) - 1, state.color)


def _thrown(pile: list[Card], i: int, colour: Color | None) -> bool:
    """May ``pile[i]`` be the last card of a judgement day's throw that named ``colour``
    (``None``: no colour known)? It is a number card not of ``colour``, and the card under
    it, if any, a number card too (a throw is two cards at least; a reshuffle since would have
    left it alone). (That card is thrown too, so not of ``colour`` either; unchecked, as a
    hand-written table of tests/core/test_match_end_corners45.py has one of it.)"""
    card = pile[i]
    return card.is_number and (colour is None or card.color is not colour) \
        and (i == 0 or pile[i - 1].is_number)


def _after_play(state: GameState) -> int | None:
    """Whose turn a card just played leaves (``fresh``, by ``by``, nothing pending, phase
    ``play``), where the position alone tells (rules47 #1): after a number or a Wild, the next
    seat; after a draw card, whose victim drew at once, the seat after the victim (rules48
    #4); a Skip or (two seats in play) a Reverse played alone, where a set is not possible,
    passes one, which with two seats in play is back to its player; a Reverse flips the
    direction first. ``None`` where it cannot tell: a set of Skips or Reverses, a table built
    in code with a ``by`` that is not a seat."""
    top = state.discard[-1] if state.discard else None
    by = state.top_by
    if not state.fresh or state.phase is not Phase.PLAY or state.pending or top is None \
            or not isinstance(by, int) or not 0 <= by < state.players \
            or state.drawn is not None:
        return None
    if top.is_number or top.rank is Rank.WILD:  # (a Wild's swap power gives cards first:
        return state.next_seat(by)  # phase give, not play)
    if top.rank in (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR):
        return state.next_seat(by, 2)
    if state.rules.multi_play != "off" or top.rank not in (Rank.SKIP, Rank.REVERSE):
        return None
    two = state.active_count() == 2
    if top.rank is Rank.REVERSE and not (two and state.rules.two_player_rules):
        return state.next_seat(by)
    return by if two and state.active(by) else state.next_seat(by, 2)


def _penalty_left_waiting(state: GameState) -> str | None:
    """What a draw card just played (``fresh``, phase ``play``) with nothing pending should be
    doing instead, in words, or ``None``: where penalties are deferred (stacking or jump-in)
    its draw waits for the victim (decision 16); a Wild Draw Four whose player still holds
    cards waits for its challenge, where one is possible (decision 18). Only a victim who drew
    at once leaves nothing pending (rules48 #6)."""
    top = state.discard[-1] if state.discard else None
    by = state.top_by
    if not state.fresh or state.phase is not Phase.PLAY or top is None \
            or not top.draw_amount or not isinstance(by, int) or not 0 <= by < state.players:
        return None
    if top.rank is Rank.WILD_DRAW_FOUR and state.rules.wd4_bluff_possible \
            and state.hands[by]:
        return (f"W4 just played by seat {by}, who still holds cards, with nothing pending: "
                "it waits in phase challenge for its answer")
    if deferred_penalties(state.rules):
        return (f"{top.code} just played with nothing pending: with stacking or jump-in its "
                "draw waits for the victim (decision 16)")
    return None


def _after_dealer(state: GameState) -> int:
    """The seat after the dealer clockwise, passing seats out of the match: who names the
    colour of a Wild turned up at the deal (the deal plays clockwise, rules55 #4)."""
    n = state.players
    seat = state.dealer
    for _ in range(n):
        seat = (seat + 1) % n
        if not state.eliminated[seat]:
            return seat
    return state.dealer


def _turned_up(state: GameState) -> bool:
    """A Wild waiting for its colour (phase ``choose_color``) was turned up at the deal: the only
    card on the pile, played by nobody, never a jump-in's target, and no catch window open (nobody
    has played)."""
    return (len(state.discard) == 1 and state.top_by is None and not state.fresh
            and state.catchable is None)


def _pending_problem(state: GameState) -> str | None:
    """What is wrong with a pending draw of a known kind (``state.pending > 0``), in words, or
    ``None`` when a play can lead to it. The draw card on top made it, in ``play`` or
    ``challenge``; it is a sum of the draw cards' 2s and 4s: even; one whose kind is the Wild
    Draw Four is at least 4, and a multiple of 4 where no four lies on a Draw Two (stacking
    ``off``, ``draw2``, ``same_type``: a jump-in copies the top card). It waits for its victim
    only where penalties are deferred (stacking or jump-in); elsewhere only a four awaiting its
    challenge holds one. Where challenges are played, a four whose player still holds cards
    waits in ``challenge``, never in ``play`` (only a last card skips it). The one statement of
    it, for the status and for the words."""
    rules, pending = state.rules, state.pending
    kind = "W4" if state.pending_rank is Rank.WILD_DRAW_FOUR else "D"
    said = f"{pending}:{kind}"
    top = state.discard[-1] if state.discard else None
    if top is None or top.rank is not state.pending_rank:
        return f"{said} on {top.code if top else 'no card'}: the draw card on top makes it"
    if state.phase not in (Phase.PLAY, Phase.CHALLENGE):
        return f"{said} in phase {state.phase.value}: only play or challenge holds one"
    if pending % 2:
        return f"{said}: every draw card adds 2 or 4"
    if state.phase is Phase.PLAY and state.top_by is not None \
            and 0 <= state.current < state.players \
            and state.current != state.next_seat(state.top_by):  # (no seat: TURN says it)
        return (f"{said} facing seat {state.current}: it waits for the seat after the one who "
                f"played its card ({state.next_seat(state.top_by)})")
    if not deferred_penalties(rules) and state.phase is not Phase.CHALLENGE:
        return (f"{said} waiting without stacking or jump-in: the victim draws at once "
                "(decision 16)")
    # (a Wild Draw Four just played by a seat that still holds cards waits in phase challenge
    # where challenges are played, whatever it stacks on or jumps in with; phase play holds
    # its draw only when its player went out on it, elimination: decision 18, rules59 #1)
    by = state.top_by
    if kind == "W4" and state.phase is Phase.PLAY and state.fresh \
            and rules.wd4_bluff_possible and isinstance(by, int) and 0 <= by < state.players \
            and state.hands[by]:
        return (f"{said} in phase play, its W4 just played by seat {by}, who still holds "
                "cards: where challenges are played it waits in phase challenge for its answer "
                "(only a last card skips the challenge, decision 18)")
    if kind == "W4" and pending < 4:
        return f"{said}: a Wild Draw Four adds 4"
    if kind == "W4" and pending % 4 and rules.stacking not in ("progressive", "any"):
        return f"{said} under stacking={rules.stacking}: no four goes on a Draw Two"
    # (nothing adds to a pending draw where no draw card stacks on it and a jumped-in one
    # cancels it (official): a four is 4, a Draw Two 2 — N played together 2N, rules57 #4)
    if kind == "W4" and pending != 4 and rules.stacking in ("off", "draw2") \
            and not rules.jump_in_stacks:
        return (f"{said} under stacking={rules.stacking} without jump_in_stacks: nothing adds "
                "to a Wild Draw Four, it is 4")
    most = 2 * MAX_UNO_HAND[rules.multi_play]
    if kind == "D" and pending > most and rules.stacking == "off" and not rules.jump_in_stacks:
        return (f"{said} without stacking or jump_in_stacks: nothing adds to a Draw Two, it is "
                + ("2" if most == 2 else
                   f"2 a card played together (multi_play={rules.multi_play}: at most {most})"))
    # (a draw waits for the answer to the card just played: only that answer, a turn move,
    # ends fresh, and it takes the draw or plays on it — a catch or an UNO call leaves both)
    if not state.fresh and state.phase is Phase.PLAY:
        return (f"{said} with fresh=0: a draw waits only for the answer to the card just "
                "played, and that answer (a turn move) takes it or plays on it")
    # (every card of a pending draw lies on the pile, on top, above the card it started on;
    # only a reshuffle takes cards from under the top, and then the pile is draw cards down to
    # its bottom: rules65 #6. Each of them went on the one below it in a way that kept what
    # was pending: stacked under the level, jumped in identical with jump_in_stacks, or in one
    # set with it; a draw card that could not, started its own penalty: rules67 #1)
    pile = state.discard
    run = 0
    for i in range(len(pile) - 1, -1, -1):
        card = pile[i]
        run += card.draw_amount
        below = pile[i - 1] if i else None
        if below is None or pending <= run:
            break
        above = _cards(pile[i:])
        if not below.draw_amount:
            return (f"{said} on {below.code},{above}: the draw cards above {below.code} make "
                    f"{run}, and a reshuffle would have left them alone on the pile")
        if not _adds_to(rules, card, below):
            return (f"{said} on {below.code},{above}: under {_stacking_words(rules)} "
                    f"{card.code} does not add to the draw of the {below.code} under it, so "
                    f"the draw cards from {card.code} up make {run}")
    return None


def _adds_to(rules: Rules, card: Card, below: Card) -> bool:
    """Could the draw card ``card`` have gone on the draw card ``below`` it on the pile keeping
    the draw ``below`` was part of (core/game.py ``_play``, ``pending_kept``)? Stacked in turn
    under the level (``_can_stack``: ``draw2`` a Draw Two on a Draw Two; ``same_type`` like on
    like; ``progressive`` also a four on a Draw Two; ``any`` also a Draw Two on a four);
    jumped in identical with ``jump_in_stacks`` (a jumped-in card copies the top card, and
    without it cancels the draw; ``jump_in_colored_only`` jumps in no four); or played in one
    multi-play set with it (Draw Twos only, wilds never combine: identical cards, or any under
    ``same_value``)."""
    level = rules.stacking
    two = Rank.DRAW_TWO
    if level == "draw2":
        stacked = card.rank is two and below.rank is two
    else:
        stacked = level != "off" and (card.rank is below.rank or level == "any"
                                      or (level == "progressive" and card.rank is not two))
    jumped = rules.jump_in_stacks and card == below \
        and not (card.is_wild and rules.jump_in_colored_only)
    in_set = rules.multi_play != "off" and card.rank is two and below.rank is two \
        and (rules.multi_play == "same_value" or card == below)
    return stacked or jumped or in_set


def _stacking_words(rules: Rules) -> str:
    """The rules that say what adds to a pending draw, in words (``stacking=progressive``,
    ``stacking=off, jump_in_stacks, multi_play=identical``)."""
    words = [f"stacking={rules.stacking}"]
    if rules.jump_in_stacks:
        words.append("jump_in_stacks")
    if rules.multi_play != "off":
        words.append(f"multi_play={rules.multi_play}")
    return ", ".join(words)


def _spent_ok(rules: Rules, spent: list[int]) -> bool:
    """A mistake already paid for this window (``[kind, seat, target]``) is one these rules
    make: a wrong UNO call (0) of one's own under ``false_uno_penalty``; a wrong catch (1) of
    another seat under ``false_catch_penalty`` or multi-play (an accusation, decision 15); a
    misplay (2) of one's own under ``misplay_penalty`` (rules46 #7)."""
    kind, seat, target = spent
    if kind == 1:
        return seat != target and bool(rules.false_catch_penalty or rules.multi_play != "off")
    return seat == target and bool(rules.false_uno_penalty if kind == 0
                                   else rules.misplay_penalty)


def _uno_flags_ok(state: GameState, seats: range) -> bool:
    """While the round is played, a seat's UNO call stands only on a hand that may be an UNO hand
    (at most :data:`~core.game.MAX_UNO_HAND` cards: a draw ends the call); and without multi-play
    no catch window is open on a seat that has called (with it, a seat that called on a hand of
    several cards and played on without calling again may be accused: decision 15)."""
    most = MAX_UNO_HAND[state.rules.multi_play]
    if any(called and len(state.hands[s]) > most
           for s, called in zip(seats, state.uno_called, strict=False)):
        return False
    target = state.catchable
    return (target is None or target not in seats or state.rules.multi_play != "off"
            or not state.uno_called[target])


def _owes_window(state: GameState, held: int) -> bool:
    """A hand of ``held`` cards may have its catch window open: one card, or under multi-play up
    to the most cards an UNO hand can hold (``MAX_UNO_HAND``: docs/RULES.md decision 15, a catch
    there is an accusation the engine judges, so the window may be open on a seat that owes
    nothing)."""
    return 1 <= held <= MAX_UNO_HAND[state.rules.multi_play]


def _catch_ok(state: GameState, seats: range) -> bool:
    """The catch window fits the table. It opens on a seat that played without calling UNO and
    kept a hand that may owe UNO (:func:`_owes_window`). Once caught with
    ``uno_penalty_per_catcher`` the target holds its penalty too, and the window stays open for
    the others (``caught``: each seat once, never the target). Under those rules any hand is
    allowed even with ``caught`` empty: who caught is not in a seat's view, so a table rebuilt
    from one (a bot's sampled world, :mod:`core.bots.worlds`) leaves it out."""
    target, caught = state.catchable, state.caught_by
    if target is None:
        return not caught
    if not state.fresh and not _after_throw(state):
        return False  # (it opens on a play, fresh, and the next turn move closes it; a
        # judgement day's throw opens one unfresh: rules48 #7, and only it, rules67 #3)
    if target not in seats or any(s not in seats or s == target for s in caught) \
            or len(set(caught)) != len(caught):
        return False
    if target != state.top_by:
        return False  # (the window is on who played the top card: rules46 #3 — or threw it;
        # on a table where nobody has, none is open, rules63 #5)
    if state.rules.uno_penalty_per_catcher:
        return bool(state.hands[target])
    return not caught and _owes_window(state, len(state.hands[target]))


def _marks_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the out-of-turn marks against the seats, in words (rules57 #5): a
    catcher (``caught``) or a mistake (``spent``) of a seat out of the match or the round, who
    has no action at all, or against one; a punished misplay (``2``) of another seat than the
    one to move (it punishes a play on one's own turn, and the seat to move changes only by a
    turn move, which clears the mark); a wrong UNO call (``0``) of a seat now holding an UNO
    hand (it held none when it called, and until the next turn move its hand only grows by
    penalties, which never make one)."""
    words = []
    out = {s for s in seats if state.eliminated[s]} | {s for s in state.finished if s in seats}
    for seat in state.caught_by:
        if seat in out:
            words.append(f"caught={seat}: seat {seat} is out and catches nobody")
    for item in state.spent:
        if len(item) != 3 or any(x not in seats for x in item[1:]):
            continue  # (the kinds and seats themselves: _spent_ok, the CATCH bit's other words)
        kind, seat, target = item
        said = ":".join(str(x) for x in item)
        if seat in out or target in out:
            words.append(f"spent={said}: seat {seat if seat in out else target} is out of the "
                         "round, with no action")
        elif kind == 2 and seat != state.current:
            words.append(f"spent={said}: a misplay is punished only on one's own turn, and "
                         f"seat {state.current} is to move")
        elif kind == 0 and state.hands[seat] and uno_hand(state.rules, state.hands[seat]):
            words.append(f"spent={said}: seat {seat} called UNO wrongly on a hand that was "
                         "none, and penalties never make one")
    return words + _window_words(state, seats) + _paid_words(state, seats)


def _window_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the catch window against its catchers, the target's call and the
    false catches marked in it, in words (rules65 #1, #4, #7, #8; core/game.py ``_catch``):

    * the catch that leaves every other seat in the round a catcher closes the window;
    * a counted catch makes the target draw, which ends its call, and a caught seat cannot call
      again while the window is open (a right call closes it);
    * a false catch of the target (``spent=1:S:T``) was made before any counted one (after one,
      every catch counts) on a target that did not owe UNO; it leaves the target's hand and call
      as they were (a draw that took cards closes the window), so the target does not owe UNO
      now and no catch after it counted."""
    target, caught = state.catchable, state.caught_by
    if target is None or target not in seats:
        return []
    words = []
    said = _seats(caught)
    if caught and len(set(caught)) >= state.active_count() - 1:
        words.append(f"catch={target} caught={said}: every other seat in the round has caught, "
                     "and the catch that does so closes the window (nobody is left to catch)")
    if caught and state.uno_called[target]:
        words.append(f"uno={target} beside caught={said}: a counted catch makes seat {target} "
                     "draw its penalty, which ends its call, and a caught seat cannot call "
                     "again while its window is open")
    owes = not state.uno_called[target] and uno_hand(state.rules, state.hands[target])
    for item in state.spent:
        if len(item) != 3 or item[0] != 1 or item[2] != target:
            continue
        mark = ":".join(str(x) for x in item)
        if caught:
            words.append(f"spent={mark} beside caught={said}: after a counted catch every "
                         f"catch of seat {target} counts, and a false one before it left seat "
                         f"{target}'s hand and call as they were, so no catch after it counted")
        elif owes:
            words.append(f"spent={mark}: seat {target} owes UNO in its open window (catch="
                         f"{target}, no call, an UNO hand), so a catch of it counts and is no "
                         "false catch")
    return words


def _paid_words(state: GameState, seats: range) -> list[str]:
    """What is wrong with the hands against the penalties the out-of-turn marks say were drawn
    since the last turn move, in words (rules65 #2, #3; the argument of rules64 #1,
    :func:`_kept_hand`): each counted catch (``caught``) drew ``uno_penalty`` for its target, a
    wrong UNO call (``spent=0``) ``false_uno_penalty``, a false catch (``spent=1``)
    ``false_catch_penalty`` and a punished misplay (``spent=2``) ``misplay_penalty`` for the seat
    that made it. Between two turn moves a hand only grows, and only by penalties; it held a
    card at least at the last turn move (two before a wrong UNO call: one card is an UNO
    hand); and a penalty draws its whole count while the draw pile is left holding cards (one
    that drew fewer emptied both piles, and only a play, a turn move, refills the discard
    pile). So, the draw pile holding cards, each such hand holds them all."""
    if not state.draw_pile:
        return []
    rules = state.rules
    costs = (rules.false_uno_penalty, rules.false_catch_penalty, rules.misplay_penalty)
    drew: dict[int, int] = {}
    why: dict[int, list[str]] = {}
    target = state.catchable
    if target is not None and target in seats and state.caught_by \
            and rules.uno_penalty_per_catcher:
        caught = sorted(set(state.caught_by))
        drew[target] = rules.uno_penalty * len(caught)
        why[target] = [f"caught={_seats(caught)}: {rules.uno_penalty} drawn for each catch"]
    least: dict[int, int] = {}
    for item in sorted({tuple(x) for x in state.spent}):
        if len(item) != 3 or item[0] not in (0, 1, 2) or item[1] not in seats:
            continue
        kind, seat = item[0], item[1]
        drew[seat] = drew.get(seat, 0) + costs[kind]
        why.setdefault(seat, []).append(f"spent={':'.join(map(str, item))}: {costs[kind]} "
                                        "drawn")
        if kind == 0:  # (a wrong call: no UNO hand then, so two cards at least)
            least[seat] = 2 + costs[0]
    words = []
    for seat, count in drew.items():
        need = max(1 + count, least.get(seat, 0))
        held = len(state.hands[seat])
        if held < need:
            words.append(f"seat {seat} holds {held} card{'' if held == 1 else 's'}, fewer "
                         f"than the {need} its marks say "
                         f"({'; '.join(why[seat])}): the hand it held at the last turn move, "
                         "one card at least (two before a wrong UNO call), and every penalty "
                         "drawn since, whole while the draw pile holds cards")
    return words


def _knocked_out_words(state: GameState) -> list[str]:
    """What is wrong with the seats out of the match (``elim=``) against the round, in words
    (rules58 #5): a seat is knocked out of a challenge match when a round's scores bring it to
    the target (core/game.py ``_settle_match``), so nobody is out before round 1 is scored."""
    out = [s for s, gone in enumerate(state.eliminated) if gone]
    if out and state.round_no < 2 and state.phase not in _OVER:
        return [f"elim={_seats(out)} before round 1 is scored: a seat is knocked out of the "
                "match only when a round's scores bring it to the target"]
    return []


def _penalty_since(rules: Rules, held: int) -> bool:
    """Can a hand of ``held`` cards, a drawn card kept, have taken a penalty in its own turn
    since the draw? It holds then a card from before the draw, the card drawn, and at least
    the smallest penalty that can come — a false UNO call's or a false catch's (a misplay
    cannot follow a draw: any other card is refused as ``must_play_drawn``, which costs
    nothing, review76 #3; it can follow those, and then adds to them)."""
    penalties = [p for p in (rules.false_uno_penalty, rules.false_catch_penalty) if p > 0]
    return bool(penalties) and held >= 2 + min(penalties)


def _penalty_since_draw(state: GameState, held: int) -> bool:
    """Can the hand of ``held`` cards of the seat to move, a drawn card kept, have taken a
    penalty since the draw (:func:`_penalty_since`)? With the draw pile empty a penalty may
    have drawn fewer than its count (both piles ran out), so one card of it is enough."""
    rules = state.rules
    if _penalty_since(rules, held):
        return True
    return (not state.draw_pile and held >= 3
            and any(p > 0 for p in (rules.false_uno_penalty, rules.false_catch_penalty)))


def _phase_ok(state: GameState, seats: range, dealt: bool, seated: bool) -> bool:
    """The phase agrees with the round's result, the match's end and the round number.
    ``seated``: the rules can seat the table (its teams are known)."""
    phase = state.phase
    result = state.result
    over = phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    ended = phase is Phase.MATCH_OVER
    if (over != (result is not None) or ended != (state.match_winner is not None)
            or (state.match_winner is not None and state.match_winner not in seats)
            or (state.match_loser is not None and (not ended or state.match_loser not in seats))
            or (dealt and state.round_no < 1) or (not dealt and any(state.scores))):
        return False
    winner, loser = state.match_winner, state.match_loser
    if winner is not None and loser is not None and (winner == loser or (seated and (
            state.team_of(winner) == state.team_of(loser)))):
        return False  # (one player, or partners, never both win and lose: rules45 #4, #9)
    if not _scores_ok(state, over, ended) or (seated and _match_end_words(state)):
        return False
    if _round_words(state):
        return False
    if result is None:
        return True
    if not _result_fits(state, seats) or _result_words(state, seated):
        return False
    if result.how == "out" and state.hands[result.winner]:
        return False  # (who went out holds no card: rules46 #2)
    if result.how in ("out", "judgement") and state.top_by not in (None, result.winner) \
            and state.rules.scoring != "elimination":
        return False  # (the last card or throw is the winner's; under elimination the first
        # team out wins a round another ends: rules47 #1)
    if state.rules.scoring in ("standard", "single") \
            and state.scores[result.winner] < result.points:
        return False  # (the round's points are already the winner's: rules47 #1)
    if not seated:
        return True
    side = state.team_of(result.winner)  # (the points are the other teams' cards, whatever
    if result.points != sum(p for s, p in enumerate(result.hand_points)  # the scoring)
                            if state.team_of(s) != side):
        return False
    # (one round's end, or a first to the target, ends these matches: its winner's)
    return not (ended and winner is not None and state.rules.scoring in ("standard", "single")
                and state.team_of(winner) != side)


def _round_words(state: GameState) -> list[str]:
    """What is wrong with the round number and the scores against a scoring of one round, in
    words (rules56, rules58 #1, #4): ``single`` and ``elimination`` play one round, which ends
    the match (core/game.py ``_settle_match``), so never a round 2; and under ``single`` only
    that round's end scores, so nobody has scored while it is played."""
    scoring = state.rules.scoring
    words = []
    if scoring in ("single", "elimination") and state.round_no > 1:
        words.append(f"round={state.round_no} under {scoring}: its one round ends the match")
    if scoring == "single" and state.phase not in _OVER and any(state.scores):
        words.append(f"scores {','.join(map(str, state.scores))} while the one round of single "
                     "is played: only its end scores")
    return words


def _result_fits(state: GameState, seats: range) -> bool:
    """The round's result names seats of the table and a known way to win, and its final hands
    and their points are the hands of the table (what :func:`_result_words` reads)."""
    result = state.result
    return result is not None and (
        result.winner in seats and result.how in _HOWS and result.hands == state.hands
        and result.hand_points == [sum(c.points for c in h) for h in state.hands]
        and all(s in seats for s in result.order)
        and (result.loser is None or result.loser in seats))


def _result_words(state: GameState, seated: bool) -> list[str]:
    """What is wrong with the round's result record (``result=W:P:HOW:ORDER:L``) and the scores
    it leaves, in words, for a result that fits the table (:func:`_result_fits`); ``seated``:
    the rules seat the table (its teams are known). As core/game.py ``_end_round`` writes it
    (rules58 #2, #3, #6):

    * outside elimination nobody but the winner finishes: the order is the winner alone, and
      no round has a loser;
    * a death number needs the option; the thrower's whole hand, number cards, goes on the
      pile: its winner holds no card and a number card is on top; a judgement day needs the
      option, and its throw, number cards, is on top;
    * a judgement's throw is its winner's (``by``) and ends fresh; a death number plays no
      card, so ``by`` still names the opponent whose card it claimed, and ``fresh`` stays 1;
    * under elimination the order is the seats gone out in their order (``out=``), the winner
      if not among them, the other seats in seat order and the loser last; the loser is the
      one :func:`~core.game._loser_left` names (the seat left holding cards; after a death
      number or a judgement, the team holding the most points, then the most cards, its last
      seat), the winner of a round ended by going out the first seat out not of the team left
      (:func:`~core.game._first_team_out`), and the match's winner and loser are the round's;
    * under ``single`` the one round's points are the score of the winner's team, 0 the
      others'; under ``penalty`` and ``challenge`` each seat still in scored the points left
      in its own hand (its team's, with teams), so holds at least them."""
    result = state.result
    if result is None:
        return []
    rules, scores = state.rules, state.scores
    scoring = rules.scoring
    winner, how, order, loser = result.winner, result.how, result.order, result.loser
    top = state.discard[-1] if state.discard else None
    said = _seats(order)
    words = []
    if scoring != "elimination":
        if order != [winner]:
            words.append(f"result order {said}: outside elimination only the round's winner "
                         f"finishes, so the order is {winner} alone")
        if loser is not None:
            words.append(f"result loser {loser}: a round's loser is named only under "
                         "elimination")
    if how == "death_number":
        if not rules.death_number:
            words.append("a round won by death number without death_number")
        if state.hands[winner]:
            words.append(f"a round won by death number whose winner, seat {winner}, holds "
                         "cards: the whole hand goes on the pile")
    if how == "judgement" and not rules.judgement_day:
        words.append("a round won by judgement without judgement_day")
    # (what the round's last move leaves, core/game.py apply and _judgement: a throw is its
    # winner's and ends fresh; a death number plays nothing, so the top card's player and its
    # freshness, which the claim needs, stay: rules59 #3)
    by, fresh = state.top_by, state.fresh
    if how == "judgement" and (by != winner or fresh):
        words.append(f"a round won by judgement with by={_opt(by)} fresh={int(fresh)}: the "
                     f"throw is its winner's, by={winner}, and ends fresh (fresh=0)")
    if how == "death_number" and (by is None or by == winner or not fresh):
        words.append(f"a round won by death number with by={_opt(by)} fresh={int(fresh)}: the "
                     "claim answers a card another seat just played, and leaves it on the "
                     f"table's record: by names that seat, not the winner {winner}, and fresh=1")
    if how != "out" and (top is None or not top.is_number):
        words.append(f"a round won by {how.replace('_', ' ')} with "
                     f"{top.code if top else 'no card'} on top: the cards thrown are number "
                     "cards, on top of the pile")
    if not seated:
        return words
    side = state.team_of(winner)
    if how == "death_number" and isinstance(by, int) and 0 <= by < state.players \
            and by != winner and state.team_of(by) == side:
        words.append(f"a round won by death number on a card of seat {by}, the winner's "
                     "partner: only an opponent's card may be claimed")
    if scoring == "elimination":
        words += _elimination_result_words(state)
    elif scoring == "single":
        wrong = [s for s in range(state.players)
                 if scores[s] != (result.points if state.team_of(s) == side else 0)]
        if wrong:
            words.append(f"seat {wrong[0]} scores {scores[wrong[0]]}: under single the one "
                         f"round's {result.points} points are the score of the winner's team, "
                         "and the others keep 0")
    elif scoring in ("penalty", "challenge"):
        for s in range(state.players):
            held = sum(result.hand_points[t] for t in range(state.players)
                       if state.team_of(t) == state.team_of(s))
            if not state.eliminated[s] and scores[s] < held:
                words.append(f"seat {s} scores {scores[s]}, below the {held} points left in "
                             f"its {'team' if team_size(rules) > 1 else 'hand'}: under "
                             f"{scoring} each seat still in scores them")
                break
    return words


def _elimination_result_words(state: GameState) -> list[str]:
    """Under elimination, what is wrong with the round's winner, finishing order and loser and
    the match's winner and loser against the seats gone out, in words (:func:`_result_words`
    says the rule; this mirrors core/game.py ``_go_out`` and ``_end_round``)."""
    result = state.result
    assert result is not None
    winner, order, loser = result.winner, result.order, result.loser
    finished = state.finished
    words = []
    if result.how == "out" and finished and winner != _first_team_out(state):
        words.append(f"result winner {winner}: the round went out to its end, and the first "
                     f"seat out not of the team left wins it, seat {_first_team_out(state)}")
    first = finished + ([winner] if result.how != "out" or winner not in finished else [])
    left = [s for s in range(state.players) if not state.eliminated[s] and s not in first]
    last = _loser_left(state, left, state.team_of(winner), result.hand_points)
    if loser != last:
        words.append(f"result loser {_opt(loser)}: the round's loser is seat {_opt(last)}, the "
                     "last left holding cards; after a death number or a judgement, the last "
                     "seat of the team holding the most points, then the most cards")
    expected = first + [s for s in left if s != last] + ([last] if last is not None else [])
    if order != expected:
        words.append(f"result order {_seats(order)}: the order is the seats "
                     "gone out in their order (out=), the winner if not among them, the others "
                     "in seat order and the loser last, "
                     f"{_seats(expected)}")
    if state.phase is Phase.MATCH_OVER:
        if state.match_winner != winner:
            words.append(f"winner={_opt(state.match_winner)}: an elimination match is its one "
                         f"round, won by seat {winner}")
        if state.match_loser != loser:
            words.append(f"loser={_opt(state.match_loser)}: an elimination match's loser is "
                         f"its one round's, {_opt(loser)}")
    return words


def _match_end_words(state: GameState) -> list[str]:
    """What is wrong with a match over (phase ``match_over``) against the scores, in words, for
    a table whose seats fit the rules (teams known): under ``penalty`` its winner and loser are
    the ones :func:`~core.game._penalty_ends` names — the lowest score and the highest, ties
    broken by cards, then seat order — and it always names its loser; under ``standard``
    only the winner's team can be at the target (only a round's winner scores, and the first
    to reach it ends the match: rules57 #3, review77 #5); under ``challenge`` one player is
    left, its winner (:func:`_challenge_end_words`, which :func:`_scores_ok` reads too)."""
    if state.phase is not Phase.MATCH_OVER or state.match_winner is None:
        return []
    rules, scores, winner = state.rules, state.scores, state.match_winner
    if rules.scoring == "challenge":
        return _challenge_end_words(state)
    if rules.scoring == "penalty":
        if state.match_loser is None:
            return ["a penalty match over without loser=: it always names one"]
        best, worst = _penalty_ends(state)
        words = []
        if winner != best:
            words.append(f"winner={winner} (score {scores[winner]}): the lowest score wins, "
                         f"ties to the fewest cards, so seat {best} (score {scores[best]})")
        if state.match_loser != worst:
            words.append(f"loser={state.match_loser} (score {scores[state.match_loser]}): the "
                         f"highest score loses, ties to the most cards, so seat {worst} "
                         f"(score {scores[worst]})")
        return words
    if rules.scoring == "standard":
        side = state.team_of(winner)
        above = [s for s in range(state.players)
                 if state.team_of(s) != side and scores[s] >= rules.target_score]
        if above:
            return [f"seat {above[0]} at {scores[above[0]]}, at the target "
                    f"{rules.target_score} but not of the winner's team: reaching it ends "
                    "the match"]
    return []


def _scores_ok(state: GameState, over: bool, ended: bool) -> bool:
    """The scores fit the match (rules46 #2, #7; rules56 #1–#3): never below 0; none under
    elimination, which keeps none; one round only under ``single``, and no round's end short
    of the match's under ``single`` and ``elimination``, whose first round ends the match;
    nobody at the target while the match goes on under ``standard`` and ``penalty``, nor a
    player still in under ``challenge`` (who reaches it is out); a ``standard`` match over
    only when its winner reached it, a ``penalty`` one only when someone did, a ``challenge``
    one only with one player left, its winner; a match's loser only under the scorings that name
    one (``penalty``, ``elimination``)."""
    rules, scores = state.rules, state.scores
    scoring, target = rules.scoring, rules.target_score
    if any(s < 0 for s in scores) or (scoring == "elimination" and any(scores)):
        return False
    if over and not ended and scoring in ("single", "elimination"):
        return False
    if not ended and scoring in ("standard", "penalty") and any(s >= target for s in scores):
        return False
    still_in = [s for s in range(len(scores)) if not state.eliminated[s]]
    if not ended and scoring == "challenge" and any(scores[s] >= target for s in still_in):
        return False
    if over and not ended and scoring == "challenge" and len(still_in) < 2:
        return False  # (a round that leaves one player in, or none, ends the match: rules66 #1)
    if not ended:
        return True
    winner = state.match_winner
    if state.match_loser is not None and scoring not in ("penalty", "elimination"):
        return False
    if scoring == "standard":
        return not (winner is not None and 0 <= winner < len(scores) and scores[winner] < target)
    if scoring == "penalty":
        return max(scores, default=0) >= target
    if scoring == "challenge":
        return not _challenge_end_words(state)
    return True


def _challenge_end_words(state: GameState) -> list[str]:
    """What is wrong with a challenge match over, in words: it ends with one player left, who
    is its winner (one player is always left: rules45 #3, review77 #5)."""
    still_in = [s for s in range(len(state.scores)) if not state.eliminated[s]]
    if not still_in:
        return ["every player out of the match: a challenge match keeps its last one, its "
                "winner"]
    if len(still_in) > 1:
        return [f"seats {', '.join(map(str, still_in))} still in: a challenge match ends when "
                "one player is left, its winner"]
    if state.match_winner != still_in[0]:
        return [f"winner={state.match_winner}: the one player left, seat {still_in[0]}, wins a "
                "challenge match"]
    return []


def position_fields(state: GameState) -> dict[str, Any]:
    """What a position carries, as plain data: :meth:`GameState.to_dict` without the log, the
    seed and the generator, with the unshuffled part of the draw pile as a sorted list (it has
    no order yet). Two states with equal fields are the same position."""
    bare = copy.copy(state)
    bare.log = []  # not carried, and costly to copy
    data = bare.to_dict()
    for key in ("log", "log_seq", "seed", "rng"):
        del data[key]
    k = max(0, min(state.unshuffled, len(state.draw_pile)))
    data["draw_pile"] = sorted(c.code for c in state.draw_pile[:k])
    data["stacked"] = [c.code for c in state.draw_pile[k:]]
    return data
