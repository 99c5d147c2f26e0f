"""A damaged journal is refused with one line that says what is wrong, never a traceback
deep in the host, and the others in its folder are still found (harden41 #4: a token that is a
list, a name that is a number, an owner that is a map, a line nested too deeply, a FIFO, a
symbolic link to /dev/zero)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from net_testkit import fast_config
from test_resume_choice import age, write_journal

from net.host import Host
from net.journal import JournalError, load


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _write(path: Path, records: list[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))


def _damage_header(key: str, value: Any) -> Any:
    def damage(records: list[dict[str, Any]]) -> None:
        records[0][key] = value
    return damage


def _damage_seat(key: str, value: Any) -> Any:
    def damage(records: list[dict[str, Any]]) -> None:
        records[0]["seats"][0][key] = value
    return damage


def _add(record: dict[str, Any]) -> Any:
    def damage(records: list[dict[str, Any]]) -> None:
        records.insert(1, record)
    return damage


DAMAGE = {
    "a table name that is a list": (_damage_header("table", ["x"]), "its table is not text"),
    "a seat's token that is a list": (_damage_seat("token", ["a"]),
                                      "a seat whose token is not text"),
    "a seat's name that is a number": (_damage_seat("name", 5),
                                       "a seat whose name is not text"),
    "a seat line with a map for a name": (_add({"k": "seat", "seat": 0, "name": {"x": 1}}),
                                          "a seat whose name is not text"),
    "a seat line for no seat": (_add({"k": "seat", "seat": 9}), "a seat line for seat 9"),
    "an owner that is a map": (_add({"k": "owner", "token": {"x": 1}}),
                               "an owner that is not text"),
    # (review42 #3: a null count passed the check, then int(None) in the host)
    "a null count of matches": (_damage_header("matches", None),
                                "its count of matches is not a whole number"),
    # (review42 #5: a start no clock shows raised OverflowError as a new table started)
    "a start in the year 3e12": (_damage_header("started", 1e20), "its start is not a time"),
    "a start that is NaN": (_damage_header("started", float("nan")), "its start is not a time"),
}


@pytest.mark.parametrize("damage", DAMAGE)
async def test_a_damaged_journal_is_refused_in_one_line(damage: str, tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    await write_journal(path, "Sec")
    records = _lines(path)
    change, said = DAMAGE[damage]
    change(records)
    _write(path, records)
    with pytest.raises(JournalError, match=f"damaged: {said}"):
        load(path)


async def test_a_damaged_journal_in_the_folder_is_passed_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`host --resume` without a file finds the good journal behind a damaged newer one."""
    from unotui.tables import unfinished_journals

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    folder = tmp_path / "tables"
    good, nested = folder / "table-good.jsonl", folder / "table-nested.jsonl"
    await write_journal(good, "Good")
    await write_journal(nested, "Nested")
    nested.write_text(nested.read_text() + "[" * 100_000 + "\n" + '{"k": "closed"}\n')
    age(good, 300)
    found, _closed = unfinished_journals()
    assert found is not None and found.path == good


def test_a_journal_that_is_no_regular_file_is_refused_without_reading_it(
        tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)  # (reading it would wait for a writer for ever)
    with pytest.raises(JournalError, match="not a regular file"):
        load(fifo)
    zero = tmp_path / "zero.jsonl"
    zero.symlink_to("/dev/zero")  # (read whole, it took 2.1 GB in 6 s)
    with pytest.raises(JournalError, match="not a regular file"):
        load(zero)


async def test_a_resumed_seat_with_a_damaged_name_never_reaches_the_host(tmp_path: Path) -> None:
    """Before, a header whose seat's name was 5 resumed, and every hello then got "The table
    could not handle that message." """
    path = tmp_path / "t.jsonl"
    await write_journal(path, "Sec")
    records = _lines(path)
    records[0]["seats"][1]["name"] = 5
    _write(path, records)
    with pytest.raises(JournalError):
        Host(fast_config(seats=2, journal=tmp_path / "again.jsonl"), load(path))


async def test_a_journal_starting_at_no_time_does_not_stop_a_new_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``unotui host`` reads the folder for its hint as a new table starts: a journal whose
    start no clock can show is passed over there, never an exception (review42 #5)."""
    from unotui.tables import clock, unfinished_hint

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    path = tmp_path / "tables" / "table-far.jsonl"
    await write_journal(path, "Far")
    records = _lines(path)
    records[0]["started"] = 1e20
    _write(path, records)
    assert "Far" not in (unfinished_hint() or "")
    assert clock(1e20) == "?"


def test_resuming_a_fifo_is_refused_without_waiting(tmp_path: Path) -> None:
    """``host --resume FIFO`` asked whether a table writes it before loading it, and that open
    waited for a writer for ever (review42 #4): it is refused in one line, at once."""
    import threading

    from unotui.tables import resume_file

    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    said: list[object] = []

    def run() -> None:
        try:
            said.append(resume_file(str(fifo)))
        except JournalError as exc:
            said.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(10.0)
    if worker.is_alive():  # (a writer lets the open return: the thread ends)
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(3.0)
        pytest.fail("resume_file(FIFO) still waited after 10 s")
    assert said == [str(fifo)]  # (which the host then loads, and refuses: above)
