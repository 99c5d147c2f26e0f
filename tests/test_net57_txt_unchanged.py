"""net57 (d): an unchanged TXT record still holds the next real TXT update back by up to 1 s.

``Host._update_txt`` (net/host.py) announces the table's TXT at most once every ``TXT_EVERY``
(1 s) — RFC 6762's "a record once a second at most". It is called after every ``lobby``
broadcast (``Table.broadcast_lobby`` -> ``on_change``), most of which change nothing the TXT
says (a player says ready, a rules option changes, a watcher comes). ``Advertiser.update``
(net/discovery.py) sends nothing for such an unchanged record — yet ``_update_txt`` sets
``_txt_sent`` in its ``finally`` all the same, so the next change that *does* alter the record
(a stranger sits down: ``taken``) waits out a whole second for a multicast that never went.

Over real TCP on loopback: a seated player says ``ready`` (a lobby broadcast, TXT unchanged);
at once a second player sits down (``taken`` 1 -> 2). The new ``taken`` should reach the
advertiser at once, since nothing was announced within the last second."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from net_testkit import fast_config, raw_seated, raw_send

import net.host
from net.host import Host


class FakeAdvertiser:
    """Stands in for :class:`net.discovery.Advertiser` (no multicast): keeps the TXT and
    records when a changed record would have been announced — as ``update`` does, nothing is
    sent for a record that did not change."""

    def __init__(self, txt: dict[str, str]) -> None:
        self.txt = dict(txt)
        self.announced: list[tuple[float, dict[str, str]]] = []

    async def update(self, txt: dict[str, str], drop: Any = ()) -> None:
        changed = {k: v for k, v in txt.items()}
        gone = [k for k in drop if k in self.txt and k not in changed]
        if not gone and all(self.txt.get(k) == v for k, v in changed.items()):
            return  # (unchanged: nothing goes on the air)
        for key in gone:
            del self.txt[key]
        self.txt.update(changed)
        self.announced.append((time.monotonic(), dict(self.txt)))

    async def stop(self) -> None:
        pass


async def test_an_unchanged_txt_does_not_hold_back_the_next_change(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # (a TXT_EVERY of 3 s here: held back, taken=2 comes ~2.9 s after Ben sat down, and the
    # bound below leaves a busy machine 1.5 s — with the 1 s TXT_EVERY it left 0.5 s)
    monkeypatch.setattr(net.host, "TXT_EVERY", 3.0)
    host = Host(fast_config(seats=4))
    _, port = await host.start_server("127.0.0.1", 0)
    try:
        _ann_r, ann_w = await raw_seated(port, "Ann")
        adv = FakeAdvertiser(host._txt())
        host.advertiser = adv
        host._txt_sent = -net.host.TXT_EVERY  # (nothing announced yet)
        await asyncio.sleep(1.2)  # (nothing announced since long before TXT_EVERY)
        await raw_send(ann_w, {"t": "ready", "ready": True})  # lobby broadcast, TXT unchanged
        await asyncio.sleep(0.1)
        assert adv.announced == [], "the ready changed nothing the TXT says"
        sat = time.monotonic()
        _ben = await raw_seated(port, "Ben")  # taken: 1 -> 2
        for _ in range(600):
            if any(txt.get("taken") == "2" for _t, txt in adv.announced):
                break
            await asyncio.sleep(0.01)
        when = [t for t, txt in adv.announced if txt.get("taken") == "2"]
        assert when, "the new taken was never announced"
        delay = when[0] - sat
        assert delay < 1.5, (f"taken=2 was announced {delay:.2f} s after Ben sat down, though "
                             "nothing had gone on the air for over TXT_EVERY: the unchanged "
                             "record of the ready counted as an announcement")
    finally:
        host.advertiser = None
        await host.close()
