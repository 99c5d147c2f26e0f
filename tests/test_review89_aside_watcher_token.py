"""review89 #2 (minor): a seat kept aside (kept_seats.keep, newbie81 #1) is offered as the
player's *seat* by ``seat_for`` without asking whether the entry put aside was a watcher's
token. A guest who only watched match A at an address (its token marked ``closed`` when its
host closed it, forget_closed marks every entry of the token) then sat down at a new table B
there: the watcher's entry was put aside. When A's host opens A again by its journal, the join
screen's ``seat_for`` calls that watcher's token "your seat" — which ``seat_for`` promises
never to do ("not one a watcher was given"), and which ``kept_aside`` (the same aside, read for
a join) already refuses."""

from __future__ import annotations

from typing import Any

import pytest

from unotui import kept_seats


@pytest.fixture
def seats_dir(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    kept_seats._read = None
    return tmp_path


def test_a_watchers_token_kept_aside_is_not_offered_as_a_seat(seats_dir: Any) -> None:
    address = "127.0.0.1:20601"
    kept_seats.keep(address, "Zoe", "tok-watch-A", watching=True, table="Den",
                    table_id="A" * 16)
    kept_seats.forget_closed("tok-watch-A", {"resumable": False, "reopens": True})
    # (a new table at that address: Zoe sits down there)
    kept_seats.keep(address, "Zoe", "tok-seat-B", table="Den", table_id="B" * 16)
    kept_seats.forget(address, "Zoe", "tok-seat-B")  # (and leaves its lobby)
    listed = kept_seats.Listing("Den", "playing", "A" * 16)  # (match A opened again)
    assert kept_seats.seat_for(address, "Zoe", listed) is None, \
        "a watcher's token kept aside was offered as Zoe's seat"
