"""A table this app is at: the connection (and the table itself when hosting), not a screen.

:class:`LobbySession` is what the lobby and table screens share about one table; :func:`host_table`
opens a table in this process and seats the hosting player at it (raising :class:`HostingError`
with a one-line reason); :func:`join_address` is the ``HOST:PORT`` others type. (Moved out of
``screens/lobby.py`` so that no screen imports another.)
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import glob
import ipaddress
import os
import shlex
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from .i18n import _, sentences, visible
from .link import TableCloser, finish_soon


@dataclass
class HostPlan:
    """What the host setup asks for; :func:`host_table` opens it."""

    table_name: str
    seats: int = 4
    bots: int = 0
    bot_kind: str = "normal"  #: the level of each bot not named in ``bot_levels``
    bot_levels: tuple[str, ...] = ()  #: the level of each bot, in seat order
    think: float | None = None  #: how long a hard bot may think (None: its default)
    password: str | None = None
    rules: Any = None
    preset_name: str = "official"
    bind: str = "0.0.0.0"
    port: int = 7152
    advertise: bool = True
    #: where it is advertised (``--mdns-interfaces``; None: ``UNOTUI_MDNS_INTERFACES``, else
    #: every interface: :func:`net.discovery.mdns_interfaces`)
    mdns_interfaces: str | None = None
    seed: int | str | None = None
    bot_delay: float = 0.6
    round_pause: float = 20.0  #: the countdown between rounds (net.host.TableConfig)
    extra: dict[str, Any] = field(default_factory=dict)  #: more TableConfig fields (turn_timer…)
    #: where every applied action is written (None: a new file in :func:`journal_dir`), so a
    #: table whose app ended unexpectedly opens again with ``unotui host --resume FILE``
    journal: str | None = None
    #: a journal's last match (``net.journal.Resumed``) to open the table at, instead of a new one
    resume: Any = None

    def for_next_table(self) -> HostPlan:
        """The plan the menu's Host starts from after this table: the same table (its port and
        address are the ones an SSH door or friends were given), but a new one, with a journal
        of its own — a journal resumed opens once."""
        from dataclasses import replace

        # (a password kept only as a resumed journal's digest is not the form's to show)
        extra = {k: v for k, v in self.extra.items() if k != "password_digest"}
        plan = replace(self, resume=None, journal=None, extra=extra)
        seats = getattr(self.resume, "seats", None)
        if isinstance(seats, list) and seats:
            # (a resumed table's bots are its journal's, not the plan's none: the form showed
            # "Bots 0" after host --resume, and saved that, newbie38 #11)
            from .settings import bot_level

            levels = [bot_level(s.get("bot")) or self.bot_kind
                      for s in seats if isinstance(s, dict) and s.get("kind") == "bot"
                      and not s.get("stand_in")]
            plan = replace(plan, seats=max(self.resume.lobby_seats, len(levels) + 1),
                           bots=len(levels),
                           bot_levels=tuple(levels))
        return plan

    def level_of(self, k: int) -> str:
        """The level of the ``k``-th bot (0 for the first)."""
        return self.bot_levels[k] if k < len(self.bot_levels) else self.bot_kind


def state_dir() -> Path:
    """This user's state directory for unotui: ``$UNOTUI_STATE_DIR``, else the platform's."""
    import os

    override = os.environ.get("UNOTUI_STATE_DIR", "").strip()
    if override:  # (absolute: a relative folder was named so in the lines a table prints, and
        # in the command that resumes it from another folder, cli53)
        return Path(os.path.abspath(os.path.expanduser(override)))
    import platformdirs

    return Path(platformdirs.user_state_dir("unotui"))


def journal_dir() -> Path:
    """Where tables write their journals unless told a file: the state directory's ``tables``
    folder (:func:`state_dir`)."""
    return state_dir() / "tables"


#: journals older than this many days are removed when a new table starts one — those of a
#: finished match, or one its host closed, or none (empty, unreadable): never a match under way
JOURNAL_DAYS = 30


def new_journal_path() -> Path:
    """A new journal file's path in :func:`journal_dir`, named by the time and a few random
    characters (two tables opened in the same second get two files; not created). Journals
    older than :data:`JOURNAL_DAYS` days there are removed first (:func:`remove_old_journals`):
    the folder never grows without end (each holds a match's secret and its players' tokens)."""
    import secrets
    import time

    remove_old_journals()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return journal_dir() / f"table-{stamp}-{secrets.token_hex(3)}.jsonl"


def remove_old_journals() -> list[Path]:
    """Remove the journals of :func:`journal_dir` (those set aside as ``.cut`` too) last
    written over :data:`JOURNAL_DAYS` days ago that hold no match to go on: a finished match,
    one its host closed (an ``over`` or ``closed`` line last, or so replayed), an empty or
    unreadable file (not one a newer unotui wrote). A match still under way is kept, however
    old (cli50 #3: a league paused for the holidays lost its match, the
    next table deleting its journal without a word): ``--resume FILE`` opens it. Never one a
    running table writes; at most :data:`SCAN_JOURNALS` of them replayed per call (any others
    kept). Returns those removed; never raises."""
    import time

    from net.journal import CUT_SUFFIX, JournalError, in_use, last_kind, load, newer_version

    removed: list[Path] = []
    old = time.time() - JOURNAL_DAYS * 86400
    replays = SCAN_JOURNALS
    with contextlib.suppress(OSError):
        folder = journal_dir()  # (and those set aside by a failed write, cli51 #9: each
        # holds a match's secret and its players' tokens, kept on the same terms)
        for path in [*folder.glob("table-*.jsonl"), *folder.glob("table-*.jsonl" + CUT_SUFFIX)]:
            with contextlib.suppress(OSError):
                st = path.stat()
                if not path.is_file() or st.st_mtime >= old or in_use(path):
                    continue
                if st.st_size and last_kind(path) not in ("over", "closed"):
                    if replays <= 0:
                        continue
                    replays -= 1
                    try:
                        resumed = load(path)
                    except JournalError:
                        if newer_version(path) is not None:
                            continue  # (a newer unotui's: not this one's to judge, cli51 #8)
                        # (else nothing to resume: removed)
                    else:
                        if not resumed.finished and resumed.closed_at is None:
                            continue  # (under way: kept)
                path.unlink()
                removed.append(path)
    return removed


def latest_journal() -> Path | None:
    """The journal in :func:`journal_dir` written last, whatever it holds, or ``None``."""
    found = _journals()
    return found[0][1] if found else None


def _cut_journal() -> Path | None:
    """The newest journal of :func:`journal_dir` set aside when a write to it failed
    (``*.jsonl.cut``), newer than every other journal there; else ``None``."""
    from net.journal import CUT_SUFFIX

    try:
        cut = max(((p.stat().st_mtime, p) for p in journal_dir().glob("*.jsonl" + CUT_SUFFIX)
                   if p.is_file()), default=None)
    except OSError:
        return None
    newest = _journals()
    if cut is None or (newest and newest[0][0] > cut[0]):
        return None
    return cut[1]


def _set_aside_since(opened: Opened | None) -> tuple[float, Path] | None:
    """The journal of the table ``opened`` (the one opened last here, gone now), set aside
    since it opened because a write to it failed (:func:`net.journal.cut_path`), with when
    that was; ``None`` when its journal is where it was, or none was set aside."""
    from net.journal import CUT_SUFFIX

    if opened is None:
        return None
    path = Path(opened.journal)
    if path.exists():
        return None
    if path.name.endswith(CUT_SUFFIX):  # (a cut journal resumed by name, cut again)
        path = path.with_name(path.name[:-len(CUT_SUFFIX)])
    names = [path.with_name(path.name + CUT_SUFFIX),
             *path.parent.glob(f"{glob.escape(path.stem)}-*{path.suffix}{CUT_SUFFIX}")]
    found = []
    for cut in names:
        with contextlib.suppress(OSError):
            if cut.is_file() and (when := cut.stat().st_mtime) >= opened.at:
                found.append((when, cut))
    return max(found, default=None)


def _resume_candidates() -> list[tuple[float, Path]]:
    """The journals ``--resume`` alone looks at, newest first: the :data:`SCAN_JOURNALS` newest
    of :func:`journal_dir`, and the journal of the table opened last (:func:`last_opened`)
    wherever it is — one given with ``--journal`` elsewhere, or a ``.cut`` journal resumed by
    name, which the folder's listing does not hold: "the table opened last had no match under
    way" was said of it, and an older match offered (cli51 #3, #4)."""
    found = _journals()[:SCAN_JOURNALS]
    opened = last_opened()
    if opened is not None:
        path = Path(opened.journal)
        with contextlib.suppress(OSError):
            if path.is_file() and not any(_same_journal(opened.journal, p) for _w, p in found):
                found.append((path.stat().st_mtime, path))
    return sorted(found, reverse=True)


def _journals() -> list[tuple[float, Path]]:
    """The journals in :func:`journal_dir` with the time each was last written, newest first."""
    try:
        found = [(p.stat().st_mtime, p) for p in journal_dir().glob("*.jsonl") if p.is_file()]
    except OSError:
        return []
    return sorted(found, reverse=True)


def clock(epoch: float) -> str:
    """A moment as the operator reads it in the journal lines: ``2026-12-02 15:37``."""
    import time

    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(epoch))
    except (OverflowError, OSError, ValueError):  # (a time no clock shows: 1e20, NaN)
        return "?"


def last_written(path: str | Path) -> str | None:
    """When the file ``path`` was last written (:func:`clock`), or ``None`` if unknown."""
    try:
        return clock(os.path.getmtime(path))
    except (OSError, TypeError, ValueError):
        return None


@dataclass
class Unfinished:
    """A journal whose last match is still under way, replayed (``resumed``)."""

    path: Path
    resumed: Any  #: net.journal.Resumed
    written: float  #: when the file was last written (epoch seconds)

    @property
    def table(self) -> str:
        name = self.resumed.header.get("table")
        return name if isinstance(name, str) and name else "?"

    def when(self) -> str:
        """When it was last written (:func:`clock`)."""
        return clock(self.written)

    @property
    def resume_options(self) -> str:
        """What ``host --resume`` needs besides, to open the table as it was: ``--headless``
        for a table no app hosted (its journal's ``in_app`` false: the command its host was
        told when it stopped has it, ssh44 #6), ``--ssh PORT`` when it had an SSH front door (not
        opened again by itself), ``--no-advertise`` or ``--mdns-interfaces`` as it was
        advertised; else nothing."""
        from net.journal import kept_ssh_port

        header = self.resumed.header
        headless = " --headless" if header.get("in_app") is False else ""
        ssh = kept_ssh_port(header)
        # (advertised again as it was: a table opened with --no-advertise was advertised by
        # the command its lobby notice gave, ssh62 #7; a journal before it says nothing)
        interfaces = header.get("mdns_interfaces")
        where = " --no-advertise" if header.get("advertise") is False else \
            f" --mdns-interfaces {shlex.quote(interfaces)}" if isinstance(interfaces, str) \
            and interfaces else ""
        return headless + (f" --ssh {ssh}" if ssh is not None else "") + where

    @property
    def resume_command(self) -> str:
        """The command that opens this table again as it was: its journal's path quoted for a
        shell (a state folder may hold a space: macOS's "Application Support"), and
        :attr:`resume_options`."""
        from .cli import how_to_run

        return f"{how_to_run()} host --resume {shlex.quote(str(self.path))}{self.resume_options}"

    def started(self) -> str | None:
        """When its match started (:func:`clock`), if the journal says (``started``)."""
        at = self.resumed.header.get("started")
        if isinstance(at, int | float) and not isinstance(at, bool):
            return clock(at)
        return None


#: at most this many of the newest journals are read to find one to resume
SCAN_JOURNALS = 20


def unfinished_journals() -> tuple[Unfinished | None, Unfinished | None]:
    """What ``unotui host --resume`` without a file resumes: the newest journal of
    :func:`journal_dir` whose last match is under way and was not closed by its host (a table
    that went away: its host crashed, was killed or lost its terminal), else ``None``; and the
    newest one an app closed while under way (its host left the match: a ``closed`` line) if it
    is newer than that (``None`` if not),
    which only ``--resume FILE`` opens. Journals of a finished match, unreadable ones and those
    a running table writes (:func:`net.journal.in_use`) are skipped; only the
    :data:`SCAN_JOURNALS` newest are read."""
    from net.journal import JournalError, in_use, last_kind, load

    closed: Unfinished | None = None
    for written, path in _resume_candidates():
        kind = last_kind(path)
        if kind == "over" or (kind == "closed" and closed is not None):
            continue  # (known without replaying it)
        if in_use(path):
            continue  # (a table still running writes it: it went nowhere, ux27 #4)
        try:
            resumed = load(path)
        except JournalError:
            continue
        if resumed.finished:
            continue
        found = Unfinished(path, resumed, written)
        if resumed.closed_at is None:
            return found, closed
        if closed is None:
            closed = found
    return None, closed


#: the file in :func:`state_dir` naming the table this user opened last, and when
LAST_OPENED = "last-table.json"


def open_again_command(table: str, bind: str, port: int, *, headless: bool, advertise: bool,
                       interfaces: str | None, door: str = "") -> str:
    """The command that opens a table called ``table`` again where it listened, ``bind`` and
    ``port``, advertised as it was and with its SSH door, ``door`` (:func:`unotui.cli.door_args`:
    its visitors know only the door's port, review85 #2): what ``--resume`` advises once it
    went away in its lobby (:func:`note_opened`). A bare ``host`` opens on 0.0.0.0:7152 —
    another port than the one its players retry, on every network where its host had chosen
    one (newbie75 #3)."""
    import shlex

    from .cli import how_to_run

    command = (f"{how_to_run()} host{' --headless' if headless else ''} --bind "
               f"{shlex.quote(bind)} --port {port} --name {shlex.quote(table)}")
    if not advertise:
        command += " --no-advertise"
    elif interfaces:
        command += f" --mdns-interfaces {shlex.quote(interfaces)}"
    return command + door


def note_opened(table: str, journal: str | Path | None, again: str | None = None) -> None:
    """Remember that a table called ``table``, writing ``journal``, opened now (best effort:
    never raises), for :func:`resume_file`: a newer table that went away in its lobby writes
    no journal, and ``--resume`` alone then reopened an older table without a word
    (newbie43 #1). The journal, not the name, tells the tables apart: a table resumed under
    another name is the same one, two tables of one name are not (review45 #3). ``again``:
    the command that opens it again where its players look for it
    (:func:`open_again_command`)."""
    import time

    from .settings import write_json

    if journal is None:  # (a table that keeps none: nothing to tell apart)
        return
    with contextlib.suppress(OSError, TypeError, ValueError):
        # (its absolute path: a relative --journal read from another folder named no file,
        # cli51 #4)
        record: dict[str, object] = {"table": table, "at": time.time(),
                                     "journal": os.path.abspath(str(journal))}
        if again:
            record["again"] = again
        # (whole or not at all, and never waiting: written with Path.write_text, a FIFO there
        # hung every host for ever, cli50 #6)
        write_json(state_dir() / LAST_OPENED, record)


class Opened(NamedTuple):
    """The table this user opened last (:func:`note_opened`)."""

    table: str  #: its name
    at: float  #: when (epoch seconds)
    journal: str  #: the journal it writes
    again: str | None = None  #: the command that opens it again where it listened


def last_opened() -> Opened | None:
    """The table this user opened last, if known (:func:`note_opened`)."""
    from .jsonfile import Damaged, read_json

    try:
        data = read_json(state_dir() / LAST_OPENED)
    except (OSError, Damaged):
        return None
    if not isinstance(data, dict):
        return None
    table, at, journal = data.get("table"), data.get("at"), data.get("journal")
    if isinstance(table, str) and isinstance(at, int | float) and not isinstance(at, bool) \
            and isinstance(journal, str) and journal:
        again = data.get("again")
        return Opened(table, float(at), journal, again if isinstance(again, str) else None)
    return None


def _keeps_nothing(journal: str) -> bool:
    """Is ``journal`` a file that keeps no match (``/dev/null``: no regular file)?"""
    try:
        return not stat.S_ISREG(os.stat(journal).st_mode)
    except OSError:
        return False  # (gone: a table that closed in its lobby removed its empty journal)


def _holds_something(path: Path) -> bool:
    """Is the journal ``path`` not empty?"""
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def _same_journal(one: str, other: Path) -> bool:
    """Do ``one`` and ``other`` name one file?"""
    try:
        return os.path.samefile(one, other)
    except OSError:
        return os.path.abspath(one) == os.path.abspath(other)


def _opened_last(opened: Opened) -> str:
    """How :func:`resume_file` names the table opened last here."""
    return f"the table opened last here, {opened.table!r} (at {clock(opened.at)})"


def _nothing_to_resume(opened: Opened) -> str:
    """Why the table opened last, gone now, leaves nothing to resume: it kept no journal (one
    on ``/dev/null``: whatever it played, review63 #2), or it had no match under way."""
    if _keeps_nothing(opened.journal):
        return (f"{_opened_last(opened)}, kept no journal ({opened.journal}): its match cannot "
                "be resumed")
    return f"{_opened_last(opened)}, had no match under way to resume"


def _none_under_way(opened: Opened) -> str:
    """:func:`_nothing_to_resume`, and how to open a table again."""
    from .cli import how_to_run

    if opened.again:  # (the command last: a door's password placeholder ends in a comment)
        return (f"{_nothing_to_resume(opened)}. This opens a table again where its players look "
                f"for it (give it the bots, rules and password it had): {opened.again}")
    # (a table noted before its command was: where it listened is not known)
    return (f"{_nothing_to_resume(opened)}: {how_to_run()} host opens a new table: give it the "
            "--bind and --port the table had for its players to find it where they look")


def _holds_a_match(cut: Path) -> bool:
    """Does the set-aside journal ``cut`` hold a match that was under way — not nothing (its
    very first write failed), nor only an earlier match that ended (the ``match`` line of the
    next one failed: resuming the file opens the finished match's lobby, review65 #1)? A file
    that cannot be read counts as holding one: ``--resume`` of it says what is wrong."""
    from net.journal import JournalError, last_kind, load

    if not _holds_something(cut) or last_kind(cut) == "over":
        return False
    try:
        return not load(cut).finished
    except (JournalError, OSError):
        return True


def _kept_as(cut: Path) -> str:
    """What became of a match whose journal was set aside as ``cut`` (a write failed) while
    the table opened last ran (:func:`_set_aside_since`)."""
    if not _holds_a_match(cut):
        return _kept_nothing(cut)
    return ("stopped keeping its journal when a write failed (a full disk?); what was written "
            f"is kept as {cut}: give --resume that FILE to open the match as it stood then")


def _kept_nothing(cut: Path) -> str:
    """What became of a match whose journal's first write failed: ``cut``, set aside, is empty
    (a table killed before it closed left it, cli52 #8) or holds only an earlier match, which
    ended (review65 #1), and nothing resumes it."""
    held = f"{cut} is empty" if not _holds_something(cut) else \
        f"{cut} holds only an earlier match, which ended"
    return (f"could not keep its journal at all: its first write failed (a full disk?), and "
            f"{held}: its match cannot be resumed")


def _set_aside_newest(cut: Path) -> str:
    """What :func:`resume_file` says of the newest journal here, ``cut``, set aside at a failed
    write (:func:`_cut_journal`) by a table that is not the one opened last: whether it was
    resumed by name since and played on cannot be told, so neither is said (cli52 #10: "stopped
    keeping its journal when a write failed … as it stood then" was said of a match that went
    on after its resume, its journal whole)."""
    if not _holds_a_match(cut):
        return f"no unfinished match to resume: the newest match here {_kept_nothing(cut)}"
    return ("no unfinished match to resume: the newest match here stopped keeping its journal "
            f"once a write to it failed (a full disk?), set aside as {cut} (last written "
            f"{last_written(cut) or '?'}) — and may have been resumed by name from that file and "
            "played on since: give --resume that FILE to open the match where the file leaves it")


def in_journal_dir(spec: str) -> str:
    """``spec``, a journal ``--resume`` was given: a bare file name that names no file here but
    one in the tables' folder (:func:`journal_dir`) is that one — how a long path is written in
    the command a closed table's dialog shows (:func:`unotui.cli.folded_command`)."""
    import os

    if os.sep in spec or os.path.lexists(spec):
        return spec
    there = journal_dir() / spec
    with contextlib.suppress(OSError, ValueError):
        if there.is_file():
            return str(there)
    return spec


def resume_file(spec: str | bool) -> str:
    """The journal ``unotui host --resume`` means: ``spec`` itself (a name alone, of a file
    not here, in the tables' folder: :func:`in_journal_dir`), or with no file given
    (``True``, or ``""``) the newest journal of a match under way that its host did not close
    (:func:`unfinished_journals`) — unless the table opened last here (:func:`last_opened`),
    gone now, had none under way (a table that runs now, such as one resumed before, is not
    that one). Raises ``net.journal.JournalError`` saying why when there is none, or when
    the journal is one a running table writes (:func:`net.journal.in_use`: two hosts of one
    table would each deal its cards)."""
    from net.journal import JournalError, busy_reason, in_use

    if isinstance(spec, str) and spec:
        spec = in_journal_dir(spec)
        if in_use(spec):  # (said early; the lock the table takes as it opens is what decides)
            raise JournalError(busy_reason(spec))
        return spec
    found, closed = unfinished_journals()

    newer = last_opened()
    still_open = None  #: the table opened last, when it runs now
    if newer is not None and in_use(newer.journal):
        # (the table opened last runs now — a table resumed, or opened, since —: it went
        # nowhere, and says nothing of the matches that wait; a second --resume alone said it
        # "had no match under way to resume", cli50 #5)
        still_open, newer = newer, None
    cut = _set_aside_since(newer)
    if cut is not None and (found is None or cut[0] > found.written):
        # (its journal set aside as a write failed: it had a match under way, and its file is
        # named — "had no match under way" was said, and an older match offered, review61 #2)
        also = "" if found is None else (
            f". An older unfinished match, of {found.table!r} (journal {found.path}, last "
            f"written {found.when()}), waits too: {found.resume_command}")
        assert newer is not None
        raise JournalError(f"{_opened_last(newer)}, {_kept_as(cut[1])}{also}")
    if found is not None and newer is not None and closed is not None \
            and _same_journal(newer.journal, closed.path):
        # (the table opened last is the match its host closed, newer than the one that went
        # away: "had no match under way" was said of it, and its close screen's command never
        # named, tmux64)
        raise JournalError(
            f"{_opened_last(newer)}, was closed by its host with its match under way (journal "
            f"{closed.path}, last written {closed.when()}); to open it again: "
            f"{closed.resume_command}. An older unfinished match, of {found.table!r} (journal "
            f"{found.path}, last written {found.when()}), waits too: {found.resume_command}")
    if found is not None and newer is not None and newer.at > found.written \
            and not _same_journal(newer.journal, found.path):
        # (the table opened last is another, opened after this journal was last written: it
        # went away before its match began, and "resume" means that one to the player)
        raise JournalError(
            f"{_nothing_to_resume(newer)}. The newest unfinished match is that of {found.table!r} "
            f"(journal {found.path}, last written {found.when()}); to open it: "
            f"{found.resume_command}")
    if found is not None:
        return str(found.path)

    # (a table creates its journal as it opens, cli50 #1: one still empty is a table in its
    # lobby, no match under way)
    running = next((path for _at, path in _journals()[:SCAN_JOURNALS]
                    if in_use(path) and _holds_something(path)), None)
    if running is None and still_open is not None \
            and _holds_something(Path(still_open.journal)):
        # (its journal elsewhere, --journal ~/den.jsonl: "no table has written a journal here
        # yet" was said of the table that runs, cli53 #9)
        running = Path(still_open.journal)
    if running is not None and closed is None:
        raise JournalError(f"no table went away to resume: the journal of a match under way "
                           f"({running}) belongs to a table still open, whose host is running")

    if closed is not None:
        older = ""
        if newer is not None and newer.at > closed.written \
                and not _same_journal(newer.journal, closed.path):
            # (the table that went away last had no match under way — it was in its lobby —:
            # said first, and how to open a table again; the closed match named only after,
            # newbie47 #2: it read as if that were the table that had just gone away)
            older = f"{_none_under_way(newer)}. An older "
        raise JournalError(
            (older or "the newest ") +
            f"unfinished match, of {closed.table!r} (journal {closed.path}, last "
            f"written {closed.when()}), was closed by its host; to open it again: "
            f"{closed.resume_command}")
    cut = _cut_journal()
    if cut is not None:  # (a write failed: set aside, net.journal.Journal._set_aside)
        raise JournalError(_set_aside_newest(cut))
    if newer is not None:  # (a table that closed in its lobby removed its empty journal: "no
        # table has written a journal here yet" was said a moment after one was opened, cli51)
        raise JournalError(_none_under_way(newer))
    if still_open is not None:  # (in its lobby, its journal elsewhere, cli53 #9)
        raise JournalError(f"no table went away to resume: {_opened_last(still_open)}, is still "
                           f"open, its host running (journal {still_open.journal})")
    if latest_journal() is None:
        raise JournalError("no table has written a journal here yet: give --resume a FILE")
    raise JournalError(f"no unfinished match to resume in {journal_dir()} (the matches there "
                       "ended; a table that went away in its lobby writes no journal): give "
                       "--resume a FILE")


def journal_taken(spec: str) -> str | None:
    """Why a new table (``host --journal FILE``, no ``--resume``) may not write the journal
    ``spec``, in one line, or ``None``: it is the journal of a table still open
    (:func:`net.journal.in_use`), or its last match is under way (closed by its host or not),
    which appending a new match would bury for good (cli49 #2: ``--resume FILE`` then opened
    the new table's match) — said with the command that opens it again. A new file, a finished
    match's journal (its next match is appended) and a file no match can be resumed from are
    ``None``."""
    from net.journal import JournalError, in_use, load, newer_version

    if not spec.strip():  # (an unset variable in a script: the default journal was written
        # without a word, as --bind '' listened everywhere, cli53)
        return ("an empty --journal (an unset variable?) names no file: give a FILE, or leave "
                "the option out for a new journal in the state folder")
    path = Path(spec).expanduser()
    if in_use(path):
        return (f"{spec} is the journal of a table that is still open: its host is running "
                "(give another --journal)")
    try:
        if not path.is_file():
            return None
    except OSError as exc:  # (a name too long, a folder it may not enter: pathlib raised, and
        # the command line showed a traceback, cli53 #2)
        return f"cannot use the journal {spec}: {exc.strerror or exc} (give another --journal)"
    try:
        resumed = load(path)
        written = path.stat().st_mtime
    except (JournalError, OSError):
        version = newer_version(path)
        if version is not None:  # (a new match appended to it would bury its last one,
            # which this unotui cannot tell finished, cli51 #1)
            return (f"{spec} holds a match of a newer unotui (journal version {version}): give "
                    "a new table another --journal")
        return None  # (a file that is no journal is refused as the table opens: Journal.open)
    if resumed.finished:
        return None
    found = Unfinished(path, resumed, written)
    return (f"{spec} holds the unfinished match of {found.table!r} (last move {found.when()}): "
            f"{found.resume_command} opens it again; give a new table another --journal")


def waiting_match() -> Unfinished | None:
    """The unfinished match ``host --resume`` without a file would open, for the hint a new
    table gives; ``None`` when there is none or the journals cannot be read (a hint is never
    in the way of opening a table)."""
    try:
        return unfinished_journals()[0]
    except Exception:
        return None


def unfinished_hint() -> str | None:
    """For a host opening a new table: the line that says an unfinished match (the one
    ``host --resume`` without a file would open) waits in the journals, or ``None``."""
    found = waiting_match()
    if found is None:
        return None

    started = found.started()
    when = (f"started {started}, last move {found.when()}" if started
            else f"last move {found.when()}")
    # (its journal named: this very table, opened now, is the one opened last, and --resume
    # alone would then not take that older match, newbie43 #1)
    return (f"An unfinished match of {found.table!r} ({when}, journal {found.path}) can be "
            f"resumed: {found.resume_command}")


#: a table's name longer than the protocol allows is cut at its last space when that keeps at
#: least this many of its characters (newbie82 #7), else at the limit itself
NAME_KEPT_AT_A_SPACE = 30


def fitted_table_name(name: str) -> str:
    """``name`` as a table opened with it is called: cleaned as the host cleans it
    (:func:`net.protocol.clean_text`) and, when longer than :data:`net.host.MAX_TABLE_NAME`
    (40 characters, docs/PROTOCOL.md), cut at its last space that keeps at least
    :data:`NAME_KEPT_AT_A_SPACE` of them ("… for the Friday", not "… for the Friday ev",
    newbie82 #7), else at the limit. The app's tables and ``host --headless``'s alike, so that
    one ``--name`` names the same table either way."""
    from net.host import MAX_TABLE_NAME

    whole = _cleaned_name(name)
    if len(whole) <= MAX_TABLE_NAME:
        return whole
    space = whole.rfind(" ", 0, MAX_TABLE_NAME + 1)  # (a space just after the limit too)
    kept = whole[:space].rstrip(" ,;:-\u2013\u2014") if space > 0 else ""
    if len(kept) >= NAME_KEPT_AT_A_SPACE:
        return kept
    return whole[:MAX_TABLE_NAME].rstrip()


def name_was_cut(name: str) -> bool:
    """Whether a table opened with ``name`` is called by less of it than was given (its name
    too long: :func:`fitted_table_name`); not when it was only cleaned (an emoji's joiners
    dropped, spaces collapsed: review47 #6)."""
    from net.host import MAX_TABLE_NAME

    return len(_cleaned_name(name)) > MAX_TABLE_NAME


def _cleaned_name(name: str) -> str:
    """``name`` cleaned as the host cleans a table's (:func:`net.protocol.clean_text`), whole:
    what :func:`fitted_table_name` cuts and :func:`name_was_cut` measures."""
    from net.host import MAX_TABLE_NAME
    from net.protocol import clean_text

    return clean_text(name, len(name) + MAX_TABLE_NAME)  # (cleaning never lengthens much)


def opening_notice(resume: Any, journal: str | None, door: Any = None) -> str | None:
    """What the app says once as it opens a table it hosts (what ``unotui host`` prints for a
    headless one): which table and journal a resumed one came from; for a new table, that an
    unfinished match waits in the journals, with the command that resumes it — so that a host
    restarting a crashed table the obvious way does not abandon its match unawares. A resumed
    table that had an SSH front door, opened without one (``door``: this app's door port, or
    ``None``), says so and how to open it with its door (away35 #2: its SSH players were told
    to connect again, and found the port closed)."""
    from .cli import how_to_run

    if resume is not None:
        from net.journal import kept_ssh_port

        table = resume.header.get("table") or "?"
        when = last_written(journal) if journal else None
        if when is None:
            said = _("Resumed {table} from its journal.", table=table)
        else:  # (the journal's long path last, on a line of its own, below: in the sentence
            # it was wrapped into it, "已从日志" / "/work/…/table-2026120" / "7-….jsonl 恢复「…」
            # （最后写入于", newbie91 #2)
            said = _("Resumed {table} (last written {when}).", table=table, when=when)
        had = kept_ssh_port(resume.header)
        if had is not None and door is None:
            said = sentences(said, _(
                "It had an SSH front door on port {port}, which is not open now: its SSH "
                "players cannot come back until it is. Leave, then open it with {command} host "
                "--resume {path} --ssh {port}.", port=had, command=how_to_run(),
                path=shlex.quote(journal) if journal else "FILE"))
        if when is not None:
            said += "\n" + _("Its journal: {path}", path=journal)
        return said
    found = waiting_match()
    if found is None:
        return None
    return _("An unfinished match of {table} (last move {when}) waits: "
             "{command} host --resume {path} opens it again.", table=found.table,
             when=found.when(), command=how_to_run(),
             path=shlex.quote(str(found.path)) + found.resume_options)


def resumed_token(resumed: Any, player: str) -> str | None:
    """The token that gives ``player`` back their seat at a resumed table: the seat of a player
    of that name, else — when an app hosted the table (its journal says ``in_app``) — the
    owner's, the seat of that app's player; ``None`` otherwise (a headless table's journal
    opened in an app: its player joins as a newcomer, never in a guest's seat)."""
    tokens = {str(s.get("token")): str(s.get("name")) for s in resumed.seats
              if s.get("kind") == "human" and s.get("token")}
    named = next((t for t, name in tokens.items() if name == player), None)
    if named is not None:
        return named
    owner = resumed.header.get("owner")
    if resumed.header.get("in_app") is True and isinstance(owner, str) and owner in tokens:
        return owner
    return None


class HostingError(Exception):
    """The table could not be opened; the message says why in one line."""


@dataclass
class LobbySession:
    """A connection to a table, and the table itself when this app hosts it."""

    client: Any
    host: Any = None  #: net.host.Host when hosting
    address: str | None = None  #: what others type to join (HOST:PORT)
    advertise: bool = False  #: advertise the table on the LAN once the lobby shows
    preset_name: str | None = None
    mdns_interfaces: str | None = None  #: where (:attr:`HostPlan.mdns_interfaces`)
    #: the lobby took the place of a table screen that had none below it (a local game after
    #: its match): leaving it goes where leaving that table would (the menu, or the end)
    replaces_table: bool = False
    #: said once as the lobby opens (the app hosts it): the journal a resumed table came from,
    #: or that an unfinished match waits to be resumed (:func:`opening_notice`)
    notice: str | None = None

    closed: bool = False
    _closer: Any = field(default_factory=TableCloser, repr=False, compare=False)

    def hosted_rules(self) -> Any:
        """The rules the hosted table plays by now (edited in its lobby too), or ``None`` when
        this app does not host it."""
        table = getattr(self.host, "table", None)
        return getattr(table, "rules", None)

    def hosted_think(self) -> float | None:
        """How long the hosted table's hard bots may think now (set in its lobby too, h), or
        ``None`` when this app does not host it."""
        cfg = getattr(getattr(self.host, "table", None), "cfg", None)
        think = getattr(cfg, "think", None)
        if isinstance(think, bool) or not isinstance(think, int | float):
            return None
        return float(think)

    def hosted_bots(self) -> tuple[int, tuple[str, ...]] | None:
        """The hosted table's seats now (its lobby's number, set there too) and the level of
        each of its bots, in seat order (added there with b, removed with k, a resumed
        journal's), or ``None`` when this app does not host it. A stand-in, the bot playing for
        a player who left, is not one of the table's bots."""
        table = getattr(self.host, "table", None)
        seats, count = getattr(table, "seats", None), getattr(table, "lobby_seats", None)
        if not isinstance(seats, list) or isinstance(count, bool) or not isinstance(count, int):
            return None
        return count, tuple(str(s.bot_kind) for s in seats
                            if getattr(s, "kind", None) == "bot"
                            and not getattr(s, "stand_in", False))

    async def close(self) -> None:
        """Close the table when hosting, then the connection (:class:`.link.TableCloser`:
        once, however often asked; never raises)."""
        self.closed = True
        await self._closer.close(self.host, self.client)


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses others on the LAN can reach (read locally, no traffic)."""
    from net.discovery import lan_addresses as read_addresses

    return read_addresses()


def joined_place(table: object, address: str | None) -> str:
    """How a joined table is named to its guest: its name, and the address it was joined at
    unless that is this machine's loopback (an SSH visitor's app joins through ``127.0.0.1``,
    an address that means nothing on the visitor's own machine). Without a name: the address."""
    name = table.strip() if isinstance(table, str) and table.strip() else None
    if name is None:
        return address or ""
    if not address or loopback_address(address):
        return name
    return _("{table} at {address}", table=name, address=address)


def loopback_address(address: str) -> bool:
    """Is ``HOST:PORT`` on this machine's loopback (``127.0.0.1``, ``[::1]``, ``localhost``)?
    Any spelling the resolver reads so without asking a name server is: ``127.1``,
    ``2130706433``, ``0x7f000001``, ``127.0.0.01``, ``::ffff:127.0.0.1``, ``localhost.``,
    ``ip6-localhost`` (review77 #1, net57 #5). A full-width colon is read as
    :func:`parse_address` reads it."""
    host = _host_of(address)
    ip = _ip_of(host)
    if ip is None:
        name = host.casefold().rstrip(".")
        return name in _LOOPBACK_NAMES or name.endswith(".localhost")
    mapped = getattr(ip, "ipv4_mapped", None)  # ::ffff:127.0.0.1
    return bool((mapped or ip).is_loopback)


#: names of the loopback in every resolver (RFC 6761: ``localhost`` and names under it)
_LOOPBACK_NAMES = frozenset({"localhost", "ip6-localhost", "ip6-loopback"})
#: other names the resolver took to this machine, learnt as tables were joined at them
#: (:func:`learn_this_machine`)
_NAMES_OF_THIS_MACHINE: set[str] = set()


def _ip_of(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """``host`` as an IP address, the short and numeric IPv4 forms ``connect`` takes too
    (``127.1``, ``2130706433``, ``0x7f000001``, leading zeros: ``inet_aton``'s), else None."""
    import socket

    try:
        return ipaddress.ip_address(host.partition("%")[0])
    except ValueError:
        pass
    if not host or not host.isascii() or not all(c.isalnum() or c == "." for c in host):
        return None
    try:
        return ipaddress.IPv4Address(socket.inet_aton(host))
    except OSError:
        return None


def this_machine(address: str) -> bool:
    """Is ``HOST:PORT`` an address of this machine: its loopback (:func:`loopback_address`),
    an unspecified address (``0.0.0.0``, ``::``: a connection to it reaches this machine),
    one of its LAN addresses (:func:`lan_addresses`, the one a table listening on every
    network is listed at), its host name, or a name a join learnt is this machine's
    (:func:`learn_this_machine`)?"""
    import socket

    if loopback_address(address):
        return True
    host = _host_of(address)
    ip = _ip_of(host)
    if ip is not None:
        return ip.is_unspecified or str(ip) in lan_addresses()
    name = host.casefold().rstrip(".")
    return name == socket.gethostname().casefold().rstrip(".") or name in _NAMES_OF_THIS_MACHINE


async def learn_this_machine(host: str) -> None:
    """Ask the resolver, off the event loop, whether the name ``host`` reaches this machine,
    and remember it if so (:func:`this_machine` then says so): a name of its own that
    ``/etc/hosts`` gives it, typed for a table here, is this machine's table. An address, or
    a name that does not resolve within 3 s, teaches nothing."""
    import socket

    if _ip_of(host) is not None or this_machine(f"{host}:0"):
        return
    try:
        found = await asyncio.wait_for(asyncio.get_running_loop().getaddrinfo(
            host, None, type=socket.SOCK_STREAM), 3.0)
    except (TimeoutError, OSError, UnicodeError, ValueError):
        return
    if any(this_machine(f"[{info[4][0]}]:0") for info in found):
        _NAMES_OF_THIS_MACHINE.add(host.casefold().rstrip("."))


def _host_of(address: str) -> str:
    """The host part of ``HOST:PORT`` (``[::1]:PORT`` too), a full-width colon read as
    :func:`parse_address` reads it, and full-width digits and letters as the resolver reads
    them (NFKC: "１２７.0.0.1", as a Chinese input method types it, review78 #2)."""
    import unicodedata

    host = address.strip().replace("\uff1a", ":").rsplit(":", 1)[0].strip("[]")
    return unicodedata.normalize("NFKC", host)


def join_address(bind: str, port: int) -> str:
    """The ``HOST:PORT`` to show for a table listening on ``bind:port``."""
    if bind in ("0.0.0.0", "::", ""):
        lan = lan_addresses()
        host = lan[0] if lan else "127.0.0.1"
    else:
        host = bind
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (IPv6 as ``[::1]:PORT``), as :func:`join_address` shows it, -> ``(host, port)``.

    Raise ``ValueError`` whose text tells the player what is wrong: the port, or the whole
    address. (The one reader of an address: the join screen, ``unotui join``, its ``--text``
    client and the SSH door all use it.)
    """
    # (a Chinese keyboard's full-width colon and digits, "127.0.0.1：７１５２", read as typed:
    # int() reads those digits; str.isdigit also takes "²" for a digit, which int() refuses —
    # "invalid literal for int()" was said, cli53 #10 —, str.isdecimal does not, review67 #2)
    host, sep, port = text.strip().replace("：", ":").rpartition(":")
    if not port.isdecimal():
        sep = ""
    if sep and host and not 0 < int(port) < 65536:  # (newbie42 #10)
        raise ValueError(_("{port} is no port: a port is a number from 1 to 65535 (the table's "
                           "is 7152 unless its host chose another).", port=port))
    if not sep or not host or not _host_name(host.strip("[]")):
        # (a host that is no name — "192.168..20", a dot typed twice; a label over 63
        # characters; a right-to-left mark —: the resolver's idna codec raised UnicodeError, a
        # traceback in ``join --text`` and "The table refused: encoding with 'idna' codec
        # failed" on the join screen, of a table never asked, cli53 #3)
        raise ValueError(_("“{text}” is not an address: type HOST:PORT, e.g. 192.168.1.20:7152.",
                           text=visible(text.strip())))
    return host.strip("[]"), int(port)


def _host_name(host: str) -> bool:
    """Can ``host`` be looked up: does the resolver's ``idna`` codec take it, as
    ``getaddrinfo`` encodes it (an IPv6 address passes)?"""
    try:
        host.encode("idna")
    except UnicodeError:
        return False
    return True


def listen_failure(exc: OSError, bind: str, port: int, any_port: bool = True) -> str:
    """Why a table could not listen on ``bind``:``port``, in words, with the way out: the OS's
    own text ("error while attempting to bind on address ('0.0.0.0', 7404): address already in
    use") ran off an 80-column screen and named no fix. ``any_port`` false: port 0 is no way
    out (an SSH door sends its visitors to a fixed port, review37 #8)."""
    import errno
    import socket

    if exc.errno == errno.EADDRINUSE:
        if not any_port:
            return _("Port {port} is in use: choose another.", port=port)
        return _("Port {port} is in use: choose another (0: any free port).", port=port)
    if exc.errno == errno.EACCES:
        return _("Port {port} needs administrator rights: choose one above 1023 (0: any free "
                 "port).", port=port)
    # (a name or number the resolver cannot take: ``socket.create_server`` re-raises its
    # gaierror as a plain OSError whose errno is the resolver's, negative (EAI_NONAME -2), and
    # the table said "Unknown error -2. Try another port", cli49 #4)
    resolver = isinstance(exc, socket.gaierror) or (exc.errno is not None and exc.errno < 0)
    if exc.errno == errno.EADDRNOTAVAIL or resolver:
        return _("{bind} is not an address of this computer: give another with --bind.",
                 bind=bind)
    reason = os.strerror(exc.errno) if exc.errno else str(exc) or type(exc).__name__
    return _("Cannot open the table on port {port}: {error}. Try another port (0 picks a free "
             "one).", port=port, error=reason)


def own_authorized_keys() -> Path | None:
    """This user's ``~/.ssh/authorized_keys`` when it is a file: the Host form's SSH door may
    admit only the keys in it."""
    path = Path.home() / ".ssh" / "authorized_keys"
    return path if path.is_file() else None


async def open_door(plan: HostPlan, ssh_port: int, keys: Path | None,
                    ascii_only: bool = False) -> tuple[Any, Any]:
    """Open an SSH front door on ``plan.bind``:``ssh_port`` that sends its visitors to the table
    ``plan`` opens (on ``plan.port``, fixed: not 0), admitting anyone who reaches it or, with
    ``keys``, only the keys in that ``authorized_keys`` file; its other options are
    ``unotui host --ssh``'s defaults (``ascii_only``: its visitors' games drawn in ASCII, as
    the app's, review37 #9). Returns the running
    :class:`unotui.ssh.server.DoorThread` (its :meth:`~unotui.ssh.server.DoorThread.stop`
    closes it) and the door's options as ``host --ssh`` would have them (for its journal and
    the command that resumes the table); :class:`HostingError` says why it could not open.
    The Host form's door, as ``host --ssh`` opens one from the command line (ssh36 #3)."""
    import argparse

    from .commands.serve_ssh import add_door_arguments, door_config, door_target
    from .ssh.server import DoorError, DoorThread

    parser = argparse.ArgumentParser(add_help=False)
    add_door_arguments(parser)
    args = parser.parse_args([])
    args.authorized_keys = str(keys) if keys is not None else None
    args.ssh_password = None  # (the form asks no login password: the table's own is asked)
    args.ascii = ascii_only
    try:
        thread = DoorThread(door_config(args, plan.bind, ssh_port,
                                        door_target(plan.bind, plan.port)))
        starting = asyncio.ensure_future(asyncio.to_thread(thread.start))
        try:
            await asyncio.shield(starting)
        except asyncio.CancelledError:
            # (its opener gave up while it opened: closed as soon as it is open, review37b #5)
            def close(done: asyncio.Future[Any]) -> None:
                if not done.cancelled() and done.exception() is None:
                    thread.stop_soon()

            starting.add_done_callback(close)
            raise
    except (ValueError, DoorError) as exc:
        raise HostingError(_("The SSH door could not open: {error}", error=str(exc))) from None
    return thread, args


async def host_table(plan: HostPlan, player: str) -> LobbySession:
    """Open ``plan``'s table in this process, seat ``player`` at it (in memory, as its host) and
    fill the last seats with bots. Raises :class:`HostingError` (e.g. the port is in use)."""
    from core.rules import Rules
    from net.client import Client
    from net.host import Host, TableConfig
    from net.local import local_connector

    # (before this table writes a journal)
    notice = opening_notice(plan.resume, plan.journal, plan.extra.get("ssh_port"))
    # (a copy: the table plays on from its state, and the plan's stays as the journal left it)
    resumed = copy.deepcopy(plan.resume)
    seats = len(resumed.seats) if resumed is not None else plan.seats
    if name_was_cut(plan.table_name):  # (its host is told, as host --headless's is: the name
        # they typed was cut without a word, mid-word, newbie82 #7)
        from net.host import MAX_TABLE_NAME

        notice = sentences(_("Your table's name was cut to “{name}”: a table's name has at "
                             "most {limit} characters.", name=fitted_table_name(plan.table_name),
                             limit=MAX_TABLE_NAME), notice or "")
    config = TableConfig(name=fitted_table_name(plan.table_name), seats=seats, rules=plan.rules or Rules(),
                         password=plan.password, seed=plan.seed, think=plan.think,
                         bot_delay=plan.bot_delay, round_pause=plan.round_pause,
                         journal=Path(plan.journal) if plan.journal else new_journal_path(),
                         in_app=True, advertise=plan.advertise,
                         mdns_interfaces=plan.mdns_interfaces, **plan.extra)
    try:
        host = Host(config, resumed)
    except ValueError as exc:
        raise HostingError(str(exc)) from None
    from .launch import ssh_door

    if ssh_door() is not None:
        # (an SSH visitor's table: its journal goes with the session's folder, so a match its
        # host closes cannot be opened again, and its guests are not told it can be —
        # net.host.Table.shutdown_message's ``reopens``)
        host.table.reopenable = False
    try:
        bind, port = await host.start_server(plan.bind, plan.port)
    except BaseException as exc:
        # (closed, a resumed match was marked ended: the form no longer offered it, review38 #1)
        await asyncio.shield(finish_soon(host.abandon()))
        if not isinstance(exc, OSError):
            raise  # (cancelled: the opening was given up, and the table closes all the same)
        raise HostingError(listen_failure(exc, plan.bind, plan.port,
                                          any_port=not plan.extra.get("ssh_port"))) from None
    from .cli import door_args_of

    note_opened(host.table.cfg.name, host.table.cfg.journal, again=open_again_command(
        host.table.cfg.name, bind, port, headless=False, advertise=plan.advertise,
        interfaces=plan.mdns_interfaces,
        door=door_args_of(plan.extra.get("ssh_port"), plan.extra.get("ssh_access"))))
    # (at a resumed table the host's own seat comes back, hand and all)
    token = resumed_token(resumed, player) if resumed is not None else None
    # (the owner sits down as anyone does: with the table's password, when it has one)
    client = Client(local_connector(host), player, password=plan.password, token=token)
    try:
        await client.connect()
    except BaseException as exc:
        # (as above; an opening given up here — the Host form's Escape — left a table
        # listening with no owner, review58)
        await asyncio.shield(finish_soon(host.abandon()))
        if not isinstance(exc, Exception):
            raise
        raise HostingError(_("Could not sit down at your own table: {error}",
                             error=str(exc) or type(exc).__name__)) from None
    if resumed is None:
        for k, seat in enumerate(range(plan.seats - plan.bots, plan.seats)):
            host.table.add_bot(plan.level_of(k), seat)
    host.table.broadcast_lobby()
    return LobbySession(client, host, join_address(bind, port), plan.advertise, plan.preset_name,
                        mdns_interfaces=plan.mdns_interfaces, notice=notice)
