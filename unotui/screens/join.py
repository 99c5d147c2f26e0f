"""Join a table: the live list of tables on the LAN, and a field to type an address.

The list is fed by :class:`net.discovery.Browser` (imported only when this screen opens) and
changes as tables appear, fill up and vanish. When discovery cannot run (no multicast, a bad
``UNOTUI_MDNS_INTERFACES``) the screen says why in one line and offers the address field, which
always works. A table that asks for a password gets it from the password field; a refusal (wrong
password, table full, another version) or nobody answering is said in the status line, and the
player stays here to try again.

Keys: ↑/↓ choose a table and Enter joins it; Tab moves to the address and password fields,
where Enter joins the typed address; Escape goes back.

For a visitor of the SSH front door (the app's ``ssh_door``, :func:`unotui.launch.ssh_door`) the
list leaves out the ``ssh -p PORT HOST`` command tables advertise for friends without unotui
(the visitor is already in) and says whose network it shows. A door bound to one table opens
this screen ``fixed`` to that table: no list, the address cannot be changed, Enter joins it and
``w`` watches it (back from the table, the focus is on no field, so both keys do so). A
table's loopback address (the door's own way in) is never named to a visitor: "this table"
instead.

A table where this player's seat is kept (:mod:`unotui.kept_seats`) is listed with "your seat
is kept" instead of "full", and choosing it gives the seat back without asking for a password
(the table knows the seat's token). A seat kept under another name (the player joined as Joe
and now joins as Watcher) is listed as "a seat is kept for Joe", and joining there says to join
as Joe to take it back. A table with an SSH front door has the ``ssh`` command on a
second line of its row, so the first fits 80 columns.

The line under the fields says the name the player joins as (the settings'); once a table gave
another one (the name was taken there, or a kept seat came back under the name it had), it says
that name, the one the table shows. A password a table accepted is remembered by the app for the
rest of its run (:attr:`unotui.app.UnoApp.table_passwords`, in memory only): joining that
address again, from a new join screen too (an SSH door's menu), needs no typing.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import socket
from collections.abc import Awaitable, Callable
from typing import Any, ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from ..i18n import N_, _, ngettext, sentences, translate_bindings
from ..tables import parse_address
from ..widgets.field import Field
from ..widgets.footer import KeysFooter
from ..widgets.hanging import HangingRow
from ..widgets.lines import Wrapped

#: ``start(on_change) -> stop``: starts browsing, calls ``on_change(kind, table)`` for every
#: change, returns a coroutine function that stops; raises ``DiscoveryUnavailable``.
BrowseStarter = Callable[[Callable[[str, Any], None]], Awaitable[Callable[[], Awaitable[None]]]]


async def lan_browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
    """Browse the LAN with :class:`net.discovery.Browser` (interfaces from the environment)."""
    from net.discovery import Browser

    browser = Browser(on_change)
    await browser.start()
    return browser.stop


#: ``answers(host, port) -> bool``: does anything listen at a listed table's address?
Probe = Callable[[str, int], Awaitable[bool]]
#: Seconds between two checks that the listed tables still answer.
PROBE_EVERY = 5.0
#: Seconds a check may take before it counts as missed (whatever the probe does).
PROBE_TIMEOUT = 2.0

#: tables checked at most at each :data:`PROBE_EVERY`, in turn: the LAN's records choose the
#: addresses, and 2,000 fake ones made each open join screen connect 1,400 times in 5 s to an
#: address of their choosing (harden41 #2)
PROBE_MAX = 16

#: seconds after a change of the LAN's tables before the list is drawn again, with every
#: change that came meanwhile
LIST_SETTLE = 0.2

#: Checks in a row a table must fail before its row says it is not answering (a host busy for a
#: moment is not called gone).
PROBE_MISSES = 2


async def lan_probe(host: str, port: int) -> bool:
    """:func:`net.discovery.answers`."""
    from net.discovery import answers

    return await answers(host, port)


JOIN_ERRORS: dict[str, str] = {
    "wrong_password": "This table needs the right password: type it in the password field.",
    # (said instead when the player typed a password)
    "wrong_password_sent": "Wrong password: type the table's password again.",
    "table_full": "That table is full.",
    "bad_version": "That table runs another version of unotui.",
    "hello_timeout": "The table did not answer in time.",
    "kicked": "The host removed you from that table.",
}


async def first_lobby(client: Any, wait: float = 1.0) -> dict[str, Any] | None:
    """The table's first ``lobby``, which its host sends just after the ``welcome``: read from
    the client as its reader files it (the message queue is left alone, for the screen that
    opens next). None when it does not come within ``wait`` seconds or the connection ends."""
    loop = asyncio.get_running_loop()
    until = loop.time() + wait
    while client.lobby is None and client.connected and loop.time() < until:
        await asyncio.sleep(0.02)
    lobby = client.lobby
    return lobby if isinstance(lobby, dict) else None


def kept_elsewhere(address: str, name: str, listed: Any = None) -> str | None:
    """The other name under which this player's seat is kept at ``address`` (the newest), if
    none is kept under ``name``; ``None`` otherwise. ``listed``: the table listed there
    (a :class:`unotui.kept_seats.Listing`; :func:`unotui.kept_seats.kept_there`)."""
    from .. import kept_seats

    listing = listed if listed is not None else kept_seats.UNLISTED
    if kept_seats.seat_for(address, name, listing) is not None:
        return None
    others = [n for n in kept_seats.seat_names(address, listing) if n != name]
    return others[-1] if others else None


def table_line(table: Any, ssh_hint: bool = True, kept: bool = False,
               kept_for: str | None = None, silent: bool = False) -> str:
    """One table of the list, in words (``ssh_hint``: with the command for friends without
    unotui, when the table has an SSH front door, on a line of its own: on the table's line it
    wrapped at 80 columns; ``kept``: this player's seat waits for them there, so a table whose
    seats are all taken is not "full" to them; ``kept_for``: else a seat of theirs waits there
    under that other name, which is said: "your seat is kept" read as if joining would get it;
    ``silent``: nothing answers at its address any more, its host gone without a goodbye, so its
    state is not told as if it were current)."""
    owner = getattr(table, "owner", "")  # (two tables of one name: whose is whose, ux31 #3)
    parts = [_("{table} (host: {name})", table=table.name, name=owner) if owner else table.name,
             table.address, _("{taken}/{seats} seats", taken=table.taken, seats=table.seats)]
    if silent:
        return " · ".join([*parts[:2], _("not answering: its host may have stopped")])
    if table.phase == "lobby":  # (a full lobby waits for its match, not for players)
        phase = (_("waiting for players") if not table.full else
                 _("not started yet") if kept else _("full: not started yet"))
    else:
        phase = {"playing": _("playing")}.get(table.phase, table.phase)
    parts.append(phase)
    if table.password:
        parts.append(_("password"))
    if kept:
        parts.append(_("your seat is kept"))
    elif kept_for is not None:
        parts.append(_("a seat is kept for {name}", name=kept_for))
    if not kept and table.full and table.phase != "lobby":
        parts.append(_("full"))
    if not table.compatible:
        parts.append(_("another version"))
    ssh = getattr(table, "ssh_command", None) if ssh_hint else None
    line = " · ".join(parts)
    if ssh:
        line += "\n  " + _("friends without unotui: {command}", command=ssh)
    return line


def connect_failure(exc: OSError | ConnectionError) -> str:
    """Why a connection to a table failed, in words: a refused connection means no table is
    open at that address (asyncio words it "Connect call failed (...)"), others their error."""
    code = getattr(exc, "errno", None)
    if isinstance(exc, ConnectionRefusedError) or code == errno.ECONNREFUSED:
        return _("no table is open there")
    if isinstance(exc, TimeoutError) or code == errno.ETIMEDOUT:
        return _("no answer (check the address and the network)")
    if isinstance(exc, socket.gaierror):  # ("[Errno -2] Name or service not known")
        return _("no computer of that name is known here (check the address)")
    if isinstance(code, int) and code > 0:
        return os.strerror(code)
    return str(exc) or type(exc).__name__


def not_a_table(exc: Any, address: str) -> str:
    """What to say when what answered at ``address`` was no table (a
    :class:`net.client.NotATable`), in words (newbie41 #3)."""
    if exc.why == "closed":
        return _("{address} closed the connection before answering: it is not a unotui "
                 "table, or one that cannot take you now.", address=address)
    if exc.why == "silent":
        return _("Something at {address} took the connection but said nothing for {n} s: it "
                 "is not a unotui table, or its host is stuck.", address=address,
                 n=round(exc.seconds))
    return _("Something answers at {address}, but it is not a unotui table (check the "
             "port).", address=address)


def closed_line(table: str, notice: dict[str, Any]) -> str:
    """What the join screen bound to one table (an SSH door's) says of ``table`` once back
    from it, by the ``shutdown`` ``notice`` it closed with: stopped with its match able to go
    on, or closed for good — by its host, or (served headless, where no host sits at a
    keyboard) by the program serving it ending. "Closed by its host" for every shutdown
    contradicted the dialog just read, "its match can go on" (ssh51 #2) — also after a hosting
    player closed a match its journal keeps (``reopens``, newbie57 #5)."""
    served = notice.get("headless") is True
    if notice.get("resumable") is not True and notice.get("reopens") is True:
        return sentences(
            _("{table} was closed by its host: no table is open there now.", table=table),
            _("Its host can open its match again later."))
    if notice.get("resumable") is True:
        return sentences(
            _("{table} was stopped: the program serving it ended; no table is open there now.",
              table=table) if served else
            _("{table} was stopped by its host: no table is open there now.", table=table),
            _("Its match can go on once the table opens again."))
    if served:
        return _("{table} was closed: the program serving it ended; no table is open there "
                 "now.", table=table)
    return _("{table} was closed by its host: no table is open there now.", table=table)


def _address_key(shown: str) -> str:
    """A table's address as the app's remembered passwords are keyed (case and spaces aside)."""
    return shown.strip().lower()


def twin_seated_at(shown: str) -> bool:
    """Does the SSH door say another session of this visitor held a seat at the table at
    ``shown`` as this one started (``UNOTUI_SSH_TWIN``: the addresses of the tables where it
    did)? A twin seated at another table holds no seat at this one (ssh59 #3)."""
    return _address_key(shown) in os.environ.get("UNOTUI_SSH_TWIN", "").split()


#: seconds the join screen waits after the first, second, third and later wrong passwords
#: typed for one address (:meth:`JoinScreen.password_wait`)
PASSWORD_PAUSE = (1.0, 2.0, 4.0, 8.0)
#: how often the pause said on the join screen is counted down (:meth:`JoinScreen._pause_tick`)
PAUSE_TICK = 0.25


class JoinField(Field):
    """The address and password fields: Enter joins from them, and the footer says so (an
    Input's own Enter is unlabelled, so a player typing a password saw only "Back")."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "submit", N_("Join"), show=True),
        # (↓ typed a password into the address field: the Host form moves with ↑↓,
        # newbie44 #12)
        Binding("down", "step(1)", show=False),
        Binding("up", "step(-1)", show=False),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        translate_bindings(self)

    def action_step(self, way: int) -> None:
        """↓/↑: to the next field shown below or above (from the address, ↑ goes up to the
        list of tables when it shows); at either end, nothing."""
        screen = self.screen
        places = [w for w in (screen.query_one("#tables"), *screen.query(JoinField))
                  if w.focusable and all(getattr(a, "display", True) for a in w.ancestors)
                  and w.display]
        if self in places:
            at = places.index(self) + way
            if 0 <= at < len(places):
                screen.set_focus(places[at])
                if places[at].id == "tables" and hasattr(screen, "list_words"):
                    screen.list_words()  # (the list's words now: review53 #3)


def password_key(shown: str) -> str:
    """Which table an address names, for the pause after wrong passwords: a port of this
    machine by its port alone — ``localhost:P``, ``127.0.0.1:P``, a LAN address of it: one
    table (ssh57 #2: typed another way, it was tried at once) —, else as remembered passwords
    are keyed (:func:`_address_key`)."""
    from ..tables import this_machine

    with contextlib.suppress(ValueError):
        _host, port = parse_address(shown)
        if this_machine(shown):
            return f"this machine:{port}"
    return _address_key(shown)


class TableList(OptionList):
    """The list of tables: Enter on it is the screen's "Join" (:meth:`JoinScreen.\
    action_join_selected`), never the list's own: on an empty list that did nothing (newbie64
    #5), with no row highlighted it did nothing and said nothing (newbie75 #2), and its
    unlabelled binding hid the screen's "⏎ Join" from the footer while the list had the focus,
    the usual state once a table is listed (newbie75 #1). A click still selects a row."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action != "select"

    def action_cursor_up(self) -> None:
        """↑ stops at the first row: Textual's list went round to the last, and ↑ then Enter —
        ↑ the way the screen teaches up to the tables — joined a stranger's table, listed
        last, when the table just left was first (newbie78 #3)."""
        if self.highlighted is None:  # (Textual's ↑ from no row took the last: review87 #4)
            self.action_first()
        elif self.highlighted > self._first_enabled():
            super().action_cursor_up()

    def action_cursor_down(self) -> None:
        """↓ stops at the last row (as ↑ at the first)."""
        if self.highlighted is None or self.highlighted < self._last_enabled():
            super().action_cursor_down()

    def _first_enabled(self) -> int:
        return next((i for i, o in enumerate(self.options) if not o.disabled), 0)

    def _last_enabled(self) -> int:
        return next((i for i in range(len(self.options) - 1, -1, -1)
                     if not self.options[i].disabled), 0)


class JoinScreen(Screen[None]):
    """Tables found on the LAN plus an address field (see the module docstring)."""

    DEFAULT_CSS = """
    JoinScreen { layout: vertical; }
    JoinScreen .screen-title { width: 100%; background: $primary; color: $text;
                               text-style: bold; padding: 0 1; }
    JoinScreen #tables-box { height: 1fr; border: round $primary; border-title-color: $text;
                             padding: 0 1; }
    JoinScreen #tables { height: 1fr; border: none; padding: 0; scrollbar-gutter: stable; }
    JoinScreen #tables:focus { border: none; }
    /* the table Enter joins stands out when the list is not focused too (the faint bar
       alone did not show) */
    /* (the row under the cursor marked only while the list has the keys: with the address
       field focused, a marked row and the field both looked chosen, and Enter joins the
       address, newbie88 #6) */
    JoinScreen #tables > .option-list--option-highlighted { text-style: none; }
    JoinScreen #tables:focus > .option-list--option-highlighted { text-style: bold underline; }
    JoinScreen #discovery { height: auto; color: $text-muted; }
    JoinScreen .row { height: auto; padding: 0 1; }
    JoinScreen .row Label { width: 12; }
    JoinScreen .row Input { width: 1fr; max-width: 50; }
    JoinScreen #join-as { padding: 0 1; color: $text-muted; }
    JoinScreen #join-status {
        /* (wraps: a long refusal lost its end, "type HOST:PORT, e.g." at 80 columns,
           newbie44 #11) */
        height: auto; max-height: 3; padding: 0 1; background: $boost; text-style: bold;
    }
    JoinScreen #join-status.-error { background: $error 40%; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "join_selected", N_("Join"), show=True),
        # ("Type address": "⏎ Join a Address" read as one phrase, newbie65 #1)
        Binding("a", "address", N_("Type address")),
        Binding("w", "watch", N_("Watch"), show=True),
        # (q as on every other screen, ux33 #6; typed into a field, it is a letter)
        Binding("escape,q", "back", N_("Back")),
        # (F1 too: in the address field ? is typed, so the footer shows F1, as on the Host
        # form: power37 #4; ux31 #9: ? did nothing here)
        Binding("question_mark,f1", "help", N_("Help"), key_display="F1"),
    ]

    def __init__(self, address: str | None = None, password: str | None = None, *,
                 browse: BrowseStarter | None = lan_browser, name: str | None = None,
                 auto_join: bool = False, fixed: bool = False, watch: bool = False,
                 probe: Probe | None = lan_probe, named: bool = False) -> None:
        super().__init__()
        translate_bindings(self)  # labels in the active language
        self._said: str | None = None  #: what the status line says now
        #: the address whose pause after wrong passwords the status line counts down, and the
        #: words it said last (:meth:`paused`, :meth:`_pause_tick`)
        self._pause_for: str | None = None
        self._pause_said: str | None = None
        self._pause_wait = 0  #: the seconds those words said
        self._pause_timer: Any = None
        self._address_words: str | None = None  #: "Enter joins ADDRESS…", where it was said
        self.initial_address = address or ""
        self.initial_password = password or ""
        self.browse = browse
        self.player_name = name
        #: ``name`` is the one the command line gave (``--name``), which Rules & settings does
        #: not change for this run
        self.named = named and bool(name)
        self.auto_join = auto_join
        #: bound to the table at ``address`` (an SSH door's one table): no list, no other address
        self.fixed = fixed and bool(self.initial_address)
        self.watch_on_join = watch  #: the automatic join (``auto_join``) watches
        if self.fixed:
            self.browse = None
            self.AUTO_FOCUS = ""  # (Enter and w are the screen's keys, not a field's)
        self.tables: dict[str, Any] = {}
        #: when each table (service) was last heard of (added or updated), a count: of two
        #: records at one address the newest is listed (see :meth:`listed_tables`)
        self._heard: dict[str, int] = {}
        self._heard_count = 0
        #: the place of each table (service) in the list: when it was first heard of — or,
        #: found at an address already listed, that address's place (its row stays in its
        #: place as the records there come and go)
        self._found: dict[str, int] = {}
        self.unavailable: str | None = None
        self.joining = False
        self.joined_to: str | None = None  #: the table this screen joined, until back from it
        #: the connection to that table (its host's ``shutdown`` notice tells it was closed)
        self.joined_client: Any = None
        #: the name the last table joined gave this player, that table (as named), and the name
        #: asked for there
        self.given: tuple[str, str, str] | None = None
        self._stop: Callable[[], Awaitable[None]] | None = None
        self.browsing = False
        self.probe = probe
        self.misses: dict[str, int] = {}  #: checks in a row each listed table did not answer
        self._probe_from = 0  #: where in the list the next round of checks starts
        self._list_due = False  #: the list is to be drawn again (see _table_changed)
        self._probing = False  #: a round of checks is under way
        #: the name of the table (bound to, ``fixed``) its host closed, until it answers again
        self._closed_table: str | None = None
        #: that table is to be seen not answering before it is said open again: what answered
        #: there was no table (an SSH door's port, ssh54 #4), or a full one (ssh54 #6)
        self._gone_first = False
        #: back from a table with the focus in the address field (holding this): the list takes
        #: the focus once it lists a table
        self._list_takes_focus: str | None = None
        #: the address of the table just left (back on this screen from it), until the player
        #: picks a row: no stranger's row is highlighted for them meanwhile
        self._back_from: str | None = None
        #: the table (service) the player put the cursor on, kept while it is off the list (a
        #: host that restarts is gone a moment and listed again, last): the cursor goes back to
        #: it then, rather than staying on a stranger's table that took its row (ux31 #3)
        self._chosen: str | None = None
        self._placed: str | None = None  #: the row this screen last put the cursor on
        #: the address of the table where this player left a match and their seat is kept
        #: (:func:`unotui.kept_seats.left_seat`), filled in when this screen opened with none
        self._left_at: str | None = None
        self._rows: list[str] = []  #: the rows' words as last shown

    def left_seat_address(self) -> str | None:
        """Where this player left a match under way whose seat is still kept for them
        (:func:`unotui.kept_seats.left_seat`), to offer first; ``None`` when there is none, or
        for an SSH visitor when that address is the door's loopback, never named to them."""
        from .. import kept_seats
        from ..tables import loopback_address

        left = kept_seats.left_seat(self.joining_as)
        if left is None or (self.ssh_visitor and loopback_address(left)):
            return None
        return left

    @property
    def ssh_visitor(self) -> bool:
        """This app serves a visitor of the SSH front door."""
        return getattr(self.app, "ssh_door", None) is not None

    def compose(self) -> ComposeResult:
        if self.player_name is None:
            from .. import settings as settings_mod

            self.player_name = settings_mod.load().player_name
        if not self.fixed:  # (also where the app was started with that table's address:
            # `join HOST:PORT` gives it to every Join, and the left seat went unsaid, newbie89 #3)
            left = self.left_seat_address()
            if not self.initial_address or left == self.initial_address:
                self._left_at = left
        yield Label(_("Join a table"), classes="screen-title")
        with Vertical(id="tables-box") as box:
            box.border_title = _("Tables on this network")
            yield TableList(id="tables", compact=True)
            yield Static(_("Looking for tables…"), id="discovery", markup=False)
        with Horizontal(classes="row", id="address-row"):
            yield Label(_("Address"))
            # (the cursor at the end, not all selected on focus: the first key typed replaced
            # the remembered address, newbie77 #1)
            yield JoinField(self.initial_address or self._left_at or "",
                            placeholder=_("HOST:PORT, e.g. 192.168.1.20:7152"),
                        compact=True, id="address", disabled=self.fixed, select_on_focus=False)
        with Horizontal(classes="row", id="password-row"):
            yield Label(_("Password"))
            # (no longer than a table takes: a longer one was refused in the protocol's words,
            # "hello: field 'password' must be…", ssh48 #3)
            from net.protocol import MAX_PASSWORD

            yield JoinField(self.initial_password, password=True, compact=True, id="password",
                            max_length=MAX_PASSWORD, placeholder=_("only if the table has one"))
        yield Static(self.name_line(), id="join-as", markup=False)
        yield Static(Wrapped(_("Choose a table with ↑/↓ and press Enter, or type an address.")),
                     id="join-status", markup=False)
        # (the keys of a question asked over this screen, "Full — watch instead?", show
        # there — y Yes n No —, as under every other question: the stock Footer kept the
        # Join keys, which did nothing then, newbie77 #3)
        yield KeysFooter(compact=True)

    def on_mount(self) -> None:
        if self.fixed:  # (the password row shows when the table asks for one)
            self.query_one("#tables-box").display = False
            self.query_one("#join-status").styles.height = "auto"  # (news, then what keys do)
            from ..tables import loopback_address  # (the door's own way in: nothing to show)

            self.query_one("#address-row").display = not loopback_address(self.initial_address)
            self.query_one("#password-row").display = bool(self.initial_password)
            self.say(self.fixed_hint())
            if self.auto_join:
                self.join_address(self.initial_address, spectate=self.watch_on_join)
            if self.probe is not None:  # (a closed table opening again is said: ssh29 #5)
                self.set_interval(PROBE_EVERY, self._probe_tick)
            return
        if getattr(self.app, "ascii_only", False):
            self.say(_("Choose a table with Up/Down and press Enter, or type an address."))
        if self.browse is None:
            self.show_unavailable(_("LAN discovery is off."))
        if self.auto_join and self.initial_address:
            self.query_one("#address", Input).focus()
            self.join_address(self.initial_address, spectate=self.watch_on_join)
        elif self.initial_address and self._left_at is None:
            self.query_one("#address", Input).focus()
            if self.browse is not None:  # (the words said ↑/↓ choose a table, but the keys
                # were the address field's: ↓ went to the password, Enter joined the address,
                # newbie50 #3)
                self._address_words = self._left_gone_words(self.initial_address) or _(
                    "Enter joins {address}; ↑ goes up to the tables found here.",
                    address=self.initial_address)
                self.say(self._address_words)
        elif self._left_at is not None:
            # (the player left a match there, told to join it again to take the seat back:
            # Enter joins it — the LAN list's first table, a stranger's, was under the cursor
            # and Enter joined that one, newbie86 #4 —; its row, once listed, is the one
            # highlighted, and no stranger's meanwhile)
            self._back_from = self._left_at
            self.query_one("#address", Input).focus()
            self._address_words = _("You left a match at {address}, where your seat is kept "
                                    "until it ends: Enter joins it to take the seat back; ↑ "
                                    "goes up to the tables found here.", address=self._left_at)
            self.say(self._address_words)
        else:
            self.query_one("#tables", OptionList).focus()
        if self.probe is not None and self.browse is not None:
            self.set_interval(PROBE_EVERY, self._probe_tick)

    async def on_unmount(self) -> None:
        await self.stop_browsing()

    def silent(self) -> set[str]:
        """The listed tables (services) that have not answered :data:`PROBE_MISSES` checks in a
        row."""
        return {svc for svc, n in self.misses.items() if n >= PROBE_MISSES and svc in self.tables}

    def _probe_tick(self) -> None:
        if not self._probing:  # (a round of checks still under way is let finish)
            self._probing = True
            self.probe_tables()

    @work(group="join-probe")
    async def probe_tables(self) -> None:
        """Check that the listed tables still answer (a host killed without a goodbye stays on
        the LAN list until its records expire, about two minutes): a row whose table stopped
        answering says so, and says it no more once it answers again. Only while this screen
        browses (not while its player sits at a table)."""
        try:
            await self._probe_tables()
        finally:
            self._probing = False

    async def _probe_tables(self) -> None:
        if self.fixed:
            await self._probe_closed_table()
            return
        if self.probe is None or not self.browsing or self.app.screen is not self:
            return
        was = self.silent()
        everyone = list(self.tables.items())
        start = self._probe_from % len(everyone) if everyone else 0
        listed = (everyone[start:] + everyone[:start])[:PROBE_MAX]  # (in turn, PROBE_MAX a tick)
        self._probe_from = start + len(listed)
        # (all at once: a check may take PROBE_TIMEOUT)
        answered = await asyncio.gather(
            *(asyncio.wait_for(self.probe(t.host, t.port), PROBE_TIMEOUT) for _svc, t in listed),
            return_exceptions=True)  # (a check that failed or took too long: a miss)
        for (svc, _table), ok in zip(listed, answered, strict=True):
            self.misses[svc] = 0 if ok is True else self.misses.get(svc, 0) + 1
        for svc in set(self.misses) - set(self.tables):
            del self.misses[svc]
        if self.is_mounted and self.browsing and (
                self.silent() != was
                or [line for line, _kept in self.row_lines(self.listed_tables())] != self._rows):
            # (a table stopped or started answering, or a seat kept by an app still running
            # is offered now that it ended: the list is not checked only when it first shows)
            self.update_list()

    async def _probe_closed_table(self) -> None:
        """On the screen bound to one table (an SSH door's): once the table its host closed
        answers again (opened again, or resumed), say so, rather than "no table is open
        there" until the visitor guesses to press Enter."""
        closed = self._closed_table
        if closed is None or self.probe is None or self.joining or self.app.screen is not self:
            return
        try:
            host, port = parse_address(self.initial_address or "")
            back = await asyncio.wait_for(self.probe(host, port), PROBE_TIMEOUT)
        except (ValueError, OSError, TimeoutError):
            return
        if back is not True:  # (gone: whatever answers there next is news)
            self._gone_first = False
            return
        if not self._gone_first and self._closed_table == closed and not self.joining \
                and self.is_mounted:
            self._closed_table = None
            # (something answers there: maybe another table than the one that closed, so it
            # is not named, review29 #11)
            self.say(sentences(_("A table is open there again."), self.fixed_hint()))

    # ------------------------------------------------------------------ discovery
    @work(exclusive=True, group="join-browse")
    async def start_browsing(self) -> None:
        assert self.browse is not None
        self.browsing = True
        try:
            self._stop = await self.browse(self._table_changed)
        except Exception as exc:  # DiscoveryUnavailable, or anything zeroconf throws
            self.browsing = False
            self.show_unavailable(str(exc) or type(exc).__name__)
            return
        self.update_list()

    async def stop_browsing(self) -> None:
        """Stop listening to the LAN and forget what it said: a table may close while nobody
        listens, so a later browse starts from an empty list (not from stale entries)."""
        self.browsing = False
        self.tables.clear()
        self._heard.clear()
        self._found.clear()
        self.misses.clear()
        stop, self._stop = self._stop, None
        if stop is not None:
            with contextlib.suppress(Exception):
                await stop()

    def show_unavailable(self, reason: str) -> None:
        self.unavailable = reason
        self.query_one("#discovery", Static).update(
            _("LAN discovery is unavailable: {reason}", reason=reason.rstrip(".")) + ".\n"
            + _("Type the table's address below (the host sees it in the lobby)."))
        self.query_one("#tables", OptionList).display = False
        if not self.initial_address:
            self.query_one("#address", Input).focus()
        self.refresh_bindings()

    def _table_changed(self, kind: str, table: Any) -> None:
        if kind == "removed":
            self.tables.pop(table.service, None)
            self._heard.pop(table.service, None)
            self._found.pop(table.service, None)
        else:
            self._heard_count += 1
            if table.service not in self._found:
                self._found[table.service] = min(
                    (self._found.get(svc, 0) for svc, t in self.tables.items()
                     if t.address == table.address), default=self._heard_count)
            self.tables[table.service] = table
            self._heard[table.service] = self._heard_count
        # (the list is drawn again LIST_SETTLE later, with every change meanwhile: a record
        # flipping 370 times a second rebuilt it at each, and held the app at 100% CPU with
        # its memory growing, harden41 #1)
        if self.is_mounted and not self._list_due:
            self._list_due = True
            self.set_timer(LIST_SETTLE, self._list_settled)

    def _list_settled(self) -> None:
        self._list_due = False
        if self.is_mounted and self.browsing:
            self.update_list()

    def listed_tables(self) -> list[Any]:
        """The tables in the order they were found: one found later goes below the others, so
        the rows never move under the cursor (sorted by name, a table opening later landed
        above the one a player was about to join, and Enter joined another table).

        One address is one row, its newest record: only one table can listen at an address,
        and a host killed and resumed there advertises under a new service name while its old
        records stay cached for minutes — the same table was listed twice, and the probe never
        marked the ghost, its address answering (newbie71 #2). The row stays where the address
        was first found, as its records come and go."""
        rows: dict[str, Any] = {}
        place: dict[str, int] = {}
        for svc, table in self.tables.items():
            address = table.address
            was = rows.get(address)
            if was is None or self._heard.get(svc, 0) >= self._heard.get(was.service, 0):
                rows[address] = table
            place[address] = min(place.get(address, self._found.get(svc, 0)),
                                 self._found.get(svc, 0))
        return sorted(rows.values(), key=lambda t: place[t.address])

    def row_of(self, service: str | None, ids: list[str]) -> int | None:
        """The index in ``ids`` (the listed services) of the row of ``service``: its own, else
        that of the newer record at its address (a resumed host's), else ``None``."""
        if service in ids:
            return ids.index(service)
        table = self.tables.get(service or "")
        if table is None:
            return None
        return next((i for i, svc in enumerate(ids)
                     if svc in self.tables and self.tables[svc].address == table.address), None)

    def row_lines(self, tables: list[Any]) -> list[tuple[str, bool]]:
        """Each listed table's row in words, and whether it keeps this player's seat."""
        hint = not self.ssh_visitor  # (a visitor is in already: no "ssh -p PORT HOST" for them)
        from .. import kept_seats

        silent = self.silent()
        rows = []
        for t in tables:
            name = self.name_at(t.address)
            # (a table none of whose seats is taken keeps nobody's: a seat freed once its
            # window ran out still read "your seat is kept" beside 0/4 seats, newbie42 #2)
            held = t.taken > 0
            listed = kept_seats.Listing.of(t)
            kept_seats.note_listed(t.address, listed)
            # (nor one kept at a table of another name there, or left in a match that has
            # ended since, newbie43 #3)
            kept = held and kept_seats.seat_for(t.address, name, listed) is not None
            rows.append((table_line(t, hint, kept,
                                    kept_elsewhere(t.address, name, listed)
                                    if held else None,
                                    t.service in silent), kept))
        return rows

    def update_list(self) -> None:
        options = self.query_one("#tables", OptionList)
        if options.highlighted is not None and options.option_count:
            # (the cursor is not where this screen put it: the player moved it, their choice;
            # read here, not from highlight messages, which may come after the list changed
            # again, review31 #4)
            current = options.get_option_at_index(options.highlighted).id
            if current != self._placed:
                self._chosen = current
                self._back_from = None  # (the player has picked a row)
        tables = self.listed_tables()
        options.clear_options()
        lines = self.row_lines(tables)
        self._left_seat_gone()
        self._rows = [line for line, _kept in lines]
        # (a row too long for the box breaks between its parts, its later lines indented: it
        # went on at the box's edge like a row of its own, newbie88 #5)
        options.add_options([Option(HangingRow(line), id=t.service)
                             for t, (line, _kept) in zip(tables, lines, strict=True)])
        ids = [t.service for t in tables]
        if self._list_takes_focus is not None and ids:
            address = self.query_one("#address", Input)
            if self.focused is address and address.value == self._list_takes_focus:
                options.focus()
            self._list_takes_focus = None
        if ids:
            # the player's table; else one that keeps their seat; else the first — but not
            # the first of strangers' tables right after leaving one: an Enter meant for the
            # table just left would join it (away35 #10); ↑/↓ picks one then
            kept_at = next((i for i, (_line, kept) in enumerate(lines) if kept), None)
            named = [i for i, t in enumerate(tables) if t.address == self._back_from]
            chosen = self.row_of(self._chosen, ids)
            if chosen is not None:  # (a ghost's: the resumed table's row, theirs from now on)
                self._chosen = ids[chosen]
            at: int | None = chosen if chosen is not None else \
                named[0] if named else kept_at if kept_at is not None else \
                None if self._back_from else 0
            self._placed = ids[at] if at is not None else None
            options.highlighted = at
        if self.unavailable is None:
            self.query_one("#discovery", Static).update(
                (_("Looking for tables… none found yet.") if not tables else
                 _("{n} found; the list updates as tables open and close.", n=len(tables)))
                + ("\n" + _("Over SSH, these are the tables the server you reached sees on its "
                             "network.") if self.ssh_visitor else ""))
        self.refresh_bindings()

    # ------------------------------------------------------------------ joining
    @property
    def joining_as(self) -> str:
        """The name this screen asks tables for (the settings' player name)."""
        return self.player_name or "Player"

    def name_at(self, address: str) -> str:
        """The name to join the table at ``address`` under: :attr:`joining_as`, but for an SSH
        visitor whose seat there is kept under another name (they renamed themselves in the
        door's settings, whose next session starts from their SSH username again) that name:
        a door keeps each visitor's seats apart (:class:`unotui.ssh.session.KeptSeats`), so the
        seat is theirs, and is given back (ssh26 #1). On a machine's own app a seat kept under
        another name may be another person's: it is only named (:func:`kept_elsewhere`)."""
        from .. import kept_seats

        name = self.joining_as
        if not self.ssh_visitor or kept_seats.seat_for(address, name) is not None:
            return name
        return kept_elsewhere(address, name) or name

    def name_line(self, at_table: bool = False) -> str:
        """Whom this screen joins as: the name asked for, unless the last table joined gave
        another (:attr:`given`), which is then said — as the player's name there while
        ``at_table``, else as the name they had there."""
        asked = self.joining_as
        if self.given is None or self.given[0] == self.given[2]:  # (the name it asked for:
            # the settings', or an SSH visitor's own from their kept seat, :meth:`name_at`)
            if self.named:  # (Rules & settings does not change it: tmux65 #6)
                return _("You join as {name} (given with --name).", name=asked)
            return _("You join as {name} (change it in Rules & settings).", name=asked)
        given, place, asked = self.given
        if at_table:
            return _("You are {given} at {address}: the name {name} was taken there.",
                     given=given, address=place, name=asked)
        if self.named:
            return _("You were {given} at {address}, where the name {name} was taken. You "
                     "join as {name} (given with --name).", given=given, address=place,
                     name=asked)
        return _("You were {given} at {address}, where the name {name} was taken. You join as "
                 "{name} (change it in Rules & settings).", given=given, address=place,
                 name=asked)

    def say(self, text: str, error: bool = False) -> None:
        try:
            status = self.query_one("#join-status", Static)
        except NoMatches:  # (a join ending as the screen goes: nobody to tell)
            return
        # (wrapped by Wrapped: Rich broke a Chinese line only at its spaces, "你在 127.0.0.1:24101"
        # alone on a row, the rest ragged below it, newbie91 #2)
        status.update(Wrapped(text))
        status.set_class(error, "-error")
        self._said = text

    def _left_seat_gone(self) -> None:
        """The seat offered as this screen opened (:attr:`_left_at`) is no longer kept — the
        list shows its table back in its lobby, the match over (``row_lines`` noted it) —:
        the words that said it is kept say so instead (review94 #2: Enter went on to a table
        that had no seat for the player, who joined it as a newcomer)."""

        left = self._left_at
        if left is None or self.left_seat_address() == left:
            return
        self._left_at = None
        if self._address_words is not None and self._said == self._address_words:
            # (over, or no longer this app's to offer — another app of this user took the
            # seat back —: only the first is said to have ended, review95 #3)
            self._address_words = self._left_gone_words(left) or _(
                "Enter joins {address}; ↑ goes up to the tables found here.", address=left)
            self.say(self._address_words)

    def _left_gone_words(self, address: str) -> str | None:
        """What became of a match this player left at ``address``, when it is over (its table
        seen back in its lobby) or gone (another table listed there): the seat is no longer
        kept; ``None`` when neither is known."""
        from .. import kept_seats

        if kept_seats.left_seat_over(address, self.joining_as):
            return _("The match you left at {address} has ended: no seat is kept for you there "
                     "now.", address=address)
        if kept_seats.left_seat_replaced(address, self.joining_as):
            return _("Another table is open at {address} now: the match you left there is "
                     "gone, and no seat is kept for you.", address=address)
        return None

    @on(Input.Changed, "#address")
    def _address_typed(self, event: Input.Changed) -> None:
        """The words that say Enter joins the address follow what is typed there: they named
        the address the screen opened with after another was typed over it (newbie62 #2)."""
        if self._address_words is None or self._said != self._address_words:
            return
        typed = event.value.strip()
        if self._left_at is not None and typed == self._left_at:
            return  # (the kept seat's address, as filled in: its words stand)
        self._address_words = _("Enter joins {address}; ↑ goes up to the tables found here.",
                                address=typed) if typed else \
            _("Type the table's address first (HOST:PORT).")
        self.say(self._address_words)

    def list_words(self) -> None:
        """The list has the keys now: words that said Enter joins the address typed go
        (review53 #3: after ↑ they still said so, while Enter joined the table highlighted)."""
        if self._said is not None and self._said == self._address_words:
            self.say(_("Choose a table with Up/Down and press Enter, or type an address.")
                     if getattr(self.app, "ascii_only", False) else
                     _("Choose a table with ↑/↓ and press Enter, or type an address."))

    def choose_words(self) -> str:
        """What Enter says on the list while no table is picked: the arrows named in words
        where the terminal draws ASCII only (review85 #5)."""
        if getattr(self.app, "ascii_only", False):
            return _("Choose a table (Up/Down), then Enter; a: type an address.")
        return _("Choose a table (↑↓), then Enter; a: type an address.")

    def action_help(self) -> None:
        """``?`` (F1 in a field): this screen's keys and what it is for."""
        if self.fixed:
            keys = [(_("Enter"), _("join the table")), ("w", _("watch it")),
                    ("Esc q", _("back to the menu"))]
            notes = [_("This SSH server sends its visitors to one table: join it, or watch it.")]
        else:
            keys = [("↑ ↓", _("choose a table in the list")),
                    (_("Enter"), _("join the chosen table, or the address typed")),
                    ("a", _("type an address: HOST:PORT")),
                    ("Tab", _("between the list and the fields")),
                    # (in the Address field q is typed: "Esc q  back to the menu" read as if
                    # it went back from there too, newbie77 #1)
                    ("Esc q", _("back to the menu (q from the list only; Esc from anywhere)"))]
            notes = [_("Tables open on this network appear in the list by themselves, and "
                       "leave it when they close."),
                     _("A table elsewhere: type its address, HOST:PORT, as its host sees it "
                       "(the port is 7152 unless the host chose another)."),
                     _("A full table, or one whose match is under way, is offered to watch.")]
        keys += [("? F1", _("this help (Escape closes it)"))]
        show = getattr(self.app, "show_help", None)
        if show is not None:
            show(None, bool(getattr(self.app, "ascii_only", False)), keys=keys, notes=notes)

    def fixed_hint(self) -> str:
        """What the keys do on the screen bound to one table."""
        return _("Enter: join · w: watch · Escape: menu")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "watch":
            return self.fixed
        if action == "address":
            return not self.fixed
        if action == "join_selected":
            if self.fixed or self.focused is None:  # (none: back from a closed table's
                return True                          # dialog, Enter did nothing, newbie38 #5)
            # (the list emptied under the focus — the table there was stopped —: Enter goes
            # to the address typed, as the help says, where it did nothing, newbie64 #5)
            return self.focused.id in ("address", "password", "tables")
        return True

    def action_address(self) -> None:
        self.query_one("#address", Input).focus()

    def action_watch(self) -> None:
        """Watch the table this screen is bound to (``fixed``)."""
        if self.fixed:
            self.join_address(self.initial_address, spectate=True)

    def action_join_selected(self) -> None:
        focused = self.focused
        options = self.query_one("#tables", OptionList)
        if focused is None and not self.fixed:
            # (nothing focused: the list takes the focus — a table is joined by the next
            # Enter, never one the player did not look at, review38 #3 —, else the address)
            if options.display and self.tables:
                options.focus()
                if options.highlighted is None:
                    options.highlighted = 0
                self.say(self.choose_words())
                return
            address = self.query_one("#address", Input)
            address.focus()
            if not address.value.strip():
                return
        if self.fixed:
            self.join_address(self.initial_address)
        elif focused is not None and focused.id == "tables" and not self.tables:
            address = self.query_one("#address", Input)
            address.focus()
            if address.value.strip():
                self.join_address(address.value)
            else:  # (the cursor moved to the empty field without a word, while the line
                # still said to choose a table from a list that has none, newbie77 #4)
                self.say(_("No table found yet: type its address (HOST:PORT), then Enter."))
        elif focused is not None and focused.id == "tables":
            if options.highlighted is None:
                # (back from a table, no row is highlighted until the player picks one, so
                # that an Enter meant for the table left joins no stranger's: it says so, where
                # it did nothing at all, newbie75 #2; ↓ highlights the first row)
                self.say(self.choose_words())
                return
            service = options.get_option_at_index(options.highlighted).id
            table = self.tables.get(service or "")
            if table is not None:
                self.join_table(table)
        else:
            self.join_address(self.query_one("#address", Input).value)

    @on(OptionList.OptionSelected, "#tables")
    def _table_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        table = self.tables.get(event.option.id or "")
        if table is not None:
            self.join_table(table)

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.join_address(self.initial_address if self.fixed else
                          self.query_one("#address", Input).value)

    def join_table(self, table: Any, elsewhere: bool = True) -> None:
        """Join the table of a row of the list (``table``, a ``TableInfo``). ``elsewhere``:
        first look for a seat kept for this player at another address of that table."""
        if not table.compatible:
            self.say(_("That table runs another version of unotui."), error=True)
            return
        from .. import kept_seats

        # a seat kept for this player is given back without a password (the token is enough);
        # a closed table's too: its match may be open again by its journal, every seat taken
        # (listed full), and offered a watcher's place the player lost the seat, review35 #1
        kept = kept_seats.token_for(table.address, self.name_at(table.address), closed_too=True)
        there = kept_seats.kept_at_other_address(
            table.address, self.name_at(table.address),
            {"table_id": table.table_id, "table": table.name}) \
            if kept is None and elsewhere and getattr(table, "table_id", None) else None
        if there is not None:  # (the same table, listed at another of its addresses: joined
            # where the seat is kept — asked to watch, the player watched a bot play their
            # seat, review69 #4 — and, if nobody answers there, at this row as ever)
            with contextlib.suppress(ValueError):
                host, port = parse_address(there)
                self._chosen, self._back_from = table.service, table.address
                self.connect(host, port, there,
                             otherwise=lambda: self.join_table(table, elsewhere=False))
                return
        if table.password and kept is None and not self.query_one("#password", Input).value \
                and self.remembered_password(table.address) is None:
            self.say(_("{name} needs a password: type it and press Enter.", name=table.name),
                     error=True)
            self.query_one("#address", Input).value = table.address
            self.query_one("#password", Input).focus()
            return
        # no seat left: watching is all there is, so ask first — unless the table keeps a seat
        # for this player (back after a drop: a running match lists every seat as taken)
        if table.full and kept is None:
            # (the line under the question names this table: it still said the last one asked,
            # "root's table is full.", over another's question, ssh56 #4)
            self.say(_("{name} is full.", name=table.name))
            self.offer_to_watch(table.host, table.port, table.address, table.name,
                                kept_elsewhere(table.address, self.name_at(table.address),
                                               kept_seats.Listing.of(table)),  # (review47 #2)
                                in_lobby=table.phase == "lobby")
            return
        # (back from it, its row is where the cursor is, or none if it is gone: review35 #2)
        self._chosen, self._back_from = table.service, table.address
        self.connect(table.host, table.port, table.address, elsewhere=elsewhere)

    def remembered_password(self, shown: str) -> str | None:
        """The password the table at ``shown`` accepted from this app before, if any."""
        passwords = getattr(self.app, "table_passwords", None)
        return passwords.get(_address_key(shown)) if isinstance(passwords, dict) else None

    def remember_password(self, shown: str, password: str | None) -> None:
        """Remember (``None``: forget) the password of the table at ``shown`` for the rest of
        the app's run, in memory only."""
        passwords = getattr(self.app, "table_passwords", None)
        if not isinstance(passwords, dict):
            return
        if password:
            passwords[_address_key(shown)] = password
        else:
            passwords.pop(_address_key(shown), None)

    def offer_to_watch(self, host: str, port: int, shown: str, name: str | None,
                       kept_for: str | None = None, in_lobby: bool = False) -> None:
        """Every seat is taken: ask "Full — watch instead?" and join as a spectator on yes.
        ``name`` None: a table known only by its loopback address ("this table");
        ``kept_for``: the other name under which this player's seat is kept there (said, with
        how to take it back); ``in_lobby``: no match is under way there (none to watch yet)."""
        from ..dialogs import ConfirmDialog

        def answered(watch: bool | None) -> None:
            if watch:
                self.connect(host, port, shown, spectate=True)
            elif self.fixed:
                self.say(sentences(_("This table is full."), self.fixed_hint()))
                # (watched: once it closes and a table answers there again, that is said — a
                # friend waiting for a seat read "full" for good, ssh54 #6)
                self._closed_table, self._gone_first = shown, True
            else:
                self.say(_("{name} is full.", name=name) if name else
                         _("This table is full."))

        if in_lobby:  # (no match under way: "watch the match" was none, ssh45 #4)
            why = (_("Every seat at {name} is taken. You can watch its lobby and its next match "
                     "without playing, and sit down if a seat comes free.", name=name) if name
                   else _("Every seat at this table is taken. You can watch its lobby and its "
                          "next match without playing, and sit down if a seat comes free."))
        else:
            why = (_("Every seat at {name} is taken. You can watch the match without playing.",
                     name=name) if name else
                   _("Every seat at this table is taken. You can watch the match without "
                     "playing."))
        if kept_for is not None:
            why += "\n" + _("Your seat here is kept for the name {kept}: join as {kept} to take "
                            "it back.", kept=kept_for)
        elif self.ssh_visitor and twin_seated_at(shown):
            # (the door says another session of this visitor still plays: its seat is that
            # session's, ssh31 #3 — a laptop asleep holds it until the door drops it)
            # (said as of this session's start, which is when the door knew it: pressed again
            # later, "still connected" could be untrue, ssh45 #3)
            why += "\n" + _("Another SSH session of yours, connected from this address when "
                            "this one began, holds your seat. If that session is gone, the "
                            "server drops it within a minute: join this table again then (or "
                            "connect again) to sit back down.")
        self.app.push_screen(ConfirmDialog(_("Full — watch instead?"), why, default=True),
                             answered)

    def join_address(self, text: str, spectate: bool = False) -> None:
        if not text.strip():
            self.say(_("Type the table's address first (HOST:PORT)."), error=True)
            self.query_one("#address", Input).focus()
            return
        try:
            host, port = parse_address(text)
        except ValueError as exc:
            self.say(str(exc), error=True)
            return
        self.connect(host, port, text.strip(), spectate=spectate)

    def connect(self, host: str, port: int, shown: str, spectate: bool = False,
                otherwise: Callable[[], None] | None = None, elsewhere: bool = True) -> None:
        """Join the table at ``host``, ``port`` (``shown``: its address as the player knows
        it) and hand the connection to a lobby, or say why not. With ``otherwise``: only to
        sit in the seat kept there (:func:`kept_seats.take_back_at`), else call it.
        ``elsewhere``: a newcomer there looks for its seat at another address of that table
        (:func:`kept_seats.sit_where_kept`; not again after ``otherwise``: one Enter asked the
        kept address twice, review70 #4) — unless a join is under way: a second Enter while a
        table was slow to answer cancelled the first join, and the screen stayed "joining" for
        good, every later Enter doing nothing, while the table kept a seat for the connection
        given up."""
        if self.joining:
            return
        self.joining = True
        self._join(host, port, shown, spectate, otherwise, elsewhere)

    def ask_password(self) -> None:
        """Show the password field, say it is this table's, and put the cursor there (it
        said "only if the table has one" beside "This table needs the right password",
        ssh40 #7)."""
        self.query_one("#password-row").display = True
        field = self.query_one("#password", Input)
        field.placeholder = _("this table's password")
        field.focus()

    @property
    def wrong_passwords(self) -> dict[str, tuple[int, float]]:
        """Wrong passwords typed for each address in this app: how many, and when the last
        was refused (:meth:`password_wait`). The app's, not this screen's: Escape then j opened
        a new join screen that had forgotten them (review76 #1)."""
        app: Any = self.app  # (a UnoApp: unotui.app)
        store: dict[str, tuple[int, float]] = app.wrong_passwords
        return store

    def password_wait(self, shown: str) -> int:
        """Whole seconds before ``shown`` may be joined again after wrong passwords typed
        here: 1, 2, 4, then 8 s after the first, second, third and later ones (review74: a
        table with an SSH door does not limit wrong passwords from its loopback, whence every
        visitor of the door comes — so the door's app does, and a visitor could no longer try
        them as fast as keys are pressed)."""
        import math
        import time

        count, at = self.wrong_passwords.get(password_key(shown), (0, 0.0))
        if not count:
            return 0
        return max(0, math.ceil(at + PASSWORD_PAUSE[min(count, len(PASSWORD_PAUSE)) - 1]
                                - time.monotonic()))

    def paused(self, shown: str) -> bool:
        """Whether ``shown`` waits out a pause after wrong passwords now (:meth:`password_wait`):
        then said, with the password asked for."""
        wait = self.password_wait(shown)
        if wait <= 0:
            return False
        self._say_pause(wait)
        self.ask_password()  # (a join screen opened since knows the table wants one)
        # (what was typed stays, to send once the pause is over, but all of it selected: the
        # next key typed replaces it — each Enter in the pause kept the field, so quick tries
        # piled up, "b", "bc", "bcd", ssh69 #2)
        self.query_one("#password", Input).select_all()
        # (counted down, then said over: "in 1 second" stayed for good, ssh69 #2)
        self._pause_for = shown
        if self._pause_timer is not None:
            self._pause_timer.stop()
        self._pause_timer = self.set_interval(PAUSE_TICK, self._pause_tick)
        return True

    def _say_pause(self, wait: int) -> None:
        self._pause_wait = wait
        # (a try not sent: "Wrong password" began it, for a password never checked, newbie85 #3)
        self._pause_said = ngettext(
            "Too soon after a wrong password: you may try again in {n} second.",
            "Too soon after a wrong password: you may try again in {n} seconds.", wait)
        self.say(self._pause_said, error=True)

    def _pause_tick(self) -> None:
        """The pause said by :meth:`paused`, counted down in whole seconds; once it is over,
        that the player may try again — unless the status line has said something else since
        (a join, a refusal…): then nothing more."""
        shown = self._pause_for
        if shown is None or self._said != self._pause_said:
            self._stop_pause_count()
            return
        wait = self.password_wait(shown)
        if wait > 0:
            if wait != self._pause_wait:
                self._say_pause(wait)
            return
        self._stop_pause_count()
        typed = self.query_one("#password", Input).value
        self.say(_("You may try again now: press Enter to send the password you typed.")
                 if typed else
                 _("You may try again now: type the table's password and press Enter."))

    def _stop_pause_count(self) -> None:
        if self._pause_timer is not None:
            self._pause_timer.stop()
        self._pause_timer = self._pause_for = self._pause_said = None

    @work(exclusive=True, group="join-connect")
    async def _join(self, host: str, port: int, shown: str, spectate: bool,
                    otherwise: Callable[[], None] | None, elsewhere: bool) -> None:
        """The worker of :meth:`connect` (``joining`` is set until it ends)."""
        before = self.joined_client
        try:
            await self._join_table(host, port, shown, spectate,
                                   kept_only=otherwise is not None, elsewhere=elsewhere)
        finally:
            self.joining = False
        if otherwise is not None and self.joined_client is before and self.is_mounted:
            otherwise()  # (not joined)

    async def _join_table(self, host: str, port: int, shown: str, spectate: bool,
                          kept_only: bool = False, elsewhere: bool = True) -> None:
        from net.client import Client, JoinError, NotATable

        from ..link import finish_soon
        from ..tables import LobbySession, learn_this_machine, loopback_address

        # (a seat kept there is taken back with its token alone: no pause for it)
        if not kept_only and self.paused(shown):
            return
        self.say(_("Joining the table…") if self.fixed and loopback_address(shown) else
                 _("Joining {address}…", address=shown))
        if not kept_only:
            # (the table however its address is typed: a name of this machine's, resolved —
            # up to 3 s, "Joining…" on screen meanwhile, review78 —, is this machine's table,
            # review77 #1)
            await learn_this_machine(host)
            if self.paused(shown):
                return
        from .. import kept_seats

        typed = self.query_one("#password", Input).value or None
        # (a password this table accepted before, e.g. before the visitor went to the menu)
        password = typed or self.remembered_password(shown)
        name = self.joining_as if spectate else self.name_at(shown)
        # (a seat kept from an app that ended: the table gives it back, hand and all)
        # (a closed table's too: its host may have opened that match again, away35 #1)
        token = None if spectate else kept_seats.token_for(shown, name, closed_too=True)
        seat = None if spectate else kept_seats.seat_for(shown, name)  # (not a watcher's token)
        other_name = None if spectate else kept_elsewhere(shown, name)
        try:
            if kept_only:  # (the seat kept there, or nothing: no question, no refusal said —
                # a refusal there asked "watch instead?" of an address the player never chose,
                # then the row asked again, review70 #3; bounded, without a password, #1, #2)
                back = await kept_seats.take_back_at(shown, name, password)
                if back is None:
                    return
                client = back
            else:
                client = await Client.connect_tcp(host, port, name, password=password,
                                                  spectate=spectate, token=token)
        except JoinError as exc:
            self.joining = False
            # (a table answered, refusing: it is open, and the watch of a closed one would say
            # "open there again" over the refusal — over "needs the right password", ssh50 #1)
            self._closed_table = None
            text = JOIN_ERRORS.get(exc.code)
            if exc.code == "wrong_password" and typed:  # (not a remembered one: the table
                # there may have been opened again with another password since)
                text = JOIN_ERRORS["wrong_password_sent"]
            if exc.code == "table_full" and spectate:  # (no seat, and no room to watch either)
                text = N_("That table is full, also for watchers: try again in a while.")
            self.say(_(text) if text else _("The table refused: {why}", why=exc.message),
                     error=True)
            if exc.code == "wrong_password":
                if typed is None:  # (a remembered one no longer works: it is forgotten)
                    self.remember_password(shown, None)
                else:
                    import time

                    key = password_key(shown)
                    count = self.wrong_passwords.get(key, (0, 0.0))[0] + 1
                    self.wrong_passwords[key] = (count, time.monotonic())
                    # (emptied: the right one typed again, as the screen asks, was sent after
                    # the wrong one and refused too, ssh67 #1)
                    self.query_one("#password", Input).value = ""
                self.ask_password()
            elif exc.code == "table_full" and not spectate:  # (a newcomer finds no seat only
                # in a lobby: during a match they watch)
                self.offer_to_watch(host, port, shown,
                                    None if loopback_address(shown) else shown, in_lobby=True)
            return
        except NotATable as exc:  # (something answered: "Nobody answers" was untrue)
            self.joining = False
            if self.fixed and loopback_address(shown):  # (the door's own table, review42 #7)
                self.say(sentences(_("The table closed the connection before answering: it "
                                     "may be closing.") if exc.why == "closed"
                                   else _("The table does not answer."), self.fixed_hint()),
                         error=True)
                # (watched, as after a refused connection, review50 — but what answered was no
                # table: "open there again" was said of it every few seconds, ssh54 #4)
                self._closed_table, self._gone_first = shown, True
            else:
                self.say(not_a_table(exc, shown), error=True)
            return
        except (OSError, ConnectionError) as exc:
            self.joining = False
            if self.fixed and loopback_address(shown):  # (the door's way in: no use to name it)
                self.say(sentences(_("The table does not answer: {error}.",
                                     error=connect_failure(exc)), self.fixed_hint()), error=True)
                # (watched from now, as a table closed while here: a visitor who came while
                # it was closed read "does not answer" after it opened again, ssh46 #9)
                self._closed_table, self._gone_first = shown, False
            else:
                self.say(_("Nobody answers at {address}: {error}.", address=shown,
                           error=connect_failure(exc)), error=True)
            return
        except Exception as exc:  # a table that speaks nonsense: say so, never a traceback
            self.joining = False
            self.say(_("The table refused: {why}", why=str(exc) or type(exc).__name__),
                     error=True)
            return
        if elsewhere and not (spectate or self.fixed or client.token_kept):
            # (the same table reached by another of its addresses, where this player's seat is
            # kept: sat there, since its token goes only where it was given, newbie56 #1)
            try:
                kept, there = await kept_seats.sit_where_kept(client, shown, name)
            except BaseException:  # (Escape or a second join meanwhile: nobody left seated)
                finish_soon(client.close())
                raise
            if kept is not client:
                client, shown, other_name = kept, there, None
                seat = kept_seats.seat_for(shown, name)
        try:
            await self._seated(client, shown, name, spectate, password, seat, other_name)
        except BaseException:
            # (given up once seated — Escape, whose unmount cancels this worker, or a second
            # join — the table kept a seat for a player back at the menu, answering its pings,
            # review58 #3: the connection is closed, in a task no second cancel takes back)
            finish_soon(client.close())
            raise
        open_lobby = getattr(self.app, "open_lobby", None)  # the app shows the lobby
        if open_lobby is None:
            await client.close()
            return
        await open_lobby(LobbySession(client, None, shown))

    async def _seated(self, client: Any, shown: str, name: str, spectate: bool,
                      password: str | None, seat: int | None, other_name: str | None) -> None:
        """The table at ``shown`` took this player (``client``, asked as ``name``): its
        password and seat kept, what it said shown, the browsing stopped; the caller hands the
        connection to a lobby, or closes it."""
        from .. import kept_seats
        from ..tables import joined_place

        self.remember_password(shown, password)
        await self.stop_browsing()
        welcome = client.welcome or {}
        if other_name is not None:  # (of the table that answered, now known: a seat kept at
            # another table once open at this address is no seat here, review47 #1)
            other_name = kept_elsewhere(shown, name,
                                        kept_seats.Listing(**kept_seats.welcome_table(welcome)))
        # (kept for a watcher too: one who sits down later gets that seat back the same way —
        # but a watcher never overwrites a seat kept from a dropped app: that seat may come back.
        # A player who asked for a seat and was given none, at a match under way, is a watcher
        # too: their token is no seat of theirs, ssh34 #2)
        watching = spectate or welcome.get("seat") is None
        # (a second app of this user under that name, "Zoe 2" at the table: its seat kept
        # under that name, not over the first app's, which then came back watching,
        # newbie47 #5)
        key_name = kept_seats.name_for(shown, name, welcome.get("name"), client.token)
        if not watching or not kept_seats.holds_seat(shown, key_name):
            kept_seats.keep(shown, key_name, client.token, watching=watching,
                            **kept_seats.welcome_table(welcome))
        place = joined_place(welcome.get("table"), shown)  # (an SSH visitor's loopback: no use)
        # (left the match and came back, or dropped and a bot took the seat over meanwhile:
        # "your seat was kept" alone hid that a bot had played it, newbie91 #12)
        if client.token_kept and (welcome.get("rejoined") is True
                                  or welcome.get("held") is True):
            back = _("Back at {address}: you are in your seat again; a bot held it while you "
                     "were away.", address=place)
            self.say(back)
            self.app.notify(back)
        elif client.token_kept:
            back = _("Back at {address}: your seat was kept for you.", address=place)
            self.say(back)
            self.app.notify(back)  # (over the table or lobby that opens next)
        elif seat is not None:  # a seat was kept at this address, but this table knows it not
            # (said so, not that "the table no longer holds" it: the table there may be a new
            # one, the one that held the seat closed)
            gone = _("Joined {address} as a newcomer: the seat you had at this address before "
                     "is not kept.", address=place)
            self.say(gone)
            self.app.notify(gone)
        elif other_name is not None:  # (a seat waits here for this player under another name)
            elsewhere = _("Joined {address}. Your seat here is kept for the name {kept}: join as "
                          "{kept} to take it back.", address=place, kept=other_name)
            self.say(elsewhere)
            self.app.notify(elsewhere)
        elif spectate and client.name and client.name != name \
                and kept_seats.holds_seat(shown, name) \
                and not kept_seats.held_by_another(shown, name, client.token):
            # (the "someone already called zoe" was the watcher's own kept seat, ssh38 #10 —
            # unless another app of this user, still running, plays it: no bot does then, and
            # that seat was not this watcher's to take back, newbie86 #1)
            mine = _("Watching {address} as {name}: the seat of {asked} there is your own, "
                     "kept for you while a bot plays it; join to take it back.",
                     address=place, name=client.name, asked=name)
            self.say(mine)
            self.app.notify(mine)
        elif client.name and client.name != name:  # (the name was taken there: say the new one)
            renamed = _("Joined {address} as {name}: someone there is already called {asked}.",
                        address=place, name=client.name, asked=name)
            from net.protocol import name_keys

            lobby = await first_lobby(client)
            # (a bot of the table's own, not a stand-in playing a player's seat, named as the
            # table reads the name: "Ana" for "ana")
            bot = next((str(seat["name"]) for seat in (lobby or {}).get("seats") or ()
                        if isinstance(seat, dict) and seat.get("kind") == "bot"
                        and seat.get("stand_in") is not True
                        and isinstance(seat.get("name"), str)
                        and name_keys(seat["name"]) & name_keys(name)), None)
            if bot is not None:
                # (a bot's seat was never this visitor's: "if that seat is yours, connect
                # again" sent them round in circles, ssh63)
                renamed = _("Joined {address} as {name}: a bot at this table is already "
                            "called {bot}.", address=place, name=client.name, bot=bot)
            elif self.ssh_visitor and twin_seated_at(shown):
                # (it is this visitor's own other session, still connected: "connect again as
                # you played it" was what they had just done, ssh45 #1)
                renamed = sentences(renamed, _(
                    "Another SSH session of yours, connected from this address when this one "
                    "began, holds your seat. If that session is gone, the server drops it "
                    "within a minute: join this table again then (or connect again) to sit "
                    "back down."))
            elif self.ssh_visitor and any(
                    isinstance(seat, dict) and seat.get("kind") in ("human", "bot")
                    and isinstance(seat.get("name"), str)
                    and name_keys(seat["name"]) & name_keys(name)
                    for seat in (lobby or {}).get("seats") or ()):
                # (a seat kept for that name comes back with the key it was played with: a
                # friend on a new laptop watched their own seat, ssh44 #7 — said only when a
                # seat has the name: a watcher of it, the visitor's own other session that only
                # watches, holds no seat, and "connect again as you played it" was what they
                # had just done, ssh66 #2)
                renamed = sentences(renamed, _(
                    "If that seat is yours, connect again as you played it: the same login "
                    "name, from the same computer, with the same SSH key."))
            self.say(renamed)
            self.app.notify(renamed)  # (over the lobby that opens next)
        elif not spectate and welcome.get("seat") is None:  # (asked for a seat, given none:
            # a match is under way; from the list a full table asked first, by address it
            # went silently to watching, newbie42 #8)
            lobby = await first_lobby(client)
            # (a bot's seat may be taken now: "sit down when it ends" alone sent a newcomer to
            # wait out a match they could have played, newbie43 #11)
            # (after the match its players and bots keep their seats: a watcher sits down in
            # a free seat, newbie44 #5 — "you can sit down when it ends" was untrue at a full
            # table; the seats a lobby had empty come back then, and are free)
            watch = _("Joined {address}: its match is under way, so you watch it. Press s to "
                      "play a bot's seat now.", address=place) \
                if lobby is not None and lobby.get("takeable") \
                else _("Joined {address}: its match is under way, so you watch it; you can sit "
                       "down once a seat is free.", address=place)
            self.say(watch)
            self.app.notify(watch)
        else:
            self.say(_("Joined {address}.", address=place))
        self.joined_to = place
        self.joined_client = client
        self.wrong_passwords.pop(password_key(shown), None)
        # (the name the table gave, which its lobby shows: not always the one asked for)
        self.given = (client.name or name, place, name)
        with contextlib.suppress(NoMatches):  # (a join ending as the screen goes: a full run
            self.query_one("#join-as", Static).update(self.name_line(at_table=True))
        if self.ssh_visitor:  # (the menu names the door's table with it)
            self.app.door_place = place  # type: ignore[attr-defined]

    def on_screen_resume(self) -> None:
        """Browse while this screen shows (again after coming back from a table, whose
        "Joined …" line would now be stale)."""
        if self.joined_to:
            # (on the screen bound to one table, an SSH door's, a table its host closed is said
            # at once: it offered "Enter: join", and only Enter told no table was open there)
            last_error = getattr(self.joined_client, "last_error", None)
            closed = self.fixed and isinstance(last_error, dict) \
                and last_error.get("code") == "shutdown"  # (the LAN list: the table is gone)
            self.say(sentences(closed_line(self.joined_to, last_error) if closed else
                               _("Back from {address}.", address=self.joined_to),
                               self.fixed_hint() if self.fixed else ""))
            self._closed_table, self._gone_first = (self.joined_to if closed else None), False
            self.joined_client = None
            if self.fixed and isinstance(self.focused, Input):
                # (the password typed before kept the focus: "w: watch" typed a w into it)
                self.set_focus(None)
            elif not self.fixed and isinstance(self.focused, Input) \
                    and self.query_one("#tables", OptionList).display:
                # (back from a table joined by its address, the field kept the focus and keys
                # typed into it, ux26 #8: the LAN list, where the tables are, takes it once it
                # lists one again, unless the player has begun to type meanwhile)
                self._list_takes_focus = self.query_one("#address", Input).value
                self._back_from = self._list_takes_focus
            self.query_one("#join-as", Static).update(self.name_line())
            self.joined_to = None
        if self._closed_table is not None:  # (checked at once, each time it shows: its host
            self._probe_tick()  # may have opened it again while a closing dialog was read,
            # and "no table is open there now" stood until the next check, ssh50 #3)
        if not self.browsing and self.browse is not None and self.unavailable is None:
            self.browsing = True
            self.start_browsing()

    def action_back(self) -> None:
        self.app.pop_screen()
