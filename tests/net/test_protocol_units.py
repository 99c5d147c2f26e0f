"""Framing, validation, the journal and deck honesty, without sockets."""

from __future__ import annotations

import asyncio
import struct
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.actions import NextRound
from core.autoplay import play_match
from core.bots import make_bot
from core.game import Phase, apply, legal_actions, seat_to_move
from core.rules import Rules
from core.view import view
from net import honesty
from net.journal import Journal, JournalError, load
from net.protocol import (
    MAX_FRAME,
    ConnectionClosed,
    ProtocolError,
    clean_text,
    decode,
    encode,
    read_frame,
    validate_client,
)


def frame_reader(data: bytes, eof: bool = True) -> asyncio.StreamReader:
    r = asyncio.StreamReader()
    r.feed_data(data)
    if eof:
        r.feed_eof()
    return r


async def test_frames_round_trip_and_cap_is_checked_before_the_body() -> None:
    msg = {"t": "chat", "text": "héllo"}
    assert decode(await read_frame(frame_reader(encode(msg)))) == msg
    with pytest.raises(ProtocolError) as exc:
        await read_frame(frame_reader(struct.pack(">I", MAX_FRAME + 1), eof=False))
    assert exc.value.code == "bad_message"
    with pytest.raises(ConnectionClosed):
        await read_frame(frame_reader(struct.pack(">I", 10) + b"abc"))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=64))
def test_decoding_random_bytes_gives_a_map_or_a_protocol_error(body: bytes) -> None:
    try:
        msg = decode(body)
    except ProtocolError as exc:
        assert exc.code == "bad_message"
    else:
        assert isinstance(msg, dict) and isinstance(msg["t"], str)


_leaf = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10)
_value = st.recursive(_leaf, lambda x: st.lists(x, max_size=3) | st.dictionaries(
    st.text(max_size=6), x, max_size=3), max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["hello", "act", "sit", "chat", "kick", "set_rules", "x", "ping"]),
       st.dictionaries(st.sampled_from(["proto", "app", "name", "seat", "state_id", "action",
                                        "text", "rules", "token", "n", "zzz"]), _value, max_size=4))
def test_validation_accepts_only_well_typed_messages(kind: str, fields: dict[str, Any]) -> None:
    msg = {"t": kind, **fields}
    try:
        validate_client(msg)
    except ProtocolError as exc:
        assert exc.code == "bad_message"
        return
    if kind == "sit":
        assert isinstance(msg["seat"], int) and 0 <= msg["seat"] <= 9
    if kind == "act":
        assert isinstance(msg["state_id"], int) and isinstance(msg["action"], dict)


def test_clean_text_strips_control_characters() -> None:
    assert clean_text("  Ann\x1b[31m\n\tB\u200bob ", 24) == "Ann Bob"
    assert clean_text("x" * 50, 24) == "x" * 24


@pytest.mark.parametrize(("text", "cleaned"), [
    ("\x1b[31mZed", "Zed"),  # a colour (CSI ... m), not "[31mZed"
    ("\x1b[1;38;5;196mAnn\x1b[0m", "Ann"),
    ("\x1b[2J\x1b[HAnn", "Ann"),  # clear the screen, cursor home
    ("\x9b31mAnn", "Ann"),  # the one-byte CSI
    ("\x1b]0;pwned\x07Ann", "Ann"),  # a window title (OSC ... BEL)
    ("\x1b]8;;https://x.example\x1b\\Ann\x1b]8;;\x1b\\", "Ann"),  # a link (OSC ... ST)
    ("Ann\x1b]0;never ends", "Ann"),  # an unterminated OSC: the rest goes with it
    ("\x1b(BAnn\x1b7", "Ann"),  # other escapes: charset, save cursor
    ("Ann\x1b", "Ann"),  # a lone ESC
])
def test_clean_text_removes_terminal_escape_sequences_whole(text: str, cleaned: str) -> None:
    """Nothing of an escape sequence reaches the other players' screens (PROTOCOL.md §2)."""
    assert clean_text(text, 24) == cleaned


def test_the_commitment_binds_the_round_and_reveals_nothing_of_the_next() -> None:
    secret = honesty.secret_from_seed(1)
    s1, s2 = honesty.round_seed(secret, 1), honesty.round_seed(secret, 2)
    assert s1 != s2 and len(s1) == 32
    assert honesty.commitment(s1) != honesty.commitment(s2)
    state = honesty.start_match(Rules(), 3, secret)
    again = honesty.start_match(Rules(), 3, secret)
    assert state.digest() == again.digest(), "the same secret deals the same deck"


def test_journal_replays_the_same_state_and_ignores_a_torn_last_line(tmp_path: Path) -> None:
    secret = honesty.secret_from_seed("j")
    rules = Rules(target_score=100)
    state = honesty.start_match(rules, 3, secret)
    path = tmp_path / "j.jsonl"
    j = Journal(path)
    j.match({"table": "T", "rules": rules.to_dict(), "secret": secret.hex(),
             "seats": [{"kind": "bot", "name": f"B{i}", "token": None, "bot": "basic"}
                       for i in range(3)], "owner": None})
    bots = [make_bot("basic", i) for i in range(3)]
    for _ in range(5000):
        if state.phase is Phase.MATCH_OVER:
            break
        if state.phase is Phase.ROUND_OVER:
            state = honesty.reseed_for_next_round(state, secret)
            apply(state, None, NextRound())
            j.act(None, NextRound(), state.state_id)
            continue
        seat = seat_to_move(state)
        assert seat is not None
        action = bots[seat].act(view(state, seat)) or legal_actions(state, seat)[0]
        apply(state, seat, action)
        j.act(seat, action, state.state_id)
    j.close()
    assert state.round_no >= 2, "the journal spans several rounds"
    assert load(path).state.digest() == state.digest()
    with path.open("a") as f:
        f.write('{"k": "act", "seat": 0, "a": {"ty')  # a crash mid-write
    assert load(path).state.digest() == state.digest()
    with path.open("a") as f:
        f.write('\n{"k": "act", "seat": 0, "a": {"type": "draw"}, "id": 1}\n')
    with pytest.raises(JournalError):
        load(path)  # an action that does not replay is an inconsistent journal


def test_a_journal_reopened_after_a_torn_write_still_loads(tmp_path: Path) -> None:
    """A host resumed after a crash mid-write appends to the same file: the half line must not
    swallow its next record (found in review: the second --resume failed)."""
    secret = honesty.secret_from_seed("torn")
    rules = Rules()
    state = honesty.start_match(rules, 2, secret)
    path = tmp_path / "j.jsonl"
    header = {"table": "T", "rules": rules.to_dict(), "secret": secret.hex(),
              "seats": [{"kind": "bot", "name": f"B{i}", "token": None, "bot": "basic"}
                        for i in range(2)], "owner": None}
    first = Journal(path)
    first.match(header)
    first.close()
    with path.open("a") as f:
        f.write('{"k": "act", "seat": 0, "a": {"ty')  # a crash mid-write
    seat = seat_to_move(state)
    assert seat is not None
    action = legal_actions(state, seat)[0]
    apply(state, seat, action)
    resumed = Journal(path)
    resumed.act(seat, action, state.state_id)
    resumed.close()
    assert load(path).state.digest() == state.digest()


def test_journal_errors_are_one_line(tmp_path: Path) -> None:
    with pytest.raises(JournalError):
        load(tmp_path / "missing.jsonl")
    (tmp_path / "empty.jsonl").write_text("")
    with pytest.raises(JournalError):
        load(tmp_path / "empty.jsonl")


def test_a_journal_of_another_version_is_refused_with_the_reason(tmp_path: Path) -> None:
    """A journal written before the engine dealt lazily would replay other cards: refused."""
    path = tmp_path / "old.jsonl"
    path.write_text('{"k": "match", "v": 1, "table": "T", "rules": {}, "secret": "00", '
                    '"seats": [], "owner": null}\n')
    with pytest.raises(JournalError, match="another version of unotui"):
        load(path)


def test_verify_round_accepts_the_truth_and_rejects_a_different_deck() -> None:
    secret = honesty.secret_from_seed(5)
    rules = Rules(scoring="single")
    bots = [make_bot("basic", i) for i in range(2)]
    rec = play_match(rules, 2, honesty.round_seed(secret, 1), bots)
    seed = honesty.round_seed(secret, 1)
    res = rec.state.result
    assert res is not None
    dealt, _ = honesty.replay_round(rules, 2, seed, None, [])
    end = {"round": 1, "winner": res.winner, "points": res.points,
           "hands": [[c.code for c in h] for h in res.hands],
           "reveal": {"seed": seed.hex(), "rules": rules.to_dict(), "players": 2,
                      "start": None, "actions": [[s, a.to_wire()] for s, a in rec.journal]}}
    hand0 = [c.code for c in dealt.hands[0]]
    assert honesty.verify_round(end, honesty.commitment(seed), 0, hand0)[0]
    assert not honesty.verify_round(end, honesty.commitment(b"x" * 32), 0, hand0)[0]
    wrong_hand = ["R0"] * len(hand0)
    assert not honesty.verify_round(end, honesty.commitment(seed), 0, wrong_hand)[0]
    end["hands"] = end["hands"][::-1]
    assert not honesty.verify_round(end, honesty.commitment(seed), 0, hand0)[0]


@pytest.mark.parametrize("body", [
    b"\x91" * 60000 + b"\xc0",  # arrays nested 60 000 deep
    b"\x81\xa1t" + b"\x91" * 60000 + b"\xc0",
    b"\xdd\xff\xff\xff\xff",  # an array claiming 4 billion items
    b"\xdf\xff\xff\xff\xff",  # a map claiming 4 billion entries
    b"\xc7\x01\x05x",  # an extension type
])
def test_hostile_msgpack_is_refused_not_crashed_on(body: bytes) -> None:
    with pytest.raises(ProtocolError):
        validate_client(decode(body))


def test_a_closing_notice_counts_only_the_rounds_that_were_scored() -> None:
    """ux33 #12: the ``shutdown`` notice's ``rounds`` tells the rounds its ``scores`` come from:
    none during round 1, the round under way left out, every round once it is over."""
    secret = honesty.secret_from_seed("r")
    state = honesty.start_match(Rules(target_score=5000), 3, secret)
    bots = [make_bot("normal", i) for i in range(3)]
    counted: list[tuple[int, str, int]] = []
    for _ in range(5000):
        if state.phase is Phase.MATCH_OVER or state.round_no > 2:
            break
        counted.append((state.round_no, str(state.phase), state.rounds_scored()))
        if state.phase is Phase.ROUND_OVER:
            state = honesty.reseed_for_next_round(state, secret)
            apply(state, None, NextRound())
            continue
        seat = seat_to_move(state)
        assert seat is not None
        apply(state, seat, bots[seat].act(view(state, seat)) or legal_actions(state, seat)[0])
    during = {(r, n) for r, phase, n in counted if phase != "round_over"}
    over = {(r, n) for r, phase, n in counted if phase == "round_over"}
    assert during == {(1, 0), (2, 1)} and over == {(1, 1), (2, 2)}


@pytest.mark.parametrize(("body", "said"), [
    (b"", "the frame is empty"),
    (b"\xc1", "a byte that starts no msgpack value"),
    (b"\x81\x01\xa1x", "a map key that is not a string"),
    (b"\x81\xa1t\xa1x\x80", "bytes after the first value"),
    (b"\x81\xa1t\xa7ab\xed\xa0\x80cd", "not valid UTF-8"),  # (a lone surrogate, as JS writes)
    (b"\x81\xa1t\xa5ab", "ends before the frame's length says"),
])
def test_an_undecodable_frame_is_refused_in_words_any_client_can_act_on(body: bytes,
                                                                        said: str) -> None:
    """jsclient35 #5: a JavaScript client read "not a msgpack value: ValueError" (Python's
    exception class) for a map with an int key; the refusal now says what was wrong."""
    with pytest.raises(ProtocolError) as exc:
        decode(body)
    assert exc.value.code == "bad_message" and said in str(exc.value)
    assert "Error" not in str(exc.value) and "ExtraData" not in str(exc.value)
