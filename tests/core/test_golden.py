"""Golden playthroughs: recorded games replayed action by action against today's engine.

Each ``tests/golden/<name>.json`` holds a game's inputs (rules, players, seed) and its journal:
``[seat, action wire, digest]`` per applied action, where the digest fingerprints the state after
that action. Replaying the journal must reproduce every digest, so any change in what the engine
does with the same inputs — a dealt card, a penalty, a turn order, a log event — fails here.

The digest covers the game's fields listed in :data:`FIELDS` (not the rules table itself), so
adding a new, inactive option or state field does not invalidate the files; changing behaviour
does. After an intended change, regenerate and review the diff::

    UNOTUI_REGEN_GOLDEN=1 .venv/bin/pytest tests/core/test_golden.py
"""

from __future__ import annotations

import copy
import hashlib
import itertools
import json
import os
from pathlib import Path
from typing import Any

import pytest

from core import GameState, Rules, action_from_wire, apply, new_game
from core.autoplay import play_match
from core.bots import make_bot
from core.game import Phase

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
REGEN = os.environ.get("UNOTUI_REGEN_GOLDEN") == "1"

#: The state fields a golden digest covers.
FIELDS = (
    "players", "seed", "rng", "round_no", "dealer", "current", "direction", "phase", "color",
    "hands", "draw_pile", "discard", "drawn", "wd4", "uno_called", "catchable", "scores",
    "result", "match_winner", "state_id", "log", "log_seq",
)

GAMES: dict[str, dict[str, Any]] = {
    "basic4_seed1": {"players": 4, "seed": 1, "bots": "basic", "rules": {},
                     "rounds_only": True},
    "random2_seed2": {"players": 2, "seed": 2, "bots": "random", "rules": {},
                      "rounds_only": True},
    "basic3_seed3_match": {"players": 3, "seed": 3, "bots": "basic", "rules": {},
                           "rounds_only": False},
}


def play_digest(state: GameState, since: int = 0) -> str:
    """Fingerprint of the :data:`FIELDS` of ``state``. Of its log only the events after ``since``
    (the log sequence number before the action) count, which keeps replay linear in the game's
    length, and of each only its type and seat: the cards and piles already pin the behaviour
    down, and a new detail field in an event is not a change of behaviour."""
    recent = copy.copy(state)
    new = itertools.takewhile(lambda ev: ev["seq"] > since, reversed(state.log))
    recent.log = [{"type": ev["type"], "seat": ev.get("seat")} for ev in new]
    data = recent.to_dict()
    picked = {k: data[k] for k in FIELDS}
    blob = json.dumps(picked, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:20]


def record(spec: dict[str, Any]) -> dict[str, Any]:
    """Play the game with its bots and note every action and the digest after it."""
    rules = Rules.from_dict(spec["rules"])
    players, seed = spec["players"], spec["seed"]
    bots = [make_bot(spec["bots"], seed * 100 + seat) for seat in range(players)]
    rec = play_match(rules, players, seed, bots, rounds_only=spec["rounds_only"])
    state = new_game(rules, players, seed)
    steps: list[list[Any]] = []
    start = play_digest(state)
    for seat, action in rec.journal:
        since = state.log_seq
        apply(state, seat, action)
        steps.append([seat, action.to_wire(), play_digest(state, since)])
    assert state.digest() == rec.state.digest()
    return {**spec, "start": start, "final_phase": state.phase.value,
            "final_scores": state.scores, "steps": steps}


def _write(path: Path, data: dict[str, Any]) -> None:
    lines = [json.dumps({k: v for k, v in data.items() if k != "steps"}, sort_keys=True)[:-1]
             + ', "steps": [']
    lines += [json.dumps(step, sort_keys=True) + "," for step in data["steps"]]
    if data["steps"]:
        lines[-1] = lines[-1][:-1]
    lines.append("]}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough_replays_identically(name: str) -> None:
    path = GOLDEN / f"{name}.json"
    if REGEN:
        GOLDEN.mkdir(exist_ok=True)
        _write(path, record(GAMES[name]))
    assert path.is_file(), f"missing {path}; generate it with UNOTUI_REGEN_GOLDEN=1"
    data = json.loads(path.read_text(encoding="utf-8"))
    rules = Rules.from_dict(data["rules"])
    state = new_game(rules, data["players"], data["seed"])
    hint = "engine behaviour changed; if intended, regenerate with UNOTUI_REGEN_GOLDEN=1"
    assert play_digest(state) == data["start"], f"the deal differs: {hint}"
    for i, (seat, wire, digest) in enumerate(data["steps"]):
        since = state.log_seq
        apply(state, seat, action_from_wire(wire))
        assert play_digest(state, since) == digest, f"step {i} (seat {seat}, {wire}): {hint}"
    assert state.phase.value == data["final_phase"]
    assert state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert state.scores == data["final_scores"]


def test_golden_files_cover_the_interesting_moments() -> None:
    """The recorded games exercise more than plain plays: draws, wild colours, UNO, deals."""
    kinds: set[str] = set()
    for name in GAMES:
        data = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
        kinds |= {step[1]["type"] for step in data["steps"]}
        kinds |= {"uno-with-play" for step in data["steps"] if step[1].get("uno")}
    assert {"play", "draw", "pass", "next_round", "uno-with-play"} <= kinds
