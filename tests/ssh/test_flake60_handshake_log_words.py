"""flake60: the door's log says a connection was closed for "no SSH handshake within N s" with
N the time the connection had lasted when the check ran (rounded), not the handshake timeout:
a check that a busy machine runs 0.5 s late (the process off the CPU, a long garbage
collection) logs "within 2 s" for a 1 s timeout, and an operator reads a timeout they never
set. ``_check_game`` says its limit (``no game opened within {login_timeout}``); this one
should too (unotui/ssh/server.py, ``_Front._check_handshake``: ``_seconds(time.monotonic() -
self.since)``). tests/ssh/test_door_timeouts_and_log_ssh25.py::
test_a_slow_login_after_the_handshake_started_is_not_cut_off asserts "within 1 s" and fails
by timing alone when that happens.

Here the late check is made by hand: the loop is blocked for 0.8 s just before the timeout."""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

import pytest
from ssh_kit import open_door, with_limits


async def test_flake60_the_handshake_timeout_log_line_says_the_timeout_not_how_late_it_ran(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path, limits=with_limits(handshake_timeout=1.0)) as opened:
        loop = asyncio.get_running_loop()
        reader, writer = await asyncio.open_connection("127.0.0.1", opened.port)
        loop.call_later(0.9, time.sleep, 0.8)  # (the machine busy as the timeout comes)
        try:
            while await asyncio.wait_for(reader.read(65536), 30):
                pass
        except ConnectionError:
            pass
        writer.close()
        await asyncio.sleep(0.2)
    text = "\n".join(r.getMessage() for r in caplog.records if r.name == "unotui.ssh")
    assert "127.0.0.1: closed before logging in (no SSH handshake within 1 s)" in text, text
