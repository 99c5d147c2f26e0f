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
  With both, either is enough. A key's signature must use an algorithm OpenSSH's sshd accepts
  by default (:data:`SIGNATURE_ALGS`): not ``ssh-rsa`` (SHA-1) nor ``ssh-dss`` (DSA), which
  asyncssh's server verified all the same (ssh62 #3), nor one sshd does not know (Ed448,
  review82 #4); nor is a host key offered with them. A certificate's authority must have
  signed it with one sshd accepts of an authority (:data:`CA_SIGNATURE_ALGS`: not
  ``ssh-rsa``, review82 #3). A certificate login is the key it certifies (its seat, its log
  line), and the certificate's ``no-pty`` and ``force-command`` are let go as a listed key's
  ``no-pty`` and ``command=`` are: the door runs the game only (:meth:`_Front._game_only`).
* Refused, each at the protocol level: subsystems (SFTP), local and remote port forwarding
  (TCP and Unix sockets), tun/tap, agent forwarding, X11 forwarding. A command is never run:
  the client is told so and the channel ends with status 1 (:mod:`.session`).
* Limits (:class:`.limits.Limits`): games at once (a session over the cap is told so and closed),
  games per connection (a session channel over it is refused),
  idle timeout, new connections per address per minute and connections with no game open yet
  (over either, the client is told why in an SSH disconnect message after the version lines,
  before any key exchange, and the connection goes: :meth:`_Front._refuse`), the handshake
  timeout (the client's version and key exchange must have begun: a silent connection goes
  soon), the login timeout (logged in and a game open, counted from connecting: time for the
  host-key prompt and a typed password; a connection without a game, ``ssh -N``, one whose
  games ended or one whose session channel never asked for a shell, is closed after as long).
  A game is open once a session channel's shell request has started one (admitted to a place
  among the games): until then the connection counts among those with no game open yet. A
  client sending garbage or stopping halfway through its handshake holds only its own
  connection, which one of those timeouts closes.
* Logging: one line per connection (logged in, disconnected and why, login failed, closed
  before logging in), refusal (once per address and minute) and game (started, ended and why:
  the player, the client gone, idle, crashed, the door closing) on the ``unotui.ssh`` logger,
  which :func:`log_to_stderr` sends to stderr unless logging is set up already. User names
  are cleaned (:func:`log_text`); passwords are never logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncssh

from .access import access_said
from .keyfile import AuthorizedKeys, first_string
from .limits import Limits, RateLimiter
from .session import Farewell, GameSession, KeptSeats, door_table

log = logging.getLogger("unotui.ssh")


#: what a client refused by the per-address rate is told (OpenSSH shows it)
RATE_MESSAGE = "Too many connections from your address: try again in a minute"
#: what a client is told when too many connections are logging in at once
BUSY_MESSAGE = "The game server is busy: try again in a minute"


#: wrong passwords one connection may give before it is closed (sshd's MaxAuthTries)
MAX_PASSWORD_TRIES = 6
#: seconds after a wrong password before the connection's next one is compared (sshd waits
#: too: guessing is slow)
WRONG_PASSWORD_DELAY = 1.0
#: wrong passwords one address may give in any 60 s; past them every password from there is
#: refused and the connection closed, until the address is under it again
WRONG_PASSWORDS_PER_MINUTE = 20

#: seconds a refused connection is kept to tell the client why (:meth:`_Front._refuse`)
REFUSED_LINGER = 2.0


def disconnect_packet(code: int, reason: str) -> bytes:
    """An SSH_MSG_DISCONNECT packet before any key exchange (RFC 4253 §6 and §11.1: not
    encrypted, no MAC)."""
    import struct

    text = reason.encode()
    payload = b"\x01" + struct.pack(">II", code, len(text)) + text + struct.pack(">I", 0)
    pad = 8 - (len(payload) + 5) % 8
    if pad < 4:
        pad += 8
    return struct.pack(">IB", len(payload) + pad + 1, pad) + payload + bytes(pad)


def log_text(text: str | None, limit: int = 64) -> str:
    """``text`` for one log line: control and other unprintable characters as ``?`` (a user
    name is the client's to choose: it must not start a line of its own), at most ``limit``."""
    if text is None:
        return ""
    return "".join(c if c.isprintable() else "?" for c in text[:limit])


#: what a user name could make a log line read as — "SSH USER@ADDRESS: what" — spelled as in
#: a URL's user (``%40``): the line's first "@" and ": " are then the door's own
_USER_ESCAPES = str.maketrans({"%": "%25", "@": "%40", ":": "%3A"})


def log_user(name: str | None, limit: int = 64) -> str:
    """The user name ``name`` for a log line (:func:`log_text`), with ``%``, ``@`` and ``:``
    written ``%25``, ``%40`` and ``%3A``: a visitor from 127.0.0.1 who logged in as
    ``eve@10.9.9.9: logged in (a listed key)`` made a line read, and grep, as a key login
    from 10.9.9.9 (ssh63). Ordinary names read as they are. A name longer than ``limit`` is
    cut with a mark, its whole length and a digest of it, ``zzz...(120 characters #3f9a1c)``:
    cut silently, two visitors whose names share their first 64 characters read as one (ssh66
    #4), and of one length too without the digest (review87 #5)."""
    import hashlib

    shown = log_text(name, limit).translate(_USER_ESCAPES)
    if name is not None and len(name) > limit:
        digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:6]
        shown += f"...({len(name)} characters #{digest})"
    return shown


def _seconds(seconds: float) -> str:
    if seconds >= 120:
        return f"{round(seconds / 60)} min"
    return f"{round(seconds)} s"


def log_to_stderr() -> None:
    """The door's log lines (:data:`log`, docs/SSH.md) on stderr, one per event with the time,
    unless logging was set up already (the app's own front door silences them: its full
    screen owns the terminal; tests capture them)."""
    import sys

    if log.handlers or logging.getLogger().handlers:
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%Y-%m-%d %H:%M:%S"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)


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
    password_file: Path | None = None  #: where the password was read (said at start if others
    #: may read it)

    def argv(self, player: str) -> list[str]:
        """The ``unotui`` arguments of one player's session."""
        if self.target is not None:
            # (``--name=``: a login name beginning with "-" was read as an option, and the
            # game stopped with a usage error, review80 #1)
            return ["join", self.target, f"--name={player}", *self.extra_args]
        return [*self.extra_args]


class _Front(asyncssh.SSHServer):
    """One SSH connection's server side: access rules, refusals, its timers and log lines."""

    def __init__(self, door: FrontDoor) -> None:
        self.door = door
        self.conn: Any = None
        self.pending = True  #: counted among the connections with no game open yet
        self.peer = "?"
        self.channels = 0
        self.username: str | None = None  #: as the client sent it (None: not asked yet)
        self.logged_in = False
        self.wrong_passwords = 0
        self.how: str | None = None  #: how the visitor logged in, for the log line
        #: the fingerprint of the listed key the visitor logged in with, or of the key their
        #: certificate certifies (None: no key, or the password)
        self.key: str | None = None
        #: a listed key was offered, refused by its options: which of them ("" until then)
        self.listed_key_refused = ""
        #: a listed key was offered, its signature made with an algorithm the door refuses
        #: (:data:`WEAK_SIGNATURES`): which ("" until then)
        self.weak_signature = ""
        #: a certificate of a listed ``cert-authority`` was offered, which the authority signed
        #: with an algorithm the door refuses (:data:`CA_SIGNATURE_ALGS`): which ("" until then)
        self.weak_certificate = ""
        #: the certificate the visitor logged in with, as the log line names it: its key's
        #: fingerprint, ID and authority ("": none)
        self.certificate = ""
        #: a certificate of a listed ``cert-authority`` was offered and refused: why, as sshd
        #: says it (expired, the login not among its principals...; "" until then)
        self.certificate_refused = ""
        #: a certificate whose authority is not listed was offered
        self.other_certificate = False
        #: the door's keys as asyncssh checks them for this login (:meth:`begin_auth`)
        self.noted: NotedKeys | None = None
        #: why the keys file could not be read as this login began (None: it could, or none)
        self.keys_unreadable: str | None = None
        self._next_guess = 0.0  #: when the next password may be compared (monotonic time)
        self.games = 0  #: game channels opened over this connection
        #: the channels open whose game has started (:meth:`_game_started`): a session channel
        #: alone, opened with no shell request, is no game (ssh58 #4)
        self.playing = 0
        self.since = time.monotonic()
        self._timer: asyncio.TimerHandle | None = None
        self._closing: str | None = None  #: why the door closes this connection (for the log)
        self.forwards_refused = 0  #: forwarding requests refused over this connection

    @property
    def who(self) -> str:
        """``user@address`` for the log (the user name cleaned of control characters, and of
        what would read as another address: :func:`log_user`)."""
        return f"{log_user(self.username)}@{self.peer}" if self.username is not None else self.peer

    def connection_made(self, conn: Any) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername")
        self.peer = str(peer[0]) if peer else "?"
        refusal = self.door.accept_connection(self)
        if refusal is not None:
            self.pending = False
            # (after asyncssh has sent its version line, which it does when this returns: then
            # the client reads the reason, and OpenSSH shows it)
            asyncio.get_running_loop().call_soon(self._refuse, refusal)
            return
        self.door.connections.add(self)
        if self.door.config.authorized_keys is not None:
            conn.validate_public_key = self._strong_signatures_only(conn.validate_public_key)
        limits = self.door.config.limits
        self._arm(min(limits.handshake_timeout, limits.login_timeout), self._check_handshake)

    def _strong_signatures_only(self, checked: Callable[..., Awaitable[bool]]) \
            -> Callable[..., Awaitable[bool]]:
        """asyncssh's check of a visitor's key and signature (the connection's
        ``validate_public_key``), refusing a signature made with an algorithm of
        :data:`WEAK_SIGNATURES`: asyncssh's server verifies any its key type knows, whatever
        ``signature_algs`` it advertises — a listed DSA key, or an RSA key signing with SHA-1,
        got in where sshd refuses both (ssh62 #3). A listed key refused so is noted for the
        log line (:attr:`weak_signature`)."""
        async def validate_public_key(username: str, key_data: bytes, msg: bytes,
                                      signature: bytes) -> bool:
            signed_with = certificate_signature_algorithm(key_data)
            if signed_with is not None and signed_with not in CA_SIGNATURE_ALGS:
                # (a certificate its authority signed with SHA-1, ssh-rsa: sshd refuses it
                # since OpenSSH 8.2, review82 #3 — said in the log when it was admitted else)
                if await checked(username, key_data, b"", b""):
                    self.weak_certificate = signed_with.decode("ascii", "replace") or "?"
                    self.key = None
                return False
            if signature:
                algorithm = signature_algorithm(signature)
                if algorithm not in SIGNATURE_ALGS:
                    # (is the key listed at all? asked without the signature: then the log
                    # says why a listed key was refused, not that none was offered)
                    if await checked(username, key_data, b"", b""):
                        self.weak_signature = algorithm.decode("ascii", "replace")
                        self.key = None
                    return False
            admitted = await checked(username, key_data, msg, signature)
            if signed_with is not None:  # (a certificate: which, or why it was refused)
                if admitted and signature:
                    self._certificate_used(key_data)
                elif not admitted:
                    self._certificate_refusal(username, key_data)
            return admitted

        return validate_public_key

    def _certificate_used(self, key_data: bytes) -> None:
        """The visitor logs in with the certificate ``key_data``: they are the key it certifies
        (:attr:`key`: a dropped seat goes back to that key only, as for a listed key — noted
        as no key, any friend the authority admitted took it by typing the name, ssh64 #1), and
        the log line names it as sshd does: the key, the certificate's ID, its authority."""
        from asyncssh.public_key import decode_ssh_certificate

        try:
            cert: Any = decode_ssh_certificate(key_data)
            key = str(cert.key.get_fingerprint())
            authority = str(cert.signing_key.get_fingerprint())
        except Exception:  # (asyncssh has just decoded it: never so)
            return
        key_id = getattr(cert, "_key_id", b"")
        if isinstance(key_id, bytes):
            key_id = key_id.decode("utf-8", "replace")
        self.key = key
        self.certificate = (f'a certificate of {key}, ID "{log_text(str(key_id))}", signed by '
                            f"{authority}")

    def _certificate_refusal(self, username: str, key_data: bytes) -> None:
        """Note why asyncssh refused the certificate ``key_data`` (:attr:`certificate_refused`),
        as sshd logs it: the log said "no key listed in FILE was offered", and the operator
        looked in the file, where the authority is, not at the certificate (ssh64 #3)."""
        from asyncssh.public_key import CERT_TYPE_USER, decode_ssh_certificate

        noted = self.noted
        if noted is None:
            return
        try:
            cert: Any = decode_ssh_certificate(key_data)
        except Exception:
            return
        if getattr(cert, "is_x509_chain", False):
            return
        authority = cert.signing_key
        entries = [entry for entry in getattr(noted._keys, "_ca_entries", ())
                   if getattr(entry, "key", None) == authority]
        if not entries:
            if any(getattr(entry, "key", None) == authority
                   for entry in getattr(noted._expired, "_ca_entries", ())):
                self.certificate_refused = "its cert-authority line's expiry-time has passed"
            else:
                self.other_certificate = True
            return
        host = str(getattr(self.conn, "_peer_host", "") or self.peer)
        addr = str(getattr(self.conn, "_peer_addr", "") or self.peer)
        principals = list(getattr(cert, "principals", ()) or ())
        named = ", ".join(log_text(p, 32) for p in principals[:8]) or "none"
        matching = [entry for entry in entries
                    if entry.match_options(host, addr, principals)]
        if not matching:
            if not any(entry.match_options(host, addr, None) for entry in entries):
                self.certificate_refused = "its cert-authority line's from= (not this address)"
            else:
                self.certificate_refused = (f"its cert-authority line's principals= (the "
                                            f"certificate names: {named})")
            return
        options = getattr(matching[0], "options", None) or {}
        try:
            cert.validate(CERT_TYPE_USER, None if options.get("principals") else username)
        except ValueError as exc:
            self.certificate_refused = _certificate_invalid(str(exc), cert, username, named)
            return
        allowed = cert.options.get("source-address") if isinstance(cert.options, dict) \
            else None
        if allowed:
            import ipaddress

            with contextlib.suppress(ValueError):
                ip = ipaddress.ip_address(addr)
                if not any(ip in network for network in allowed):
                    self.certificate_refused = ("its source-address does not name this "
                                                "address")
                    return
        self.certificate_refused = "its signature did not verify"

    def _refuse(self, reason: str) -> None:
        """Tell a refused client why, and hang up: after the door's version line (sent by
        asyncssh when :meth:`connection_made` returns) and the client's first bytes (never
        parsed: no key exchange, no cryptography), an SSH disconnect message with ``reason``,
        which OpenSSH shows ("Received disconnect from …: Too many connections …"). The
        connection goes within :data:`REFUSED_LINGER` seconds whatever the client does; with
        too many refused connections lingering already, at once, untold."""
        conn = self.conn
        transport = getattr(conn, "_transport", None)
        door = self.door
        if transport is None or door.lingering >= 64:
            conn.abort()
            return
        door.lingering += 1
        loop = asyncio.get_running_loop()
        told = False

        def gone() -> None:
            door.lingering -= 1
            with contextlib.suppress(Exception):
                conn.abort()

        timer = loop.call_later(REFUSED_LINGER, gone)

        def received(_data: bytes) -> None:  # (instead of asyncssh's: nothing is parsed)
            nonlocal told, timer
            if told:
                return
            told = True
            with contextlib.suppress(Exception):
                transport.write(disconnect_packet(asyncssh.DISC_TOO_MANY_CONNECTIONS, reason))
                transport.write_eof()
            timer.cancel()
            timer = loop.call_later(min(0.5, REFUSED_LINGER), gone)

        conn.data_received = received

    def _arm(self, delay: float, check: Any) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = asyncio.get_running_loop().call_later(delay, check)

    def _check_handshake(self) -> None:
        """The client has had :attr:`Limits.handshake_timeout` seconds to send its version and
        start the key exchange; a slow login after that is given up to
        :attr:`Limits.login_timeout` from connecting."""
        limits = self.door.config.limits
        started = self.conn.get_extra_info("client_version") is not None and \
            bool(getattr(self.conn, "_client_kexinit", b"?"))
        if not started:
            self._close(f"no SSH handshake within {_seconds(limits.handshake_timeout)}")
            return
        self._arm(max(0.0, self.since + limits.login_timeout - time.monotonic()),
                  self._check_game)

    def _check_game(self) -> None:
        """Closes the connection when it has no game open (never logged in, ``ssh -N``, or a
        session channel that never asked for a shell)."""
        self._timer = None
        if self.playing == 0:
            limit = _seconds(self.door.config.limits.login_timeout)
            self._close(f"no game opened within {limit}" if self.logged_in
                        else f"not logged in within {limit}")

    def _close(self, why: str, advice: str = "Connect again to play.",
               logged: str | None = None) -> None:
        """Disconnect, saying ``why`` and then ``advice`` (none: ``why`` says what to do);
        ``logged``: why in the door's log line, when not ``why``."""
        self._closing = logged or why
        with contextlib.suppress(Exception):
            self.conn.disconnect(asyncssh.DISC_BY_APPLICATION,
                                 f"Closed: {why}." + (f" {advice}" if advice else ""))

    def door_closing(self) -> None:
        """The door is closing: say so to a visitor still logging in or logged in without a
        game (``ssh -N``), as a player's goodbye does — they read only asyncssh's
        "Disconnected by application" (ssh54 #3) — and hang up."""
        self._close("the game server is closing", "Connect again to play once it is open again.",
                    logged="the door is closing")

    def connection_lost(self, exc: Exception | None) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self in self.door.connections:
            self.door.connections.discard(self)
            took = _seconds(time.monotonic() - self.since)
            if self._closing is not None:
                why = self._closing
            elif isinstance(exc, (asyncssh.ConnectionLost, ConnectionError)):
                why = "the connection dropped"  # (not asyncssh's "Connection lost", ssh40 #5)
            elif exc is not None:
                why = log_text(str(exc)) or type(exc).__name__
            else:
                why = "closed by the client"
            if self.logged_in:
                log.info("SSH %s: disconnected after %s (%s)", self.who, took, why)
            elif self.username is not None:
                if why == "the connection dropped":  # (refused, the client gave up: what
                    # OpenSSH does after "Permission denied", not network trouble, ssh47 #5)
                    why = "the client gave up"
                # (what the host can act on: which passwords failed — said once, ssh36 #7 —, or
                # that no key the visitor offered is listed, the file to add it to)
                tried = (f", {self.wrong_passwords} wrong password"
                         f"{'s' if self.wrong_passwords != 1 else ''}"
                         if self.wrong_passwords and "wrong password" not in why else "")
                if self.keys_unreadable is not None:
                    # (no key can be listed: the file is what is missing, not the visitor's
                    # key in it — "no key listed in FILE was offered" sent the operator to add
                    # a key that was there, ssh67 #6)
                    tried += (f", the keys file {self.door.config.authorized_keys} cannot be "
                              f"read: {log_text(self.keys_unreadable, 200)}; nobody is "
                              "admitted by key until it can")
                elif not self.wrong_passwords and self.weak_signature:
                    tried = (f", a key listed in {self.door.config.authorized_keys} was "
                             f"offered, refused for its signature: {self.weak_signature}, "
                             "which this door does not accept (as sshd does not): "
                             f"{signature_advice(self.weak_signature)}")
                elif not self.wrong_passwords and self.weak_certificate:
                    tried = (", a certificate of a cert-authority listed in "
                             f"{self.door.config.authorized_keys} was offered, refused for "
                             f"its authority's signature: {self.weak_certificate}, which this "
                             "door does not accept (as sshd does not): "
                             f"{signature_advice(self.weak_certificate, certificate=True)}")
                elif not self.wrong_passwords and self.certificate_refused:
                    tried = (", a certificate of a cert-authority listed in "
                             f"{self.door.config.authorized_keys} was offered, refused: "
                             f"{self.certificate_refused}")
                elif not self.wrong_passwords and self.listed_key_refused:
                    tried = (f", a key listed in {self.door.config.authorized_keys} was "
                             f"offered, refused by its options: {self.listed_key_refused}")
                elif not self.wrong_passwords and self.door.config.authorized_keys is not None:
                    tried = (", no key listed in "
                             f"{self.door.config.authorized_keys} was offered"
                             + (", nor a certificate of a cert-authority listed there"
                                if self.other_certificate else ""))
                log.info("SSH %s: login failed (%s%s)", self.who, why, tried)
            else:
                if why in ("the connection dropped", "closed by the client") \
                        and self._left_in_key_exchange():
                    why = ("the client left during the key exchange, perhaps refusing this "
                           f"door's host key {self.door.fingerprint}: a friend whose ssh "
                           "remembers another key for this address, or who declined it")
                log.info("SSH %s: closed before logging in (%s)", self.who, why)
        self._playing()

    def _left_in_key_exchange(self) -> bool:
        """Did the client go after the door's key exchange reply (which carries the host key
        and its signature) and before its own NEWKEYS answer to it? There an OpenSSH client
        checks the host key: one that remembers another key for this address ("REMOTE HOST
        IDENTIFICATION HAS CHANGED", a key made anew) or whose user declined it hangs up,
        and the log said "the connection dropped", the words for a network gone (ssh67 #3).
        asyncssh's state: the first key exchange's session id set, its keys for what the
        client sends not yet in use."""
        conn = self.conn
        return bool(getattr(conn, "_session_id", None)) \
            and getattr(conn, "_next_recv_encryption", None) is not None \
            and getattr(conn, "_recv_encryption", True) is None

    def _playing(self) -> None:
        """No longer counted among the connections with no game open."""
        if self.pending:
            self.pending = False
            self.door.pending -= 1

    def begin_auth(self, username: str) -> bool:
        self.username = username
        cfg = self.door.config
        if cfg.authorized_keys is None and cfg.password is None:
            self._logged_in()
            return False  # open: as public SSH apps do
        keys = self.door.keys_now()
        expired = self.door.authorized.expired(time.time()) \
            if self.door.authorized is not None else None
        if self.door.authorized is not None:
            self.keys_unreadable = self.door.authorized.unreadable
        if keys is not None or expired is not None:
            if keys is None:  # (every listed key expired: none admitted, each one noted)
                keys = asyncssh.import_authorized_keys("")
            self.noted = NotedKeys(keys, self._key_used, self._key_refused, expired)
            self.conn.set_authorized_keys(self.noted)
        if cfg.authorized_keys is not None and cfg.password is None:
            # (a refused key read only OpenSSH's "Permission denied (publickey)", with nothing
            # saying whom to ask, ssh38 #11; OpenSSH shows a banner before it asks anything.
            # A certificate's holder needs a new certificate, not a key added: ssh64 #3)
            certificates = keys is not None and bool(getattr(keys, "_ca_entries", None))
            with contextlib.suppress(Exception):
                self.conn.send_auth_banner(CERTIFICATES_BANNER if certificates
                                           else KEYS_ONLY_BANNER)
        return True

    def _key_used(self, fingerprint: str | None) -> None:
        self.key = fingerprint
        self.certificate = ""

    def _key_refused(self, why: str) -> None:
        self.listed_key_refused = why

    def auth_completed(self) -> None:
        if self.how is not None:  # (the password: a key only offered on the way is not theirs)
            self.key = None
            self.certificate = ""
        elif self.certificate:
            self.how = self.certificate
        elif self.key is not None:
            self.how = f"a listed key, {self.key}"
        if self.wrong_passwords:  # (a guess that got in after failures read as a friend who
            # typed it right at once; sshd logs each "Failed password", ssh67 #4)
            self.how = (f"{self.how or 'a listed key'}, after {self.wrong_passwords} wrong "
                        f"password{'s' if self.wrong_passwords != 1 else ''}")
        ignored = self._game_only()
        if ignored and self.certificate:
            self.how = f"{self.how}; its {ignored} ignored: the door runs the game only"
        self._logged_in()

    def _game_only(self) -> str:
        """A certificate's restrictions on what a session may run are let go, as a listed key's
        ``no-pty`` and ``command="…"`` are (docs/SSH.md): the door runs the game and nothing
        else whatever the visitor asks, and the game needs a terminal. asyncssh enforces a
        certificate's own — no ``permit-pty`` refuses the terminal, ``force-command`` replaces
        the shell request with that command — and the friend so certified never got the game,
        told to do what they had done (ssh64 #2). Every other permission it checks (port, agent
        and X11 forwarding) the door refuses anyway. Which were let go ("": none)."""
        options = getattr(self.conn, "_cert_options", None)
        if not isinstance(options, dict):
            return ""
        ignored = [name for name, present in (("no-pty", not options.get("permit-pty")),
                                              ("force-command", "force-command" in options))
                   if present]
        if ignored:
            relaxed = {k: v for k, v in options.items() if k != "force-command"}
            relaxed["permit-pty"] = True
            self.conn._cert_options = relaxed
        return " and ".join(ignored) + (" are" if len(ignored) > 1 else " is" if ignored
                                        else "")

    def _logged_in(self) -> None:
        if not self.logged_in:
            self.logged_in = True
            cfg = self.door.config
            how = ("no SSH login: the door is open" if cfg.authorized_keys is None
                   and cfg.password is None else self.how or "a listed key")
            log.info("SSH %s: logged in (%s)", self.who, how)

    def password_auth_supported(self) -> bool:
        return self.door.config.password is not None

    async def validate_password(self, username: str, password: str) -> bool:
        """The login password, checked as sshd checks it: at most one guess a connection per
        :data:`WRONG_PASSWORD_DELAY` seconds is compared (one sent sooner waits first, and a
        guess the client replaces while it waits — asyncssh cancels it — is never compared),
        the connection is closed at its :data:`MAX_PASSWORD_TRIES`-th wrong one, and once its
        address has given :data:`WRONG_PASSWORDS_PER_MINUTE` wrong ones within a minute any
        password from there is refused and the connection closed (asyncssh alone let one
        connection guess as fast as it could send for its whole login time, ssh31 #1; a first
        cut that counted after a delay was bypassed by guesses sent back to back,
        review31 #1). Nothing is awaited between a compare and what it counts."""
        door = self.door
        if self.wrong_passwords >= MAX_PASSWORD_TRIES:
            self._close("too many wrong passwords", WRONG_PASSWORDS_ADVICE)
            return False
        wait = self._next_guess - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        now = time.monotonic()
        if door.password_misses.full(self.peer, now):
            self._close("too many wrong passwords from this address: try again in a minute", "")
            return False
        expected = door.config.password
        if expected is not None and hmac.compare_digest(password.encode(), expected.encode()):
            self.how = "the password"
            return True
        self.wrong_passwords += 1
        door.password_misses.allow(self.peer, now)
        self._next_guess = now + WRONG_PASSWORD_DELAY
        if door.password_misses.full(self.peer, now):
            self._close("too many wrong passwords from this address: try again in a minute", "")
        elif self.wrong_passwords >= MAX_PASSWORD_TRIES:
            self._close("too many wrong passwords", WRONG_PASSWORDS_ADVICE)
        return False

    def public_key_auth_supported(self) -> bool:
        return self.door.config.authorized_keys is not None

    def session_requested(self) -> Any:
        if self.channels >= self.door.config.limits.per_connection:
            # (one connection, one or two games: not the whole server; a multiplexing client
            # opens a connection of its own then)
            log.info("SSH %s: refused a game: %d at once over one connection", self.who,
                     self.channels)
            return False
        username = self.conn.get_extra_info("username") or ""
        name = player_name(username)
        peer = self.conn.get_extra_info("peername")
        who = f"{username}@{peer[0] if peer else ''}"
        if self.key is not None:
            # (a kept seat goes back to the key that held it: another listed key typing the
            # same name from the same address took its seat, hand and owner role, ssh40 #1)
            who += f" {self.key}"
        session = GameSession(self.door.config.argv(name), name, admit=self.door.admit,
                              release=self.door.release,
                              idle_timeout=self.door.config.limits.idle_timeout,
                              kept=self.door.kept_seats, who=who,
                              door="table" if self.door.config.target is not None else "menu",
                              log_who=self.who, started=self._game_started)
        self.channels += 1
        self.games += 1
        # (the clocks go on until the shell request starts a game: a channel opened and never
        # asked for a shell held its connection for ever, uncounted, ssh58 #4)
        session.finished.add_done_callback(lambda done: self._channel_done(done, session))
        return session

    def _game_started(self) -> None:
        """A channel's game has started: the connection has a game open (no longer pending,
        no longer timed)."""
        self.playing += 1
        self._playing()
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _channel_done(self, _finished: Any, session: GameSession) -> None:
        self.channels -= 1
        if session.started:
            self.playing -= 1
        ended = session.door_ended()
        if ended is not None and self._closing is None:
            # (the client then hangs up: not "closed by the client", ssh38 #12)
            self._closing = ended
        if session.started and self.playing == 0 and self in self.door.connections:
            # (a connection kept open with no game, a multiplexing master: closed in time —
            # from its last game's end; a channel that had none leaves the clock running:
            # channels opened and closed without a shell held the connection for ever,
            # ssh59 #4)
            self._arm(self.door.config.limits.login_timeout, self._check_game)

    # the game and nothing else: every kind of forwarding is refused. A channel is refused as
    # "administratively prohibited", as sshd's ``AllowTcpForwarding no`` does: a plain False
    # reads "Connection refused", as if the forwarded port were closed (ssh34 #5). (A listening
    # request, -R, can carry no reason: OpenSSH says "remote port forwarding failed".)
    # Each refusal has a log line, as sshd logs one and as the door logs a refused sftp or
    # command: who asked, from where, and what (ssh66 #3: a friend's client asking the door
    # for 10.0.0.5:22 left only "logged in" and "disconnected" in the log). At most
    # :data:`FORWARDS_LOGGED` per connection: a client asking again and again is said once.
    def _forward_refused(self, what: str) -> None:
        self.forwards_refused += 1
        if self.forwards_refused <= FORWARDS_LOGGED:
            more = "; more refusals of forwarding over this connection are not logged" \
                if self.forwards_refused == FORWARDS_LOGGED else ""
            log.info("SSH %s: refused %s (forwarding is off: only the game runs here%s)",
                     self.who, what, more)

    def connection_requested(self, dest_host: str, dest_port: int, orig_host: str,
                             orig_port: int) -> bool:
        # (-L and -D name the originator the client gives; -W gives its own or none)
        origin = f", originator {log_text(str(orig_host), 100)}:{orig_port}" if orig_host else ""
        self._forward_refused(f"a local port forward to {log_text(str(dest_host), 100)}:"
                              f"{dest_port}{origin}")
        raise forwarding_refused()

    def server_requested(self, listen_host: str, listen_port: int) -> bool:
        self._forward_refused(f"a remote port forward listening on "
                              f"{log_text(str(listen_host), 100) or '*'}:{listen_port}")
        return False

    def unix_connection_requested(self, dest_path: str) -> bool:
        self._forward_refused(f"a forward to the Unix socket {log_text(str(dest_path), 100)}")
        raise forwarding_refused()

    def unix_server_requested(self, listen_path: str) -> bool:
        self._forward_refused(f"a remote forward from the Unix socket "
                              f"{log_text(str(listen_path), 100)}")
        return False

    def tun_requested(self, unit: int | None) -> bool:
        self._forward_refused(f"a tun tunnel, unit {'any' if unit is None else unit}")
        raise forwarding_refused()

    def tap_requested(self, unit: int | None) -> bool:
        self._forward_refused(f"a tap tunnel, unit {'any' if unit is None else unit}")
        raise forwarding_refused()


#: signature algorithms the door refuses, as OpenSSH's sshd does by default: ``ssh-rsa``, RSA
#: with SHA-1 (since OpenSSH 8.8), and ``ssh-dss``, DSA (since 7.0)
WEAK_SIGNATURES = frozenset({b"ssh-rsa", b"ssh-dss"})
#: what to do about it, in the log line of a visitor refused so
WEAK_SIGNATURE_ADVICE = ("an RSA key signs with rsa-sha2-256 from OpenSSH 7.2 on (or PuTTY "
                         "0.75); for a DSA key, make an Ed25519 one (ssh-keygen -t ed25519)")
#: what to do about a signature of another algorithm sshd does not know (Ed448, ECDSA on
#: secp256k1, ``ssh-rsa-sha256@ssh.com``...)
OTHER_SIGNATURE_ADVICE = "make an Ed25519 key (ssh-keygen -t ed25519)"
#: what to do about a certificate its RSA authority signed with SHA-1, ``ssh-rsa``
CERTIFICATE_ADVICE = ("have the authority sign it again with SHA-2 (ssh-keygen -s CA_KEY "
                      "-t rsa-sha2-512 ...; OpenSSH 8.2 and later do by default)")
#: ... and with another algorithm sshd does not accept of an authority
OTHER_CERTIFICATE_ADVICE = "have it signed by an Ed25519 authority (ssh-keygen -t ed25519)"

#: the signature algorithms OpenSSH's sshd accepts of a visitor's key by default (its
#: ``PubkeyAcceptedAlgorithms``, OpenSSH 8.8 and later, as its signatures name them: an
#: ``sk-ecdsa`` key's signature may be a WebAuthn one), in sshd's order
SSHD_SIGNATURES = (b"ssh-ed25519", b"ecdsa-sha2-nistp256", b"ecdsa-sha2-nistp384",
                   b"ecdsa-sha2-nistp521", b"sk-ssh-ed25519@openssh.com",
                   b"sk-ecdsa-sha2-nistp256@openssh.com",
                   b"webauthn-sk-ecdsa-sha2-nistp256@openssh.com", b"rsa-sha2-512",
                   b"rsa-sha2-256")
#: the signature algorithms OpenSSH's sshd accepts of a certificate's authority by default
#: (its ``CASignatureAlgorithms``, OpenSSH 8.2 and later: no ``ssh-rsa``, no WebAuthn)
SSHD_CA_SIGNATURES = (b"ssh-ed25519", b"ecdsa-sha2-nistp256", b"ecdsa-sha2-nistp384",
                      b"ecdsa-sha2-nistp521", b"sk-ssh-ed25519@openssh.com",
                      b"sk-ecdsa-sha2-nistp256@openssh.com", b"rsa-sha2-512", b"rsa-sha2-256")


def _signature_algs() -> tuple[bytes, ...]:
    """The public-key signature algorithms the door accepts: sshd's by default
    (:data:`SSHD_SIGNATURES`: Ed25519, ECDSA, security keys, RSA with SHA-2), those asyncssh
    knows — no more: asyncssh's defaults also hold Ed448, ECDSA on secp256k1 and
    ``ssh-rsa-sha*@ssh.com``, which sshd does not know (review82 #4)."""
    from asyncssh.public_key import get_default_public_key_algs

    known = set(get_default_public_key_algs())
    return tuple(alg for alg in SSHD_SIGNATURES if alg in known)


SIGNATURE_ALGS = _signature_algs()
#: the algorithms a certificate's authority may have signed it with (:data:`SSHD_CA_SIGNATURES`)
CA_SIGNATURE_ALGS = tuple(alg for alg in SSHD_CA_SIGNATURES if alg in SIGNATURE_ALGS)


def signature_advice(algorithm: str, certificate: bool = False) -> str:
    """What a visitor refused for a signature made with ``algorithm`` (a certificate's
    authority's, with ``certificate``) can do about it."""
    if certificate:
        return CERTIFICATE_ADVICE if algorithm in ("ssh-rsa", "?") else OTHER_CERTIFICATE_ADVICE
    return WEAK_SIGNATURE_ADVICE if algorithm.encode() in WEAK_SIGNATURES \
        else OTHER_SIGNATURE_ADVICE


def signature_algorithm(signature: bytes) -> bytes:
    """The algorithm an SSH signature names (its first string); ``b""`` when it names none."""
    return first_string(signature)


def certificate_signature_algorithm(key_data: bytes) -> bytes | None:
    """The algorithm the authority of the OpenSSH certificate ``key_data`` signed it with (the
    last string of the certificate: ``..., string signature key, string signature``); None
    when ``key_data`` is no OpenSSH certificate (a plain key), ``b""`` when its signature
    cannot be found (refused then)."""
    if not first_string(key_data).endswith(b"-cert-v01@openssh.com"):
        return None
    from asyncssh.public_key import decode_ssh_certificate

    try:
        cert = decode_ssh_certificate(key_data)  # (as asyncssh reads it: signature verified)
    except (asyncssh.KeyImportError, ValueError):
        return b""
    authority = getattr(getattr(cert, "signing_key", None), "public_data", None)
    if not isinstance(authority, bytes):
        return b""
    named = len(authority).to_bytes(4, "big") + authority
    at = key_data.rfind(named)
    signature = key_data[at + len(named):] if at > 0 else b""
    if len(signature) < 4 or int.from_bytes(signature[:4], "big") != len(signature) - 4:
        return b""
    return first_string(signature[4:])


def host_key_pair(key: Any) -> Any:
    """The door's host ``key`` as asyncssh's key pair, offered with no algorithm of
    :data:`WEAK_SIGNATURES`: an RSA host key (one put in the key folder instead of the
    Ed25519 key the door makes) signs with ``rsa-sha2-256``/``-512`` only, as sshd's; a DSA
    one with none (the door does not start with it)."""
    pair = asyncssh.load_keypairs([key])[0]
    pair.host_key_algorithms = [alg for alg in pair.host_key_algorithms
                                if alg not in WEAK_SIGNATURES]
    return pair


def _certificate_invalid(why: str, cert: Any, username: str, named: str) -> str:
    """asyncssh's reason ``why`` a certificate is not valid for ``username`` (its
    ``ValueError``), for the log: what is wrong, in sshd's words, and when."""
    from datetime import UTC, datetime

    def when(stamp: Any) -> str:
        try:
            return datetime.fromtimestamp(int(stamp), UTC).strftime("%Y-%m-%d %H:%M UTC")
        except (TypeError, ValueError, OverflowError, OSError):
            return "?"

    if "expired" in why:
        return f"it expired at {when(getattr(cert, '_valid_before', None))}"
    if "not yet valid" in why:
        return f"it is not valid before {when(getattr(cert, '_valid_after', None))}"
    if "principal" in why:
        return (f'the login "{log_user(username, 32)}" is not among its principals '
                f"({named})")
    if "type" in why:
        return "it is a host certificate, not a user certificate"
    return log_text(why) or "it is not valid"


class NotedKeys:
    """asyncssh's authorized keys (``SSHAuthorizedKeys``), noting the fingerprint of each key
    a check admits: asyncssh checks the key again as it verifies the visitor's signature, so
    the last one noted before the login completes is the key the visitor logged in with."""

    def __init__(self, keys: Any, note: Callable[[str | None], None],
                 refused: Callable[[str], None] | None = None, expired: Any = None) -> None:
        self._keys = keys
        self._note = note
        #: told, with which option, when a listed key is refused by its options
        self._refused = refused
        #: the keys listed but expired (asyncssh's keys without them: review42 #6)
        self._expired = expired

    def __bool__(self) -> bool:
        return bool(self._keys)

    def validate(self, key: Any, client_host: str, client_addr: str,
                 cert_principals: Any = None, ca: bool = False) -> Any:
        options = self._keys.validate(key, client_host, client_addr, cert_principals, ca)
        if options is None and not ca and self._refused is not None:
            # (listed, but its options refuse it — from="…" not this address, expiry-time
            # past —: the log said no listed key was offered, and the host looked in the
            # wrong place, ssh41 #4; which option, ssh43 #6)
            why = _refusing_option(key, self._keys, self._expired)
            if why:
                self._refused(why)
        if options is not None:
            # (a certificate's check names its authority, not the visitor: noted as no key
            # here, or it took on a listed key it had only offered, and that key's seat,
            # review40 #5; the key it certifies is noted once its signature is verified,
            # :meth:`_Front._certificate_used`)
            fingerprint: str | None = None
            if not ca:
                with contextlib.suppress(Exception):
                    fingerprint = str(key.get_fingerprint())
            self._note(fingerprint)
        return options

    def validate_x509(self, cert: Any, client_host: str, client_addr: str) -> Any:
        found = self._keys.validate_x509(cert, client_host, client_addr)
        self._note(None)
        return found


def _refusing_option(key: Any, keys: Any, expired: Any) -> str:
    """Why the listed ``key`` was refused, in the words of its ``authorized_keys`` line:
    "expiry-time (past)", "from= (not this address)", else "its options"; "" when the key is
    not listed at all."""
    if any(getattr(entry, "key", None) == key for entry in getattr(expired, "_user_entries", ())):
        return "expiry-time (past)"
    entries = [entry for entry in getattr(keys, "_user_entries", ())
               if getattr(entry, "key", None) == key]
    if not entries:
        return ""
    if any("from" in (getattr(entry, "options", None) or {}) for entry in entries):
        return "from= (not this address)"
    return "its options"


#: what a visitor closed for wrong passwords reads after why ("Connect again to play" read oddly
#: after failed logins, ssh34 #8)
WRONG_PASSWORDS_ADVICE = "Ask whoever gave you this ssh command for the password, then connect again."


#: the refused forwarding requests of one connection given a log line each (the rest are not)
FORWARDS_LOGGED = 8


def forwarding_refused() -> asyncssh.ChannelOpenError:
    """The refusal of a forwarded channel (-L, -D, a tunnel) at the game's door."""
    return asyncssh.ChannelOpenError(asyncssh.OPEN_ADMINISTRATIVELY_PROHIBITED,
                                     "Forwarding is off: this server runs the unotui game only")


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
        #: wrong login passwords by address (:data:`WRONG_PASSWORDS_PER_MINUTE`)
        self.password_misses = RateLimiter(WRONG_PASSWORDS_PER_MINUTE)
        self._refusals_logged = RateLimiter(1)
        self.lingering = 0  #: refused connections still being told why
        #: the ``authorized_keys`` file's keys, read again when it changes (None: no file)
        self.authorized: AuthorizedKeys | None = None
        self.fingerprint = ""
        self.key_created = False
        self.address: tuple[str, int] | None = None
        self._server: Any = None

    async def start(self) -> tuple[str, int]:
        """Load (or make) the host key and listen; return the ``(bind, port)`` listened on.
        Raises :class:`DoorError` with a one-line reason."""
        from .hostkey import HostKeyError, fingerprint, load_or_create

        self.config.limits.check()
        log_to_stderr()
        try:
            key, self.key_created = load_or_create(self.config.key_dir)
        except HostKeyError as exc:
            raise DoorError(str(exc)) from None
        self.fingerprint = fingerprint(key)
        pair = host_key_pair(key)
        if not pair.host_key_algorithms:
            from .hostkey import KEY_FILE, key_dir

            where = (self.config.key_dir or key_dir()) / KEY_FILE
            raise DoorError(f"the SSH host key {where} is a {key.get_algorithm()} key, which "
                            "OpenSSH's ssh refuses: delete it to make a new key (returning "
                            "players' ssh will then warn that the key changed)")
        if self.config.authorized_keys is not None:
            from .keyfile import AuthorizedKeys

            self.authorized = AuthorizedKeys(self.config.authorized_keys)
            self.authorized.read()
            if not self.authorized.admitted(time.time()):
                why = "; ".join(self.authorized.warnings) or "it holds no key"
                raise DoorError(f"no key in {self.config.authorized_keys} can be admitted: "
                                f"{why}")
        limits = self.config.limits
        try:
            self._server = await asyncssh.create_server(
                lambda: _Front(self), self.config.bind, self.config.port,
                server_host_keys=[pair], encoding=None, line_editor=False,
                # (told to the client, server-sig-algs: an RSA key signs with SHA-2 then)
                signature_algs=[alg.decode("ascii") for alg in SIGNATURE_ALGS],
                agent_forwarding=False, x11_forwarding=False, allow_pty=True,
                login_timeout=limits.login_timeout + 1.0,  # (_Front's own timers say why)
                # (a client that stopped answering, a laptop put to sleep, goes within 45 to
                # 60 s: until then its game holds its seat and, with no turn timer, the match
                # waits for it; ssh31 #3 saw 2 min 20 s at 30 s x 4)
                keepalive_interval=15, keepalive_count_max=3,
                server_version="unotui",
            )
        except OSError as exc:
            # (the OS's own text said the address twice and ran off the form's line, ssh38 #6)
            import errno
            import os

            reason = ("the port is in use" if exc.errno == errno.EADDRINUSE
                      else os.strerror(exc.errno) if exc.errno else str(exc))
            raise DoorError(f"cannot listen on {self.config.bind}:{self.config.port}: "
                            f"{reason}") from None
        sockets = self._server.sockets
        bound = sockets[0].getsockname() if sockets else (self.config.bind, self.config.port)
        self.address = (str(bound[0]), int(bound[1]))
        # (no await since listening: no session can start before the kept seats are in)
        from .session import sessions_dir

        # the seats a door on this port kept when it stopped, and those of the sessions a door
        # killed with its table left behind: theirs again (docs/SSH.md); only this port's
        # (another table's door, killed, gives its own back when started again: ssh63)
        self.kept_seats.port = self.address[1]
        self.kept_seats.load(sessions_dir() / f"door-{self.address[1]}.json")
        self.kept_seats.recover(sessions_dir())
        # (the log kept over days says when the door was (re)started, where, with which host
        # key and for whom: this was said on standard output only, without a time, ssh67 #5)
        log.info("SSH door: open on %s (host key %s%s; access: %s; players go to %s)",
                 self._where(), self.fingerprint,
                 ", made now" if self.key_created else "",
                 access_said(self.config.authorized_keys, self.config.password),
                 f"the table at {self.config.target}" if self.config.target is not None
                 else "the main menu")
        return self.address

    def keys_now(self) -> Any:
        """The keys admitted for a login starting now (asyncssh's ``SSHAuthorizedKeys``;
        ``None``: no key file, or no key in it admitted now): the file is read again when it
        changed since the last login, and what it skips is logged then."""
        if self.authorized is None:
            return None
        if self.authorized.read():
            path = self.config.authorized_keys
            if self.authorized.unreadable is None:  # (a file gone was "read again: 0 keys
                # admitted", ssh67 #6: its warning says it cannot be read)
                log.info("SSH keys: %s read again: %d key%s admitted", path,
                         len(self.authorized.lines),
                         "" if len(self.authorized.lines) == 1 else "s")
            for warning in self.authorized.warnings:
                log.info("SSH keys: %s %s", path, log_text(warning, 200))
        return self.authorized.current(time.time())

    def accept_connection(self, front: _Front) -> str | None:
        """Whether a new TCP connection may start its handshake (the per-address rate and the
        cap on connections with no game open yet): None, else the reason the client is told
        (:data:`RATE_MESSAGE`, :data:`BUSY_MESSAGE`)."""
        limits = self.config.limits
        now = time.monotonic()
        if self.pending >= limits.max_pending:
            reason, why = BUSY_MESSAGE, f"{limits.max_pending} connections are logging in"
        elif not self.rate.allow(front.peer, now):
            reason = RATE_MESSAGE
            why = f"more than {limits.per_address_per_minute} new connections in a minute"
        else:
            self.pending += 1
            return None
        self.refused += 1
        # (one line per address and minute: a flood of refusals is not a flood of lines)
        if self._refusals_logged.allow(front.peer, now):
            log.info("SSH %s: refused (%s; more refusals of it this minute are not logged)",
                     front.peer, why)
        return reason

    def admit(self, session: GameSession) -> bool:
        """Give ``session`` a place among the games running, if there is one. The sessions of
        its visitor (:attr:`GameSession.who`) that are ending leave theirs to it: it starts
        only once they have ended (:meth:`GameSession.session_started`), so the games running
        stay within the cap — a visitor whose connection dropped and who came straight back to
        a full door was told it was full, their own session ending holding the place
        (ssh58 #1).

        Each ending session's place is counted once: a visitor's ending sessions are paired with
        their new ones waiting for them (:attr:`GameSession.waiting`, and ``session`` itself),
        a pair holding one place — two visitors dropped together and back at once both sit
        down again, the first one's new session no longer counted beside the ending one it
        replaces (ssh59 #1)."""
        ending: dict[str, int] = {}
        waiting: dict[str, int] = {session.who: 1}
        for other in self.sessions:
            if other.ending:
                ending[other.who] = ending.get(other.who, 0) + 1
            elif other.waiting:
                waiting[other.who] = waiting.get(other.who, 0) + 1
        paired = sum(min(count, waiting.get(who, 0)) for who, count in ending.items())
        if len(self.sessions) + 1 - paired > self.config.limits.max_sessions:
            return False
        self.sessions.add(session)
        return True

    def release(self, session: GameSession) -> None:
        self.sessions.discard(session)

    async def close(self, words: str | Callable[[], str] | None = None) -> None:
        """Stop listening, end every session (its process reaped, its player's terminal restored
        with a goodbye in their language: :class:`~unotui.ssh.session.Farewell` of ``words``,
        the table's closing words when the caller knows them), then every connection.

        The sessions end side by side, each given as long as one (a visitor whose laptop sleeps
        does not make the others wait: one after another, four sleeping visitors held the door
        12 s, ssh53 #2). The listening socket's ``wait_closed`` comes last and bounded: from
        Python 3.12.1 it waits for every connection accepted, and awaited before the sessions
        ended it waited for ever on the door itself (ssh53 #1)."""
        server, self._server = self._server, None
        if server is not None:
            server.close()  # (no new visitors from here)
            log.info("SSH door: closing on %s (%d game%s running, %d connection%s)",
                     self._where(), len(self.sessions), "" if len(self.sessions) == 1 else "s",
                     len(self.connections), "" if len(self.connections) == 1 else "s")
        sessions = list(self.sessions)
        for front in list(self.connections):  # (before their sessions end: then they hang up)
            front._closing = "the door is closing"
        farewell = Farewell("closing", words or "")
        # (the tables hosted in these sessions close with them: no seat there is kept, ssh54 #2;
        # read before any ends, while each still holds its journal)
        tables = [table for session in sessions if session.settings_dir is not None
                  and (table := door_table(session.settings_dir)) is not None]
        self.kept_seats.drop_at(tables)  # (those of sessions already ended too: review69 #6)
        for session in sessions:  # each player's terminal is put back, with a goodbye
            session.close(farewell, tables)

        async def ended(session: GameSession) -> None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(session.finished), 10.0)
            with contextlib.suppress(Exception):  # the goodbye is delivered before the hang-up
                await asyncio.wait_for(session.chan.wait_closed(), 3.0)

        await asyncio.gather(*(ended(session) for session in sessions))
        for front in list(self.connections):  # (those left, games or not: told why)
            front.door_closing()
        if server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(server.wait_closed(), 2.0)
            log.info("SSH door: closed on %s", self._where())

    def _where(self) -> str:
        """``ADDRESS:PORT`` the door listens (or listened) on, for its log lines."""
        bind, port = self.address or (self.config.bind, self.config.port)
        return f"[{bind}]:{port}" if ":" in bind else f"{bind}:{port}"


#: what a visitor of a door that admits listed keys only reads as they connect
KEYS_ONLY_BANNER = ("unotui: this door admits only the SSH keys its host listed. Refused? Send "
                    "the host your public key (the .pub file in ~/.ssh) to add.\n")
#: ... and of one whose listed keys hold a ``cert-authority``: a friend refused with a
#: certificate needs a new certificate, not a key added (ssh64 #3)
CERTIFICATES_BANNER = ("unotui: this door admits only the SSH keys its host listed and "
                       "certificates of the authorities listed. Refused? Send the host your "
                       "public key (the .pub file in ~/.ssh) to add, or, if you log in with a "
                       "certificate, ask its authority for a new one.\n")


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
        #: the goodbye's closing words, or what writes them in a visitor's language (:meth:`stop`)
        self._words: str | Callable[[], str] | None = None

    @property
    def visitors(self) -> int:
        """How many visitors the door serves now (each an SSH session)."""
        return len(self.door.sessions)

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
            await self.door.close(self._words)

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

    def stop(self, words: str | Callable[[], str] | None = None) -> None:
        """Close the door (``words``: the table's closing words for every session's goodbye,
        see :meth:`FrontDoor.close`) and join its thread."""
        self._words = words
        if self._loop is not None and self._stop is not None and self._thread.is_alive():
            with contextlib.suppress(RuntimeError):
                self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(15.0)

    def stop_soon(self) -> None:
        """Close the door from a thread of its own and return at once: for a caller that may be
        cancelled while it closes (a worker given up). Awaiting :meth:`stop` in the loop's
        executor is not that: a second cancellation there takes back a stop not yet begun, and
        the door stayed open with nothing to close it (CI, stop 44)."""
        import threading

        threading.Thread(target=self.stop, name="unotui-ssh-stop", daemon=True).start()
