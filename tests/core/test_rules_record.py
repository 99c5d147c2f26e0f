"""``core.rules.Rules`` is written out by hand (cheaper to import than a dataclass): it must
behave as the frozen ``@dataclass`` it replaced, built here from the same fields as the
reference — construction, ``repr``, ``==``, ``hash``, immutability, copying, pickling — and
``Rules.replace`` as ``dataclasses.replace``, every value still checked."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import Any

import pytest

from core.rules import OPTIONS, PRESETS, Option, Rules, RulesError, preset

NAMES = Rules.__match_args__
Ref = dataclasses.make_dataclass(
    "Rules", [(n, Any, dataclasses.field(default=getattr(Rules(), n))) for n in NAMES],
    frozen=True)


def test_the_fields_are_the_options_in_order() -> None:
    assert tuple(OPTIONS) == NAMES


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_rules_behave_as_the_frozen_dataclass(name: str) -> None:
    mine = preset(name)
    values = mine.to_dict()
    ref = Ref(**values)
    assert repr(mine) == repr(ref)
    assert hash(mine) == hash(ref) and {mine: 1}[Rules(**values)] == 1
    assert Rules(*values.values()) == mine and mine != ref
    for twin in (copy.copy(mine), copy.deepcopy(mine),
                 *(pickle.loads(pickle.dumps(mine, protocol)) for protocol in range(6))):
        assert twin == mine and hash(twin) == hash(mine) and twin.to_dict() == values
    with pytest.raises(dataclasses.FrozenInstanceError):
        mine.target_score = 1  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del mine.target_score
    assert mine.to_dict() == values


def test_replace_is_dataclasses_replace_and_checks_values() -> None:
    base = preset("house")
    assert base.replace(seven_o=False).to_dict() == {**base.to_dict(), "seven_o": False}
    assert base.replace() == base
    anytime = Rules().replace(wd4_anytime=True)  # (the challenge setting kept as given: it has
    assert anytime.wd4_challenge and not anytime.wd4_bluff_possible  # no effect meanwhile)
    with pytest.raises(TypeError):
        base.replace(colour="red")
    with pytest.raises(RulesError):
        base.replace(hand_size=-1)
    with pytest.raises(RulesError):
        Rules(jump_in_stacks=True)
    with pytest.raises(TypeError):
        Rules(*range(len(NAMES) + 1))


@dataclasses.dataclass(frozen=True)
class RefOption:
    help: str
    choices: tuple[Any, ...] | None = None
    low: int | None = None
    high: int | None = None


def test_options_behave_as_the_frozen_dataclass() -> None:
    for option in OPTIONS.values():
        values = (option.help, option.choices, option.low, option.high)
        ref = RefOption(*values)
        assert repr(option) == repr(ref).replace("RefOption(", "Option(", 1)
        assert option == Option(*values) and hash(option) == hash(Option(*values))
        assert hash(option) == hash(ref) and option != ref
        assert copy.deepcopy(option) == option == pickle.loads(pickle.dumps(option))
        with pytest.raises(dataclasses.FrozenInstanceError):
            option.low = 0  # type: ignore[misc]
    assert Option("h", low=1) != Option("h", low=2)
