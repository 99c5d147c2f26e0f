"""newbie83 #1: a player's second app watches a match (the table named it "xiaoming 2": the
first app holds the seat "xiaoming"). The first app's window is closed; the watcher is told
"xiaoming's seat, yours, is free now: stop watching and join this table again under the same
name". It does (q, j, Enter): the join list even says "your seat is still kept for you", but the
table answers "joined as a newcomer: your seat at this address was not kept" and it watches again.

The join sent this app's OWN entry first — the watcher's token it was given as "xiaoming 2"
(``watching``), void once it left — instead of the seat's token kept under "xiaoming" by the
app that ended. A watcher's token must not win over a seat kept under the name asked for."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from unotui import kept_seats, settings

ADDRESS = "127.0.0.1:21401"


def test_joining_again_as_advised_sends_the_seats_token_not_this_apps_watcher_token(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(settings.ENV_VAR, str(tmp_path))
    now = time.time()
    (tmp_path / "seats.json").write_text(json.dumps({
        # the seat, kept by the first app (its window closed: the process is gone)
        f"{ADDRESS}|xiaoming": {"token": "a" * 32, "pid": 999999999, "at": now - 60},
        # this app, which watched as "xiaoming 2" and has just stopped watching
        f"{ADDRESS}|xiaoming 2": {"token": "b" * 32, "pid": os.getpid(), "at": now - 40,
                                   "watching": True},
    }), encoding="utf-8")
    assert kept_seats.token_for(ADDRESS, "xiaoming", closed_too=True) == "a" * 32
