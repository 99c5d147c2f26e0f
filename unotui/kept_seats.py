"""Seats this player holds at tables, kept on disk so that an app started again gets its seat back.

A table knows a returning player by the token its ``welcome`` gave (docs/PROTOCOL.md, "Token").
A running client reconnects with it by itself; this module keeps it for the next *process*: the
app that was killed, whose terminal was closed, or that was told the table closed before its host
resumed the match (``unotui host --resume``).

The tokens live in ``seats.json`` beside the settings (:func:`unotui.settings.config_dir`), one
entry per table address and player name, with the id of the process that holds the seat (and,
where ``/proc`` says it, when that process started: :func:`running`) and when it was kept.
Joining the same address under the same name offers the token: the host gives
the seat, hand and name back, or treats an unknown token as a newcomer's (a player who was
kicked is forgotten by the host, and so is one who left in the lobby or whose match has ended
since; so is every seat of a table that closed for good, which this app forgets too when told
so: :func:`forget_closed`). The token stays here when the player
leaves a table: a player who left a match under way by mistake gets the seat back by joining
again before that match ends (the stand-in bot steps aside; docs/PROTOCOL.md, ``leave``), in
this app or in one started later; but a seat left in the table's lobby (or after its match)
is given up, and forgotten here too (:func:`forget`). The same table reached by another of its
addresses (``localhost`` for ``127.0.0.1``) sends the player to the address where the seat is
kept (:func:`sit_where_kept`): a token goes only where it was given. A seat held by another app of this user
that is still running is not offered: that connection would be replaced. A watcher's token is kept too (marked
``watching``): it is offered again, but never called a seat (:func:`seat_for`,
:func:`seat_names`). Entries older than :data:`MAX_AGE` are dropped, and at most
:data:`MAX_ENTRIES` are kept. Nothing here ever raises: a file that cannot be read or written
only means no seat is kept.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
from pathlib import Path
from typing import Any, NamedTuple

from . import settings as settings_mod
from .jsonfile import Damaged, read_json

#: the file, in the settings folder
FILE = "seats.json"
#: seconds a kept seat is worth offering (a match rarely lasts longer)
MAX_AGE = 24 * 3600.0
#: the most seats kept (the newest)
MAX_ENTRIES = 32


def path() -> Path:
    return settings_mod.config_dir() / FILE


#: the names a table gives a second player of one name ("Zoe 2" …) looked through for this
#: app's own kept seat (:func:`token_for`)
TWINS = 8


def _key(address: str, name: str) -> str:
    return f"{address.strip().lower()}|{name}"


#: between an entry's key and the identity of the closed table whose seat it keeps aside
#: (:func:`keep`): a character no name holds
ASIDE = "\x1f"


def key_parts(key: str) -> tuple[str, str, str | None]:
    """An entry's key read back (:func:`_key`, and :data:`ASIDE` with a table's identity for a
    seat kept aside): its address, its name, and that identity (``None``: not kept aside).
    The one reader of keys, here and in the SSH door's sessions."""
    address, _bar, rest = key.partition("|")
    name, aside, table_id = rest.partition(ASIDE)
    return address, name, table_id if aside else None


def _aside(address: str, name: str) -> list[dict[str, Any]]:
    """The seats kept aside at ``address`` for ``name`` — of matches their hosts closed, which
    a later table there took the place of (:func:`keep`) —, newest first."""
    prefixes = tuple(_key(where, name) + ASIDE for where in loopback_aliases(address))
    return sorted((e for k, e in _load().items()
                   if k.startswith(prefixes) and e.get("watching") is not True),
                  key=lambda e: -e["at"])  # (no watcher's token, set aside by an older app)


def _entry(address: str, name: str) -> dict[str, Any] | None:
    """The entry kept at ``address`` for ``name`` — under any of its loopback names
    (:func:`loopback_aliases`: one address is one address everywhere, review90 #5) —, or
    ``None``."""
    entries = _load()
    return next((e for where in loopback_aliases(address)
                 if (e := entries.get(_key(where, name))) is not None), None)


def _here(address: str) -> set[str]:
    """``address`` and its loopback names, as keys hold them (:func:`key_parts`)."""
    return {_key(where, "")[:-1] for where in loopback_aliases(address)}


#: the seats file as last read: ((path, inode, size, mtime, ctime), its entries). The join list
#: asks for every row, three times a row, each time the LAN changes: read once while unchanged
_read: tuple[tuple[str, int, int, int, int], dict[str, dict[str, Any]]] | None = None


def _load() -> dict[str, dict[str, Any]]:
    """The entries of the seats file not too old to offer (copies: the caller's to change)."""
    global _read
    where = path()
    try:
        st = os.stat(where)
        stamp = (str(where), st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        if _read is None or _read[0] != stamp:
            _read = (stamp, entries_of(read_json(where)))
    except (OSError, Damaged):  # (damaged: offered nothing, and written anew, harden41 #3)
        return {}
    now = time.time()
    return {key: dict(entry) for key, entry in _read[1].items()
            if 0 <= now - entry["at"] <= MAX_AGE}


def parse(text: str) -> dict[str, dict[str, Any]]:
    """The well-formed entries of a seats file's ``text`` (a token, and when it was kept)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    return entries_of(data)


def entries_of(data: Any) -> dict[str, dict[str, Any]]:
    """The well-formed entries of a seats file's value (see :func:`parse`)."""
    if not isinstance(data, dict):
        return {}
    return {key: entry for key, entry in data.items()
            if isinstance(key, str) and isinstance(entry, dict)
            and isinstance(entry.get("token"), str) and isinstance(entry.get("at"), int | float)}


def process_start(pid: int) -> str | None:
    """What tells the process ``pid`` from another given the same number later — after it
    ended, or after a reboot: this boot's id and the time the process started (in clock ticks
    since the boot), as Linux's ``/proc`` says them; ``None`` where they cannot be read (no
    ``/proc``: macOS, the BSDs)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            text = stat.read()
        # (the command's name, in parentheses, may hold spaces and ")": fields after the last)
        started = text[text.rindex(b")") + 2:].split()[19].decode("ascii")
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as boot:
            booted = boot.read().strip()
    except (OSError, ValueError, IndexError, UnicodeDecodeError):
        return None
    return f"{booted}/{started}" if booted and started.isdigit() else None


def running(pid: Any, started: Any = None) -> bool:
    """Is ``pid`` a running process (this one included)? One of another user counts too.
    ``started``: what :func:`process_start` said of that process when it was noted, if
    anything: a process now holding that number that started at another time (or before
    another boot) is another program — after a reboot, the number of a door killed with the
    machine is soon another program's (ssh63). Where that cannot be told (no ``/proc``), the
    number alone says."""
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        pass  # (exists, another user's: not ours to offer either, unless another program)
    if isinstance(started, str) and started:
        now = process_start(pid)
        if now is not None and now != started:
            return False
    return True


def _alive(entry: dict[str, Any]) -> bool:
    """Is the app that kept ``entry`` (its ``pid``, and when it ``started``) running, and not
    this one? A process given its id since (after a reboot) is not it (:func:`running`)."""
    pid = entry.get("pid")
    return pid != os.getpid() and running(pid, entry.get("started"))


#: when this process started (:func:`process_start`), noted with each seat it keeps: by id
#: (a forked child is another process)
_started: dict[int, str | None] = {}


def _own_start() -> str | None:
    pid = os.getpid()
    if pid not in _started:
        _started[pid] = process_start(pid)
    return _started[pid]


#: the names of this machine's loopback that reach one listening port (``localhost`` is
#: 127.0.0.1, or ``::1`` where the table listens there too)
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "[::1]")


def loopback_aliases(address: str) -> list[str]:
    """``address`` first, then, when it is this machine's loopback (:data:`LOOPBACK_HOSTS`),
    the same port under its other loopback names: one socket, so a seat's token kept under one
    is sent to the same table under another — a player who left by ``127.0.0.1:PORT`` and came
    back by ``localhost:PORT`` sat down as a newcomer watching first, "Gina 2 is watching",
    before being taken to the seat (newbie82 #3). No other address counts: a token is sent
    only where it was given (:func:`kept_at_other_address`). Every lookup of a kept seat reads
    an address through it (review90 #5)."""
    host, colon, port = address.strip().lower().rpartition(":")
    if not colon or host not in LOOPBACK_HOSTS or not port.isdigit():
        return [address]
    return [address] + [f"{h}:{port}" for h in LOOPBACK_HOSTS if h != host]


def token_for(address: str, name: str, *, seat_only: bool = False,
              closed_too: bool = False) -> str | None:
    """The token kept at ``address`` (``HOST:PORT`` as typed or found) for ``name``, unless
    another running app of this user holds it; ``None`` when there is none. ``seat_only``: only
    a seat's token, not one a watcher was given. ``closed_too``: also the token of a table that
    closed for good (:func:`forget_closed`) — what a ``hello`` sends, in case its host opened
    that match again by its journal; nothing else counts it as kept."""
    entries = _load()
    # (the name asked for, then the names the table gave this user's other apps, "Zoe 2"…:
    # newbie47 #5 — this app's own first, wherever it was kept: an app back at a resumed table
    # took another app's seat and hand, kept under the plain name, newbie80 #2; then one no
    # running app holds: an app started again could not take back its seat kept as "Zoe 3"
    # while the first app ran, newbie80 #1)
    kept = [e for where in loopback_aliases(address)
            for n in (name, *(f"{name} {k}" for k in range(2, TWINS + 2)))
            if (e := entries.get(_key(where, n))) is not None
            and not (seat_only and e.get("watching") is True)
            and not (e.get("closed") is True and not closed_too)]
    # (a seat before a watcher's token: this app, watching as "Zoe 2" while its other window
    # held Zoe's seat, sent its own watcher's token, stale once it left, when that window had
    # gone and the seat was Zoe's to take, newbie83 #1)
    own = [e.get("pid") == os.getpid() for e in kept]
    found = sorted((i for i, e in enumerate(kept) if own[i] or not _alive(e)),
                   key=lambda i: (kept[i].get("watching") is True, not own[i], i))
    return str(kept[found[0]]["token"]) if found else None


def seat_kept_for(address: Any, name: str, token: Any = None) -> bool:
    """Is a seat (not a watcher's token) kept at ``address`` for ``name`` that this app does
    not hold (``token``: its own now) — another app's or SSH session's of this player, gone:
    joining ``address`` again as ``name`` sits in it. What a watcher is told when that seat's
    player goes (ssh68 #1), and only then: a namesake's seat is not theirs (review90 #2)."""
    if not isinstance(address, str) or not address:
        return False
    kept = token_for(address, name, seat_only=True)
    return kept is not None and kept != token


def kept_where(token: Any) -> tuple[str, str] | None:
    """The address and name under which the seat ``token`` is kept (the newest entry of that
    token, not one kept aside), ``None`` when it is not: what a player who left is told to
    join again with."""
    if not isinstance(token, str) or not token:
        return None
    found = sorted(((entry["at"], key) for key, entry in _load().items()
                    if entry.get("token") == token and key_parts(key)[2] is None))
    if not found:
        return None
    address, name, _aside = key_parts(found[-1][1])
    return address, name


def held_by_another(address: str, name: str, token: str | None) -> bool:
    """Is a seat kept at ``address`` for ``name`` held by another running app of this user,
    with another token? (Then this app, renamed by the table, keeps its own under the name the
    table gave it: :func:`token_for`.)"""
    entry = _entry(address, name)
    return entry is not None and entry.get("token") != token and _alive(entry)


def name_for(address: str, asked: Any, given: Any, token: Any) -> Any:
    """The name this app's seat at ``address`` is kept under: the one it ``asked`` for, or
    the one the table ``given`` it ("Bo 2") when that is another, and the seat kept under
    the asked name is another running app's (:func:`held_by_another`) or the given name's
    entry is this app's already (``token``). Every place that keeps or forgets this app's
    seat asks here, so that sitting down, standing up or a lost match never writes over the
    first app's seat (newbie47 #5, review51 #4)."""
    if isinstance(given, str) and given and isinstance(asked, str) and given != asked:
        mine = _entry(address, given)
        if (isinstance(token, str) and token and mine is not None
                and mine.get("token") == token) or held_by_another(address, asked, token):
            return given
    return asked


class Listing(NamedTuple):
    """A table as the join list shows it: its name, its phase (``lobby`` or ``playing``) and its
    identity (TXT ``id``); ``None`` for what is not known."""

    table: str | None = None
    phase: str | None = None
    table_id: str | None = None

    @classmethod
    def of(cls, info: Any) -> Listing:
        """The listing of a table found on the LAN (a :class:`net.discovery.TableInfo`)."""
        return cls(info.name, info.phase, getattr(info, "table_id", "") or None)


#: no listing at hand (joined by address): nothing known of the table, every seat may wait there
UNLISTED = Listing()


def _same_table(entry: dict[str, Any], listed: Listing) -> bool:
    """Is the table ``listed`` the one ``entry`` was kept at? By identity when both say one: a
    table resumed under another name is the same one, a new table of the same name is not
    (review46 #3); else by name (a table of an earlier version says no identity). Unknown facts
    count as a yes."""
    kept_id = entry.get("table_id")
    if listed.table_id and isinstance(kept_id, str) and kept_id:
        return kept_id == listed.table_id
    return (listed.table is None or not isinstance(entry.get("table"), str)
            or entry["table"] == listed.table)


def kept_there(entry: dict[str, Any], listed: Listing) -> bool:
    """Can the seat of ``entry`` be waiting at the table ``listed``? Not at another table opened
    at that address (newbie43 #3, :func:`_same_table`), nor one back in its lobby when the player
    left the match the seat was kept in (:func:`left_match`: the table gives such a seat up when
    that match ends). Unknown facts count as a yes."""
    if not _same_table(entry, listed):
        return False
    # (once seen in its lobby, the table is not keeping it in its next match either, review46
    # #2: :func:`note_listed`)
    return not (entry.get("left") is True
                and (listed.phase == "lobby" or entry.get("lobby_seen") is True))


def note_listed(address: str, listed: Listing) -> None:
    """The join list shows the table ``listed`` at ``address``: a seat left in a match there
    (:func:`left_match`) is given up once that table is seen back in its lobby — remembered, so
    that the table's next match does not call it kept again —, and is gone once another table
    is seen there (``replaced``: the table that kept it no longer listens at that address, and
    the player, gone, was never told it closed: review96 #1). Writes only when something
    changes."""
    entries = _load()
    prefix = tuple(_key(where, "") for where in loopback_aliases(address))
    left = [entry for key, entry in entries.items()
            if key.startswith(prefix) and entry.get("left") is True]
    marked = [entry for entry in left if listed.phase == "lobby"
              and entry.get("lobby_seen") is not True and _same_table(entry, listed)]
    for entry in marked:
        entry["lobby_seen"] = True
    replaced = [entry for entry in left
                if entry.get("replaced") is not True and not _same_table(entry, listed)]
    for entry in replaced:
        entry["replaced"] = True
    if marked or replaced:
        with contextlib.suppress(OSError, TypeError, ValueError):
            write_private(path(), json.dumps(entries))


def holds_seat(address: str, name: str) -> bool:
    """Is a seat (not a watcher's token) kept at ``address`` for ``name`` — whether or not
    another app of this user holds it now, and a closed table's too? A watcher's token is not
    kept over it (:func:`keep`'s callers): an app that seemed to be running — one hung on its
    way out after its terminal closed (tmux35 #1) — may yet leave that seat to come back to,
    and a match closed for good may be opened again by its journal (a watcher's token, which
    the table forgets when the watcher goes, is worth nothing beside it)."""
    entry = _entry(address, name)
    return entry is not None and entry.get("watching") is not True


def seat_for(address: str, name: str, listed: Listing = UNLISTED) -> str | None:
    """The token of a *seat* kept at ``address`` for ``name`` (:func:`token_for` with
    ``seat_only``): what the join screen may call "your seat" — at the table ``listed`` there,
    when given (:func:`kept_there`)."""
    entry = _entry(address, name)
    if entry is None or not kept_there(entry, listed):
        # (a seat kept aside, of the match the table listed is, opened again: newbie81 #1)
        aside = next((e for e in _aside(address, name)
                      if reopened(e, listed) and not _alive(e)), None)
        return None if aside is None else str(aside["token"])
    return token_for(address, name, seat_only=True, closed_too=reopened(entry, listed))


def kept_aside(address: str, name: str, welcome: Any) -> str | None:
    """The token of a seat kept aside at ``address`` for ``name`` (:func:`keep`) at the table
    that sent ``welcome``: the match its host closed, opened again by its journal, reached at
    that address after a new table there took the seat's place. ``None`` when there is none."""
    listed = Listing(**welcome_table(welcome))
    if listed.table_id is None:
        return None
    found = next((e for e in _aside(address, name)
                  if e.get("table_id") == listed.table_id and not _alive(e)), None)
    return None if found is None else str(found["token"])


def kept_at_other_address(address: str, name: str, welcome: Any) -> str | None:
    """The address, other than ``address``, at which a seat is kept for ``name`` at the table
    that sent ``welcome`` — the same table reached another way (``localhost`` for
    ``127.0.0.1``, a LAN address for a tunnel's): joined so, a player came back as a newcomer
    to watch a bot play their seat (newbie56 #1). The caller joins *that* address again, where
    the seat's token was given: a token is never sent anywhere else, since a table's identity
    (``welcome.table_id``) is public and another table may claim it (review64 #1). The newest
    such seat that no running app of this user holds, not a watcher's, not one given up;
    ``None`` when there is none. A seat of a table that said it closed for good counts too:
    a table answering with that identity was opened again by its journal, which keeps its
    seats (:func:`forget_closed`; the table there says whether it still keeps this one)."""
    listed = Listing(**welcome_table(welcome))
    if listed.table_id is None:
        return None
    here = _here(address)
    found = sorted(((entry["at"], there) for key, entry in _load().items()
                    for there, kept_name, aside in [key_parts(key)]
                    if kept_name == name and aside is None and there not in here
                    and entry.get("table_id") == listed.table_id
                    and entry.get("watching") is not True
                    and not _alive(entry) and kept_there(entry, listed)))
    return found[-1][1] if found else None


#: seconds the address where a seat is kept has to seat the player (:func:`sit_where_kept`)
ELSEWHERE_WAIT = 3.0


async def sit_where_kept(client: Any, address: str, name: str) -> tuple[Any, str]:
    """The connection to keep, and its address, after ``client`` joined ``address`` as a
    newcomer under ``name``: when this is a table whose seat for ``name`` is kept under another
    address (:func:`kept_at_other_address`), a connection that took that seat back there
    (:func:`take_back_at`) — the newcomer's connection is then left (a lobby seat it took is
    freed); else ``client`` itself. The join screen and ``join --text`` both ask here."""
    from .link import finish_soon

    there = kept_at_other_address(address, name, client.welcome)
    token = None
    if there is None:  # (or here, kept aside: the match resumed after a new table, newbie81 #1)
        token = kept_aside(address, name, client.welcome)
        there = None if token is None else address
    again = None if there is None else await take_back_at(
        there, name, getattr(client, "password", None), token=token)
    if there is None or again is None:
        return client, address
    finish_soon(client.leave())
    return again, there


async def take_back_at(there: str, name: str, password: str | None = None,
                       token: str | None = None) -> Any | None:
    """A connection to ``there`` (``HOST:PORT``) that sat back in the seat kept there for
    ``name``, with its token (``token``: that one, kept aside, :func:`kept_aside`) — and no
    password: a token the table knows needs none, and the address may be another table's now
    (review69 #2, review70 #2) —, or ``None``: nobody
    answers there within :data:`ELSEWHERE_WAIT` (an address that swallowed the connect held
    the join two minutes, review69 #1, review70 #1), or what answers keeps no such seat (the
    seat is forgotten: the table there gave it up, or is another).
    It asks with ``back_only`` (PROTOCOL.md §2): a table that does not know the token refuses
    it (``not_kept``) and nothing else — a newcomer's ``hello`` there sat a "Bo 2" down in its
    lobby (review71 #1), cost a wrong password at a table with one and evicted a watcher of a
    full one (net57 #2, #3); ``spectate`` too, and a table of an earlier version, which
    refuses a field it does not know (``bad_message``), is asked again without it. The
    connection returned goes on as one joined the ordinary way: its seat given up, it sits
    down again as a newcomer, with ``password`` (the one the player gave for this table) where
    the table asks for one (net57 #4). Never raises but cancellation."""
    from net.client import Client, JoinError

    from .link import finish_soon
    from .tables import parse_address

    token = token or token_for(there, name, closed_too=True)

    async def ask(back_only: bool) -> Any:
        host, port = parse_address(there)
        return await asyncio.wait_for(Client.connect_tcp(
            host, port, name, token=token, spectate=True, back_only=back_only), ELSEWHERE_WAIT)

    try:
        try:
            again = await ask(True)
        except JoinError as exc:
            if exc.code == "not_kept":  # (the table there answered: it keeps no such seat)
                forget(there, name, token)
                return None
            if exc.code != "bad_message":
                raise
            # (a table of an earlier version knows no back_only, and refuses the hello whole:
            # asked again as it was asked then, review78 #1)
            again = await ask(False)
    except Exception:  # (a tunnel gone, a bad address, a refusal)
        return None
    if not again.token_kept:
        finish_soon(again.leave())
        forget(there, name, token)
        return None
    again.back_only = again.spectate_on_join = False
    again.password = password
    return again


def reopened(entry: dict[str, Any], listed: Listing) -> bool:
    """Is the table ``listed`` the very one that closed ``entry``'s seat (:func:`forget_closed`),
    opened again by its journal with its match under way (``host --resume FILE``)? Only its
    identity says so: the same ``table_id``, in play. Its seat is kept there (newbie45 #1: the
    list called that table full to the players whose seats it was keeping)."""
    kept_id = entry.get("table_id")
    return entry.get("closed") is True and listed.phase == "playing" \
        and bool(listed.table_id) and isinstance(kept_id, str) and kept_id == listed.table_id


def seat_names(address: str, listed: Listing = UNLISTED) -> list[str]:
    """The names under which a seat is kept at ``address`` and may be offered (none held by
    another running app of this user), oldest first: a player who joins under another name
    is told under which one to join to take the seat back. ``listed``: the table listed there
    (:func:`kept_there`)."""
    here = _here(address)
    names = [key_parts(key)[1]
             for key, entry in sorted(_load().items(), key=lambda item: item[1]["at"])
             if key_parts(key)[0] in here and entry.get("watching") is not True
             and (entry.get("closed") is not True or reopened(entry, listed))
             and not _alive(entry) and kept_there(entry, listed)]
    return list(dict.fromkeys(names))  # (a name kept aside too: once)


def welcome_table(welcome: Any) -> dict[str, str]:
    """What a ``welcome`` says of its table for :func:`keep`: ``table`` (its name) and
    ``table_id`` (its identity), each only when said as it should be."""
    from net.protocol import valid_table_id

    said: dict[str, str] = {}
    if isinstance(welcome, dict):
        if isinstance(welcome.get("table"), str) and welcome["table"]:
            said["table"] = welcome["table"]
        if valid_table_id(welcome.get("table_id")):
            said["table_id"] = welcome["table_id"]
    return said


def keep(address: str, name: str, token: str | None, watching: bool = False,
         table: str | None = None, table_id: str | None = None) -> None:
    """Remember that this process sits at ``address`` as ``name`` with ``token`` (``None``:
    forget the seat, e.g. the player only watches there now); ``watching``: the token is a
    watcher's, no seat (it is offered again, but never called a seat); ``table``, ``table_id``:
    the table's name and identity (its ``welcome``'s), kept from the entry of the same token
    when not given."""
    entries = _load()
    key = _key(address, name)
    if token:
        old = entries.get(key) or {}
        same = old.get("token") == token
        kept_id = old.get("table_id")
        if (not same and old.get("closed") is True and isinstance(kept_id, str) and kept_id
                and table_id != kept_id and old.get("watching") is not True):
            # (the seat of a match its host closed, which that host may open again by its
            # journal: kept aside, not written over by a new table's at that address — a
            # guest who visited the new table's lobby came back to the match resumed as a
            # newcomer, to watch a bot play their seat, newbie81 #1; a watcher's token is no
            # seat to come back to: review89 #2)
            entries[key + ASIDE + kept_id] = old
        for aside in [k for k, e in entries.items()
                      if k.startswith(key + ASIDE) and e.get("token") == token]:
            del entries[aside]  # (taken back: kept as the seat again)
        if table is None and same and isinstance(old.get("table"), str):
            table = old["table"]
        if table_id is None and same and isinstance(old.get("table_id"), str):
            table_id = old["table_id"]
        entries[key] = {"token": token, "pid": os.getpid(), "at": time.time()}
        started = _own_start()
        if started is not None:
            entries[key]["started"] = started
        if watching:
            entries[key]["watching"] = True
        if table:
            entries[key]["table"] = table
        if table_id:
            entries[key]["table_id"] = table_id
    else:
        entries.pop(key, None)
    # (one address is one address: the same name's entry under another of its loopback names,
    # of this token or forgotten, goes — a seat given up by localhost:P stayed kept under
    # 127.0.0.1:P, review92 #3)
    for other in loopback_aliases(address)[1:]:
        there = entries.get(_key(other, name))
        if there is not None and (token is None or there.get("token") == token):
            del entries[_key(other, name)]
    newest = sorted(entries.items(), key=lambda item: item[1]["at"])[-MAX_ENTRIES:]
    with contextlib.suppress(OSError, TypeError, ValueError):
        write_private(path(), json.dumps(dict(newest)))


def left_match(token: Any) -> None:
    """The player of the seat ``token`` left the match under way there (a bot plays the seat
    until they join again, or until that match ends, when the table gives the seat up): the
    list stops calling it kept once that table is back in its lobby (:func:`kept_there`)."""
    if isinstance(token, str) and token:
        _mark(token, "left")


def left_seat(name: str) -> str | None:
    """The address of the table where this player left a match under way (:func:`left_match`)
    whose seat is still kept for them — under ``name`` or a name a table gave this user's
    other app there ("Zoe 2", :func:`token_for`) —, the newest; ``None`` when there is none.
    Not one given up (that table seen back in its lobby, :func:`note_listed`), nor one closed,
    kept aside, a watcher's, or held by another running app of this user. What a new join
    screen offers first: the player was told to join it again to take the seat back, and the
    first table of the LAN list, a stranger's, was under the cursor (newbie86 #4)."""
    names = {name, *(f"{name} {k}" for k in range(2, TWINS + 2))}
    found = sorted(((entry["at"], address) for key, entry in _load().items()
                    for address, kept_name, aside in [key_parts(key)]
                    if kept_name in names and aside is None and entry.get("left") is True
                    and entry.get("lobby_seen") is not True and entry.get("closed") is not True
                    and entry.get("replaced") is not True
                    and entry.get("watching") is not True and not _alive(entry)))
    return found[-1][1] if found else None


def _mark(token: str, flag: str) -> None:
    """Set ``flag`` on every entry of ``token`` (best effort, as everything here)."""
    entries = _load()
    marked = [entry for entry in entries.values() if entry.get("token") == token]
    for entry in marked:
        entry[flag] = True
    if marked:
        with contextlib.suppress(OSError, TypeError, ValueError):
            write_private(path(), json.dumps(entries))


def forget(address: str, name: str, token: str | None) -> None:
    """The player gave up the seat ``token`` at ``address`` (left the table's lobby, where the
    host forgets the token at once): no longer offered. Only that token's entry goes: a seat
    kept there from another app (one that dropped, which a watcher here did not overwrite)
    stays."""
    entries = _load()
    where = next((w for w in loopback_aliases(address)
                  if (entries.get(_key(w, name)) or {}).get("token") == token), address)
    entry = entries.get(_key(where, name))
    if token and entry is not None and entry.get("token") == token:
        keep(where, name, None)
    elif token:  # (one kept aside, that the table there does not keep any more)
        prefix = tuple(_key(w, name) + ASIDE for w in loopback_aliases(address))
        gone = [k for k, e in entries.items() if k.startswith(prefix) and e.get("token") == token]
        for key in gone:
            del entries[key]
        if gone:
            with contextlib.suppress(OSError, TypeError, ValueError):
                write_private(path(), json.dumps(entries))


def left_seat_over(address: str, name: str) -> bool:
    """Whether a seat this player left in a match at ``address`` (under ``name`` or a twin's
    name, as :func:`left_seat` reads them) was given up since: its table seen back in its
    lobby (:func:`note_listed`), the match over — not taken back by another app of this user,
    which :func:`left_seat` no longer offers either (review95 #3)."""
    return _left_marked(address, name, "lobby_seen")


def left_seat_replaced(address: str, name: str) -> bool:
    """Whether the table of a seat this player left in a match at ``address`` (as
    :func:`left_seat_over` reads them) is no longer there: another table was listed at that
    address since (:func:`note_listed`, review96 #1)."""
    return _left_marked(address, name, "replaced")


def _left_marked(address: str, name: str, flag: str) -> bool:
    """Is a seat this player left in a match at ``address`` (under ``name`` or a twin's name,
    as :func:`left_seat` reads them) marked with ``flag`` by :func:`note_listed`?"""
    names = {name, *(f"{name} {k}" for k in range(2, TWINS + 2))}
    here = _here(address)
    return any(entry.get("left") is True and entry.get(flag) is True
               for key, entry in _load().items()
               for where, kept_name, aside in [key_parts(key)]
               if where in here and kept_name in names and aside is None)


def given_up(address: str, token: Any) -> None:
    """The table at ``address`` took this app back as a newcomer: the seat ``token`` held
    there is unknown to it (the seat was given up, or another table opened at that address),
    so every entry of that token at that address goes — under whichever name it was kept
    ("Bo 2", where another app of this user held "Bo"): no longer offered, nor called this
    player's seat (newbie86 #2). Entries kept aside are left: those are of closed matches."""
    if not isinstance(token, str) or not token:
        return
    entries = _load()
    here = _here(address)
    gone = [key for key, entry in entries.items()
            if entry.get("token") == token and key_parts(key)[0] in here
            and key_parts(key)[2] is None]
    for key in gone:
        del entries[key]
    if gone:
        with contextlib.suppress(OSError, TypeError, ValueError):
            write_private(path(), json.dumps(entries))


def forget_closed(token: Any, notice: dict[str, Any]) -> None:
    """The table that gave ``token`` closed (its host's ``shutdown`` ``notice``): unless its
    match can go on (``resumable``: the table was stopped and may open again where it was),
    that seat is gone, and no longer offered nor called kept: a new table opened later at the
    same address would be listed as keeping it (ux27 #6, ux29 #4). The token itself stays,
    marked ``closed``, and a ``hello`` at that address under that name still sends it
    (:func:`token_for` with ``closed_too``): a host who opens that very match again by its
    journal (``host --resume FILE``, as its host is told it can) gives its players their
    seats back, where they came as newcomers to watch bots play them (away35 #1). To any
    other table it is a newcomer's unknown token."""
    if isinstance(token, str) and token and notice.get("resumable") is not True:
        _mark(token, "closed")


def write_private(target: Path, text: str) -> None:
    """Write ``text`` to ``target`` whole or not at all (a temporary file renamed over it),
    readable by its owner alone from the first byte: a token is a seat. Raises ``OSError``."""
    global _read
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f"{target.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(tmp, target)
    _read = None  # (read again: a stamp of a file rewritten within a clock tick may repeat)
