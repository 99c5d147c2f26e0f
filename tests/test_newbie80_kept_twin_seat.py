"""newbie80 #1: four friends on one machine (one user, one settings folder). The second app
("root 3" at the table, since the first app holds "root") quits, is killed or crashes; its seat
is kept at the table ("away, seat kept 0:50") and in seats.json under "…|root 3". Joining again
under the same name must offer that token: instead, with the first app still running, the join
looks only for twins kept by *this* process, finds none, and the player is told "That table is
full — watch instead?" while the list says "a seat is kept for root 3"."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from unotui import kept_seats, settings

ADDRESS = "127.0.0.1:19801"


def test_a_dead_twins_kept_seat_is_offered_while_the_first_app_still_runs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(settings.ENV_VAR, str(tmp_path))
    now = time.time()
    (tmp_path / "seats.json").write_text(json.dumps({
        # the first app of this user, still running (its parent here: alive, not this process)
        f"{ADDRESS}|root": {"token": "a" * 32, "pid": os.getppid(), "at": now},
        # the second app, named "root 3" by the table, gone (killed, Ctrl+C, crashed)
        f"{ADDRESS}|root 3": {"token": "b" * 32, "pid": 999999999, "at": now},
    }), encoding="utf-8")
    assert kept_seats.token_for(ADDRESS, "root") == "b" * 32


def test_an_app_takes_back_its_own_seat_not_the_one_kept_under_the_plain_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """newbie80 #2: the host closed the table (its match kept for --resume); every app of this
    user was told so. The text client, first of the user's apps to join, had its seat ("root 2"
    at the table) kept under the plain name "root"; the app that sat as "root 4" kept its own
    under "root 4". The host resumes; that app (still running) joins again first: it is handed
    the text client's token and sits in seat 2 with root 2's hand, while its own seat 4 stays
    "offline" and the text client, joining next, is put among the watchers."""
    monkeypatch.setenv(settings.ENV_VAR, str(tmp_path))
    now = time.time()
    (tmp_path / "seats.json").write_text(json.dumps({
        # the text client's seat, kept under the name asked for; that client has ended
        f"{ADDRESS}|root": {"token": "a" * 32, "pid": 999999999, "at": now},
        # this app's own seat, kept under the name the table gave it
        f"{ADDRESS}|root 4": {"token": "b" * 32, "pid": os.getpid(), "at": now},
    }), encoding="utf-8")
    assert kept_seats.token_for(ADDRESS, "root", closed_too=True) == "b" * 32
