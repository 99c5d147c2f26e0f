"""``unotui.settings.Settings`` is written out by hand (cheaper to import than a dataclass): it
must behave as the ``@dataclass`` it replaced, kept here as the reference — construction with
defaults (a fresh dict and list each), ``repr``, ``==`` leaving ``problems`` out, unhashable,
copying and pickling."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import dataclass, field
from typing import Any

import pytest

from unotui.settings import DEFAULT_BOTS, Settings


@dataclass
class RefSettings:
    name: str = ""
    theme: str = "classic"
    language: str | None = None
    rules_preset: str = "official"
    rules_options: dict[str, Any] = field(default_factory=dict)
    bots: int = DEFAULT_BOTS
    bot_kind: str = "normal"
    table_name: str = ""
    seats: int = 4
    hand_order: str = "sorted"
    table_rules_preset: str | None = None
    table_rules_options: dict[str, Any] = field(default_factory=dict)
    table_bot_levels: list[str] = field(default_factory=list)
    table_think: float | None = None
    table_turn_timer: float | None = None
    table_bind: str | None = None
    table_port: int | None = None
    problems: list[str] = field(default_factory=list, compare=False)


CASES: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    ((), {}),
    (("Zoe",), {"seats": 6, "problems": ["x"]}),
    (("Ana", "monochrome", "de", "house", {"stacking": True}, 2, "hard", "T", 3, "dealt", "house",
      {"seven_o": False}, ["hard"], 0.5, 30.0, "127.0.0.1", 7160, []), {}),
    ((), {"language": None, "rules_options": {"a": 1}, "hand_order": "dealt"}),
]


@pytest.mark.parametrize(("args", "kwargs"), CASES)
def test_settings_behave_as_the_dataclass(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    mine, ref = Settings(*args, **kwargs), RefSettings(*args, **kwargs)
    names = tuple(f.name for f in dataclasses.fields(RefSettings))
    assert Settings.__match_args__ == names
    assert [getattr(mine, n) for n in names] == [getattr(ref, n) for n in names]
    assert repr(mine) == repr(ref).replace("RefSettings(", "Settings(", 1)
    for twin in (copy.copy(mine), copy.deepcopy(mine), pickle.loads(pickle.dumps(mine))):
        assert twin == mine and twin is not mine and mine != ref
    other = copy.deepcopy(mine)
    other.problems.append("a problem")  # not compared, as in the dataclass
    assert other == mine
    other.theme = "colorblind"
    assert other != mine
    with pytest.raises(TypeError):
        hash(mine)
    for cls in (Settings, RefSettings):
        with pytest.raises(TypeError):
            cls(*names, "one too many")


def test_each_settings_gets_its_own_options_and_problems() -> None:
    one, two = Settings(), Settings()
    one.rules_options["x"] = 1
    one.problems.append("p")
    assert two.rules_options == {} and two.problems == []
