"""fixout63 (ssh62 #2): the app's loop never waits on a terminal that stops reading.

At the writer's level (:mod:`unotui.screen_out`): a fake terminal file that blocks on its
first write, as a terminal paused with Ctrl+S or an SSH client that reads nothing. The app's
frames and every other write return at once; frames are left out whole while the writer is
behind, nothing else is; once the file takes writes again, all queued is written in order
and the whole screen is asked for again (``action_redraw``, Ctrl+L's).
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest

from unotui.screen_out import FRAME_WRITES, guard_screen

linux_driver = pytest.importorskip("textual.drivers.linux_driver")


class BlockedFile:
    """A terminal that takes nothing until :meth:`unblock`."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.written: list[str] = []
        self.flushes = 0

    def write(self, text: str) -> int:
        self.open.wait(30)
        self.written.append(text)
        return len(text)

    def flush(self) -> None:
        self.open.wait(30)
        self.flushes += 1

    def fileno(self) -> int:
        return 1

    def unblock(self) -> None:
        self.open.set()


class FakeApp:
    """What the writer asks of an app: its driver's writer, whether it runs, Ctrl+L."""

    def __init__(self) -> None:
        self._driver = type("Driver", (), {})()
        self._running = True
        self.redraws = 0

    def action_redraw(self) -> None:
        self.redraws += 1


def calm_writer(file: BlockedFile, app: FakeApp) -> Any:
    guard_screen()
    writer = linux_driver.WriterThread(file)
    app._driver._writer_thread = writer
    writer.start()
    return writer


def frame(writer: Any, app: FakeApp, text: str) -> bool:
    """One frame as ``App._display`` writes it (guarded): whole, or not at all."""
    if not writer.room(app):
        return False
    writer.write("\x1b[?2026h")
    writer.write(text)
    writer.write("\x1b[?2026l")
    return True


async def until(check: Any, what: str, limit: float = 10.0) -> None:
    deadline = time.monotonic() + limit
    while not check():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.01)


async def test_frames_to_a_terminal_that_reads_nothing_return_at_once_then_all_is_drawn() -> None:
    file, app = BlockedFile(), FakeApp()
    writer = calm_writer(file, app)
    assert writer.write.__qualname__.startswith("_writer_class.")  # (the app's writer)
    writer.write("\x1b[?1049h")  # (a mode: the alternate screen)
    started = time.monotonic()
    sent = [f"frame {n};" for n in range(200) if frame(writer, app, f"frame {n};")]
    writer.write("\x1b[?2048h")  # (a mode the input thread switches on, while behind)
    writer.write("\x07")  # (a bell while behind: of no use)
    writer.write("\x1b]22;pointer\x07")
    writer.write("\x1b]22;text\x07")  # (the latest pointer shape: kept for later)
    # (blocked for ever without the guard: a bound that only says it returned)
    assert time.monotonic() - started < 20.0, "the app's loop waited on its terminal"
    assert writer.behind
    assert 0 < len(sent) * FRAME_WRITES < writer.limit + FRAME_WRITES
    assert app.redraws == 0
    await asyncio.sleep(0.2)
    assert app.redraws == 0, "drawn again before the terminal read anything"
    file.unblock()
    await until(lambda: app.redraws == 1, "the whole screen asked for again")
    assert not writer.behind
    assert frame(writer, app, "the whole screen;")
    writer.stop()  # (the stop arrives: the thread ends)
    assert not writer.is_alive()
    text = "".join(file.written)
    body = [part for part in file.written if part.startswith("frame ")]
    assert body == sent, "a frame was written in part, or out of order"
    assert text.count("\x1b[?2026h") == text.count("\x1b[?2026l") == len(sent) + 1
    assert text.startswith("\x1b[?1049h")
    assert "\x1b[?2048h" in text, "a mode switch was left out"
    assert "\x07" not in text.replace("\x1b]22;text\x07", "")
    assert "pointer" not in text and text.index("\x1b]22;text\x07") < text.index(
        "the whole screen;")
    assert text.endswith("\x1b[?2026l")


async def test_a_terminal_that_reads_again_and_stalls_again_is_drawn_again_each_time() -> None:
    file, app = BlockedFile(), FakeApp()
    writer = calm_writer(file, app)
    for _ in range(60):
        frame(writer, app, "x")
    assert writer.behind
    file.unblock()
    await until(lambda: app.redraws == 1, "the first redraw")
    file.open.clear()
    for _ in range(60):
        frame(writer, app, "y")
    assert writer.behind
    await asyncio.sleep(0.1)
    assert app.redraws == 1
    file.unblock()
    await until(lambda: app.redraws == 2, "the second redraw")
    writer.stop()


async def test_no_redraw_for_an_app_that_stopped_meanwhile() -> None:
    file, app = BlockedFile(), FakeApp()
    writer = calm_writer(file, app)
    for _ in range(60):
        frame(writer, app, "x")
    app._running = False
    writer.write("\x1b[?1049l")  # (stop_application_mode's restore: never left out)
    file.unblock()
    writer.stop()
    await asyncio.sleep(0.1)
    assert app.redraws == 0
    assert file.written[-1] == "\x1b[?1049l"


def test_a_reading_terminal_gets_only_whole_frames() -> None:
    async def run() -> list[str]:
        file, app = BlockedFile(), FakeApp()
        file.unblock()
        writer = calm_writer(file, app)
        for n in range(500):
            assert frame(writer, app, f"{n};") or writer.behind
            if n % 20 == 0:
                await asyncio.sleep(0)
        await until(lambda: not writer.behind, "caught up")
        writer.stop()
        return file.written

    written = asyncio.run(run())
    assert written.count("\x1b[?2026h") == written.count("\x1b[?2026l")


def test_guard_screen_is_idempotent_and_guards_the_display() -> None:
    from textual.app import App

    guard_screen()
    display, writer = App._display, linux_driver.WriterThread
    guard_screen()
    assert (App._display, linux_driver.WriterThread) == (display, writer)
    assert display.__module__ == "unotui.screen_out"
