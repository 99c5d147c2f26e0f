"""docs/PROTOCOL.md is exact enough to implement against: its deck-honesty test vectors, its
table of reason codes, its list of log events, its notice kinds, the fields of its welcome and
its mDNS TXT keys are read from the document and checked against the engine and the host, so
the document cannot drift from the code."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host

from core.cards import full_deck
from core.game import REASONS, _start_round, new_game
from core.rng import below, next_u64, seed_state
from core.rules import Rules
from net import honesty
from net.discovery import REQUIRED_NUMBERS, table_txt
from net.protocol import ERROR_CODES

DOC = (Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md").read_text()
GAME_SOURCE = (Path(__file__).resolve().parents[2] / "core" / "game.py").read_text()
HOST_SOURCE = (Path(__file__).resolve().parents[2] / "net" / "host.py").read_text()


def section(title: str) -> str:
    """The text of the ``##``/``###`` section whose heading starts with ``title``."""
    match = re.search(rf"^(#+) {re.escape(title)}.*$", DOC, re.M)
    assert match, f"PROTOCOL.md has no section {title!r}"
    level = len(match.group(1))
    rest = DOC[match.end():]
    end = re.search(rf"^#{{1,{level}}} ", rest, re.M)
    return rest[: end.start()] if end else rest


def table_column(text: str) -> list[str]:
    """The first column of every Markdown table body row in ``text`` whose first cell is code
    (backticks removed; header rows, those followed by ``|---``, left out)."""
    lines = text.splitlines()
    rows = [line for i, line in enumerate(lines) if line.startswith("| `")
            and not (i + 1 < len(lines) and lines[i + 1].startswith("|---"))]
    return [row.split("|")[1].strip().strip("`") for row in rows]


def vectors() -> dict[str, str]:
    block = section("7.8 Test vectors").split("```text", 1)[1].split("```", 1)[0]
    out = {}
    for line in block.strip().splitlines():
        key, _, value = line.partition("=")
        out[key.strip()] = value.strip()
    return out


def computed() -> dict[str, str]:
    """The same vectors, computed by the engine."""
    secret = bytes(range(32))
    s1, s2 = honesty.round_seed(secret, 1), honesty.round_seed(secret, 2)
    state = seed_state(s1)
    outputs, s = [], state
    for _ in range(3):
        s, out = next_u64(s)
        outputs.append(f"{out:#018x}")
    game = new_game(Rules(), 3, s1)
    out = {
        "K": secret.hex(), "S_1": s1.hex(), "C_1": honesty.commitment(s1),
        "state(S_1)": f"{state:#018x}", "next": " ".join(outputs),
        "below(108)": str(below(state, 108)[1]),
        "dealer_draw": " | ".join(" ".join(d) for d in game.log[0]["draws"]),
        "dealer": str(game.dealer),
    }
    for seat, hand in enumerate(game.hands):
        out[f"round 1 seat {seat}"] = " ".join(c.code for c in hand)
    out["round 1 top"] = game.discard[0].code
    game.rng, game.dealer = seed_state(s2), 1
    _start_round(game)
    out.update({"S_2": s2.hex(), "C_2": honesty.commitment(s2),
                "state(S_2)": f"{seed_state(s2):#018x}", "round 2 dealer": "1"})
    for seat, hand in enumerate(game.hands):
        out[f"round 2 seat {seat}"] = " ".join(c.code for c in hand)
    out["round 2 top"] = game.discard[0].code
    return out


def test_the_documents_test_vectors_are_what_the_engine_deals() -> None:
    assert vectors() == computed()


def test_the_commitment_hashes_the_raw_seed_bytes_as_documented() -> None:
    v = vectors()
    assert hashlib.sha256(bytes.fromhex(v["S_1"])).hexdigest() == v["C_1"]


def test_the_documented_canonical_deck_is_the_engines() -> None:
    deck = [c.code for c in full_deck()]
    assert deck[0] == "R0" and deck[1:3] == ["R1", "R1"] and deck[24] == "RD"
    assert deck[25] == "Y0" and deck[100] == "W" and deck[104] == "W4" and len(deck) == 108


def test_the_reason_code_table_lists_exactly_the_engines_reasons() -> None:
    assert sorted(table_column(section("11. Reason codes"))) == sorted(REASONS)


def test_the_precise_messages_of_a_refused_catch_are_the_engines() -> None:
    from core.game import NO_CATCH

    rows = [line for line in section("11. Reason codes").splitlines()
            if line.startswith("| ") and line.rstrip().endswith(".` |")]
    assert sorted(row.rsplit("|", 2)[1].strip().strip("`") for row in rows) == \
        sorted(NO_CATCH.values())


def test_the_error_table_lists_exactly_the_hosts_error_codes() -> None:
    codes = [c for c in table_column(section("`error`")) if c in ERROR_CODES or "_" in c]
    assert sorted(set(codes)) == sorted(ERROR_CODES)


def test_every_log_event_the_engine_writes_is_documented() -> None:
    kinds = set(re.findall(r'_event\(state, "(\w+)"', GAME_SOURCE))
    kinds |= set(re.findall(r'"type": "(\w+)"', GAME_SOURCE))
    assert kinds, "the engine's log events could not be found"
    assert sorted(set(table_column(section("10. Log events")))) == sorted(kinds)


def test_the_notice_table_lists_exactly_the_kinds_the_host_sends() -> None:
    kinds = set(re.findall(r'"t": "notice", "kind": "(\w+)"', HOST_SOURCE))
    assert {"takeover", "back"} <= kinds, "the host's notices could not be found"
    assert sorted(set(table_column(section("`notice`")))) == sorted(kinds)


async def first_message(kind: str) -> dict[str, Any]:
    """The first message of type ``kind`` a newcomer gets at a new table (as the wire has it)."""
    host, port = await start_host(seats=2)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        msg = await raw_recv(reader, kind)
        writer.close()
    finally:
        await host.close()
    return msg


def _documented_fields(cell: str) -> set[str]:
    """The field names a table cell lists: its backticked names, outside the parentheses that
    explain them (``"left"``-style values, in quotes, are not names)."""
    while re.search(r"\([^()]*\)", cell):
        cell = re.sub(r"\([^()]*\)", "", cell)
    return set(re.findall(r"`(\w+)`", cell))


async def test_every_notice_carries_exactly_the_fields_its_row_lists() -> None:
    """A client written from the notice table finds in each notice the fields its row names
    (each with its type, and the ``why`` values), and no others: the host sends every kind
    here (the rules changed, a player left, took the seat back, dropped until an away bot took
    over)."""
    from net.client import Client

    host, port = await start_host(seats=3, bot_delay=3600.0, reconnect_window=0.05)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    try:
        await ann.set_rules({"jump_in": True})
        notice = await ann.recv("notice", timeout=20.0)
        seen: dict[tuple[str, str | None], dict[str, object]] = {
            (str(notice["kind"]), notice.get("why")): notice}
        await ann.add_bot("normal")
        await ann.start()
        await bo.recv("view", timeout=20.0)  # (the match is on: Bo leaves it)
        token = bo.token
        await bo.leave()
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        await again.close()  # (a drop: an away bot plays the seat after reconnect_window)
        while ("takeover", "away") not in seen:
            notice = await ann.recv("notice", timeout=20.0)
            seen[(str(notice["kind"]), notice.get("why"))] = notice  # type: ignore[arg-type]
    finally:
        await ann.close()
        await bo.close()
        await host.close()
    assert {kind for kind, _why in seen} == {"rules_changed", "takeover", "back"}
    rows = {row.split("|")[1].strip().strip("`"): row.split("|")[2]
            for row in section("`notice`").splitlines() if row.startswith("| `")}
    types = {"int": int, "str": str, "bool": bool}
    for (kind, why), notice in seen.items():
        assert set(notice) - {"t", "kind"} == _documented_fields(rows[kind]), kind
        for field in set(notice) - {"t", "kind"}:  # each with its type, as the value sent
            typed = re.search(rf"`{field}` (int|str|bool)\b", rows[kind])
            assert typed, f"{kind}.{field} has no type in PROTOCOL.md"
            assert isinstance(notice[field], types[typed.group(1)]), (kind, field)
        if why is not None:
            assert f'`"{why}"`' in rows[kind], (kind, why)


async def test_every_lobby_field_is_documented_and_every_documented_one_is_sent() -> None:
    """The lobby table lists each field of a ``lobby`` (and of each seat in it, as
    ``seats[i].field``) the host sends, and only those; each ``settings`` key is named."""
    lobby = await first_message("lobby")
    rows = table_column(section("`lobby`"))
    sent = {k for k in lobby if k != "t"} | {f"seats[i].{k}" for k in lobby["seats"][0]}
    assert sent == set(rows)
    settings_row = next(row for row in section("`lobby`").splitlines()
                        if row.startswith("| `settings`"))
    assert set(lobby["settings"]) <= set(re.findall(r"`(\w+)`", settings_row))


async def test_every_welcome_field_is_documented() -> None:
    welcome = await first_message("welcome")
    text = section("`welcome`")
    named = set(re.findall(r"`(\w+)`", text.split("```", 1)[0]))
    assert set(welcome) - {"t"} <= named, sorted(set(welcome) - {"t"} - named)


def test_the_documented_txt_keys_are_what_a_host_advertises() -> None:
    keys = set(table_column(section("12. LAN discovery")))
    advertised = {"proto", "name"} | set(table_txt(seats=4, taken=1, phase="lobby",
                                                   password=False))
    assert advertised <= keys and set(REQUIRED_NUMBERS) <= keys


async def test_a_colour_on_a_non_wild_or_a_wild_without_one_is_refused_as_documented() -> None:
    """§5: such a ``play`` is well-formed: the host answers a non-fatal ``illegal_action`` with
    the documented reason and the connection stays open."""
    host, port = await start_host(seats=2)
    try:
        conns = []
        for name in ("Ann", "Bob"):
            reader, writer = await raw_connect(port)
            await raw_send(writer, hello(name))
            await raw_recv(reader, "welcome")
            conns.append((reader, writer))
        await raw_send(conns[0][1], {"t": "start"})
        views = [(await raw_recv(r, "view"))["view"] for r, _w in conns]
        mover = views[0]["current"]
        reader, writer = conns[mover]
        view = views[mover]
        if view["phase"] == "choose_color":
            await raw_send(writer, {"t": "act", "state_id": view["state_id"],
                                    "action": {"type": "color", "color": "red"}})
            view = (await raw_recv(reader, "view"))["view"]
        assert view["phase"] == "play"
        for action, reason in (({"type": "play", "card": "R5", "color": "blue"},
                                "color_not_allowed"),
                               ({"type": "play", "card": "W"}, "color_required")):
            await raw_send(writer, {"t": "act", "state_id": view["state_id"], "action": action})
            err = await raw_recv(reader, "error")
            assert (err["code"], err["reason"], err["fatal"]) == ("illegal_action", reason, False)
        await raw_send(writer, {"t": "ping", "n": 7})
        assert (await raw_recv(reader, "pong"))["n"] == 7
        for _reader, w in conns:
            w.close()
    finally:
        await host.close()


# An implementation of §7.2-§7.4 written from the document's words alone (not from core), checked
# against the engine over many seeds: the procedure as documented is the procedure as dealt.
_M = (1 << 64) - 1


def _next(s: int) -> tuple[int, int]:
    s = (s + 0x9E3779B97F4A7C15) & _M
    z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M
    return s, z ^ (z >> 31)


def _state_from(seed: bytes) -> int:
    h = 0x243F6A8885A308D3
    for b in seed:
        h = ((h ^ b) * 0x100000001B3) & _M
    return _next(h)[1]


def _below(s: int, n: int) -> tuple[int, int]:
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        s, z = _next(s)
        if z < limit:
            return s, z % n


def _canonical() -> list[str]:
    deck = []
    for x in "RYGB":
        deck.append(f"{x}0")
        for r in [*"123456789", "S", "R", "D"]:
            deck += [f"{x}{r}"] * 2
    return deck + ["W"] * 4 + ["W4"] * 4


class _Pile:
    def __init__(self) -> None:
        self.cards, self.u = _canonical(), 108  # a new pile: the canonical deck, shuffled

    def take(self, s: int) -> tuple[int, str]:
        n = len(self.cards)
        if n <= self.u:
            s, j = _below(s, n)
            self.cards[j], self.cards[n - 1] = self.cards[n - 1], self.cards[j]
            self.u = n - 1
        return s, self.cards.pop()


def _deal(s: int, players: int, dealer: int) -> tuple[list[list[str]], str]:
    pile = _Pile()
    hands: list[list[str]] = [[] for _ in range(players)]
    for _ in range(7):
        for k in range(1, players + 1):
            s, card = pile.take(s)
            hands[(dealer + k) % players].append(card)
    s, first = pile.take(s)
    while first == "W4":
        pile.cards.append(first)
        pile.u = len(pile.cards)
        s, first = pile.take(s)
    return hands, first


def _round_one(seed: bytes, players: int) -> tuple[int, list[list[str]], str]:
    s, pile, contenders = _state_from(seed), _Pile(), list(range(players))
    while True:
        if len(pile.cards) < len(contenders):
            pile = _Pile()
        picks = {}
        for seat in contenders:
            s, picks[seat] = pile.take(s)
        value = {seat: int(c[1]) if c[0] in "RYGB" and c[1].isdigit() else 0
                 for seat, c in picks.items()}
        best = max(value.values())
        leaders = [seat for seat in contenders if value[seat] == best]
        if len(leaders) == 1:
            return (leaders[0], *_deal(s, players, leaders[0]))
        contenders = leaders


def test_a_deck_dealt_as_the_document_says_is_the_deck_the_engine_deals() -> None:
    for k in range(40):
        seed = hashlib.sha256(f"doc-check:{k}".encode()).digest()
        players = 2 + k % 9
        game = new_game(Rules(), players, seed)
        dealer, hands, first = _round_one(seed, players)
        assert dealer == game.dealer
        assert [[c.code for c in h[:7]] for h in game.hands] == hands  # a first D adds two
        assert game.discard[0].code == first
        game.rng, game.dealer = seed_state(seed[::-1]), k % players  # a later round
        _start_round(game)
        hands, first = _deal(_state_from(seed[::-1]), players, k % players)
        assert [[c.code for c in h[:7]] for h in game.hands] == hands
        assert game.discard[0].code == first
