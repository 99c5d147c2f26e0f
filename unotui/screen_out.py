"""The screen an app draws, written so that a terminal that stops reading stops no game.

Textual hands its output to a writer thread through a queue of
:data:`~textual.drivers._writer_thread.MAX_QUEUED_WRITES` writes, and its ``write`` waited for
room in that queue. A terminal that reads nothing (an SSH visitor's client that stopped
reading — the door then stops reading their game's terminal —, a terminal paused with
Ctrl+S, a stuck tmux) filled it, and the app's event loop waited on its next frame: with it,
a table this app hosts on the same loop, where every other player's key got no answer for as
long as that terminal read nothing (ssh62 #2). :func:`guard_screen` makes the app's loop
never wait on its terminal:

- a frame (one :meth:`App._display <textual.app.App._display>`: its whole update, with the
  synchronized-output marks around it) is written whole or not at all: when the writer is
  behind — the queue has no room for a whole frame — it is left out, and so is every frame
  after it until the writer has caught up;
- once it has (all that was queued before the first frame left out is written), the app
  draws its whole screen again, every cell, as Ctrl+L does (``action_redraw``), so the
  terminal shows the game as it is;
- every other write (the terminal's modes at start and stop — alternate screen, mouse,
  bracketed paste, the keyboard protocol —, a mode the input thread switches on, the
  clipboard, the writer's stop) is never left out and never waits: the queue has no bound of
  its own (only frames fill it). Only a bell, or a change of mouse pointer shape, while the
  writer is behind is left out (a terminal that shows nothing has no use for them; the
  latest pointer shape is written once the writer caught up).

The headless driver of tests has no writer thread, and is not touched.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from queue import Queue
from typing import IO, Any

_guarded = False

#: the writes one frame makes at most: synchronized output's start, the update, its end
FRAME_WRITES = 3

#: how a change of the mouse pointer's shape starts (kitty's OSC 22)
_POINTER_SHAPE = "\x1b]22;"


class _CaughtUp:
    """A mark in the writer's queue: when the writer reaches it, all written before it is out
    (written and flushed), and ``then`` is called on the app's loop."""

    def __init__(self, loop: asyncio.AbstractEventLoop, then: Callable[[], None]) -> None:
        self.loop = loop
        self.then = then

    def reached(self) -> None:
        with contextlib.suppress(RuntimeError):  # (the loop already closed: nothing to draw)
            self.loop.call_soon_threadsafe(self.then)


def _writer_class() -> type[Any] | None:
    """:class:`CalmWriter`, made on Textual's writer thread (None without that thread)."""
    try:
        from textual.drivers._writer_thread import MAX_QUEUED_WRITES, WriterThread
    except ImportError:
        return None

    class CalmWriter(WriterThread):
        """Textual's writer thread, whose ``write`` never waits (see the module)."""

        #: frames wait in the queue up to this many writes; the frame that would go past it
        #: is left out
        limit = MAX_QUEUED_WRITES

        def __init__(self, file: IO[str]) -> None:
            super().__init__(file)
            # (no bound: only frames fill it, and they are held to ``limit`` by ``room``)
            self._queue: Queue[Any] = Queue()
            #: frames were left out, and the writer has not caught up since (the app's loop
            #: alone reads and sets it)
            self.behind = False
            #: the latest pointer shape left out while behind
            self._pointer: str | None = None

        def write(self, text: str) -> None:
            """Queue ``text``, at once (a bell or a pointer shape while behind: left out)."""
            if self.behind:
                if text == "\x07":
                    return
                if text.startswith(_POINTER_SHAPE):
                    self._pointer = text
                    return
            self._queue.put(text)

        def room(self, app: Any) -> bool:
            """Whether a frame of ``app``'s may be written now (on the app's loop, before the
            frame): not while behind, nor if the queue has no room for a whole frame — then
            behind until all queued before is out, and ``app`` draws all again."""
            if self.behind:
                return False
            if self._queue.qsize() + FRAME_WRITES <= self.limit:
                return True
            self.behind = True
            self._queue.put(_CaughtUp(asyncio.get_running_loop(),
                                      lambda: self._caught_up(app)))
            return False

        def _caught_up(self, app: Any) -> None:
            """(On the app's loop) the terminal has read what was queued: the whole screen
            again."""
            self.behind = False
            pointer, self._pointer = self._pointer, None
            if pointer is not None:
                self._queue.put(pointer)
            if getattr(app._driver, "_writer_thread", None) is not self or not app._running:
                return  # (stopped, or another writer since: that one draws)
            redraw = getattr(app, "action_redraw", None)
            with contextlib.suppress(Exception):  # (no screen any more: nothing to draw)
                if redraw is not None:
                    redraw()
                else:
                    app.refresh(repaint=True, layout=True)

        def run(self) -> None:
            """Textual's: write what is queued, flush when nothing more is; a mark
            (:class:`_CaughtUp`) is reached once all before it is flushed."""
            write = self._file.write
            flush = self._file.flush
            get = self._queue.get
            qsize = self._queue.qsize
            while True:
                text = get()
                if text is None:
                    break
                if isinstance(text, _CaughtUp):
                    flush()
                    text.reached()
                    continue
                write(text)
                if qsize() == 0:
                    flush()
            flush()

    return CalmWriter


def guard_screen() -> None:
    """Make the app's loop never wait on its terminal's output (idempotent; before the app
    runs)."""
    global _guarded
    if _guarded:
        return
    _guarded = True
    writer = _writer_class()
    try:
        from textual.app import App
        from textual.drivers import linux_driver
    except ImportError:  # (another platform's driver: it keeps its own writer)
        return
    if writer is None:
        return
    linux_driver.WriterThread = writer  # type: ignore[attr-defined]
    display = App._display

    def _display(self: Any, screen: Any, renderable: Any) -> None:
        calm = getattr(self._driver, "_writer_thread", None)
        if renderable is not None and not self._batch_count and isinstance(calm, writer) \
                and not calm.room(self):
            return  # (left out whole: the whole screen is drawn again once caught up)
        display(self, screen, renderable)

    App._display = _display  # type: ignore[method-assign]
