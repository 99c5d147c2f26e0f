"""The SSH front door: an asyncssh server that offers the game and nothing else.

Contract
--------
* :class:`FrontDoor` listens on ``bind:port`` with the host key from :mod:`.hostkey`. Every
  session that asks for a terminal and a shell runs ``unotui ARGS`` in its own process
  (:class:`.session.GameSession`), ``ARGS`` from :attr:`DoorConfig.target`: ``join ADDR --name
  NAME`` straight into a table's lobby, else the main menu (``--name`` is not an option there:
  the name comes from the session's private settings).
* The SSH username becomes the player's name, cleaned as the app cleans names (printable, single
  spaces, 24 characters at most; ``Player`` when nothing is left). It can be changed in the app.
* Access: open by default (no SSH authentication; a table password still applies);
  ``authorized_keys`` admits only those public keys; ``password`` asks for that password at login.
  With both, either is enough.
* Refused, each at the protocol level: subsystems (SFTP), local and remote port forwarding
  (TCP and Unix sockets), tun/tap, agent forwarding, X11 forwarding. A command is never run:
  the client is told so and the channel ends with status 1 (:mod:`.session`).
* Limits (:class:`.limits.Limits`): games at once (a session over the cap is told so and closed),
  games per connection (a session channel over it is refused),
  idle timeout, new connections per address per minute and connections still logging in (over
  either, the TCP connection is dropped at once, before any cryptography), login timeout.
  A client sending garbage or stopping halfway through its handshake holds only its own
  connection, which the login timeout closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncssh

from .limits import Limits, RateLimiter
from .session import GameSession, KeptSeats

log = logging.getLogger("unotui.ssh")


class DoorError(RuntimeError):
    """The front door cannot start (a port in use, an unreadable key file); one-line message."""


def player_name(username: str) -> str:
    """The SSH username as a player's name (see the module docstring)."""
    from ..settings import clean_name

    return clean_name(username) or "Player"


@dataclass
class DoorConfig:
    """How the front door serves: where, into which table, for whom, within which limits."""

    bind: str = "0.0.0.0"
    port: int = 2222
    target: str | None = None  #: ``HOST:PORT`` of the table to join; None: the main menu
    authorized_keys: Path | None = None
    password: str | None = None
    key_dir: Path | None = None  #: where the host key lives (default: :func:`.hostkey.key_dir`)
    limits: Limits = field(default_factory=Limits)
    extra_args: tuple[str, ...] = ()  #: more ``unotui`` options for every session (e.g. --ascii)

    def argv(self, player: str) -> list[str]:
        """The ``unotui`` arguments of one player's session."""
        if self.target is not None:
            return ["join", self.target, "--name", player, *self.extra_args]
        return [*self.extra_args]


class _Front(asyncssh.SSHServer):
    """One SSH connection's server side: access rules and refusals."""

    def __init__(self, door: FrontDoor) -> None:
        self.door = door
        self.conn: Any = None
        self.pending = True
        self.peer = "?"
        self.channels = 0

    def connection_made(self, conn: Any) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername")
        self.peer = str(peer[0]) if peer else "?"
        if not self.door.accept_connection(self):
            self.pending = False
            conn.abort()
            return
        self.door.connections.add(self)

    def connection_lost(self, exc: Exception | None) -> None:
        self.door.connections.discard(self)
        self._logged_in()

    def _logged_in(self) -> None:
        if self.pending:
            self.pending = False
            self.door.pending -= 1

    def begin_auth(self, username: str) -> bool:
        cfg = self.door.config
        if cfg.authorized_keys is None and cfg.password is None:
            self._logged_in()
            return False  # open: as public SSH apps do
        if cfg.authorized_keys is not None:
            self.conn.set_authorized_keys(self.door.authorized)
        return True

    def auth_completed(self) -> None:
        self._logged_in()

    def password_auth_supported(self) -> bool:
        return self.door.config.password is not None

    def validate_password(self, username: str, password: str) -> bool:
        expected = self.door.config.password
        return expected is not None and hmac.compare_digest(password.encode(), expected.encode())

    def public_key_auth_supported(self) -> bool:
        return self.door.config.authorized_keys is not None

    def session_requested(self) -> Any:
        if self.channels >= self.door.config.limits.per_connection:
            return False  # one connection, one or two games: not the whole server
        username = self.conn.get_extra_info("username") or ""
        name = player_name(username)
        peer = self.conn.get_extra_info("peername")
        who = f"{username}@{peer[0] if peer else ''}"
        session = GameSession(self.door.config.argv(name), name, admit=self.door.admit,
                              release=self.door.release,
                              idle_timeout=self.door.config.limits.idle_timeout,
                              kept=self.door.kept_seats, who=who,
                              door="table" if self.door.config.target is not None else "menu")
        self.channels += 1
        session.finished.add_done_callback(self._channel_done)
        return session

    def _channel_done(self, _finished: Any) -> None:
        self.channels -= 1

    # the game and nothing else: every kind of forwarding is refused
    def connection_requested(self, dest_host: str, dest_port: int, orig_host: str,
                             orig_port: int) -> bool:
        return False

    def server_requested(self, listen_host: str, listen_port: int) -> bool:
        return False

    def unix_connection_requested(self, dest_path: str) -> bool:
        return False

    def unix_server_requested(self, listen_path: str) -> bool:
        return False

    def tun_requested(self, unit: int | None) -> bool:
        return False

    def tap_requested(self, unit: int | None) -> bool:
        return False


class FrontDoor:
    """The SSH server (see the module docstring). ``await start()``, then ``await close()``."""

    def __init__(self, config: DoorConfig) -> None:
        self.config = config
        self.sessions: set[GameSession] = set()
        #: the seats of visitors whose sessions ended, for their next session
        self.kept_seats = KeptSeats()
        self.connections: set[_Front] = set()
        self.pending = 0
        self.refused = 0  #: connections dropped by a limit (for the curious and the tests)
        self.rate = RateLimiter(config.limits.per_address_per_minute)
        self.authorized: Any = None
        self.fingerprint = ""
        self.key_created = False
        self.address: tuple[str, int] | None = None
        self._server: Any = None

    async def start(self) -> tuple[str, int]:
        """Load (or make) the host key and listen; return the ``(bind, port)`` listened on.
        Raises :class:`DoorError` with a one-line reason."""
        from .hostkey import HostKeyError, fingerprint, load_or_create

        self.config.limits.check()
        try:
            key, self.key_created = load_or_create(self.config.key_dir)
        except HostKeyError as exc:
            raise DoorError(str(exc)) from None
        self.fingerprint = fingerprint(key)
        if self.config.authorized_keys is not None:
            try:
                self.authorized = asyncssh.read_authorized_keys(str(self.config.authorized_keys))
            except (OSError, ValueError, asyncssh.KeyImportError) as exc:
                raise DoorError(f"cannot read {self.config.authorized_keys}: {exc}") from None
        limits = self.config.limits
        try:
            self._server = await asyncssh.create_server(
                lambda: _Front(self), self.config.bind, self.config.port,
                server_host_keys=[key], encoding=None, line_editor=False,
                agent_forwarding=False, x11_forwarding=False, allow_pty=True,
                login_timeout=limits.login_timeout, keepalive_interval=30, keepalive_count_max=4,
                server_version="unotui",
            )
        except OSError as exc:
            raise DoorError(f"cannot listen on {self.config.bind}:{self.config.port}: "
                            f"{exc.strerror or exc}") from None
        sockets = self._server.sockets
        bound = sockets[0].getsockname() if sockets else (self.config.bind, self.config.port)
        self.address = (str(bound[0]), int(bound[1]))
        # (no await since listening: no session can start before the kept seats are in)
        from .session import sessions_dir

        # the seats a door on this port kept when it stopped, and those of the sessions a door
        # killed with its table left behind: theirs again (docs/SSH.md)
        self.kept_seats.load(sessions_dir() / f"door-{self.address[1]}.json")
        self.kept_seats.recover(sessions_dir())
        return self.address

    def accept_connection(self, front: _Front) -> bool:
        """Whether a new TCP connection may start its handshake (the per-address rate and the
        cap on connections still logging in)."""
        if self.pending >= self.config.limits.max_pending or \
                not self.rate.allow(front.peer, time.monotonic()):
            self.refused += 1
            log.info("refused an SSH connection from %s (limits)", front.peer)
            return False
        self.pending += 1
        return True

    def admit(self, session: GameSession) -> bool:
        """Give ``session`` a place among the games running, if there is one."""
        if len(self.sessions) >= self.config.limits.max_sessions:
            return False
        self.sessions.add(session)
        return True

    def release(self, session: GameSession) -> None:
        self.sessions.discard(session)

    async def close(self) -> None:
        """Stop listening, end every session (its process reaped, its player's terminal restored
        with a goodbye line), then every connection."""
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(Exception):
                await self._server.wait_closed()
            self._server = None
        sessions = list(self.sessions)
        for session in sessions:  # each player's terminal is put back, with a goodbye
            session.close()
        for session in sessions:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(session.finished), 10.0)
            with contextlib.suppress(Exception):  # the goodbye is delivered before the hang-up
                await asyncio.wait_for(session.chan.wait_closed(), 3.0)
        for front in list(self.connections):
            with contextlib.suppress(Exception):
                front.conn.close()


class DoorThread:
    """A :class:`FrontDoor` on its own event loop in a background thread, for when the main
    thread runs something else (``unotui host --ssh`` with the full-screen app).

    :meth:`start` returns once the door listens (or raises :class:`DoorError`); :meth:`stop`
    closes it, ending every session, and joins the thread."""

    def __init__(self, config: DoorConfig) -> None:
        self.door = FrontDoor(config)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: Any = None

    def start(self) -> tuple[str, int]:
        import threading

        # the full-screen app owns the terminal: asyncssh's and our log lines must not reach it
        for name in ("asyncssh", "unotui.ssh"):
            logger = logging.getLogger(name)
            logger.addHandler(logging.NullHandler())
            logger.propagate = False
        ready = threading.Event()
        outcome: list[Any] = []

        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            try:
                outcome.append(await self.door.start())
            except Exception as exc:
                outcome.append(exc)
                ready.set()
                return
            ready.set()
            await self._stop.wait()
            await self.door.close()

        self._thread = threading.Thread(target=asyncio.run, args=(main(),), name="unotui-ssh",
                                        daemon=True)
        self._thread.start()
        ready.wait()
        if isinstance(outcome[0], Exception):
            self._thread.join()
            if isinstance(outcome[0], DoorError):
                raise outcome[0]
            raise DoorError(str(outcome[0]))
        address: tuple[str, int] = outcome[0]
        return address

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None and self._thread.is_alive():
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(15.0)
