"""review90 #2: a watcher is told "Zoe's seat, yours, is free now: … join this table again
under the same name" whenever a seat whose name is the name it *asked* for drops — whoever that
seat's player is. `LobbyScreen.own_seat_away` and `TableScreen.tell_own_seat_free` (ssh68 #1)
compare names only: two different people called Zoe (a common first name, or two guests
who kept the same default name) are enough. The second Zoe, named "Zoe 2" and watching a full
table, is promised the first Zoe's seat; following the words (Esc, y, join again as Zoe) it is
seated nowhere — no token of that seat is kept for it, so the host names it "Zoe 2" again.

It should be said only when this player holds that seat's token (kept_seats: another app or
SSH session of theirs kept it)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from unotui.screens.lobby import LobbyScreen
from unotui.screens.table import TableScreen


@pytest.fixture(autouse=True)
def _own_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    monkeypatch.delenv("UNOTUI_SSH_DOOR", raising=False)


def test_lobby_does_not_promise_another_zoes_seat() -> None:
    said: list[str] = []
    fake = SimpleNamespace(
        _told_seat_free=False,
        client=SimpleNamespace(asked_name="Zoe", address="127.0.0.1:21310"),
        say=said.append,
        app=SimpleNamespace(notify=lambda text, **_kw: said.append(text)))
    seats = [{"kind": "human", "name": "Zoe", "connected": False},  # (somebody else's)
             {"kind": "human", "name": "Max", "connected": True}]
    told = LobbyScreen.own_seat_away(fake, seats)  # type: ignore[arg-type]
    assert not told and not said, (
        f"a watcher who only shares a name with the player away was told the seat is "
        f"theirs (this app keeps no token for it): {said}")


def test_match_does_not_promise_another_zoes_seat() -> None:
    notes: list[str] = []
    fake = SimpleNamespace(
        _told_seat_free=False, view={"seat": None},
        link=SimpleNamespace(client=SimpleNamespace(asked_name="Zoe",
                                                    address="127.0.0.1:21310")),
        match_log=SimpleNamespace(note=notes.append),
        table_address=lambda: "127.0.0.1:21310",
        app=SimpleNamespace(notify=lambda text, **_kw: notes.append(text)))
    TableScreen.tell_own_seat_free(fake, "Zoe")  # type: ignore[arg-type]
    assert not notes, (
        f"a watcher who only shares a name with the player who dropped was told the seat is "
        f"theirs (this app keeps no token for it): {notes}")
