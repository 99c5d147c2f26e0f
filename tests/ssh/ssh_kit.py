"""Helpers for the SSH tests: a table plus front door on loopback, an asyncssh client session
that reads what the player's terminal shows, and a check that no session process is left."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import asyncssh

from net.host import Host, TableConfig
from unotui.ssh.limits import Limits
from unotui.ssh.server import DoorConfig, FrontDoor

WAIT = 30.0  #: generous upper bound for one wait (never a timing assertion)
_CSI = re.compile(rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78MDEc]|\x1b\][^\x07]*\x07")


@dataclass
class Door:
    host: Host
    door: FrontDoor
    table_port: int
    port: int
    tmp: Path


@contextlib.asynccontextmanager
async def open_door(tmp: Path, *, target: bool = True, seats: int = 3,
                    table_config: dict[str, Any] | None = None,
                    **config: Any) -> AsyncIterator[Door]:
    """A fast table with one bot in the last seat (``table_config`` changes its
    :class:`TableConfig`), and a front door on 127.0.0.1:0 into it."""
    limits = config.pop("limits", Limits())
    fast = {"bot_delay": 0.0, "round_pause": 0.0, "uno_grace": 0.0, "reconnect_window": 1.0}
    table = Host(TableConfig(name="SSH test table", seats=seats, seed="ssh",
                             **{**fast, **(table_config or {})}))
    _, table_port = await table.start_server("127.0.0.1", 0)
    table.table.add_bot("basic", seats - 1)
    cfg = DoorConfig(bind="127.0.0.1", port=0,
                     target=f"127.0.0.1:{table_port}" if target else None,
                     key_dir=tmp / "hostkey", limits=limits, **config)
    front = FrontDoor(cfg)
    try:
        _, port = await front.start()
        yield Door(table, front, table_port, port, tmp)
    finally:
        await front.close()
        await table.close()


def connect(port: int, username: str = "zoe", **kw: Any) -> Any:
    """An asyncssh client connection to the front door (host key not checked: a test key)."""
    options: dict[str, Any] = {"known_hosts": None, "username": username, "client_keys": None,
                               "agent_path": None, "password": None}
    options.update(kw)
    return asyncssh.connect("127.0.0.1", port, **options)


def plain(data: bytes) -> str:
    """Terminal output without escape sequences (what the text on screen contains)."""
    return _CSI.sub(b"", data).decode("utf-8", "replace")


class Screen:
    """An interactive session's output, read as it comes."""

    def __init__(self, writer: Any, reader: Any, process: Any) -> None:
        self.stdin = writer
        self.stdout = reader
        self.process = process
        self.raw = b""

    async def until(self, pattern: str | bytes, *, raw: bool = False, since: int = 0) -> str:
        """Read until ``pattern`` (text, or a raw bytes regex) shows after offset ``since``."""
        async def look() -> str:
            while True:
                if raw:
                    assert isinstance(pattern, bytes)
                    if re.search(pattern, self.raw[since:]):
                        return plain(self.raw[since:])
                elif isinstance(pattern, str) and pattern in plain(self.raw[since:]):
                    return plain(self.raw[since:])
                chunk = await self.stdout.read(65536)
                if not chunk:
                    raise AssertionError(f"the session ended before {pattern!r}:\n"
                                         f"{plain(self.raw)[-2000:]}")
                self.raw += chunk
        return await asyncio.wait_for(look(), WAIT)

    async def rest(self) -> bytes:
        """Everything until the server closes the channel."""
        async def drain() -> bytes:
            while chunk := await self.stdout.read(65536):
                self.raw += chunk
            return self.raw
        return await asyncio.wait_for(drain(), WAIT)


async def play_session(conn: Any, *, size: tuple[int, int] = (80, 24),
                       term: str = "xterm-256color", env: dict[str, str] | None = None) -> Screen:
    process = await conn.create_process(term_type=term, term_size=size, encoding=None,
                                        env=env or {})
    return Screen(process.stdin, process.stdout, process)


def restored_before(raw: bytes, farewell: bytes) -> bool:
    """After the app's last full-screen and mouse modes were switched on, the terminal was put
    back (main screen, mouse off, cursor shown), and then ``farewell`` was written on it."""
    at = raw.rfind(farewell)
    back = raw.rfind(b"\x1b[?1049l", 0, at)
    return (at > 0 and back > raw.rfind(b"\x1b[?1049h")
            and raw.rfind(b"\x1b[?1003l", 0, at) > raw.rfind(b"\x1b[?1003h")
            and raw.rfind(b"\x1b[?25h", 0, at) > raw.rfind(b"\x1b[?25l"))


def session_processes() -> list[int]:
    """PIDs of this test process's session children (``unotui.ssh.child``) still alive."""
    me = os.getpid()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
            cmd = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[1]) == me and b"unotui.ssh.child" in cmd and fields[0] != "Z":
            found.append(int(entry))
    return found


async def no_session_left(door: FrontDoor) -> None:
    """Wait until every session ended and its process is gone (bounded by :data:`WAIT`)."""
    async def settle() -> None:
        while door.sessions or session_processes():
            await asyncio.sleep(0.05)
    await asyncio.wait_for(settle(), WAIT)


def with_limits(**kw: Any) -> Limits:
    return replace(Limits(), **kw)


#: a table of three for a door's visitor: bots wait, rounds follow at once, a seat waits a minute
KEYTABLE_FAST = {"bot_delay": 3600.0, "round_pause": 0.0, "uno_grace": 0.0,
                 "reconnect_window": 60.0}


async def keytable_behind_a_door(tmp_path: Path, **config: Any) -> tuple[Host, FrontDoor]:
    """"Keytable" (three seats, a basic bot in the last; ``config`` adds to its
    :class:`TableConfig`) listening on loopback, and a door bound to it (not started yet):
    ``(table, door)``. The caller closes both."""
    table = Host(TableConfig(name="Keytable", seats=3, seed="ssh", **KEYTABLE_FAST, **config))
    _, table_port = await table.start_server("127.0.0.1", 0)
    table.table.add_bot("basic", 2)
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=f"127.0.0.1:{table_port}",
                                key_dir=tmp_path / "hostkey"))
    return table, door


#: a ``sitecustomize`` for a session's game that fails Textual's input thread on the key "`",
#: as a byte it cannot decode once did (ssh60 #1): an internal error forced on demand
FAILING_INPUT = '''
from textual.drivers import linux_driver

_original = linux_driver.LinuxDriver.process_message


def process_message(self, message):
    if getattr(message, "character", None) == "`":
        raise RuntimeError("kaboom in the input thread")
    return _original(self, message)


linux_driver.LinuxDriver.process_message = process_message
'''


def games_fail_on_backtick(tmp: Path, monkeypatch: Any) -> Path:
    """Make every session's game (started after this) stop with an internal error on the key
    "`", and the door put their crash reports in the folder returned (under ``tmp``)."""
    import unotui.ssh.session as session_module

    folder = tmp / "custom"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(FAILING_INPUT)
    crash = tmp / "crash"
    monkeypatch.setenv("UNOTUI_CRASH_DIR", str(crash))  # (the door's: crash_folder reads it)
    original = session_module.child_env

    def child_env(*args: Any, **kw: Any) -> dict[str, str]:
        env: dict[str, str] = original(*args, **kw)
        env["PYTHONPATH"] = f"{folder}:{env['PYTHONPATH']}" if env.get("PYTHONPATH") \
            else str(folder)
        return env

    monkeypatch.setattr(session_module, "child_env", child_env)
    return crash
