"""review44: discovery's waiting list is first come first served (PROTOCOL.md §12, review42
#8) — but an "updated" for a service already waiting (a real table's TXT changes whenever
someone joins) took it off the list and put it back last, behind every fake seen after it."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from test_discovery_room41 import _Info

from net.discovery import MAX_RESOLVING, SERVICE_TYPE, Browser


async def test_a_waiting_table_that_updates_keeps_its_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import zeroconf
    import zeroconf.asyncio as zc_asyncio

    monkeypatch.setattr(zc_asyncio, "AsyncServiceInfo", _Info)
    gate = asyncio.Event()

    async def fake_resolve(self: Browser, name: str, info: Any) -> None:
        await gate.wait()

    monkeypatch.setattr(Browser, "_resolve", fake_resolve)
    browser = Browser()
    browser._aiozc = type("Z", (), {"zeroconf": object()})()  # (started, without a network)
    added, updated = zeroconf.ServiceStateChange.Added, zeroconf.ServiceStateChange.Updated
    for i in range(MAX_RESOLVING):
        browser._on_service(None, SERVICE_TYPE, f"fake{i}.{SERVICE_TYPE}", added)
    real = f"Real table.{SERVICE_TYPE}"
    browser._on_service(None, SERVICE_TYPE, real, added)
    for i in range(MAX_RESOLVING, MAX_RESOLVING + 20):
        browser._on_service(None, SERVICE_TYPE, f"fake{i}.{SERVICE_TYPE}", added)
    assert next(iter(browser._waiting)) == real
    browser._on_service(None, SERVICE_TYPE, real, updated)  # (someone sat down there)
    try:
        assert next(iter(browser._waiting)) == real, list(browser._waiting).index(real)
    finally:
        gate.set()
        browser._aiozc = None
        for task in list(browser._resolving.values()):
            task.cancel()
        await asyncio.sleep(0)
