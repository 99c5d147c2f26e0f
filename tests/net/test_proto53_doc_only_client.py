"""A client written from docs/PROTOCOL.md alone (proto53) plays whole matches over real TCP on
loopback and checks, for every round, what §7 says a client without a rules engine can check:
the commitment, the first dealer's drawing, its own dealt hand, the first card, and for round
k >= 2 ``reveal.start.rng``/``seed`` — with its own SplitMix64, pile and deal written from §7.2-§7.4
(no import of net/ or core/ for the check). It also holds the host to §1/§4 on the way: every
float the host sends is one of the seconds fields, the public parts of a view agree between
seats, the lobby after ``round_end`` carries a float ``deal_in`` and no ready human, and the
lobby after the next deal none. A regression guard: it passes on the current code."""

from __future__ import annotations

import asyncio
import hashlib
import random
from collections import Counter
from typing import Any

import pytest
from net_testkit import WAIT, hello, raw_connect, raw_recv, raw_send, start_host

from core.rules import Rules

M64 = (1 << 64) - 1
FLOAT_PATHS = {
    "lobby.settings.turn_timer",
    "lobby.settings.uno_grace",
    "lobby.settings.jump_in_grace",
    "lobby.settings.reconnect_window",
    "lobby.settings.round_pause",
    "lobby.settings.bot_delay",  # (PROTOCOL.md §1 lists it since proto72 #1)
    "lobby.settings.think",
    "lobby.seats[].window_left",
    "lobby.deal_in",
    "round_end.deal_in",
    "view.timer.seconds",
    "view.timer.remaining",
    "error.retry_after",
}


class Rng:
    def __init__(self, seed: bytes) -> None:
        h = 0x243F6A8885A308D3
        for b in seed:
            h = ((h ^ b) * 0x100000001B3) & M64
        self.s = h
        self.s = self.next()

    def next(self) -> int:
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            z = self.next()
            if z < limit:
                return z % n


def new_pile(rng: Rng) -> dict[str, Any]:
    deck: list[str] = []
    for c in "RYGB":
        deck += (
            [c + "0"]
            + [f"{c}{d}" for d in range(1, 10) for _ in (0, 1)]
            + [c + "S"] * 2
            + [c + "R"] * 2
            + [c + "D"] * 2
        )
    deck += ["W"] * 4 + ["W4"] * 4
    return {"cards": deck, "u": len(deck), "rng": rng}


def take(p: dict[str, Any]) -> str:
    n = len(p["cards"])
    if n <= p["u"]:
        j = p["rng"].below(n)
        p["cards"][j], p["cards"][n - 1] = p["cards"][n - 1], p["cards"][j]
        p["u"] = n - 1
    return p["cards"].pop()


def dealer_draw(rng: Rng, players: int, redraw: bool) -> tuple[int, list[list[str]]]:
    pile, contenders, drawings = new_pile(rng), list(range(players)), []
    while True:
        if len(pile["cards"]) < len(contenders):
            pile = new_pile(rng)
        got = [(s, take(pile)) for s in contenders]
        drawings.append([f"{s}:{c}" for s, c in got])
        vals = [
            ((int(c[1]) if len(c) == 2 and c[0] in "RYGB" and c[1].isdigit() else (-1 if redraw else 0)), s)
            for s, c in got
        ]
        best = max(v for v, _ in vals)
        top = [s for v, s in vals if v == best]
        if best >= 0 and len(top) == 1:
            return top[0], drawings
        if best >= 0:
            contenders = top


def deal(
    rng: Rng, players: int, dealer: int, hand_size: int, out: list[bool]
) -> tuple[dict[int, list[str]], str]:
    pile = new_pile(rng)
    order = [s for s in ((dealer + i) % players for i in range(1, players + 1)) if not out[s]]
    hands: dict[int, list[str]] = {s: [] for s in order}
    for _ in range(hand_size):
        for s in order:
            hands[s].append(take(pile))
    first = take(pile)
    while first == "W4":
        pile["cards"].append(first)
        pile["u"] = len(pile["cards"])
        first = take(pile)
    if len(first) == 2 and first[1] == "D":
        hands[order[0]] += [take(pile), take(pile)]
    return hands, first


def scan(o: Any, path: str, floats: set[str]) -> None:
    if isinstance(o, float):
        floats.add(path)
    elif isinstance(o, dict):
        for k, v in o.items():
            scan(v, f"{path}.{k}", floats)
    elif isinstance(o, list):
        for v in o:
            scan(v, f"{path}[]", floats)


class DocClient:
    def __init__(self, name: str, seed: int) -> None:
        self.name, self.rnd = name, random.Random(seed)
        self.frames: list[dict[str, Any]] = []
        self.floats: set[str] = set()
        self.round_starts: dict[int, dict[str, Any]] = {}
        self.dealt: dict[int, list[str]] = {}
        self.events: dict[int, dict[str, Any]] = {}
        self.checked: list[tuple[int, dict[str, bool]]] = []
        self.public: dict[int, tuple[Any, ...]] = {}
        self.s1: int | None = None
        self.problems: list[str] = []

    async def join(self, port: int) -> None:
        self.r, self.w = await raw_connect(port)
        await raw_send(self.w, hello(self.name))
        self.welcome = await raw_recv(self.r)
        assert self.welcome["t"] == "welcome"
        self.seat = self.welcome["seat"]

    def verify(self, m: dict[str, Any]) -> None:
        k, rv = m["round"], m["reveal"]
        seed = bytes.fromhex(rv["seed"])
        checks = {"commitment": hashlib.sha256(seed).hexdigest() == self.round_starts[k]["commitment"]}
        rng = Rng(seed)
        players, rules = rv["players"], rv["rules"]
        if k == 1:
            self.s1 = rng.s
            dealer, drawings = dealer_draw(rng, players, rules["first_dealer_symbols"] == "redraw")
            dd = [e for e in self.events.values() if e["type"] == "dealer_draw"]
            checks["dealer_draw"] = bool(dd) and dd[-1]["draws"] == drawings and dd[-1]["dealer"] == dealer
            out = [False] * players
        else:
            st = rv["start"]
            checks["start.rng"] = st["rng"] == rng.s
            checks["start.seed"] = st["seed"] == self.s1
            dealer, out = st["result"]["winner"], st["eliminated"]
        hands, first = deal(rng, players, dealer, rules["hand_size"], out)
        rs = [e for e in self.events.values() if e["type"] == "round_start" and e["round"] == k]
        checks["first_card"] = bool(rs) and rs[-1]["card"] == first and rs[-1]["dealer"] == dealer
        checks["my_hand"] = Counter(hands[self.seat]) == Counter(self.dealt[k])
        self.checked.append((k, checks))

    async def play(self, owner_start: dict[str, Any] | None = None) -> None:
        expect: str | None = None
        dealt_again = False
        while True:
            m = await raw_recv(self.r)
            if m["t"] == "ping":
                await raw_send(self.w, {"t": "pong"})
                continue
            self.frames.append(m)
            scan(m, m["t"], self.floats)
            t = m["t"]
            if expect and t not in ("chat", "notice"):
                if t != expect:
                    self.problems.append(f"expected {expect} got {t}")
                elif t == "lobby" and (
                    not isinstance(m["deal_in"], float)
                    or any(s["ready"] for s in m["seats"] if s["kind"] == "human")
                ):
                    self.problems.append(f"lobby after round_end: {m['deal_in']!r} {m['seats']}")
                expect = None
            if t == "lobby":
                if dealt_again and m["phase"] == "playing":
                    dealt_again = False
                    if m["deal_in"] is not None:
                        self.problems.append(f"lobby after the deal has deal_in {m['deal_in']}")
                if owner_start is not None and m["phase"] == "lobby" and m["owner"]:
                    await raw_send(self.w, owner_start)
                    await raw_send(self.w, {"t": "start"})
                    owner_start = None
                if m["seats"][m["you"]]["reading"]:
                    await raw_send(self.w, {"t": "ready", "ready": False})
            elif t == "round_start":
                self.round_starts[m["round"]] = m
                dealt_again = m["round"] > 1
            elif t == "view":
                v = m["view"]
                for e in v["log"]:
                    self.events[e["seq"]] = e
                rs = self.round_starts.get(v["round"])
                if rs and v["state_id"] == rs["state_id"] and v["round"] not in self.dealt:
                    self.dealt[v["round"]] = list(v["hand"])
                self.public[v["state_id"]] = (
                    v["discard"],
                    v["pending_rank"],
                    v["challenge"],
                    v["counts"],
                    v["current"],
                )
                if v["legal"]:
                    legal = v["legal"]
                    catch = [a for a in legal if a["type"] == "catch" and a["target"] == v["catchable"]]
                    uno = [a for a in legal if a["type"] == "uno"] if len(v["hand"]) == 1 else []
                    if v["current"] == v["seat"] or catch or uno:
                        mine = (
                            catch
                            or uno
                            or [a for a in legal if a.get("uno")]
                            or [a for a in legal if a["type"] not in ("uno", "catch")]
                        )
                        if mine:
                            await raw_send(
                                self.w,
                                {"t": "act", "state_id": v["state_id"], "action": self.rnd.choice(mine)},
                            )
            elif t == "round_end":
                self.verify(m)
                if m["match_over"]:
                    expect = "match_end"
                else:
                    expect = "lobby"
                    await raw_send(self.w, {"t": "ready"})
            elif t == "match_end":
                return
            elif (
                t == "error"
                and m["code"] not in ("stale_state", "not_your_turn")
                and m.get("reason") != "no_catch"
            ):
                self.problems.append(f"error {m}")


@pytest.mark.parametrize("preset", ["official", "house"])
async def test_a_doc_only_client_verifies_every_round_it_plays(preset: str) -> None:
    host, port = await start_host(seats=4, rules=Rules(target_score=50))
    try:
        ann, bob = DocClient("Ann", 1), DocClient("Bob", 2)
        await ann.join(port)
        await bob.join(port)
        await raw_send(ann.w, {"t": "add_bot", "kind": "easy"})
        await raw_send(ann.w, {"t": "add_bot", "kind": "normal"})
        await asyncio.sleep(0.2)
        start = {"t": "set_rules", "preset": preset, "rules": {"target_score": 500}}
        await asyncio.wait_for(asyncio.gather(ann.play(start), bob.play()), WAIT * 6)
    finally:
        await host.close()
    for c in (ann, bob):
        assert c.checked, "at least one round was played"
        assert len(c.checked) >= 2, "later rounds too (reveal.start)"
        assert all(all(ch.values()) for _, ch in c.checked), c.checked
        assert {k for _, ch in c.checked for k in ch} >= {
            "commitment",
            "dealer_draw",
            "first_card",
            "my_hand",
            "start.rng",
            "start.seed",
        }
        assert c.floats <= FLOAT_PATHS, c.floats - FLOAT_PATHS
        assert not c.problems, c.problems
    for sid in set(ann.public) & set(bob.public):
        assert ann.public[sid][:3] == bob.public[sid][:3], sid
