"""``net.host``'s ``Member`` and ``Seat`` are hand-written records (cheaper to import than
dataclasses): they must behave as the ``@dataclass`` classes they replaced, kept here as the
reference (construction with defaults, ``repr``, ``==``, unhashable, copying)."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass
from typing import Any

import pytest

from net.host import Member, Seat


@dataclass
class RefMember:
    token: str
    name: str
    seat: int | None = None
    conn: Any = None
    ready: bool = False
    waiting: Any = None
    limits: Any = None
    last_active: float = 0.0


@dataclass
class RefSeat:
    kind: str = "empty"
    member: Any = None
    name: str = ""
    bot_kind: str | None = None
    bot: Any = None
    takeover: Any = None


CASES: list[tuple[type, type, tuple[Any, ...], dict[str, Any]]] = [
    (Member, RefMember, ("tok", "Zoe"), {}),
    (Member, RefMember, ("tok", "Zoe", 2), {"ready": True, "last_active": 3.5}),
    (Member, RefMember, ("t", "Ana", None, None, True, None, None, 1.0), {}),
    (Seat, RefSeat, (), {}),
    (Seat, RefSeat, ("human",), {"name": "Bo"}),
    (Seat, RefSeat, ("bot", None, "Cy", "normal"), {"takeover": None}),
]


@pytest.mark.parametrize(("mine_class", "ref_class", "args", "kwargs"), CASES)
def test_members_and_seats_behave_as_the_dataclasses(mine_class: type, ref_class: type,
                                                     args: tuple[Any, ...],
                                                     kwargs: dict[str, Any]) -> None:
    mine, ref = mine_class(*args, **kwargs), ref_class(*args, **kwargs)
    names = tuple(f.name for f in dataclasses.fields(ref_class))
    assert mine_class.__match_args__ == names
    assert [getattr(mine, n) for n in names] == [getattr(ref, n) for n in names]
    assert repr(mine) == repr(ref).replace(ref_class.__name__ + "(", mine_class.__name__ + "(", 1)
    twin = copy.copy(mine)
    assert twin == mine and twin is not mine and mine != ref
    twin.name = "someone else"
    assert twin != mine
    with pytest.raises(TypeError):
        hash(mine)


def test_a_seat_shows_its_member_name_else_its_own() -> None:
    assert Seat("human", Member("t", "Zoe")).display == "Zoe"
    assert Seat("bot", None, "Cy").display == "Cy"
