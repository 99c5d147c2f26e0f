"""The wire protocol: framing, encoding, and the schema of every message a client may send.

Framing: each frame is a 4-byte big-endian unsigned length followed by that many bytes holding
one msgpack map. A length above :data:`MAX_FRAME` is refused *before* the body is read. Every map
has a string field ``"t"`` naming the message type. ``docs/PROTOCOL.md`` documents each message.

Decoding is ``msgpack.unpackb(raw=False, strict_map_key=True)``; :func:`validate_client` then
checks every field's type and range (and refuses unknown fields) before anything reaches the
table or the engine. Every failure raises :class:`ProtocolError` carrying an error code from
:data:`ERROR_CODES`; the host answers it with an ``error`` frame.
"""

from __future__ import annotations

import asyncio
import re
import struct
import unicodedata
from collections.abc import Callable, Mapping
from typing import Any, Final, Protocol

import msgpack  # type: ignore[import-untyped]

#: Protocol version spoken by this code; a ``hello`` with another version gets ``bad_version``.
#: 2: the engine deals lazily, so a version-1 client would replay the revealed round seed into
#: other cards and report an honest table's deck check as failed. 3: the engine lists a
#: judgement-day throw that ends the round without a colour, keeps a catch window proved by a
#: catch open whatever the caught player draws, and passes the deal clockwise from a winner
#: knocked out of the match; a version-2 client's replay of such a round refused or dealt
#: otherwise, and reported an honest table's deck check as failed (review85 #4).
PROTOCOL_VERSION: Final = 3
#: Largest frame body accepted, in bytes (checked before the body is read).
MAX_FRAME: Final = 64 * 1024
#: Largest first frame (the ``hello``) accepted from a connection: a hello holds a few short
#: strings, and a stranger's first frame is decoded before anything is known of them (net66 #1)
MAX_HELLO_FRAME: Final = 4 * 1024
#: Most values (maps, arrays, strings, numbers… each counted, keys included) one client message
#: may hold: every message a client has to send holds a few hundred at most, and a 64 KiB frame
#: of 65,000 empty maps cost the table ~50 ms of CPU to decode (net66 #1)
MAX_CLIENT_VALUES: Final = 4096
#: Largest frame a client accepts from the host (a ``round_end`` reveal lists a whole round).
MAX_HOST_FRAME: Final = 1024 * 1024
#: seconds a liveness check (the host's ping tick, the client's silence check) may run late
#: before its side takes it that its own process was not running — stopped (SIGSTOP), or
#: blocked — and gives the other side a short window instead of closing it (§4)
FROZEN_SLACK: Final = 2.0
MAX_NAME: Final = 24
MAX_CHAT: Final = 200
MAX_PASSWORD: Final = 64
MAX_STATE_ID: Final = 2**53
_HEADER = struct.Struct(">I")

#: Every error code the host may send, with a player-facing explanation.
ERROR_CODES: Final[dict[str, str]] = {
    "bad_message": "The message could not be understood.",
    "bad_version": "This client speaks another protocol version than the table.",
    "hello_timeout": "No hello arrived in time.",
    "wrong_password": "Wrong table password.",
    "table_full": "The table is full.",
    "not_host": "Only the table's host may do that.",
    "not_now": "That cannot be done at this point of the game.",
    "not_seated": "Only seated players may do that.",
    "bad_seat": "There is no such seat, or it is not free.",
    "bad_rules": "Those rules are not valid.",
    "not_your_turn": "It is not your turn.",
    "stale_state": "Your action was based on another state than the table's.",
    "illegal_action": "That move is not allowed.",
    "rate_limited": "Too many messages; slow down.",
    "chat_too_long": f"Chat messages are limited to {MAX_CHAT} characters.",
    "kicked": "The host removed you from the table.",
    "replaced": "You joined this seat from another connection.",
    "shutdown": "The table is closing.",
    "too_slow": "Your connection could not keep up and was dropped.",
    "idle": "No complete message from you for too long.",
    "evicted": "The table needed room for a newcomer; you had been watching idle the longest.",
    "not_kept": "No seat is kept here for that token.",
}

#: Error codes after which the host closes the connection (and a client should not reconnect
#: automatically, except for ``too_slow``, ``idle`` and ``shutdown``).
FATAL_CODES: Final = frozenset(
    {"bad_message", "bad_version", "hello_timeout", "wrong_password", "table_full", "kicked",
     "replaced", "shutdown", "too_slow", "idle", "evicted", "not_kept"}
)


class ProtocolError(ValueError):
    """A frame or message the host refuses. ``code`` is one of :data:`ERROR_CODES`."""

    def __init__(self, code: str, message: str = "") -> None:
        super().__init__(message or ERROR_CODES.get(code, code))
        self.code = code


class Writer(Protocol):
    """What a connection needs from a stream writer (``asyncio.StreamWriter`` fits, and so does
    :class:`net.local.LocalWriter`)."""

    def write(self, data: bytes) -> None: ...
    async def drain(self) -> None: ...
    def close(self) -> None: ...
    def is_closing(self) -> bool: ...


class ConnectionClosed(Exception):
    """The peer closed the stream (cleanly or mid-frame)."""


# ------------------------------------------------------------------------------------ framing
def encode(msg: Mapping[str, Any]) -> bytes:
    """One complete frame (length prefix + msgpack body) for ``msg``."""
    body: bytes = msgpack.packb(msg, use_bin_type=True)
    return _HEADER.pack(len(body)) + body


def decode(body: bytes) -> dict[str, Any]:
    """Decode one frame body to a map with a string ``"t"``; raise :class:`ProtocolError`."""
    try:
        msg = msgpack.unpackb(body, raw=False, strict_map_key=True, use_list=True,
                              object_pairs_hook=_str_keyed)
    except Exception as exc:  # msgpack raises many types (ValueError, StackError, ExtraData...)
        raise ProtocolError("bad_message", f"not a msgpack value: {_why_not(body, exc)}") \
            from None
    if not isinstance(msg, dict):
        raise ProtocolError("bad_message", "a message must be a map")
    if not isinstance(msg.get("t"), str):
        raise ProtocolError("bad_message", "a message needs a string field 't'")
    return msg


def decode_client(body: bytes) -> dict[str, Any]:
    """:func:`decode` for a frame a client sent the host: the same message and errors, at a
    cost that follows the frame's bytes, and with at most :data:`MAX_CLIENT_VALUES` values.
    :func:`decode` calls a Python function for every map (``_str_keyed``), ~0.8 µs each: a
    64 KiB frame of 65,000 empty maps cost ~50 ms (net66 #1). Here msgpack builds the value
    alone and one walk checks the keys and counts the values."""
    try:
        msg = msgpack.unpackb(body, raw=False, strict_map_key=True, use_list=True)
    except Exception as exc:  # (as decode)
        raise ProtocolError("bad_message", f"not a msgpack value: {_why_not(body, exc)}") \
            from None
    if not isinstance(msg, dict):
        raise ProtocolError("bad_message", "a message must be a map")
    _check_values(msg)
    if not isinstance(msg.get("t"), str):
        raise ProtocolError("bad_message", "a message needs a string field 't'")
    return msg


def _check_values(msg: dict[str, Any]) -> None:
    """Raise ``bad_message`` when ``msg`` holds a map key that is not a ``str`` (``decode``'s
    rule, net54 #2) or more than :data:`MAX_CLIENT_VALUES` values."""
    left = MAX_CLIENT_VALUES
    todo: list[Any] = [msg]
    while todo:
        value = todo.pop()
        left -= 1 + (len(value) if isinstance(value, dict) else 0)  # (a map's keys too)
        if left < 0:  # (counted before a map's keys are looked at: cheap to the end)
            raise ProtocolError("bad_message", f"a message holds more than {MAX_CLIENT_VALUES} "
                                "values")
        if isinstance(value, dict):
            if not all(isinstance(key, str) for key in value):
                raise ProtocolError("bad_message", "not a msgpack value: a map key that is not "
                                    "a string (every map key is a str)")
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)


def _str_keyed(pairs: list[tuple[Any, Any]]) -> dict[str, Any]:
    """A decoded map whose every key is a ``str``: ``strict_map_key`` lets a ``bin`` key
    through too (net54 #2: one was taken as a rules option named "b'hand_size'", and one with
    a nil value was ignored as a nil field is). Raises ``ValueError`` ("map key") otherwise."""
    if not all(isinstance(key, str) for key, _value in pairs):
        raise ValueError("a map key that is not a str")
    return dict(pairs)


def _why_not(body: bytes, exc: Exception) -> str:
    """What was wrong with a frame body msgpack could not decode, in words a client written in
    any language can act on (jsclient35 #5: the host named Python's exception classes)."""
    if not body:
        return "the frame is empty (a frame holds one msgpack map)"
    if isinstance(exc, msgpack.ExtraData):
        return "bytes after the first value (a frame holds one map and nothing else)"
    if isinstance(exc, UnicodeDecodeError):
        return "a string that is not valid UTF-8 (a lone surrogate, or bytes of another encoding)"
    if isinstance(exc, msgpack.StackError):
        return "values nested too deeply"
    if isinstance(exc, msgpack.FormatError):
        return "a byte that starts no msgpack value"
    if "map key" in str(exc):
        return "a map key that is not a string (every map key is a str)"
    # (a list or map declaring more entries than the frame's bytes can hold is refused by
    # its count, "exceeds max_array_len": cut short as much as a string too long, net69 #2)
    if "incomplete" in str(exc) or "exceeds max_" in str(exc):
        return "the value ends before the frame's length says"
    return "the bytes are not msgpack"


async def read_frame(reader: asyncio.StreamReader, cap: int = MAX_FRAME) -> bytes:
    """Read one frame body. Raise :class:`ConnectionClosed` at end of stream (also mid-frame)
    and :class:`ProtocolError` ``bad_message`` for a length above ``cap`` (body left unread)."""
    try:
        header = await reader.readexactly(4)
    except (asyncio.IncompleteReadError, ConnectionError) as exc:
        raise ConnectionClosed() from exc
    (length,) = _HEADER.unpack(header)
    if length > cap:
        raise ProtocolError("bad_message", f"frame of {length} bytes exceeds the {cap}-byte cap")
    try:
        return await reader.readexactly(length)
    except (asyncio.IncompleteReadError, ConnectionError) as exc:
        raise ConnectionClosed() from exc


# ---------------------------------------------------------------------------------- text
#: A terminal escape sequence, matched whole so that none of it is left to show: a CSI
#: (``ESC [`` or ``0x9B``, parameter and intermediate bytes, one final byte ``@``..``~``, e.g.
#: ``ESC [31m``); a control string (OSC ``ESC ]``, DCS ``ESC P``, SOS, PM, APC, or their one-byte
#: forms) up to its BEL or ST (``ESC \``, ``0x9C``), or to the end of the text when unterminated;
#: any other ``ESC`` sequence (intermediate bytes, then one final byte, e.g. ``ESC ( B``).
_ESCAPE: Final = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|\x1b[ -/]*[0-~]")


#: characters that draw as blank without being whitespace (the Hangul fillers, the braille
#: blank): taken as spaces, so a name cannot be invisible or end in what looks like a space
#: (harden40 #4)
BLANKS: Final = frozenset("\u115f\u1160\u3164\uffa0\u2800")


#: random bytes of a table's identity (``welcome.table_id``, TXT ``id``: twice as many hex digits)
TABLE_ID_BYTES: Final = 8
_TABLE_ID: Final = re.compile(r"[0-9a-f]{8,32}")


def valid_table_id(value: object) -> bool:
    """Is ``value`` a table's identity as hosts write it: 8 to 32 lowercase hex digits? (What a
    client reads from a record or a ``welcome``: anything else counts as not said.)"""
    return isinstance(value, str) and _TABLE_ID.fullmatch(value) is not None


#: the Unicode categories :func:`clean_text` drops: control, format, surrogate, private use,
#: unassigned, and enclosing marks
_DROPPED: Final = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Me"})

#: the default-ignorable characters that are combining marks (category Mn), so not dropped
#: with the format characters: the combining grapheme joiner U+034F, the Khmer inherent vowels
#: U+17B4/U+17B5, the Mongolian free variation selectors U+180B..U+180D and U+180F, the
#: variation selectors U+FE00..U+FE0F and U+E0100..U+E01EF. They draw nothing of their own
#: (U+FE0F asks for a heart's emoji form, "\u2764\ufe0f"): :func:`clean_text` keeps one only
#: right after a character it can change, and :func:`name_keys` leaves them out, so that
#: "Ann\u034f" is not a second "Ann" nor "\u034f" alone a name that shows as nothing (net63)
INVISIBLE_MARKS: Final = frozenset(
    "\u034f\u17b4\u17b5\u180b\u180c\u180d\u180f\U00016fe4"  # (and the Khitan filler, net66)
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))
    + "".join(chr(c) for c in range(0xE0100, 0xE01F0)))


def clean_text(text: str, limit: int) -> str:
    """``text`` safe to show on anyone's terminal: terminal escape sequences removed whole
    (:data:`_ESCAPE`: ``"\\x1b[31mZed"`` is ``"Zed"``, not ``"[31mZed"``), then every other
    control/format character and every enclosing mark (U+20DD …: drawn over the next cells,
    they broke the chat panel's border) dropped, the rest in Unicode's composed form (NFC),
    whitespace and :data:`BLANKS` collapsed to single spaces, an :data:`INVISIBLE_MARKS` mark
    kept only right after a character that is neither a space nor another such mark (at the
    start, after a space or doubled it is dropped: "\\u034f" alone is empty, "Ann \\u034f" is
    "Ann"), every other combining mark only after a character that is not a space
    (:func:`_needs_base`), and the result trimmed to ``limit`` characters, with no space left
    at its end by the cut ("Ana Maria" cut to 4 is "Ana", proto39 #2). Names, chat lines and the table's name
    go through here."""
    kept: list[str] = []
    for ch in unicodedata.normalize("NFC", _ESCAPE.sub("", text)):
        if ch.isspace() or ch in BLANKS:
            kept.append(" ")
        elif ch in INVISIBLE_MARKS:
            if kept and kept[-1] != " " and kept[-1] not in INVISIBLE_MARKS:
                kept.append(ch)
        elif _needs_base(ch):
            if kept and kept[-1] != " ":
                kept.append(ch)
        elif unicodedata.category(ch) not in _DROPPED:
            kept.append(ch)
    return " ".join("".join(kept).split())[:limit].rstrip()


def _needs_base(ch: str) -> bool:
    """Is ``ch`` drawn only on a character before it: a combining mark (Mn, Mc), or a Hangul
    vowel or final-consonant jamo (U+1161..U+11FF, U+D7B0..U+D7FF, which join the leading
    consonant before them)? :func:`clean_text` keeps one only after a character that is not a
    space: a name of marks alone ("\u0301\u0301", Thai "\u0e31\u0e34") was kept, drawn as
    nothing, zero cells wide (net68 #5)."""
    code = ord(ch)
    return (0x1161 <= code <= 0x11FF or 0xD7B0 <= code <= 0xD7FF
            or unicodedata.category(ch) in ("Mn", "Mc"))


#: the Cyrillic and Greek letters drawn as a Latin one is, and that Latin letter (Unicode TR39's
#: confusables, the common ones; upper and lower case apart, since "Ν" is an "N" but "ν" a
#: "v"): :func:`name_keys` reads them so, and "\u0410nn" (Cyrillic А) is not a second "Ann"
#: (net64 #5)
LOOK_ALIKE: Final = str.maketrans(
    # Cyrillic capitals, then small letters
    "\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0423\u0425"
    "\u0405\u0406\u0408\u04ae\u04ba\u04c0\u051a\u051c"
    "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0455\u0456\u0458\u04bb\u04cf"
    "\u0501\u051b\u051d\u04af"
    # Greek capitals, then small letters
    "\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4"
    "\u03a5\u03a7"
    "\u03b1\u03b9\u03bd\u03bf\u03c1"
    # more of Unicode's confusables (net65 #6): Cyrillic izhitsa, Greek yot, upsilon and
    # kappa, Armenian oh, seh, ho and vo, Latin dotless i and j, alpha, script g and small
    # capital o
    "\u0474\u0475\u037f\u03f3\u03c5\u03ba\u0585\u057d\u0570\u0578"
    "\u0131\u0237\u0251\u0261\u1d0f"
    # the Lisu capitals drawn as Latin ones, as they stand (net66 #4)
    "\ua4d0\ua4d1\ua4d3\ua4d4\ua4d6\ua4d7\ua4d9\ua4da\ua4dc\ua4dd\ua4df\ua4e0\ua4e1"
    "\ua4e2\ua4e3\ua4e6\ua4e7\ua4ea\ua4eb\ua4ec\ua4ee\ua4f0\ua4f2\ua4f3\ua4f4",
    "ABEKMHOPCTYX"
    "SIJYHIQW"
    "aeopcyxsijhl"
    "dqwy"
    "ABEZHIKMNOPT"
    "YX"
    "aivop"
    "VvJjuk"
    "ouhn"
    "ijago"
    "BPDTGKJCZFMNL"
    "SRVHWXYAEIOU")


#: letters drawn as Latin ones that NFKC would first turn into others: read before it (the
#: Greek lunate sigmas, drawn as C and c, are Σ and ς after it, net66 #4)
LOOK_ALIKE_BEFORE_NFKC: Final = str.maketrans("\u03f9\u03f2", "Cc")


def name_keys(name: str) -> frozenset[str]:
    """What two names are compared by when a table keeps them apart — they clash when they
    share a key: their compatibility form (NFKC: a full-width "Ｈｏｎｅｓｔ" is "Honest"),
    without the :data:`INVISIBLE_MARKS` (which draw nothing: "Ann\\u034f" is "Ann", net63),
    without regard to case, the Cyrillic and Greek letters that look like Latin ones read as
    those (:data:`LOOK_ALIKE`: "\\u0410nn" is "Ann") — read before the case is dropped and
    after: a capital may look Latin where its small letter does not (Cyrillic М and м), and
    "Мария" had been a second "мария" (net65 #2), while "ВОВА" is "BOBA"."""
    plain = "".join(ch for ch in unicodedata.normalize(
        "NFKC", name.translate(LOOK_ALIKE_BEFORE_NFKC)) if ch not in INVISIBLE_MARKS)
    return frozenset({plain.translate(LOOK_ALIKE).casefold(),
                      plain.casefold().translate(LOOK_ALIKE).casefold()})


# ------------------------------------------------------------------------------- schemas
Check = Callable[[Any], bool]


def _int(low: int, high: int) -> Check:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _str(low: int, high: int) -> Check:
    return lambda v: isinstance(v, str) and low <= len(v) <= high


def _number(low: float, high: float) -> Check:
    return lambda v: (isinstance(v, int | float) and not isinstance(v, bool)
                      and low <= v <= high)  # (NaN fails both comparisons)


def _bool(v: Any) -> bool:
    return isinstance(v, bool)


def _map(v: Any) -> bool:
    return isinstance(v, dict) and len(v) <= 64


def _hex_token(v: Any) -> bool:
    return isinstance(v, str) and 8 <= len(v) <= 64 and all(c in "0123456789abcdef" for c in v)


#: Client -> host messages: type -> {field: (required, check, description)}.
CLIENT_MESSAGES: Final[dict[str, dict[str, tuple[bool, Check, str]]]] = {
    "hello": {
        "proto": (True, _int(0, 2**31), "protocol version (int)"),
        "app": (True, _str(0, 64), "client name and version (str of at most 64 characters)"),
        "name": (True, _str(0, 64), f"player name (str of at most 64 characters, cleaned "
                                  f"and cut to {MAX_NAME})"),
        "token": (False, _hex_token, "resume token from an earlier welcome (hex str)"),
        "password": (False, _str(0, MAX_PASSWORD), f"table password (str of at most {MAX_PASSWORD} "
                                                   "characters)"),
        "spectate": (False, _bool, "join as a spectator (bool)"),
        "back_only": (False, _bool, "only to take back the seat the token holds (bool): an "
                                    "unknown token is refused with not_kept"),
        "chat_since": (False, _int(0, 2**53), "the id of the last chat line the client has "
                                              "(int): only later lines are sent again"),
    },
    "sit": {"seat": (True, _int(0, 9), "seat index (int 0..9)")},
    "take_seat": {"seat": (True, _int(0, 9), "seat index (int 0..9)")},
    "spectate": {},
    "ready": {"ready": (False, _bool, "ready flag (bool, default true)")},
    "start": {},
    "set_rules": {
        "rules": (False, _map, "rules options (a map of at most 64 keys, on top of the preset "
                               "or official)"),
        # (any string: one the host does not know, empty or long, is the non-fatal bad_rules —
        # 65 characters and more were a fatal bad_message, proto56 #2)
        "preset": (False, _str(0, MAX_FRAME), "rules preset name (str)"),
    },
    "set_seats": {"count": (True, _int(2, 10), "number of seats (int 2..10)")},
    "add_bot": {
        "kind": (False, _str(1, 16), "bot level: easy, normal or hard; or basic, random (str)"),
        "seat": (False, _int(0, 9), "seat to fill (int); default first empty"),
    },
    "set_think": {"seconds": (True, _number(0, 10), "hard bots' thinking time (number 0..10)")},
    "remove_bot": {"seat": (True, _int(0, 9), "seat (int 0..9)")},
    "kick": {"seat": (False, _int(0, 9), "seat (int 0..9)"),
             # (a watcher, by the name the lobby's ``watchers`` lists: net70 #1)
             "watcher": (False, _str(1, 4 * MAX_NAME), "a watcher's name (str)")},
    "act": {
        "state_id": (True, _int(0, MAX_STATE_ID), "state id of the view acted on (int 0..2**53)"),
        "action": (True, _map, "action in core wire form (map)"),
    },
    "chat": {"text": (True, _str(0, 4 * MAX_CHAT),
                      f"text (str of at most {4 * MAX_CHAT} characters; over {MAX_CHAT} is "
                      "refused as chat_too_long)")},
    "ping": {"n": (False, _int(0, MAX_STATE_ID), "echo value (int 0..2**53)")},
    "pong": {"n": (False, _int(0, MAX_STATE_ID), "echo value (int 0..2**53)")},
    "leave": {},
}


def validate_client(msg: dict[str, Any]) -> dict[str, Any]:
    """Check a decoded client message against :data:`CLIENT_MESSAGES`; return it or raise
    :class:`ProtocolError` ``bad_message`` naming the first problem. A field sent as nil is
    the same as a field left out (a typed client's empty optional): it is dropped first, so a
    nil optional field takes its default, and a nil required one is missing (docs/PROTOCOL.md
    §1; it was accepted for some fields and fatal for others, proto31 #1)."""
    if any(value is None for key, value in msg.items() if key != "t"):
        msg = {key: value for key, value in msg.items() if value is not None or key == "t"}
    kind = msg.get("t")
    schema = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise ProtocolError("bad_message", f"unknown message type {kind!r}")
    for key in msg:
        if key != "t" and key not in schema:
            raise ProtocolError("bad_message", f"{kind}: unexpected field {key!r}")
    for key, (required, check, desc) in schema.items():
        if key not in msg:
            if required:
                raise ProtocolError("bad_message", f"{kind}: missing field {key!r}")
            continue
        if not check(msg[key]):
            raise ProtocolError("bad_message", f"{kind}: field {key!r} must be {desc}")
    return msg


def error(code: str, message: str = "", **extra: Any) -> dict[str, Any]:
    """An ``error`` message. ``fatal`` says whether the host closes the connection after it."""
    return {"t": "error", "code": code, "message": message or ERROR_CODES.get(code, code),
            "fatal": code in FATAL_CODES, **extra}
