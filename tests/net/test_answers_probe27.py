"""``net.discovery.answers``: the LAN list's check that a listed table still answers (a host
killed with -9 stays in mDNS caches for two minutes). Real TCP on loopback against a real host:
the check's empty connection leaves no trace at the table (no error logged, nobody seated, the
players there unaffected), and a closed table's address says no."""

from __future__ import annotations

import logging

import pytest

from net.client import Client
from net.discovery import answers
from net.host import Host, TableConfig


async def test_a_table_answers_the_check_without_a_trace_and_a_closed_one_does_not(
        caplog: pytest.LogCaptureFixture) -> None:
    host = Host(TableConfig(name="Checked", seats=3))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        with caplog.at_level(logging.INFO, logger="net"):
            for _ in range(5):
                assert await answers("127.0.0.1", port)
            await ann.send({"t": "ping", "n": 7})
            assert (await ann.recv("pong", timeout=5))["n"] == 7
        assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert [m.name for m in host.table.members.values()] == ["Ann"]
    finally:
        await ann.close()
        await host.close()
    assert not await answers("127.0.0.1", port)
    assert not await answers("127.0.0.1", 0)  # (not an address anything listens at)
