"""net57: the kept-seat probe (``unotui.kept_seats.take_back_at``) over real TCP on loopback.

``take_back_at`` asks the address where a seat is kept for it with the seat's token,
``spectate: true`` and no password (docs/PROTOCOL.md §4 `welcome`). When the table there no
longer knows the token (the lobby gave the seat up after its reconnect window, the match it
was left in ended), that ``hello`` is a newcomer's — and a newcomer's ``hello`` has effects
the probe never wanted:

(b) at a table with a password, a newcomer's ``hello`` without one is a wrong password: it
    costs the address one of its 10 guesses (net/host.py ``Table._hello``, ``guesses.take()``),
    and since a refusal "keeps the seat for later" (``take_back_at`` returns ``None`` without
    forgetting it), every later join of that player probes again and costs another — until the
    address is told "Too many wrong passwords" with the *right* password.
(c) at a table whose watchers are at their cap, a newcomer who would watch evicts the watcher
    idle the longest (``Table._room_for_spectator``): the probe, which leaves at once, throws
    a real watcher off the table with the fatal ``evicted``.
(a) the probe's connection, kept when the seat came back, goes on with ``spectate: true`` and
    no password in every later ``hello`` (``Client.spectate_on_join``): a known token still gets
    its seat (the host ignores ``spectate`` then — checked here, fine), but once the seat is
    given up, the player's retry (``Client.retry``, the `r` of the "gave up" dialog) comes back
    as a watcher where a client that joined the ordinary way sits down again, and at a table
    with a password it is refused ``wrong_password`` though the player typed the right one.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import Any

import pytest

from net.client import Client
from net.host import Host, TableConfig
from unotui import kept_seats

STALE = "ab" * 16  # a token the table does not know


@pytest.fixture
def seats_dir(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    kept_seats._read = None
    return tmp_path


def _keep_stale(port: int, host: Host, name: str = "Bo") -> None:
    kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.path().write_text(json.dumps({f"127.0.0.1:{port}|{name}": {
        "token": STALE, "at": time.time(), "table": host.table.cfg.name,
        "table_id": host.table.table_id}}), encoding="utf-8")
    kept_seats._read = None


async def _closed(*clients: Client | None) -> None:
    for client in clients:
        if client is not None:
            with contextlib.suppress(Exception):
                await client.close()


# ------------------------------------------------------------------------------------ (b)
async def test_a_stale_kept_seat_probe_costs_no_wrong_password_guess(seats_dir: Any) -> None:
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0, password="pw"))
    _bind, port = await host.start_server("127.0.0.1", 0)
    bo = None
    try:
        _keep_stale(port, host)
        guesses = host.table._address_limits("127.0.0.1").guesses
        bo = await Client.connect_tcp("localhost", port, "Bo", password="pw")
        before = guesses.tokens
        kept, there = await kept_seats.sit_where_kept(bo, f"localhost:{port}", "Bo")
        assert kept is bo and there == f"localhost:{port}"
        guesses._refill()
        assert guesses.tokens > before - 0.5, (
            "the probe of a stale kept seat (its token, no password) was counted as a wrong "
            "password of the player's address")
    finally:
        await _closed(bo)
        await host.close()


async def test_joining_again_and_again_never_locks_out_the_right_password(seats_dir: Any) -> None:
    """Each join finds the stale seat still kept (a refusal keeps it for later) and probes
    again: the 11th join in a row with the right password is refused."""
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0, password="pw"))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        _keep_stale(port, host)
        for i in range(12):
            try:
                bo = await Client.connect_tcp("localhost", port, "Bo", password="pw",
                                              reconnect=False)
            except Exception as exc:
                raise AssertionError(f"join {i + 1} with the right password refused: "
                                     f"{exc!r}") from None
            kept, _there = await kept_seats.sit_where_kept(bo, f"localhost:{port}", "Bo")
            await kept.leave()
    finally:
        await host.close()


# ------------------------------------------------------------------------------------ (c)
async def test_a_stale_kept_seat_probe_evicts_no_watcher(seats_dir: Any) -> None:
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0, max_spectators=2))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = w1 = w2 = bo = None
    try:
        _keep_stale(port, host)
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        w1 = await Client.connect_tcp("127.0.0.1", port, "Wat", spectate=True)
        w2 = await Client.connect_tcp("127.0.0.1", port, "Wes", spectate=True)
        bo = await Client.connect_tcp("localhost", port, "Bo")  # seated newcomer there
        kept, _there = await kept_seats.sit_where_kept(bo, f"localhost:{port}", "Bo")
        assert kept is bo
        await asyncio.sleep(0.3)
        evicted = [c.name for c in (w1, w2)
                   if c.last_error is not None and c.last_error.get("code") == "evicted"]
        assert not evicted, (f"{evicted} evicted by the probe of a stale kept seat, which "
                             "watched nothing and left at once")
    finally:
        await _closed(ann, w1, w2, bo)
        await host.close()


# ------------------------------------------------------------------------------------ (a)
class Proxy:
    """A TCP relay on 127.0.0.1 to the table that can be cut (the network between a player and
    the table going down) and brought back on the same port."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.port = 0
        self.server: asyncio.Server | None = None
        self.pipes: list[asyncio.StreamWriter] = []

    async def up(self) -> None:
        self.server = await asyncio.start_server(self._relay, "127.0.0.1", self.port)
        self.port = self.server.sockets[0].getsockname()[1]

    async def down(self) -> None:
        assert self.server is not None
        self.server.close()
        for w in self.pipes:
            w.transport.abort()
        self.pipes.clear()
        await self.server.wait_closed()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_r, up_w = await asyncio.open_connection("127.0.0.1", self.target)
        self.pipes += [writer, up_w]

        async def pump(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
            with contextlib.suppress(Exception):
                while data := await r.read(65536):
                    w.write(data)
                    await w.drain()
            with contextlib.suppress(Exception):
                w.transport.abort()

        await asyncio.gather(pump(reader, up_w), pump(up_r, writer))


async def _seat_taken_back(seats_dir: Any, password: str | None
                           ) -> tuple[Host, Proxy, Client, Client]:
    """Bo's seat, kept at the proxy's address, taken back with ``take_back_at`` (as the join
    screen does when Bo joins the table at another of its addresses)."""
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0, reconnect_window=1.0,
                            password=password))
    _bind, port = await host.start_server("127.0.0.1", 0)
    proxy = Proxy(port)
    await proxy.up()
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", password=password)
    first = await Client.connect_tcp("127.0.0.1", proxy.port, "Bo", password=password)
    token = first.token
    await first.close()
    kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.path().write_text(json.dumps({f"127.0.0.1:{proxy.port}|Bo": {
        "token": token, "at": time.time(), "table": "Den",
        "table_id": host.table.table_id}}), encoding="utf-8")
    kept_seats._read = None
    # (the password the player gave for the table, as the join screen passes it)
    bo = await kept_seats.take_back_at(f"127.0.0.1:{proxy.port}", "Bo", password)
    assert bo is not None and bo.token_kept and bo.seat == 1
    return host, proxy, ann, bo


async def _until(what: str, check: Any, seconds: float = 10.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"never: {what}")


async def test_a_known_token_comes_back_seated_despite_spectate(seats_dir: Any) -> None:
    """(a) as suspected does not happen: a drop within the window gives the seat back."""
    host, proxy, ann, bo = await _seat_taken_back(seats_dir, None)
    try:
        await proxy.down()
        await proxy.up()
        await _until("Bo reconnected", lambda: bo.connected and bo.welcome is not None
                     and bo.token_kept)
        assert bo.seat == 1
    finally:
        await _closed(ann, bo)
        await host.close()


@pytest.mark.parametrize("password", [None, "pw"])
async def test_a_retry_after_the_seat_was_given_up_sits_down_as_a_plain_client_does(
        seats_dir: Any, password: str | None) -> None:
    host, proxy, ann, bo = await _seat_taken_back(seats_dir, password)
    plain = None
    try:
        # the same with a client that joined the ordinary way (password typed, no spectate)
        plain = await Client.connect_tcp("127.0.0.1", proxy.port, "Cy", password=password)
        assert plain.seat == 2
        await proxy.down()
        await _until("both gave up", lambda: not bo.connected and not plain.connected
                     and bo._task is not None and bo._task.done()
                     and plain._task is not None and plain._task.done())
        await _until("both seats given up", lambda: all(
            s.kind == "empty" for s in host.table.seats[1:3]))
        await proxy.up()
        assert plain.retry() and bo.retry()
        await _until("plain back", lambda: plain.connected)
        await _until("Bo back, or refused", lambda: bo.connected or bo._task.done())
        assert plain.seat is not None, "a plain client sits down again"
        closed = []
        while not bo.messages.empty():
            msg = bo.messages.get_nowait()
            if msg.get("t") == "_connection" and msg.get("state") == "closed":
                closed.append(msg.get("reason"))
        assert bo.connected, (f"Bo's retry was refused ({closed[-1:]}) where a plain client, "
                              "which keeps the password typed, sat down again")
        assert bo.seat is not None, ("Bo, whose seat came back through take_back_at, is a "
                                     "watcher after the retry where a plain client sits down")
    finally:
        await _closed(ann, bo, plain)
        await proxy.down()
        await host.close()
