"""A service seen while there is no room to resolve or list it is looked at again once there
is: zeroconf says "added" once per service, and a real table seen during a flood of unanswered
fakes (each resolution waits up to 3 s) was never listed after the flood (review41 #3)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from net.discovery import MAX_RESOLVING, MAX_WAITING, SERVICE_TYPE, Browser


class _Info:
    def __init__(self, service_type: str, name: str) -> None:
        self.name = name

    def load_from_cache(self, zc: Any) -> bool:
        return False  # (nothing cached: resolved by a question)


@pytest.mark.parametrize("behind", [0, MAX_WAITING + 10])
async def test_a_table_seen_during_a_flood_is_resolved_once_the_flood_is_over(
        behind: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """``behind``: fakes seen after the real table, more than can wait with it (review42 #8:
    the oldest waiting were dropped to make room, so the real table was pushed out)."""
    import zeroconf
    import zeroconf.asyncio as zc_asyncio

    monkeypatch.setattr(zc_asyncio, "AsyncServiceInfo", _Info)
    resolved: list[str] = []
    gate = asyncio.Event()

    async def fake_resolve(self: Browser, name: str, info: Any) -> None:
        if name.startswith("fake"):
            await gate.wait()  # (an unanswered fake: its resolution takes its time)
        resolved.append(name)

    monkeypatch.setattr(Browser, "_resolve", fake_resolve)
    browser = Browser()
    browser._aiozc = type("Z", (), {"zeroconf": object()})()  # (started, without a network)
    added = zeroconf.ServiceStateChange.Added
    for i in range(MAX_RESOLVING):
        browser._on_service(None, SERVICE_TYPE, f"fake{i}.{SERVICE_TYPE}", added)
    real = f"Real table.{SERVICE_TYPE}"
    browser._on_service(None, SERVICE_TYPE, real, added)
    for i in range(MAX_RESOLVING, MAX_RESOLVING + behind):
        browser._on_service(None, SERVICE_TYPE, f"fake{i}.{SERVICE_TYPE}", added)
    assert len(browser._waiting) <= MAX_WAITING
    gate.set()  # (the flood's resolutions end)
    for _ in range(200):
        await asyncio.sleep(0.01)
        if real in resolved:
            break
    browser._aiozc = None
    assert real in resolved, "the real table was never resolved"


def test_an_address_no_table_can_have_is_not_listed() -> None:
    """A LAN record chooses the address each join screen connects to: 0.0.0.0 reached this
    machine, 255.255.255.255 a broadcast (harden41 #2), also as IPv4-mapped IPv6 (review41
    #7)."""
    from net.discovery import usable_address

    for address in ("0.0.0.0", "255.255.255.255", "224.0.0.251", "::", "ff02::fb",
                    "::ffff:0.0.0.0", "::ffff:255.255.255.255", "::ffff:224.0.0.251",
                    "fe80::1"):
        assert not usable_address(address), address
    for address in ("192.168.1.20", "127.0.0.1", "::1", "fe80::1%eth0", "::ffff:10.0.0.5"):
        assert usable_address(address), address
