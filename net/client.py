"""The client: one connection object for the UI, the text client and the tests.

API (stable; the UI depends on it)
----------------------------------
``client = await Client.connect_tcp(host, port, name, password=None, token=None, spectate=False)``
connects over TCP, says ``hello`` and returns once ``welcome`` arrived; a refusal (wrong password,
table full, other protocol version) raises :class:`JoinError` with the host's error ``code``.
:func:`net.local.start_local_game` returns a client connected in memory instead, and
:func:`net.local.join_local` connects one to a :class:`~net.host.Host` in this process (the
hosting player's own seat). ``Client(connector, name, ...)`` + ``await client.connect()`` is the
general form (``connector`` opens a stream pair); options: ``reconnect`` (default True),
``backoff``, ``idle_timeout``, ``join_timeout``, ``password``, ``token``, ``spectate``.

State kept up to date from the host's messages:

* ``welcome`` (the last welcome dict), ``seat`` (int or ``None`` for a spectator), ``token`` (keep
  it to come back later), ``name``, ``owner`` (may run the table)
* ``lobby`` (the last ``lobby`` message), ``last_view`` (the last ``view["view"]`` dict)
* ``last_match_end``; ``left_seats`` (seats whose players left the match under way: a bot
  finishes it for them; the ``stand_in`` seats of the last ``lobby`` of a running match, and
  the ``takeover`` notices seen since, less the seats a ``back`` notice gave back to their
  players; kept after the match for its results)
* ``token_kept`` (the host knew the token the last ``hello`` carried: the seat was given back;
  ``welcome["rejoined"]`` says it was a seat this player had left during the match)
* ``connected`` (bool)

``messages`` is an ``asyncio.Queue[dict]`` holding every message from the host, decoded, in order
(``async for msg in client`` reads it too). The client adds:

* ``{"t": "_connection", "state": "lost" | "reconnecting" | "restored" | "closed", ...}`` pseudo
  messages: ``reconnecting`` carries ``attempt``, ``delay`` (seconds before this attempt) and
  ``gives_up_in`` (seconds left in the reconnect window); ``closed`` (no more reconnecting)
  carries ``reason``: an error code such as ``"shutdown"`` (the host closed the table: then also
  ``table``, ``message``, ``scores``, ``names``, ``rounds``, ``scoring``, ``teams``,
  ``winner``, ``seat``, ``resumable``, ``reopens``, ``host_gone`` and ``headless`` from the
  host's notice, and
  ``left``, the sorted ``left_seats``: who had left the match, for the final scores),
  ``"gone"`` (no answer for the whole reconnect window), ``"left"`` or ``"connection lost"``.
* ``chats``: the table's chat lines received on this connection (lobby and match alike, the newest
  200), so every screen of one table shows one chat history.
* to every ``round_end``: ``"verified"`` (bool) and ``"verify_reason"`` (str) — the deck-honesty
  check (:func:`net.honesty.verify_round`) against the commitment of that round's ``round_start``.

Commands (all coroutines, fire-and-forget: refusals come back as ``error`` messages):
``act(action)`` (a wire dict or a ``core`` Action; ``state_id`` is taken from ``last_view``),
``chat(text)``, ``ready(flag=True)``, ``start()``, ``sit(seat)``, ``spectate()``,
``add_bot(kind="basic", seat=None)``, ``remove_bot(seat)``, ``kick(seat)``,
``set_rules(options=None, preset=None)``, ``set_seats(count)``, ``set_think(seconds)``,
``leave()``, ``close()``.

After a lost connection (not after ``leave``/``close``, the host's ``shutdown`` notice, or a fatal
refusal such as ``kicked``) the client reconnects by itself with its token, backing off 0.2, 0.5,
1, 2, 4, then every 5 seconds, for at most ``give_up_after`` seconds (default: the table's
``reconnect_window`` from its ``lobby`` settings, else 60 s); then it reports ``closed`` with
reason ``"gone"``. ``retry()`` starts reconnecting again after that (a player's "try again").
After ``restored`` the host sends ``welcome``, ``lobby`` and (during a match) ``round_start`` and
the current ``view`` again, so the UI simply keeps rendering what arrives. ``restored`` carries
``seat_kept``: ``False`` when the client had a seat and the host no longer knew its token (the
seat was given up meanwhile, or the owner removed the player) and took it in as a newcomer (a
watcher's token is always forgotten on a drop: for a watcher it is ``True``), and ``held``: the
``welcome``'s (a bot played the seat meanwhile). A newcomer's
``hello`` asks for the name first asked for, not one the host made unique (``Bo 2``). ``recv(*types,
timeout=)`` is a helper for scripts and tests (it drops messages of other types).

Everything the host sends is untrusted data too, but only the host's own protocol errors can make
the client stop; a malformed frame from the host is treated as a lost connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

from core.actions import Action

from . import honesty
from .protocol import (
    FROZEN_SLACK,
    MAX_HOST_FRAME,
    PROTOCOL_VERSION,
    ConnectionClosed,
    ProtocolError,
    Writer,
    decode,
    encode,
    read_frame,
)

log = logging.getLogger(__name__)

Connector = Callable[[], Awaitable[tuple[asyncio.StreamReader, Writer]]]

APP_ID = "unotui-client/0.1"
#: Errors after which the client does not reconnect on its own.
NO_RECONNECT = frozenset({"bad_message", "bad_version", "wrong_password", "table_full", "kicked",
                          "replaced", "hello_timeout", "shutdown", "evicted", "not_kept"})
#: How long a client keeps trying to reach a table that vanished, when the table did not say.
DEFAULT_GIVE_UP = 60.0
#: Fields of the host's ``shutdown`` notice passed on in the ``closed`` pseudo message.
SHUTDOWN_FIELDS = ("table", "message", "scores", "names", "rounds", "scoring", "teams",
                   "winner", "seat", "resumable", "reopens", "host_gone", "headless")
DEFAULT_BACKOFF: tuple[float, ...] = (0.2, 0.5, 1.0, 2.0, 4.0, 5.0)
#: the seconds the client gives the table to be heard again after its own process was not
#: running (:data:`net.protocol.FROZEN_SLACK`)
AFTER_FREEZE = 15.0


class JoinError(Exception):
    """The host refused the ``hello``. ``code`` is the host's error code; ``frame`` the whole
    ``error`` frame (a closing notice's table, scores and seat: review96 #2)."""

    def __init__(self, code: str, message: str, frame: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.frame = frame or {}


#: seconds of silence from the table after which :meth:`Client.silent_for` is worth saying:
#: a whole ping interval (10 s) and half another
QUIET_AFTER = 15.0


class NotATable(ConnectionError):
    """What answered at the address did not answer as a table does: ``why`` is ``"other"``
    (it sent bytes that are no frame of this protocol: another server), ``"closed"`` (it
    closed the connection before answering) or ``"silent"`` (it said nothing for the join
    timeout, ``seconds``). Joining a web server said "Nobody answers … frame of" (newbie41 #3)."""

    def __init__(self, why: str, message: str, seconds: float = 0.0) -> None:
        super().__init__(message)
        self.why = why
        self.seconds = seconds


def join_failure(exc: Exception, timeout: float) -> ConnectionError:
    """Why a ``hello`` got no ``welcome``, from what ended the wait for it: a
    :class:`NotATable` when something answered that is no table, else the network's error."""
    if isinstance(exc, ProtocolError):
        return NotATable("other", f"not a unotui table ({exc})")
    if isinstance(exc, ConnectionClosed):
        return NotATable("closed", "the connection closed before the table answered")
    if isinstance(exc, TimeoutError):
        return NotATable("silent", f"nothing answered within {timeout:g} s", timeout)
    return ConnectionError(f"the table did not answer: {exc}")


def utf8_text(text: str) -> str:
    """``text`` as a message can carry it: bytes that were not UTF-8, which Python keeps as
    lone surrogates (``surrogateescape``: a Latin-1 byte read from a terminal or a pipe), read
    as U+FFFD (any other lone surrogate as ``?``). A chat line of them raised ``ValueError``
    from :meth:`Client.send` and ended the text client (cli53 #5)."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        pass
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")


class Client:
    """A connection to a table (see the module docstring for the API)."""

    def __init__(self, connector: Connector, name: str, *, password: str | None = None,
                 token: str | None = None, spectate: bool = False, reconnect: bool = True,
                 backoff: Sequence[float] = DEFAULT_BACKOFF, idle_timeout: float = 45.0,
                 join_timeout: float = 10.0, give_up_after: float | None = None,
                 back_only: bool = False) -> None:
        self._connector = connector
        self.name = name
        self.asked_name = name  #: the name asked for (``name`` is what the host made of it)
        #: the host knew the token the last ``hello`` carried (a seat kept, or given back); a host
        #: that no longer knows it answers as to a newcomer, with a new token
        self.token_kept = False
        self.password = password
        self.token = token
        self.spectate_on_join = spectate
        #: ``hello.back_only``: only the seat the token holds, else refused (``not_kept``)
        self.back_only = back_only
        self.reconnect = reconnect
        self.backoff = tuple(backoff) or DEFAULT_BACKOFF
        self.idle_timeout = idle_timeout
        self.join_timeout = join_timeout
        self.give_up_after = give_up_after
        self.chats: deque[dict[str, Any]] = deque(maxlen=200)
        self.messages: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.welcome: dict[str, Any] | None = None
        self.lobby: dict[str, Any] | None = None
        self.last_view: dict[str, Any] | None = None
        self.seat: int | None = None
        self.owner = False
        self.connected = False
        self.last_error: dict[str, Any] | None = None
        #: the table's last ``match_end`` (winner, scores, names), for a lobby after the match
        self.last_match_end: dict[str, Any] | None = None
        #: seats whose players left the match under way (a bot plays them to its end), from the
        #: ``takeover`` notices this connection saw; emptied when a new match starts
        self.left_seats: set[int] = set()
        self._commitments: dict[int, str] = {}
        self._round_start_id: dict[int, int] = {}
        self._dealt: dict[int, list[str]] = {}
        self._reader: asyncio.StreamReader | None = None
        self._writer: Writer | None = None
        self._task: asyncio.Task[None] | None = None
        self._closing = False
        self._last_recv = 0.0
        self._watch_due = 0.0  #: when :meth:`_check_idle` is due (loop time)
        self._watchdog: asyncio.TimerHandle | None = None

    # ------------------------------------------------------------------ connecting
    @classmethod
    async def connect_tcp(cls, host: str, port: int, name: str, password: str | None = None,
                          token: str | None = None, spectate: bool = False,
                          **options: Any) -> Client:
        """Connect to ``host:port``; return once welcomed; raise :class:`JoinError` (the
        table refused), :class:`NotATable` (what answered is no table) or ``OSError`` (nobody
        listening)."""
        async def connector() -> tuple[asyncio.StreamReader, Writer]:
            try:
                return await asyncio.open_connection(host, port)
            except UnicodeError:  # (the resolver's idna codec: "192.168..20" is no host name,
                # which a caller catching OSError showed as a traceback, cli53 #3)
                raise OSError(errno.EINVAL, f"{host!r} is no valid host name") from None

        client = cls(connector, name, password=password, token=token, spectate=spectate,
                     **options)
        await client.connect()
        return client

    async def connect(self) -> None:
        """Open the connection and complete the ``hello``/``welcome`` exchange."""
        await self._open()
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _open(self) -> None:
        reader, writer = await self._connector()
        hello: dict[str, Any] = {"t": "hello", "proto": PROTOCOL_VERSION, "app": APP_ID,
                                 "name": self.asked_name}
        if self.token:
            hello["token"] = self.token
        if self.password is not None:
            hello["password"] = self.password
        if self.spectate_on_join:
            hello["spectate"] = True
        if self.back_only:
            hello["back_only"] = True
        # the chat said since the last line this client has (0: it has none, send them all)
        kept = [c.get("id") for c in self.chats if isinstance(c.get("id"), int)]
        hello["chat_since"] = kept[-1] if kept else 0
        try:
            writer.write(encode(hello))
            await writer.drain()
            body = await asyncio.wait_for(read_frame(reader, MAX_HOST_FRAME), self.join_timeout)
            msg = decode(body)
        except (ConnectionClosed, ProtocolError, OSError, TimeoutError) as exc:
            writer.close()
            raise join_failure(exc, self.join_timeout) from None
        except BaseException:  # (a join given up as the welcome was awaited — cancelled:
            # the socket stayed open, and the table kept a seat for nobody)
            writer.close()
            raise
        if msg["t"] == "error":
            writer.close()
            raise JoinError(str(msg.get("code")), str(msg.get("message")), msg)
        if msg["t"] != "welcome":
            writer.close()
            raise NotATable("other", f"the table answered {msg['t']!r} instead of welcome")
        self._reader, self._writer = reader, writer
        self.connected = True
        self._last_recv = asyncio.get_running_loop().time()  # (the welcome, just read)
        sent = self.token
        self._take(msg)
        self.token_kept = sent is not None and self.token == sent

    async def _run(self) -> None:
        try:
            await self._serve()
        except Exception:  # never leave the user waiting on a dead connection without a word
            log.exception("the client's connection task failed")
            self.connected = False
            self._emit({"t": "_connection", "state": "closed", "reason": "client error"})

    async def _serve(self) -> None:
        while True:
            reason = await self._read_loop()
            self.connected = False
            if self._writer is not None:
                with contextlib.suppress(Exception):
                    self._writer.close()
            if self._closing:
                return
            if reason is not None or not self.reconnect:
                self._emit_closed(reason or "connection lost")
                return
            self._emit({"t": "_connection", "state": "lost"})
            if not await self._reconnect():
                return

    def _emit_closed(self, reason: str) -> None:
        """Tell the app the connection is over for good; a table that closed (``shutdown``)
        is said with its notice's fields (:data:`SHUTDOWN_FIELDS`, from :attr:`last_error`)."""
        extra: dict[str, Any] = {}
        if reason == "shutdown" and self.last_error is not None:
            extra = {k: self.last_error.get(k) for k in SHUTDOWN_FIELDS}
            if "seat" not in self.last_error:  # (a host of an earlier version: the
                del extra["seat"]  # reader's seat is not known, not "a watcher")
            extra["left"] = sorted(self.left_seats)
        self._emit({"t": "_connection", "state": "closed", "reason": reason, **extra})

    async def _read_loop(self) -> str | None:
        """Read until the connection ends; return an error code that forbids reconnecting."""
        reader = self._reader
        assert reader is not None
        loop = asyncio.get_running_loop()
        self._last_recv = loop.time()
        self._watch(self.idle_timeout)
        try:
            while True:
                try:
                    msg = decode(await read_frame(reader, MAX_HOST_FRAME))
                except (ConnectionClosed, OSError, ProtocolError):
                    return None
                self._last_recv = loop.time()
                self._take(msg)
                if msg["t"] == "error" and msg.get("fatal"):
                    code = str(msg.get("code"))
                    return code if code in NO_RECONNECT else None
                if msg["t"] == "bye":
                    return "left"
        finally:
            if self._watchdog is not None:
                self._watchdog.cancel()

    def _check_idle(self) -> None:
        """Close a connection that has been silent for ``idle_timeout`` (the host pings every
        10 s, so silence means it is gone); the read loop then sees the end of the stream."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        if now - self._watch_due > FROZEN_SLACK:
            # (this process did not run for a while — stopped, blocked: the host's own app,
            # frozen with it, took its silence for the table's; power37 #11): what came
            # meanwhile waits unread, so a short window to hear from the table again
            self._last_recv = max(self._last_recv,
                                  now - self.idle_timeout + min(AFTER_FREEZE, self.idle_timeout))
        silent = now - self._last_recv
        if silent >= self.idle_timeout:
            if self._writer is not None:
                with contextlib.suppress(Exception):
                    self._writer.close()
            if self._reader is not None:
                self._reader.feed_eof()
            return
        self._watch(self.idle_timeout - silent)

    def _watch(self, delay: float) -> None:
        """Check for silence (:meth:`_check_idle`) ``delay`` seconds from now."""
        loop = asyncio.get_running_loop()
        self._watch_due = loop.time() + delay
        self._watchdog = loop.call_later(delay, self._check_idle)

    def silent_for(self) -> float | None:
        """Seconds since the table's last frame, while connected (``None`` otherwise). The
        host pings every 10 s, so more than :data:`QUIET_AFTER` means its host is stuck or
        the network is down — what a player waiting for another's move could not tell from a
        slow player (newbie41 #2)."""
        if not self.connected:
            return None
        with contextlib.suppress(RuntimeError):
            return max(0.0, asyncio.get_running_loop().time() - self._last_recv)
        return None

    def window(self) -> float:
        """How long to keep trying to reach a vanished table, in seconds."""
        if self.give_up_after is not None:
            return self.give_up_after
        settings = (self.lobby or {}).get("settings")
        told = settings.get("reconnect_window") if isinstance(settings, dict) else None
        if isinstance(told, int | float) and not isinstance(told, bool) and 0 < told <= 3600:
            return float(told)
        return DEFAULT_GIVE_UP

    async def _reconnect(self) -> bool:
        loop = asyncio.get_running_loop()
        give_up = loop.time() + self.window()
        attempt = 0
        while not self._closing:
            delay = self.backoff[min(attempt, len(self.backoff) - 1)]
            left = give_up - loop.time()
            if left <= 0:
                self._emit({"t": "_connection", "state": "closed", "reason": "gone"})
                return False
            delay = min(delay, left)
            attempt += 1
            self._emit({"t": "_connection", "state": "reconnecting", "attempt": attempt,
                        "delay": delay, "gives_up_in": round(left, 1)})
            await asyncio.sleep(delay)
            if self._closing:
                return False
            seated = self.seat is not None
            try:
                await self._open()
            except JoinError as exc:
                if exc.code in NO_RECONNECT:
                    if exc.code == "shutdown":  # (the closing notice answered the hello of
                        self.last_error = exc.frame  # a reconnection: its fields, review96 #2)
                    self._emit_closed(exc.code)
                    return False
                continue
            except (ConnectionError, OSError):
                continue
            welcome = self.welcome if isinstance(self.welcome, dict) else {}
            self._emit({"t": "_connection", "state": "restored",
                        "seat_kept": not seated or self.token_kept,
                        "held": welcome.get("held") is True})
            return True
        return False

    def retry(self) -> bool:
        """Try again to reach a table this client gave up on (``closed`` with reason ``"gone"``
        or ``"connection lost"``): reconnect with the same token, reporting as after a loss.
        ``False`` (nothing done) while connected, reconnecting, or after ``close``/``leave``."""
        if self._closing or self.connected or (self._task is not None and not self._task.done()):
            return False
        self._task = asyncio.get_running_loop().create_task(self._run_again())
        return True

    async def _run_again(self) -> None:
        try:
            if await self._reconnect():
                await self._serve()
        except Exception:
            log.exception("the client's connection task failed")
            self.connected = False
            self._emit({"t": "_connection", "state": "closed", "reason": "client error"})

    # ------------------------------------------------------------------ incoming
    def _emit(self, msg: dict[str, Any]) -> None:
        self.messages.put_nowait(msg)

    def _take(self, msg: dict[str, Any]) -> None:
        """Update the client's state from ``msg`` and queue it for the user."""
        try:
            self._track(msg)
        except (TypeError, ValueError, KeyError, AttributeError) as exc:  # a buggy or hostile host
            log.warning("ignoring malformed %r message from the host: %s", msg.get("t"), exc)
        self._emit(msg)

    def _track(self, msg: dict[str, Any]) -> None:
        t = msg.get("t")
        if t == "welcome":
            self.welcome = msg
            self.seat = msg.get("seat")
            self.token = msg.get("token")
            self.name = msg.get("name", self.name)
            self.owner = bool(msg.get("owner"))
        elif t == "lobby":
            self.lobby = msg
            self.seat = msg.get("you")
            self.owner = bool(msg.get("owner"))
            seats = msg.get("seats")
            if msg.get("phase") == "playing" and isinstance(seats, list) and any(
                    isinstance(s, dict) and "stand_in" in s for s in seats):
                # (the host marks every such seat while the match runs: a watcher who came after
                # a player left learns it here, and a new match starts with none; after the
                # match the set is kept, for the results. A host of an earlier version marks
                # none: then the takeover notices alone say it)
                self.left_seats = {i for i, s in enumerate(seats)
                                   if isinstance(s, dict) and s.get("stand_in") is True}
        elif t == "view":
            v = msg.get("view")
            if isinstance(v, dict):
                self.last_view = v
                rnd = v.get("round")
                if (isinstance(rnd, int) and v.get("state_id") == self._round_start_id.get(rnd)
                        and isinstance(v.get("hand"), list)):
                    self._dealt[rnd] = list(v["hand"])
        elif t == "round_start":
            rnd = msg.get("round")
            if isinstance(rnd, int):
                self._commitments[rnd] = str(msg.get("commitment"))
                self._round_start_id[rnd] = int(msg.get("state_id", -1))
        elif t == "round_end":
            rnd = msg.get("round")
            ok, why = honesty.verify_round(msg, self._commitments.get(rnd)
                                           if isinstance(rnd, int) else None,
                                           self.seat, self._dealt.get(rnd)
                                           if isinstance(rnd, int) else None)
            msg["verified"], msg["verify_reason"] = ok, why
        elif t == "match_end":
            self.last_match_end = msg
            self._commitments.clear()
            self._round_start_id.clear()
            self._dealt.clear()
        elif t == "notice":
            if msg.get("kind") == "takeover" and msg.get("why") == "left" \
                    and isinstance(msg.get("seat"), int):
                self.left_seats.add(msg["seat"])
            elif msg.get("kind") == "back" and isinstance(msg.get("seat"), int):
                self.left_seats.discard(msg["seat"])  # (its player took it back)
        elif t == "chat":
            # (lines are sent again on every welcome: one this connection has is not added twice)
            if msg.get("id") is None or all(c.get("id") != msg.get("id") for c in self.chats):
                self.chats.append(msg)
        elif t == "ping":
            self._send_soon({"t": "pong"})
        elif t == "error":
            self.last_error = msg

    def __aiter__(self) -> AsyncIterator[dict[str, Any]]:
        return self._iterate()

    async def _iterate(self) -> AsyncIterator[dict[str, Any]]:
        while True:
            yield await self.messages.get()

    async def recv(self, *types: str, timeout: float | None = None) -> dict[str, Any]:
        """The next message (of one of ``types``, skipping others when given); for scripts and
        tests — the UI reads ``messages`` instead."""
        async def next_one() -> dict[str, Any]:
            while True:
                msg = await self.messages.get()
                if not types or msg.get("t") in types:
                    return msg
        return await asyncio.wait_for(next_one(), timeout)

    # ------------------------------------------------------------------ outgoing
    def _send_soon(self, msg: dict[str, Any]) -> None:
        writer = self._writer
        if writer is None or not self.connected:
            return
        try:
            writer.write(encode(msg))
        except Exception:
            self.connected = False

    async def send(self, msg: dict[str, Any]) -> None:
        """Send one raw message (dropped silently while disconnected). Raise ``ValueError`` for
        a message msgpack cannot encode (e.g. an integer beyond 64 bits)."""
        try:
            frame = encode(msg)
        except (TypeError, ValueError, OverflowError) as exc:
            raise ValueError(f"cannot encode {msg.get('t')!r} message: {exc}") from None
        writer = self._writer
        if writer is None or not self.connected:
            return
        try:
            writer.write(frame)
            await writer.drain()
        except (ConnectionError, OSError, RuntimeError):
            self.connected = False

    async def act(self, action: dict[str, Any] | Action, state_id: int | None = None) -> None:
        """Send an action based on ``last_view`` (or on ``state_id`` when given)."""
        wire = action.to_wire() if isinstance(action, Action) else dict(action)
        if state_id is None:
            state_id = int(self.last_view["state_id"]) if self.last_view is not None else 0
        await self.send({"t": "act", "state_id": state_id, "action": wire})

    async def chat(self, text: str) -> None:
        await self.send({"t": "chat", "text": utf8_text(text)})

    async def ready(self, flag: bool = True) -> None:
        await self.send({"t": "ready", "ready": flag})

    async def start(self) -> None:
        await self.send({"t": "start"})

    async def sit(self, seat: int) -> None:
        await self.send({"t": "sit", "seat": seat})

    async def take_seat(self, seat: int) -> None:
        """During a match, as a spectator: play ``seat`` from now on, in place of the table's
        bot there (docs/PROTOCOL.md, ``take_seat``)."""
        await self.send({"t": "take_seat", "seat": seat})

    async def spectate(self) -> None:
        await self.send({"t": "spectate"})

    async def add_bot(self, kind: str = "basic", seat: int | None = None) -> None:
        msg: dict[str, Any] = {"t": "add_bot", "kind": kind}
        if seat is not None:
            msg["seat"] = seat
        await self.send(msg)

    async def remove_bot(self, seat: int) -> None:
        await self.send({"t": "remove_bot", "seat": seat})

    async def kick(self, seat: int) -> None:
        await self.send({"t": "kick", "seat": seat})

    async def kick_watcher(self, name: str) -> None:
        """The owner removes the watcher ``name`` (one of the lobby's ``watchers``)."""
        await self.send({"t": "kick", "watcher": name})

    async def set_rules(self, options: dict[str, Any] | None = None,
                        preset: str | None = None) -> None:
        """Ask the table (owner only, in the lobby) to play with ``preset`` (default official)
        and the ``options`` on top of it. The table answers with a ``lobby`` carrying the new
        rules to everyone, or an ``error`` (``not_host``, ``not_now``, ``bad_rules``)."""
        msg: dict[str, Any] = {"t": "set_rules"}
        if options is not None:
            msg["rules"] = options
        if preset is not None:
            msg["preset"] = preset
        await self.send(msg)

    async def set_seats(self, count: int) -> None:
        await self.send({"t": "set_seats", "count": count})

    async def set_think(self, seconds: float) -> None:
        """(Owner, lobby) how long the table's hard bots may think per decision."""
        await self.send({"t": "set_think", "seconds": seconds})

    async def leave(self, wait: float = 2.0) -> None:
        """Leave the table for good (a bot takes the seat in a running match), then close.

        Waits (at most ``wait`` seconds) for the host's ``bye``: a connection closed before
        the host has read the ``leave`` is a drop (the seat waits out the reconnect window),
        and a host busy writing to this connection may find it closed first."""
        connected = self.connected
        await self.send({"t": "leave"})
        task = self._task
        if connected and task is not None and not task.done():
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(task), wait)
        await self.close()

    async def close(self) -> None:
        """Close the connection; no reconnecting afterwards."""
        self._closing = True
        caller = asyncio.current_task()
        asked = caller.cancelling() if caller is not None else 0  # (cancels handled before)
        if self._writer is not None:
            with contextlib.suppress(Exception):
                self._writer.close()
        self.connected = False
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
            try:
                await self._task
            except asyncio.CancelledError:
                # (the reader's own end, not the caller's: a caller cancelled meanwhile is
                # cancelled still, and does not go on as if its close had simply returned;
                # one cancelled before, which handled it, is not: review59 #4)
                if caller is not None and caller.cancelling() > asked:
                    raise
            except Exception:
                pass
