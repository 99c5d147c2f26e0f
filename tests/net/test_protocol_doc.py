"""docs/PROTOCOL.md is exact enough to implement against: its deck-honesty test vectors, its
table of reason codes, its list of log events, its notice kinds, the fields of its welcome and
its mDNS TXT keys, the floats it names, the fields of ``reveal.start`` it explains, the message
of ``stale_state`` it quotes and its example of a cleaned name are read from the document and
checked against the engine and a live host, so the document cannot drift from the code; what
it says of passwords, ``set_rules``, the frames after ``welcome`` and the two forms of a play
that leaves an UNO hand is checked the same way."""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from net_testkit import Player, hello, raw_connect, raw_recv, raw_send, start_host, until

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
    # (the codes' table, not the shutdown notice's fields below it: ``host_gone`` is a field)
    codes_table = section("`error`").split("**The table closes.**", 1)[0]
    codes = [c for c in table_column(codes_table) if c in ERROR_CODES or "_" in c]
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
    host, conns, view = await _two_players_dealt()
    try:
        reader, writer = conns[view["current"]]
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


# --------------------------------------------------------------- what a live table sends
def _float_paths(msg: Any, path: str) -> set[str]:
    """The paths (``lobby.seats[i].window_left`` style) of every float inside ``msg``."""
    if isinstance(msg, float):
        return {path}
    if isinstance(msg, dict):
        return set().union(*(_float_paths(v, f"{path}.{k}") for k, v in msg.items()))
    if isinstance(msg, list):
        return set().union(*(_float_paths(v, f"{path}[i]") for v in msg))
    return set()


def _value_at(msg: dict[str, Any], path: str) -> list[Any]:
    """Every value at ``path`` (as :func:`_float_paths` writes it) in ``msg``."""
    kind, *keys = path.split(".")
    values: list[Any] = [msg] if msg["t"] == kind else []
    for key in keys:
        name, many = key.removesuffix("[i]"), key.endswith("[i]")
        values = [v[name] for v in values if isinstance(v, dict) and name in v]
        if many:
            values = [x for v in values for x in v]
    return values


def documented_seconds() -> set[str]:
    """The fields §1 says are floats (the host's, not ``set_think``'s)."""
    bullet = section("1. Transport").split("**Every number of seconds", 1)[1].split("\n* ", 1)[0]
    return {p for p in re.findall(r"`([a-z_]+\.[\w\[\].]+)`", bullet)
            if not p.startswith("set_think.")}


async def _frames_until(frames: list[dict[str, Any]], what: str,
                        test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """Wait (bounded) for a frame in ``frames`` (filled by a reader task) that passes ``test``."""
    found: list[dict[str, Any]] = []

    def seen() -> bool:
        found[:] = [f for f in frames if test(f)]
        return bool(found)

    await until(seen, what)
    return found[0]


async def a_watched_match() -> list[dict[str, Any]]:
    """Every frame a spectator gets at a live table with a turn timer while two players play two
    rounds (each round's end, the pause before the next deal, round 2's ``reveal.start``), one of
    them drops during the pause after round 2 (the seat waits: ``window_left``), and the
    spectator chats past its limit (``rate_limited``)."""
    from net.client import Client

    host, port = await start_host(seats=2, turn_timer=15, round_pause=20, reconnect_window=30,
                                  rules=Rules(target_score=10000))
    frames: list[dict[str, Any]] = []
    reader, writer = await raw_connect(port)
    await raw_send(writer, hello("Sue", spectate=True))

    async def read() -> None:
        while True:
            frames.append(await raw_recv(reader))

    task = asyncio.ensure_future(read())
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    try:
        await ann.start()
        players = [Player(ann, seed=1), Player(bob, seed=2)]
        for _round in (1, 2):
            await asyncio.gather(*(p.play_until("round_end") for p in players))
            if _round == 1:
                await ann.ready()
                await bob.ready()
        await _frames_until(frames, "round 2's end", lambda f: f["t"] == "round_end"
                            and f["round"] == 2)
        await bob.close()  # (a drop: the seat waits for Bob)
        await _frames_until(frames, "a seat waiting for Bob", lambda f: f["t"] == "lobby"
                            and f["seats"][1]["window_left"] is not None)
        for n in range(8):  # 5 chats in a burst, then the chat limit
            await raw_send(writer, {"t": "chat", "text": f"line {n}"})
        await _frames_until(frames, "a chat over the limit", lambda f: f["t"] == "error"
                            and f["code"] == "rate_limited")
    finally:
        task.cancel()
        writer.close()
        await ann.close()
        await bob.close()
        await host.close()
    return frames


async def test_every_float_the_host_sends_is_a_number_of_seconds_the_document_names() -> None:
    """§1: a typed client declares exactly the documented fields as floats. Every float of a
    live table's messages (a lobby during the pause between rounds with a seat waiting for its
    player, a round's end, a timed turn's view, a rate-limited chat) is one §1 names, and each
    named field the table sent with a value was a float, never an int."""
    frames = await a_watched_match()
    floats = set().union(*(_float_paths(f, f["t"]) for f in frames))
    named = documented_seconds()
    assert floats <= named, sorted(floats - named)
    assert {"lobby.deal_in", "round_end.deal_in", "lobby.seats[i].window_left",
            "error.retry_after", "view.timer.seconds", "view.timer.remaining",
            "lobby.settings.turn_timer"} <= floats  # (the walk met them all)
    for path in named:
        sent = [v for f in frames for v in _value_at(f, path) if v is not None]
        assert all(type(v) is float for v in sent), (path, sent[:3])


async def test_reveal_start_holds_what_the_document_says_a_checker_reads() -> None:
    """§7.5's table of ``reveal.start``, checked on a live table's round 2: every field it names
    is there and means what it says (the generator from S_2, the match's from S_1, round 1's
    dealer and hands, round 2's dealer as round 1's winner, the state id before the deal)."""
    frames = await a_watched_match()
    ends = {f["round"]: f for f in frames if f["t"] == "round_end"}
    starts = [f for f in frames if f["t"] == "round_start"]
    log1 = next(f["view"]["log"] for f in frames if f["t"] == "view"
                and f["view"]["round"] == 1)
    log2 = next(f["view"]["log"] for f in frames if f["t"] == "view"
                and f["view"]["round"] == 2)
    start = ends[2]["reveal"]["start"]
    rows = set()
    for name in table_column(section("7.5 Later rounds")):
        rows |= {n.strip().strip("`") for n in name.split(",")}
    assert rows <= set(start), sorted(rows - set(start))
    s1, s2 = (bytes.fromhex(ends[k]["reveal"]["seed"]) for k in (1, 2))
    assert start["rng"] == seed_state(s2) and start["seed"] == seed_state(s1)
    assert start["round_no"] == 1 and start["hands"] == ends[1]["hands"]
    assert start["dealer"] == next(e["dealer"] for e in log1 if e["type"] == "round_start")
    assert start["result"]["winner"] == ends[1]["winner"] == \
        next(e["dealer"] for e in log2 if e["type"] == "round_start")
    assert start["state_id"] + 1 == starts[-1]["state_id"]
    assert start["unshuffled"] <= len(start["draw_pile"])
    assert (start["players"], start["rules"]) == (ends[2]["reveal"]["players"],
                                                 ends[2]["reveal"]["rules"])


async def _two_players_dealt() -> tuple[Any, list[tuple[Any, Any]], dict[str, Any]]:
    """A live table of two raw players, dealt: the host, the connections (seat order) and the
    view of the seat to move (after naming the colour of a Wild turned up first)."""
    host, port = await start_host(seats=2)
    conns = []
    for name in ("Ann", "Bob"):
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello(name))
        await raw_recv(reader, "welcome")
        conns.append((reader, writer))
    await raw_send(conns[0][1], {"t": "start"})
    views = [(await raw_recv(r, "view"))["view"] for r, _w in conns]
    reader, writer = conns[views[0]["current"]]
    view = views[views[0]["current"]]
    if view["phase"] == "choose_color":
        await raw_send(writer, {"t": "act", "state_id": view["state_id"],
                                "action": {"type": "color", "color": "red"}})
        view = (await raw_recv(reader, "view"))["view"]
    return host, conns, view


async def test_stale_state_says_the_tables_state_for_an_older_and_a_future_state_id() -> None:
    """§6 State ids: an ``act`` on a state the table has left and one on a state it has not
    reached are both ``stale_state`` with the current ``state_id``, and the message, the one
    the document quotes, is true of both (it said "an older state" of a future one too)."""
    host, conns, view = await _two_players_dealt()
    try:
        reader, writer = conns[view["current"]]
        await raw_send(writer, {"t": "act", "state_id": view["state_id"],
                                "action": {"type": "draw"}})
        now = (await raw_recv(reader, "view"))["view"]["state_id"]
        quoted = re.search(r'"(Your action was based on another state[^"]*)"',
                           section("6. The host's pipeline"))
        assert quoted, "§6 quotes no stale_state message"
        message = " ".join(quoted.group(1).split()).replace("(now 42)", f"(now {now})")
        for sent in (now + 5, now - 1):  # (an uno call: any seat may send one at any time)
            await raw_send(writer, {"t": "act", "state_id": sent, "action": {"type": "uno"}})
            err = await raw_recv(reader, "error")
            assert (err["code"], err["state_id"], err["fatal"]) == ("stale_state", now, False)
            assert err["message"] == message and "older" not in err["message"]
    finally:
        for _r, w in conns:
            w.close()
        await host.close()


async def test_a_name_loses_its_escape_sequences_whole_as_documented() -> None:
    """§2 Names: the document's example (``"\\x1b[31mZed"`` becomes ``Zed``) is what the host
    makes of that name, and an OSC title sequence goes whole too: nothing of either is left
    for the other players' screens."""
    example = re.search(r'`"(\\x1b[^"]*)"` becomes `(\w+)`', section("2. A session"))
    assert example, "§2 gives no escape-sequence example"
    asked = example.group(1).replace("\\x1b", "\x1b")
    host, port = await start_host(seats=3)
    try:
        for name, cleaned in ((asked, example.group(2)),
                              ("\x1b]0;owned\x07Ann\x1b[0m  the\tFirst", "Ann the First")):
            reader, writer = await raw_connect(port)
            await raw_send(writer, hello(name))
            assert (await raw_recv(reader, "welcome"))["name"] == cleaned
            writer.close()
    finally:
        await host.close()


async def test_a_spectator_needs_the_password_and_a_known_token_never_does() -> None:
    """§2 Password: watching a table with a password needs it too; a seated player's token
    comes back without it, a spectator's is forgotten with its connection."""
    host, port = await start_host(seats=2, password="pw1")

    async def join(name: str, **extra: Any) -> dict[str, Any]:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello(name, **extra))
        first = await raw_recv(reader, "welcome", "error")
        if first["t"] == "welcome":
            await raw_recv(reader, "lobby")
        writer.close()
        await until(lambda: all(m.conn is None for m in host.table.members.values()),
                    "the host saw the connection end")
        return first

    try:
        err = await join("Sam", spectate=True)
        assert (err["t"], err["code"], err["fatal"]) == ("error", "wrong_password", True)
        sue = await join("Sue", spectate=True, password="pw1")
        assert sue["t"] == "welcome" and sue["seat"] is None
        ann = await join("Ann", password="pw1")
        assert ann["seat"] == 0
        again = await join("Ann", token=ann["token"])  # (seated, away: no password asked)
        assert (again["t"], again["seat"], again["token"]) == ("welcome", 0, ann["token"])
        err = await join("Sue", token=sue["token"])  # (a spectator gone is a newcomer)
        assert (err["t"], err["code"]) == ("error", "wrong_password")
    finally:
        await host.close()


async def test_set_rules_replaces_the_rules_and_the_whole_map_changes_one_option() -> None:
    """§3 set_rules: options alone are put on the official rules (what the table had is gone);
    the lobby's whole ``rules`` map sent back with one value changed changes that one."""
    host, port = await start_host(seats=2)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        await raw_recv(reader, "lobby")

        async def set_rules(msg: dict[str, Any]) -> dict[str, Any]:
            await raw_send(writer, {"t": "set_rules", **msg})
            return dict((await raw_recv(reader, "lobby"))["rules"])

        house = await set_rules({"preset": "house"})
        assert house != Rules().to_dict()
        changed = await set_rules({"rules": {**house, "hand_size": 5}})
        assert changed == {**house, "hand_size": 5}
        patched = await set_rules({"rules": {"hand_size": 6}})
        assert patched == {**Rules().to_dict(), "hand_size": 6}
        writer.close()
    finally:
        await host.close()


async def test_a_player_back_in_the_seat_they_left_gets_the_documented_sequence() -> None:
    """§2 After welcome: the chat lines, the ``back`` notice, then ``lobby``, then the round's
    ``round_start``, the match so far (``history``, one round here) and ``view``, in this order
    and with nothing between."""
    host, port = await start_host(seats=2, bot_delay=3600.0)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        token = (await raw_recv(reader, "welcome"))["token"]
        await raw_send(writer, {"t": "add_bot"})
        await raw_send(writer, {"t": "start"})
        await raw_recv(reader, "view")
        await raw_send(writer, {"t": "chat", "text": "brb"})
        await raw_recv(reader, "chat")
        await raw_send(writer, {"t": "leave"})
        await raw_recv(reader, "bye")
        writer.close()
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann", token=token, chat_since=0))
        kinds = []
        while not kinds or kinds[-1] != "view":
            msg = await raw_recv(reader)
            kinds.append(msg["t"] if msg["t"] != "notice" else f"notice {msg['kind']}")
        assert kinds == ["welcome", "chat", "notice back", "lobby", "round_start", "history",
                         "view"]
        writer.close()
    finally:
        await host.close()


def test_a_play_that_leaves_an_uno_hand_is_listed_with_and_without_the_call() -> None:
    """§5: in ``legal`` every play that leaves one card comes twice, plain and with
    ``uno: true``; a play that leaves none (going out) has no ``uno`` form."""
    from core.actions import action_from_wire
    from core.bots import make_bot
    from core.game import Phase, apply
    from core.view import view

    met = 0
    for k in range(20):
        game = new_game(Rules(), 3, f"uno-forms:{k}")
        bots = [make_bot("basic", seat) for seat in range(3)]
        while game.phase is Phase.PLAY or game.phase is Phase.CHOOSE_COLOR \
                or game.phase is Phase.CHALLENGE:
            seat = game.current
            v = view(game, seat)
            plays = [a for a in v["legal"] if a["type"] == "play"]
            plain = [a for a in plays if "uno" not in a]
            called = [a for a in plays if a.get("uno") is True]
            if len(v["hand"]) == 2 and plain:
                met += 1
                assert called == [{**a, "uno": True} for a in plain]
            elif len(v["hand"]) == 1:
                assert not called
            choice = bots[seat].act(v)
            assert choice is not None
            apply(game, seat, action_from_wire(choice) if isinstance(choice, dict) else choice)
    assert met


def test_the_rules_options_table_is_the_engines() -> None:
    """proto31 #12: a client written from the document could not build a rules editor (the
    options were only in ``unotui rules``). §13 lists every option with its values, its
    official default and its meaning, and nothing else: read back against ``core.rules``."""
    import json

    from core.rules import OPTIONS, PRESETS

    body = section("13. Rules options")
    cells = [[c.strip() for c in re.split(r"(?<!\\)\|", row)[1:-1]]
             for row in body.splitlines() if row.startswith("| `")]
    rows = {c[0].strip("`"): c[1:] for c in cells}
    assert set(rows) == set(OPTIONS) == set(Rules().to_dict())
    for name, option in OPTIONS.items():
        values, default, meaning = rows[name]
        expected = (f"int {option.low}..{option.high}" if option.choices is None else
                    " \\| ".join(f"`{json.dumps(c)}`" for c in option.choices))
        assert values == expected, name
        assert default == f"`{json.dumps(getattr(Rules(), name))}`", name
        assert meaning == option.help, name
    for preset in PRESETS:
        assert f"`{preset}`" in body


def _example_frames() -> list[dict[str, Any]]:
    """Every frame of the document's JSON examples (a block may hold several, one after the
    other)."""
    import json

    frames: list[dict[str, Any]] = []
    decoder = json.JSONDecoder()
    for block in re.findall(r"```json\n(.*?)```", DOC, re.S):
        at = 0
        while block[at:].strip():
            at += len(block[at:]) - len(block[at:].lstrip())
            frame, at = decoder.raw_decode(block, at)
            frames.append(frame)
    return frames


def test_the_example_frames_keep_the_documents_own_rules() -> None:
    """A stranger tests a client against the examples: the view's cards added up to 104, not
    108, and the token and commitment were abbreviated past what their rows allow (proto40
    #1, #3)."""
    frames = _example_frames()
    assert len(frames) >= 10

    def walk(value: Any) -> Any:
        if isinstance(value, dict):
            yield value
            for inner in value.values():
                yield from walk(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from walk(inner)

    views = [d for f in frames for d in walk(f) if {"counts", "draw_size", "discard_size"} <= set(d)]
    assert views
    for v in views:
        assert sum(v["counts"]) + v["draw_size"] + v["discard_size"] == 108
    for d in (d for f in frames for d in walk(f)):
        if "token" in d and d["token"] is not None:
            assert re.fullmatch(r"[0-9a-f]{32}", d["token"]), d["token"]  # (as welcome gives)
        if "commitment" in d:
            assert re.fullmatch(r"[0-9a-f]{64}", d["commitment"]), d["commitment"]
