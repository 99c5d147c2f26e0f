"""Bots' thinking off the event loop: a small worker-process pool, the bot levels, and fallbacks.

A bot (:mod:`core.bots`) is a picklable plain object whose only entry is ``act(view)``. A table
runs the cheap bots (``easy``, ``normal`` and the old ``basic`` / ``random``) inline: they decide
in well under a millisecond. A *thinking* bot (``hard``, see :data:`THINKERS`) searches for up to
its ``think`` budget, so it runs in a worker process instead: :meth:`BotPool.act` sends the
pickled bot and its view, the worker calls ``act`` and sends back ``(action, bot)``, and the table
swaps the returned bot in, so what the bot remembers of earlier views carries over exactly as if
it had run inline. The same seed therefore gives the same moves, pooled or not.

Contracts of :meth:`BotPool.act`:

* It never blocks the event loop, and it returns within ``budget + margin`` seconds (plus the
  pool's start the first time, see :meth:`BotPool.warm`): a worker that takes longer is stopped
  (the pool is restarted) and :class:`BotFailed` is raised.
* A worker that dies (a crash, killed by the system) or a bot that raises gives
  :class:`BotFailed`; the pool starts afresh for the next call. The caller plays a normal bot's
  move instead (:class:`FallbackBots`), so a game is never lost to a crash; each kind of failure
  is logged once per pool, not once per move.
* Nothing is started until a thinking bot needs it: no processes at all at a table without one.

One pool serves every table of the process (:func:`shared_pool`), two workers at most: a table
asks one bot at a time, and the machine running a host is not a server farm. (So a restart after
a stuck or dead worker also drops the thoughts of other tables in flight: each of them plays a
normal move for that turn.) The workers run at a lower priority (:data:`WORKER_NICENESS`) and are
started with ``forkserver`` (``spawn`` where there is none), never by forking the host's loop.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import logging
import os
import signal
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from core.actions import Action
from core.bots import DEFAULT_THINK as BOT_DEFAULT_THINK
from core.bots import LEVELS as BOT_LEVELS
from core.bots import Bot, make_bot

if TYPE_CHECKING:  # (imported when a pool starts: a table without thinking bots never pays)
    from concurrent.futures import Future, ProcessPoolExecutor

log = logging.getLogger(__name__)

#: The levels a player chooses from, weakest first.
LEVELS: tuple[str, ...] = tuple(BOT_LEVELS)
#: Older names, still accepted everywhere (on the wire, in journals, on the command line).
OLD_NAMES: tuple[str, ...] = ("basic", "random")
#: Kinds whose ``act`` may search for its whole budget: they run in the worker pool.
THINKERS: frozenset[str] = frozenset({"hard"})
#: The level of a bot that plays the seat of a player who is away or left.
TAKEOVER_LEVEL = "normal"
#: A thinking bot's budget when the table does not set one (seconds).
DEFAULT_THINK: float = BOT_DEFAULT_THINK
#: How much longer than its budget a table waits for a thinking bot (pickling, a busy machine).
MARGIN = 1.0
#: The longest budget a table accepts (seconds).
MAX_THINK = 10.0
#: Workers in the pool.
WORKERS = 2
#: How much lower than the table's process the workers run (``os.nice``): thinking may wait,
#: answering players may not.
WORKER_NICENESS = 10


class BotFailed(Exception):
    """A pooled bot gave no answer: its worker crashed, it raised, or it ran out of time."""


def kinds() -> tuple[str, ...]:
    """Every bot kind a table accepts: the levels, then the older names. (``core.bots`` has a
    few more, baselines for benchmarks, that a table does not seat.)"""
    return LEVELS + OLD_NAMES


def known(kind: str) -> bool:
    """Whether ``kind`` names a bot a table can seat."""
    return kind in kinds()


def takeover_kind() -> str:
    """The kind of the bot that plays for an absent player: :data:`TAKEOVER_LEVEL`."""
    return TAKEOVER_LEVEL


def new_bot(kind: str, seed: int | str = 0, think: float | None = None) -> Bot:
    """A bot of ``kind`` (a name of :func:`kinds`) with ``seed``; ``think`` is the thinking
    budget in seconds for the levels that search (``None``: their default). Raises
    ``ValueError`` for an unknown kind."""
    if not known(kind):
        raise ValueError(f"unknown bot {kind!r}; bots: {', '.join(kinds())}")
    return make_bot(kind, seed, think=think)


def thinks(kind: str | None) -> bool:
    """Whether bots of ``kind`` run in the worker pool."""
    return kind in THINKERS


def check_think(value: float | None) -> float | None:
    """``value`` as a thinking budget, or ``ValueError`` with the reason."""
    if value is None:
        return None
    if not 0.0 <= value <= MAX_THINK:  # 0: a hard bot decides without searching
        raise ValueError(f"the thinking time must be 0 to {MAX_THINK:g} seconds")
    return float(value)


# ---------------------------------------------------------------------- in the worker
def _think(bot: Bot, view: dict[str, Any]) -> tuple[Action | None, Bot]:
    """Run in a worker process: the bot's answer and the bot as it is after answering."""
    return bot.act(view), bot


def _ready() -> int:
    """Run in a worker: proves it is up."""
    return 1


def _worker_start(table: int | None = None) -> None:
    """Each worker starts here: it ignores Ctrl-C (:func:`ignore_interrupt`), it yields the
    processor to the table's own process (which must answer players at once) by running at a
    lower priority, and it ends itself when the table's process (``table``, its id) is gone
    (:func:`end_with_parent`)."""
    ignore_interrupt()
    with contextlib.suppress(OSError, AttributeError):
        os.nice(WORKER_NICENESS)
    if table is not None:
        end_with_parent(table)


def ignore_interrupt() -> None:
    """Make this worker (a table's, or ``unotui simulate``'s) ignore ``SIGINT``. A terminal's
    Ctrl-C signals its whole foreground process group, the workers too: each printed a
    ``KeyboardInterrupt`` traceback into the operator's terminal (ssh49 #3). The table's
    process owns the interrupt and stops the workers itself (:meth:`BotPool.shutdown`, at
    exit); ``SIGTERM`` still ends them."""
    with contextlib.suppress(ValueError, OSError):  # (not the main thread: nothing to do)
        signal.signal(signal.SIGINT, signal.SIG_IGN)


#: how often (seconds) a worker looks whether the table's process is still there
TABLE_CHECK = 1.0


def _gone(pid: int) -> bool:
    """Has process ``pid`` ended (a zombie not yet reaped counts as ended)?"""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # (it exists, under another user: not ours, but there)
        return False
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
            return stat.read().rpartition(") ")[2][:1] == "Z"
    except OSError:  # (no /proc: the signal test alone)
        return False


def end_with_parent(table: int) -> None:
    """End this worker once the table's process (``table``: any parent's id, ``unotui
    simulate``'s too) is gone. A table killed with ``kill -9`` (or a
    crash) never shuts its pool down, and the pool's processes keep one another alive (the
    forkserver lives while its workers hold its pipe, the workers wait on a queue whose other
    end they hold): a play-tester found them 38 minutes later. A daemon thread looks every
    :data:`TABLE_CHECK` seconds and ends the process once the table is gone."""
    import threading
    import time

    def watch() -> None:
        while True:
            time.sleep(TABLE_CHECK)
            if _gone(table):
                os._exit(0)

    threading.Thread(target=watch, name="unotui-table-watch", daemon=True).start()


@contextlib.contextmanager
def _real_stderr() -> Iterator[None]:
    """Starting processes needs a standard error with a file descriptor; a full-screen app (or a
    test) may have replaced ``sys.stderr`` with an object that has none: lend the real one."""
    try:
        usable = sys.stderr is not None and sys.stderr.fileno() >= 0
    except (AttributeError, OSError, ValueError):
        usable = False
    if usable or sys.__stderr__ is None:
        yield
        return
    saved = sys.stderr
    sys.stderr = sys.__stderr__
    try:
        yield
    finally:
        sys.stderr = saved


#: what the resource tracker is started with (a ``-W`` option): no warning of its own
TRACKER_WARNINGS = "ignore::UserWarning:multiprocessing.resource_tracker"


def _quiet_resource_tracker() -> None:
    """Start multiprocessing's resource tracker (before the pool does) with its warnings off.

    The pool's queues hold named semaphores, which the tracker — a process of its own, writing
    to the host's terminal — removes when the host is gone without removing them: a host
    killed with ``kill -9`` (or a crash) had it print, over the player's shell prompt, Python's
    "resource_tracker: There appear to be 5 leaked semaphore objects to clean up at shutdown"
    UserWarning and its source line (newbie65 #3). It still removes them; it only says nothing.
    The tracker takes its ``-W`` options from ``sys.warnoptions`` as it starts: ours is lent
    to it for that moment only."""
    try:
        from multiprocessing import resource_tracker
    except ImportError:  # (a platform without it: nothing to quiet)
        return
    with contextlib.suppress(Exception):  # (a tracker that cannot start: the pool says so)
        options = sys.warnoptions
        added = TRACKER_WARNINGS not in options
        if added:
            options.append(TRACKER_WARNINGS)
        try:
            resource_tracker.ensure_running()
        finally:
            if added:
                with contextlib.suppress(ValueError):
                    options.remove(TRACKER_WARNINGS)


def _retrieve(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


# ---------------------------------------------------------------------- the pool
class BotPool:
    """A lazily started pool of :data:`WORKERS` processes that run thinking bots (see the module
    docstring for the contract)."""

    def __init__(self, workers: int = WORKERS, margin: float = MARGIN) -> None:
        self.workers = workers
        self.margin = margin
        self._executor: ProcessPoolExecutor | None = None
        self._warming: asyncio.Future[Any] | None = None
        self._logged: set[str] = set()
        self.failures = 0  #: answers that never came (crash, error, timeout), for tests and logs
        self.starts = 0  #: how many times the worker processes were started

    @property
    def running(self) -> bool:
        return self._executor is not None

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            methods = multiprocessing.get_all_start_methods()
            # forkserver: workers come from a clean process, never a fork of a loop with threads
            method = "forkserver" if "forkserver" in methods else "spawn"
            ctx = multiprocessing.get_context(method)
            if method == "forkserver":
                ctx.set_forkserver_preload(["core.bots", "core.game", "core.view"])
            with _real_stderr():
                _quiet_resource_tracker()
                self._executor = ProcessPoolExecutor(self.workers, mp_context=ctx,
                                                     initializer=_worker_start,
                                                     initargs=(os.getpid(),))
            self.starts += 1
            self._warming = None
        return self._executor

    def _submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        with _real_stderr():  # the first submits start the worker processes
            return self._pool().submit(fn, *args)

    def warm(self) -> None:
        """Start the workers now (e.g. when a thinking bot sits down), so the first move does
        not wait for them. Call from the event loop; returns at once."""
        with contextlib.suppress(Exception):
            self._warm_future()

    def _warm_future(self) -> asyncio.Future[Any]:
        if self._warming is None or (self._warming.done() and self._warming.exception()):
            futures = [asyncio.wrap_future(self._submit(_ready)) for _ in range(self.workers)]
            for started in futures:  # (each may fail alone once nobody waits: no news either)
                started.add_done_callback(_retrieve)
            warming = asyncio.ensure_future(asyncio.gather(*futures))
            warming.add_done_callback(_retrieve)  # a pool stopped while starting is no news
            self._warming = warming
        return self._warming

    async def act(self, bot: Bot, view: dict[str, Any], budget: float) -> tuple[Action | None, Bot]:
        """``bot.act(view)`` in a worker: the answer and the bot after it. Raises
        :class:`BotFailed` (see the module docstring); cancelling the caller (a table closing)
        leaves the worker to finish on its own and drops its answer."""
        from concurrent.futures import BrokenExecutor
        try:
            # the first start of the workers is not the bot's time (bounded on its own)
            await asyncio.wait_for(asyncio.shield(self._warm_future()), 30.0)
            future: Future[tuple[Action | None, Bot]] = self._submit(_think, bot, view)
        except Exception as exc:  # e.g. no processes allowed here, or no file descriptors left
            self._failed("start", f"the bot workers could not start: {exc!r}")
            raise BotFailed("no worker") from None
        waiting = asyncio.wrap_future(future)
        # (an answer nobody waits for any more — its table gone with its event loop — that
        # ends in the pool's breaking at exit is no news: it was logged "never retrieved")
        waiting.add_done_callback(_retrieve)
        try:
            return await asyncio.wait_for(waiting, budget + self.margin)
        except TimeoutError:
            self._failed("timeout", f"a bot thought longer than {budget + self.margin:g} s; "
                                    "its worker was stopped")
            raise BotFailed("timeout") from None
        except BrokenExecutor:
            self._failed("crash", "a bot worker died; the bots start afresh")
            raise BotFailed("crash") from None
        except asyncio.CancelledError:
            future.cancel()
            raise
        except Exception as exc:  # the bot raised (or its answer would not pickle)
            self._log_once("error", f"a bot failed to think: {exc!r}")
            self.failures += 1
            raise BotFailed("error") from exc

    def _failed(self, what: str, message: str) -> None:
        self.failures += 1
        self._log_once(what, message)
        self.shutdown()

    def _log_once(self, what: str, message: str) -> None:
        if what not in self._logged:
            self._logged.add(what)
            log.warning("%s", message)

    def shutdown(self) -> None:
        """Stop the workers at once (a busy one too); the next call starts new ones."""
        executor, self._executor = self._executor, None
        self._warming = None
        if executor is None:
            return
        end_executor(executor)
        _retired.append(executor)


def end_executor(executor: Any) -> list[Any]:
    """Stop a process pool at once, without waiting for what its workers are doing: nothing new
    starts, and each worker, a busy one too, is terminated (a table's pool, and ``unotui
    simulate``'s on a stop signal, cli51 #3). Returns the worker processes (to join, if the
    caller waits for them)."""
    processes = list((getattr(executor, "_processes", None) or {}).values())
    with contextlib.suppress(Exception):
        executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        with contextlib.suppress(Exception):
            process.terminate()
    return processes


#: Executors stopped without waiting (a table never blocks on them); joined once at exit, so their
#: manager threads never outlive the interpreter's modules (which made Python print "Exception
#: ignored in ... weakref_cb" at exit).
_retired: list[Any] = []


@atexit.register
def _join_retired() -> None:
    shutdown_shared()
    while _retired:
        with contextlib.suppress(Exception):
            _retired.pop().shutdown(wait=True)


_shared: BotPool | None = None


def shared_pool() -> BotPool:
    """The process's one :class:`BotPool` (created on first use, started later still)."""
    global _shared
    if _shared is None:
        _shared = BotPool()
    return _shared


def shutdown_shared() -> None:
    """Stop the shared pool's workers, if any ran (at the end of a program or a test)."""
    if _shared is not None:
        _shared.shutdown()


class FallbackBots:
    """Per seat, the normal bot that moves when a seat's own bot could not answer. Created on
    first need, seeded from the seat, so a seeded table stays reproducible."""

    def __init__(self, seed: Callable[[str], int | str]) -> None:
        self._seed = seed
        self._bots: dict[int, Bot] = {}

    def act(self, seat: int, view: dict[str, Any]) -> Action | None:
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = new_bot(TAKEOVER_LEVEL, self._seed(f"fallback:{seat}"))
        return bot.act(view)
