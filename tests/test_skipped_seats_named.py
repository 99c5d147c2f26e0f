"""A set of Skips names each turn it passes over, in order (newbie88 #4: "2 turns are skipped,
from Ana on" left a player to work out that they were the second): the engine's ``skipped``
event carries ``seats``, and the log says them."""

from __future__ import annotations

from core import Card, Play, apply, legal_actions
from core.position import parse_position
from core.rules import preset
from unotui.describe import describe_event
from unotui.i18n import speaking

NAMES = ["Zoe", "Ana", "Bo"]


def _three_skips() -> dict[str, object]:
    state = parse_position("RS,GS,BS,R1/Y1,Y2/G1,G2 R3 B1,B2,B3,B4,* R 0 + 0 play 0,0,0",
                           preset("chinese-party"))
    play = next(a for a in legal_actions(state, 0) if isinstance(a, Play) and not a.uno
                and a.card == Card.parse("RS") and len(a.also) == 2)
    apply(state, 0, play)
    assert state.current == 2  # (the third Skip passes over Ana again: Bo plays)
    return next(e for e in state.log if e.get("type") == "skipped")


def test_three_skips_at_three_players_name_ana_bo_and_ana_again() -> None:
    event = _three_skips()
    assert event["seats"] == [1, 2, 1] and event["count"] == 3


def test_the_log_names_each_turn_skipped_you_among_them() -> None:
    event = _three_skips()
    with speaking("en"):
        assert describe_event(event, NAMES, 2) == "3 turns are skipped: Ana, you, Ana"
    with speaking("zh_CN"):
        assert describe_event(event, NAMES, 2) == "连续跳过 3 人次：Ana、你、Ana"


def test_a_single_skip_keeps_its_words() -> None:
    with speaking("en"):
        assert describe_event({"type": "skipped", "seat": 1, "count": 1}, NAMES, 0) \
            == "Ana misses a turn"
