"""Limits of the SSH front door, kept apart from the sessions they protect.

* :class:`Limits` — the numbers: sessions at most, idle timeout, new connections per address per
  minute, seconds a client has to start the SSH handshake and to log in and open its game,
  connections not playing yet (logging in, or logged in without a game) at most, games per
  connection (SSH can open several session channels on one connection).
* :class:`RateLimiter` — "at most N new connections per address in any 60 s": a sliding window
  per address, with the clock passed in (so tests need no sleeping).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The front door's limits. ``idle_timeout`` 0 means never."""

    max_sessions: int = 32  #: games running at once (one process each)
    idle_timeout: float = 30 * 60.0  #: seconds without a key press before a session is closed
    per_address_per_minute: int = 20  #: new connections one address may open in any 60 s
    #: seconds from connecting until the client has sent its SSH version and started the key
    #: exchange (a connection that says nothing holds its place no longer: the slow-loris
    #: defence)
    handshake_timeout: float = 20.0
    #: seconds from connecting until logged in and playing (the key exchange started, the
    #: player may be comparing the host key or typing a password: OpenSSH's LoginGraceTime);
    #: and how long a logged-in connection may go on without a game open (``ssh -N``)
    login_timeout: float = 120.0
    #: connections at once that have no game open yet (in their handshake or login, or logged in
    #: without opening a game)
    max_pending: int = 64
    per_connection: int = 2  #: games one SSH connection may run at once (its channels)

    def check(self) -> None:
        """Raise ``ValueError`` with a one-line reason when a number makes no sense."""
        import math

        if not all(math.isfinite(x) for x in (self.idle_timeout, self.handshake_timeout,
                                                self.login_timeout)):
            raise ValueError("--idle-timeout must be a number of minutes")
        if self.max_sessions < 1:
            raise ValueError("--max-sessions must be at least 1")
        if self.idle_timeout < 0:
            raise ValueError("--idle-timeout must not be negative")
        if self.per_address_per_minute < 1:
            raise ValueError("--per-minute must be at least 1")
        if self.login_timeout <= 0 or self.handshake_timeout <= 0 or self.max_pending < 1 \
                or self.per_connection < 1:
            raise ValueError("the login limits must be positive")


class RateLimiter:
    """At most ``limit`` events per key within any ``window`` seconds (a sliding window)."""

    def __init__(self, limit: int, window: float = 60.0) -> None:
        self.limit = limit
        self.window = window
        self._seen: dict[str, deque[float]] = {}

    def full(self, key: str, now: float) -> bool:
        """Whether an event for ``key`` at ``now`` would be refused (nothing is recorded)."""
        times = self._seen.get(key)
        if not times:
            return False
        return sum(1 for t in times if t > now - self.window) >= self.limit

    def allow(self, key: str, now: float) -> bool:
        """Record an event for ``key`` at ``now`` and say whether it is within the limit (a
        refused event is not recorded, so a client that keeps knocking is let in again once its
        older connections leave the window)."""
        times = self._seen.setdefault(key, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        if len(times) >= self.limit:
            return False
        times.append(now)
        if len(self._seen) > 4096:  # forget addresses whose window is empty
            for stale in [k for k, t in self._seen.items() if not t or t[-1] <= now - self.window]:
                del self._seen[stale]
        return True
