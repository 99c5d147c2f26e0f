"""``net.host``'s ``Member``, ``Seat`` and ``TableConfig`` are hand-written records (cheaper to
import than dataclasses): they must behave as the ``@dataclass`` classes they replaced, kept here
as the reference (construction with defaults, ``repr``, ``==``, unhashable, copying;
``TableConfig.replace`` as ``dataclasses.replace``)."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from core.rules import Rules
from net.host import TAKEOVER_LEVEL, Member, Seat, TableConfig


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
    stand_in: bool = False
    left: Any = None


@dataclass
class RefTableConfig:
    name: str = "UNO table"
    seats: int = 4
    rules: Rules = field(default_factory=Rules)
    password: str | None = None
    seed: int | str | None = None
    bot_kind: str = TAKEOVER_LEVEL
    think: float | None = None
    bot_delay: float = 0.6
    uno_grace: float = 0.75
    reconnect_window: float = 60.0
    turn_timer: float | None = None
    round_pause: float = 20.0
    hello_timeout: float = 10.0
    heartbeat: float = 10.0
    idle_timeout: float = 35.0
    send_queue: int = 512
    chat_burst: int = 5
    chat_rate: float = 0.5
    msg_burst: int = 60
    msg_rate: float = 30.0
    addr_share: int = 4
    max_spectators: int = 32
    journal: Path | None = None
    ssh_port: int | None = None
    in_app: bool = False
    jump_in_grace: float = 1.2
    password_digest: str | None = None
    ssh_access: dict[str, Any] | None = None
    advertise: bool = True
    mdns_interfaces: str | None = None


CASES: list[tuple[type, type, tuple[Any, ...], dict[str, Any]]] = [
    (Member, RefMember, ("tok", "Zoe"), {}),
    (Member, RefMember, ("tok", "Zoe", 2), {"ready": True, "last_active": 3.5}),
    (Member, RefMember, ("t", "Ana", None, None, True, None, None, 1.0), {}),
    (Seat, RefSeat, (), {}),
    (Seat, RefSeat, ("human",), {"name": "Bo"}),
    (Seat, RefSeat, ("bot", None, "Cy", "normal"), {"takeover": None}),
    (TableConfig, RefTableConfig, (), {}),
    (TableConfig, RefTableConfig, ("T", 6, Rules(target_score=50)), {"seed": "s", "think": 0.1}),
    (TableConfig, RefTableConfig, (), {"journal": Path("j.jsonl"), "ssh_port": 2222,
                                       "turn_timer": 30.0, "password": "pw", "in_app": True}),
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


def test_table_config_replace_is_dataclasses_replace() -> None:
    changes: dict[str, Any] = {"seats": 3, "bot_delay": 0.0, "rules": Rules(target_score=100)}
    mine, ref = TableConfig(name="T", seed=1), RefTableConfig(name="T", seed=1)
    new = mine.replace(**changes)
    assert repr(new) == repr(dataclasses.replace(ref, **changes)).replace("Ref", "", 1)
    assert mine.seats == 4 and new is not mine and mine.replace() == mine
    with pytest.raises(TypeError):
        mine.replace(colour="red")
    assert TableConfig().rules is not TableConfig().rules and TableConfig().rules == Rules()
