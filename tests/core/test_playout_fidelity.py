"""Hard's search models the table by its playout policy: ``wary`` must keep choosing as normal
(the table hard is tuned against) does. Measured with ``bench/bots.py fidelity`` (docs/BOTS.md,
wave 12): about 91% of normal's decisions at a table of four normals, where a plain greedy
policy matches 84%."""

from __future__ import annotations

import argparse
import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_bots", ROOT / "bench" / "bots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_wary_playout_policy_chooses_as_normal_does_nine_times_in_ten() -> None:
    args = argparse.Namespace(rounds=60, rules="official", seed=3, policy="wary,greedy")
    result = _bench().run_fidelity(args)["policies"]
    wary, greedy = result["wary"], result["greedy"]
    assert wary["all"]["decisions"] > 1500
    assert wary["all"]["agree"] >= 0.88 and wary["endgame"]["agree"] >= 0.88
    assert wary["all"]["agree"] > greedy["all"]["agree"]  # (the model is closer than greedy)
