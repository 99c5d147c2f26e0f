"""proto54: docs/PROTOCOL.md §4 says its example frames are "frames as the host writes them,
shown as JSON and cut where they say "...": "..."" — so an example without that key must hold
every field the host writes. Two examples of §4 do not: the `illegal_action` error (the host
adds `action`, §4 `error`) and the `shutdown` notice (the host adds `teams`, `reopens`,
`host_gone` and `headless`, all documented in the table right below the example). A client
author who copies either example as a fixture misses those fields. Real TCP on loopback."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import msgpack

from tests.net.net_testkit import WAIT, start_host

DOC = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"


def _json_after(marker: str) -> dict:
    text = DOC.read_text()
    at = text.index(marker)
    m = re.search(r"```json\n(.*?)```", text[at:], re.S)
    assert m, marker
    return json.loads(m.group(1))


async def _frame(reader: asyncio.StreamReader) -> dict | None:
    try:
        head = await asyncio.wait_for(reader.readexactly(4), WAIT)
    except asyncio.IncompleteReadError:
        return None
    body = await reader.readexactly(int.from_bytes(head, "big"))
    return msgpack.unpackb(body, raw=False)


async def _send(writer: asyncio.StreamWriter, msg: dict) -> None:
    body = msgpack.packb(msg, use_bin_type=True)
    writer.write(len(body).to_bytes(4, "big") + body)
    await writer.drain()


async def _until(reader: asyncio.StreamReader, t: str) -> dict:
    while True:
        m = await _frame(reader)
        assert m is not None, f"closed before {t}"
        if m["t"] == t:
            return m


def _hello(name: str, **kw: object) -> dict:
    return {"t": "hello", "proto": 3, "app": "proto54", "name": name, **kw}


def test_illegal_action_example_holds_every_field_the_host_writes() -> None:
    example = _json_after("### `error`")
    assert example["code"] == "illegal_action" and "..." not in example

    async def run() -> dict:
        host, port = await start_host()
        try:
            r, w = await asyncio.open_connection("127.0.0.1", port)
            await _send(w, _hello("Ann"))
            await _until(r, "lobby")
            await _send(w, {"t": "add_bot", "kind": "easy"})
            await _until(r, "lobby")
            await _send(w, {"t": "start"})
            while True:
                view = (await _until(r, "view"))["view"]
                if view["current"] == view["seat"] and view["phase"] == "play":
                    break
            card = next(c for c in ("R0", "Y0", "G0", "B0") if c not in view["hand"])
            await _send(w, {"t": "act", "state_id": view["state_id"],
                            "action": {"type": "play", "card": card}})
            err = await _until(r, "error")
            w.close()
            return err
        finally:
            await host.close()

    err = asyncio.run(run())
    assert err["code"] == "illegal_action"
    missing = sorted(set(err) - set(example))
    assert not missing, f"the doc's illegal_action example lacks {missing} (host sent {err})"


def test_shutdown_example_holds_every_field_the_host_writes() -> None:
    example = _json_after("**The table closes.**")
    assert example["code"] == "shutdown" and "..." not in example

    async def run() -> dict:
        host, port = await start_host()
        r, w = await asyncio.open_connection("127.0.0.1", port)
        await _send(w, _hello("Ann"))
        await _until(r, "lobby")
        await _send(w, {"t": "add_bot", "kind": "easy"})
        await _until(r, "lobby")
        await _send(w, {"t": "start"})
        await _until(r, "view")
        await host.close()
        last = None
        while (m := await _frame(r)) is not None:
            last = m
        w.close()
        assert last is not None
        return last

    notice = asyncio.run(run())
    assert notice["code"] == "shutdown"
    missing = sorted(set(notice) - set(example))
    assert not missing, f"the doc's shutdown example lacks {missing} (host sent {notice})"
