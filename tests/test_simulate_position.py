"""``unotui simulate --position``: a bug report's table replayed by bots, from text or a file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from unotui.cli import main

#: Seat 2 holds one card, a Blue 8; seat 1 (to move) holds no green and no Skip, so draws.
POSITION = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2"
#: A round just won by seat 1 (docs/POSITION.md): whole matches go on from it, rounds cannot.
ROUND_OVER = "R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,164,40 by=1 result=1:64:out:1:- id=200"


def simulate(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["simulate", *argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_rounds_start_from_the_position_with_its_scores_and_table(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = simulate(capsys, "--position", POSITION, "--rounds-only", "--games", "4",
                              "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["players"] == 3 and data["rounds"] == 4
    # every game starts at 0, 12, 40: the mean points never fall below those
    assert data["mean_points"][1] >= 12 and data["mean_points"][2] >= 40


def test_a_position_file_and_its_preset_are_read(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    path = tmp_path / "bug.txt"
    path.write_text(POSITION + " rules=house\n")
    code, out, err = simulate(capsys, "--position", f"@{path}", "--rounds-only", "--games", "2",
                              "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["rules"] == "house" and data["rules_differences"]["seven_o"] is True
    again = simulate(capsys, "--position", POSITION + " rules=house", "--rounds-only",
                     "--games", "2", "--json")[1]
    assert json.loads(again)["digest"] == data["digest"]
    path.write_text(POSITION + " rules=house deck=x\n")  # (a refusal quotes no line end)
    code, out, err = simulate(capsys, "--position", f"@{path}")
    assert code == 2 and "\\n" not in err and "\n'" not in err, err


@pytest.mark.parametrize(("argv", "words"), [
    (["--position", POSITION.replace(" 1 + ", " 7 + ")], "seat to move"),
    (["--position", "R5,G7 GS"], "at least 9"),
    (["--position", "@/nonexistent/bug.txt"], "cannot read the position file"),
    (["--position", POSITION, "--players", "4"], "3 seats"),
    (["--position", POSITION, "--bots", "basic,random"], "2 bots"),
    # (rules45 #6: --rules official beside rules=house played house, as if not given)
    (["--position", POSITION + " rules=house", "--rules", "official"], "rules=house"),
    # (cli49 #13: every "round" was the finished one, its winner counted again)
    (["--position", ROUND_OVER, "--rounds-only"], "nothing to play"),
])
def test_a_bad_position_is_one_line_and_exit_code_2(capsys: pytest.CaptureFixture[str],
                                                     argv: list[str], words: str) -> None:
    code, out, err = simulate(capsys, *argv)
    assert code == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_finished_rounds_position_plays_on_as_whole_matches(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = simulate(capsys, "--position", ROUND_OVER, "--games", "2", "--json")
    assert code == 0, err
    assert json.loads(out)["rounds"] >= 2


# --bots with one kind per seat of the position (cli49 #3): a 3-seat position with three kinds
# was refused as "--bots names 3 bots for 4 players", checked against the default of 4 players
# before the position was read. The position's seats decide.

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
