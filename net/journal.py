"""The host's journal: one JSON line per event, flushed as it is written (and synced to disk as
each round ends, :meth:`Journal.sync`), so a stopped or crashed host restarts at exactly the
same state (``unotui host --resume FILE``).

Lines (each a JSON object with a ``"k"`` kind):

* ``{"k": "match", "v": 2, "table": name, "rules": {...}, "secret": hex, "seats": [...],
  "owner": token|null, "password": "SALT:DIGEST"|null, "settings": {...}}`` — a match starts;
  ``seats`` lists ``{"name", "kind": "human"|"bot", "token", "bot"}`` per game seat. The secret
  makes the deck reproducible, so the file is private to the host (created with mode 0600).
  ``password`` is the table's password as :func:`net.host.password_digest` keeps it (never the
  password itself) and ``settings`` its timings (:data:`KEPT_SETTINGS`): a table resumed
  without them given anew asks for the same password and keeps the same timings
  (:func:`kept_settings`). Journals written before these existed have neither.
* ``{"k": "act", "seat": int|null, "a": {action wire}, "id": state_id_after, "m": mark}`` — one
  applied action; ``m`` (only when set) is ``"by_bot"`` or ``"timed_out"``: the move was made for
  the seat's player (:data:`net.honesty.MOVE_MARKS`), and its events are marked so again on resume.
* ``{"k": "seat", "seat": int, "kind": "human"|"bot", "token": str|null, "name": str, "bot":
  str|null, "stand_in": bool, "back_token": str|null[, "took_over": bool]}`` — a seat changed
  hands during the match: a player left or was kicked and a bot took over (``"kind": "bot"``,
  ``"stand_in": true``: after the match the seat is free again; ``back_token``, the token of a
  player who left with ``leave``, takes the seat back until then, null for a kicked player), or
  the player who left took it back (``"kind": "human"`` with their ``token``, ``stand_in`` false,
  ``back_token`` null), or a watcher took a bot's seat (``"kind": "human"``, ``took_over`` true:
  never the table's owner while a seat is kept for a player who left, net65 #1; false for
  the other human seats, absent from journals written before it). On a stand-in's line
  (``"kind": "bot"``) ``took_over`` says the same of the player whose ``back_token`` it is,
  who is still such a taker when back (review86 #1). Journals written before
  ``back_token`` existed have none: nobody takes those seats back. The fields of a ``seat`` line
  replace those of the seat.
* ``{"k": "owner", "token": str|null}`` — the table changed hands during the match (its owner
  left or was removed; a player who came back to a table nobody ran took it): a resumed table
  is run by this member, not by the header's ``owner``
  (:func:`load` puts the last one in the header as ``owner_now``; ``owner`` stays the member who
  opened the match, whose seat an app that hosted the table takes back on resuming).
* ``{"k": "over", "at": epoch}`` — the match ended (written by builds since the line exists; for
  older journals the replay tells).
* ``{"k": "closed", "at": epoch}`` — the app hosting the table closed it while the match was under
  way (its host left the match or quit: everyone was given the final scores). ``unotui host
  --resume`` without a FILE skips such a journal (it resumes a table that went away); with the
  FILE it opens the match again. A headless table stopped with Ctrl-C or kill writes none: that
  is how its operator restarts it. :func:`load` puts the time in the header as ``closed_at``.
* ``{"k": "resumed", "at": epoch, "table": name, "password": "SALT:DIGEST"|null, "settings":
  {...}, "think": float|null, "advertise": bool, "mdns_interfaces": str|null[, "ssh_port":
  int, "ssh_access": {...}|null]}`` (the door's, when that resume opened one) — the match
  was opened again from this journal (after it, the
  table is under way again: :func:`load` drops ``closed_at``), with the table's name, password
  and timings as that resume opened it (:data:`RESUMED_FIELDS`; a resume gives them anew):
  :func:`load` puts them in the header, so the next resume keeps them too, not the ``match``
  line's first ones (cli49 #1). Lines written before they existed have the time alone.
* ``{"k": "listen", "at": [bind, port]}`` — a resumed match's table listens there (a resume
  given ``--bind``/``--port`` anew): :func:`load` puts it in the header as ``listen``.

The ``match`` header also has, since they exist, ``advertise`` and ``mdns_interfaces`` (how the
table was advertised on the LAN: the command that resumes it says so again), ``started`` (epoch
seconds) and
``lobby_seats``: the seats the table's lobby had, empty ones included (the match is dealt to the
taken seats only), which a resumed table's lobby has again after the match; a journal without it
gets as many seats as the match had.

:func:`load` reads the last match of a file and replays it; a torn last line (a crash mid-write:
half a line, or a last line that is no JSON) is ignored, and cut by a table that opens the file
to append to it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from core.actions import Action, Catch, NextRound, action_from_wire
from core.game import GameState, IllegalAction, Phase, apply
from core.rules import Rules

from .files import NotAFile, read_tail
from .honesty import (
    MOVE_MARKS,
    apply_logged,
    mark_own_events,
    reseed_for_next_round,
    start_match,
)

#: 2: the engine deals lazily (see ``core.game.GameState.unshuffled``), so the same secret deals
#: other cards than under version 1, whose journals cannot be replayed any more.
JOURNAL_VERSION = 2


class JournalError(ValueError):
    """A journal file that cannot be resumed (missing, unreadable, or inconsistent)."""


def in_use(path: str | Path) -> bool:
    """Does a running table write this journal now? Its :class:`Journal` holds a lock on the
    file while it is open (an advisory ``flock``, which the system drops with the process, so a
    table killed with -9 holds none). ``False`` where locks cannot be asked (no ``fcntl``), or
    when the file cannot be opened."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not on POSIX
        return False
    try:  # (never waiting: a FIFO's open waits for a writer for ever, review42 #4)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


class JournalBusy(JournalError):
    """Another table holds the journal's lock: it writes it now (:func:`in_use`)."""


def busy_reason(path: str | Path) -> str:
    """The one line that refuses ``path`` because a running table writes it."""
    return (f"{path} is the journal of a table that is still open: its host is running (end "
            "it first, or join that table)")


def _hold(fd: int) -> bool:
    """Lock an open journal for as long as it stays open (:func:`in_use`): ``False`` when
    another open of it holds the lock (a table running in another process, or in this one),
    ``True`` when taken — or when locks cannot be had at all (no ``fcntl``, a file system
    without them), where nothing better can be done. :func:`in_use` holds a shared lock for a
    moment: a few tries, 10 ms apart, outlast it (never a blocking wait, which a second writer
    would make endless)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not on POSIX
        return True
    for _try in range(5):
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            time.sleep(0.01)
        except OSError:
            return True
    return False


def unwritable(path: str | Path, exc: OSError) -> str:
    """The one line that refuses the journal ``path``, which cannot be written (``exc``): a
    folder on its way that is a file is named (cli51: "…/tables/table-….jsonl: File exists"
    blamed the journal)."""
    if isinstance(exc, FileExistsError | NotADirectoryError):
        for folder in Path(path).parents:
            if folder.exists() or folder.is_symlink():
                if not folder.is_dir():
                    return f"cannot write the journal {path}: {folder} is not a folder"
                break
    reason = exc.strerror or str(exc) or type(exc).__name__
    return f"cannot write the journal {path}: {reason}"


def file_id(path: str | Path) -> tuple[int, int] | None:
    """``(device, inode)`` of ``path``, or ``None`` when it cannot be told."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


#: what a journal whose write failed is renamed with (:meth:`Journal._set_aside`)
CUT_SUFFIX = ".cut"


def cut_path(path: Path) -> Path:
    """The name a journal at ``path`` is set aside under when a write to it fails: its own
    with :data:`CUT_SUFFIX` after it, or — that taken by a match set aside before (a table
    given the same ``--journal`` again) — with ``-2``, ``-3``… before its extension, so that
    no match set aside is lost under another (review61)."""
    cut = path.with_name(path.name + CUT_SUFFIX)
    n = 2
    while cut.exists() or cut.is_symlink():
        cut = path.with_name(f"{path.stem}-{n}{path.suffix}{CUT_SUFFIX}")
        n += 1
    return cut


#: the lines a table writes as it opens a match it resumes, before any move: a table that went
#: away then (its port in use, its opening given up) changed nothing of the match
_OPENING_MARKS = frozenset({"resumed", "listen"})
#: the most bytes :func:`_only_marks_since` reads after what was read: such lines are few and
#: short, but a torn end after them may be long (a crash's zeros, a torn line over 1 MiB: the
#: table refused to go on from it, as if another had written it, net67 #2)
_MARKS_READ = 64 << 20


#: bytes of a journal's end read to find its torn last line (:meth:`Journal._drop_torn_tail`)
_TAIL_READ = 1 << 20


def _only_marks_since(path: Path, read: int, size: int) -> bool:
    """Has the journal at ``path``, ``read`` bytes long when :func:`load` read it and ``size``
    now, grown by whole ``resumed`` and ``listen`` lines alone (a torn last line after them, which
    :func:`load` skips, aside)? Then the match it resumes is as it was read: the same plan may
    open it again (review61 #1: a resume whose port was in use wrote its ``resumed`` line, and
    its retry was refused as if another table had played there)."""
    if not read < size <= read + _MARKS_READ:
        return False
    try:
        with open(path, "rb") as f:
            f.seek(read)
            data = f.read(size - read)
    except OSError:
        return False
    # (a torn last line aside, :func:`_whole_lines`: half a line, or one that is no JSON)
    for line in data[:_whole_lines(data)].split(b"\n")[:-1]:
        try:
            record = json.loads(line)
        except ValueError:
            return False
        if not isinstance(record, dict) or record.get("k") not in _OPENING_MARKS:
            return False
    return True


class Journal:
    """An append-only journal file (created, mode 0600, by :meth:`open`, or at the first
    write). Every write is one line, flushed at once. While open, the file is locked
    (:func:`in_use`): the lock is the authority on who writes a journal — a table that cannot
    take it does not open (:class:`JournalBusy`), so two ``host --resume`` of one journal
    started together never both write it (cli50 #1: a check that no table writes it, made
    before either did, let both open, and the journal no longer replayed)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None  #: opened (created) by open(), or the first write
        self._created = False  #: open() made the file (an empty one is removed on close)
        #: a regular file, whose match can be resumed from it (not ``/dev/null``)
        self.regular = False
        #: whether the ``match`` line of the match this journal began last was written
        #: (``None``: it began none, e.g. it goes on with a resumed match)
        self._match_written: bool | None = None
        #: held by :meth:`sync` (run off the table's event loop) and :meth:`close`: the file is
        #: never closed under a sync, nor another file that took its descriptor synced
        self._sync_lock = threading.Lock()

    def open(self, resumed: Resumed | None = None) -> None:
        """Open (create) the file for appending and take its lock, once. Raises
        :class:`JournalBusy` when another table holds it, and — given the match it resumes,
        as :func:`load` read it — :class:`JournalError` when the file was written since
        (another table opened it and went away in between: its moves would be lost)."""
        if self._fd is not None:
            return
        # (a journal that cannot be written is refused here, as the table opens, in one line:
        # its first write raised at the match's start, the owner was dropped and the table
        # froze, cli50 #2; never waiting on a FIFO for a reader)
        flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:
                fd = os.open(self.path, flags | os.O_CREAT | os.O_EXCL, 0o600)
                created = True
            except FileExistsError:
                fd = os.open(self.path, flags)
                created = False
        except OSError as exc:
            raise JournalError(unwritable(self.path, exc)) from None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):  # (/dev/null: a table that keeps no journal;
                self._fd = fd  # nothing there to resume, and no lock to share — two tables
                return  # given /dev/null both open, as before)
            if not _hold(fd):
                raise JournalBusy(busy_reason(self.path))
            st = os.fstat(fd)  # (as it is now that no other table can write it)
            was = resumed.source if resumed is not None else None
            if was is not None and (st.st_dev, st.st_ino) == was[:2] and st.st_size != was[2] \
                    and not _only_marks_since(self.path, was[2], st.st_size):
                raise JournalError(
                    f"{self.path} was written by another table since it was read (one opened "
                    "it and went away meanwhile?): read it again to resume it")
            if st.st_size and not _starts_as_journal(self.path):
                # (a file that is no journal — --journal given a notes file, a typo — was cut
                # after its last newline as a torn line, and then written to, cli51 #1)
                raise JournalError(
                    f"{self.path} is not a unotui journal (it does not start with a match "
                    "line): give --journal a new file, or a journal")
            self._drop_torn_tail(fd)
            self.regular = True
        except OSError as exc:
            os.close(fd)
            raise JournalError(unwritable(self.path, exc)) from None
        except BaseException:
            os.close(fd)
            raise
        self._created = created
        self._fd = fd

    #: why a write failed (a full disk, an I/O error): from then on nothing more is written
    #: (a journal with a hole would not replay), and the match cannot be resumed past it
    failed: str | None = None
    #: called once, with :attr:`failed`, when a write fails (the table says so to its host)
    on_failure: Callable[[str], None] | None = None

    def write(self, record: dict[str, Any]) -> None:
        """Append ``record``. Opens the file first if :meth:`open` was not called (raising as
        it does). A write that fails once the file is open raises nothing: the table plays on
        (cli50 #2: a table whose journal raised mid-match dropped its player and froze); the
        journal stops there (:attr:`failed`, said once through :attr:`on_failure`)."""
        if self.failed is not None:
            return
        if self._fd is None:
            self.open()
        assert self._fd is not None
        try:  # (unbuffered: a line that failed is never written later, after a hole)
            line = memoryview((json.dumps(record, separators=(",", ":")) + "\n").encode())
            while line:
                line = line[os.write(self._fd, line):]
        except (OSError, ValueError) as exc:  # (ValueError: no JSON for it)
            self.failed = exc.strerror if isinstance(exc, OSError) and exc.strerror \
                else str(exc) or type(exc).__name__
            self._set_aside()
            if self.on_failure is not None:
                self.on_failure(self.failed)

    @property
    def kept(self) -> Path | None:
        """The file that holds what this journal wrote — once a write failed, the one set aside
        (:meth:`_set_aside`) —, or ``None`` when it holds nothing of the match under way: its
        very first write failed (cli52 #8: ``host --resume X.jsonl.cut`` was offered of an
        empty file, whose resume fails "no match recorded"), or the ``match`` line of the match
        it began last did (the file held an earlier match, which that resume would have opened,
        review64 #5), or it is no regular file."""
        if not self.regular or self._match_written is False:
            return None
        try:
            size = os.fstat(self._fd).st_size if self._fd is not None \
                else self.path.stat().st_size
        except OSError:
            return None
        return self.path if size else None

    @property
    def keeps(self) -> bool:
        """Does this journal hold the match as it stands (a regular file, every write made)?
        Only then can the match be resumed from it."""
        return self.regular and self.failed is None

    def _set_aside(self) -> None:
        """A write failed: the file, cut short at the last move written, is renamed with
        :data:`CUT_SUFFIX` (best effort; :attr:`path` follows it). Left as it was, it looked
        like a match under way, and ``host --resume`` opened it rounds back without a word
        (review59 #1); set aside, only ``--resume`` of that file by name opens it, as it
        stood then."""
        if not self.regular:
            return
        # (one set aside before and resumed by name is set aside anew, under a name of its
        # own: kept as it was, ``--resume`` alone opened it rounds back, review62 #2)
        name = self.path.name
        cut = cut_path(self.path.with_name(name[:-len(CUT_SUFFIX)])
                       if name.endswith(CUT_SUFFIX) else self.path)
        with contextlib.suppress(OSError):
            os.replace(self.path, cut)
            self.path = cut

    def _drop_torn_tail(self, fd: int) -> None:
        """A crash mid-write leaves half a line, which :func:`load` skipped: cut it off before
        appending (:func:`_whole_lines`: a last line that is no JSON, newline or not), or the
        next record would follow it and the journal would not load — "N: not a journal line"
        at the next resume (cli52 #3). (Done holding the lock: never to the file of a table
        that writes it.)"""
        size = os.fstat(fd).st_size
        if not size:
            return
        with open(self.path, "rb") as f:  # (its last line or two only: a journal of many
            start = max(0, size - _TAIL_READ)  # matches is hundreds of MB, review87 #1)
            f.seek(start)
            data = f.read()
            if start and b"\n" not in data[:-1]:  # (a last line longer than the tail read —
                # a crash's zeros, net67 #2 —: where it starts, found a tail read at a time,
                # and it alone read when it ends with a newline, to see whether it is JSON;
                # the whole journal was read, review88 #5)
                start = _last_newline(f, size - 1) + 1
                f.seek(start)
                data = f.read(size - start) if data.endswith(b"\n") else b""
        kept = start + _whole_lines(data)
        if kept < size:
            os.ftruncate(fd, kept)

    def match(self, header: dict[str, Any]) -> None:
        self._match_written = False
        self.write({"k": "match", "v": JOURNAL_VERSION, **header})
        self._match_written = self.failed is None

    def act(self, seat: int | None, action: Action, state_id: int,
            mark: str | None = None) -> None:
        record: dict[str, Any] = {"k": "act", "seat": seat, "a": action.to_wire(), "id": state_id}
        if mark is not None:
            record["m"] = mark
        self.write(record)

    def seat(self, seat: int, info: dict[str, Any]) -> None:
        self.write({"k": "seat", "seat": seat, **info})

    def owner(self, token: str | None) -> None:
        self.write({"k": "owner", "token": token})

    def renamed(self, seat: int, was: str, after: int) -> None:
        """A newcomer took ``seat`` from the bot called ``was`` after the log event ``after``
        (its moves before are the bot's: newbie45 #2, a resumed table credited them to the
        newcomer)."""
        self.write({"k": "renamed", "seat": seat, "was": was, "after": after})

    def mark(self, kind: str, fields: dict[str, Any] | None = None) -> None:
        """An ``over``, ``closed`` or ``resumed`` line, stamped with the time, with ``fields``
        (a ``resumed`` line's :data:`RESUMED_FIELDS`)."""
        self.write({"k": kind, "at": round(time.time(), 3), **(fields or {})})

    def listen(self, bind: str, port: int) -> None:
        """A ``listen`` line: the resumed match's table listens on ``bind``:``port``."""
        self.write({"k": "listen", "at": [bind, port]})

    def sync(self) -> None:
        """Ask the disk to keep what was written so far (``fdatasync``): every line is written
        to the system at once, which a ``kill -9`` does not lose, but a power cut can lose
        what the disk had not stored yet. A table calls this, off its event loop, as a round
        or a match ends (``net.host.Table._keep_journal``), so a power cut loses at most the
        round under way; ~0.1 ms on the disk it was measured on, never on the loop. Safe from
        another thread; raises nothing (a failed sync is what a failed write would tell, and
        the next write tells it); does nothing for ``/dev/null``, a failed or a closed
        journal."""
        with self._sync_lock:
            self._sync()

    def _sync(self) -> None:
        """:meth:`sync`'s work, under its lock."""
        if self._fd is not None and self.regular and self.failed is None:
            with contextlib.suppress(OSError):
                getattr(os, "fdatasync", os.fsync)(self._fd)

    def close(self) -> None:
        """Close the file (its lock goes with it), synced first (:meth:`sync`: a table calls
        this off its event loop too). A file
        :meth:`open` created that is still empty (the table never started a match) is
        removed first: a table that closes in its lobby leaves no journal."""
        with self._sync_lock:  # (once: a sync between the two is never left waiting)
            self._sync()
            self._close()

    def _close(self) -> None:
        if self._fd is not None:
            if self._created:
                with contextlib.suppress(OSError):
                    st = os.fstat(self._fd)
                    if st.st_size == 0 and file_id(self.path) == (st.st_dev, st.st_ino):
                        self.path.unlink()
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


#: the table's timings (``net.host.TableConfig`` fields, in seconds; ``turn_timer`` None when
#: off) a match's header keeps, which a resumed table takes again unless its host gives them anew
KEPT_SETTINGS = ("turn_timer", "uno_grace", "reconnect_window", "bot_delay", "round_pause",
                 "jump_in_grace")


def settings_record(config: Any) -> dict[str, float | None]:
    """``config``'s :data:`KEPT_SETTINGS`, for a match's header."""
    out: dict[str, float | None] = {}
    for key in KEPT_SETTINGS:
        value = getattr(config, key)
        out[key] = None if value is None else float(value)
    return out


def kept_settings(header: dict[str, Any]) -> dict[str, float | None]:
    """The timings a match's header kept (:func:`settings_record`), those that are sound only:
    non-negative numbers (``turn_timer`` also None). Empty for a journal written before them."""
    settings = header.get("settings")
    out: dict[str, float | None] = {}
    if not isinstance(settings, dict):
        return out
    for key in KEPT_SETTINGS:
        value = settings.get(key)
        if value is None and key == "turn_timer" and key in settings:
            out[key] = None
        elif isinstance(value, int | float) and not isinstance(value, bool) \
                and 0 <= value < 1e6:
            out[key] = float(value)
    return out


#: the ``match`` line's fields a ``resumed`` line may give anew (the table as that resume
#: opened it), and the types each may have
RESUMED_FIELDS: dict[str, tuple[type, ...]] = {
    "table": (str,), "password": (str, type(None)), "settings": (dict,),
    "think": (int, float, type(None)), "ssh_port": (int,), "ssh_access": (dict, type(None)),
    "advertise": (bool,), "mdns_interfaces": (str, type(None)),
}


def resumed_fields(record: dict[str, Any]) -> dict[str, Any]:
    """The :data:`RESUMED_FIELDS` of a ``resumed`` line that are there and of
    their types (a bool is no number), for the header: what a resume gave anew lasts through
    the next resume. Empty for a line written before they existed."""
    out: dict[str, Any] = {}
    for key, kinds in RESUMED_FIELDS.items():
        if key in record and isinstance(record[key], kinds) \
                and (bool in kinds or not isinstance(record[key], bool)):
            out[key] = record[key]
    return out


def _listen(record: dict[str, Any]) -> list[Any] | None:
    """A ``listen`` line's ``[bind, port]``, or ``None`` when it is not one."""
    at = record.get("at")
    if isinstance(at, list) and len(at) == 2 and isinstance(at[0], str) \
            and isinstance(at[1], int) and not isinstance(at[1], bool):
        return at
    return None


def kept_ssh_port(header: dict[str, Any]) -> int | None:
    """The port of the SSH front door the table had (the header's ``ssh_port``), when it is a
    port; ``None`` for a table without one (or a journal written before it was kept)."""
    port = header.get("ssh_port")
    if isinstance(port, int) and not isinstance(port, bool) and 0 < port <= 65535:
        return port
    return None


class AccessUnknown(ValueError):
    """A journal's ``ssh_access`` is there but not as this version writes it: whom the door
    admitted cannot be told (a resume must not guess "anyone")."""


def kept_ssh_access(header: dict[str, Any]) -> dict[str, Any] | None:
    """Whom the table's SSH front door admitted (the header's ``ssh_access``): a map of
    ``authorized_keys`` and ``password_file`` (an absolute path, or None) and ``password``
    (whether a login password was asked); ``None`` when the header has none (a table without
    a door, or a journal written before it was kept). Raises :class:`AccessUnknown` for one
    of another shape — a relative path, a ``password`` that is not a bool —: it fails closed."""
    if "ssh_access" not in header or header["ssh_access"] is None:
        return None
    access = header["ssh_access"]
    if not isinstance(access, dict) or not isinstance(access.get("password"), bool):
        raise AccessUnknown("the journal's ssh_access is damaged")
    out: dict[str, Any] = {"password": access["password"]}
    for key in ("authorized_keys", "password_file"):
        value = access.get(key)
        if value is not None and not (isinstance(value, str) and os.path.isabs(value)):
            raise AccessUnknown(f"the journal's ssh_access.{key} is not an absolute path")
        out[key] = value
    return out


@dataclass
class Resumed:
    """The last match of a journal, replayed."""

    header: dict[str, Any]
    state: GameState
    secret: bytes
    seats: list[dict[str, Any]]
    round_actions: list[tuple[int | None, Action]] = field(default_factory=list)
    round_start_id: int = 0
    round_base: dict[str, Any] | None = None  #: the state just before this round's deal
    #: the public logs of the match's rounds before this one, as replayed (for ``history``)
    past_logs: list[list[dict[str, Any]]] = field(default_factory=list)
    #: the seats newcomers took from bots, ``{"seat", "was", "after"}`` each (for
    #: ``history.renamed``: a bot's moves keep its name)
    renames: list[dict[str, Any]] = field(default_factory=list)
    #: the file as :func:`load` read it: ``(device, inode, bytes)`` — its bytes up to its last
    #: whole line —, so that the table resuming it opens it only as it was read
    #: (:meth:`Journal.open`); ``None``: not checked
    source: tuple[int, int, int] | None = None

    @property
    def lobby_seats(self) -> int:
        """The seats of the table's lobby, empty ones included (``lobby_seats`` of the
        ``match`` line); a journal from before it existed: the match's seats."""
        lobby = self.header.get("lobby_seats")
        if isinstance(lobby, int) and not isinstance(lobby, bool) \
                and len(self.seats) <= lobby <= 10:
            return lobby
        return len(self.seats)

    @property
    def finished(self) -> bool:
        """The match ended: resuming it opens the table's lobby, there is no match to go on."""
        return self.state.phase is Phase.MATCH_OVER

    @property
    def closed_at(self) -> float | None:
        """When the host closed the table while this match was under way (``None``: it was not,
        e.g. the host crashed or was killed)."""
        at = self.header.get("closed_at")
        return float(at) if isinstance(at, int | float) and not isinstance(at, bool) else None


#: how every journal starts: its first ``match`` line (as :meth:`Journal.match` writes it, or
#: as a JSON tool writes it again, with spaces)
_JOURNAL_START = re.compile(rb'\{\s*"k"\s*:\s*"match"')


def _last_newline(f: BinaryIO, end: int) -> int:
    """The offset of the last newline in the first ``end`` bytes of the file ``f``, -1 when
    none: read backwards :data:`_TAIL_READ` bytes at a time."""
    while end > 0:
        step = min(_TAIL_READ, end)
        f.seek(end - step)
        at = f.read(step).rfind(b"\n")
        if at >= 0:
            return end - step + at
        end -= step
    return -1


def _lines_before(path: str | Path, offset: int) -> int:
    """How many lines the file ``path`` has before byte ``offset`` (its newlines there),
    counted a tail read at a time: the line numbers of a journal read from ``offset`` on."""
    count = 0
    with open(path, "rb") as f:
        while offset > 0:
            chunk = f.read(min(_TAIL_READ, offset))
            if not chunk:
                break
            count += chunk.count(b"\n")
            offset -= len(chunk)
    return count


def _whole_lines(data: bytes) -> int:
    """How many bytes of a journal's ``data`` :func:`load` replays: all but its last line when
    that is torn — half a line after the last newline (a crash mid-write), or a last line that
    ends with a newline but is no JSON (a torn line an editor saved with its newline, a damaged
    block), which :func:`load` skips alike. What a table opening the journal cuts before it
    appends (:meth:`Journal._drop_torn_tail`), and what :attr:`Resumed.source` counts."""
    end = data.rfind(b"\n") + 1
    if end < len(data) or not end:
        return end  # (a half line after the last newline; or no whole line at all)
    start = data.rfind(b"\n", 0, end - 1) + 1
    try:
        json.loads(data[start:end])
    except (ValueError, RecursionError):
        return start
    return end


def _starts_as_journal(path: Path) -> bool:
    """Does the file at ``path`` start as a journal does (a ``match`` line, whole or torn)?"""
    with open(path, "rb") as f:
        return _JOURNAL_START.match(f.read(64)) is not None


def newer_version(path: str | Path) -> int | None:
    """The journal version of the file's first ``match`` line when it is newer than this
    unotui's (:data:`JOURNAL_VERSION`), read alone (bounded); else ``None``: :func:`load`
    refuses another version's journal, and what a newer unotui wrote is not this one's to judge
    finished, to remove or to append to (cli51 #1, #8)."""
    try:
        with open(path, "rb") as f:
            first = f.readline(64 * 1024)
        record = json.loads(first)
    except (OSError, ValueError, RecursionError):
        return None
    version = record.get("v") if isinstance(record, dict) and record.get("k") == "match" \
        else None
    newer = isinstance(version, int) and not isinstance(version, bool) \
        and version > JOURNAL_VERSION
    return version if newer else None


#: the largest journal read: a long match writes a few megabytes
MAX_JOURNAL_BYTES = 64 << 20


def last_kind(path: str | Path) -> str | None:
    """The kind of the last complete line of a journal (reading only its end), ``None`` when it
    cannot be told: a cheap look for ``over``/``closed`` before a full :func:`load`."""
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 4096))
            tail = f.read()
    except OSError:
        return None
    lines = tail.split(b"\n")
    complete = lines[:-1]  # (after the last newline: nothing, or a torn line)
    if not complete or (len(complete) == 1 and size > len(tail)):
        return None  # (the line may have started before the part read)
    try:
        rec = json.loads(complete[-1])
    except (ValueError, RecursionError):
        return None
    kind = rec.get("k") if isinstance(rec, dict) else None
    return kind if isinstance(kind, str) else None


def _optional(value: Any, kind: type) -> bool:
    """``value`` is ``None`` or a ``kind`` (an int is never a bool)."""
    if value is None:
        return True
    if kind is int and isinstance(value, bool):
        return False
    return isinstance(value, kind)


def _seat_problem(seat: Any) -> str | None:
    """What makes ``seat`` (a ``seats`` entry of a ``match`` line, updated by ``seat`` lines)
    unusable, or ``None``: a journal whose fields have other types raised a ``TypeError``
    deep in the host (harden41 #4: a token that is a list, a name that is a number)."""
    if not isinstance(seat, dict):
        return "a seat that is not a map"
    if seat.get("kind") not in ("human", "bot"):
        return f"a seat of kind {seat.get('kind')!r}"
    if not isinstance(seat.get("name"), str):
        return "a seat whose name is not text"
    for key in ("token", "bot", "back_token"):
        if not _optional(seat.get(key), str):
            return f"a seat whose {key} is not text"
    for key in ("stand_in", "took_over"):
        if not _optional(seat.get(key), bool):
            return f"a seat whose {key} is not true or false"
    return None


def _header_problem(header: dict[str, Any]) -> str | None:
    """What makes a ``match`` line's fields unusable (see :func:`_seat_problem`), or ``None``."""
    for key in ("table", "owner", "owner_now"):
        if not _optional(header.get(key), str):
            return f"its {key} is not text"
    matches = header.get("matches", 1)  # (present and null: int(None) in the host, review42 #3)
    if not isinstance(matches, int) or isinstance(matches, bool) or matches < 1:
        return "its count of matches is not a whole number"
    started = header.get("started")
    if started is not None and not (isinstance(started, int | float)
                                    and not isinstance(started, bool)
                                    and 0 <= started < 2 ** 32):  # (1e20, NaN: review42 #5)
        return "its start is not a time"
    seats = header.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 10:
        return "its seats are not a list of 2 to 10"
    for seat in seats:
        problem = _seat_problem(seat)
        if problem is not None:
            return problem
    return None


def _last_match_at(raw: bytes) -> int:
    """Where in a journal's ``raw`` bytes its last ``match`` line starts (0 when none is found:
    the whole is read, and says what is wrong). Looked for from the end, a line decoded only
    where it names ``"match"``."""
    end = len(raw)
    while (at := raw.rfind(b'"match"', 0, end)) >= 0:
        start = raw.rfind(b"\n", 0, at) + 1
        stop = raw.find(b"\n", at)
        try:
            record = json.loads(raw[start:stop if stop >= 0 else len(raw)])
        except (ValueError, RecursionError):
            record = None
        if isinstance(record, dict) and record.get("k") == "match":
            return start
        end = start
    return 0


def load(path: str | Path) -> Resumed:
    """Replay the last match recorded in ``path``; raise :class:`JournalError` if impossible."""
    try:
        # (its last MAX_JOURNAL_BYTES only: a table writes every match it plays to one
        # journal, and one that had played a few hundred could not be resumed at all, net66 #3)
        raw, start = read_tail(path, MAX_JOURNAL_BYTES + 1)
        cut = start > 0
        if cut:  # (the first line read is a piece of one — or, the byte before a line read
            # whole, a newline: one byte more than the limit read, a last match of exactly
            # MAX_JOURNAL_BYTES keeps its match line, review87 #2)
            skip = raw.find(b"\n") + 1 if b"\n" in raw else len(raw)
            raw, start = raw[skip:], start + skip
        last = _last_match_at(raw)  # (its lines only decoded: every line of the last 64 MiB
        # made into a map took 15 times the file's bytes, 1.1 GB for a table of many
        # matches, net67 #3)
        lines = raw[last:].decode("utf-8").splitlines()
    except (OSError, NotAFile, UnicodeDecodeError) as exc:
        raise JournalError(f"cannot read journal {path}: {exc}") from None
    before = raw.count(b"\n", 0, last)  # (lines before the last match's, for the line numbers)
    records: list[dict[str, Any]] = []
    for i, line in enumerate(lines, before):
        if not line.strip():  # (an empty line holds no record: skipped wherever it is — two
            continue  # at the end were refused as damage, net70 #4)
        try:
            rec = json.loads(line)
        except (json.JSONDecodeError, RecursionError):  # (nested too deeply: harden41 #4)
            if i == before + len(lines) - 1:
                break  # torn last line
            # (its line in the file: a cut journal's lines were counted from the cut, and
            # the operator was sent to another line, review88 #4)
            number = i + 1 + (_lines_before(path, start) if cut else 0)
            raise JournalError(f"{path}:{number}: not a journal line") from None
        if isinstance(rec, dict):
            records.append(rec)
    starts = [i for i, r in enumerate(records) if r.get("k") == "match"]
    if not starts:
        raise JournalError(f"{path}: its last match is longer than {MAX_JOURNAL_BYTES} bytes"
                           if cut else f"{path}: no match recorded")
    header = records[starts[-1]]
    if header.get("v") != JOURNAL_VERSION:
        raise JournalError(f"{path}: written by another version of unotui (journal version "
                           f"{header.get('v')!r}, this one reads {JOURNAL_VERSION}); it cannot be resumed")
    problem = _header_problem(header)
    if problem is not None:
        raise JournalError(f"{path}: damaged: {problem}")
    try:
        rules = Rules.from_dict(header["rules"])
        secret = bytes.fromhex(header["secret"])
        seats = [dict(s) for s in header["seats"]]
        state = start_match(rules, len(seats), secret)
        res = Resumed(header, state, secret, seats, round_start_id=state.state_id)
        for rec in records[starts[-1] + 1:]:
            if rec.get("k") == "seat":
                at = rec["seat"]
                if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at < len(seats):
                    raise JournalError(f"{path}: damaged: a seat line for seat {at!r}")
                res.seats[at].update({k: v for k, v in rec.items() if k not in ("k", "seat")})
                problem = _seat_problem(res.seats[at])
                if problem is not None:
                    raise JournalError(f"{path}: damaged: {problem}")
                continue
            if rec.get("k") == "closed":
                res.header["closed_at"] = rec.get("at")
                continue
            if rec.get("k") == "resumed":
                res.header.pop("closed_at", None)
                res.header.update(resumed_fields(rec))  # (as it was opened last: cli49 #1)
                continue
            if rec.get("k") == "listen":
                listen = _listen(rec)
                if listen is not None:
                    res.header["listen"] = listen
                continue
            if rec.get("k") == "renamed":
                at, was, after = rec.get("seat"), rec.get("was"), rec.get("after")
                if not (isinstance(at, int) and not isinstance(at, bool)
                        and 0 <= at < len(seats) and isinstance(was, str)
                        and isinstance(after, int) and not isinstance(after, bool)):
                    raise JournalError(f"{path}: damaged: a renamed line for seat {at!r}")
                res.renames.append({"seat": at, "was": was, "after": after})
                continue
            if rec.get("k") == "owner":  # (the table changed hands during the match; the
                token = rec.get("token")  # header's owner stays the first: an app hosting it,
                if not _optional(token, str):  # see tables)
                    raise JournalError(f"{path}: damaged: an owner that is not text")
                res.header["owner_now"] = token
                continue
            if rec.get("k") != "act":
                continue
            seat, action = rec["seat"], action_from_wire(rec["a"])
            if isinstance(action, NextRound):
                res.past_logs.append(res.state.log)
                res.state = reseed_for_next_round(res.state, secret)
                res.round_base = res.state.to_dict()
                res.round_base["log"] = []
                apply(res.state, None, action)
                res.round_actions = []
                res.round_start_id = res.state.state_id
            else:
                before = res.state.log_seq
                try:
                    apply_logged(res.state, seat, action)
                except IllegalAction:
                    if not isinstance(action, Catch) or not isinstance(seat, int):
                        raise
                    # (a journal of an earlier build: under multi-play a catch of any hand of
                    # two cards or more was an accusation, judged false; now a hand too large
                    # to owe UNO opens no window. Replayed as the false catch it was.)
                    apply(res.state, seat, action, validate=False)
                if isinstance(seat, int) and rec.get("m") in MOVE_MARKS:
                    mark_own_events(res.state, seat, before, rec["m"])
                res.round_actions.append((seat, action))
            if rec.get("id") != res.state.state_id:
                raise JournalError(f"{path}: state id {rec.get('id')} does not replay")
    except JournalError:
        raise
    except Exception as exc:
        raise JournalError(f"{path}: cannot replay: {type(exc).__name__}: {exc}") from None
    ident = file_id(path)
    # (up to its last whole line: a torn last line is cut as a table opens it, and a resume
    # retried after that must still find the file as it read it, review62 #1)
    # (an offset in the file: of a journal read from its tail, where that tail starts plus
    # what of it was read, review87 #1)
    res.source = (*ident, start + _whole_lines(raw)) if ident is not None else None
    return res
