"""The examples of docs/PROTOCOL.md agree with the document's own rules (proto64 findings).

Reads only the document: each example is what a host writes, so a client author copying it
must not be misled.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

DOC = (Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")


def _json_blocks():
    yield from re.findall(r"```json\n(.*?)```", DOC, re.S)


def _example(t, key=None):
    for block in _json_blocks():
        text = " ".join(block.split("\n"))
        if f'"t": "{t}"' in text and (key is None or key in text):
            return json.loads(text)
    raise AssertionError(f"no {t} example")


def test_shutdown_example_message_matches_headless_flag():
    # §4 "The table closes": a headless table's message says "... by the program serving it
    # ending" (the host sends "X was stopped by the program serving it ending; its match can go
    # on."); the example has headless true but the wording of an app's table.
    ex = _example("error", '"shutdown"')
    # (an app's table is stopped only by its app ending: newbie81 #5)
    said = "by the program serving it ending" if ex["headless"] else (
        "its host's app ended" if ex["resumable"] else "by its host")
    assert said in ex["message"], ex


def test_history_example_round_1_starts_with_dealer_draw():
    # §10: the match's first round's log holds the dealer draw, first: a real round-1 history
    # begins {"seq": 1, "type": "dealer_draw", ...} and its round_start event is seq 2.
    ex = _example("history")
    assert ex["round"] == 1 and ex["log"][0]["seq"] == 1, ex
    assert [e.get("type") for e in ex["log"][:2]] == ["dealer_draw", "round_start"], ex
