"""Foreign and malformed mDNS records on the LAN never hide real tables and never print a
traceback (loopback only: a second zeroconf stack on 127.0.0.1 plays the foreign stack)."""

from __future__ import annotations

import asyncio
import logging
import socket
import uuid

import pytest
from zeroconf import DNSAddress, DNSOutgoing, DNSPointer, DNSService, DNSText, const
from zeroconf.asyncio import AsyncZeroconf

from net.discovery import SERVICE_TYPE, Browser, TableInfo
from net.protocol import PROTOCOL_VERSION

PATIENCE = 8.0


def _txt(entries: dict[str, str]) -> bytes:
    out = b""
    for key, value in entries.items():
        item = f"{key}={value}".encode()
        out += bytes([len(item)]) + item
    return out or b"\x00"


def _service(name: str, port: int, txt: dict[str, str] | None, server: str,
             address: tuple[int, bytes], ttl: int) -> list[object]:
    """The PTR, SRV, TXT and address records a DNS-SD responder sends for one service."""
    unique = const._CLASS_IN | const._CLASS_UNIQUE
    family, packed = address
    kind = const._TYPE_A if family == socket.AF_INET else const._TYPE_AAAA
    records: list[object] = [
        DNSPointer(SERVICE_TYPE, const._TYPE_PTR, const._CLASS_IN, ttl, name),
        DNSService(name, const._TYPE_SRV, unique, ttl, 0, 0, port, server),
        DNSAddress(server, kind, unique, ttl, packed),
    ]
    if txt is not None:
        records.append(DNSText(name, const._TYPE_TXT, unique, ttl, _txt(txt)))
    return records


def _response(services: list[list[object]]) -> DNSOutgoing:
    out = DNSOutgoing(const._FLAGS_QR_RESPONSE | const._FLAGS_AA)
    for records in services:
        for record in records:
            out.add_answer_at_time(record, 0)  # type: ignore[arg-type]
    return out


async def test_foreign_records_are_skipped_and_never_hide_a_real_table(
    caplog: pytest.LogCaptureFixture,
) -> None:
    tag = uuid.uuid4().hex[:8]
    v4 = (socket.AF_INET, socket.inet_aton("127.0.0.1"))
    good_txt = {"proto": str(PROTOCOL_VERSION), "name": f"Real {tag}", "seats": "4",
                "taken": "1", "phase": "lobby", "pw": "0"}

    def services(ttl: int) -> list[list[object]]:
        return [  # the foreign ones first: each used to be able to drop what follows it
            _service(f"Esc\x1b[31mRED {tag}.{SERVICE_TYPE}", 7001, good_txt,
                     f"esc-{tag}.local.", v4, ttl),
            _service(f"NoTxt {tag}.{SERVICE_TYPE}", 7002, None, f"notxt-{tag}.local.", v4, ttl),
            _service(f"Words {tag}.{SERVICE_TYPE}", 7003, {**good_txt, "seats": "four"},
                     f"words-{tag}.local.", v4, ttl),
            _service(f"PortZero {tag}.{SERVICE_TYPE}", 0, good_txt, f"zero-{tag}.local.", v4,
                     ttl),
            _service(f"LinkLocal {tag}.{SERVICE_TYPE}", 7005, good_txt, f"ll-{tag}.local.",
                     (socket.AF_INET6, socket.inet_pton(socket.AF_INET6, "fe80::1")), ttl),
            _service(f"Real {tag}.{SERVICE_TYPE}", 7006, good_txt, f"real-{tag}.local.", v4,
                     ttl),
        ]

    seen: list[TableInfo] = []
    browser = Browser(lambda kind, table: seen.append(table), interfaces=["127.0.0.1"])
    foreign = AsyncZeroconf(interfaces=["127.0.0.1"])
    caplog.set_level(logging.WARNING)
    try:
        await browser.start()
        await foreign.zeroconf.async_wait_for_start(timeout=5.0)
        ours = [t for t in seen if tag in t.service]
        loop = asyncio.get_running_loop()
        deadline = loop.time() + PATIENCE
        while not ours and loop.time() < deadline:
            foreign.zeroconf.async_send(_response(services(120)))
            await asyncio.sleep(0.5)
            ours = [t for t in browser.tables.values() if tag in t.service]
        foreign.zeroconf.async_send(_response(services(0)))  # goodbye: leave no stale records
    finally:
        await browser.stop()
        await foreign.async_close()
    assert [t.name for t in ours] == [f"Real {tag}"], ours
    assert ours[0].port == 7006
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text
