"""``GameState`` is a hand-written slotted class (cheaper to import than a dataclass): it must
behave exactly as the ``@dataclass(slots=True)`` class it replaced. That class is kept here, field
for field, as the reference; construction, ``repr``, ``==``, hashing, copying and pickling are
compared on states taken from random games and on random constructor arguments."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import PRESETS, apply, legal_actions, new_game, preset, seat_to_move
from core.cards import Card, Color, Rank
from core.game import FIELD_NAMES, GameState, Phase, RoundResult, WildDrawFour
from core.rules import Rules

_PLAY = Phase.PLAY


@dataclass(slots=True)
class RefGameState:
    """The whole, secret state of one match. Mutated only by this module."""

    rules: Rules
    players: int
    seed: int
    rng: int
    round_no: int = 0
    dealer: int = 0
    current: int = 0
    direction: int = 1
    phase: Phase = _PLAY
    color: Color | None = None
    hands: list[list[Card]] = field(default_factory=list)
    draw_pile: list[Card] = field(default_factory=list)  #: top of the pile is the end
    #: The bottom ``unshuffled`` cards of the draw pile are in no order yet: a draw that reaches
    #: them takes one of them uniformly at random (:func:`_take`). This is Fisher–Yates done
    #: lazily, card by card: the same odds as shuffling the whole pile first, paid for only the
    #: cards actually drawn. Set-ups that stack the pile leave it 0.
    unshuffled: int = 0
    discard: list[Card] = field(default_factory=list)  #: top card is the end
    drawn: Card | None = None  #: card just drawn by ``current`` that it may still play
    wd4: WildDrawFour | None = None
    pending: int = 0  #: draw penalty waiting for ``current`` (stacking / jump-in rules)
    pending_rank: Rank | None = None  #: the draw card that made the pending penalty
    uno_called: list[bool] = field(default_factory=list)
    catchable: int | None = None  #: seat holding an UNO hand without calling, window open
    caught_by: list[int] = field(default_factory=list)  #: catchers of ``catchable`` so far
    spent: list[list[int]] = field(default_factory=list)  #: [kind, seat, target] used this window
    top_by: int | None = None  #: who played the top card (None: turned up by the dealer)
    fresh: bool = False  #: the top card was just played and nobody has acted since
    give_left: int = 0  #: GIVE phase: cards still to give
    give_to: int | None = None  #: GIVE phase: the seat receiving them
    given: list[Card] = field(default_factory=list)  #: GIVE phase: cards given so far
    finished: list[int] = field(default_factory=list)  #: elimination: seats out of this round
    eliminated: list[bool] = field(default_factory=list)  #: challenge scoring: out of the match
    dates: list[list[int] | None] = field(default_factory=list)  #: judgement day [month, day]
    scores: list[int] = field(default_factory=list)
    result: RoundResult | None = None
    match_winner: int | None = None
    match_loser: int | None = None
    state_id: int = 0
    log: list[dict[str, Any]] = field(default_factory=list)
    log_seq: int = 0
    #: Playout mode: the same rules, the same cards from the same seed, but no public log (the
    #: one thing only views, journals and replays read). For searches and simulations that never
    #: show a state to anyone. Not part of :meth:`to_dict`: a restored state keeps its log.
    playout: bool = False

    def __post_init__(self) -> None:
        """Per-seat lists left empty are sized to the table."""
        n = self.players
        for name, blank in (("scores", 0), ("eliminated", False), ("uno_called", False),
                            ("dates", None)):
            if not getattr(self, name):
                setattr(self, name, [blank] * n)
        if not self.hands:
            self.hands = [[] for _ in range(n)]



def values(state: Any) -> list[Any]:
    return [getattr(state, name) for name in FIELD_NAMES]


def reference(state: GameState) -> RefGameState:
    return RefGameState(*values(state))


def played(seed: int, players: int, name: str, steps: int) -> GameState:
    """A state ``steps`` random legal actions into a match."""
    rng = random.Random(seed)
    rules = preset(name)
    if rules.players:
        players = rules.players
    state = new_game(rules, players, seed)
    for _ in range(steps):
        if state.phase is Phase.MATCH_OVER:
            break
        seats = [seat_to_move(state), *list(range(players))]
        choices = [(s, a) for s in seats[:1] + rng.sample(seats[1:], 1)
                   for a in legal_actions(state, s)]
        if not choices:
            break
        seat, action = rng.choice(choices)
        apply(state, seat, action)
    return state


states = st.builds(played, st.integers(0, 10**6), st.integers(2, 6),
                   st.sampled_from(sorted(PRESETS)), st.integers(0, 150))


def test_the_fields_and_their_order_are_the_dataclass_ones() -> None:
    assert tuple(f.name for f in dataclasses.fields(RefGameState)) == FIELD_NAMES
    assert GameState.__match_args__ == RefGameState.__match_args__  # type: ignore[attr-defined]
    assert set(GameState.__slots__) == set(RefGameState.__slots__)  # type: ignore[attr-defined]
    assert GameState.__hash__ is None and RefGameState.__hash__ is None  # type: ignore[comparison-overlap]
    with pytest.raises(TypeError):
        hash(GameState(Rules(), 2, 1, 1))
    with pytest.raises(AttributeError):
        GameState(Rules(), 2, 1, 1).not_a_field = 1  # type: ignore[attr-defined]


@settings(max_examples=40, deadline=None)
@given(states, states)
def test_states_print_and_compare_as_the_dataclass_did(a: GameState, b: GameState) -> None:
    ra, rb = reference(a), reference(b)
    assert repr(a) == repr(ra).replace("RefGameState(", "GameState(", 1)
    assert (a == b) == (ra == rb) and (a != b) == (ra != rb)
    assert a == a.copy() and reference(a.copy()) == ra
    changed = a.copy()
    changed.state_id += 1
    assert changed != a and reference(changed) != ra
    assert a.__eq__(ra) is NotImplemented and a != ra  # another class: never equal
    assert a != object()


@settings(max_examples=25, deadline=None)
@given(states)
def test_states_copy_and_pickle_as_the_dataclass_did(state: GameState) -> None:
    ref = reference(state)
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        if protocol < 2:  # slots without __getstate__: neither class pickles below protocol 2
            for old_style in (state, ref):
                with pytest.raises(TypeError):
                    pickle.dumps(old_style, protocol)
            continue
        again = pickle.loads(pickle.dumps(state, protocol))
        assert type(again) is GameState and again == state
        assert values(again) == values(pickle.loads(pickle.dumps(ref, protocol)))
    shallow = copy.copy(state)
    assert shallow == state and all(x is y for x, y in zip(values(shallow), values(state),
                                                            strict=True))
    assert copy.deepcopy(state) == state
    assert state.to_dict() == GameState(*values(state)).to_dict()


_OPTIONAL: dict[str, Any] = {
    "round_no": st.integers(0, 9), "dealer": st.integers(0, 3), "current": st.integers(0, 3),
    "direction": st.sampled_from([1, -1]), "phase": st.sampled_from(list(Phase)),
    "color": st.sampled_from([None, *Color]), "unshuffled": st.integers(0, 5),
    "hands": st.sampled_from([[], [[Card.parse("R5")], [], [Card.parse("W")]]]),
    "scores": st.sampled_from([[], [1, 2, 3]]), "uno_called": st.sampled_from([[], [True]]),
    "dates": st.sampled_from([[], [[1, 2], None, None]]), "eliminated": st.just([]),
    "drawn": st.sampled_from([None, Card.parse("G7")]), "pending": st.integers(0, 4),
    "pending_rank": st.sampled_from([None, *Rank]), "fresh": st.booleans(),
    "wd4": st.sampled_from([None, WildDrawFour(0, 1, Color.RED, True)]),
    "result": st.sampled_from([None, RoundResult(1, 20, [[], []], [0, 0])]),
    "log": st.sampled_from([[], [{"t": "x"}]]), "playout": st.booleans(),
    "state_id": st.integers(0, 9), "match_winner": st.sampled_from([None, 2]),
}


@settings(max_examples=150, deadline=None)
@given(st.data(), st.integers(2, 4), st.booleans())
def test_construction_is_the_dataclass_one(data: Any, players: int, positional: bool) -> None:
    chosen = data.draw(st.lists(st.sampled_from(sorted(_OPTIONAL)), unique=True))
    kwargs = {name: data.draw(_OPTIONAL[name]) for name in chosen}
    base = (Rules(), players, 7, 11)
    if positional:  # everything up to the last chosen field by position, defaults filled in
        last = max((FIELD_NAMES.index(n) for n in chosen), default=3)
        defaults = RefGameState(*base)
        args = [*base, *(copy.deepcopy(kwargs[n]) if n in kwargs else getattr(defaults, n)
                         for n in FIELD_NAMES[4:last + 1])]
        mine, ref = GameState(*copy.deepcopy(args)), RefGameState(*copy.deepcopy(args))
    else:
        mine = GameState(*base, **copy.deepcopy(kwargs))
        ref = RefGameState(*base, **copy.deepcopy(kwargs))
    assert values(mine) == values(ref)
    fresh = GameState(*base)
    other = GameState(*base)
    assert fresh.hands is not other.hands and fresh.log is not other.log  # no shared defaults


@dataclass
class RefWildDrawFour:
    offender: int
    victim: int
    previous_color: Color
    bluff: bool


@dataclass
class RefRoundResult:
    winner: int
    points: int
    hands: list[list[Card]]
    hand_points: list[int]
    order: list[int] = field(default_factory=list)
    loser: int | None = None
    how: str = "out"


def record_matches(mine: Any, ref: Any, ref_class: type) -> None:
    """``mine`` (a :class:`core.record.Record`) behaves as the dataclass ``ref`` does."""
    names = tuple(f.name for f in dataclasses.fields(ref_class))
    assert type(mine).__match_args__ == names == ref_class.__match_args__  # type: ignore[attr-defined]
    assert [getattr(mine, n) for n in names] == [getattr(ref, n) for n in names]
    assert repr(mine) == repr(ref).replace(ref_class.__qualname__ + "(",
                                           type(mine).__qualname__ + "(", 1)
    twin = copy.deepcopy(mine)
    assert twin == mine and mine != ref and mine != object()
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(mine, protocol)) == mine
    with pytest.raises(TypeError):
        hash(mine)
    setattr(twin, names[0], object())  # mutable, and compared field by field
    assert twin != mine
    assert (copy.deepcopy(ref) == ref) and type(ref).__hash__ is None


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 9), st.integers(0, 9), st.sampled_from(list(Color)), st.booleans(),
       st.integers(0, 500), st.lists(st.lists(st.sampled_from(["R5", "W", "GD", "W4"]), max_size=3),
                                     max_size=4),
       st.data())
def test_round_results_and_wild_draw_fours_behave_as_the_dataclasses(
        a: int, b: int, color: Color, bluff: bool, points: int, codes: list[list[str]],
        data: Any) -> None:
    record_matches(WildDrawFour(a, b, color, bluff), RefWildDrawFour(a, b, color, bluff),
                   RefWildDrawFour)
    hands = [[Card.parse(c) for c in hand] for hand in codes]
    extra = data.draw(st.fixed_dictionaries({}, optional={
        "order": st.lists(st.integers(0, 9), max_size=3), "loser": st.integers(0, 9),
        "how": st.sampled_from(["out", "death_number", "judgement"])}))
    args = (a, points, hands, [len(h) for h in hands])
    mine = RoundResult(*copy.deepcopy(args), **copy.deepcopy(extra))
    record_matches(mine, RefRoundResult(*copy.deepcopy(args), **copy.deepcopy(extra)),
                   RefRoundResult)
    assert RoundResult(*args).order is not RoundResult(*args).order  # no shared default
