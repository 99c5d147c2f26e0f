"""Found by ssh53 (a friend playing over OpenSSH, the door run by Python 3.13): the front door
never closes while a visitor is in.

:meth:`unotui.ssh.server.FrontDoor.close` first stops listening and awaits
``self._server.wait_closed()`` (asyncssh hands that to :class:`asyncio.Server`), and only then
ends the sessions. Since CPython 3.12.1, ``asyncio.Server.wait_closed()`` waits until every
connection the server accepted has closed (3.11 returned at once once the server was closed).
So on 3.12.1+ the door waits for its visitors to hang up by themselves before it ends their
games — which nobody does, as the game goes on:

* ``serve-ssh`` stopped with Ctrl-C or SIGTERM prints "Closing the SSH front door." and keeps
  running; the visitor goes on playing (a second Ctrl-C does nothing) until they quit;
* ``host --ssh`` (the app), its host quitting with a visitor in: the app freezes for 15 s
  (:meth:`DoorThread.stop` joins its thread for 15 s), then exits, and the visitor is cut off
  like a door killed outright — ssh exits 255, the terminal left in full screen with mouse
  reporting on, no goodbye;
* ``host --headless --ssh`` stopped: the same wait as ``serve-ssh``.

Reproduced live with ``/root/.pyenv/versions/3.13.0`` (this suite's venv is 3.11, where the bug
hides). The tests here give 3.11's ``asyncio.Server`` the ``wait_closed()`` of CPython 3.12.1+
(copied from ``Lib/asyncio/base_events.py``), so they fail on 3.11 as they do on 3.12+; run
under 3.12+ they need no patch. Loopback only; the host key lives in the test's temporary
directory."""

from __future__ import annotations

import asyncio
import asyncio.base_events
from pathlib import Path

import pytest
from ssh_kit import connect, keytable_behind_a_door, play_session

#: how long a door may take to close with one visitor in (it takes well under a second on 3.11)
CLOSE_WITHIN = 12.0


async def _wait_closed_since_3_12_1(self: asyncio.base_events.Server) -> None:
    """``asyncio.Server.wait_closed`` as CPython 3.12.1 and later have it: wait until the server
    is closed *and* all its connections are dropped."""
    if self._waiters is None:  # type: ignore[attr-defined]
        return
    waiter = self._loop.create_future()  # type: ignore[attr-defined]
    self._waiters.append(waiter)  # type: ignore[attr-defined]
    await waiter


@pytest.fixture
def python_3_12_server(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    if sys.version_info < (3, 12, 1):
        monkeypatch.setattr(asyncio.base_events.Server, "wait_closed", _wait_closed_since_3_12_1)


async def test_the_door_closes_with_a_visitor_in_on_python_3_12(
        tmp_path: Path, python_3_12_server: None) -> None:
    """The door closing (``serve-ssh`` stopped, a host quitting) ends its visitor's game and
    says goodbye at once, whatever the Python: not only once the visitor hangs up."""
    table, door = await keytable_behind_a_door(tmp_path)
    conn = None
    try:
        _, port = await door.start()
        conn = await connect(port, "zoe")
        screen = await play_session(conn)
        await screen.until("Lobby of Keytable")
        closing = asyncio.create_task(door.close())
        try:
            await asyncio.wait_for(screen.until("The game server is closing"), CLOSE_WITHIN)
            await asyncio.wait_for(asyncio.shield(closing), CLOSE_WITHIN)
        except TimeoutError:
            pytest.fail(f"the door did not close within {CLOSE_WITHIN:g} s with a visitor in "
                        f"(sessions still open: {len(door.sessions)}); the visitor reads:\n"
                        + screen.raw.decode("utf-8", "replace")[-300:])
        finally:
            conn.close()  # (the visitor hangs up: the close can end now, and the test with it)
            await asyncio.wait_for(closing, 30)
    finally:
        if conn is not None:
            conn.close()
        await door.close()
        await table.close()
