"""``simulate --position`` with one bot kind per seat of the position (cli49 #3).

``--help`` says ``--bots`` is "one bot kind for every seat, or one per seat", and the position
gives the table size unless ``--players`` is given. A 3-seat position with three kinds was
refused as "--bots names 3 bots for 4 players": the per-seat count was checked against the
default of 4 players before the position was read. The position's seats decide now.
"""

from __future__ import annotations

import json

import pytest

from unotui.cli import main

#: the position of docs/POSITION.md's first example: three seats
POSITION = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2"


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["simulate", *argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_one_kind_per_seat_of_a_three_seat_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = simulate(capsys, "--position", POSITION, "--bots", "basic,random,basic",
                              "--rounds-only", "--games", "3", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["players"] == 3 and data["bots"] == ["basic", "random", "basic"]


def test_one_kind_per_seat_of_a_two_seat_position(capsys: pytest.CaptureFixture[str]) -> None:
    two = "R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0"
    code, out, err = simulate(capsys, "--position", two, "--bots", "basic,random",
                              "--rounds-only", "--games", "2", "--json")
    assert code == 0, err
    assert json.loads(out)["bots"] == ["basic", "random"]


def test_kinds_for_other_seats_than_the_position_has_are_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    # (the reason names the position's seats, not the default 4 players)
    code, _out, err = simulate(capsys, "--position", POSITION, "--bots", "basic,basic",
                               "--rounds-only", "--games", "1")
    assert code == 2, err
    assert "--bots names 2 bots for a position with 3 seats" in err, err
    assert len(err.strip().splitlines()) == 1
