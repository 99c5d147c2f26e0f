"""One SSH player's session: its own ``unotui`` process on its own pseudo-terminal.

Contract
--------
* Only an interactive shell request on a channel that asked for a PTY starts the game.
  Subsystem requests (SFTP among them) are refused at the protocol level. A command (``ssh host
  ls``) is never run: it gets one line (on stderr without a PTY) saying that the server runs the
  game only and which command plays, and exit status 1 — a refusal at the protocol level left
  OpenSSH users with only "exec request failed"; a command forced by a ``command="…"`` option
  of the visitor's key in ``authorized_keys`` is not the visitor's: it is ignored, and the
  session plays the game as for a shell. A shell without a PTY (``ssh -T``) gets one
  line saying to connect with a terminal and exit status 1.
  Signals and breaks sent by the client are ignored.
* The process is ``[python, -m, unotui.ssh.child, *argv]`` — a fixed argument list, no shell —
  in a new session on the PTY, whose size is the client's and whose ``TERM`` is the client's
  (cleaned; ``dumb`` when none was sent). Its environment holds only ``TERM``; for a terminal
  that promises no colour (:func:`unotui.plain_terms.give_no_colour`, as a local game decides
  it: a ``COLORTERM`` the client sent is dropped) ``NO_COLOR=1`` and
  ``TEXTUAL_COLOR_SYSTEM=standard`` (the monochrome theme in the basic colours); the
  client's ``LANG``, ``LANGUAGE``, ``LC_*``, ``COLORTERM`` and ``NO_COLOR`` when their values
  look like locale names (letters, digits, ``_.@-``; ``LANGUAGE`` a colon-separated list of
  them, :func:`locale_value`); the server's ``PATH`` and
  ``UNOTUI_MDNS_INTERFACES``; ``PYTHONUTF8=1``;
  ``PYTHONPATH`` naming the folder the server's own ``unotui`` was imported from, when that is a
  source folder rather than the interpreter's site-packages (:func:`code_root`: the session runs
  the server's code, not another copy installed for the same interpreter);
  ``UNOTUI_SSH_DOOR`` (:data:`DOOR_ENV`: ``table`` when the door sends every visitor to one
  table, else ``menu``), by which the app knows it serves an SSH visitor; and ``HOME``
  and ``UNOTUI_CONFIG_DIR`` set to a private directory holding the settings (the SSH username as
  the player's name), removed when the session ends. The seats the app kept there
  (``seats.json``, :mod:`unotui.kept_seats`) are carried to the same visitor's next session
  (:class:`KeptSeats`), so a dropped player sits down again in their seat. The directory is
  made in :func:`sessions_dir` with a note of its visitor and of the door's process, so that
  when the door itself ended without closing its sessions (killed with the table it serves), the
  next door takes those seats in (:meth:`KeptSeats.recover`) and removes what was left.
* Keys go to the PTY as typed (Ctrl-C and Ctrl-Z are keys for the app, which runs the terminal
  raw; before it does, Ctrl+\\ and Ctrl-Z send no signal either, :func:`quiet_keys`, and an
  early Ctrl-C ends the game as its player's choice); window changes resize the PTY
  (``TIOCSWINSZ``) and so the app, live. Output goes to the channel; while the client reads
  slowly the PTY is not read, which stalls this session alone.
* The session ends when the app exits (its exit status is sent), when the client leaves or drops,
  or after the idle timeout without a key press. When the server ends it, or the app was killed
  by a signal (a crash), the client's terminal is put back (:data:`RESTORE_TERMINAL`) and one
  line says why. The door's words (goodbyes, refusals) are wrapped to the visitor's width, and
  spelled in ASCII for a visitor whose locale allows no Unicode (:func:`plain_words`). The
  process then gets SIGHUP and SIGTERM, and SIGKILL after :data:`KILL_AFTER` seconds; it is
  always reaped. Meanwhile its output is read
  and thrown away (so a game drawing as it is stopped is not blocked on a full terminal).
  Nothing is left behind.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import json
import logging
import os
import re
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, NamedTuple

import asyncssh

from ..crash import REPORT_NOTE_ENV, crash_folder, noted_report
from ..i18n import (
    _,
    detect_language,
    locale_is_unicode,
    ngettext,
    normalize,
    script_shown,
    sentences,
    speaking,
)
from ..jsonfile import Damaged, read_json
from ..plain_terms import give_no_colour
from ..terminal import RESTORE_TERMINAL

log = logging.getLogger("unotui.ssh")  #: the door's log lines (:mod:`.server`, docs/SSH.md)
KILL_AFTER = 3.0  #: seconds between SIGTERM and SIGKILL
MAX_SIZE = (500, 200)  #: the largest terminal honoured (columns, rows)
_INPUT_BUFFER = 64 * 1024  #: keys waiting for the app beyond this are dropped (a huge paste)
_PASTE_END = b"\x1b[201~"  #: the end of a bracketed paste (never dropped)
_TERM_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,63}")
_LOCALE_RE = re.compile(r"[A-Za-z0-9_.@-]{1,64}")
#: ``LANGUAGE`` in its GNU form: a colon-separated list of locale names, most wanted first
#: (``zh_CN:en``, what desktop Linux sets); each name as :data:`_LOCALE_RE`, at most 16
_LOCALE_LIST_RE = re.compile(r"[A-Za-z0-9_.@-]{1,64}(?::[A-Za-z0-9_.@-]{1,64}){0,15}")
#: a login name written as ``NAME@HOST`` in the command a visitor is told (else ``-l 'NAME'``)
_LOGIN_RE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}")
_PASSED_ENV = ("LANG", "LANGUAGE", "COLORTERM", "NO_COLOR")
#: tells a session's app that it serves an SSH visitor, and of which door (``table``: bound to
#: one table, ``menu``: the main menu); read by :func:`unotui.launch.ssh_door`
DOOR_ENV = "UNOTUI_SSH_DOOR"
#: set in a session's environment when another session of the same visitor (user and
#: address) with a game running holds a seat (not only a watcher's place, ssh58 #2:
#: :meth:`KeptSeats.twin_seats`), as it started: the addresses of the tables where it does,
#: lower case, separated by spaces. Its seat there is that session's, and this one's app says
#: why it only watches such a table when full (ssh31 #3) — of that table only, not of any
#: (ssh59 #3: a twin seated at one table was said to hold the seat at another)
TWIN_ENV = "UNOTUI_SSH_TWIN"
#: the seconds between the door's idle warning (:data:`IDLE_SIGNAL`) and its close, in a
#: session's environment: what its app says is left (ssh34 #4: it said "a minute" while 30 s
#: were left under ``--idle-timeout 1``); unset when the door never closes an idle session
WARNING_ENV = "UNOTUI_SSH_IDLE_WARNING"

def locale_value(key: str, value: object) -> bool:
    """Does ``value`` of the client's variable ``key`` look like a locale name (letters,
    digits, ``_.@-``) — for ``LANGUAGE``, a colon-separated list of them (ssh54 #4: the list
    ``zh_CN:en`` was dropped, and the visitor got the ``LANG``'s language)?"""
    if not isinstance(value, str):
        return False
    pattern = _LOCALE_LIST_RE if key == "LANGUAGE" else _LOCALE_RE
    return pattern.fullmatch(value) is not None


def no_pty_message(command: str) -> str:
    """What a shell without a PTY (``ssh -T``) reads, in the active language: the command to
    play (``ssh -t -p PORT USER@HOST``) on a line of its own, as a command's refusal gives it
    (:func:`command_line`; "connect with ssh -t" alone left the rest to guess)."""
    return _("unotui is a full-screen game and needs a terminal: connect with ssh -t, without "
             "-T or a command (ssh -tt when ssh's own input is not a terminal):") \
        + command_line(command)


def command_message(command: str, asked: str = "") -> str:
    """What a command (``ssh host ls``) gets instead of running: how to play. The old scp
    protocol (``scp -O``) asks for a command ``scp …``: it is told there is no file transfer,
    as sftp is (ssh43 #5). The command to play is on a line of its own (:func:`command_line`)."""
    if asked.split(" ", 1)[0] in ("scp", "rsync"):
        return subsystem_message(command)
    return _("This server runs the unotui game and no commands: connect without a command to "
             "play:") + command_line(command)


def subsystem_message(command: str, subsystem: str = "sftp") -> str:
    """What a subsystem (``sftp``; another one, such as ``netconf``, in its own words) gets
    instead of being served: how to play, the command on a line of its own."""
    if subsystem != "sftp":
        return _("This server runs the unotui game only: no {subsystem} service. Connect "
                 "with:", subsystem=subsystem) + command_line(command)
    return _("This server runs the unotui game only: no file transfer (sftp, scp). Connect "
             "with:") + command_line(command)


def command_line(command: str) -> str:
    """``command`` on a line of its own after a refusal's words (CR LF before and after): the
    words wrapped to the terminal's width (:func:`wrapped`) broke it mid-command, at a space
    (ssh59 #9); alone, it is broken only on a terminal narrower than it."""
    return "\r\n" + command + "\r\n"


def full_message() -> str:
    return _("The game server is full right now: please try again in a few minutes.") + "\r\n"


#: seconds before an idle close the session's app is told (:data:`IDLE_SIGNAL`), so that it can
#: say so on screen (at most half the idle timeout)
IDLE_WARNING = 60.0
#: the signal that tells a session's app its session is about to close for idleness
IDLE_SIGNAL = signal.SIGUSR1


#: signals that stop a game on purpose from outside the door (an operator's ``kill``, a
#: shutdown): said as a stop on the server, where SIGKILL, SIGSEGV… are crashes. Not SIGINT:
#: that is the visitor's own Ctrl-C on the session's terminal before the app reads its keys
#: (the app then exits with 130, the player's doing)
STOP_SIGNALS = frozenset({signal.SIGTERM, signal.SIGHUP})
#: the exit status of a session whose client left (its input ended, or its connection) while
#: its game ran: SIGHUP's, the hangup of a terminal gone (docs/SSH.md)
CLIENT_GONE_STATUS = 128 + signal.SIGHUP
#: a game's exit statuses that are its player's own ending: a quit (0), Ctrl-C (130), and death
#: by the SIGINT of a Ctrl-C typed as the app ended (-2)
PLAYERS_ENDS = frozenset({0, 128 + signal.SIGINT, -signal.SIGINT})


def stop_signal(returncode: int | None) -> signal.Signals | None:
    """The stop signal (:data:`STOP_SIGNALS`) that ended a game whose process returned
    ``returncode``, or ``None``: killed by it (``-N``, before the app could catch it) or, having
    caught it, exited with ``128 + N`` as the app does (:meth:`unotui.app.UnoApp._stopped_by`);
    the app's other exits are 0 (quit) and 1 (an internal error)."""
    if returncode is None:
        return None
    number = -returncode if returncode < 0 else returncode - 128
    return next((sig for sig in STOP_SIGNALS if sig == number), None)


@dataclass(frozen=True)
class Farewell:
    """Why the door ended a session on purpose (or found its game crashed, or stopped by a
    signal from outside), put in words only as the goodbye is written (:meth:`text`), in the
    language the visitor reads: the door itself speaks its host's (ssh39: a Chinese visitor was
    sent off in English)."""

    why: Literal["closing", "idle", "crash", "stopped", "quit"]
    #: ``closing``: the table's closing words, when the door knows them — or what writes them
    #: in the active language, so that each visitor reads them in theirs (ssh46 #4: a Chinese
    #: visitor's goodbye held the host's English words between its Chinese lines)
    words: str | Callable[[], str] = ""
    seconds: float = 0.0  #: ``idle``: the time without a key press that closed it
    signal: str = ""  #: ``stopped``: the signal's name (``SIGTERM``)

    def text(self, notes: str = "", door: str = "table", seated: bool = True) -> str:
        """The goodbye in the active language (:func:`unotui.i18n.speaking`), lines ending in
        CR LF and a blank line before it; ``notes``: what the door's close did to this visitor's
        own tables (:func:`closing_notes`), said when the table's closing words are not known;
        ``door``: ``table`` (the door takes every visitor to one table) or ``menu``, where
        the same ssh command brings the visitor to the main menu, not to their seat;
        ``seated``: an idle visitor had a seat kept somewhere (else no seat is spoken of)."""
        if self.why == "crash":
            return "\r\n" + _("The game stopped unexpectedly. Sorry! Connect again to play "
                              "on.") + "\r\n"
        if self.why == "stopped":  # (true at the menu too: no table need have been there)
            return "\r\n" + _("The game was stopped on the server ({signal}), not by you. "
                              "Sorry! Connect again to play on.", signal=self.signal) + "\r\n"
        if self.why == "quit":  # (no blank line: the game's own screen is gone already)
            return _("Thanks for playing! The same ssh command brings you back.") + "\r\n"
        if self.why == "idle":  # (with what became of a table hosted in the session: it
            # closed, and its host was not told, ssh57 #4)
            body = "\r\n".join(notes.strip().splitlines()) if notes.strip() else ""
            # (at a menu door the same ssh command brings the main menu: the seat is taken
            # back by joining its table from there, as the door's closing note says, ssh58 #5)
            back = _("Closed after {time} without a key press. Come back any time: the "
                     "same ssh command brings you back.", time=duration(self.seconds)) \
                if not seated else \
                _("Closed after {time} without a key press. Come back any time: "
                  "the same ssh command takes you back to your seat, if you had "
                  "one.", time=duration(self.seconds)) if door == "table" else \
                _("Closed after {time} without a key press. Come back any time: connect with "
                  "the same ssh command and join your table again from the menu to take back "
                  "your seat, if you had one.", time=duration(self.seconds))
            return "\r\n" + back + "\r\n" + (body + "\r\n" if body else "")
        return closing_farewell(self.words() if callable(self.words) else self.words, notes)

    @property
    def failure(self) -> bool:
        """Whether the game failed: it crashed, or was stopped from outside the door — not
        ended by the door on purpose (idle, closing) nor by its player."""
        return self.why in ("crash", "stopped")


def closing_farewell(words: str | None = None, notes: str = "") -> str:
    """What a player reads when the door closes their session, in the active language: that
    the server is closing, with the table's own closing words when the door knows them (its
    name and the final scores of a match under way, as a player at the table would read them:
    those words are shown after the app's screen is gone), and thanks. Without them,
    ``notes`` (:func:`closing_notes`) say what became of the visitor's seat or table."""
    closing, thanks = _("The game server is closing."), _("Thanks for playing!")
    if not words or not words.strip():
        if notes.strip():
            body = "\r\n".join(notes.strip().splitlines())
            return f"\r\n{closing}\r\n{body}\r\n\r\n{thanks}\r\n"
        return f"\r\n{sentences(closing, thanks)}\r\n"
    body = "\r\n".join(words.strip().splitlines())
    return f"\r\n{closing}\r\n{body}\r\n\r\n{thanks}\r\n"


def closing_notes(held: Sequence[str | tuple[str, str]], hosted: tuple[str, bool] | None,
                  door: str = "table", gone: Sequence[str] = ()) -> str:
    """What the door's close did to a visitor's own tables, in the active language, one line
    each: a seat they held (``held``: its tables' names, "" when not known, or (name, address)
    pairs, :func:`seats_kept`), which the table keeps while it goes on, and which the same ssh
    command gives back once the door is open again (by the door bound to that table at once;
    at a menu door, by joining it from the menu — at the address said: a table not advertised,
    or one mDNS does not reach, is on no Join list there, ssh62 #1); a table they hosted in
    their session (``hosted``: its name, and whether a match was under way there), which
    closed with it; a table they sat at that was hosted in another of the door's sessions
    (``gone``: its name, :func:`drop_door_seats`), which closed with the door and keeps no
    seat (ssh54 #2: it was said kept). The door's goodbye said only "The game server is
    closing. Thanks for playing!" to a visitor whose seat was kept (ssh51 #1)."""
    lines: list[str] = []
    seats = [(seat, "") if isinstance(seat, str) else (seat[0], seat[1]) for seat in held]
    for table, address in dict.fromkeys(seats):  # (each seat once, in order)
        named = table or _("the table")
        lines.append(_("Your seat at {table} is kept for you: once this door is open again, "
                       "the same ssh command (the same user name) takes you back to it.",
                       table=named) if door == "table" else
                     _("Your seat at {table} is kept for you: once this door is open again, "
                       "connect with the same ssh command (the same user name) and join "
                       "{table} from the menu to take it back: its address is {address} "
                       "(j, then a to type it).", table=named, address=address) if address else
                     _("Your seat at {table} is kept for you: once this door is open again, "
                       "connect with the same ssh command (the same user name) and join "
                       "{table} from the menu to take it back.", table=named))
    for table in dict.fromkeys(gone):
        lines.append(_("The table you sat at, {table}, was hosted through this door and "
                       "closed with it: no seat is kept there.", table=table or _("the table")))
    if hosted is not None:
        name, match = hosted
        lines.append(_("The table you hosted, {table}, closed with this session: its match "
                       "cannot go on.", table=name) if match else
                     _("The table you hosted, {table}, closed with this session.", table=name))
    return "\n".join(lines[:4])


def seats_held(settings_dir: str, pid: int | None) -> list[str]:
    """The tables (by name, "" when not known) where a session's app, process ``pid``, sat as
    it ended: the seats of its ``seats.json`` it kept itself (:mod:`unotui.kept_seats`) —
    not a watcher's token, a seat it left or whose table closed for good, nor one handed to
    the session from an earlier one and never taken again."""
    return [table for table, _address in seats_kept(settings_dir, pid)]


def seats_kept(settings_dir: str, pid: int | None,
               left_too: bool = False) -> list[tuple[str, str]]:
    """The seats :func:`seats_held` counts, each as its table's name ("" when not known) and
    the address it is kept at (the ``seats.json`` key's, as the visitor joined it): the one a
    menu door's visitor types to take it back (:func:`closing_notes`). ``left_too``: also a
    seat left in a match that has not been seen over (kept until it ends, and taken back by
    joining again: review95 #2)."""
    from ..kept_seats import FILE, key_parts, parse

    try:
        with open(os.path.join(settings_dir, FILE), encoding="utf-8") as src:
            entries = parse(src.read(1 << 16))
    except OSError:
        return []
    return [(entry["table"] if isinstance(entry.get("table"), str) else "",
             key_parts(key)[0].strip())
            for key, entry in sorted(entries.items(), key=lambda item: float(item[1]["at"]))
            if pid is not None and entry.get("pid") == pid
            and not any(entry.get(flag) for flag in ("watching", "closed"))
            and (not entry.get("left") or (left_too and not entry.get("lobby_seen")))]


def hosted_open(settings_dir: str) -> tuple[str, Path] | None:
    """The table a session's app hosts now, if any: the one it opened last
    (:func:`unotui.tables.note_opened`, in the session's own state folder), whose journal a
    running table still holds (:func:`net.journal.in_use`); its name and journal."""
    from net.journal import in_use

    from ..tables import LAST_OPENED

    root = Path(settings_dir).resolve()
    try:
        found = next(root.rglob(LAST_OPENED), None)
        record = read_json(found) if found is not None else None
    except (OSError, Damaged, RecursionError):
        return None
    if not isinstance(record, dict):
        return None
    table, journal = record.get("table"), record.get("journal")
    if not isinstance(table, str) or not isinstance(journal, str) or not journal:
        return None
    path = Path(journal)
    with contextlib.suppress(OSError, RuntimeError):
        path = path.resolve()
    if not path.is_relative_to(root) or not in_use(path):  # (the session's own files only)
        return None
    return table, path


#: the most of a hosted table's journal read for its identity and tokens (:func:`door_table`)
_JOURNAL_READ = 8 << 20


@dataclass(frozen=True)
class DoorTable:
    """A table hosted in one of the door's own sessions as the door closes: it closes with
    that session, so a seat there is neither promised nor kept (ssh54 #2: a guest at a table
    another visitor of the same menu door hosted was told "Your seat at Zoetable is kept for
    you" and the door kept it). Known by the journal it writes: its name, its identity and
    the tokens of its seats once a match began there (:func:`door_table`)."""

    name: str
    table_id: str | None = None
    tokens: frozenset[str] = frozenset()

    def holds(self, key: str, entry: dict[str, Any]) -> bool:
        """Is the seat ``entry`` (a ``seats.json`` entry under ``key``, ``ADDRESS|NAME``) one
        at this table? By its token, or its table's identity when both are known; before any
        match (no identity written yet), by the table's name at an address of this machine:
        its LAN address too, where a table listening on every network is listed (review71 #2:
        a guest who joined from the LAN list was promised a seat "kept" at a lobby that
        closed with the door)."""
        from ..kept_seats import key_parts
        from ..tables import this_machine

        if entry.get("token") in self.tokens:
            return True
        kept_id = entry.get("table_id")
        if self.table_id and isinstance(kept_id, str) and kept_id:
            return kept_id == self.table_id
        return not self.table_id and entry.get("table") == self.name \
            and this_machine(key_parts(key)[0])


def door_table(settings_dir: str) -> DoorTable | None:
    """The table a session's app hosts now (:func:`hosted_open`), as :class:`DoorTable`:
    read while it runs (its journal's lock says so)."""
    opened = hosted_open(settings_dir)
    if opened is None:
        return None
    table_id: str | None = None
    tokens: set[str] = set()
    try:
        with open(opened[1], "rb") as src:
            lines = src.read(_JOURNAL_READ).splitlines()
    except OSError:
        lines = []
    for line in lines:
        if b'"match"' not in line and b'"seat"' not in line:
            continue  # (a move: nothing to read there, and most of the lines)
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if not isinstance(record, dict):
            continue
        if record.get("k") == "match":
            if isinstance(record.get("table_id"), str) and record["table_id"]:
                table_id = record["table_id"]
            seats = record.get("seats")
            for seat in seats if isinstance(seats, list) else []:
                if isinstance(seat, dict) and isinstance(seat.get("token"), str):
                    tokens.add(seat["token"])
        elif record.get("k") == "seat":
            tokens.update(record[key] for key in ("token", "back_token")
                          if isinstance(record.get(key), str))
    tokens.discard("")
    return DoorTable(opened[0], table_id, frozenset(tokens))


def drop_door_seats(settings_dir: str, tables: Sequence[DoorTable],
                    pid: int | None = None) -> list[str]:
    """Remove from a session's ``seats.json`` the seats at ``tables`` (:class:`DoorTable`),
    which close with the door: neither said kept (:func:`seats_held`) nor kept
    (:meth:`KeptSeats.take`). Returns the names of those tables where the session's app,
    process ``pid``, sat as it ended (as :func:`seats_held` counts them): the goodbye says
    they closed (:func:`closing_notes`)."""
    from ..kept_seats import FILE, parse, write_private

    if not tables:
        return []
    target = Path(settings_dir) / FILE
    try:
        entries = parse(target.read_text(encoding="utf-8")[: 1 << 16])
    except OSError:
        return []
    gone = {key: entry for key, entry in entries.items()
            if any(table.holds(key, entry) for table in tables)}
    if gone:
        left = {key: entry for key, entry in entries.items() if key not in gone}
        with contextlib.suppress(OSError, TypeError, ValueError):
            write_private(target, json.dumps(left))
    return [entry["table"] if isinstance(entry.get("table"), str) else ""
            for entry in sorted(gone.values(), key=lambda e: float(e["at"]))
            if pid is not None and entry.get("pid") == pid
            and not any(entry.get(flag) for flag in ("watching", "left", "closed"))]


def match_cut(journal: Path, since: float) -> bool:
    """Was the match of ``journal`` under way as its table closed at ``since`` or later (its
    last line a ``closed`` one since then: :mod:`net.journal`)?"""
    try:
        with open(journal, "rb") as src:
            src.seek(max(0, os.fstat(src.fileno()).st_size - 4096))
            last = src.read().splitlines()[-1:]
        record = json.loads(last[0]) if last else None
    except (OSError, ValueError, IndexError, RecursionError):
        return False
    if not isinstance(record, dict) or record.get("k") != "closed":
        return False
    at = record.get("at")
    return isinstance(at, int | float) and at >= since - 1.0


def visitor_language(settings_dir: str | None, client_env: dict[str, str],
                     term: str | None = None) -> str:
    """The language a visitor reads: the one they chose in this session's settings, else their
    terminal's locale as the app reads it (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    sent by their ssh), else English — English too where their terminal (its locale, or
    ``term``, the terminal type it sent) cannot show the one chosen, as the app then speaks
    (:func:`unotui.i18n.script_shown`; a Linux console was sent off in Chinese it draws
    "??", review56 #2)."""
    env = {key: value for key, value in client_env.items() if locale_value(key, value)}
    found: str | None = None
    if settings_dir is not None:
        from ..settings import FILE_NAME

        with contextlib.suppress(OSError, ValueError, AttributeError, TypeError):
            chosen = read_json(Path(settings_dir) / FILE_NAME)  # (Damaged is a ValueError)
            found = normalize(chosen.get("language") or "")
    found = found or detect_language(env)
    return found if script_shown(found, {**env, "TERM": clean_term(term)}) else "en"


def wrapped(text: str, width: int) -> str:
    """``text`` (lines ending in CR LF) wrapped in words to a terminal ``width`` columns wide,
    as the app wraps (:func:`unotui.wrap.wrap_text`, Chinese included): the door's goodbye
    broke words at 80 columns ("(the s" / "ame ssh command", ssh38 #3). A line that fits is
    kept as it is, its indent included (a score line's "  Ana: 12 points")."""
    from rich.cells import cell_len

    from ..wrap import wrap_text

    return "\r\n".join(row for line in text.split("\r\n")
                        for row in ([line] if cell_len(line) < width
                                    else wrap_text(line, width - 1)))


def plain_words(text: str, keep_writing: bool = False) -> str:
    """``text`` spelled in ASCII as the app's ``--ascii`` mode spells it
    (:func:`unotui.widgets.ascii_filter.asciify`: "·" is "-", "é" is "e", what has no
    look-alike "?"): the door's words to a visitor whose terminal wants ASCII
    (:meth:`GameSession.ascii_only`) — a goodbye holding a team's score line "Team 1 · ann"
    showed "Â·" on a C or Latin-1 terminal (ssh58 #7). ``keep_writing``: the visitor's locale
    is Unicode (a door started with ``--ascii``), so the letters of their language stay, as
    their game keeps them — a Chinese goodbye read as a row of "?" (ssh71 #2)."""
    if text.isascii():
        return text
    from ..widgets.ascii_filter import asciify

    return asciify(text, keep_writing=keep_writing)


#: the note in a session's directory: whose session it is, and which door process made it
NOTE = "session.json"
#: the file in a session's folder its game notes the path of its crash report in
#: (:data:`unotui.crash.REPORT_NOTE_ENV`)
CRASH_NOTE = "crash-report.txt"


def sessions_dir() -> Path:
    """Where the SSH sessions' private directories are made: the state directory's
    ``ssh-sessions`` folder, readable by its owner only."""
    from ..tables import state_dir

    return state_dir() / "ssh-sessions"


#: one kept seat: its ``seats.json`` key (table and name), its entry (token, pid, when), and
#: whether the session that held it dropped (rather than its app ending by itself)
Seat = tuple[str, dict[str, Any], bool]


def _older_than(path: Path, when: float) -> bool:
    """Was nothing in the session folder ``path`` (its note, its seats) written since
    ``when``? (A folder that cannot be read counts as old.)"""
    from ..kept_seats import FILE

    newest = 0.0
    for part in (path, path / NOTE, path / FILE):
        with contextlib.suppress(OSError):
            newest = max(newest, part.stat().st_mtime)
    return newest < when


class KeptSeats:
    """The seats SSH visitors held at tables when their sessions ended, so that one who drops
    and connects again sits down in the same seat (:mod:`unotui.kept_seats`: the app keeps its
    seats in ``seats.json`` in its settings folder, which is private to a session and removed
    with it). Kept for the front door's life, and mirrored to a private file named after its
    port (:meth:`load`) so that the door started again on that port after a clean stop gives
    them back, by visitor — the SSH username, the address it connected from and, when the
    visitor logged in with a listed key, that key's fingerprint, so nobody elsewhere and no
    other key can claim a seat by typing another's name (on an open or password door, anyone
    at the same address can: docs/SSH.md) — at most :attr:`limit` visitors (the most recent), and at most
    :data:`unotui.kept_seats.MAX_ENTRIES` seats each (the newest).

    Each seat goes to one session at a time: :meth:`give` hands a new session one seat per
    table and name (all a ``seats.json`` holds) and forgets those until that session ends
    (:meth:`take`). A visitor who logs in a second time while the first session still plays
    is so a newcomer at the table (full: offered to watch) instead of taking over, and so
    cutting off, the first session's seat. When sessions of one visitor end, their seats are
    merged (:func:`_merged`): every seat of a session that dropped (the client gone, closed by
    the door, or its app killed) is kept — two sessions at one table under one name held two
    seats there ("zoe" and "zoe 2"), and the visitor's next session gets one of them back (the
    newest), a second session beside it the other. A seat of a session whose app ended by
    itself (which left its tables on purpose) is kept only where no session that dropped held
    one, and then the newest alone."""

    def __init__(self, limit: int = 256) -> None:
        self.limit = limit
        #: visitor: (when their seats were last kept, the seats)
        self.seats: dict[str, tuple[float, list[Seat]]] = {}
        #: where the seats are mirrored on disk (:meth:`load`), so that a door stopped cleanly
        #: and started again gives them back; None: in memory only
        self.path: Path | None = None
        #: the port of the door these seats are kept for (set as it listens): its sessions'
        #: folders say it (:meth:`note`), and it takes in only the leftovers of its own port
        #: (:meth:`recover`); None: not yet known (it then takes in any door's)
        self.port: int | None = None
        #: the sessions of each visitor still ending (their ``finished``), whose seats are
        #: kept once they have ended: a new session of the visitor waits for them
        self.leaving: dict[str, set[asyncio.Future[int]]] = {}
        #: how many sessions of each visitor have a game running
        self.playing: dict[str, int] = {}
        #: the settings folders of each visitor's sessions with a game running, oldest first:
        #: where a seat kept as one session ends goes at once (:meth:`hand_on`)
        self.folders: dict[str, list[str]] = {}
        #: the seats of each visitor handed on to an open session (:meth:`hand_on`): its
        #: folder, the seat, and the entry it was written over there (None: none) — taken
        #: back for a new session of the visitor while that one has not sat in it
        #: (:meth:`take_back`)
        self.handed: dict[str, list[tuple[str, Seat, dict[str, Any] | None]]] = {}

    def ending(self, who: str, finished: asyncio.Future[int]) -> None:
        """A session of ``who`` is ending: its seats are kept when ``finished`` is done."""
        waiting = self.leaving.setdefault(who, set())
        waiting.add(finished)

        def ended(_done: asyncio.Future[int]) -> None:
            waiting.discard(finished)
            if not waiting and self.leaving.get(who) is waiting:
                del self.leaving[who]

        finished.add_done_callback(ended)

    async def settled(self, who: str, timeout: float) -> None:
        """Wait (at most ``timeout`` s) until no session of ``who`` is still ending, so that a
        visitor who drops and comes straight back sits down in their seat instead of finding
        it still held by the session that is ending (ssh31 #3: back 0.2 s after a drop, they
        were offered to watch)."""
        waiting = set(self.leaving.get(who, ()))
        if waiting:
            await asyncio.wait(waiting, timeout=timeout)

    def load(self, path: Path) -> int:
        """Take in the seats a door on the same port kept in ``path`` when it stopped (cleanly:
        its sessions' folders are gone, their seats were written there), and mirror this door's
        seats to ``path`` from now on (every change rewrites it; none left: removed). Seats
        older than :data:`unotui.kept_seats.MAX_AGE` are dropped; :attr:`limit` visitors and
        :data:`unotui.kept_seats.MAX_ENTRIES` seats each at most. Returns how many visitors."""
        from ..kept_seats import MAX_AGE, entries_of

        found = 0
        try:
            data = read_json(path)
        except (OSError, Damaged):
            data = None
        now = time.time()
        if isinstance(data, dict):
            for who, seats in list(data.items())[-self.limit:]:
                if not isinstance(who, str) or not isinstance(seats, list):
                    continue
                before = len(self.seats.get(who, (0.0, []))[1])
                for seat in seats[-64:]:
                    if not (isinstance(seat, list) and len(seat) == 3
                            and isinstance(seat[0], str) and isinstance(seat[2], bool)):
                        continue
                    entries = entries_of({seat[0]: seat[1]})
                    if entries and 0 <= now - entries[seat[0]]["at"] <= MAX_AGE:
                        self.keep(who, json.dumps(entries), dropped=seat[2])
                found += len(self.seats.get(who, (0.0, []))[1]) > before
        self.path = path
        self._save()
        return found

    def drop_at(self, tables: Sequence[DoorTable]) -> None:
        """Forget every kept seat at ``tables`` (hosted in the door's own sessions, which close
        with the door): also those of sessions that ended before the close — a visitor whose
        laptop slept at such a table was given that seat back once the door opened again
        (review69 #6)."""
        changed = False
        for who, (at, seats) in list(self.seats.items()):
            left = [seat for seat in seats
                    if not any(table.holds(seat[0], seat[1]) for table in tables)]
            if len(left) != len(seats):
                changed = True
                if left:
                    self.seats[who] = (at, left)
                else:
                    del self.seats[who]
        if changed:
            self._save()

    def _save(self) -> None:
        """Mirror the seats to :attr:`path` (when set): a private file, whole or not at all."""
        if self.path is None:
            return
        from ..kept_seats import write_private

        if not self.seats:
            with contextlib.suppress(OSError):
                self.path.unlink()
            return
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        ordered = sorted(self.seats.items(), key=lambda item: item[1][0])
        data = {who: [list(seat) for seat in seats] for who, (_at, seats) in ordered}
        with contextlib.suppress(OSError, TypeError, ValueError):
            write_private(self.path, json.dumps(data))

    def note(self, who: str) -> dict[str, Any]:
        """The note of a session of ``who`` in its folder (:data:`NOTE`): whose it is, and which
        door made it — that door's process (its id, and when it started: :func:`process_start`)
        and port (:meth:`recover`)."""
        from ..kept_seats import process_start

        pid = os.getpid()
        note: dict[str, Any] = {"who": who, "door": pid}
        started = process_start(pid)
        if started is not None:
            note["started"] = started
        if self.port is not None:
            note["port"] = self.port
        return note

    def recover(self, folder: Path) -> int:
        """Take in the seats of the sessions a door of this :attr:`port` that ended without
        closing them left in ``folder`` (its process is gone), and remove those directories.
        The sessions of a door still running (another table on this machine) are left alone,
        and so are those of a killed door of another port: the door started again on *that*
        port gives them back (ssh63: the first door started after a ``kill -9``, on any port,
        took them into its own ``door-PORT.json``, and the killed table's door, resumed, had
        none). A door's process is told by its id and when it started (after a reboot its id
        is soon another program's). Leftovers older than
        :data:`unotui.kept_seats.MAX_AGE`, whose seats no table keeps now, go whatever their
        port. Returns how many seats' sessions were taken in."""
        from ..kept_seats import FILE, MAX_AGE, running

        found = 0
        try:
            leftovers = [p for p in folder.iterdir() if p.is_dir()]
        except OSError:
            return 0
        now = time.time()
        for path in leftovers:
            try:
                note = read_json(path / NOTE)
            except (OSError, Damaged):
                note = None
            if isinstance(note, dict) and running(note.get("door"), note.get("started")):
                continue
            port = note.get("port") if isinstance(note, dict) else None
            if (self.port is not None and isinstance(port, int) and port != self.port
                    and not _older_than(path, now - MAX_AGE)):
                continue
            who = note.get("who") if isinstance(note, dict) else None
            try:
                text = (path / FILE).read_text(encoding="utf-8")[: 1 << 16]
            except OSError:
                text = None
            if isinstance(who, str) and text is not None and (
                    self.port is None or port in (None, self.port)):
                self.keep(who, text, dropped=True)  # (its door was killed: they all dropped)
                found += 1
            shutil.rmtree(path, ignore_errors=True)
        return found

    def give(self, who: str, settings_dir: str) -> None:
        """Put ``who``'s kept seats into a new session's settings folder: per table and name
        the first (:func:`_rank`), the others kept for another session."""
        from ..kept_seats import FILE, write_private

        self.take_back(who)
        kept = self.seats.pop(who, None)  # (each seat to one session: see the class docstring)
        if kept is None:
            return
        given: dict[str, dict[str, Any]] = {}
        left: list[Seat] = []
        for seat in sorted(kept[1], key=_rank):
            if seat[0] in given:
                left.append(seat)
            else:
                given[seat[0]] = seat[1]
        if left:
            self.seats[who] = (kept[0], left)
        with contextlib.suppress(OSError):
            write_private(Path(settings_dir) / FILE, json.dumps(given))
        self._save()

    def twin_seats(self, who: str) -> list[str]:
        """The addresses (lower case, as ``seats.json`` keys them) of the tables where a session
        of ``who`` with a game running holds a seat now: one in its ``seats.json`` that is
        neither a watcher's token nor a seat left or at a table closed for good. A session that
        only watches holds none, and another of the visitor's was told it "holds your seat"
        (ssh58 #2); one seated at a table holds no seat at another (ssh59 #3)."""
        from ..kept_seats import FILE, key_parts, parse

        found: list[str] = []
        for folder in self.folders.get(who, ()):
            try:
                text = (Path(folder) / FILE).read_text(encoding="utf-8")[: 1 << 16]
            except OSError:
                continue
            for key, entry in parse(text).items():
                address = key_parts(key)[0]
                if address and not any(entry.get(flag) for flag in ("watching", "left", "closed")) \
                        and address not in found and not any(c.isspace() for c in address):
                    found.append(address)
        return found

    def hand_on(self, who: str) -> None:
        """Give the seats just kept for ``who`` to the visitor's newest session still running,
        where it holds no seat under that table and name (none, or only a watcher's token): a
        second session, opened while the first held the seat and so put to watching, sits in
        it by joining that table again once the first is gone (ssh52 #1: only a new ssh
        connection got it, the open session joined again as "zoe 2", watching). A seat of its
        own there stays, and the one kept waits for another session. A seat handed on so is
        still the next connection's while the open session has not sat in it
        (:meth:`take_back`): the ending session's goodbye said "connect again … to take your
        seat back", and connecting again only watched (ssh66 #1)."""
        from ..kept_seats import FILE, parse, write_private

        folders = self.folders.get(who)
        kept = self.seats.get(who)
        if not folders or kept is None:
            return
        target = Path(folders[-1]) / FILE
        try:
            text = target.read_text(encoding="utf-8")[: 1 << 16]
        except FileNotFoundError:
            text = "{}"
        except OSError:
            return
        held = parse(text)
        given: dict[str, dict[str, Any]] = {}
        left: list[Seat] = []
        for seat in sorted(kept[1], key=_rank):
            mine = held.get(seat[0])
            if seat[0] in given or seat[1].get("watching") \
                    or (mine is not None and not mine.get("watching")):
                left.append(seat)
            else:
                given[seat[0]] = seat[1]
        if not given:
            return
        try:
            write_private(target, json.dumps({**held, **given}))
        except (OSError, TypeError, ValueError):
            return
        handed = self.handed.setdefault(who, [])
        for seat in kept[1]:
            if given.get(seat[0]) is seat[1]:
                handed.append((folders[-1], seat, held.get(seat[0])))
        if left:
            self.seats[who] = (kept[0], sorted(left, key=lambda s: float(s[1]["at"])))
        else:
            del self.seats[who]
        self._save()

    def take_back(self, who: str) -> None:
        """Take back the seats handed on to ``who``'s open sessions (:meth:`hand_on`) that
        they have not sat in — the entry there is still the one written, not one their app
        wrote on sitting down — putting back what was there before, so that a new session of
        the visitor is given them (:meth:`give`): the goodbye of the session that held one
        said to connect again to take it back (ssh66 #1). Each seat stays one session's: one
        the open session sits in is its own, kept again when it ends."""
        from ..kept_seats import FILE, parse, write_private

        taken: list[Seat] = []
        for folder, seat, before in self.handed.pop(who, []):
            target = Path(folder) / FILE
            try:
                held = parse(target.read_text(encoding="utf-8")[: 1 << 16])
            except OSError:  # (that session has ended: its seats were kept as it did)
                continue
            entry = held.get(seat[0])
            if entry is None or any(entry.get(field) != seat[1].get(field)
                                    for field in ("token", "pid", "at")):
                continue  # (it sat there, or has moved on)
            if before is not None:
                held[seat[0]] = before
            else:
                del held[seat[0]]
            try:
                write_private(target, json.dumps(held))
            except (OSError, TypeError, ValueError):
                continue
            taken.append(seat)
        if taken:
            old = self.seats.get(who)
            seats = [*(old[1] if old is not None else []), *taken]
            self.seats[who] = (time.monotonic(), sorted(seats, key=lambda s: float(s[1]["at"])))
            self._save()

    def take(self, who: str, settings_dir: str, dropped: bool = True) -> None:
        """Keep the seats of ``who``'s session that is ending (its folder is removed next);
        ``dropped``: it did not end by its app's own exit."""
        from ..kept_seats import FILE

        try:
            with open(os.path.join(settings_dir, FILE), encoding="utf-8") as src:
                text = src.read(1 << 16)
        except OSError:
            return
        self.keep(who, text, dropped)

    def keep(self, who: str, text: str, dropped: bool = True) -> None:
        """Add the seats of one ``seats.json`` ``text`` to ``who``'s (:func:`_merged`)."""
        from ..kept_seats import parse

        old = self.seats.get(who)
        seats = _merged(old[1] if old is not None else [], parse(text), dropped)
        if not seats:
            self.seats.pop(who, None)
            self._save()
            return
        self.seats[who] = (time.monotonic(), seats)
        if len(self.seats) > self.limit:
            oldest = sorted(self.seats, key=lambda k: self.seats[k][0])
            for key in oldest[: len(self.seats) - self.limit]:
                del self.seats[key]
        self._save()


def _rank(seat: Seat) -> tuple[bool, bool, float]:
    """The order seats are given back in: a played seat before a watcher's place (a watcher's
    token is forgotten by the table when its connection ends: ssh46 #1, a visitor's twin
    window that watched, closed, outranked their seat, and they came back watching), then a
    dropped session's first, then the newest."""
    return (bool(seat[1].get("watching")), not seat[2], -float(seat[1]["at"]))


def _merged(seats: list[Seat], entries: dict[str, dict[str, Any]],
            dropped: bool) -> list[Seat]:
    """``seats`` and the ``entries`` of one more session's ``seats.json`` (parsed by
    :func:`unotui.kept_seats.parse`; ``dropped``: that session dropped), as the class
    docstring says: at one table under one name, every seat of the sessions that dropped (a
    token is one seat: held twice, it is kept once), else the newest of the others. At most
    :data:`unotui.kept_seats.MAX_ENTRIES` seats, the newest."""
    from ..kept_seats import MAX_ENTRIES

    merged = list(seats)
    for key, entry in entries.items():
        seat: Seat = (key, entry, dropped)
        twin = next((s for s in merged if s[0] == key and s[1]["token"] == entry["token"]), None)
        if twin is not None:
            merged.remove(twin)
            seat = min(twin, seat, key=_rank)
        there = [s for s in merged if s[0] == key]
        if seat[2]:  # (a seat that dropped replaces one left on purpose, beside other seats)
            merged = [s for s in merged if s[0] != key or s[2]] + [seat]
        elif not there or (not any(s[2] for s in there)
                           and seat[1]["at"] >= max(s[1]["at"] for s in there)):
            merged = [s for s in merged if s[0] != key] + [seat]
    return sorted(merged, key=lambda s: float(s[1]["at"]))[-MAX_ENTRIES:]


def clean_term(term: str | None) -> str:
    """The client's terminal type if it looks like one (letters, digits, ``._+-``), else
    ``dumb`` (none sent, or one that is no terminal type: nothing is promised)."""
    if not term:
        return "dumb"
    return term if _TERM_RE.fullmatch(term) else "dumb"


def code_root() -> str | None:
    """The folder holding the ``unotui``, ``net`` and ``core`` this process runs, when it is not
    one the interpreter searches by itself (its site-packages): a source folder (a checkout,
    a copy of the repository), whose code a session must run too — started by
    ``python -m`` in its own folder, it would import whatever copy the interpreter finds,
    another version perhaps. ``None`` for an installed package."""
    import sysconfig

    root = Path(__file__).resolve().parents[2]
    if not all((root / pkg / "__init__.py").is_file() for pkg in ("unotui", "net", "core")):
        return None
    site = {Path(sysconfig.get_paths()[key]).resolve() for key in ("purelib", "platlib")}
    return None if root in site else str(root)


def child_env(term: str | None, client_env: dict[str, str], settings_dir: str,
              door: str = "menu") -> dict[str, str]:
    """The whole environment of a session's process (see the module docstring); ``door`` is
    ``table`` or ``menu`` (:data:`DOOR_ENV`)."""
    # (PYTHONCOERCECLOCALE=0: a locale the client sent and this machine lacks is read as sent —
    # Python replaced "LC_CTYPE=zh_CN.UTF-8" by C.UTF-8, the game then read LANG=C and drew in
    # ASCII and English while the door said its goodbye in Chinese, ssh55 #1)
    env = {"TERM": clean_term(term), "PYTHONUTF8": "1", "PYTHONCOERCECLOCALE": "0",
           "UNOTUI_CONFIG_DIR": settings_dir, "HOME": settings_dir,
           DOOR_ENV: "table" if door == "table" else "menu"}
    for key, value in client_env.items():
        if (key in _PASSED_ENV or key.startswith("LC_")) and re.fullmatch(r"[A-Z_]{2,20}", key) \
                and locale_value(key, value):
            env[key] = value
    # (no colour on a terminal that promises none, by the rule a local game keeps too: the
    # monochrome theme, in the 16 basic colours — left to itself the app would assume 24-bit
    # colour; the door and the app had a rule each, which disagreed on COLORTERM, review84 #4)
    give_no_colour(env)
    for key in ("UNOTUI_MDNS_INTERFACES", "PATH"):
        if key in os.environ:
            env[key] = os.environ[key]
    # (a game's crash report where the door's operator finds it: under the session's own HOME
    # it was deleted with the session, ssh60 #2)
    env["UNOTUI_CRASH_DIR"] = str(crash_folder())
    # (and where it was written, for the door's log: the temporary folder when that folder
    # could not be written, review82 #5)
    env[REPORT_NOTE_ENV] = os.path.join(settings_dir, CRASH_NOTE)
    root = code_root()
    if root is not None:
        env["PYTHONPATH"] = root
    return env


def set_size(fd: int, columns: int, rows: int) -> None:
    """Tell the PTY its size (the kernel then sends SIGWINCH to the app)."""
    columns = max(1, min(MAX_SIZE[0], int(columns) or 80))
    rows = max(1, min(MAX_SIZE[1], int(rows) or 24))
    with contextlib.suppress(OSError):
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def quiet_keys(fd: int) -> None:
    """Ctrl+\\ and Ctrl-Z send no signal on the terminal ``fd`` (their ``VQUIT`` and ``VSUSP``
    characters off, ``VDSUSP`` too where there is one): before a game's app reads its keys raw,
    the terminal is in its cooked mode, and Ctrl+\\ pressed as the game started killed it with
    SIGQUIT, which the door called a crash ("The game stopped unexpectedly", ssh58 #3); Ctrl-Z
    stopped it. They reach the app as keys instead. Ctrl-C still interrupts a game starting
    (exit 130: ended by the player).

    Nothing typed is echoed either (``ECHO`` off) until the app owns the terminal: each key
    pressed as the game started was echoed ("^\\", "^Z", letters) on the visitor's main
    screen, and left there under the goodbye (ssh59 #5)."""
    with contextlib.suppress(OSError, ValueError, termios.error):
        attrs = termios.tcgetattr(fd)
        attrs[3] &= ~(termios.ECHO | termios.ECHONL)
        off = os.fpathconf(fd, "PC_VDISABLE")
        if off >= 0:
            for key in (termios.VQUIT, termios.VSUSP, getattr(termios, "VDSUSP", None)):
                if key is not None:
                    attrs[6][key] = bytes([off])
        termios.tcsetattr(fd, termios.TCSANOW, attrs)


class PasteEnd(NamedTuple):
    """How the end of a bracketed paste (:data:`_PASTE_END`) stands between the visitor's keys
    and the game's: ``seen`` of its bytes are the last the visitor sent, ``passed`` of those
    the last the game was given, and ``held`` the ones after them kept back from a packet
    taken (the bytes between were dropped with a full input)."""

    seen: int = 0
    passed: int = 0
    held: bytes = b""


def keys_passed(end: PasteEnd, data: bytes, taken: bool) -> tuple[bytes, PasteEnd]:
    """What of the visitor's packet ``data`` the game is given, and how a paste's end stands
    after it: all of it when ``taken``, none when it is dropped (the game's input is full) —
    but a paste's end is always completed, and where it ended: with the bytes of it the game
    was not given (``end.passed`` of its six were), not the whole marker again, nor after a
    key that came later (review82 #2). Bytes held as part of a paste's end that then was none
    are given as they came.

    The marker's first byte (ESC) is in it nowhere else, so a mismatch starts it afresh."""
    out = bytearray()
    whole = len(_PASTE_END)
    seen, passed, held = end
    i, n = 0, len(data)
    while i < n:
        if not seen:  # (no marker begun: up to the next ESC, all or nothing)
            j = data.find(_PASTE_END[:1], i)
            j = n if j < 0 else j
            if taken:
                out += data[i:j]
            if j == n:
                break
            i = j
        byte = data[i:i + 1]
        i += 1
        if byte == _PASTE_END[seen:seen + 1]:
            seen += 1
            if seen == whole:  # (the marker ended here: the game is given the rest of it)
                out += _PASTE_END[passed:]
                seen, passed, held = 0, 0, b""
            elif taken and passed == seen - 1:  # (all of it given so far: this too)
                out += byte
                passed = seen
            elif taken:  # (some of it was dropped: kept until it is known to be the marker)
                held += byte
            continue
        out += held  # (no marker: the bytes kept back from a packet taken are keys)
        seen, passed, held = 0, 0, b""
        if byte == _PASTE_END[:1]:
            seen, passed = 1, int(taken)
        if taken:
            out += byte
    return bytes(out), PasteEnd(seen, passed, held)


class GameSession(asyncssh.SSHServerSession):  # type: ignore[type-arg]
    """One SSH channel running the game (see the module docstring).

    ``argv`` is what follows ``python -m unotui.ssh.child`` for this player (built by the front
    door from the cleaned player name); ``admit()`` asks the front door for a place and
    ``release()`` gives it back; ``started()`` is called once the game is admitted (no sooner:
    a channel opened without a shell request is no game, ssh58 #4);
    ``idle_timeout`` 0 means never."""

    _paste_end = PasteEnd()  #: (immutable: set anew at every packet, see :func:`keys_passed`)

    def __init__(self, argv: Sequence[str], player: str, *, admit: Callable[[GameSession], bool],
                 release: Callable[[GameSession], None], idle_timeout: float,
                 kept: KeptSeats | None = None, who: str = "", door: str = "menu",
                 log_who: str = "", started: Callable[[], None] | None = None) -> None:
        self.argv = list(argv)
        self.log_who = log_who or who  #: this visitor in the door's log lines (cleaned)
        self.door = door  #: ``table`` (the door serves one table) or ``menu`` (:data:`DOOR_ENV`)
        self.player = player
        #: the seats each visitor held when their last session ended, by ``who``
        self.kept = kept
        #: this visitor: the SSH username, the address it came from and, for a listed key's
        #: login, that key's fingerprint
        self.who = who
        self._admit = admit
        self._release = release
        #: called once as the game is admitted: the front door's clocks stop then
        self._on_start = started
        self.started = False  #: a shell request started (or is about to start) the game
        self.idle_timeout = idle_timeout
        self.chan: Any = None
        self.term_type: str | None = None
        self.size = (80, 24)
        self.proc: subprocess.Popen[bytes] | None = None
        self.master: int | None = None
        self.settings_dir: str | None = None
        self.last_input = time.monotonic()
        self.finished = asyncio.get_running_loop().create_future()  #: set to the exit status
        self._pending = b""
        #: where the game's crash report was written, as the game noted it
        #: (:func:`unotui.crash.noted_report`: None none could be, False not noted)
        self._crash_report: Path | bool | None = False
        #: how a paste's end stands (:func:`keys_passed`): cut between two packets it is found
        #: across them (review81 #2), and completed exactly (review82 #2)
        self._paste_end = PasteEnd()
        self._reading = False
        #: the game's output is read and thrown away (:meth:`_drain`): the session is ending
        self._draining = False
        self._writing = False
        self._idle: asyncio.TimerHandle | None = None
        self._admitted = False
        #: admitted, its game to start once its visitor's sessions ending have ended (its
        #: place is theirs: :meth:`FrontDoor.admit <unotui.ssh.server.FrontDoor.admit>`)
        self.waiting = False
        self._ending = False
        self._app_ended = False  #: the session ended because its app exited by itself
        #: the session ended because its client's input ended (EOF): the client left
        self._client_left = False
        self._counted = False  #: counted in :attr:`KeptSeats.playing`
        self._warned = False  #: the app was told the session closes soon for idleness
        #: why the door ended the session (:meth:`close`) or found its game crashed
        self._farewell: Farewell | None = None
        self._closed_at = 0.0  #: when the door ended this session (:meth:`close`)
        #: the tables hosted in the door's own sessions as it closed (:class:`DoorTable`)
        self._door_tables: tuple[DoorTable, ...] = ()
        self.command = False  #: the client asked to run a command (which is never run)
        self.asked = ""  #: that command (its first word says whether it was a file transfer)
        self.subsystem: str | None = None  #: the subsystem asked for (SFTP: never served)

    # ------------------------------------------------------------------ asyncssh callbacks
    def connection_made(self, chan: Any) -> None:
        self.chan = chan

    def pty_requested(self, term_type: str, term_size: tuple[int, int, int, int],
                      term_modes: Any) -> bool:
        self.term_type = term_type or ""  # (none: "dumb", see clean_term)
        self.size = (term_size[0] or 80, term_size[1] or 24)
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        forced = None
        with contextlib.suppress(Exception):  # (a command="…" option of the visitor's key)
            forced = self.chan.get_extra_info("connection").get_key_option("command")
        if forced is not None and forced == command:
            return True  # (the key forces a command, not the visitor: the game, as for a shell)
        self.command = True  # never run: session_started says so, and ends the channel
        self.asked = command if isinstance(command, str) else ""
        return True

    def subsystem_requested(self, subsystem: str) -> bool:
        from .server import log_text

        log.info("SSH %s: refused the %s subsystem (only the game runs here)", self.log_who,
                 log_text(subsystem))
        # (taken, to be refused in words on stderr as the session starts: refused here, sftp
        # and scp said only "subsystem request failed", ssh41 #5; nothing is ever served)
        self.subsystem = subsystem
        return True

    def signal_received(self, signal: str) -> None:
        pass  # signals from the client never reach a process

    def break_received(self, msec: int) -> bool:
        return False

    def session_started(self) -> None:
        if self.subsystem is not None:
            self._refuse(lambda: subsystem_message(self.play_command(), str(self.subsystem)),
                         stderr=True)
            return
        if self.command:  # (on stderr without a terminal: ssh host cmd > file keeps it out)
            log.info("SSH %s: refused a command (only the game runs here)", self.log_who)
            self._refuse(lambda: command_message(self.play_command(), self.asked),
                         stderr=self.term_type is None)
            return
        if self.term_type is None:
            log.info("SSH %s: refused a session without a terminal", self.log_who)
            # (on stderr as a command's: ssh -T > file keeps it out, ssh46 #6)
            self._refuse(lambda: no_pty_message(self.play_command()), stderr=True)
            return
        # (the visitor's own session still ending gives this one its place: the front
        # door's ``admit``, ssh58 #1)
        if not self._admit(self):
            log.info("SSH %s: refused a game: the server is full", self.log_who)
            self._refuse(full_message)
            return
        self._admitted = True
        self.started = True
        if self._on_start is not None:
            self._on_start()
        if self.kept is not None and self.kept.leaving.get(self.who):
            # (an earlier session of this visitor is still ending: its seat is kept once it
            # has ended, and this one starts after it)
            self.waiting = True
            asyncio.get_running_loop().create_task(self._start_after_leaving())
        else:
            self._start()

    @property
    def ending(self) -> bool:
        """The session is ending: its game is being stopped, or has been (its place among the
        games is given back once it has ended)."""
        return self._ending

    async def _start_after_leaving(self) -> None:
        if self.kept is not None:
            await self.kept.settled(self.who, KILL_AFTER + 2.0)
        self.waiting = False
        if not self._ending:  # (unless the client went meanwhile)
            self._start()

    def _start(self) -> None:
        """Start the game's process (:meth:`_spawn`) and say so in the log."""
        try:
            self._spawn()
        except OSError as exc:
            why = exc.strerror or str(exc)
            log.info("SSH %s: the game could not start (%s)", self.log_who, why)
            self._refuse(lambda: _("The game could not start: {why}", why=why) + "\r\n")
            return
        log.info("SSH %s: game started (pid %s, TERM %s)", self.log_who,
                 self.proc.pid if self.proc is not None else "?", clean_term(self.term_type))
        self._arm_idle()

    def data_received(self, data: bytes, datatype: Any) -> None:
        self.last_input = time.monotonic()
        if self.master is None:
            return
        # (dropped when the game's input is full — but a bracketed paste's end is kept, also
        # when it came in two packets: lost with the rest of a long paste, it left the game
        # reading every key after it as pasted text, and no key worked any more, ssh61 #3)
        taken = len(self._pending) + len(data) <= _INPUT_BUFFER
        keys, self._paste_end = keys_passed(self._paste_end, data, taken)
        if keys:
            self._pending += keys
            self._flush_input()

    def eof_received(self) -> bool:
        if not self._ending:
            self._client_left = True
        self._end(None)
        return False

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        self.size = (width or self.size[0], height or self.size[1])
        if self.master is not None:
            set_size(self.master, *self.size)

    def pause_writing(self) -> None:
        self._set_reading(False)

    def resume_writing(self) -> None:
        self._set_reading(True)

    def connection_lost(self, exc: Exception | None) -> None:
        self._end(None, client_gone=True)

    # ------------------------------------------------------------------ the process
    def play_command(self) -> str:
        """``ssh -t -p PORT HOST`` with the address and port this connection came in on (``ssh
        -t HOST`` on 22): the command a visitor types again, word for word (ssh36 #9: a
        literal "HOST" was left to fill in); "HOST" only when the address is not known."""
        sock = None
        with contextlib.suppress(Exception):
            sock = self.chan.get_extra_info("sockname")
        port = sock[1] if isinstance(sock, tuple) and len(sock) >= 2 else None
        host = sock[0] if isinstance(sock, tuple) and sock and isinstance(sock[0], str) \
            and sock[0] else "HOST"
        host = host.removeprefix("::ffff:")  # (an IPv4 visitor of a dual-stack socket)
        # (and the login name it came with: the name a kept seat is found by, which a visitor
        # who typed the command as shown lost for their local user name, ssh43 #5)
        user = None
        with contextlib.suppress(Exception):
            user = self.chan.get_extra_info("username")
        if isinstance(user, str) and _LOGIN_RE.fullmatch(user):
            host = f"{user}@{host}"
        elif isinstance(user, str) and user:
            host = f"-l {shlex.quote(user)} {host}"
        return f"ssh -t {host}" if port in (None, 22) else f"ssh -t -p {port} {host}"

    def language(self) -> str:
        """The language this visitor reads (:func:`visitor_language`)."""
        env: dict[str, str] = {}
        with contextlib.suppress(Exception):
            env = {str(k): str(v) for k, v in dict(self.chan.get_environment()).items()}
        return visitor_language(self.settings_dir, env, self.term_type)

    def ascii_only(self) -> bool:
        """Does this visitor's game run in ASCII: the session's own arguments say ``--ascii``
        (a door started with ``--ascii``, ssh59 #7), or the locale their client sent allows no
        Unicode (``LANG=C``: their game then runs with ``--ascii``, :meth:`_spawn`)? Then the
        door's own words to them are spelled in ASCII too (:func:`plain_words`)."""
        return self.asks_ascii() or not self.unicode_locale()

    def unicode_locale(self) -> bool:
        """Does the locale this visitor's client sent allow Unicode (the letters of their
        language: :func:`plain_words`' ``keep_writing``)?"""
        env: dict[str, str] = {}
        with contextlib.suppress(Exception):
            env = {str(k): str(v) for k, v in dict(self.chan.get_environment()).items()}
        return locale_is_unicode({k: v for k, v in env.items() if locale_value(k, v)})

    def asks_ascii(self) -> bool:
        """The session's own arguments say ``--ascii`` (not as a player's ``--name``)."""
        return any(arg == "--ascii" and self.argv[:i][-1:] != ["--name"]
                   for i, arg in enumerate(self.argv))

    def _refuse(self, message: Callable[[], str], stderr: bool = False) -> None:
        """End the session before any game, with ``message()`` put in the visitor's language
        (:meth:`language`) and exit status 1; on a terminal (a PTY was asked for), wrapped in
        words to its width as the goodbyes are (:func:`wrapped`: a narrow terminal broke "try
        again" mid-word, ssh58 #6)."""
        with speaking(self.language()):
            text = message()
        if self.term_type is not None:
            text = wrapped(text, self.size[0])
        if self.ascii_only():
            text = plain_words(text, self.unicode_locale())
        with contextlib.suppress(Exception):
            if stderr:
                self.chan.write_stderr(text.encode())
            else:
                self.chan.write(text.encode())
            self.chan.exit(1)
        if not self.finished.done():
            self.finished.set_result(1)

    def _spawn(self) -> None:
        import pty

        parent = sessions_dir()
        parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.settings_dir = tempfile.mkdtemp(prefix="session-", dir=parent)
        with open(os.path.join(self.settings_dir, "settings.json"), "w", encoding="utf-8") as out:
            json.dump({"name": self.player}, out)
        with open(os.path.join(self.settings_dir, NOTE), "w", encoding="utf-8") as out:
            json.dump(self.kept.note(self.who) if self.kept is not None
                      else {"who": self.who, "door": os.getpid()}, out)
        twin: list[str] = []
        if self.kept is not None:
            self.kept.give(self.who, self.settings_dir)
            twin = self.kept.twin_seats(self.who)
        master, slave = pty.openpty()
        try:
            set_size(master, *self.size)
            quiet_keys(slave)  # (an early Ctrl+\ was a crash, ssh58 #3)
            os.set_blocking(master, False)
            env = child_env(self.term_type, dict(self.chan.get_environment()), self.settings_dir,
                            self.door)
            if twin:
                env[TWIN_ENV] = " ".join(twin)  # (the tables where it sits, ssh59 #3)
            if self.idle_timeout > 0:
                env[WARNING_ENV] = f"{self.idle_timeout - self._warn_at():g}"
            argv = list(self.argv)
            # (the locale the client sent: one not installed here is coerced to C.UTF-8 for
            # Python and looked like Unicode to the game's own check, ssh31 #9)
            if not self.asks_ascii() and self.ascii_only():  # (one decision: ascii_only)
                argv.append("--ascii")
            from .child import stop_signals_held

            with stop_signals_held():  # (set to their defaults in the child, ssh52 #4)
                self.proc = subprocess.Popen(
                    [sys.executable, "-m", "unotui.ssh.child", *argv],
                    stdin=slave, stdout=slave, stderr=slave, env=env, close_fds=True,
                    start_new_session=True, cwd=self.settings_dir,
                )
        except BaseException:
            os.close(master)
            raise
        finally:
            os.close(slave)
        self.master = master
        if self.kept is not None:
            self.kept.playing[self.who] = self.kept.playing.get(self.who, 0) + 1
            self.kept.folders.setdefault(self.who, []).append(self.settings_dir)
            self._counted = True
        self._set_reading(True)

    def _set_reading(self, on: bool) -> None:
        if self.master is None or on == self._reading or self._draining \
                or (on and self._ending):  # (ending: drained, :meth:`_drain`, never sent on)
            return
        loop = asyncio.get_running_loop()
        if on:
            loop.add_reader(self.master, self._read_output)
        else:
            loop.remove_reader(self.master)
        self._reading = on

    def _drain(self) -> None:
        """From now on read the game's output and throw it away, instead of sending it to
        the channel: while the door stops the game, a game writing its frame on a terminal
        nobody read blocked in ``write`` and could not act on SIGHUP/SIGTERM, so it was
        SIGKILLed after :data:`KILL_AFTER` (ssh54 #1) — never ending cleanly (a table it
        hosted, its kept seats), and the door's close took 3 s more."""
        if self.master is None or self._draining:
            return
        loop = asyncio.get_running_loop()
        if self._reading:
            loop.remove_reader(self.master)
            self._reading = False
        self._draining = True
        loop.add_reader(self.master, self._discard_output)

    def _discard_output(self) -> None:
        if self.master is None:
            return
        try:
            if os.read(self.master, 65536):
                return
        except BlockingIOError:
            return
        except OSError:  # (EIO: every end of the terminal is closed; no more to read)
            pass
        self._stop_draining()  # (nothing will come again: it would be read forever)

    def _stop_draining(self) -> None:
        if self._draining and self.master is not None:
            asyncio.get_running_loop().remove_reader(self.master)
        self._draining = False

    def _read_output(self) -> None:
        assert self.master is not None
        try:
            data = os.read(self.master, 65536)
        except BlockingIOError:
            return
        except OSError:  # EIO: the app closed the terminal (it exited); anything else ends it too
            data = b""
        if not data:
            self._app_ended = True  # (the app closed its terminal: it ended by itself)
            self._end(None)
            return
        with contextlib.suppress(Exception):
            self.chan.write(data)

    def _flush_input(self) -> None:
        if self.master is None:
            return
        loop = asyncio.get_running_loop()
        try:
            written = os.write(self.master, self._pending) if self._pending else 0
        except BlockingIOError:
            written = 0
        except OSError:
            self._pending = b""
            written = 0
        self._pending = self._pending[written:]
        want = bool(self._pending)
        if want != self._writing:
            if want:
                loop.add_writer(self.master, self._flush_input)
            else:
                loop.remove_writer(self.master)
            self._writing = want

    def _warn_at(self) -> float:
        """Seconds of idleness after which the app is warned (:data:`IDLE_WARNING`); none
        (the timeout itself) under 5 s, when the game may still be starting."""
        if self.idle_timeout < 5.0:
            return self.idle_timeout
        return self.idle_timeout - min(IDLE_WARNING, self.idle_timeout / 2)

    def _arm_idle(self) -> None:
        if self.idle_timeout <= 0:
            return
        idle = time.monotonic() - self.last_input
        if idle < self._warn_at():
            self._warned = False  # (a key since the warning: warned again next time)
        due = self.last_input + (self.idle_timeout if self._warned else self._warn_at())
        self._idle = asyncio.get_running_loop().call_at(
            asyncio.get_running_loop().time() + max(0.0, due - time.monotonic()), self._check_idle)

    def _check_idle(self) -> None:
        if self._ending:
            return
        idle = time.monotonic() - self.last_input
        if idle >= self.idle_timeout:
            self.close(Farewell("idle", seconds=self.idle_timeout))
            return
        if idle >= self._warn_at() and not self._warned and self.proc is not None:
            # (the app says on screen that the session is about to close: a watcher who never
            # presses a key was closed without a word, ssh31 #9)
            self._warned = True
            with contextlib.suppress(OSError):
                os.kill(self.proc.pid, IDLE_SIGNAL)
        self._arm_idle()

    def door_ended(self) -> str | None:
        """Why the door ended this game on purpose (idle, or the door closing), as its log
        says it; ``None`` when it did not (the player left, the game crashed or was stopped
        from outside)."""
        if self._farewell is None or self._farewell.failure:
            return None
        return self._ending_line(0, False)

    def _ending_line(self, status: int, client_gone: bool) -> str:
        """Why this game ended, for the door's log line."""
        if self._farewell is not None and self._farewell.why == "crash":
            code = self.proc.returncode if self.proc is not None else None
            if code == 1:  # (an internal error the game reported: UnoApp.run)
                # (where the game wrote it, as it noted it: not always the crash folder, which
                # may not be writable — then the temporary folder, review82 #5)
                report = self._crash_report
                if report is None:
                    return "crashed (exit status 1; its report could not be written)"
                if report is False:
                    return (f"crashed (exit status 1; no report was noted: look in "
                            f"{crash_folder()})")
                return f"crashed (exit status 1; its report is {report})"
            if code is not None and code > 0:  # (another failure of its own: no report)
                return f"failed (exit status {code})"
            name = "?"
            with contextlib.suppress(ValueError, TypeError):
                name = signal.Signals(-int(code or 0)).name
            return f"crashed (killed by {name})"
        if self._farewell is not None and self._farewell.why == "stopped":
            return f"stopped by a signal ({self._farewell.signal})"
        if self._farewell is not None and self._farewell.why == "idle":
            with speaking("en"):  # (the door's log is English)
                return f"closed after {duration(self.idle_timeout)} without a key press"
        if self._farewell is not None:
            return "closed: the door is closing"
        if self._app_ended:
            return f"ended by the player (exit status {status})"
        return "ended: the client left or dropped" if client_gone else "ended: the client left"

    def _judge_exit(self, returncode: int | None) -> None:
        """After the process ended: an app that ended by itself (:attr:`_app_ended`) but was
        killed by a signal, or stopped by one it caught (:func:`stop_signal`: SIGTERM from an
        operator's ``kill``), did not end by its player's choice (ssh49 #4: the log said
        "ended by the player (exit status 143)"). Such a game left no table on purpose: its
        seats count as dropped, and its farewell says why (a crash, or a stop on the server),
        unless the door had ended it first. So did a game that exited with a failure of its
        own (an internal error it reported, status 1): only 0 and Ctrl-C's 130 are a player's
        ending (ssh60 #3: "ended by the player (exit status 1)" and "Thanks for playing!")."""
        stopped = stop_signal(returncode)
        # (Ctrl-C: 130, or killed by its SIGINT once the app had put the terminal back and
        # was ending — a second Ctrl-C typed then, ssh61 #5; only the visitor sends it)
        if not self._app_ended or (stopped is None and (returncode or 0) in PLAYERS_ENDS):
            return
        self._app_ended = False
        if self._farewell is None:
            self._farewell = Farewell("crash") if stopped is None else \
                Farewell("stopped", signal=stopped.name)

    def close(self, farewell: Farewell = Farewell("closing"),
              door_tables: Sequence[DoorTable] = ()) -> None:
        """End the session from the server's side (idle, or the server closing): the process is
        stopped, then the client's terminal is restored (:data:`RESTORE_TERMINAL`) and
        ``farewell`` is shown on its main screen, in the visitor's language, before the channel
        closes. ``door_tables``: the tables hosted in the door's own sessions, which close with
        the door (:class:`DoorTable`): a seat there is not kept."""
        if not self._ending:
            self._farewell = farewell
            self._closed_at = time.time()
            self._door_tables = tuple(door_tables)
        self._end(None)

    def _end(self, status: int | None, client_gone: bool = False) -> None:
        """Stop reading and writing, then end the process and the channel (once)."""
        if self._ending:
            return
        self._ending = True
        if self.kept is not None and self.settings_dir is not None:
            self.kept.ending(self.who, self.finished)
        if self._idle is not None:
            self._idle.cancel()
        asyncio.get_running_loop().create_task(self._finish(client_gone))

    async def _finish(self, client_gone: bool) -> None:
        status = 255
        # (the door closing: what became of the visitor's own seat or table, ssh51 #1)
        closing = self._farewell is not None and self._farewell.why == "closing" \
            and self.settings_dir is not None and self.proc is not None
        # (idled out: a table hosted in the session closes with it, and is said, ssh57 #4)
        idle = self._farewell is not None and self._farewell.why == "idle" \
            and self.settings_dir is not None and self.proc is not None
        held: list[tuple[str, str]] = []  # (the seats kept: their tables' names, addresses)
        gone: list[str] = []  # (tables hosted in the door's own sessions, where this one sat)
        hosted: tuple[str, bool] | None = None
        try:
            self._drain()  # (not sent on: the goodbye follows, and the client may be gone)
            if self._writing and self.master is not None:
                asyncio.get_running_loop().remove_writer(self.master)
                self._writing = False
            opened = hosted_open(self.settings_dir) \
                if (closing or idle) and self.settings_dir else None
            if self.proc is not None:
                status = await stop_process(self.proc, self.master)
                self._judge_exit(self.proc.returncode)
                if (client_gone or self._client_left) and self._farewell is None \
                        and not self._app_ended:
                    # (the client left — its input ended, or its connection: the game was
                    # stopped for it, with SIGHUP then SIGTERM, and which of them the game
                    # exits by is its own affair. The client-gone status, whatever the game's:
                    # a client whose input ended mid-game read 143, an operator's kill, ssh63)
                    status = CLIENT_GONE_STATUS
                if self.settings_dir is not None:  # (read before the folder goes)
                    self._crash_report = noted_report(
                        os.path.join(self.settings_dir, CRASH_NOTE))
            if closing and self.settings_dir is not None and self.proc is not None:
                # (after the app's last word on them: it may keep its seat on its way out)
                gone = drop_door_seats(self.settings_dir, self._door_tables, self.proc.pid)
                held = seats_kept(self.settings_dir, self.proc.pid)
            elif idle and self.settings_dir is not None and self.proc is not None:
                # (whether it had a seat to come back to: the goodbye after a game against
                # bots spoke of "your seat, if you had one", ssh70 #5 — one left in a match
                # under way too, kept until it ends, review95 #2)
                held = seats_kept(self.settings_dir, self.proc.pid, left_too=True)
            if opened is not None:  # (read only when closing or idle)
                hosted = (opened[0], match_cut(opened[1], self._closed_at))
            if self.master is not None:
                self._stop_draining()
                with contextlib.suppress(OSError):
                    os.close(self.master)
                self.master = None
        finally:
            # (read before the session's settings, where the visitor may have chosen it, go)
            lang = self.language() if not client_gone else "en"
            if self._counted and self.kept is not None:
                self._counted = False
                left = self.kept.playing.get(self.who, 1) - 1
                if left > 0:
                    self.kept.playing[self.who] = left
                else:
                    self.kept.playing.pop(self.who, None)
                folders = self.kept.folders.get(self.who, [])
                if self.settings_dir in folders:
                    folders.remove(self.settings_dir)
                if not folders:
                    self.kept.folders.pop(self.who, None)
            if self.settings_dir is not None:
                if self.kept is not None:
                    self.kept.take(self.who, self.settings_dir, dropped=not self._app_ended)
                    self.kept.hand_on(self.who)  # (to a twin session still open: ssh52 #1)
                shutil.rmtree(self.settings_dir, ignore_errors=True)
                self.settings_dir = None
            if self._admitted:
                self._admitted = False
                self._release(self)
                if self.proc is not None:  # (an end only of a game that started: one gone
                    # while it waited for its visitor's ending session had none, ssh59 #8)
                    # (the game's pid, as its start line names it: one visitor's two games
                    # are told apart, ssh68 #2)
                    log.info("SSH %s: game %s (pid %s)", self.log_who,
                             self._ending_line(status, client_gone), self.proc.pid)
            if not client_gone:
                if self._farewell is not None and not self._farewell.failure:
                    # (the door ended it on purpose: its table closed, or idle — not a failure
                    # to a script running ``ssh … && next``; the stopped game's 143 was, ssh31 #7)
                    status = 0
                # (a player who quit is thanked too: the last words on their terminal were the
                # keys-only door's "Refused?" banner from before the game, ssh40 #3)
                # (an early Ctrl-C's 130 too: it ended with nothing said, ssh61 #8)
                goodbye = self._farewell if self._farewell is not None else \
                    Farewell("quit") if self._app_ended and status in PLAYERS_ENDS else None
                with contextlib.suppress(Exception):
                    if goodbye is not None:
                        with speaking(lang):
                            notes = closing_notes(held, hosted, self.door, gone) \
                                if goodbye.why == "closing" else \
                                closing_notes((), hosted, self.door) \
                                if goodbye.why == "idle" else ""
                            text = wrapped(goodbye.text(notes, self.door, bool(held)),
                                           self.size[0])
                        if self.ascii_only():  # (the table's closing words' "·", ssh58 #7)
                            text = plain_words(text, self.unicode_locale())
                        # (an app that quit put the terminal back itself; one stopped did not.
                        # Nor did one that failed and said so, exit 1: its sentence, the path
                        # of its crash report, was written over, ssh61 #4)
                        code = self.proc.returncode if self.proc is not None else None
                        restore = b"" if goodbye.why == "quit" or (
                            goodbye.why == "crash" and code is not None and code > 0) \
                            else RESTORE_TERMINAL
                        self.chan.write(restore + text.encode())
                    self.chan.exit(status)
            if not self.finished.done():
                self.finished.set_result(status)


def duration(seconds: float) -> str:
    """A time as a goodbye says it, in the active language: "30 minutes", "45 seconds"."""
    if seconds >= 120 or (seconds >= 60 and round(seconds) % 60 == 0):  # ("1 minute", not
        # "60 seconds", ssh70 #5)
        return ngettext("{n} minute", "{n} minutes", round(seconds / 60))
    return ngettext("{n} second", "{n} seconds", round(seconds))


async def stop_process(proc: subprocess.Popen[bytes], master: int | None) -> int:
    """End ``proc`` and reap it: wait briefly if it is exiting by itself, else SIGHUP + SIGTERM
    to its process group, SIGKILL after :data:`KILL_AFTER` s. Returns its exit status (a
    signal ``N`` as ``128 + N``)."""
    def group_signal(sig: int) -> None:
        with contextlib.suppress(OSError):
            os.killpg(proc.pid, sig)

    for _attempt in range(5):  # the app exits by itself: a moment to reap it
        if proc.poll() is not None:
            break
        await asyncio.sleep(0.02)
    if proc.poll() is None:
        group_signal(signal.SIGHUP)
        group_signal(signal.SIGTERM)
        deadline = time.monotonic() + KILL_AFTER
        while proc.poll() is None and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        if proc.poll() is None:
            group_signal(signal.SIGKILL)
            while proc.poll() is None:
                await asyncio.sleep(0.02)
    code = proc.returncode if proc.returncode is not None else 255
    return 128 - code if code < 0 else code
