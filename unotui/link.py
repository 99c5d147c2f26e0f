"""The UI's connection to a table: a small interface the screens use, whatever is behind it.

A :class:`TableLink` is what the table screen talks to: ``seat`` (the viewer's seat), ``names``
(one per seat), ``act(action)`` with a wire action dict, ``chat(text)``, ``next_round()``,
``leave()``, ``close()`` and ``messages()``, an async iterator of decoded protocol messages
(dicts with a ``"t"`` key: ``welcome``, ``lobby``, ``view`` {view}, ``error`` {code, message},
``chat`` {from, seat, text}, ``round_end``, ``match_end``, ``_connection`` {state}).

:class:`ClientLink` adapts :mod:`net`'s client (network and in-memory alike), so ``unotui play``
runs through exactly the same code path as a network game. :func:`open_local_table` opens a
local game against bots through ``net.local``: the match is dealt at once (so the table screen's
first frame already shows the hand), but its bots are held until the table screen calls the
link's optional ``table_shown()`` after its first frame, so no bot moves before the player has
seen the table.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Sequence
from typing import Any, Protocol, runtime_checkable

#: Fixed bot names (seat order), so a seeded game always looks the same.
BOT_NAMES: tuple[str, ...] = ("Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy")


#: the closes :func:`finish_soon` started, kept until done (a task nobody holds may be collected)
_CLOSING: set[asyncio.Task[None]] = set()


def finish_soon(closing: Awaitable[Any]) -> asyncio.Task[None]:
    """Run ``closing`` (a connection's or a table's close) in a task of its own, never raising:
    for a caller being cancelled, whose own awaits a second cancellation may take back. The
    task is returned, for a caller that waits for it (``asyncio.shield`` it)."""

    async def close() -> None:
        with contextlib.suppress(Exception):
            await closing

    task = asyncio.ensure_future(close())
    _CLOSING.add(task)
    task.add_done_callback(_CLOSING.discard)
    return task


class TableCloser:
    """Closes a table this app hosts (if any), then this app's connection to it — in that
    order: the other way round its guests first read that the host lost the connection, then
    that the table closed. Once, however often asked, and never raising: a close asked again
    waits for the first, and a caller cancelled while it waits is cancelled alone. A close taken
    back half-way (a worker cancelled during the LAN goodbye, then its screen's unmount closing
    again) had left the table listening and its journal open (review58 #4)."""

    def __init__(self) -> None:
        self._task: asyncio.Task[None] | None = None

    async def close(self, host: Any, client: Any) -> None:
        """Close ``host`` (its ``stop``, ``close`` or ``aclose``), then ``client``, once."""
        if self._task is None:
            self._task = finish_soon(self._close(host, client))
        await asyncio.shield(self._task)

    @staticmethod
    async def _close(host: Any, client: Any) -> None:
        if host is not None:
            for name in ("stop", "close", "aclose"):
                method = getattr(host, name, None)
                if method is not None:
                    with contextlib.suppress(Exception):
                        result = method()
                        if hasattr(result, "__await__"):
                            await result
                    break
        with contextlib.suppress(Exception):
            await client.close()


@runtime_checkable
class TableLink(Protocol):
    """What the UI needs from a table connection (see the module docstring)."""

    names: list[str]

    @property
    def seat(self) -> int | None: ...

    async def act(self, action: dict[str, Any]) -> None: ...

    async def chat(self, text: str) -> None: ...

    async def next_round(self) -> None: ...

    async def leave(self) -> None: ...

    async def close(self) -> None: ...

    def messages(self) -> AsyncIterator[dict[str, Any]]: ...


def names_from_lobby(msg: dict[str, Any], current: Sequence[str]) -> list[str]:
    """Seat names from a ``lobby`` (or ``welcome``) message, tolerant of missing fields."""
    seats = msg.get("seats")
    if not isinstance(seats, list):
        lobby = msg.get("lobby")
        seats = lobby.get("seats") if isinstance(lobby, dict) else None
    if not isinstance(seats, list):
        return list(current)
    names = list(current) + [""] * max(0, len(seats) - len(current))
    for i, seat in enumerate(seats):
        if isinstance(seat, dict):
            name = seat.get("name")
            index = seat.get("seat", i)
            if isinstance(name, str) and isinstance(index, int) and 0 <= index < len(names):
                names[index] = name
        elif isinstance(seat, str):
            names[i] = seat
    return names


class ClientLink:
    """A :class:`TableLink` over a :mod:`net` client (and, for local games, its host)."""

    def __init__(self, client: Any, host: Any = None, names: Sequence[str] = (),
                 release_when_shown: bool = False) -> None:
        self.client = client
        self.host = host
        self.names: list[str] = list(names)
        self._closed = False
        self._closer = TableCloser()
        #: the host's bots are held (:meth:`net.host.Table.hold_bots`) until :meth:`table_shown`
        self.release_when_shown = release_when_shown

    async def table_shown(self) -> None:
        """The table screen has drawn its first frame: release the bots if they wait for that
        (once; a table whose bots were never held is not affected)."""
        if self.release_when_shown:
            self.release_when_shown = False
            table = getattr(self.host, "table", None)
            if table is not None:
                table.release_bots()

    @property
    def seat(self) -> int | None:
        seat = getattr(self.client, "seat", None)
        return seat if isinstance(seat, int) else None

    async def act(self, action: dict[str, Any]) -> None:
        await self.client.act(action)

    async def chat(self, text: str) -> None:
        await self.client.chat(text)

    async def take_seat(self, seat: int) -> None:
        """A spectator takes over a table bot's seat (docs/PROTOCOL.md, ``take_seat``)."""
        await self.client.take_seat(seat)

    async def next_round(self) -> None:
        """Say this player is ready for the next deal (the host deals when all are ready)."""
        await self.client.ready(True)

    async def leave(self) -> None:
        """Leave the table: ``leave`` at a joined table (a bot plays the seat until this player
        joins again during the match). A table this app hosts is closed instead
        (:meth:`close`): leaving it first would give the host's own seat to a stand-in bot for
        a moment, so its guests would read that the host left the match ("Zoe's bot" in the
        final scores) and its journal would resume with a bot in that seat."""
        if self.host is not None:
            return
        with contextlib.suppress(Exception):
            await self.client.leave()

    def closing_scores(self) -> dict[str, Any] | None:
        """The notice a table this app hosts sends its guests as it closes, while a match is on
        (its name, the scores and each seat's name; the seats whose players had left, from this
        app's own connection): its host reads the same final scores. ``None`` at a joined
        table, in a local game and with no match on."""
        if self.host is None or getattr(self.host, "server", None) is None:
            return None
        shutdown = getattr(getattr(self.host, "table", None), "shutdown_message", None)
        try:
            info = dict(shutdown()) if callable(shutdown) else {}
        except Exception:  # (never a traceback: the scores are a courtesy)
            return None
        if not info.get("scores") or getattr(getattr(self.host, "table", None), "phase",
                                                  None) != "playing":
            return None  # (a match that ended: its host just read its results)
        left = getattr(self.client, "left_seats", None) or ()
        info["left"] = sorted(s for s in left if isinstance(s, int))
        seat = getattr(self.client, "seat", None)  # (the host's own row says "(you)", as a
        if isinstance(seat, int):  # guest's does: newbie44 #13)
            info["you"] = seat
        return info

    def journal_failed(self) -> str | None:
        """Why the journal of a table this app hosts stopped being written (a failed write: the
        table plays on, its match can no longer be resumed past it), or ``None``: it writes, it
        keeps none, or the table is not this app's."""
        failed = getattr(self._journal(), "failed", None)
        return failed if isinstance(failed, str) else None

    def keeps_match(self) -> bool:
        """Does the table this app hosts keep its match in a journal it could be reopened from
        (not none, not ``/dev/null``, not one stopped at a failed write)? ``False`` at a joined
        table."""
        return getattr(self._journal(), "keeps", False) is True

    def _journal(self) -> Any:
        return getattr(getattr(self.host, "table", None), "journal", None)

    async def close(self) -> None:
        self._closed = True
        await self._closer.close(self.host, self.client)

    def queued(self) -> list[dict[str, Any]]:
        """The messages that have arrived and are not read yet, taken off the queue in order
        (what :meth:`messages` would yield next without waiting): the table screen shows them
        before its first frame."""
        queue = self.client.messages
        taken: list[dict[str, Any]] = []
        while not self._closed and not queue.empty():
            msg = queue.get_nowait()
            if isinstance(msg, dict):
                if msg.get("t") in ("lobby", "welcome"):
                    self.names = names_from_lobby(msg, self.names)
                taken.append(msg)
        return taken

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        queue = self.client.messages
        while not self._closed:
            msg = await queue.get()
            if isinstance(msg, dict):
                if msg.get("t") in ("lobby", "welcome"):
                    self.names = names_from_lobby(msg, self.names)
                yield msg


#: A local game waits for the player to leave the results before dealing again.
LOCAL_ROUND_PAUSE = 24 * 3600.0
#: how many turns of the event loop :func:`open_local_table` gives the first deal to arrive
#: before the table is shown (it takes 3; a deal that never comes is shown when it does)
FIRST_VIEW_TURNS = 100


async def open_local_table(rules: Any, bots: int, name: str, seed: int | None = None,
                           bot_kind: str = "basic", bot_delay: float | None = None,
                           **config: Any) -> ClientLink:
    """Start a local game against ``bots`` bots through ``net.local`` (the same host and client
    code as a network game, over an in-memory transport) and return its link. ``config``
    overrides :class:`net.host.TableConfig` fields. The match is dealt at once and the first
    view is in the client's queue when this returns (unless the host takes more than
    :data:`FIRST_VIEW_TURNS` turns of the event loop), so the table screen's first frame shows
    it; the bots act only once the table screen calls :meth:`ClientLink.table_shown`."""
    import asyncio

    from net.local import start_local_game

    options: dict[str, Any] = {"round_pause": LOCAL_ROUND_PAUSE, **config}
    if bot_delay is not None:
        options["bot_delay"] = bot_delay
    host, client = await start_local_game(rules, bots, name, seed, bot_kind, hold_bots=True,
                                          **options)
    for _turn in range(FIRST_VIEW_TURNS):  # in memory the deal arrives within a few turns
        if getattr(client, "last_view", None) is not None:
            break
        await asyncio.sleep(0)
    link = ClientLink(client, host, [name, *BOT_NAMES[:bots]], release_when_shown=True)
    if client.lobby is not None:
        link.names = names_from_lobby(client.lobby, link.names)
    return link



class ReplayLink:
    """A :class:`TableLink` that delivers the messages it is fed, in order, and records what the
    UI sends. For snapshots, benchmarks and tests: a table frozen exactly where the caller put it.

    ``feed(msg)`` queues a message (an exception instance is raised from :meth:`messages`, as a
    broken connection would); ``sent``, ``chats``, ``ready_calls``, ``taken`` and ``left``
    record the UI's side. Nothing is ever applied: the caller decides what the table answers."""

    def __init__(self, names: Sequence[str], seat: int | None = 0,
                 messages: Sequence[dict[str, Any]] = ()) -> None:
        import asyncio

        self.seat: int | None = seat
        self.names = list(names)
        self.queue: asyncio.Queue[dict[str, Any] | BaseException] = asyncio.Queue()
        self.sent: list[dict[str, Any]] = []
        self.chats: list[str] = []
        self.ready_calls = 0
        self.left = False
        self.taken: list[int] = []  #: seats a spectator asked to take over (``take_seat``)
        for msg in messages:
            self.feed(msg)

    def feed(self, msg: dict[str, Any] | BaseException) -> None:
        self.queue.put_nowait(msg)

    async def act(self, action: dict[str, Any]) -> None:
        self.sent.append(action)

    async def chat(self, text: str) -> None:
        self.chats.append(text)

    async def take_seat(self, seat: int) -> None:
        self.taken.append(seat)

    async def next_round(self) -> None:
        self.ready_calls += 1

    async def leave(self) -> None:
        self.left = True

    async def close(self) -> None:
        self.left = True

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        while True:
            msg = await self.queue.get()
            if isinstance(msg, BaseException):
                raise msg
            yield msg


def demo_link(seed: int = 1, bots: int = 3, moves: int = 0, rules: Any = None,
              names: Sequence[str] = ("You", *BOT_NAMES)) -> ReplayLink:
    """A :class:`ReplayLink` showing seat 0's view of a seeded game after ``moves`` moves chosen
    by basic bots for every seat: the same picture on every machine (snapshots, benchmarks)."""
    from core import Phase, Rules, apply, new_game, seat_to_move, view
    from core.bots import make_bot

    state = new_game(rules if rules is not None else Rules(), bots + 1, seed)
    players = [make_bot("basic", f"{seed}:{s}") for s in range(bots + 1)]
    for _ in range(moves):
        seat = seat_to_move(state)
        if seat is None or state.phase not in (Phase.PLAY, Phase.CHOOSE_COLOR, Phase.CHALLENGE):
            break
        choice = players[seat].act(view(state, seat))
        if choice is None:
            break
        apply(state, seat, choice)
    table_names = list(names)[: bots + 1]
    lobby = {"t": "lobby", "you": 0, "seats": [
        {"kind": "human" if i == 0 else "bot", "name": n, "connected": True,
         "bot": None if i == 0 else "basic"} for i, n in enumerate(table_names)]}
    return ReplayLink(table_names, 0, [lobby, {"t": "view", "view": view(state, 0)}])
