"""The app's own small files, damaged, are taken as absent, never a crash (harden41 #3): a
``seats.json`` with one byte that is not UTF-8 crashed every ``join``, and JSON nested too deeply
for Python's parser raised ``RecursionError`` where only ``ValueError`` was expected."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from unotui import kept_seats, settings
from unotui.jsonfile import Damaged, read_json

DAMAGE = {
    "not UTF-8": b'{"a": "\xff"}',
    "nested too deeply": b"[" * 100_000,
    "not JSON": b"{",
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_seats_file_offers_nothing_and_is_written_anew(
        damage: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(settings.ENV_VAR, str(tmp_path))
    kept_seats.path().write_bytes(DAMAGE[damage])
    assert kept_seats.token_for("127.0.0.1:7152", "Ann") is None
    kept_seats.keep("127.0.0.1:7152", "Ann", "ab" * 16)
    assert kept_seats.token_for("127.0.0.1:7152", "Ann") == "ab" * 16


@pytest.mark.parametrize("damage", DAMAGE)
def test_damaged_settings_give_the_defaults_and_say_so(damage: str, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(DAMAGE[damage])
    loaded = settings.load(path)
    assert loaded.problems == [f"The settings file {path} is damaged; using the defaults."]


def test_a_file_that_is_no_regular_file_is_not_read_and_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "seats.json"
    os.mkfifo(fifo)  # (opened for reading, a FIFO waits for a writer for ever)
    with pytest.raises(Damaged, match="not a regular file"):
        read_json(fifo)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 100 + b"{}")
    with pytest.raises(Damaged, match="larger than"):
        read_json(big, limit=50)
    assert read_json(big) == {}


def test_settings_that_are_a_folder_are_said_to_be_no_file_by_name(tmp_path: Path) -> None:
    """cli50: a settings.json that is a directory was said "Is a directory: 3" (the number
    of the descriptor for the file's name)."""
    path = tmp_path / "settings.json"
    path.mkdir()
    with pytest.raises(Damaged, match=r"settings\.json is not a regular file"):
        read_json(path)
    problems = settings.load(path).problems
    assert problems and ": 3" not in problems[0] and str(path) in problems[0], problems
