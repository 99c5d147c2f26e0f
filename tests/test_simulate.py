"""``unotui simulate``: reproducible statistics, a clean JSON face, one-line errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from core.actions import Action, Catch
from core.bots import BOTS
from unotui.cli import main
from unotui.commands.simulate import JSON_KEYS

ROOT = Path(__file__).resolve().parents[1]


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run ``unotui simulate ARGV`` in-process; return (exit code, stdout, stderr)."""
    try:
        code = main(["simulate", *argv])
    except SystemExit as exc:  # argparse's own errors exit through the parser
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def sim_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = run_cli(capsys, *argv, "--json")
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    return data


def test_same_arguments_give_the_same_digest(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "2", "--seed", "7", "--bots", "random,basic,basic,basic")
    first = sim_json(capsys, *args)
    second = sim_json(capsys, *args)
    assert first["digest"] == second["digest"]
    timeless = [k for k in JSON_KEYS if k not in ("seconds", "actions_per_second")]
    assert {k: first[k] for k in timeless} == {k: second[k] for k in timeless}


def test_a_different_seed_gives_a_different_digest(capsys: pytest.CaptureFixture[str]) -> None:
    one = sim_json(capsys, "--games", "2", "--seed", "1", "--rounds-only")
    two = sim_json(capsys, "--games", "2", "--seed", "2", "--rounds-only")
    assert one["digest"] != two["digest"]


def test_bots_change_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    basic = sim_json(capsys, "--games", "2", "--rounds-only", "--bots", "basic")
    mixed = sim_json(capsys, "--games", "2", "--rounds-only", "--bots", "random")
    assert basic["digest"] != mixed["digest"]
    assert mixed["bots"] == ["random"] * 4


def test_full_matches_report_sane_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    data = sim_json(capsys, "--games", "3", "--players", "3", "--seed", "5")
    assert list(data) == list(JSON_KEYS)
    assert data["games"] == 3 and data["players"] == 3 and data["rounds_only"] is False
    assert data["rounds"] >= data["games"]
    assert sum(data["wins"]) == 3 and len(data["wins"]) == 3
    # every match ends with its winner at 500 or more, so the mean final scores add up to >= 500
    assert len(data["mean_points"]) == 3 and sum(data["mean_points"]) >= 500
    assert data["actions"] >= data["turns"] > 0
    assert data["mean_turns_per_round"] == pytest.approx(data["turns"] / data["rounds"])
    assert data["actions_per_second"] > 0 and data["seconds"] > 0
    assert data["bots"] == ["normal"] * 3 and data["rules"] == "official"
    assert data["rules_differences"] == {}
    assert len(data["digest"]) == 64 and int(data["digest"], 16) >= 0


def test_rounds_only_plays_one_round_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    data = sim_json(capsys, "--games", "4", "--rounds-only", "--players", "5")
    assert data["rounds"] == 4 and data["rounds_only"] is True
    assert sum(data["wins"]) == 4
    # a round's winner scores the points left in the other hands: always more than nothing
    assert sum(data["mean_points"]) > 0


def test_the_readable_report_shows_the_same_run(capsys: pytest.CaptureFixture[str]) -> None:
    data = sim_json(capsys, "--games", "2", "--rounds-only", "--seed", "3")
    code, out, err = run_cli(capsys, "--games", "2", "--rounds-only", "--seed", "3")
    assert code == 0 and err == ""
    assert f"digest  {data['digest']}" in out
    assert "games played" in out and "rounds played" in out and "actions/second" in out
    for seat in range(4):
        assert any(line.split()[:2] == [str(seat), "normal"] for line in out.splitlines())


def test_two_player_preset_seats_two(capsys: pytest.CaptureFixture[str]) -> None:
    data = sim_json(capsys, "--games", "1", "--rules", "two-player", "--rounds-only")
    assert data["players"] == 2 and len(data["wins"]) == 2


def test_rules_from_a_toml_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text("[rules]\nhand_size = 5\ntarget_score = 100\n", encoding="utf-8")
    data = sim_json(capsys, "--games", "2", "--rules", str(path))
    assert data["rules_differences"] == {"hand_size": 5, "target_score": 100}
    assert sum(data["wins"]) == 2
    assert max(data["mean_points"]) * 2 >= 100  # someone reached the lower target
    official = sim_json(capsys, "--games", "2")
    assert data["digest"] != official["digest"]


@pytest.mark.parametrize(
    ("body", "key"),
    [
        ("[rules]\ncolour_count = 3\n", "colour_count"),
        ("[rules]\nuno_penalty = 3\n", "uno_penalty"),
        ("[rules]\nhand_size = \"seven\"\n", "hand_size"),
    ],
)
def test_an_invalid_rules_file_names_the_bad_key(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, body: str, key: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(body, encoding="utf-8")
    code, out, err = run_cli(capsys, "--games", "1", "--rules", str(path))
    assert code == 2 and out == ""
    assert key in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


BAD_ARGUMENTS = [
    (["--players", "1"], "--players"),
    (["--players", "11"], "--players"),
    (["--players", "four"], "--players"),
    (["--games", "0"], "--games"),
    (["--games", "-3"], "--games"),
    (["--seed", "x"], "--seed"),
    (["--bots", "clever"], "clever"),
    (["--bots", "basic,"], "bot"),
    (["--bots", "random,basic"], "--bots"),
    (["--players", "3", "--bots", "basic,basic,basic,basic"], "--bots"),
    (["--rules", "no-such-preset"], "no-such-preset"),
    (["--rules", "two-player", "--players", "4"], "2 players"),
    (["--no-such-flag"], "--no-such-flag"),
]


@pytest.mark.parametrize(("argv", "mentions"), BAD_ARGUMENTS)
def test_bad_arguments_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], mentions: str
) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "error" in lines[0] and mentions in lines[0]
    assert "Traceback" not in err


class CheatingBot:
    """Answers every turn with an action that is never legal: catching itself."""

    name = "cheat"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def act(self, view: dict[str, Any]) -> Action | None:
        return Catch(view["seat"]) if view["current"] == view["seat"] else None


def test_a_bot_playing_an_illegal_action_stops_the_run_with_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(BOTS, "cheat", CheatingBot)
    code, out, err = run_cli(capsys, "--games", "1", "--bots", "cheat,basic,basic,basic")
    assert code == 1 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    assert "play failed (bad_target)" in lines[0]  # refused by the engine, not played


def test_python_dash_m_prints_one_json_object() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "unotui", "simulate", "--games", "2", "--json"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)  # exactly one JSON document: extra output would not parse
    assert data["games"] == 2 and sum(data["wins"]) == 2


def test_output_into_a_closed_pipe_shows_no_traceback() -> None:
    """``unotui simulate | head -1`` must not end in a BrokenPipeError traceback."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "unotui", "simulate", "--games", "1", "--rounds-only"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader goes away before the report is written
    err = proc.stderr.read().decode()
    proc.stderr.close()
    assert proc.wait(timeout=120) == 1
    assert "Traceback" not in err and "BrokenPipe" not in err


def test_mixed_bots_rotate_over_paired_deals_with_intervals(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--bots normal,easy,easy,easy``: every deal is played from every seat, and each kind's
    share comes with a 95% interval and the paired difference against the baseline table."""
    data = sim_json(capsys, "--games", "8", "--rounds-only", "--bots", "normal,easy,easy,easy")
    assert data["games"] == 8 and sum(data["wins"]) == 8
    normal, easy = data["by_kind"]["normal"], data["by_kind"]["easy"]
    assert normal["low"] <= normal["share"] <= normal["high"]
    # every game has exactly one winner: the shares, weighted by seats, add up to one
    assert normal["share"] * 1 + easy["share"] * 3 == pytest.approx(1.0)
    paired = data["paired"]["normal"]
    assert paired["baseline"] == "easy" and paired["games"] == 8
    assert paired["low"] <= paired["diff"] <= paired["high"]
    assert "easy" not in data["paired"]
    code, out, _ = run_cli(capsys, "--games", "8", "--rounds-only", "--bots",
                           "normal,easy,easy,easy")
    assert code == 0 and "95% interval" in out and "normal - easy in the same seats" in out


def test_two_processes_give_the_same_run_as_one(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "6", "--rounds-only", "--bots", "hard,normal,normal,normal",
            "--think", "0.03")
    one = sim_json(capsys, *args, "--jobs", "1")
    two = sim_json(capsys, *args, "--jobs", "2")
    assert one["digest"] == two["digest"] and one["by_kind"] == two["by_kind"]
    assert one["paired"] == two["paired"]


@pytest.mark.parametrize(("argv", "mentions"), [(["--think", "-1"], "--think"),
                                                (["--think", "x"], "--think"),
                                                (["--jobs", "0"], "--jobs")])
def test_bad_budget_or_jobs_exit_2_with_one_line(
        capsys: pytest.CaptureFixture[str], argv: list[str], mentions: str) -> None:
    code, out, err = run_cli(capsys, "--games", "1", *argv)
    assert code == 2 and out == "" and mentions in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_preset_names_the_rules_too_and_an_unknown_option_says_where_the_options_are(
        capsys: pytest.CaptureFixture[str]) -> None:
    """newbie38 #14: ``--preset house`` (as the rules are called on the settings screen) got a
    bare "unrecognized arguments"; it is --rules' other name now, and an option no command
    knows says where that command's options are listed."""
    assert main(["simulate", "--preset", "house", "--games", "1", "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert main(["simulate", "--rules", "house", "--games", "1", "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    for timing in ("seconds", "actions_per_second", "games_per_second"):  # (all but the speed)
        said.pop(timing, None)
        again.pop(timing, None)
    assert again == said
    with pytest.raises(SystemExit) as stop:
        main(["simulate", "--bogus"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.strip() == (
        "unotui: error: unrecognized arguments: --bogus (unotui simulate --help lists its "
        "options)")
