"""bench/screen62.py's fork with ``--redeal`` judges the answer to the Wild Draw Four that was
played: the offender's dealt hand agrees with the four (a fair four: no card of the previous
colour). Before, the flag was read off a uniform deal — a hand of five holds a given colour
three times in four — so most fair fours became bluffs in the forks and every accepted fair four
was logged as a blunder (opp64: 4 of the 24 decisions its screens logged against its styles,
all fair fours rightly accepted). Position: opp64's screen, normal in seat 3 against sheriff64,
seed 6411, round 27."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import screen62

from core.actions import Accept
from core.bots import make_bot
from core.position import parse_position
from core.rules import load_rules

FAIR = ("Y1,B6,B2,B8,B7/BS,Y2,B4,Y5,B8/BR,BD,R5,R0,Y4,B5,BD/B1,G6,B4 G3,R3,RD,W4,Y5,YS,RS,R8,"
        "Y8,Y9,YR,GR,G2,GS,GD,G6,GR,G8,G1,R1,R7,W4 * B 3 - 4:W4 challenge 0,0,0,0 dealer=1 "
        "by=0 fresh=1 wd4=0:3:R:fair id=27")


class Stop(Exception):
    pass


@pytest.mark.parametrize("bluff", [False, True])
def test_a_redealt_fork_keeps_the_four_as_it_was_played(monkeypatch, bluff: bool) -> None:
    state = parse_position(FAIR, rules=load_rules("official"), seed=0)
    assert state.wd4 is not None
    state.wd4.bluff = bluff
    seen: list[tuple[bool, list, list]] = []

    def apply(w, seat, choice, **_):
        seen.append((w.wd4.bluff, list(w.hands[w.wd4.offender]), list(w.hands[seat])))
        raise Stop

    monkeypatch.setattr(screen62, "apply", apply)
    bots = [make_bot("normal", s) for s in range(4)]
    everything = Counter(c for h in state.hands for c in h) + Counter(state.draw_pile)
    for k in range(40):
        with pytest.raises(Stop):
            screen62.fork(state, 3, Accept(), bots, f"t/{k}", True)
    for flag, offender, own in seen:
        assert flag is bluff
        assert any(c.color is state.wd4.previous_color for c in offender) is bluff
        assert len(offender) == len(state.hands[0])
        assert own == state.hands[3]  # the screened seat's hand is never dealt again
    # (the cards themselves are only moved about)
    assert everything == Counter(c for h in state.hands for c in h) + Counter(state.draw_pile)
