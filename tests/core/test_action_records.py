"""The actions are hand-written classes (cheaper to import than dataclasses): they must behave
exactly as the ``@dataclass(frozen=True, slots=True)`` classes they replaced. Those classes are
kept here, field for field, as the reference; every behaviour a caller (the engine, the host, the
bots' worker processes, a log line) relies on is compared on random values."""

import copy
import dataclasses
import pickle
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core.actions as actions
from core.cards import Card, Color, full_deck


@dataclass(frozen=True, slots=True)
class Action:
    kind: ClassVar[str] = ""


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: Card
    color: Color | None = None
    uno: bool = False
    also: tuple[Card, ...] = ()
    target: int | None = None
    power: str | None = None

    def __post_init__(self) -> None:
        if len(self.also) > 1:
            object.__setattr__(self, "also", tuple(sorted(self.also, key=lambda c: c.code)))


@dataclass(frozen=True, slots=True)
class Draw(Action):
    pass


@dataclass(frozen=True, slots=True)
class Pass(Action):
    pass


@dataclass(frozen=True, slots=True)
class ChooseColor(Action):
    color: Color


@dataclass(frozen=True, slots=True)
class CallUno(Action):
    pass


@dataclass(frozen=True, slots=True)
class Catch(Action):
    target: int


@dataclass(frozen=True, slots=True)
class Challenge(Action):
    pass


@dataclass(frozen=True, slots=True)
class Accept(Action):
    pass


@dataclass(frozen=True, slots=True)
class Give(Action):
    card: Card


@dataclass(frozen=True, slots=True)
class NameDate(Action):
    month: int
    day: int


@dataclass(frozen=True, slots=True)
class DeathNumber(Action):
    pass


@dataclass(frozen=True, slots=True)
class Judgement(Action):
    target: int
    color: Color | None = None
    uno: bool = False


@dataclass(frozen=True, slots=True)
class NextRound(Action):
    pass


REFERENCE = {cls.__name__: cls for cls in (
    Action, Play, Draw, Pass, ChooseColor, CallUno, Catch, Challenge, Accept, Give, NameDate,
    DeathNumber, Judgement, NextRound)}

cards = st.sampled_from(sorted(set(full_deck()), key=lambda c: c.code))
colors = st.sampled_from(list(Color))
seats = st.integers(0, 9)
VALUES: dict[str, list[Any]] = {  # what each field may hold, positionally
    "Play": [cards, st.none() | colors, st.booleans(), st.lists(cards, max_size=4).map(tuple),
             st.none() | seats, st.none() | st.sampled_from(["peek", "swap"])],
    "ChooseColor": [colors],
    "Catch": [seats],
    "Give": [cards],
    "NameDate": [st.integers(1, 12), st.integers(1, 31)],
    "Judgement": [seats, st.none() | colors, st.booleans()],
}


@st.composite
def pairs(draw: st.DrawFn) -> tuple[Any, Any, str]:
    """One action built the same way from both classes: (new, reference, class name). Some
    optional fields are left to their defaults, some passed by keyword."""
    name = draw(st.sampled_from(sorted(REFERENCE)))
    fields = dataclasses.fields(REFERENCE[name])
    required = sum(f.default is dataclasses.MISSING for f in fields)
    values = [draw(s) for s in VALUES.get(name, [])]
    given_count = draw(st.integers(required, len(values)))
    by_keyword = draw(st.booleans())
    args = values[:given_count]
    if by_keyword:
        kwargs = dict(zip([f.name for f in fields], args, strict=False))
        return (getattr(actions, name)(**kwargs), REFERENCE[name](**kwargs), name)
    return getattr(actions, name)(*args), REFERENCE[name](*args), name


@settings(max_examples=400, deadline=None)
@given(pairs(), pairs())
def test_actions_compare_hash_and_print_as_the_dataclasses_did(a: Any, b: Any) -> None:
    new_a, ref_a, name_a = a
    new_b, ref_b, name_b = b
    assert repr(new_a) == repr(ref_a)
    assert hash(new_a) == hash(ref_a)  # the same tuple of fields is hashed
    assert (new_a == new_b) == (ref_a == ref_b)
    assert (new_a != new_b) == (ref_a != ref_b)
    assert (new_a == new_a) and new_a == copy.copy(new_a) == copy.deepcopy(new_a)
    assert new_a.__match_args__ == ref_a.__match_args__
    assert tuple(getattr(new_a, f) for f in new_a.__match_args__) == \
        tuple(getattr(ref_a, f) for f in ref_a.__match_args__)
    assert new_a.kind == getattr(actions, name_a).kind
    assert new_a != ref_a  # only the same class compares equal, as before
    assert not hasattr(new_a, "__dict__")
    assert len({new_a, new_b}) == len({ref_a, ref_b})  # in sets and as dict keys alike
    if name_a == name_b == "Play":
        assert new_a.cards == (*ref_a.also, ref_a.card)


@settings(max_examples=200, deadline=None)
@given(pairs())
def test_actions_pickle_and_keep_their_wire_form(pair: Any) -> None:
    new, ref, _name = pair
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        back = pickle.loads(pickle.dumps(new, protocol))
        assert back == new and type(back) is type(new) and repr(back) == repr(ref)
    dated = not isinstance(new, actions.NameDate) or actions.valid_date(new.month, new.day)
    if type(new) is not actions.Action and dated:
        assert actions.action_from_wire(new.to_wire()) == new


@given(pairs())
def test_actions_cannot_be_changed(pair: Any) -> None:
    new, ref, _name = pair
    for field in new.__match_args__:  # every field, as the dataclass's
        for target in (new, ref):
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(target, field, 1)
            with pytest.raises(dataclasses.FrozenInstanceError):
                delattr(target, field)
    with pytest.raises(AttributeError):  # (the dataclass raised a TypeError here)
        new.anything = 1


def test_a_play_keeps_its_extra_cards_in_one_order_whatever_order_they_came_in() -> None:
    r1, r2, y3 = Card.parse("R1"), Card.parse("R2"), Card.parse("Y3")
    assert actions.Play(r1, also=(y3, r2)) == actions.Play(r1, also=(r2, y3))
    assert actions.Play(r1, also=(y3, r2)).also == Play(r1, also=(y3, r2)).also
    with pytest.raises(TypeError):
        actions.Play()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        actions.Catch(1, 2)  # type: ignore[call-arg]
