"""The table authority: lobby, seats, bots, timers and the one pipeline every action goes through.

A :class:`Table` owns one game. It is transport-agnostic: :meth:`Table.serve` runs one connection
given an ``asyncio.StreamReader`` and a writer (a TCP stream, or the in-memory pair of
:mod:`net.local`). :class:`Host` wraps a table with a TCP server, the journal and (optionally)
LAN advertising.

Pipeline of one ``act`` (DESIGN.md): frame cap → msgpack decode → schema
(:func:`net.protocol.validate_client`) → the connection's seat (bound by its token at ``hello``)
→ may this seat act now (turn actions only for the seat to move; ``uno``/``catch`` from anyone)
→ ``state_id`` current → engine legality (:func:`core.game.apply` validates) → journal → every
seat its own :func:`core.view.view`, spectators the spectator view. Bots, the turn timer, the
table's ``NextRound`` and held catches enter the same pipeline at :meth:`Table.submit`.

Bots that think (``hard``) decide in :mod:`net.botpool`'s worker processes, so the loop keeps
serving everyone meanwhile; an answer for a table that has moved on is dropped and the bot asked
again, and a bot that cannot answer in its budget and a margin is replaced for that move by a
normal bot's. The cheap levels decide inline.

UNO fairness: a ``catch`` arriving less than ``uno_grace`` seconds after its target's catch
window opened (down to one card, or under multi-play to a hand that can be an UNO hand) is held
until the grace ends and then applied only if still legal — a ``uno`` call by the
target in the meantime wins. While a catch is held, bots make no turn moves.

Nothing a client sends can raise out of :meth:`Table.serve`: malformed input closes that
connection with a typed ``error``; refused actions get a non-fatal ``error``; unexpected
exceptions are logged (never sent) and close only that connection.

Limits (docs/PROTOCOL.md §2 and §6): every message passes two token buckets, its member's (kept
across reconnects) and its network address's (``addr_share`` members' worth, shared by everyone
from there); a message that finds one empty is dropped and answered by a ``rate_limited`` error
naming it (``dropped``, ``retry_after``). At the spectator cap a newcomer evicts the spectator
idle the longest of the address with the most spectators (fatal ``evicted``); a seated player
is never counted against the cap. Out of file descriptors, :class:`net.listener.Listener`
backs off accepting instead of spinning.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import ipaddress
import logging
import math
import secrets
import socket
import struct
import sys
import time
from collections import Counter, deque
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.actions import (
    Accept,
    Action,
    ActionError,
    CallUno,
    Catch,
    ChooseColor,
    DeathNumber,
    Draw,
    Judgement,
    NameDate,
    NextRound,
    Pass,
    Play,
    action_from_wire,
)
from core.bots import Bot
from core.game import (
    NO_CATCH,
    GameState,
    IllegalAction,
    Misplay,
    Phase,
    apply,
    check_table,
    closes_catch_window,
    least_players,
    legal_actions,
    seat_to_move,
)
from core.record import Record
from core.rules import Rules, RulesError, preset
from core.view import view, visible_log

from . import honesty
from .botpool import (
    DEFAULT_THINK,
    MAX_THINK,
    TAKEOVER_LEVEL,
    BotFailed,
    BotPool,
    FallbackBots,
    kinds,
    known,
    new_bot,
    shared_pool,
    thinks,
)
from .listener import Listener
from .protocol import (
    FROZEN_SLACK,
    MAX_CHAT,
    MAX_HELLO_FRAME,
    MAX_NAME,
    PROTOCOL_VERSION,
    TABLE_ID_BYTES,
    ConnectionClosed,
    ProtocolError,
    Writer,
    clean_text,
    decode,
    decode_client,
    encode,
    error,
    name_keys,
    read_frame,
    valid_table_id,
    validate_client,
)

if TYPE_CHECKING:  # the journal is imported only by a table that keeps one
    from .journal import Journal, Resumed

log = logging.getLogger(__name__)

APP = "unotui"
#: the longest table name, in characters (the LAN listing's, :data:`net.discovery.MAX_NAME_CHARS`)
MAX_TABLE_NAME = 40

#: Actions a seat may send when it is not the seat to move (the engine decides if they are legal).
OUT_OF_TURN = (CallUno, Catch, DeathNumber, Judgement, NameDate)
#: Phases in which the game waits for a seat (not for the table).
_LIVE = frozenset(Phase) - {Phase.ROUND_OVER, Phase.MATCH_OVER}
#: Friendly names for the bots added to a table, handed out in this order: a new bot gets the
#: first one nobody at the table uses (``unotui``'s demo tables use the first nine, in this
#: order). The lobby's ``seats[i].bot`` still says which kind of bot it is.
BOT_NAMES: tuple[str, ...] = ("Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo")


def windows_possible(rules: Rules) -> bool:
    """Can anyone but the seat to move act, besides catching and a late UNO? (The same test as
    ``core.autoplay``: then bots are offered an out-of-turn window after every action.)"""
    return bool(rules.jump_in or rules.death_number or rules.judgement_day
                or rules.false_catch_penalty or rules.false_uno_penalty)


#: chat lines a table keeps and sends again to whoever joins or comes back
CHAT_REPLAY = 30
#: the match so far sent to one who joins during it (``history``, PROTOCOL.md §4): the latest
#: rounds at most, so that the whole welcome stays well inside a connection's send queue (512
#: frames: a match of 520 rounds reset every newcomer before its first frame, net56 #2) ...
HISTORY_ROUNDS = 256
#: ... a round's ``history`` frame at most this long, its oldest events left out (``cut``): a
#: round in which nobody plays a card never ends (docs/RULES.md decision 25), and past ~14,000
#: draws its history outgrew the 1 MiB a client accepts, so nobody could join or come back to
#: it (net56 #1) ...
HISTORY_ROUND_BYTES = 512 * 1024
#: ... and all of them together at most this long (older rounds left out first)
HISTORY_BYTES = 4 * 1024 * 1024
#: a ``round_end`` at most this long: past it, ``reveal.actions`` is left out (``reveal.cut``
#: says how many): a round nobody played in for ~80,000 actions ended in a frame over the
#: 1 MiB a client accepts (review77 #4)
ROUND_END_BYTES = 768 * 1024
#: fewer actions than this always fit (at most ~40 bytes each): only more are measured
_ROUND_END_MEASURED_FROM = 10_000
#: tokens of players whose seats the lobby gave up after a match they missed, kept to tell
#: them how it ended (:attr:`Table._missed_by`); at most a table's seats, twice over
MAX_MISSED_BY = 20
#: moves the turn timer makes at most when it runs out, to end the whole turn: a draw and the
#: drawn card, or the cards a wild power's swap still gives (three at most, core.game)
MAX_HAND_GIVES = 4


class TableConfig(Record):
    """Everything that shapes a table. Times are in seconds; tests set them small.

    Written out on :class:`core.record.Record` (a start of the app does not build it as a
    dataclass); it behaves as the mutable dataclass it was (keyword or positional construction,
    a fresh :class:`Rules` for an omitted ``rules``, ``repr``, ``==``, unhashable), and
    :meth:`replace` stands for :func:`dataclasses.replace`."""

    __match_args__ = ("name", "seats", "rules", "password", "seed", "bot_kind", "think",
                      "bot_delay", "uno_grace", "reconnect_window", "turn_timer", "round_pause",
                      "hello_timeout", "heartbeat", "idle_timeout", "send_queue", "chat_burst",
                      "chat_rate", "msg_burst", "msg_rate", "addr_share", "max_spectators",
                      "journal", "ssh_port", "in_app", "jump_in_grace", "password_digest",
                      "ssh_access", "advertise", "mdns_interfaces")

    def __init__(self, name: str = "UNO table",
                 seats: int = 4,
                 rules: Rules | None = None,
                 password: str | None = None,
                 seed: int | str | None = None,
                 bot_kind: str = TAKEOVER_LEVEL,
                 think: float | None = None,
                 bot_delay: float | None = 0.6,
                 uno_grace: float = 0.75,
                 reconnect_window: float = 60.0,
                 turn_timer: float | None = None,
                 round_pause: float = 20.0,
                 hello_timeout: float = 10.0,
                 heartbeat: float = 10.0,
                 idle_timeout: float = 35.0,
                 send_queue: int = 512,
                 chat_burst: int = 5,
                 chat_rate: float = 0.5,
                 msg_burst: int = 60,
                 msg_rate: float = 30.0,
                 addr_share: int = 4,
                 max_spectators: int = 32,
                 journal: Path | None = None,
                 ssh_port: int | None = None,
                 in_app: bool = False,
                 jump_in_grace: float = 1.2,
                 password_digest: str | None = None,
                 ssh_access: dict[str, Any] | None = None,
                 advertise: bool = True,
                 mdns_interfaces: str | None = None) -> None:
        #: cleaned and cut to :data:`MAX_TABLE_NAME` characters, so that the name a player joins
        #: (``welcome``/``lobby``) is the one the LAN listing (TXT ``name``) showed
        self.name = clean_text(name, MAX_TABLE_NAME) or "UNO table"
        self.seats = seats  #: seats in the lobby (2..10)
        self.rules = Rules() if rules is None else rules
        self.password = password
        #: the password as a journal keeps it (:func:`password_digest`): a table resumed
        #: without a new ``password`` asks for the one it had. Ignored when ``password`` is set
        self.password_digest = password_digest
        self.seed = seed  #: reproducible matches and bots (tests, benchmarks)
        self.bot_kind = bot_kind  #: bot that plays for an absent player (or one who left)
        self.think = think  #: thinking budget of the bots that search (None: their default)
        #: pause before each bot move (None: the default, 0.6 s — what a plan that names
        #: none passes, which the lobby's ``settings.bot_delay`` could not say)
        self.bot_delay: float = 0.6 if bot_delay is None else bot_delay
        self.uno_grace = uno_grace  #: how long a catch waits for the target's own UNO call
        #: with ``jump_in`` (after any card) or ``death_number`` (after a number card), how
        #: long bots wait after a card is played before their next move while a connected
        #: player (not the one who played it) sits at the table: long enough for a person to
        #: see the card and jump in on it or reveal a death number (said in
        #: ``lobby.settings``). It depends only on the rules, the card played and who sits
        #: where, never on anyone's hand, so it tells nobody anything
        self.jump_in_grace = jump_in_grace
        #: an absent player's seat waits this long before a bot plays it
        self.reconnect_window = reconnect_window
        self.turn_timer = turn_timer  #: None: off; else the host moves for a seat that waits longer
        #: between rounds: the countdown to the next deal, started when the round ends (the deal
        #: comes sooner when every connected player is ready; see :meth:`Table._schedule_deal`)
        self.round_pause = round_pause
        self.hello_timeout = hello_timeout
        self.heartbeat = heartbeat  #: the host pings every connection this often
        self.idle_timeout = idle_timeout  #: a connection silent this long is closed
        #: frames queued for one connection before it is dropped as too slow
        self.send_queue = send_queue
        #: chat messages one member may send at once (kept across reconnects)
        self.chat_burst = chat_burst
        self.chat_rate = chat_rate  #: chat messages per second refilled
        self.msg_burst = msg_burst  #: messages one member may send at once (kept across reconnects)
        self.msg_rate = msg_rate  #: messages per second refilled
        #: one network address gets this many members' worth of both limits (players behind one
        #: NAT, or several SSH players on the host machine itself, share an address)
        self.addr_share = addr_share
        #: spectators at most; a newcomer beyond it evicts the longest-idle spectator (never a
        #: player)
        self.max_spectators = max_spectators
        self.journal = journal
        self.ssh_port = ssh_port  #: the SSH front door's port, advertised as TXT ``ssh``
        #: whom that door admits, as the journal keeps it (``authorized_keys`` and
        #: ``password_file``: absolute paths or None; ``password``: a login password was asked,
        #: never the password itself), so that a resumed door admits the same (ssh36 #1)
        self.ssh_access = ssh_access
        #: an app hosts the table and its player sits at it (the journal says so: that app,
        #: resuming it, takes the owner's seat back — see ``unotui.tables.resumed_token``)
        self.in_app = in_app
        #: the table is advertised on the LAN (``--no-advertise``: not), on these interfaces
        #: (``--mdns-interfaces``; ``None``: the default): kept in the journal, so the command
        #: that resumes it says so too — a private table's resume command advertised it
        #: (ssh62 #7). The host itself advertises only when told to (:meth:`Host.advertise`)
        self.advertise = advertise
        self.mdns_interfaces = mdns_interfaces


    @property
    def locked(self) -> bool:
        """Does joining this table ask for a password?"""
        return self.password is not None or self.password_digest is not None

    def password_matches(self, given: object) -> bool:
        """Is ``given`` (a ``hello``'s ``password``) this table's password? (Always, when it
        has none.) Compared in constant time."""
        text = "" if given is None else str(given)
        if self.password is not None:
            return hmac.compare_digest(text.encode(), self.password.encode())
        if self.password_digest is not None:
            salt, _sep, _digest = self.password_digest.partition(":")
            try:
                ours = password_digest(text, bytes.fromhex(salt))
            except ValueError:
                return False
            return hmac.compare_digest(ours.encode(), self.password_digest.encode())
        return True

    def password_record(self) -> str | None:
        """The password as a journal keeps it (never the password itself), or ``None``."""
        if self.password is not None:
            return password_digest(self.password, secrets.token_bytes(16))
        return self.password_digest


def password_digest(password: str, salt: bytes) -> str:
    """``"SALT:DIGEST"`` (hex): HMAC-SHA256 of ``password`` keyed with ``salt``. What a journal
    keeps of a table's password, so that a resumed table asks for it again; the journal is
    private to the host (mode 0600) and holds the deck's secret anyway, so this only keeps
    the password itself out of the file."""
    return f"{salt.hex()}:{hmac.new(salt, password.encode(), 'sha256').hexdigest()}"


def _seconds(value: float | None) -> float | None:
    """A duration as the wire carries every one: a float (``15.0``, never ``15``), or None."""
    return None if value is None else float(value)


class Refused(Exception):
    """A non-fatal refusal, sent to the client as an ``error`` frame."""

    def __init__(self, code: str, message: str = "", **extra: Any) -> None:
        super().__init__(message or code)
        self.code = code
        self.message = message
        self.extra = extra


class Bucket:
    """A token bucket: ``burst`` tokens, refilled at ``rate`` per second."""

    def __init__(self, burst: int, rate: float) -> None:
        self.burst, self.rate = float(burst), rate
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self, n: int = 1) -> bool:
        """Take ``n`` tokens if the bucket holds that many; else take none."""
        self._refill()
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False

    def wait(self) -> float:
        """Seconds until one token is available (0.0 when one is)."""
        self._refill()
        if self.tokens >= 1.0:
            return 0.0
        return (1.0 - self.tokens) / self.rate if self.rate > 0 else 3600.0

    @property
    def full(self) -> bool:
        """Refilled to its burst: forgetting this bucket changes nothing."""
        self._refill()
        return self.tokens >= self.burst


#: wrong passwords one network address may send at once, and then one every this many seconds
#: (:attr:`Limits.guesses`): a guesser tried 140 a second (net55 #5)
GUESS_BURST = 10
GUESS_EVERY = 2.0

#: times a player may take back at once the seat they left during a match (``leave``, then a
#: ``hello`` with their token), and then once every this many seconds (:attr:`Member.take_backs`):
#: each time writes two ``seat`` lines to the journal, and one player doing it 30 times a second
#: made it too large for ``--resume`` to read (64 MiB) in about two hours (net63)
TAKE_BACK_BURST = 4
TAKE_BACK_EVERY = 60.0


class Limits:
    """The message and chat buckets of one member or one network address (and, for an
    address, its wrong passwords)."""

    def __init__(self, cfg: TableConfig, share: int = 1) -> None:
        self.msgs = Bucket(cfg.msg_burst * share, cfg.msg_rate * share)
        self.chat = Bucket(cfg.chat_burst * share, cfg.chat_rate * share)
        self.guesses = Bucket(GUESS_BURST, 1.0 / GUESS_EVERY)


def take_all(buckets: list[Bucket]) -> float:
    """Take one token from every bucket if each has one and return 0.0; else take none and
    return the seconds until all would have one."""
    wait = max(b.wait() for b in buckets)
    if wait > 0:
        return wait
    for b in buckets:
        b.take()
    return 0.0


#: a frame's body costs one more message token for each this many bytes it holds (net66 #1):
#: every message a client has to send is far shorter; a 64 KiB frame costs 33
FRAME_TOKEN_BYTES = 2048


def dropped_summary(msg: dict[str, Any]) -> dict[str, Any]:
    """What names a dropped message in its ``rate_limited`` error: its ``t``, plus ``state_id``
    for an ``act``, ``n`` for a ``ping``/``pong`` that had one, and for a ``chat`` its
    ``text`` as the table cleans it (at most :data:`MAX_CHAT` characters): the line its sender
    may send again, named without the sender having to pair answers with what it sent (the
    app paired them by name, and a rename or another's line of the same words misled it,
    review96 #3, review97 #3)."""
    out: dict[str, Any] = {"t": msg["t"]}
    for key in ("state_id", "n"):
        if key in msg:
            out[key] = msg[key]
    if msg["t"] == "chat" and isinstance(msg.get("text"), str):
        out["text"] = clean_text(msg["text"], 4 * MAX_CHAT)[:MAX_CHAT].rstrip()
    return out


#: Network addresses whose limits are remembered at most (refilled ones are forgotten first).
MAX_ADDRESSES = 4096

#: the most characters of a ``bad_rules`` refusal's message (it quotes what was sent)
MAX_RULES_WHY = 1000

#: the fewest seconds between two announcements of a table's TXT on the LAN (:meth:`Host._update_txt`)
TXT_EVERY = 1.0

#: seconds between two ``lobby`` frames the others are sent for watchers coming and going
#: (:meth:`Table._watchers_changed`) and players' ``ready`` (:meth:`Table._lobby_soon`): each was
#: a frame to every connection, and one address joining and leaving as watchers within its
#: limits pushed a slow reader off the table (net55 #3), one player's ``ready`` 30 a second made
#: 40 frames of each (net64 #4)
WATCHERS_LOBBY_EVERY = 1.0

#: seconds a watcher counts among its address's members for a seated player's part of the
#: address's buckets after the last message it sent but a ``pong``
#: (:meth:`Table._take_part`): silent watchers do not shrink a player's part (net70 #2)
WATCHER_ACTIVE_FOR = 30.0

#: the longest a ``hello`` with a known member's token waits for a token of that member's
#: message bucket (spent: :meth:`Table._member_hello_wait`) before it is refused
HELLO_MEMBER_WAIT = 1.0

#: connections from one network address that may wait for their ``hello`` at once, per member's
#: worth the address gets (``addr_share``: 64 by default), and from every address together
#: (each may hold a frame's worth of memory until the hello timeout)
BEFORE_HELLO_PER_SHARE = 16
MAX_ALL_BEFORE_HELLO = 512


#: seconds a connection being closed has to take what is queued for it (its last frame, the
#: reason it is closed): one still open then is cut off, so that a client that stopped reading
#: cannot keep its connection, or its seat, for ever (harden40 #1)
CLOSE_GRACE = 5.0

#: seconds a connection the host has ended (its last frame sent, then its end of stream) waits
#: for the peer to end its side, dropping what the peer still sends meanwhile: closing a socket
#: with the peer's bytes unread makes the kernel reset it, and a reset can throw away the last
#: frame before the peer reads it (harden40 #5: a fatal error lost behind pipelined input)
LINGER = 1.0

#: connections of one network address (as the limits count them) that may be closing at once,
#: given their ``CLOSE_GRACE`` and ``LINGER``, per member's worth the address gets
#: (``addr_share``: 4 by default); one more closing cuts the address's oldest short
#: (:class:`Closings`). Each held what was queued for it — up to a copy of the match so far —
#: and its socket: one address churning watchers or replaying its token held hundreds of copies
#: (net68 #1), one connecting fast past the 64 that may wait hundreds of sockets (net68 #2)
CLOSING_PER_SHARE = 1

#: ... and of an SSH front door's loopback (``host --ssh``), from which every visitor comes: the
#: door runs at most 32 games, each one connection here (two while a new one replaces the old)
CLOSING_AT_DOOR = 64

#: the ``ioctl`` that tells how many bytes a socket still holds for its peer (Linux's
#: ``SIOCOUTQ``, which is ``TIOCOUTQ``), or ``None`` where there is none
_OUTQ: int | None = 0x5411 if sys.platform.startswith("linux") else None


async def _discard(reader: asyncio.StreamReader) -> None:
    """Read and drop what a peer sends, until its end of stream (or the connection fails)."""
    with contextlib.suppress(Exception):
        while await reader.read(65536):
            pass


#: bytes a connection cut short while closing may still be handed to the kernel before its
#: socket is closed (:meth:`Conn.cut_short`): its last frame, not a match's history
LAST_WORDS = 16 * 1024


class Closings:
    """The connections being closed (from :meth:`Conn.close` until they have let go of what
    they hold), per network address, oldest first. ``bound(address)`` is how many of one address
    may be so at once (``None``: any number): past it, the address's oldest closing connection
    is cut short (:meth:`Conn.cut_short`) for the newcomer — it has had the most of its grace.
    So what one address's closed connections hold does not grow with how many it opens (net68)."""

    def __init__(self, bound: Callable[[str], int | None]) -> None:
        self._bound = bound
        self._by_address: dict[str, dict[int, Conn]] = {}

    def began(self, conn: Conn) -> None:
        bound = self._bound(conn.address)
        if bound is not None:
            while len(here := self._by_address.get(conn.address, {})) >= max(1, bound):
                oldest = next(iter(here.values()))
                oldest.cut_short()
                self.ended(oldest)
        self._by_address.setdefault(conn.address, {})[conn.id] = conn

    def ended(self, conn: Conn) -> None:
        here = self._by_address.get(conn.address)
        if here is not None and here.pop(conn.id, None) is not None and not here:
            del self._by_address[conn.address]

    def count(self, address: str) -> int:
        return len(self._by_address.get(address, ()))


class Conn:
    """One connection: a bounded outgoing queue drained by its own writer task."""

    _ids = 0

    def __init__(self, writer: Writer, limit: int, cfg: TableConfig,
                 closings: Closings | None = None) -> None:
        Conn._ids += 1
        self.id = Conn._ids
        self.writer = writer
        self.closings = closings  #: where this connection counts while it is being closed
        self.limit = limit
        self.member: Member | None = None
        self.closing = False
        self.last_recv = time.monotonic()
        self.address = peer_address(writer)
        self.refused_in_row = 0
        self.reader_task: asyncio.Task[Any] | None = None  #: stopped when the writing ends
        self.reading = False
        self.dropped = False
        self.half_closed = False  #: this side ended after the last frame (see :meth:`finish`)
        self._closing_at: float | None = None  #: when :meth:`close` began (the loop's clock)
        self._half_closed_at = 0.0  #: when (the event loop's clock)
        self._out: deque[bytes] = deque()
        self._wake = asyncio.Event()
        self.task = asyncio.get_running_loop().create_task(self._write_loop())

    def send(self, msg: dict[str, Any]) -> None:
        self.send_bytes(encode(msg))

    def send_bytes(self, frame: bytes) -> None:
        """Queue a frame; a connection that has fallen ``limit`` frames behind is dropped."""
        if self.closing:
            return
        if len(self._out) >= self.limit:
            self.abort()
            return
        self._out.append(frame)
        self._wake.set()

    def close(self, msg: dict[str, Any] | None = None) -> None:
        """Send ``msg`` (if any) after what is queued, then close."""
        if self.closing:
            return
        if msg is not None:
            self._out.append(encode(msg))
        self.closing = True
        self._closing_at = asyncio.get_running_loop().time()
        self._wake.set()
        # (a peer that reads nothing keeps the writer in drain() and the reader waiting: after
        # the grace it is cut off, and the reader's end frees its seat as a drop does)
        asyncio.get_running_loop().call_later(CLOSE_GRACE, self._overdue)
        if self.closings is not None:
            self.closings.began(self)

    def _overdue(self) -> None:
        if not self.task.done():
            self.abort()

    def cut_short(self) -> None:
        """End the grace of a connection being closed at once (its address has too many
        closing, :class:`Closings`). One whose peer has taken all it was sent, its end of
        stream included, and is only waited for to end its side (:meth:`finish`) is closed
        as usual: the peer still reads its last frame. Any other is reset, what is queued for
        it dropped."""
        if self.half_closed and self.task.done() and not self._out and not self._unsent():
            with contextlib.suppress(Exception):
                self.writer.close()
            self._let_go()
        elif self._last_words_fit():
            # (a last frame or two, small, to a peer that has taken all it was sent: written
            # now and the socket closed behind them, the kernel delivering them — reset, a
            # peer that reads promptly lost its wrong_password when five of one address were
            # refused at once)
            writer = self.writer
            assert isinstance(writer, asyncio.StreamWriter)  # (_last_words_fit: a socket's)
            with contextlib.suppress(Exception):
                while self._out:
                    writer.write(self._out.popleft())
                if writer.can_write_eof():
                    writer.write_eof()
                writer.close()
            self.closing = True
            self._let_go()
        else:
            self.abort()

    def _last_words_fit(self) -> bool:
        """May what is left for this peer be handed to the kernel now and the socket closed
        behind it: a few bytes (:data:`LAST_WORDS`), nothing waiting in the transport, and
        nothing the peer has not taken yet (a peer that does not read is reset instead)?"""
        transport = getattr(self.writer, "transport", None)
        if not isinstance(self.writer, asyncio.StreamWriter) or transport is None \
                or self.writer.is_closing():
            return False
        with contextlib.suppress(Exception):
            return (transport.get_write_buffer_size() == 0 and not self._unsent()
                    and sum(len(frame) for frame in self._out) <= LAST_WORDS)
        return False

    def _let_go(self) -> None:
        """This connection no longer holds anything for its peer, nor its socket."""
        if self.closings is not None:
            self.closings.ended(self)

    def abort(self) -> None:
        """Close at once, dropping what is queued (a client too slow to read). The socket is
        reset, not closed: what the kernel still held for that peer is dropped with it (a
        closed one kept megabytes queued for a peer that never read, harden40 #6)."""
        self.closing = True
        self._out.clear()
        self._wake.set()
        self._let_go()
        transport = getattr(self.writer, "transport", None)
        if transport is not None:
            with contextlib.suppress(Exception):
                sock = transport.get_extra_info("socket")
                if sock is not None:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            transport.abort()
        else:
            self.writer.close()
        if self.task is not asyncio.current_task():
            self.task.cancel()  # it may be blocked in drain() for good

    async def _write_loop(self) -> None:
        try:
            while True:
                while self._out and not self.writer.is_closing():
                    self.writer.write(self._out.popleft())
                if self.writer.is_closing():
                    # (the peer is gone: asyncio would log "socket.send() raised exception."
                    # for every frame still written to it, thousands under a flood, proto39 #4;
                    # the reader still handles what the peer sent before, then ends this)
                    self._out.clear()
                else:
                    await self.writer.drain()
                if self.closing and not self._out:
                    break
                if not self._out:
                    self._wake.clear()
                    await self._wake.wait()
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            pass
        finally:
            self.closing = True
            if not self._half_close():
                with contextlib.suppress(Exception):
                    self.writer.close()
            if self.reading and self.reader_task is not None and not self.reader_task.done():
                # (the reader goes on to the peer's end of stream; a peer that never reads may
                # never send one either: it is stopped after LINGER, as a drop)
                asyncio.get_running_loop().call_later(
                    0.0 if not self.half_closed else LINGER, self._stop_reader)

    def _half_close(self) -> bool:
        """After the last frame, end this side of the stream (the peer reads every frame, then
        the end) and leave the socket open for :meth:`finish` to take what the peer still sends;
        False where that cannot be done (the transport is closing, or cannot half-close)."""
        writer = self.writer
        if self._out or writer.is_closing() or not isinstance(writer, asyncio.StreamWriter):
            return False  # (an app's own seat, net.local, has no socket to reset)
        try:
            if not writer.can_write_eof():
                return False
            writer.write_eof()
        except (OSError, RuntimeError):
            return False
        self.half_closed = True
        self._half_closed_at = asyncio.get_running_loop().time()
        return True

    def _stop_reader(self) -> None:
        if self.reading and self.reader_task is not None and not self.reader_task.done():
            self.dropped = True
            self.reader_task.cancel()

    async def finish(self, reader: asyncio.StreamReader) -> None:
        """The reader's last step: wait for the writer to send what is queued (cut off after
        :data:`CLOSE_GRACE`), drop what the peer still sends until it ends its side (at most
        :data:`LINGER` after ours), then close the socket — or reset it when the peer has not
        taken what the kernel holds for it within :data:`CLOSE_GRACE` of the close (a peer
        that never reads: the writer's last frame went into the kernel's buffer at once, and a
        closed socket kept megabytes for it, net54 #3). Never raises but cancellation."""
        loop = asyncio.get_running_loop()
        discard = loop.create_task(_discard(reader))
        try:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(CLOSE_GRACE + 1.0):
                    await asyncio.wait({self.task})
            if self.half_closed and not discard.done():
                # (LINGER from the half-close, not from now: a reader stopped after LINGER
                # waited it twice, review41 #2)
                left = self._half_closed_at + LINGER - loop.time()
                if left > 0:
                    await asyncio.wait({discard}, timeout=left)
            deadline = (self._closing_at or loop.time()) + CLOSE_GRACE
            while self._unsent() and loop.time() < deadline:
                await asyncio.sleep(0.1)
            if self._unsent():
                self.abort()
        finally:
            discard.cancel()
            with contextlib.suppress(Exception):
                self.writer.close()
            self._let_go()  # (counted among its address's closing until now: net68 #2)

    def _unsent(self) -> int:
        """Bytes the kernel still holds for the peer, not yet taken (0 where that cannot be
        told: a system without ``SIOCOUTQ``, the in-memory transport)."""
        transport = getattr(self.writer, "transport", None)
        sock = transport.get_extra_info("socket") if transport is not None else None
        if sock is None or _OUTQ is None:
            return 0
        try:
            import fcntl

            got = fcntl.ioctl(sock.fileno(), _OUTQ, struct.pack("i", 0))
            return int(struct.unpack("i", got)[0])
        except (OSError, ValueError):
            return 0


def peer_address(writer: Writer) -> str:
    """Who a connection comes from, for the per-address limits: its remote IPv4 address (also
    when IPv4-mapped into IPv6), or the /64 network of an IPv6 address (one home or host gets
    a whole /64 and may pick any address in it); every loopback address (127.0.0.0/8, ``::1``)
    is one, ``127.0.0.1``: one machine, whose processes may bind any of them — 100 of them each
    had their own wrong passwords, net64 #3. The port is left out, so reconnecting does not
    change it. ``"local"`` for the in-memory transport."""
    get = getattr(writer, "get_extra_info", None)
    peer = get("peername") if callable(get) else None
    if not (isinstance(peer, tuple) and peer):
        return "local"
    text = str(peer[0])
    try:
        ip = ipaddress.ip_address(text.split("%")[0])
    except ValueError:
        return text
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback:
        return "127.0.0.1"
    if isinstance(ip, ipaddress.IPv6Address):
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


def seats_needed(rules: Rules, seats: int) -> str:
    """Why a table of ``seats`` can never play ``rules`` (:func:`core.game.least_players` is
    more), in plain words."""
    need = least_players(rules)
    if rules.players > seats:
        return f"These rules are for {rules.players} players: the table needs {need} seats, " \
               f"not {seats}."
    return f"{_teams_of(rules)} need at least {need} seats: the table has {seats}."


def _teams_of(rules: Rules) -> str:
    """"Teams of two" (``pairs``), "Teams of three" (``triples``): the words of a refusal."""
    size = {"pairs": "two", "triples": "three"}.get(rules.teams, str(least_players(rules) // 2))
    return f"Teams of {size}"


def players_refused(rules: Rules, players: int) -> str:
    """Why ``rules`` cannot be played by the ``players`` seated now (``start`` refused:
    :func:`core.game.check_table` said so in a fragment, which the player read as it was,
    proto67 #2), as a sentence."""
    need = least_players(rules)
    if rules.players and rules.players != players:
        return (f"These rules are for exactly {rules.players} players, and {players} are "
                f"seated: seat {'more' if players < rules.players else 'fewer'} players or "
                f"bots, or change the rules.")
    return (f"{_teams_of(rules)} need a multiple of {need // 2} players, at least {need}: "
            f"{players} are seated.")


class Member(Record):
    """Someone at the table (a seated player or a spectator), known by a secret token."""

    __match_args__ = ("token", "name", "seat", "conn", "ready", "waiting", "limits",
                      "last_active")

    def __init__(self, token: str, name: str, seat: int | None = None, conn: Conn | None = None,
                 ready: bool = False, waiting: asyncio.TimerHandle | None = None,
                 limits: Limits | None = None, last_active: float = 0.0,
                 wanted: str | None = None) -> None:
        self.token = token
        self.name = name
        self.seat = seat
        self.conn = conn
        self.ready = ready
        self.waiting = waiting  #: takeover / seat release after a drop
        self.limits = limits  #: this member's rate limits, kept across reconnects
        self.last_active = last_active  #: monotonic time of the last message other than ping/pong
        #: monotonic time of the last message it sent after its ``hello`` but a ``pong`` (0.0:
        #: none yet): a watcher counts for a seated housemate's part of their address's buckets
        #: only if it sent one lately (:meth:`Table._take_part`)
        self.last_sent = 0.0
        #: the name asked for in ``hello`` (``name`` may have been made unique from it)
        self.wanted = name if wanted is None else wanted
        #: the match just ended and this seated player has not come back from its results
        #: (no ``ready`` since): the lobby's ``seats[i].reading``
        self.reading = False
        #: seated but away when the match ended: the ``match_end`` is sent again (``again``) when
        #: they come back to the lobby (:meth:`Table._tell_missed_end`)
        self.missed_end = False
        #: back from a drop within its window: (when, the seconds of the window left then),
        #: for the window of their next drop (:meth:`Table._window_for`)
        self.carried: tuple[float, float] | None = None
        #: their seat taken back after ``leave`` during a match: at most
        #: :data:`TAKE_BACK_BURST` at once, then one every :data:`TAKE_BACK_EVERY` seconds
        self.take_backs: Bucket | None = None
        #: its part of its address's ``"msgs"`` and ``"chat"`` buckets
        #: (:meth:`Table._take_part`): what it may send whatever its housemates send (net69 #1;
        #: chat, review91 #2)
        self.shares: dict[str, Bucket] = {}
        #: took a bot's seat during the match under way (``take_seat``): never the table's
        #: owner while a seat is kept for a player who left, however they sit again
        #: (:meth:`Table._seat_human`)
        self.took_over = False
        #: :attr:`Table.lobby_changes` when this member was last sent its own ``lobby`` after a
        #: change it made: the combined one that follows skips it if nothing changed since
        self.lobby_at = -1


class Seat(Record):
    """One seat: empty, a human member, or a bot. ``takeover`` plays for an absent human."""

    __match_args__ = ("kind", "member", "name", "bot_kind", "bot", "takeover", "stand_in",
                      "left")

    def __init__(self, kind: str = "empty", member: Member | None = None, name: str = "",
                 bot_kind: str | None = None, bot: Bot | None = None,
                 takeover: Bot | None = None, stand_in: bool = False,
                 left: Member | None = None) -> None:
        self.kind = kind  #: "empty" | "human" | "bot"
        self.member = member
        self.name = name
        self.bot_kind = bot_kind
        self.bot = bot
        self.takeover = takeover
        #: a bot finishing the match for a player who left it: the seat is free after the match
        self.stand_in = stand_in
        #: (a ``stand_in`` seat) the player who left it with ``leave``, kept off the table: a
        #: ``hello`` with their token takes the seat back until the match ends (see
        #: :meth:`Table._take_back`); ``None`` when nobody may (a kicked player)
        self.left = left

    @property
    def display(self) -> str:
        return self.member.name if self.member is not None else self.name


def retry_after(wait: float) -> float:
    """A ``rate_limited`` error's ``retry_after``: ``wait`` seconds rounded **up** to the
    hundredth (at least 0.01), so that a client which waits that long is not refused again
    (rounded to the nearest, 0.0333 s was said as 0.03: proto37 #2)."""
    return max(math.ceil(wait * 100 - 1e-9), 1) / 100


def match_teams(state: GameState) -> list[int] | None:
    """Each seat's team (from 0) in the match of ``state`` when its rules have teams, else
    ``None``: the ``teams`` of ``match_end`` and of the closing notice (PROTOCOL.md)."""
    return state.seat_teams() if state.rules.teams != "off" else None


class HeldCatch(Record):
    """A catch held for the UNO grace (docs/PROTOCOL.md §6): ``seat``'s ``action``, applied
    at ``due`` (loop time) if still legal; ``by_bot`` when a bot made it for an absent player.
    It is aimed at one window: the one its target opened at ``window`` (loop time), after the
    log event ``seq``. If the target opened another before ``due``, the catch is refused when
    the target called UNO in the first, or has called in the one open now; else it is applied
    to the one open now (the target still owes the call)."""

    __match_args__ = ("seat", "action", "due", "by_bot", "window", "seq")

    def __init__(self, seat: int, action: Catch, due: float, by_bot: bool,
                 window: float | None, seq: int) -> None:
        self.seat = seat
        self.action = action
        self.due = due
        self.by_bot = by_bot
        self.window = window
        self.seq = seq

    def answered_by_uno(self, log: list[dict[str, Any]]) -> bool:
        """Did the target call UNO in the window this catch was aimed at (``log``: the table's
        log), before a turn move closed it?"""
        for ev in log:
            if ev.get("seq", 0) <= self.seq:
                continue
            if ev.get("type") == "uno" and ev.get("seat") == self.action.target:
                return True
            if closes_catch_window(ev):
                return False
        return False


def auto_action(state: GameState, seat: int) -> Action:
    """What the host does for a seat whose turn timer ran out: pass a drawn card, draw, accept a
    Wild Draw Four, or name the colour it holds most of; else its first legal move (a swap's
    next card in hand order, 1 January for a judgement day's date)."""
    acts = legal_actions(state, seat)
    for kind in (Pass, Draw, Accept):
        for a in acts:
            if isinstance(a, kind):
                return a
    hand = state.hands[seat]
    colors = [a for a in acts if isinstance(a, ChooseColor)]
    if colors:
        def count(a: ChooseColor) -> int:
            return sum(1 for c in hand if c.color is a.color)
        return max(colors, key=count)
    turn = [a for a in acts if not isinstance(a, CallUno | Catch)]
    return turn[0] if turn else acts[0]


def latest_within(events: list[dict[str, Any]], budget: int) -> tuple[list[dict[str, Any]],
                                                                       int]:
    """The latest of ``events`` whose encodings fit ``budget`` bytes together, in order, and how
    many earlier ones were left out."""
    kept = 0
    for event in reversed(events):
        budget -= len(encode(event))
        if budget < 0:
            break
        kept += 1
    return events[len(events) - kept:], len(events) - kept


class Table:
    """One table: its lobby, its game and every connection to it."""

    def __init__(self, config: TableConfig, resume: Resumed | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        if not 2 <= config.seats <= 10:
            raise ValueError("a table has 2 to 10 seats")
        if resume is None:  # (a resumed table's seats are its match's)
            need = least_players(config.rules)
            if need > config.seats:  # (it opened, and could never start: newbie44 #1)
                raise ValueError(seats_needed(config.rules, config.seats))
        self.cfg = config
        self.rules = config.rules
        self.seats: list[Seat] = [Seat() for _ in range(config.seats)]
        #: seats in the lobby (``set_seats`` changes it); a finished match returns to this many
        self.lobby_seats = config.seats
        self.members: dict[str, Member] = {}
        self._addr_limits: dict[str, Limits] = {}  #: rate limits per network address
        #: connections waiting for their hello, per network address (:meth:`_await_hello`)
        self._before_hello: Counter[str] = Counter()
        #: ... and those connections, oldest first (:meth:`_await_hello`)
        self._waiting_conns: dict[str, dict[int, Conn]] = {}
        #: connections being closed, per network address (:meth:`_closing_bound`)
        self._closings = Closings(self._closing_bound)
        #: the connection whose hello waits for its member's bucket, by token (one a token)
        self._hello_waits: dict[str, Conn] = {}
        self._owner: str | None = None  #: token of the member who may run the table (owner)
        self.phase = "lobby"  #: "lobby" | "playing"
        self.state: GameState | None = None
        self.secret = b""
        self.matches = 0
        #: the last match's ``match_end``, until the next match starts: sent again to a player
        #: who was away when it came (:attr:`Member.missed_end`)
        self.last_end: dict[str, Any] | None = None
        #: the seat each player held in that match, by token (a closing notice's ``seat``:
        #: :meth:`close`)
        self._end_seats: dict[str, int] = {}
        #: players away when the last match ended whose seats the lobby then gave up (their
        #: window ran out): token -> their seat in that match. A ``hello`` with such a token is
        #: a newcomer's, and still gets that ``match_end`` again, once (newbie46 #4: nothing
        #: said how the match had ended). Cleared when the next match starts
        self._missed_by: dict[str, int] = {}
        #: this table's own identity (``welcome.table_id``, TXT ``id``): random, and kept by a
        #: table resumed from its journal — whatever its name, which another table may share
        self.table_id = secrets.token_hex(TABLE_ID_BYTES)
        self.round_actions: list[tuple[int | None, Action]] = []
        #: the public logs of the rounds of the match under way played before this one
        self.past_logs: list[list[dict[str, Any]]] = []
        #: the seats taken over by spectators during the match under way: the name each had
        #: until then, and the ``seq`` of the last event under it (for ``history``: a newcomer
        #: read the taker's name on the bot's moves and wins, newbie42 #1)
        self.renames: list[dict[str, Any]] = []
        #: each seat's (and, under None, the watchers') ``history`` of each round played before
        #: this one, by the log's ``id``: the log itself (which keeps its ``id`` its own), its
        #: length and the renames' count when made, and the message's frame (:meth:`_history`;
        #: the frame only: the message beside it tripled what a long match kept, net65 #5)
        self._rounds_made: dict[int | None, dict[
            int, tuple[list[dict[str, Any]], int, int, bytes]]] = {}
        self.round_start_id = 0
        self.round_base: dict[str, Any] | None = None  #: state just before this round's deal
        self.journal: Journal | None = None  #: (opened below, before the table's tasks)
        self.on_change = on_change
        self.actions_applied = 0
        self._one_card_since: dict[int, float] = {}
        #: catches held for the UNO grace, in the order they arrived
        self._held: list[HeldCatch] = []
        self._for_absent: int | None = None  #: the seat a bot is moving for its player, if any
        self._timed_out: int | None = None  #: the seat the turn timer is moving for, if any
        #: the table's latest chat lines, sent again to whoever joins or comes back (``id``s)
        self._chat_log: deque[dict[str, Any]] = deque(maxlen=CHAT_REPLAY)
        #: the last chat line's id: from a random start, so the lines of a table resumed from
        #: its journal (which keeps no chat) never share an id with those a client kept
        self._chat_ids = secrets.randbelow(1 << 40) * 1000
        #: (bind, port) the host listens on, once it does (written in the journal)
        self.listening: tuple[str, int] | None = None
        self._window_offered = -1
        self._wide = False  #: rules under which anyone may act out of turn (as core.autoplay)
        self._timer: asyncio.TimerHandle | None = None
        self._timer_turn: tuple[Any, ...] | None = None
        self._timer_deadline: float | None = None
        self._deal: asyncio.Handle | None = None
        self._deal_deadline: float | None = None  #: loop time of the next deal at the latest
        #: the others' lobby for watchers coming and going, when one is due
        #: (:meth:`_watchers_changed`), and the loop time the last lobby went to everyone
        self._watchers_lobby: asyncio.TimerHandle | None = None
        self._watchers_sent = -WATCHERS_LOBBY_EVERY
        #: changes to the lobby sent to everyone by :meth:`_lobby_soon` so far
        self.lobby_changes = 0
        self._wake = asyncio.Event()
        self._changed_at = 0.0  #: loop time of the game's last change (:meth:`_after_change`)
        self._bots_free = asyncio.Event()  #: cleared while :meth:`hold_bots` holds them
        self._bots_free.set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        #: The program hosting this table is being stopped (a signal: its terminal closed, a
        #: ``kill``), not closing the table on purpose: :meth:`close` then leaves the journal
        #: resumable, as after a crash.
        self.went_away = False
        #: A match under way that its hosting player closes (an app's table, not stopped by a
        #: signal) can be opened again from its journal by name (``host --resume FILE``, the
        #: command that player is told): its guests are told so (``reopens``,
        #: :meth:`shutdown_message`). False at a table whose journal does not outlive its
        #: program (an SSH visitor's: the door removes the session's folder, journal and all).
        self.reopenable = True
        #: The program hosting this table ended because its player's connection did (an SSH
        #: visitor's app hung up on, or its session ended with the door): not a close its host
        #: chose — its guests read that, not "closed by its host" (``host_gone``, ssh53 #3).
        self.host_gone = False
        self.bot_pool: BotPool = shared_pool()  #: runs the thinking bots (started only for them)
        self._fallback = FallbackBots(self._seed)  #: moves when a thinking bot cannot answer
        loop = asyncio.get_running_loop()
        self._loop = loop
        if config.journal:
            from .journal import Journal

            # (opened, and locked, as the table opens, before it runs anything: a table that
            # cannot take the lock — another writes that journal — does not open: JournalBusy,
            # cli50 #1)
            journal = Journal(config.journal)
            journal.open(resume)
            journal.on_failure = self._journal_failed
            self.journal = journal
        self._driver = loop.create_task(self._drive())
        self._beat = loop.create_task(self._heartbeat())
        if resume is not None:
            self._resume(resume)

    # ------------------------------------------------------------------ bookkeeping
    def _journal_failed(self, reason: str) -> None:
        """The journal could not be written (a full disk, an I/O error): the table plays on
        without it — no player is dropped, nothing stops (cli50 #2) —, says so once to its
        host (the log: a headless table's stderr), and its match is no longer resumable
        (:meth:`shutdown_message`): its journal stops at that move."""
        kept = self.journal.kept if self.journal is not None else None
        if kept is None:  # (its first write failed: nothing to resume, cli52 #8)
            log.warning("%s: the journal %s could not be written (%s); the table goes on "
                        "without it, and this match cannot be kept at all (nothing of it was "
                        "written)", self.cfg.name, self.cfg.journal, reason)
            return
        log.warning("%s: the journal %s could not be written (%s); the table goes on without "
                    "it, and this match cannot be resumed past this point (what was written "
                    "is kept as %s: host --resume %s opens the match as it stood then)",
                    self.cfg.name, self.cfg.journal, reason, kept, kept)

    def _seed(self, what: str) -> int | str:
        if self.cfg.seed is None:
            return secrets.randbits(63)
        return f"{self.cfg.seed}:{what}"

    def _unique_name(self, wanted: str, besides: Member | None = None) -> str:
        """``wanted``, or with `` 2``, `` 3``… while another member (not ``besides``) or a bot
        seat has that name, compared by :func:`net.protocol.name_keys`: without regard to case
        ("Ann" and "ann" read alike) or to width ("Ｈｏｎｅｓｔ" is "Honest", harden40 #4)."""
        taken = {k for m in self.members.values() if m is not besides
                 for k in name_keys(m.name)} | {
            k for s in self.seats if s.kind == "bot" for k in name_keys(s.name)}
        name, n = wanted, 1
        while name_keys(name) & taken:
            n += 1
            suffix = f" {n}"
            name = wanted[: MAX_NAME - len(suffix)].rstrip() + suffix
        return name

    def taken(self) -> int:
        return sum(1 for s in self.seats if s.kind != "empty")

    def _bot_for(self, seat: int) -> Bot | None:
        s = self.seats[seat]
        return s.bot if s.kind == "bot" else s.takeover

    def _bot_kind_at(self, seat: int) -> str | None:
        """The kind of the bot playing ``seat`` (its own, or the takeover's)."""
        s = self.seats[seat]
        if s.kind == "bot":
            return s.bot_kind
        return self.cfg.bot_kind if s.takeover is not None else None

    def _new_bot(self, kind: str, what: str) -> Bot:
        """A bot of ``kind`` seeded for ``what`` (e.g. ``bot:2``), with the table's thinking
        budget; a thinking bot warms the worker pool."""
        bot = new_bot(kind, self._seed(what), self.cfg.think)
        if thinks(kind):
            self.bot_pool.warm()
        return bot

    def _owner_seat(self) -> int | None:
        m = self.members.get(self.owner) if self.owner else None
        return m.seat if m is not None else None

    @property
    def owner(self) -> str | None:
        """The token of the member who may run the table (``None``: nobody yet)."""
        return self._owner

    @owner.setter
    def owner(self, token: str | None) -> None:
        """A new owner; during a journaled match the journal says so (an ``owner`` line), so a
        table resumed after a crash is run by whoever ran it then, not by the match's first
        owner."""
        if token == self._owner:
            return
        self._owner = token
        if self.journal is not None and self.phase == "playing":
            self.journal.owner(token)

    def _pick_owner(self, resuming: bool = False) -> None:
        """A new owner when the one there is is no member: a seated player connected, else
        any seated (:meth:`_may_own` both). ``resuming``: the table is being restored from its
        journal, which is not written to then (an ``owner`` line there changed the file, and
        a resume that then failed — its port in use — could not be tried again: a full run)."""
        if self.owner in self.members:
            return
        humans = [s.member for s in self.seats
                  if s.member is not None and self._may_own(s.member)]
        picks = [m for m in self._connected_seated() if self._may_own(m)] or humans
        if resuming:
            self._owner = picks[0].token if picks else None
        else:
            self.owner = picks[0].token if picks else None

    def _may_own(self, member: Member) -> bool:
        """May ``member`` be given the table to run now? Not one who took a bot's seat in the
        match under way while a seat is kept for a player who left (:attr:`Member.took_over`):
        the table is that player's when they come back — given to such a taker when its owner
        left again, it was the taker's to kick her with (net64 #2b, review85 #1, net65 #1)."""
        return not (member.took_over and self._seat_kept_for_one_away())

    def _connected_seated(self) -> list[Member]:
        """The seated players whose connection is up, in seat order (who may run the table)."""
        return [s.member for s in self.seats if s.member is not None and s.member.conn is not None]

    def _seat_entry(self, s: Seat) -> dict[str, Any]:
        if s.kind == "empty":
            return {"kind": "empty", "name": None, "connected": False, "ready": False, "bot": None,
                    "stand_in": False, "window_left": None, "reading": False}
        if s.kind == "bot":
            return {"kind": "bot", "name": s.name, "connected": True, "ready": True,
                    "bot": s.bot_kind, "stand_in": s.stand_in, "window_left": None,
                    "reading": False}
        m = s.member
        assert m is not None
        return {"kind": "human", "name": m.name, "connected": m.conn is not None,
                "ready": m.ready, "bot": self.cfg.bot_kind if s.takeover is not None else None,
                "stand_in": False, "window_left": self._window_left(m), "reading": m.reading}

    def _window_left(self, member: Member) -> float | None:
        """Seconds left of an away member's reconnect window (then a bot plays the seat, or in
        the lobby it is freed), or ``None`` when none runs: connected, or a bot plays already.
        Said to every client, so that a table resumed from its journal, whose players are all
        away from the start, counts down for them too (a client saw no drop to count from)."""
        if member.conn is not None or member.waiting is None:
            return None
        return round(max(0.0, member.waiting.when() - self._loop.time()), 1)

    def lobby_message(self, member: Member | None) -> dict[str, Any]:
        return {
            "t": "lobby",
            "table": self.cfg.name,
            "phase": self.phase,
            "seats": [self._seat_entry(s) for s in self.seats],
            "rules": self.rules.to_dict(),
            "host": self._owner_seat(),
            "password": self.cfg.locked,
            "spectators": sum(1 for m in self.members.values() if m.seat is None),
            "watchers": [m.name for m in self.members.values() if m.seat is None],
            "you": member.seat if member is not None else None,
            "owner": member is not None and member.token == self.owner,
            "settings": {"turn_timer": _seconds(self.cfg.turn_timer),
                         "uno_grace": float(self.cfg.uno_grace),
                         "jump_in_grace": float(self.cfg.jump_in_grace),
                         "reconnect_window": float(self.cfg.reconnect_window),
                         "round_pause": float(self.cfg.round_pause),
                         "bot_delay": float(self.cfg.bot_delay),
                         "think": float(self.cfg.think if self.cfg.think is not None
                                        else DEFAULT_THINK)},
            "deal_in": self.deal_in(),
            "takeable": self.takeable(),
            "kicks_watchers": True,  # (a client offers to remove a watcher only where this is)
        }

    def takeable(self) -> list[int]:
        """The seats a spectator may take over now (``take_seat``): during a match, those one
        of the table's bots plays — not a stand-in for a player who left, nor a seat out of
        the match (elimination, challenge scoring)."""
        if self.phase != "playing" or self.state is None:
            return []
        out = self.state.eliminated
        return [i for i, s in enumerate(self.seats)
                if s.kind == "bot" and not s.stand_in and not (i < len(out) and out[i])]

    def _connected(self) -> list[Member]:
        return [m for m in self.members.values() if m.conn is not None]

    def _lobby_seen(self) -> dict[str, Any]:
        """What every client sees of the table in its ``lobby`` (not ``you``/``owner``), its
        countdowns read only as running or not: two alike mean nothing to redraw."""
        lobby = self.lobby_message(None)
        lobby["deal_in"] = lobby["deal_in"] is not None
        lobby["seats"] = [{**entry, "window_left": entry["window_left"] is not None}
                          for entry in lobby["seats"]]
        return lobby

    def broadcast_lobby(self, combined: bool = False) -> None:
        """Everyone connected is sent their ``lobby``; ``combined`` (:meth:`_lobby_soon`'s):
        not those sent theirs since the last change (:meth:`_own_lobby`)."""
        for m in self._connected():
            assert m.conn is not None
            if combined and m.lobby_at == self.lobby_changes:
                continue
            m.conn.send(self.lobby_message(m))
        self._watchers_sent = self._loop.time()
        if self._watchers_lobby is not None:  # (what it was to say is said)
            self._watchers_lobby.cancel()
            self._watchers_lobby = None
        if self.on_change is not None:
            self.on_change()

    def _watchers_changed(self, member: Member | None) -> None:
        """A watcher came (``member``, who is sent its own ``lobby`` now, as after any
        ``welcome``) or went (``None``): nothing else changed, and the others are sent the
        ``lobby`` that shows it at most once every :data:`WATCHERS_LOBBY_EVERY` seconds."""
        self._lobby_soon()
        if member is not None:
            self._own_lobby(member)

    def _lobby_changed_by(self, member: Member) -> None:
        """``member`` changed the lobby — sat down, stood up, watched, dropped or came back, or,
        as the owner, changed the rules, the seats, the bots or their thinking time: its own
        ``lobby`` now, everyone else's at most one a second (:meth:`_lobby_soon`). One player
        sitting down and standing up, or dropping and coming back, as fast as its limits
        allowed had every connection at the table sent 29 lobbies a second, four players of
        one address 117 (net66 #2); ``ready`` and watchers' comings and goings were combined
        so before."""
        self._lobby_soon()
        self._own_lobby(member)

    def _own_lobby(self, member: Member) -> None:
        """``member``'s ``lobby`` now, after a change it made that everyone else is sent soon
        (:meth:`_lobby_soon`): the combined ``lobby`` skips it unless something changed
        again meanwhile (net66 #2: it was sent the same lobby twice)."""
        if member.conn is not None:
            member.conn.send(self.lobby_message(member))
            member.lobby_at = self.lobby_changes

    def _lobby_soon(self) -> None:
        """Everyone is sent the ``lobby`` as it is then, at once if none was sent within the
        last :data:`WATCHERS_LOBBY_EVERY` seconds, else when that much has passed: the changes
        made meanwhile (watchers coming and going, players' ``ready``) go out together."""
        self.lobby_changes += 1
        if self._watchers_lobby is not None or self._closed:
            return
        due = self._watchers_sent + WATCHERS_LOBBY_EVERY - self._loop.time()
        self._watchers_lobby = self._loop.call_later(max(0.0, due), self._watchers_said)

    def _watchers_said(self) -> None:
        self._watchers_lobby = None
        if not self._closed:
            self.broadcast_lobby(combined=True)

    def broadcast(self, msg: dict[str, Any]) -> None:
        frame = encode(msg)
        for m in self._connected():
            assert m.conn is not None
            m.conn.send_bytes(frame)

    def _clock_finishing(self) -> bool:
        """Is the turn timer finishing a turn it ran out on (:meth:`_timer_expired`: a draw
        then a pass, or the cards a swap still gives, one move at a time)? The views between
        those moves have no fresh clock and nothing for that seat to act on."""
        st = self.state
        return st is not None and self._timed_out is not None \
            and self._timed_out == seat_to_move(st) \
            and (st.drawn is not None or st.phase is Phase.GIVE)

    def _timer_info(self) -> dict[str, Any] | None:
        if self._timer_deadline is None or self.state is None:
            return None
        if self._clock_finishing():
            return None  # (the clock is finishing that turn: the view between its draw and its
            # pass shows no fresh clock, proto45 #2 — as :meth:`_timer_expired` goes on; a
            # colour it named for a round's first Wild starts that seat's own turn, with its
            # clock, review49 #1)
        return {"seat": seat_to_move(self.state), "seconds": _seconds(self.cfg.turn_timer),
                "remaining": max(0.0, round(self._timer_deadline - self._loop.time(), 2))}

    def match_so_far(self, seat: int | None) -> list[bytes]:
        """What one who joins, comes back or takes a seat during a match is sent before its
        view, as frames: the round's ``round_start``, then the match's rounds
        (:meth:`history_messages`)."""
        return [encode(self.round_start_message()), *self._history(seat)]

    def history_messages(self, seat: int | None) -> list[dict[str, Any]]:
        """The match so far as ``seat`` saw it, for one who joins or comes back during it (a
        view's log holds the last 40 events only, and L showed a player back only "since you
        joined", newbie40 #4): one ``history`` a round, oldest first, the round under way
        last (PROTOCOL.md §4) — within ``HISTORY_ROUNDS``, ``HISTORY_ROUND_BYTES`` (a longer
        round's latest events, with ``cut``) and ``HISTORY_BYTES``."""
        return [decode(frame[4:]) for frame in self._history(seat)]  # (past the length)

    @property
    def _watched_rounds(self) -> dict[int, tuple[list[dict[str, Any]], int, int, bytes]]:
        """The watchers' rounds kept by :meth:`_history` (net58 #1)."""
        return self._rounds_made.get(None, {})

    def _history(self, seat: int | None) -> list[bytes]:
        """:meth:`history_messages` as frames. The rounds played before this
        one are built once for each seat and once for the watchers, and kept
        (:attr:`_rounds_made`): they no longer change, where each ``hello`` built the whole
        match again on the table's loop — at round 170 of a long match ~30 ms of CPU, so one
        address's watchers' hellos (net58 #1), or one seated player's hellos with its token
        (net64 #1), within their limits, held every other answer for seconds. Only the round
        under way is built each time."""
        assert self.state is not None
        out: list[bytes] = []
        room = HISTORY_BYTES
        before = self._rounds_made.get(seat, {})
        kept: dict[int, tuple[list[dict[str, Any]], int, int, bytes]] = {}
        for log in reversed([*self.past_logs, self.state.log][-HISTORY_ROUNDS:]):
            if not log:
                continue
            made = before.get(id(log))
            if (made is not None and made[0] is log and made[1] == len(log)
                    and made[2] == len(self.renames)):
                frame = made[3]
            else:
                frame = self._history_round(log, seat)
            size = len(frame)
            if out and size > room:
                break  # (the round under way is always sent)
            if log is not self.state.log:
                kept[id(log)] = (log, len(log), len(self.renames), frame)
            room -= size
            out.append(frame)
        self._rounds_made[seat] = kept  # (those of rounds no longer sent, or of another match,
        # let go)
        out.reverse()
        return out

    def _history_round(self, log: list[dict[str, Any]], seat: int | None) -> bytes:
        """The frame of one round's ``history`` as ``seat`` saw it."""
        assert self.state is not None
        msg: dict[str, Any] = {"t": "history", "log": visible_log(log, seat)}
        number = next((e.get("round") for e in log if e.get("type") == "round_start"), None)
        if number is None and log is self.state.log:  # (dates still named: the round
            # under way is the one its round_start message names, review77 #3)
            number = max(1, self.state.round_no)
        if isinstance(number, int):  # (older rounds may be left out, and a cut round's log
            msg["round"] = number  # lacks its round_start: proto58 #2)
        first, last = log[0]["seq"], log[-1]["seq"]
        renamed = [r for r in self.renames if first <= r["after"] <= last]
        if renamed:  # (the names the round's events were played under, where they changed)
            msg["renamed"] = renamed
        frame = encode(msg)
        if len(frame) > HISTORY_ROUND_BYTES:  # (its latest events, and how many are not there)
            rest = len(frame) - len(encode(msg["log"]))
            msg["log"], msg["cut"] = latest_within(msg["log"], HISTORY_ROUND_BYTES - rest - 16)
            frame = encode(msg)
        return frame

    def view_message(self, seat: int | None) -> dict[str, Any]:
        assert self.state is not None
        seen = view(self.state, seat)
        if seat is not None and self._clock_finishing() and seat == self._timed_out:
            seen["legal"] = []  # (the clock moves for it: the drawn card's play and pass were
            # listed, and sending one was always stale_state, proto61 #1)
        return {"t": "view", "view": seen, "timer": self._timer_info()}

    def broadcast_views(self) -> None:
        spectators: bytes | None = None
        for m in self._connected():
            assert m.conn is not None
            if m.seat is None:
                if spectators is None:
                    spectators = encode(self.view_message(None))
                m.conn.send_bytes(spectators)
            else:
                m.conn.send(self.view_message(m.seat))

    def round_start_message(self) -> dict[str, Any]:
        assert self.state is not None
        k = max(1, self.state.round_no)  # round 1 is dealt only after the dates (judgement day)
        seed = honesty.round_seed(self.secret, k)
        return {"t": "round_start", "round": k,
                "commitment": honesty.commitment(seed), "state_id": self.round_start_id}

    def round_end_message(self) -> dict[str, Any]:
        """The round's end, with what checks its deal (``reveal``, PROTOCOL.md §7) — without
        the actions where they would make it longer than :data:`ROUND_END_BYTES`."""
        st = self.state
        assert st is not None and st.result is not None
        seed = honesty.round_seed(self.secret, st.round_no)
        msg = self._round_end(st, seed)
        if len(self.round_actions) >= _ROUND_END_MEASURED_FROM \
                and len(encode(msg)) > ROUND_END_BYTES:
            reveal = msg["reveal"]
            reveal["cut"] = len(reveal.pop("actions"))
        return msg

    def _round_end(self, st: GameState, seed: bytes) -> dict[str, Any]:
        assert st.result is not None
        return {
            "t": "round_end",
            "round": st.round_no,
            "winner": st.result.winner,
            "points": st.result.points,
            "scores": list(st.scores),
            "hands": [[c.code for c in h] for h in st.result.hands],
            "hand_points": list(st.result.hand_points),
            "match_over": st.phase is Phase.MATCH_OVER,
            "how": st.result.how,
            "deal_in": None if st.phase is Phase.MATCH_OVER else self.deal_in(),
            "reveal": {
                "seed": seed.hex(),
                "rules": st.rules.to_dict(),
                "players": st.players,
                "start": self.round_base,
                "actions": [[s, a.to_wire()] for s, a in self.round_actions],
            },
        }

    # ------------------------------------------------------------------ connections
    async def serve(self, reader: asyncio.StreamReader, writer: Writer) -> None:
        """Run one connection to its end. Never raises (except cancellation)."""
        conn = Conn(writer, self.cfg.send_queue, self.cfg, self._closings)
        conn.reader_task = asyncio.current_task()
        conn.reading = True
        try:
            self._await_hello(conn)
            try:
                body = await asyncio.wait_for(read_frame(reader, MAX_HELLO_FRAME),
                                              self.cfg.hello_timeout)
            except TimeoutError:
                conn.close(error("hello_timeout"))
                return
            finally:
                self._hello_came(conn)
            if conn.closing:  # (made room for a newcomer while it said nothing: closed)
                return
            conn.last_recv = time.monotonic()  # (the hello is a frame: idle counts from it,
            # not from the connect, net54 #1)
            msg = validate_client(decode_client(body))
            if msg["t"] != "hello":
                raise ProtocolError("bad_message", "the first message must be hello")
            wait = take_all(self._buckets(conn, "msgs"))  # reconnecting counts too
            whose = "your address"
            if wait <= 0:
                wait, whose = await self._member_hello_wait(conn, msg), "you"
                if conn.closing:  # (a newer hello with its token took its place meanwhile)
                    return
            if self._closed:  # (the table closed while this hello waited: told so, as every
                # connection is — it was welcomed by the closed table, review94 #1)
                token = msg.get("token")
                conn.close(self._closing_frame(
                    self.shutdown_message(),
                    self.members.get(token) if isinstance(token, str) else None))
                return
            if wait > 0:
                conn.close(error("rate_limited", f"Too many messages from {whose}; "
                                 "connect again later.", fatal=True, dropped=dropped_summary(msg),
                                 retry_after=retry_after(wait)))
                return
            self._hello(conn, msg)
            while not conn.closing:
                body = await read_frame(reader)
                conn.last_recv = time.monotonic()
                extra = len(body) // FRAME_TOKEN_BYTES  # (a long frame costs more: before
                # it is decoded, whose cost follows its bytes, net66 #1 — to its sender's own
                # bucket: charged to its address's too, an honest long chat closed a player
                # whose housemates had spent that, net67 #4)
                if extra and conn.member is not None \
                        and not self._member_limits(conn.member).msgs.take(extra):
                    conn.close(error("rate_limited", "Too much data from you; connect again "
                                     "later.", fatal=True))
                    break
                msg = validate_client(decode_client(body))
                if conn.closing:
                    break
                wait = self._take_part(conn, sent=msg["t"])
                if wait > 0:
                    self._refuse(conn, self._limited(msg, wait))
                    # (others run between two refused messages too: a flood of them, read at
                    # once, held the loop — honest players' pings took 380 ms, net71 #1)
                    await asyncio.sleep(0)
                    continue
                if conn.member is not None and msg["t"] not in ("ping", "pong"):
                    conn.member.last_active = time.monotonic()
                try:
                    self._dispatch(conn, msg)
                    conn.refused_in_row = 0
                except Refused as r:
                    self._refuse(conn, r)
                await asyncio.sleep(0)  # let writers and other connections run between messages
        except ProtocolError as exc:
            conn.close(error(exc.code, str(exc)))
        except ConnectionClosed:
            pass
        except asyncio.CancelledError:
            if not conn.dropped:
                raise
        except Exception:
            log.exception("connection %d failed", conn.id)
            conn.close(error("bad_message", "The table could not handle that message."))
        finally:
            conn.reading = False
            conn.close()
            self._gone(conn)
            await conn.finish(reader)

    async def _member_hello_wait(self, conn: Conn, msg: dict[str, Any]) -> float:
        """A ``hello`` with a known member's token costs that member's message bucket too: its
        buckets are kept across reconnects, and one seated client replaying its token in
        ``hello`` after ``hello`` cost only its address's, while each made the table send it
        the whole match again (net64 #1). When the bucket is empty the hello waits for a token,
        up to :data:`HELLO_MEMBER_WAIT` seconds (a player back at once after spending it is let
        in a moment later); 0.0 once taken, else the seconds it would still have to wait. One
        hello a token waits at a time: a newer one closes the older (it would have replaced
        it), which had waited counted nowhere — 173 at once from one address (net65 #4)."""
        token = msg.get("token")
        if not isinstance(token, str):
            return 0.0
        deadline = self._loop.time() + HELLO_MEMBER_WAIT
        try:
            while True:
                member = self.members.get(token)
                if member is None:
                    return 0.0  # (forgotten meanwhile, or never known: a newcomer's, as ever)
                bucket = self._member_limits(member).msgs
                taken = bucket.take()
                wait = 0.0 if taken else bucket.wait()
                if not taken and (self._loop.time() + wait > deadline or self._closed):
                    return wait
                older = self._hello_waits.get(token)
                if older is not None and older is not conn:  # (as its own wait ends: proto65;
                    # also when this one is let in at once, else the older, waking later,
                    # replaced it: review86 #3)
                    older.close(error("rate_limited", "Too many messages from you; connect "
                                      "again later.", fatal=True, dropped={"t": "hello"},
                                      retry_after=retry_after(max(wait, bucket.wait()))))
                if taken:
                    return 0.0
                self._hello_waits[token] = conn
                await asyncio.sleep(wait)
                if conn.closing:
                    return wait
        finally:
            if self._hello_waits.get(token) is conn:
                del self._hello_waits[token]

    def _refuse(self, conn: Conn, r: Refused) -> None:
        conn.refused_in_row += 1
        if conn.refused_in_row > 500:  # a client that only sends refused messages
            conn.close(error("rate_limited", "Too many refused messages.", fatal=True))
            return
        conn.send(error(r.code, r.message, **r.extra))  # every drop is named (PROTOCOL.md §6)

    # ------------------------------------------------------------------ rate limits
    def _member_limits(self, member: Member) -> Limits:
        if member.limits is None:
            member.limits = Limits(self.cfg)
        return member.limits

    def _await_hello(self, conn: Conn) -> None:
        """Count ``conn`` among the connections waiting for their ``hello``. With
        :data:`BEFORE_HELLO_PER_SHARE` times ``addr_share`` from its address already, the
        oldest of them is closed with a fatal ``rate_limited`` (``retry_after`` 1 s): each may
        hold a frame's worth of memory for the hello timeout, and one address held 22 MB with
        400 (net54 #4). An SSH door's loopback is not counted per address. With
        :data:`MAX_ALL_BEFORE_HELLO` waiting in all, the oldest waiting connection of the
        address that has the most waiting is closed so (as watchers are evicted). Refusing the
        newcomer instead let silent connections, of a few addresses or of its own, keep
        everyone out, a player back with their token included (net64 #6, net65 #3)."""
        waiting = self._before_hello
        if (waiting[conn.address] >= BEFORE_HELLO_PER_SHARE * self.cfg.addr_share
                and not self._door_address(conn.address)):
            # (its address's oldest goes, not the newcomer: silent connections renewed every
            # hello timeout kept every player of that address out, net65 #3)
            self._evict_waiting(conn.address)
        if waiting.total() >= MAX_ALL_BEFORE_HELLO:
            self._evict_waiting(max(waiting, key=waiting.__getitem__))
        waiting[conn.address] += 1
        self._waiting_conns.setdefault(conn.address, {})[conn.id] = conn

    def _evict_waiting(self, address: str) -> None:
        """Close the oldest connection of ``address`` still waiting for its ``hello`` (a fatal
        ``rate_limited``): its place is a newcomer's at once."""
        oldest = next(iter(self._waiting_conns[address].values()))
        self._hello_came(oldest)
        oldest.close(self._waited_too_many())

    @staticmethod
    def _waited_too_many() -> dict[str, Any]:
        return error("rate_limited", "Too many connections waiting to say hello; "
                     "connect again later.", fatal=True, retry_after=1.0)

    def _hello_came(self, conn: Conn) -> None:
        """``conn`` no longer waits for its ``hello`` (it came, or never will)."""
        here = self._waiting_conns.get(conn.address)
        if here is None or here.pop(conn.id, None) is None:
            return
        if not here:
            del self._waiting_conns[conn.address]
        self._before_hello[conn.address] -= 1
        if not self._before_hello[conn.address]:
            del self._before_hello[conn.address]

    def _address_limits(self, address: str) -> Limits:
        limits = self._addr_limits.get(address)
        if limits is None:
            if len(self._addr_limits) >= MAX_ADDRESSES:
                self._forget_addresses()
            limits = self._addr_limits[address] = Limits(self.cfg, self.cfg.addr_share)
        return limits

    def _door_address(self, address: str) -> bool:
        """With an SSH front door (``ssh_port``), every SSH player's app connects from this
        machine's loopback: once they are members, those connections are limited per member only
        (the door limits connections per client address itself, see docs/SSH.md)."""
        if self.cfg.ssh_port is None:
            return False
        try:
            return ipaddress.ip_address(address.split("%")[0]).is_loopback
        except ValueError:
            return False

    def _closing_bound(self, address: str) -> int | None:
        """How many connections of ``address`` may be closing at once (:class:`Closings`):
        :data:`CLOSING_PER_SHARE` times ``addr_share``, :data:`CLOSING_AT_DOOR` for an SSH
        door's loopback; any number for an app's own seat (no socket) and when the table closes
        (everyone is told why, once)."""
        if address == "local" or self._closed:
            return None
        if self._door_address(address):
            return CLOSING_AT_DOOR
        return CLOSING_PER_SHARE * self.cfg.addr_share

    def _forget_addresses(self) -> None:
        """Drop the limits of addresses that are refilled (nothing to remember); when there are
        still too many, the oldest."""
        for address in [a for a, lim in self._addr_limits.items()
                        if lim.msgs.full and lim.chat.full and lim.guesses.full]:
            del self._addr_limits[address]
        while len(self._addr_limits) >= MAX_ADDRESSES:
            del self._addr_limits[next(iter(self._addr_limits))]

    def _buckets(self, conn: Conn, kind: str) -> list[Bucket]:
        """The ``"msgs"`` or ``"chat"`` buckets a message on ``conn`` must pass: its member's
        (kept across reconnects) and its address's (shared by everyone from there)."""
        door = conn.member is not None and self._door_address(conn.address)
        owners = [] if door else [self._address_limits(conn.address)]
        if conn.member is not None:
            owners.append(self._member_limits(conn.member))
        return [getattr(lim, kind) for lim in owners]

    def _take_part(self, conn: Conn, kind: str = "msgs", sent: str | None = None) -> float:
        """Take one ``kind`` token (``"msgs"``: any message; ``"chat"``: a chat line) for a
        message on ``conn`` (``sent``: its type, when a message's: all but a ``pong`` mark its
        member as one that sends, :attr:`Member.last_sent`): 0.0, or the seconds to wait when
        it is refused. A connection with
        no member, and a member at an SSH door's loopback, pass :meth:`_buckets` as they are (a
        ``hello`` pays them before it is read, review91 #5). A member of an
        address passes its own bucket and its part of its address's: a bucket of the address's
        burst and rate divided among its members there (at most a member's own). So one
        address's members together pass at most the address's rate, and one who sends more
        than its part is refused, not a housemate within hers: the address's bucket, shared by
        all, was emptied by some and refused the others (net69 #1; its chat too, review91 #2).
        The address's bucket is spent too while it has tokens: its ``hello``s pay from it, and a
        member new there starts with its part filled from what the address's bucket holds —
        names joined again and again to start full were the way past it (review90 #1). A seated
        player's part counts only the watchers there that sent something but a ``pong`` in the
        last :data:`WATCHER_ACTIVE_FOR` seconds (net70 #2): the rate they pass together stays
        the address's; after a silence their buckets, full, may pass up to about twice its
        burst once (review92 #1)."""
        buckets = self._buckets(conn, kind)
        member = conn.member
        if member is not None and sent != "pong":  # (``sent``: the message's type; a ping is
            # something sent: watchers pinging at their part counted as silent, and the
            # address passed nearly twice its rate, review92 #1)
            member.last_sent = time.monotonic()
        if member is None or len(buckets) < 2:
            return take_all(buckets)
        address, own = buckets
        # (a seated player's part: divided among the seated there and the watchers who sent
        # something lately — silent watchers of one address cut a player's burst from 60 to 7,
        # net70 #2 —; a watcher's among every member there. Those sending then share at most
        # the address's rate: a watcher's part is never larger than a seated one's)
        seated = member.seat is not None
        lately = time.monotonic() - WATCHER_ACTIVE_FOR
        here = sum(1 for m in self.members.values()
                   if m.conn is not None and m.conn.address == conn.address
                   and (not seated or m.seat is not None or m is member
                        or m.last_sent >= lately))
        part = min(1.0, self.cfg.addr_share / max(1, here))
        burst, rate = own.burst, own.rate  # (a member's own: the kind's)
        # (a part holds one at least: twenty-one members of one address would have had a chat
        # burst of less than one line, and never chatted)
        least = max(1.0, burst * part)
        share = member.shares.get(kind)
        if share is None:
            share = member.shares[kind] = Bucket(int(burst), rate)
            address.wait()  # (refilled to now)
            share.tokens = min(least, address.tokens)
        share.burst, share.rate = least, rate * part
        wait = take_all([own, share])
        if wait <= 0:
            address.take()  # (as busy as its members are: what a newcomer's part starts at)
        return wait

    @staticmethod
    def _limited(msg: dict[str, Any], wait: float, what: str = "messages") -> Refused:
        refused = Refused("rate_limited", f"Too many {what}; this {msg['t']} was dropped.",
                          dropped=dropped_summary(msg), retry_after=retry_after(wait))
        action = msg.get("action") if msg["t"] == "act" else None
        if isinstance(action, dict) and isinstance(action.get("type"), str):
            refused.extra["action"] = action["type"]  # (which act, as every act's refusal)
        return refused

    def _hello(self, conn: Conn, msg: dict[str, Any]) -> None:
        if msg["proto"] != PROTOCOL_VERSION:
            conn.close(error("bad_version", f"The table speaks protocol {PROTOCOL_VERSION}, "
                                            f"this client {msg['proto']}.", proto=PROTOCOL_VERSION))
            return
        token = msg.get("token")
        member = self.members.get(token) if isinstance(token, str) else None
        # (a player who left the match under way, back with their token: their seat again)
        back = self._seat_left_by(token) if member is None and isinstance(token, str) else None
        if back is not None:
            wait = self._take_back_wait(back)
            if wait > 0:
                conn.close(error("rate_limited", "You have taken your seat back too often; "
                                 "try again later. A bot plays it meanwhile.", fatal=True,
                                 retry_after=retry_after(wait), dropped={"t": "hello"}))
                return
            member = self._take_back(back)
        returning = member
        #: what the others see of the table before a member's connection comes back (net63)
        seen = self._lobby_seen() if member is not None and back is None else None
        carried: float | None = None  #: what was left of the window of a player back
        held = back is not None  #: a bot played the seat while its player was away
        if member is None and msg.get("back_only", False):
            # (a seat kept elsewhere asked after: a newcomer's hello there cost a wrong
            # password and evicted a watcher for a connection that left at once, net57 #2, #3)
            conn.close(error("not_kept"))
            return
        if member is None:
            guesses = None if self._door_address(conn.address) \
                else self._address_limits(conn.address).guesses
            if self.cfg.locked and guesses is not None and guesses.wait() > 0:
                # (its address sent too many wrong passwords: no password is tried now)
                conn.close(error("rate_limited", "Too many wrong passwords from your "
                                 "address; try again later.", fatal=True,
                                 retry_after=retry_after(guesses.wait()),
                                 dropped={"t": "hello"}))
                return
            if not self.cfg.password_matches(msg.get("password", "")):
                if guesses is not None:
                    guesses.take()
                conn.close(error("wrong_password"))
                return
            seat: int | None = None
            if self.phase == "lobby" and not msg.get("spectate", False):
                free = [i for i, s in enumerate(self.seats) if s.kind == "empty"]
                if not free:
                    conn.close(error("table_full"))
                    return
                seat = free[0]
            elif not self._room_for_spectator(conn.address):
                conn.close(error("table_full", "The table is full, also for spectators."))
                return
            wanted = clean_text(msg["name"], MAX_NAME) or "Player"
            member = Member(secrets.token_hex(16), self._unique_name(wanted), seat,
                            wanted=wanted)
            self.members[member.token] = member
            if seat is not None:
                self.seats[seat] = Seat("human", member)
                if self.owner is None:
                    self.owner = member.token
        else:
            if member.conn is not None:
                old = member.conn
                old.member = None
                # (a watcher has no seat to be joined from elsewhere: said so, proto61 #2)
                old.close(error("replaced") if member.seat is not None else error(
                    "replaced", "You are watching this table from another connection now."))
            if member.waiting is not None:
                # (back within the window: what was left of it counts for their next drop's)
                carried = max(0.0, member.waiting.when() - self._loop.time())
                member.waiting.cancel()
                member.waiting = None
            if member.seat is not None:
                # (said in the welcome: the player is told a bot played for them meanwhile,
                # not only that the seat was kept, newbie91 #12)
                held = held or self.seats[member.seat].takeover is not None
                self.seats[member.seat].takeover = None
        member.conn = conn
        member.last_active = time.monotonic()
        member.carried = (member.last_active, carried) if carried is not None else None
        conn.member = member
        conn.send({"t": "welcome", "proto": PROTOCOL_VERSION, "app": APP, "seat": member.seat,
                   "token": member.token, "name": member.name, "table": self.cfg.name,
                   "table_id": self.table_id,
                   "state_id": self.state.state_id if self.state is not None else None,
                   "owner": member.token == self.owner, "rejoined": back is not None,
                   "held": held})
        # what was said before, for a newcomer or one back: the lines after the last one the
        # client says it has (all of them when it has none of these); one back that does not
        # say (a client of an earlier version, which kept its lines) is sent none again
        since = msg.get("chat_since")
        if since is not None or returning is None:
            lines = list(self._chat_log)
            ids = [line["id"] for line in lines]
            if isinstance(since, int) and since in ids:
                lines = lines[ids.index(since) + 1:]
            for line in lines:
                conn.send(line)
        if back is not None:  # (to everyone, the one back included, before the lobby shows it)
            self.broadcast({"t": "notice", "kind": "back", "seat": back, "name": member.name,
                            "why": "left"})
        # (between rounds, one here again may start the countdown to the deal: decided before
        # the lobby, whose deal_in says it)
        self._between_rounds_changed()
        if member.seat is None and back is None and member.token != self.owner:
            self._watchers_changed(member)  # (a watcher came: the others hear it soon)
        elif seen is not None and seen == self._lobby_seen():
            # (a connected seat's token again, its old connection replaced: nothing the others
            # see changed, so its lobby alone — each made everyone redraw, net63)
            conn.send(self.lobby_message(member))
        else:  # (its own lobby now, the others' soon: net66 #2)
            self._lobby_changed_by(member)
        self._tell_missed_end(member)
        if returning is None:
            self._tell_forgotten_end(conn, token)
        if self.state is not None and self.phase == "playing":
            if self._timer is None:  # e.g. the seat was bot-played: its owner's clock starts
                self._arm_timer()
            for frame in self.match_so_far(member.seat):
                conn.send_bytes(frame)
            conn.send(self.view_message(member.seat))
            if self.state.phase is Phase.ROUND_OVER:  # (between rounds: the round's end again,
                conn.send(self.round_end_message())  # its reveal and the countdown to the deal)
            self._wake.set()

    def match_end_message(self, st: GameState) -> dict[str, Any]:
        """The ``match_end`` of the match ``st`` ended (before the table is back in its lobby:
        the seats as the match numbered them)."""
        end = {"t": "match_end", "winner": st.match_winner, "scores": list(st.scores),
               "rounds": st.round_no, "names": [s.display for s in self.seats],
               "scoring": st.rules.scoring}  # (the match's: the lobby's may change, review49 #4)
        teams = match_teams(st)  # (the match's teams: the lobby's rules may change before a
        if teams is not None:  # player away reads it, review48 #5)
            end["teams"] = teams
        return end

    def _tell_missed_end(self, member: Member) -> None:
        """``member``, back in the lobby, was away when the last match ended (seated, their seat
        kept): the ``match_end`` again, with ``again: true``, once — ssh44 #1: a visitor back
        read only "your seat was kept", though their seat had won the match."""
        if member.missed_end and member.conn is not None:
            self._send_end_again(member.conn, member.seat)
        member.missed_end = False

    def _tell_forgotten_end(self, conn: Conn, token: object) -> None:
        """A newcomer's ``hello`` carried the token of a player away when the last match ended
        whose seat the lobby gave up since (:attr:`_missed_by`): that ``match_end`` again, with
        ``again: true`` and the ``seat`` they had in it, once; a closing notice giving that
        match's scores gives them that seat too (:meth:`reader_seat`: it gave ``null``, the
        seat of one who played none, proto71 #1)."""
        if isinstance(token, str):
            seat = self._missed_by.pop(token, None)
            if seat is not None and conn.member is not None and self.phase == "lobby" \
                    and self.last_end is not None:
                self._end_seats[conn.member.token] = seat
            self._send_end_again(conn, seat)

    def _send_end_again(self, conn: Conn, seat: int | None) -> None:
        """The last match's ``match_end`` again to ``conn``, whose player had ``seat`` in it
        and missed its end — while the table is still in the lobby after it."""
        if seat is not None and self.phase == "lobby" and self.last_end is not None:
            conn.send({**self.last_end, "again": True, "seat": seat})

    def _seat_left_by(self, token: str) -> int | None:
        """The seat of the match under way that the player with ``token`` left (``leave``)
        and a stand-in bot plays, or ``None``. Only that player's own token finds it: neither
        another token nor the same name does."""
        if self.phase != "playing":
            return None
        for i, s in enumerate(self.seats):
            if s.stand_in and s.left is not None and hmac.compare_digest(
                    s.left.token.encode(), token.encode()):
                return i
        return None

    def _take_back_wait(self, seat: int) -> float:
        """Take one of the :attr:`Member.take_backs` of the player who left ``seat`` and return
        0.0, or, when they are spent, the seconds until one is there again."""
        member = self.seats[seat].left
        assert member is not None
        if member.take_backs is None:
            member.take_backs = Bucket(TAKE_BACK_BURST, 1.0 / TAKE_BACK_EVERY)
        return 0.0 if member.take_backs.take() else member.take_backs.wait()

    def _take_back(self, seat: int) -> Member:
        """The player who left ``seat`` during this match is back (their ``hello`` carries
        their token): they play it again from now on, at once, as a player back after a drop
        does. The stand-in bot steps aside; a thought it has under way in the worker pool is
        dropped when it comes back (:meth:`_decide` finds the seat changed hands), and the turn
        timer, if the table has one, starts for the seat when it is to move. The seat keeps its
        name (the player's); the log keeps what the bot played for them (``by_bot``). The owner
        of the table stays whoever it became meanwhile (unless nobody was left to be it). The
        caller binds the connection, sends ``welcome`` (``rejoined``) and tells everyone."""
        s = self.seats[seat]
        member = s.left
        assert member is not None
        member.seat = seat
        member.ready = False
        member.waiting = None
        member.name = s.name
        self.members[member.token] = member
        self._seat_human(seat, member)
        return member

    def _seat_kept_for_one_away(self) -> bool:
        """Is a seat of the match under way kept for a player who left it — with ``leave`` (a
        stand-in plays it until they take it back with their token), or whose connection
        dropped and stayed down past the reconnect window (a bot plays it until they are back:
        their table had gone to a taker of a bot's seat, who kicked them, review86 #2)?"""
        return self.phase == "playing" and any(
            (s.stand_in and s.left is not None)
            or (s.member is not None and s.member.conn is None and s.takeover is not None)
            for s in self.seats)

    def _seat_human(self, seat: int, member: Member, taken_over: bool = False) -> None:
        """``member`` plays ``seat`` from now on, in the match under way (back in it, or come
        to take a bot's place, ``taken_over``): the seat is theirs in the journal too, with
        their token, and the table theirs to run when nobody does — unless they took a bot's
        seat in this match (:attr:`Member.took_over`, however they sit down now) while a seat
        is kept for a player who left: the table is that player's when they come back (a
        stranger who took a bot's seat while the table's only player had stepped out became
        its owner, and kicked her from her own match when she was back, net64 #2b)."""
        self.seats[seat] = Seat("human", member)
        member.took_over = member.took_over or taken_over
        # (by who took a bot's seat, not by how they sat down this time: a taker who left and
        # took their own seat back became the owner, review85 #1)
        if self.owner is None and self._may_own(member):
            self.owner = member.token
        if self.journal is not None:
            self.journal.seat(seat, {"kind": "human", "name": member.name, "bot": None,
                                     "token": member.token, "stand_in": False,
                                     "back_token": None, "took_over": member.took_over})

    def _room_for_spectator(self, address: str) -> bool:
        """Make room for one more spectator, a newcomer from ``address``: below the cap there
        is room; at the cap one spectator is evicted with the fatal ``evicted`` error — of the
        address with the most spectators (the newcomer counted with its own), the one idle the
        longest (no message but ping/pong for the longest time; the owner never). So one
        address opening connections by the dozen evicts its own, not everyone else's
        (harden40 #3). ``False`` only when nobody can go."""
        watching = [m for m in self.members.values() if m.seat is None]
        if len(watching) < self.cfg.max_spectators:
            return True
        idle = [m for m in watching if m.token != self.owner]
        if not idle:
            return False

        def where(m: Member) -> str | None:
            if m.conn is None:
                return None
            # (an SSH door's visitors all come from this machine's loopback: each its own,
            # or one remote address evicted half of them, review40 #6)
            return f"{m.conn.address}#{m.conn.id}" if self._door_address(m.conn.address) \
                else m.conn.address

        place = {id(m): where(m) for m in watching}
        counts: dict[str | None, int] = {address: 1}
        for key in place.values():
            counts[key] = counts.get(key, 0) + 1
        most = max(counts[place[id(m)]] for m in idle)
        victim = min((m for m in idle if counts[place[id(m)]] == most),
                     key=lambda m: m.last_active)
        conn = victim.conn
        victim.conn = None
        self._remove_member(victim)
        if conn is not None:
            conn.member = None
            conn.close(error("evicted"))
        log.info("evicted spectator %r, idle the longest of the address watching most, to let "
                 "a newcomer in", victim.name)
        return True

    def _gone(self, conn: Conn) -> None:
        member = conn.member
        conn.member = None
        if member is None or member.conn is not conn or self._closed:
            return
        member.conn = None
        member.ready = False
        if member.seat is None:
            owned = member.token == self.owner
            self._remove_member(member)  # a spectating owner hands the table on
            if not owned:  # (a watcher went: the others hear it soon)
                self._watchers_changed(None)
                return
        elif member.took_over and self.phase == "playing":
            # (a seat taken from a bot this match is played by a bot again at once, no window:
            # a stranger who took a bot's seat and dropped held the match up for the whole
            # reconnect window, once per bot seat, net72 #1; back with the token, it is theirs.
            # An owner keeps the table through the window, as one in their own seat does: a
            # blip handed it to a guest for good, review97 #2: their window's end passes it on)
            if self._away_bot(member.seat):
                self._said_away(member)
            else:  # (its bot plays already: the others see them gone)
                self.broadcast_lobby()
            if member.token == self.owner:
                member.waiting = self._loop.call_later(self._window_for(member), self._expire,
                                                       member)
            return
        else:
            member.waiting = self._loop.call_later(self._window_for(member), self._expire,
                                                   member)
        self._between_rounds_changed()  # (before the lobby: its deal_in says what was decided)
        self._lobby_changed_by(member)  # (the others', soon: net66 #2)

    def _window_for(self, member: Member) -> float:
        """The reconnect window of ``member``, who just dropped: when they came back from a
        drop, what was left of the window they came back in plus the time they stayed
        connected since, at most the whole ``reconnect_window``; else the whole window. A
        client that reconnected for a moment every few seconds started a whole window each
        time and held the match up for ever (harden40 #2); so, away time is bounded by one
        window plus the time spent connected, whatever is sent meanwhile (review40 #1: one
        refused message per visit earned a whole window), and a player back who waits quietly
        through the others' turns earns their window back as they wait (review40 #2)."""
        carried, member.carried = member.carried, None
        if carried is None:
            return self.cfg.reconnect_window
        back_at, left = carried
        return min(self.cfg.reconnect_window, left + (time.monotonic() - back_at))

    def _watch_absent(self, member: Member) -> None:
        """Start the reconnect window of a seated member who is away and has none running (they
        left before the match started, or during the match that just ended)."""
        if member.conn is None and member.waiting is None:
            member.waiting = self._loop.call_later(self.cfg.reconnect_window, self._expire, member)

    def _expire(self, member: Member) -> None:
        """The reconnect window of an absent seated member ran out: in the lobby the seat is
        freed, during a match a bot plays it (decided when it fires, not when the player left)."""
        if self.phase == "playing":
            self._takeover(member)
        else:
            self._release_seat(member)

    def _takeover(self, member: Member) -> None:
        """The reconnect window of ``member`` ran out mid-match: a bot plays their seat
        (:meth:`_away_bot`; one may play it already: a seat they took from a bot, :meth:`_gone`)
        and, when they were the owner, the table passes to the first seated player still
        connected (who keeps it when the owner comes back, as after ``leave``): an absent owner
        would leave nobody able to ``kick`` or run the table until the match ends."""
        member.waiting = None
        if member.conn is None and member.seat is not None and self.phase == "playing":
            fresh = self._away_bot(member.seat)
            here = [m for m in self._connected_seated() if self._may_own(m)]
            if self.owner == member.token and here:
                self.owner = here[0].token
            if fresh:
                self._said_away(member)
            else:  # (only the table passed on: the seat's bot plays already)
                self.broadcast_lobby()

    def _away_bot(self, seat: int) -> bool:
        """A bot plays ``seat`` while its player is away, until they are back
        (:attr:`Seat.takeover`): once their reconnect window ran out, or at once for a seat
        taken from a bot whose taker dropped. ``False`` when one plays it already."""
        if self.seats[seat].takeover is not None:
            return False
        self.seats[seat].takeover = self._new_bot(self.cfg.bot_kind, f"takeover:{seat}")
        return True

    def _said_away(self, member: Member) -> None:
        """Everyone is told a bot plays ``member``'s seat now (:meth:`_away_bot`), and the
        table moves on: the bot may have the turn."""
        self.broadcast({"t": "notice", "kind": "takeover", "seat": member.seat,
                        "name": member.name, "why": "away", "kicked": False})
        self._between_rounds_changed()  # (before the lobby, whose deal_in says it)
        self.broadcast_lobby()
        self._arm_timer()
        self._wake.set()

    def _release_seat(self, member: Member) -> None:
        member.waiting = None
        if member.conn is None and self.phase == "lobby" and member.token in self.members:
            seat = member.seat
            if member.missed_end and seat is not None and self.last_end is not None:
                if len(self._missed_by) >= MAX_MISSED_BY:  # (bounded: the oldest goes)
                    del self._missed_by[next(iter(self._missed_by))]
                self._missed_by[member.token] = seat
            self._remove_member(member)
            if seat is not None:  # (the others read "alice left the table.", ssh44 #8)
                self.broadcast({"t": "notice", "kind": "removed", "seat": seat,
                                "name": member.name, "why": "away"})
            self.broadcast_lobby()

    def _remove_member(self, member: Member) -> None:
        if member.seat is not None and self.seats[member.seat].member is member:
            self.seats[member.seat] = Seat()
        self.members.pop(member.token, None)
        if member.waiting is not None:
            member.waiting.cancel()
        if self.owner == member.token:
            self.owner = None
            self._pick_owner()

    def _bot_replaces(self, seat: int, member: Member, may_return: bool) -> None:
        """A player left the match (``leave``) or was kicked: a stand-in bot plays the seat
        from now on. One who left (``may_return``) is kept on the seat (:attr:`Seat.left`, off
        the table's members), so that a ``hello`` with their token takes it back until the match
        ends (:meth:`_take_back`); a kicked player's token is forgotten."""
        kind = self.cfg.bot_kind
        name = member.name  # the seat keeps its name: the log never rewrites who played what
        # (the seat kept before the member goes: a new owner is picked as it goes, and must
        # see the seat kept for them — it picked a taker of a bot's seat, net65 #1)
        self.seats[seat] = Seat("bot", None, name, kind, self._new_bot(kind, f"bot:{seat}"),
                                stand_in=True, left=member if may_return else None)
        self._remove_member(member)
        member.conn = None
        member.ready = False
        member.waiting = None
        if self.journal is not None:
            self.journal.seat(seat, {"kind": "bot", "name": name, "bot": kind, "token": None,
                                     "stand_in": True,
                                     "back_token": member.token if may_return else None,
                                     # (whose seat it is to take back: a taker of a bot's
                                     # seat still, on a table resumed, review86 #1)
                                     "took_over": may_return and member.took_over})
        self.broadcast({"t": "notice", "kind": "takeover", "seat": seat, "name": name,
                        "why": "left", "kicked": not may_return})
        self._arm_timer()
        self._wake.set()
        self._between_rounds_changed()

    # ------------------------------------------------------------------ dispatch
    def _dispatch(self, conn: Conn, msg: dict[str, Any]) -> None:
        member = conn.member
        if member is None:
            raise Refused("not_now", "This connection was replaced.")
        t = msg["t"]
        handler = getattr(self, f"_on_{t}", None)
        if handler is None:  # "hello" again
            raise ProtocolError("bad_message", f"{t!r} is not allowed now")
        handler(member, msg)

    def _need_owner(self, member: Member) -> None:
        if member.token != self.owner:
            raise Refused("not_host")

    def _need_lobby(self) -> None:
        if self.phase != "lobby":
            raise Refused("not_now", "Only in the lobby: before a match, or between matches.")

    def _on_ping(self, member: Member, msg: dict[str, Any]) -> None:
        assert member.conn is not None
        member.conn.send({"t": "pong", **({"n": msg["n"]} if "n" in msg else {})})

    def _on_pong(self, member: Member, msg: dict[str, Any]) -> None:
        pass

    def _on_chat(self, member: Member, msg: dict[str, Any]) -> None:
        assert member.conn is not None
        text = clean_text(msg["text"], 4 * MAX_CHAT)
        if len(text) > MAX_CHAT:
            raise Refused("chat_too_long")
        if not text:
            return
        wait = self._take_part(member.conn, "chat")
        if wait > 0:
            raise self._limited(msg, wait, "chat messages")
        self._chat_ids += 1
        line = {"t": "chat", "id": self._chat_ids, "from": member.name, "seat": member.seat,
                "text": text}
        self._chat_log.append(line)
        self.broadcast(line)

    def _on_ready(self, member: Member, msg: dict[str, Any]) -> None:
        if member.seat is None:  # a spectator has no seat to be ready in (nor one later)
            raise Refused("not_seated", "Only a seated player can be ready.")
        ready = bool(msg.get("ready", True))
        changed = ready != member.ready or member.reading
        member.ready = ready
        member.reading = False  # (back from the match's results: ready or not, it is here)
        if not changed:  # (nothing the others see: each ready was a lobby to every
            if member.conn is not None:  # connection, 30 a second from one player, net64 #4;
                member.conn.send(self.lobby_message(member))  # its sender's at once)
            return
        self._between_rounds_changed()
        self._lobby_soon()  # (the others', at most one a second: readiness shown a moment
        # late, where one player toggling it made the host send 40 frames for each)
        self._own_lobby(member)  # (its sender's at once)

    def _on_sit(self, member: Member, msg: dict[str, Any]) -> None:
        self._need_lobby()
        seat = msg["seat"]
        if seat >= len(self.seats) or self.seats[seat].kind != "empty":
            raise Refused("bad_seat")
        if member.seat is not None:
            self.seats[member.seat] = Seat()
        member.seat = seat
        self.seats[seat] = Seat("human", member)
        if member.name != member.wanted:  # (back after leaving a match a bot finished under
            member.name = self._unique_name(member.wanted, besides=member)  # their name)
        if self.owner is None:
            self.owner = member.token
        self._lobby_changed_by(member)

    def _on_take_seat(self, member: Member, msg: dict[str, Any]) -> None:
        """A spectator takes over, during a match, a seat one of the table's bots plays (not a
        stand-in for a player who left, nor one a bot plays for a player away: those are their
        players'). The seat is theirs from then on, hand, score and turn included, under their
        name; the bot's thought under way is dropped (:meth:`_decide`). A friend who came late
        no longer only watches to the match's end (ux33 #7)."""
        if self.phase != "playing" or self.state is None:
            raise Refused("not_now", "Only during a match; in the lobby, sit down (sit).")
        if member.seat is not None:
            raise Refused("bad_seat", "You have a seat already.")
        seat = msg["seat"]
        if seat not in self.takeable():  # (a stand-in's is the player's who left, to take back)
            raise Refused("bad_seat", "Only a seat one of the table's bots plays can be taken.")
        was = self.seats[seat].name
        assert self.state is not None
        self.renames.append({"seat": seat, "was": was, "after": self.state.log_seq})
        if self.journal is not None:  # (kept across a resume too: newbie45 #2)
            self.journal.renamed(seat, was, self.state.log_seq)
        member.seat = seat
        member.ready = False
        member.reading = False
        self._seat_human(seat, member, taken_over=True)
        self.broadcast({"t": "notice", "kind": "took_seat", "seat": seat, "name": member.name,
                        "was": was})
        self._between_rounds_changed()
        self._arm_timer()  # (a human's seat now: its clock, if the table has one, before any
        self.broadcast_lobby()  # view says it — everyone's, review35b #1)
        assert member.conn is not None
        for frame in self.match_so_far(seat):  # (the match as the seat saw it)
            member.conn.send_bytes(frame)
        if self.state.phase is Phase.ROUND_OVER:
            member.conn.send(self.view_message(seat))
            member.conn.send(self.round_end_message())
        else:
            self.broadcast_views()
        self._wake.set()

    def _on_spectate(self, member: Member, msg: dict[str, Any]) -> None:
        self._need_lobby()
        if member.seat is None:  # (a watcher's changes nothing: its lobby goes to it alone —
            # sent to everyone, each watcher's spectate was a frame to every player, net55 #2)
            assert member.conn is not None
            member.conn.send(self.lobby_message(member))
            return
        self.seats[member.seat] = Seat()
        member.seat = None
        member.ready = False
        self._lobby_changed_by(member)

    def _on_set_rules(self, member: Member, msg: dict[str, Any]) -> None:
        self._need_owner(member)
        self._need_lobby()
        try:
            base = preset(msg["preset"]) if "preset" in msg else Rules()
            # (an option sent as nil is left out, as a field is: docs/PROTOCOL.md §1)
            given = {k: v for k, v in msg.get("rules", {}).items() if v is not None}
            # (jump_in false turns off what needs it: Rules.from_dict, proto55 #1)
            rules = Rules.from_dict(given, base)
        except (RulesError, ValueError, TypeError, KeyError, RecursionError) as exc:
            # (it quotes what the client sent: shown safe and short, an escape sequence or a
            # 65 KB value came back whole, proto54 #7; a value nested too deep to compare or
            # quote is one too, net55 #1)
            raise Refused("bad_rules", clean_text(str(exc), MAX_RULES_WHY)) from None
        # (rules no table of this size can play: more players than seats, teams that need
        # more, a player count the teams cannot split into; who is seated is checked at start)
        if least_players(rules) > len(self.seats):
            raise Refused("bad_rules", seats_needed(rules, len(self.seats)))
        if rules.players:
            try:
                check_table(rules, rules.players)
            except RulesError as exc:
                raise Refused("bad_rules", str(exc)) from None
        changed = rules != self.rules
        self.rules = rules
        if changed:  # everyone said ready to other rules: ask again, and say why
            cleared = [m for m in self.members.values() if m.ready]
            for m in cleared:
                m.ready = False
            self.broadcast({"t": "notice", "kind": "rules_changed", "by": member.name,
                            "ready_cleared": bool(cleared)})
            self._lobby_changed_by(member)  # (the others': combined, net67 #1)
        else:  # (nothing the others see changed: the owner's lobby alone, proto68 #5)
            self._own_lobby(member)

    def _on_set_seats(self, member: Member, msg: dict[str, Any]) -> None:
        self._need_owner(member)
        self._need_lobby()
        count = msg["count"]
        if any(s.kind != "empty" for s in self.seats[count:]):
            raise Refused("bad_seat", "Free the last seats first.")
        if least_players(self.rules) > count:  # (rules no table of that size can play, which
            # set_rules itself refuses: every later set_rules was then refused, proto55 #2)
            raise Refused("bad_seat", f"These rules need at least {least_players(self.rules)} "
                          f"seats (their teams or number of players): not {count}. Change the "
                          "rules first.")
        if count == len(self.seats) and count == self.lobby_seats:
            self._own_lobby(member)  # (nothing the others see changed, proto68 #5)
            return
        self.seats = self.seats[:count] + [Seat() for _ in range(count - len(self.seats))]
        self.lobby_seats = count
        self._lobby_changed_by(member)  # (the others': combined, net67 #1)

    def _on_add_bot(self, member: Member, msg: dict[str, Any]) -> None:
        kind = msg.get("kind", TAKEOVER_LEVEL)
        if not known(kind):  # a malformed message (PROTOCOL.md: fatal, the connection ends),
            # whoever sent it and whenever: fields are checked before anything is acted on
            raise ProtocolError("bad_message", f"bots: {', '.join(kinds())}")
        self._need_owner(member)
        self._need_lobby()
        seat = msg.get("seat")
        if seat is None:
            free = [i for i, s in enumerate(self.seats) if s.kind == "empty"]
            if not free:  # not table_full: that one is fatal, and the owner stays
                raise Refused("bad_seat", "There is no free seat for a bot.")
            seat = free[0]
        if seat >= len(self.seats) or self.seats[seat].kind != "empty":
            raise Refused("bad_seat")
        self.add_bot(kind, seat)
        self._lobby_changed_by(member)  # (the others': combined, net67 #1)

    def _on_set_think(self, member: Member, msg: dict[str, Any]) -> None:
        """The owner sets the hard bots' thinking time; the bots seated already take it too."""
        self._need_owner(member)
        self._need_lobby()
        think = float(msg["seconds"]) + 0.0  # (-0.0 is 0.0: shown "-0.0 s", proto45 #5)
        if think == self.cfg.think:
            self._own_lobby(member)  # (nothing the others see changed, proto68 #5)
            return
        self.cfg.think = think
        for i, s in enumerate(self.seats):
            if s.kind == "bot" and s.bot_kind is not None and thinks(s.bot_kind):
                s.bot = self._new_bot(s.bot_kind, f"bot:{i}")
        self._lobby_changed_by(member)  # (the others': combined, net67 #1)

    def add_bot(self, kind: str, seat: int) -> None:
        """Seat a bot of ``kind`` (a name of :func:`net.botpool.kinds`) in the empty ``seat``,
        named by :meth:`bot_name`. The caller broadcasts the lobby. A thinking bot starts the
        bot workers now, so its first move does not wait for them."""
        name = self.bot_name(kind)
        self.seats[seat] = Seat("bot", None, name, kind, self._new_bot(kind, f"bot:{seat}"))

    def bot_name(self, kind: str) -> str:
        """The name for a new bot: the first of :data:`BOT_NAMES` that nobody at the table (a
        seated or watching human, or another bot) uses, compared as names are
        (:func:`net.protocol.name_keys`); when all are in use, ``"<Kind> bot"`` made unique like
        a player's name. Deterministic."""
        taken = {k for m in self.members.values() for k in name_keys(m.name)} | {
            k for s in self.seats if s.kind == "bot" for k in name_keys(s.name)}
        for name in BOT_NAMES:
            if not name_keys(name) & taken:  # (a human "Ａｎａ" is Ana too, review40 #7)
                return name
        return self._unique_name(f"{kind.capitalize()} bot")

    def _on_remove_bot(self, member: Member, msg: dict[str, Any]) -> None:
        self._need_owner(member)
        self._need_lobby()
        seat = msg["seat"]
        if seat >= len(self.seats) or self.seats[seat].kind != "bot":
            raise Refused("bad_seat", "There is no bot in that seat.")
        self.seats[seat] = Seat()
        self._lobby_changed_by(member)  # (the others': combined, net67 #1)

    def _on_kick(self, member: Member, msg: dict[str, Any]) -> None:
        self._need_owner(member)
        if "watcher" in msg:
            if "seat" in msg:
                raise Refused("bad_seat", "Name a seat or a watcher, not both.")
            self._kick_watcher(msg["watcher"])
            return
        if "seat" not in msg:
            raise Refused("bad_seat", "Name the seat, or the watcher, to remove.")
        seat = msg["seat"]
        if seat >= len(self.seats) or self.seats[seat].kind == "empty":
            raise Refused("bad_seat", "There is nobody in that seat." if seat < len(self.seats)
                          else "There is no such seat.")
        target = self.seats[seat].member
        if target is member:
            raise Refused("bad_seat", "You cannot remove yourself.")
        if target is None:  # a bot
            self._need_lobby()
            self.seats[seat] = Seat()
        else:
            if target.conn is not None:
                target.conn.member = None
                target.conn.close(error("kicked"))
                target.conn = None
            if self.phase == "playing":
                self._bot_replaces(seat, target, may_return=False)
            else:
                self._remove_member(target)
                # (before the lobby that shows the seat empty: the others' apps said "Cy left
                # the table" of a player the owner removed, newbie43 #11)
                self.broadcast({"t": "notice", "kind": "removed", "seat": seat,
                                "name": target.name, "why": "kicked"})
        self.broadcast_lobby()

    def _kick_watcher(self, name: str) -> None:
        """The owner removes the watcher ``name`` (as the lobby's ``watchers`` lists it): its
        connection gets the fatal ``kicked`` and its token is forgotten, as a kicked player's.
        A watcher flooding the chat stayed to the end: ``kick`` named seats only (net70 #1)."""
        target = next((m for m in self.members.values() if m.seat is None
                       and m.conn is not None and m.name == name
                       and m.token != self.owner), None)
        if target is None:
            owner = self.members.get(self.owner) if self.owner is not None else None
            if owner is not None and owner.seat is None and owner.name == name:
                raise Refused("bad_seat", "You cannot remove yourself.")  # (review92 #5)
            raise Refused("bad_seat", "Nobody is watching under that name.")
        conn = target.conn
        assert conn is not None
        conn.member = None
        conn.close(error("kicked"))
        target.conn = None
        self._remove_member(target)
        self._watchers_changed(None)

    def _on_leave(self, member: Member, msg: dict[str, Any]) -> None:
        conn = member.conn
        watcher = member.seat is None and member.token != self.owner
        seat = member.seat if self.phase == "playing" else None  # (a seat in the match)
        if seat is not None:
            self._bot_replaces(seat, member, may_return=True)
        else:
            self._remove_member(member)
        member.conn = None
        if conn is not None:
            conn.member = None
            conn.close({"t": "bye"})
        if watcher:  # (a watcher went, as one dropped: the others hear it soon, review72 #1)
            self._watchers_changed(None)
        elif seat is not None:
            self.broadcast_lobby()
        else:  # (a seat freed in the lobby: combined too — a newcomer joining and leaving
            # again and again sent everyone a lobby each time, net68 #3)
            self._lobby_soon()

    def _on_start(self, member: Member, msg: dict[str, Any]) -> None:
        self._need_owner(member)
        self._need_lobby()
        if self.taken() < 2:
            raise Refused("not_now", "A match needs at least two players (add a bot?).")
        try:  # (the seats first: their sentence says what to do, proto67 #2)
            check_table(self.rules, self.taken())
        except RulesError:
            raise Refused("bad_rules", players_refused(self.rules, self.taken())) from None
        try:
            self.start_match()
        except RulesError as exc:
            why = str(exc)
            raise Refused("bad_rules", why[:1].upper() + why[1:].rstrip(".") + ".") from None

    def start_match(self) -> None:
        """Close the empty seats, deal round 1, write the journal header. Raises
        :class:`~core.rules.RulesError` (changing nothing) when the rules do not fit the seats."""
        secret = (honesty.new_secret() if self.cfg.seed is None
                  else honesty.secret_from_seed(f"{self.cfg.seed}:{self.matches + 1}"))
        state = honesty.start_match(self.rules, self.taken(), secret)
        self.seats = [s for s in self.seats if s.kind != "empty"]
        for i, s in enumerate(self.seats):
            if s.member is not None:
                s.member.seat = i
                s.member.ready = False
                s.member.reading = False
                s.member.took_over = False
                self._watch_absent(s.member)
        self.last_end = None
        self._end_seats.clear()
        self._missed_by.clear()
        for m in self.members.values():
            m.missed_end = False
        self.matches += 1
        self.secret = secret
        self.state = state
        self.past_logs = []
        self.renames = []
        self._rounds_made = {}  # (the match before's: let go, review81 #5)
        self._wide = windows_possible(self.rules)
        self.phase = "playing"
        self._new_round_bookkeeping(None)
        if self.journal is not None:
            from .journal import settings_record

            self.journal.match({
                "table": self.cfg.name, "table_id": self.table_id,
                "rules": self.rules.to_dict(), "secret": self.secret.hex(),
                "seats": [self._journal_seat(s) for s in self.seats],
                "owner": self.owner, "matches": self.matches, "think": self.cfg.think,
                "in_app": self.cfg.in_app, "started": round(time.time(), 3),
                # (the lobby's seats, empty ones too: a resumed table's lobby has them again)
                "lobby_seats": self.lobby_seats,
                # (where it listened, so that a resume opens where the guests retry)
                "listen": list(self.listening) if self.listening is not None else None,
                "ssh_port": self.cfg.ssh_port,
                "ssh_access": self.cfg.ssh_access,
                # (how it was advertised: the command that resumes it says so, ssh62 #7)
                "advertise": self.cfg.advertise, "mdns_interfaces": self.cfg.mdns_interfaces,
                # (what a resumed table asks again: its password, as a digest, and timings)
                "password": self.cfg.password_record(),
                "settings": settings_record(self.cfg),
            })
        self.broadcast_lobby()
        self.broadcast(self.round_start_message())
        self._after_change()

    def _resumed_record(self) -> dict[str, Any]:
        """The table as this resume opens it, for the journal's ``resumed`` line: its name,
        password (as a digest), timings and SSH door (where it has one), any of them given
        anew, which the next resume keeps (``net.journal.RESUMED_FIELDS``; they were lost with
        the first settings, cli49 #1, review57 #2)."""
        from .journal import settings_record

        record = {"table": self.cfg.name, "password": self.cfg.password_record(),
                  "settings": settings_record(self.cfg), "think": self.cfg.think,
                  "advertise": self.cfg.advertise, "mdns_interfaces": self.cfg.mdns_interfaces}
        if self.cfg.ssh_port is not None:  # (its door as this resume opened it; a resume
            # without one leaves the door the journal knew, which the next resume names,
            # review57 #2)
            record.update(ssh_port=self.cfg.ssh_port, ssh_access=self.cfg.ssh_access)
        return record

    def listens(self, bind: str, port: int) -> None:
        """The table listens on ``bind``:``port`` (the ``match`` line keeps it); a resumed
        match under way says so in its journal (a ``listen`` line), since this resume may listen
        elsewhere than the match line says and its next resume opens where the guests retry."""
        self.listening = (bind, port)
        if self.journal is not None and self.phase == "playing":
            self.journal.listen(bind, port)

    def _journal_seat(self, s: Seat) -> dict[str, Any]:
        if s.member is not None:
            return {"kind": "human", "name": s.member.name, "token": s.member.token, "bot": None}
        return {"kind": "bot", "name": s.name, "token": None, "bot": s.bot_kind}

    def _new_round_bookkeeping(self, base: dict[str, Any] | None) -> None:
        assert self.state is not None
        self.round_actions = []
        self.round_start_id = self.state.state_id
        self.round_base = base
        self._one_card_since.clear()
        self._window_offered = -1

    def _resume(self, res: Resumed) -> None:
        h = res.header
        self.rules = res.state.rules
        self.secret = res.secret
        if valid_table_id(h.get("table_id")):  # (a journal from before it existed: a new one)
            self.table_id = h["table_id"]
        self.matches = int(h.get("matches", 1))
        think = h.get("think")  # the hard bots think as long as before, unless told otherwise
        if (self.cfg.think is None and isinstance(think, int | float)
                and not isinstance(think, bool) and 0 <= think <= MAX_THINK):
            self.cfg.think = float(think)
        self.seats = []
        for i, info in enumerate(res.seats):
            if info.get("kind") == "human" and info.get("token"):
                m = Member(info["token"], info["name"], i)
                m.took_over = info.get("took_over") is True
                self.members[m.token] = m
                self.seats.append(Seat("human", m))
                # (a bot plays the seat, or in the lobby after the match the seat is freed,
                # when the window runs out — a seat taken from a bot too: the table went away,
                # not its player, who was told their seat is theirs again when they join, and
                # whose turn its bot played before anyone could be back, newbie90 #1)
                m.waiting = self._loop.call_later(self.cfg.reconnect_window, self._expire, m)
            else:
                kind = info.get("bot") or "basic"
                if not known(kind):  # a journal from a build with other bots
                    kind = TAKEOVER_LEVEL
                # (a bot standing in for a player who left: the seat is freed after the match,
                # and until then the token of a player who left it with ``leave`` takes it back)
                stand_in = info.get("stand_in") is True
                back = info.get("back_token")
                left = (Member(back, info["name"], i) if stand_in and isinstance(back, str)
                        and back else None)
                if left is not None:  # (a taker of a bot's seat who left: still one, when
                    # back, review86 #1)
                    left.took_over = info.get("took_over") is True
                self.seats.append(Seat("bot", None, info["name"], kind,
                                       self._new_bot(kind, f"bot:{i}"), stand_in=stand_in,
                                       left=left))
        self.lobby_seats = res.lobby_seats
        self.phase = "playing"  # (before the owner is picked: a seat kept for one who left
        # is the match's, and no taker of a bot's seat is picked then, net65 #1)
        owner = h.get("owner_now", h.get("owner"))  # (who ran it last: net.journal.load)
        self._owner = owner if owner in self.members else None
        self._pick_owner(resuming=True)
        self.state = res.state
        self._wide = windows_possible(self.rules)
        self.round_actions = list(res.round_actions)
        self.past_logs = list(res.past_logs)
        self.renames = [dict(r) for r in res.renames]
        self._rounds_made = {}
        self.round_start_id = res.round_start_id
        self.round_base = res.round_base
        if res.state.phase is Phase.MATCH_OVER:  # (the journal ends with the match: its
            self.last_end = self.match_end_message(res.state)  # players, all away, are told
            self._end_seats = self._seats_by_token()
            for m in self.members.values():  # when back)
                m.missed_end = m.seat is not None
            self._back_to_lobby()
        elif self.journal is not None:  # (under way again: not a table closed on purpose)
            self.journal.mark("resumed", self._resumed_record())
        if self.state.phase is Phase.ROUND_OVER:
            self._schedule_deal()
        self._arm_timer()
        self._wake.set()

    # ------------------------------------------------------------------ the pipeline
    def _on_act(self, member: Member, msg: dict[str, Any]) -> None:
        try:
            action = action_from_wire(msg["action"])
        except ActionError as exc:
            raise ProtocolError("bad_message", f"act: {exc}") from None
        try:
            if self.phase != "playing" or self.state is None:
                raise Refused("not_now", "No match is being played.")
            if member.seat is None:
                raise Refused("not_seated", "Spectators cannot play.")
            if isinstance(action, NextRound):
                raise Refused("illegal_action", "Only the table deals.", reason="table_only")
            self.submit(member.seat, action, msg["state_id"])
        except Refused as refused:
            # (which of the acts in flight it was: a client may have a play, an UNO call and
            # a catch on their way at once, proto33 #1)
            refused.extra.setdefault("action", str(msg["action"]["type"]))
            raise

    def submit(self, seat: int, action: Action, state_id: int | None = None,
               legal: list[Action] | None = None) -> bool:
        """Run ``action`` for ``seat`` through the pipeline; raise :class:`Refused` with the
        reason, or return ``True`` when applied and ``False`` when a catch is held for grace.
        ``legal`` may pass ``legal_actions(state, seat)`` when the caller has it already."""
        st = self.state
        if self.phase != "playing" or st is None:
            raise Refused("not_now")
        if self._held and self._release_due():
            # (a catch held earlier whose grace is over comes first, even when its timer has not
            # run yet on a busy loop: a later catch must not win, review31 #3)
            st = self.state
            if self.phase != "playing" or st is None:
                raise Refused("not_now")
            legal = None
        if self._held and not isinstance(action, OUT_OF_TURN) \
                and any(held.seat == seat for held in self._held) \
                and state_id in (None, st.state_id) \
                and action in (legal if legal is not None else legal_actions(st, seat)):
            # (a seat's own catch, held, came before its turn move: settled now, with every
            # catch that arrived before it, judged on what has come by now — the move would
            # close the window and refuse it, so the next player who caught and moved at once
            # lost the catch, proto45 #1. Their move was based on the state before it. Only a
            # move that is then applied: a refused one, sent to end the grace early, settles
            # nothing, review48 #1)
            last = max(i for i, held in enumerate(self._held) if held.seat == seat)
            now = self._loop.time()
            for held in self._held[:last + 1]:
                held.due = now
            based = st.state_id
            self._release_due(now)
            st = self.state
            if self.phase != "playing" or st is None:
                raise Refused("not_now")
            if state_id == based:
                state_id = st.state_id
            legal = None
        if legal is None:
            legal = legal_actions(st, seat)
        listed = action in legal
        mover = seat_to_move(st)
        if (not listed and st.phase in _LIVE and seat != mover
                and not isinstance(action, OUT_OF_TURN)
                and not (isinstance(action, Play) and st.rules.jump_in)):
            raise Refused("not_your_turn", current=mover)
        if state_id is not None and state_id != st.state_id:
            raise Refused("stale_state", "Your action was based on another state than the "
                          f"table's (now {st.state_id}): look at the newest view and act again.",
                          state_id=st.state_id)
        if isinstance(action, Catch) and listed:
            since = self._one_card_since.get(action.target)
            wait = 0.0 if since is None else since + self.cfg.uno_grace - self._loop.time()
            if wait > 0:
                due = self._loop.time() + wait
                self._held.append(HeldCatch(seat, action, due, self._for_absent == seat,
                                            since, st.log_seq))
                self._loop.call_at(due, self._release_due, due)
                return False
        self._apply(seat, action, validate=not listed)
        return True

    def _apply(self, seat: int | None, action: Action, validate: bool = True) -> None:
        assert self.state is not None
        before = self.state.log_seq
        try:
            apply(self.state, seat, action, validate=validate)
        except Misplay as exc:  # an illegal play that costs cards: the state changed
            self._applied(seat, action, before)
            raise Refused("illegal_action", str(exc), reason=exc.reason, penalty=True) from None
        except IllegalAction as exc:
            raise Refused("illegal_action", str(exc), reason=exc.reason) from None
        self._applied(seat, action, before)

    def _applied(self, seat: int | None, action: Action, before: int) -> None:
        """After ``action`` was applied: mark the seat's events that its player did not choose
        (``by_bot`` when a bot playing for an away or departed player moved, ``timed_out`` when
        the turn timer did), journal it with that mark, and tell everyone."""
        assert self.state is not None
        mark = None
        if seat is not None and seat == self._for_absent:
            mark = "by_bot"
        elif seat is not None and seat == self._timed_out:
            mark = "timed_out"
        if seat is not None and mark is not None:
            honesty.mark_own_events(self.state, seat, before, mark)
        if isinstance(action, Play) and self.state.catchable == seat and seat is not None:
            # a catch window opened by this play (only a play opens one): the UNO grace runs
            # from now, also when the same seat's window closed and opened again in one move
            self._one_card_since[seat] = self._loop.time()
        self.actions_applied += 1
        if self.journal is not None:
            self.journal.act(seat, action, self.state.state_id, mark)
        if not isinstance(action, NextRound):
            self.round_actions.append((seat, action))
        if isinstance(action, NameDate) and self.state.phase is not Phase.NAME_DATES:
            # judgement day: round 1 is dealt by the last date; announce it again with the
            # state id of the deal, so clients record the hand they were dealt
            self.round_start_id = self.state.state_id
            self.broadcast(self.round_start_message())
        self._after_change()

    def _release_due(self, when: float | None = None) -> bool:
        """The UNO grace of held catches ended: apply each catch whose grace is over (by now,
        or by ``when``, the moment a timer was set for: a timer may run a hair early), in the
        order the catches arrived — the first player to catch is the one who caught (one timer
        per catch, all due at the same moment, ran in no fixed order: a later catch could win,
        ux31 #1); the later ones are refused as they would be had they come after it. Returns
        whether any was settled."""
        now = max(self._loop.time(), when or 0.0)
        due = [h for h in self._held if h.due <= now]
        self._held = [h for h in self._held if h.due > now]
        for held in due:
            seat = held.seat
            if self.phase != "playing" or self.state is None:
                break
            try:
                target = held.action.target
                # (a target who called in time is not caught, whatever they did next: one who
                # called, then drew, was refused as "holds more than one card", proto38 #1 —
                # except in that same window under false_catch_penalty, where the engine
                # judges it the wrong catch it now is, PROTOCOL.md §6, review38 #2)
                same_window = self._one_card_since.get(target) == held.window
                if held.answered_by_uno(self.state.log) and not (
                        same_window and self.state.rules.false_catch_penalty):
                    raise Refused("illegal_action", NO_CATCH["called"], reason="no_catch")
                # (the window it was aimed at closed, and the target's next one opened before
                # the grace ended: it was applied to that one, proto37 #1. One who did not call
                # still owes the call, caught in the window open now — unless they called
                # there: never judged a wrong catch, review37b #1)
                if not same_window and (
                        self.state.catchable != target or self.state.uno_called[target]):
                    raise Refused("illegal_action", NO_CATCH["late"], reason="no_catch")
                # (a catch a bot made for an absent player is marked as its, as its other moves)
                self._for_absent = seat if held.by_bot else None
                try:
                    self._apply(seat, held.action)
                finally:
                    self._for_absent = None
            except Refused as r:
                m = self.seats[seat].member if seat < len(self.seats) else None
                if m is not None and m.conn is not None:
                    m.conn.send(error(r.code, r.message, **{"action": "catch", **r.extra}))
        if due:
            self._wake.set()
        return bool(due)

    def _after_change(self) -> None:
        st = self.state
        assert st is not None
        self._changed_at = self._loop.time()  # (the bots' pause counts from here: _drive)
        self._arm_timer()
        self.broadcast_views()
        if st.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            for m in self.members.values():
                m.ready = False
            self._deal_deadline = None
            if st.phase is Phase.ROUND_OVER:
                self._schedule_deal()
            self.broadcast(self.round_end_message())
            if st.phase is Phase.ROUND_OVER:  # (everyone's ready is cleared, the countdown runs)
                self.broadcast_lobby()
            if st.phase is Phase.MATCH_OVER:
                for seat in self.seats:  # (each player here reads the match's results now;
                    if seat.member is not None:  # one away is told when back)
                        seat.member.reading = seat.member.conn is not None
                        seat.member.missed_end = seat.member.conn is None
                self.last_end = self.match_end_message(st)
                self._end_seats = self._seats_by_token()
                self.broadcast(self.last_end)
                if self.journal is not None:  # (host --resume without a FILE skips it)
                    self.journal.mark("over")
                self._back_to_lobby()
                self.broadcast_lobby()
            self._keep_journal()
        self._wake.set()

    def _keep_journal(self) -> None:
        """A round or the match ended: its journal is synced to disk off the event loop
        (:meth:`net.journal.Journal.sync`), so a power cut loses at most the round under way
        (net70 #4: lines were written at once, which ``kill -9`` never lost, and never synced)."""
        if self.journal is not None and self.journal.regular:
            self._loop.run_in_executor(None, self.journal.sync)

    def _schedule_deal(self) -> None:
        """Between rounds, decide when the next round is dealt (the same rule for a live table
        and one resumed from its journal):

        * every seated player who is connected has left their results (``ready``): deal now;
        * some of them are still reading: deal when the countdown (``round_pause``, started when
          the round ended, or when the first player came back) runs out;
        * nobody is connected, but a seat still waits for its player: wait (no countdown) until
          someone comes back, or until a bot takes the seat over after ``reconnect_window``;
        * only bots (and seats bots took over) are left: deal after ``bot_delay``.
        """
        if self._deal is not None:
            self._deal.cancel()
            self._deal = None
        humans = [s.member for s in self.seats if s.member is not None and s.takeover is None]
        here = [m for m in humans if m.conn is not None]
        now = self._loop.time()
        if here and all(m.ready for m in here):
            self._deal_deadline = None
            self._deal = self._loop.call_soon(self._deal_next)
        elif here:
            if self._deal_deadline is None:
                self._deal_deadline = now + self.cfg.round_pause
            self._deal = self._loop.call_later(max(0.0, self._deal_deadline - now),
                                               self._deal_next)
        elif humans:
            self._deal_deadline = None  # wait for a player (or the takeover) without a clock
        else:
            self._deal_deadline = None
            self._deal = self._loop.call_later(self.cfg.bot_delay, self._deal_next)

    def _back_to_lobby(self) -> None:
        """The match is over: the table is a lobby again. The bots that finished the match for
        players who left it go (their seats are free for whoever sits down next, a watcher among
        them), the empty seats come back, and an absent player's seat waits out the reconnect
        window."""
        self.phase = "lobby"
        self.seats = [Seat() if s.stand_in else s for s in self.seats]
        for s in self.seats:
            s.takeover = None
            if s.member is not None:
                self._watch_absent(s.member)
        self.seats += [Seat() for _ in range(self.lobby_seats - len(self.seats))]
        if self.owner is None:  # (nobody came back to a seat left: a player seated runs it)
            self._pick_owner()

    def _between_rounds_changed(self) -> None:
        """Someone came, went, was taken over or said ready: during the pause between rounds,
        decide again when to deal."""
        st = self.state
        if self.phase == "playing" and st is not None and st.phase is Phase.ROUND_OVER \
                and not self._closed:
            self._schedule_deal()

    def deal_in(self) -> float | None:
        """Seconds until the next round is dealt at the latest (``None``: no countdown runs)."""
        if self._deal_deadline is None:
            return None
        return max(0.0, round(self._deal_deadline - self._loop.time(), 1))

    def _deal_next(self) -> None:
        if self._deal is not None:
            self._deal.cancel()
            self._deal = None
        self._deal_deadline = None
        st = self.state
        if self.phase != "playing" or st is None or st.phase is not Phase.ROUND_OVER:
            return
        self.past_logs.append(st.log)  # (the round's log, for history_messages)
        self.state = honesty.reseed_for_next_round(st, self.secret)
        base = self.state.to_dict()
        base["log"] = []  # the deal starts a fresh log; keeps the reveal small
        apply(self.state, None, NextRound())
        self.actions_applied += 1
        if self.journal is not None:
            self.journal.act(None, NextRound(), self.state.state_id)
        self._new_round_bookkeeping(base)
        self.broadcast(self.round_start_message())
        self._after_change()
        # (the countdown is over: the newest lobby says so, deal_in null — the last one had
        # said "18.9 s" all through the round, proto46 #1)
        self.broadcast_lobby()

    # ------------------------------------------------------------------ timer and bots
    def _arm_timer(self) -> None:
        """(Re)start the turn clock when a new turn begins. Changes that leave the same turn in
        place (a catch, a late UNO, a refused misplay that cost cards) keep the running clock, so
        nobody can stretch a turn by sending such actions."""
        st = self.state
        seat = None if st is None or self.phase != "playing" else seat_to_move(st)
        turn: tuple[Any, ...] | None = None
        if st is not None and seat is not None:
            turn = (st.round_no, seat, st.phase, len(st.discard), st.drawn is None)
            if (turn == self._timer_turn and self._timer is not None
                    and self._bot_for(seat) is None):
                return
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._timer_deadline = None
        self._timer_turn = None
        if (not self.cfg.turn_timer or turn is None or seat is None
                or self._bot_for(seat) is not None):
            return
        self._timer_turn = turn
        self._timer_deadline = self._loop.time() + self.cfg.turn_timer
        self._timer = self._loop.call_later(self.cfg.turn_timer, self._timer_expired, turn)

    def _timer_expired(self, turn: tuple[Any, ...]) -> None:
        st = self.state
        self._timer = None
        if st is None or turn != self._timer_turn or self.phase != "playing":
            return
        seat = seat_to_move(st)
        if seat is None:
            return
        # (the seat's own events of that move say the timer made it, not its player: marked
        # as they are applied, before any view carries them — see _applied)
        self._timed_out = seat
        try:
            self.submit(seat, auto_action(st, seat))
            st = self.state
            # (the timer ends the whole turn, not part of it and the clock again: a draw that
            # left the seat a drawn card to play or keep, ux30 #4; a swap's cards still to
            # give, one per running-out before, proto38 #2 — bounded by a hand's cards)
            for _more in range(MAX_HAND_GIVES):
                if st is None or seat_to_move(st) != seat or not (
                        st.drawn is not None or st.phase is Phase.GIVE):
                    break
                self.submit(seat, auto_action(st, seat))
                st = self.state
        except Refused:
            log.warning("turn timer could not move for seat %d", seat)
        finally:
            self._timed_out = None

    def hold_bots(self) -> None:
        """Keep every bot (and bot-played seat) from acting until :meth:`release_bots`; the
        table otherwise runs as usual (a local game is dealt while its screen is being drawn,
        and its bots wait until the player has seen the table)."""
        self._bots_free.clear()

    def release_bots(self) -> None:
        """Undo :meth:`hold_bots`: the bots act again, each after the usual ``bot_delay``."""
        self._bots_free.set()

    async def _drive(self) -> None:
        """Let bots (and bot-played seats) act, one action per wake-up (not while held), until
        the table closes. (:meth:`close` cancels this task and also wakes it: Python 3.11's
        ``asyncio.wait_for`` swallows a cancellation that meets its awaited answer, as a bot's
        can, and the loop must end then too, or whoever awaits it waits for ever.)"""
        while not self._closed:
            await self._wake.wait()
            await self._bots_free.wait()
            if self._closed:
                return
            self._wake.clear()
            woke = self._loop.time()
            await asyncio.sleep(self._bot_pause())
            # (the game changed while they slept: the pause its state asks, from that change —
            # a window opened meanwhile was caught after the bot_delay chosen before it, not
            # jump_in_grace, proto42 #1 —, but never past a bot_delay and a jump_in_grace
            # after they woke: changes that keep coming, a free wrong catch at each, must not
            # hold the bots for ever, review43 #1; a wake that changed no game, a watcher's
            # hello, asks no more)
            latest = woke + self.cfg.bot_delay + self.cfg.jump_in_grace
            while self._wake.is_set() and not self._closed:
                self._wake.clear()
                wait = min(self._changed_at + self._bot_pause(), latest) - self._loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
            if self._closed:
                return
            try:
                await self._bot_step()
            except Exception:
                log.exception("a bot failed to move")

    def _bot_pause(self) -> float:
        """How long the bots wait before their next action: ``bot_delay``, or at least
        ``jump_in_grace`` while an out-of-turn chance is open that closes when play moves on and
        a connected player is seated whose chance it may be (a person needs longer than a bot
        to see it and act on it).

        Those chances: a catch window on a one-card hand (``catchable``: a player down to one
        card without UNO; the grace is for everyone but that player, and lets them call UNO
        late too: at a bot's 0.6 s a person never caught a bot, newbie39 #4); right after a
        card was played, a jump-in (``jump_in``: any card) and a death number
        (``death_number``: a number card; it lasts only until the next move), for everyone but
        the card's player (with nobody else connected to catch, a person who forgot UNO gets
        no more than ``bot_delay``). Whether the pause comes depends on the rules, what was played, the
        hands' sizes and who sits where, never on the cards held, so it tells nobody who holds
        a chance. Judgement day needs no pause:
        its chance stays open while its cards are held. A table of bots only keeps
        ``bot_delay``."""
        st = self.state
        pause = self.cfg.bot_delay
        if st is None or st.phase not in _LIVE:
            return pause
        # (a window on a one-card hand: under multi-play one opens after nearly every play,
        # on hands of up to eight cards, and waiting at each would halve the game's pace)
        if st.catchable is not None and len(st.hands[st.catchable]) == 1:
            opener: int | None = st.catchable  # (the seat whose chance it is not)
        # (``fresh``: the top card was just played and no turn move came since — whatever the
        # play logged after it: a skip, a reverse, an UNO call, a swap)
        elif st.fresh and st.discard and (
                st.rules.jump_in or (st.rules.death_number and st.discard[-1].is_number)):
            opener = st.top_by
        else:
            return pause
        if any(s.member is not None and s.member.conn is not None and s.takeover is None
               and i != opener for i, s in enumerate(self.seats)):
            return max(pause, self.cfg.jump_in_grace)
        return pause

    async def _bot_step(self) -> None:
        """One bot action at most, with :mod:`core.autoplay`'s order: an open out-of-turn
        window is offered first (the seat concerned first, then clockwise, never the seat to
        move), then the seat to move acts if a bot plays it. A thinking bot's answer that comes
        back after the table changed is dropped; the change woke this loop, which asks again.
        One dropped because its seat changed hands meanwhile (its player came back) leaves the
        window open: it is offered again, so the bots after that seat still get their turn."""
        st = self.state
        if self.phase != "playing" or st is None or st.phase not in _LIVE:
            return
        mover = seat_to_move(st)
        n = st.players
        if st.phase is Phase.NAME_DATES:  # everyone names a date at once
            for seat in range(n):
                bot = self._bot_for(seat)
                legal = legal_actions(st, seat) if bot is not None else []
                if bot is not None and legal:
                    fresh, choice = await self._decide(st, seat, bot, legal)
                    if fresh:
                        self._bot_submit(seat, choice if choice is not None else legal[0], legal)
                    return
            return
        wide = self._wide
        if (st.catchable is not None or wide) and self._window_offered != st.state_id:
            offered = self._window_offered = st.state_id
            start = st.catchable if st.catchable is not None else (mover or 0) + 1
            for k in range(n):
                seat = (start + k) % n
                bot = self._bot_for(seat)
                if seat == mover or bot is None:
                    continue
                legal = legal_actions(st, seat)
                if not legal:
                    continue
                fresh, choice = await self._decide(st, seat, bot, legal)
                if not fresh:
                    if self._still(st, offered):  # (the seat changed hands as its bot thought:
                        self._window_offered = -1  # the window, still open, is offered again
                    return                         # to the bots, those after it included)
                if choice is not None:
                    self._bot_submit(seat, choice, legal)
                    return
        if self._held or mover is None:
            return
        bot = self._bot_for(mover)
        if bot is None:
            return
        legal = legal_actions(st, mover)
        fresh, choice = await self._decide(st, mover, bot, legal)
        if not fresh or self._held:  # a held catch wakes this loop again when it is settled
            return
        self._bot_submit(mover, choice if choice is not None else auto_action(st, mover), legal)

    async def _decide(self, st: GameState, seat: int, bot: Bot,
                      legal: list[Action]) -> tuple[bool, Action | None]:
        """Ask the bot playing ``seat`` for its action on ``st`` (the current state). Returns
        ``(fresh, choice)``; ``fresh`` is false when the table changed while a thinking bot
        thought (its answer is dropped). A cheap bot answers inline; a thinking bot in the worker
        pool, never blocking the loop, and the bot it sends back (with what it remembers) takes
        its seat. When it cannot answer (a crash, an error, out of time) a normal bot's move is
        played instead."""
        seen = view(st, seat, legal=legal)
        if not thinks(self._bot_kind_at(seat)):
            return True, bot.act(seen)
        asked = st.state_id
        budget = self.cfg.think if self.cfg.think is not None else DEFAULT_THINK
        try:
            choice, after = await self.bot_pool.act(bot, seen, budget)
        except BotFailed:
            if not self._still(st, asked) or self._bot_for(seat) is not bot:
                return False, None  # (moved on, or the seat changed hands: its player is back)
            return True, self._fallback.act(seat, seen)
        if not self._still(st, asked):
            return False, None
        s = self.seats[seat]
        if s.kind == "bot" and s.bot is bot:
            s.bot = after
        elif s.takeover is bot:
            s.takeover = after
        else:  # the seat changed hands while its bot thought (its player came back)
            return False, None
        return True, choice

    def _still(self, st: GameState, state_id: int) -> bool:
        """Whether the table is still at ``st`` as it was at ``state_id``."""
        return (not self._closed and self.phase == "playing" and self.state is st
                and st.state_id == state_id)

    def _bot_submit(self, seat: int, action: Action, legal: list[Action] | None = None) -> None:
        s = self.seats[seat]
        # (a bot playing for a player: its moves are marked as such in the log)
        self._for_absent = seat if s.kind == "human" or s.stand_in else None
        try:
            if not self.submit(seat, action, legal=legal):
                return
        except Refused as r:
            log.warning("bot at seat %d refused: %s", seat, r.code)
            st = self.state
            if st is not None and seat == seat_to_move(st):
                self.submit(seat, auto_action(st, seat))
        finally:
            self._for_absent = None
        self._wake.set()

    async def _heartbeat(self) -> None:
        last = time.monotonic()
        while True:
            await asyncio.sleep(self.cfg.heartbeat)
            now = time.monotonic()
            # (this process did not run for a while — stopped, blocked: what its connections
            # sent meanwhile waits unread, so their silence is its own;
            # each gets a short window again instead of being closed: power37 #11)
            frozen = now - last > 2 * self.cfg.heartbeat + FROZEN_SLACK
            last = now
            for m in self._connected():
                conn = m.conn
                assert conn is not None
                if frozen:  # (a short window: what it sent meanwhile is read at once)
                    conn.last_recv = max(conn.last_recv,
                                         now - self.cfg.idle_timeout + 2 * self.cfg.heartbeat)
                if now - conn.last_recv > self.cfg.idle_timeout:
                    conn.close(error("idle"))
                else:
                    conn.send({"t": "ping"})

    # ------------------------------------------------------------------ lifecycle
    def track(self, task: asyncio.Task[None]) -> None:
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def shutdown_message(self) -> dict[str, Any]:
        """The fatal ``error shutdown`` every connection gets when the host closes the table:
        the table's name, and the scores (with the names per seat, how many rounds were
        scored: :meth:`core.game.GameState.rounds_scored`, and the scoring mode that counts
        them, and each seat's team when the match has teams) when a match was on;
        ``headless``: no player's app served the table (its program ended, not a host who
        played at it).

        ``resumable``: a match was under way, this table keeps a journal, and the match did not
        end by its host's choice, so ``host --resume`` opens it again where it was: a headless
        table stopped by its operator, or an app's table stopped by a signal
        (:attr:`went_away`). A hosting player who leaves the match closes it: not resumable
        (:meth:`close` marks its journal closed, so ``host --resume`` alone skips it).

        ``reopens``: that close of a match under way by its hosting player, at a table whose
        journal keeps the match (:attr:`reopenable`): ``host --resume FILE``, that journal by
        name — the command its host is told — opens it again where it was, with each seat's
        hand and token, so the scores are the scores so far and a guest who joins again under
        the same name gets their seat back. Its guests read "final scores" and nothing about
        coming back (newbie57 #5).

        In the lobby after a match ended, before the next starts (:attr:`last_end`): that
        match's final scores, names, rounds, scoring and teams, and ``winner`` (its
        ``match_end``'s): a guest still reading its results lost them for "… was closed by its
        host." alone, and an operator's Ctrl-C printed them from :attr:`last_end` itself
        (newbie82 #4; each reader's seat in them: :meth:`close`). ``winner`` is null otherwise."""
        playing = self.phase == "playing" and self.state is not None
        kept = playing and self.journal is not None and self.journal.keeps \
            and self.state is not None and self.state.phase is not Phase.MATCH_OVER
        resumable = kept and (not self.cfg.in_app or self.went_away)
        reopens = kept and not resumable and self.reopenable and not self.host_gone
        gone = self.host_gone and not resumable
        name = self.cfg.name
        by = "its host" if self.cfg.in_app else "the program serving it ending"
        if resumable:  # (an app's table goes on only after its app ended: newbie81 #5)
            said = (f"{name} stopped: its host's app ended; its match can go on."
                    if self.cfg.in_app else f"{name} was stopped by {by}; its match can go on.")
        elif gone:
            said = f"{name} was closed: its host's connection ended."
        elif reopens:
            said = f"{name} was closed by {by}, who can open its match again."
        else:
            said = f"{name} was closed by {by}."
        ended = self.last_end if self.phase == "lobby" else None
        if playing and self.state is not None:
            st = self.state
            scores: dict[str, Any] = {
                "scores": list(st.scores), "names": [s.display for s in self.seats],
                "rounds": st.rounds_scored(), "scoring": st.rules.scoring,
                "teams": match_teams(st), "winner": None}
        elif ended is not None:  # (the match that ended, its results still the table's last)
            scores = {k: ended.get(k) for k in ("scores", "names", "rounds", "scoring", "teams",
                                                 "winner")}
        else:
            scores = dict.fromkeys(("scores", "names", "rounds", "scoring", "teams", "winner"))
        return error("shutdown", said, table=self.cfg.name, **scores,
                     resumable=resumable, reopens=reopens, host_gone=gone,
                     headless=not self.cfg.in_app)

    def _seats_by_token(self) -> dict[str, int]:
        """Each seated player's seat, by token (a bot's seat has no member)."""
        return {s.member.token: i for i, s in enumerate(self.seats) if s.member is not None}

    def _closing_frame(self, notice: dict[str, Any], member: Member | None) -> dict[str, Any]:
        """The closing ``notice`` (:meth:`shutdown_message`) as one connection gets it: with
        its ``seat`` (:meth:`reader_seat`; ``None`` for one known as no member)."""
        return {**notice, "seat": None if member is None else self.reader_seat(member, notice)}

    def reader_seat(self, member: Member, notice: dict[str, Any]) -> int | None:
        """``member``'s seat in a closing ``notice``'s ``names``: its seat in the match under
        way, or in the match that ended (:attr:`_end_seats`) when the notice gives that one's
        final scores — not the lobby seat a newcomer took since, whose row would have read
        "(you)" —; ``None`` for a watcher, or with no scores."""
        if notice.get("scores") is None:
            return None
        if self.phase == "playing":
            return member.seat
        return self._end_seats.get(member.token)

    async def close(self) -> None:
        """Tell everyone the table closes, close every connection, stop timers and bots.

        At a table an app hosts, a match under way is marked closed in the journal: its host
        left the match (or quit), which closes it for everyone, so ``host --resume`` without a
        FILE skips it (that resumes a table that went away); ``host --resume FILE`` still opens
        it where it was, as its guests are told (``reopens``: :meth:`shutdown_message`). A headless
        table is not: stopping it (Ctrl-C, kill) is how its operator restarts it, and ``host
        --resume`` goes on with its match. Nor is one whose app is stopped by a signal
        (:attr:`went_away`: its terminal closed, a ``kill``): that table went away."""
        notice = self.shutdown_message()
        if (self.cfg.in_app and not self.went_away and self.journal is not None
                and not self._closed
                and self.phase == "playing"
                and self.state is not None and self.state.phase is not Phase.MATCH_OVER):
            with contextlib.suppress(OSError):
                self.journal.mark("closed")
        self._closed = True  # (before: every connection is given its grace to read why)
        for m in self._connected():
            assert m.conn is not None
            m.conn.close(self._closing_frame(notice, m))
        # (and a connection whose ``hello`` has not come yet: closed without a word, it read
        # the table's close as a host that vanished, and reconnected for a minute, proto71 #2)
        for waiting in [c for here in self._waiting_conns.values() for c in here.values()]:
            waiting.close(self._closing_frame(notice, None))
        for h in (self._timer, self._deal, self._watchers_lobby):
            if h is not None:
                h.cancel()
        for m in self.members.values():
            if m.waiting is not None:
                m.waiting.cancel()
        self._driver.cancel()
        self._wake.set()  # (for a driver whose cancellation was swallowed: it sees _closed)
        self._bots_free.set()
        self._beat.cancel()
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=2.0)
        for t in list(self._tasks):
            t.cancel()
        if self.journal is not None:  # (closed off the loop: it syncs to disk first, which
            # a slow disk makes long, review94 #3)
            journal, self.journal = self.journal, None
            await self._loop.run_in_executor(None, journal.close)


class Host:
    """A table reachable over TCP (and in memory), with optional LAN advertising."""

    def __init__(self, config: TableConfig, resume: Resumed | None = None) -> None:
        self.config = config
        self.table = Table(config, resume, on_change=self._changed)
        self.server: Listener | None = None
        self.address: tuple[str, int] | None = None
        self.advertiser: Any = None
        self.discovery_error: str | None = None
        #: :meth:`advertise` was asked (with these ``interfaces``: None, the default), even if
        #: it has not finished registering: what the command that resumes this table repeats
        self.advertise_asked = False
        self.advertise_interfaces: str | None = None
        #: the table is advertised on loopback alone: listed on this computer only
        #: (``UNOTUI_MDNS_INTERFACES=127.0.0.1``, or a table that listens on 127.0.0.1)
        self.listed_locally = False
        self._adv_task: asyncio.Task[None] | None = None
        self._dirty = False
        self._txt_sent = -TXT_EVERY  #: loop time of the last TXT announcement

    async def start_server(self, bind: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        """Listen on ``bind:port`` (0: any free port); return the bound address. Out of file
        descriptors, the host backs off accepting and logs once in a while
        (:mod:`net.listener`)."""
        server = Listener(self._on_tcp)
        self.address = await server.start(bind, port)
        self.server = server
        self.table.listens(bind, self.address[1])
        return self.address

    async def _on_tcp(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self.table.track(task)
        await self.table.serve(reader, writer)

    def _txt(self) -> dict[str, str]:
        from .discovery import table_txt

        owner = self.table.members.get(self.table.owner) if self.table.owner else None
        if owner is not None and owner.conn is None:
            owner = None  # (away or gone: nobody runs the table now, proto39 #1)
        return table_txt(seats=len(self.table.seats), taken=self.table.taken(),
                         phase=self.table.phase, password=self.config.locked,
                         ssh_port=self.config.ssh_port,
                         owner=owner.name if owner is not None else None,
                         table_id=self.table.table_id)

    async def advertise(self, interfaces: str | None = None) -> str | None:
        """Advertise the table on the LAN; return ``None`` or the one-line reason it is off.
        ``interfaces`` is the ``--mdns-interfaces`` text (default: ``UNOTUI_MDNS_INTERFACES``,
        else all interfaces; see :func:`net.discovery.mdns_interfaces`)."""
        if self.address is None:
            return "not listening"
        self.advertise_asked, self.advertise_interfaces = True, interfaces
        try:
            from .discovery import Advertiser, advertising_for, on_loopback

            # (a table on one address is advertised at it: on loopback alone for 127.0.0.1)
            chosen, at = advertising_for(self.address[0], interfaces)
            self.listed_locally = on_loopback(chosen)
            adv = Advertiser(self.config.name, self.address[1], self._txt(),
                             interfaces=chosen, host_ip=at)
            await adv.start()
        except Exception as exc:  # discovery is optional: keep hosting
            self.discovery_error = f"LAN discovery is off: {exc}"
            # (returned for the caller to say: a warning logged too reached a headless host's
            # terminal through Python's last-resort handler, the line twice, cli49 #8)
            log.info("%s", self.discovery_error)
            return self.discovery_error
        self.advertiser = adv
        self._changed()  # seats may have changed during the ~1 s registration
        return None

    def _changed(self) -> None:
        if self.advertiser is None:
            return
        self._dirty = True
        if self._adv_task is None or self._adv_task.done():
            self._adv_task = asyncio.get_running_loop().create_task(self._update_txt())

    async def _update_txt(self) -> None:
        """Announce the table's TXT as it is now, and again while it changes — at most once
        every :data:`TXT_EVERY` seconds: each update is a multicast to the whole LAN, and a
        stranger sitting down and leaving made about a hundred a second (net55 #4; RFC 6762
        §6: a record once a second at most). The last state is always announced."""
        loop = asyncio.get_running_loop()
        while self._dirty and self.advertiser is not None:
            said, txt = self.advertiser.txt, self._txt()
            if all(said.get(k) == v for k, v in txt.items()) and ("by" in txt) == ("by" in said):
                # (a lobby that changed nothing the TXT says sends nothing, and holds no
                # change after it back a second, net57 #1)
                self._dirty = False
                return
            wait = self._txt_sent + TXT_EVERY - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
                if self.advertiser is None:
                    return
            self._dirty = False
            try:
                await self.advertiser.update(self._txt(), drop=("by",))  # (nobody runs
                # it now: the name is removed, never left from before)
            except Exception as exc:
                log.warning("could not update the LAN advertisement: %s", exc)
            finally:
                self._txt_sent = loop.time()

    async def abandon(self) -> None:
        """Close a table that never opened to its players (it could not listen, or its own
        player could not sit down): as :meth:`close`, but a match it was to resume is not
        ended by that — it stays resumable, as after a table that went away."""
        self.table.went_away = True
        await self.close()

    async def close(self) -> None:
        """Withdraw the advertisement, stop listening, close the table."""
        if self._adv_task is not None:
            self._adv_task.cancel()
        if self.advertiser is not None:
            with contextlib.suppress(Exception):
                await self.advertiser.stop()
            self.advertiser = None
        if self.server is not None:
            self.server.close()
        await self.table.close()
        if self.server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.server.wait_closed(), 2.0)
