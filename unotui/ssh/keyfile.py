"""Reading the options of an OpenSSH ``authorized_keys`` file, as the front door needs them.

A line is ``[options] keytype base64 [comment]``; options are comma-separated, and a value may be
a quoted string holding commas, spaces and ``\\"`` (``command="echo a, b"``). :func:`split_line`
parses one line that way, quote-aware; :func:`without_no_pty` and :func:`count_keys_with` use it,
so what the door removes and what it counts at start always agree.

:func:`read_key_lines` reads a whole file as sshd does — a line it cannot read, or whose options
it does not know, is skipped with a warning naming its number, the rest admitted — and enforces
``expiry-time``, which asyncssh does not; :class:`AuthorizedKeys` reads the file again when it
changes, so a key added or removed takes effect at the next login.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

#: a whole key type ("ssh-ed25519", "sk-ssh-ed25519@openssh.com": no comma, quote or "="); a
#: line whose first word is one has no options
_KEY_TYPE = re.compile(r"(?:ssh|ecdsa|sk|rsa-sha2)-[A-Za-z0-9@._+-]+\Z")


def split_line(line: str) -> tuple[list[str], str] | None:
    """``(options, rest)`` of one ``authorized_keys`` line: its options (possibly none) and the
    rest from its key type on; ``None`` for a blank line or a comment."""
    text = line.strip()
    if not text or text.startswith("#"):
        return None
    if _KEY_TYPE.match(text.split(None, 1)[0]):  # (a key type whole, not an option that
        return [], text                          # begins like one: "sk-x,verify-required")
    options: list[str] = []
    current: list[str] = []
    quoted = escaped = False
    for at, char in enumerate(text):
        if escaped:
            escaped = False
        elif char == "\\" and quoted:
            escaped = True
        elif char == '"':
            quoted = not quoted
        elif char == "," and not quoted:
            options.append("".join(current))
            current = []
            continue
        elif char.isspace() and not quoted:
            options.append("".join(current))
            return [o for o in options if o], text[at:].strip()
        current.append(char)
    return None  # (options and no key: not a key line OpenSSH would read either)


def without_no_pty(text: str) -> str:
    """An ``authorized_keys`` file's ``text`` with every ``no-pty`` option taken out (only as an
    option: never inside a quoted value). The game is a terminal program, and the door gives
    every session one: a key that forbids a terminal would be let in only to be refused ("PTY
    allocation request failed"). Like ``command="…"``, which the door never runs, it is meant
    for a shell account; the door says at start how many keys carry either
    (:func:`unotui.commands.serve_ssh.start_lines`)."""
    out = []
    for line in text.splitlines():
        parsed = split_line(line)
        if parsed is not None and any(o.lower() == "no-pty" for o in parsed[0]):
            line = _without_no_pty(*parsed)
        out.append(line)
    return "\n".join(out) + "\n"


def _without_no_pty(options: list[str], rest: str) -> str:
    """One parsed line (:func:`split_line`) written again without its ``no-pty`` options."""
    kept = [o for o in options if o.lower() != "no-pty"]
    return (",".join(kept) + " " if kept else "") + rest


def count_keys_with(text: str, option: str) -> int:
    """How many key lines of ``text`` carry an option that ``option`` (a regular expression,
    case-insensitive) matches from its start: ``no-pty``, ``command\\s*=``."""
    found: Callable[[str], object] = re.compile(option, re.IGNORECASE).match
    return sum(1 for line in text.splitlines()
               if (parsed := split_line(line)) is not None and any(found(o) for o in parsed[0]))


#: the options OpenSSH's sshd reads in ``authorized_keys`` (sshd(8), "AUTHORIZED_KEYS FILE
#: FORMAT"); a line with any other option is not admitted, as sshd admits none ("bad options")
KNOWN_OPTIONS = frozenset({
    "agent-forwarding", "cert-authority", "command", "environment", "expiry-time", "from",
    "no-agent-forwarding", "no-port-forwarding", "no-pty", "no-user-rc", "no-x11-forwarding",
    "permitlisten", "permitopen", "port-forwarding", "principals", "pty", "no-touch-required",
    "verify-required", "restrict", "tunnel", "user-rc", "x11-forwarding",
})
#: options the door cannot enforce: a key carrying one is not admitted (closed, not open)
UNENFORCED_OPTIONS = frozenset({"verify-required"})


@dataclass(frozen=True)
class KeyLine:
    """One admissible line of an ``authorized_keys`` file: its number (from 1), its text as the
    door hands it to asyncssh (``no-pty`` taken out) and when it expires (``expiry-time``, in
    seconds since the epoch; ``None``: never)."""

    number: int
    text: str
    expires: float | None = None


def expiry_time(value: str) -> float | None:
    """An ``expiry-time`` value (``YYYYMMDD[HHMM[SS]][Z]``, quoted or not: local time unless it
    ends in ``Z``, as sshd reads it) as seconds since the epoch; ``None`` when it is not one."""
    text = value.strip().strip('"')
    utc = text.endswith(("Z", "z"))
    digits = text[:-1] if utc else text
    if not digits.isdigit() or len(digits) not in (8, 12, 14):
        return None
    digits = (digits + "000000")[:14]
    try:
        when = datetime.strptime(digits, "%Y%m%d%H%M%S")
    except ValueError:
        return None
    return when.replace(tzinfo=UTC).timestamp() if utc else when.timestamp()


#: key types whose lines are not admitted, as sshd admits none by default: DSA (1024-bit keys,
#: SHA-1 signatures; refused since OpenSSH 7.0, gone in 9.8), a key or a certificate authority's
#: (the door refuses their signatures too: :data:`unotui.ssh.server.WEAK_SIGNATURES`, ssh62 #3)
WEAK_KEY_TYPES = frozenset({"ssh-dss", "ssh-dss-cert-v01@openssh.com"})


def key_type(rest: str) -> str:
    """The key type a key line's ``rest`` (:func:`split_line`: from its key type on) holds, as
    its key itself says it (the first string of its base64 blob, which asyncssh reads), else as
    the line writes it ("" for neither)."""
    import base64
    import binascii

    words = rest.split()
    try:
        blob = base64.b64decode(words[1], validate=False) if len(words) > 1 else b""
    except (binascii.Error, ValueError):
        blob = b""
    named = first_string(blob)
    if named:
        return named.decode("ascii", "replace")
    return words[0] if words else ""


def first_string(blob: bytes) -> bytes:
    """The first SSH string of ``blob`` (a 4-byte length, then as many bytes): what a key, a
    certificate or a signature says it is (its algorithm); ``b""`` when it holds none, or an
    empty one."""
    if len(blob) < 4:
        return b""
    size = int.from_bytes(blob[:4], "big")
    return blob[4:4 + size] if 0 < size <= len(blob) - 4 else b""


#: what a key line asyncssh cannot read is said to be, in the door's words: asyncssh says "No
#: valid entries found" (of the one line the door gives it), which read as if the whole file
#: were empty (ssh62 #6)
UNREADABLE_KEY = ("not a key this door can read (an unknown key type, or its key text is "
                  "damaged or cut short)")


def unreadable_key(exc: Exception) -> str:
    """Why asyncssh could not read a key line, for the door's note: its own words where they
    say what is wrong with the line ("Illegal permitopen value: x"), else
    :data:`UNREADABLE_KEY`."""
    said = str(exc).strip()
    if not said or said == "No valid entries found" \
            or said.startswith("Unrecognized key, certificate, or subject"):
        return UNREADABLE_KEY
    return said


def read_key_lines(text: str) -> tuple[list[KeyLine], list[str]]:
    """The lines of an ``authorized_keys`` file the door admits keys from, and one warning per
    line it does not ("line 4: unknown option 'permit-all': the key is not admitted"), as sshd
    skips a line it cannot read and goes on. A line is skipped when it is not a key line (an
    unbalanced quote, options without a key), carries an option sshd does not know or one the
    door cannot enforce (:data:`UNENFORCED_OPTIONS`), an ``expiry-time`` that is not a date, a
    key asyncssh cannot read, or a DSA key (:data:`WEAK_KEY_TYPES`). Expired keys are kept here
    (with their time) and left out when a login is checked (:class:`AuthorizedKeys`)."""
    import asyncssh

    lines: list[KeyLine] = []
    warnings: list[str] = []
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        parsed = split_line(raw)
        if parsed is None:
            warnings.append(f"line {number}: not a key line (an unbalanced quote, or options "
                            "without a key): skipped")
            continue
        options, rest = parsed
        expires: float | None = None
        problem = None
        named = []  # (the options with their names in lower case: sshd reads them so, and
        for option in options:  # asyncssh only so — "FROM=" was not enforced, review31 #2)
            name, eq, value = option.partition("=")
            name = name.strip().lower()
            named.append(name + eq + value)
            if name not in KNOWN_OPTIONS:
                problem = f"unknown option {name!r}: the key is not admitted"
            elif name in UNENFORCED_OPTIONS:
                problem = f"{name} is not enforced by this door: the key is not admitted"
            elif name == "expiry-time":
                when = expiry_time(value)
                if when is None:
                    problem = f"expiry-time {value!r} is not a date " \
                              "(YYYYMMDD[HHMM[SS]][Z]): the key is not admitted"
                else:  # (given twice: the earliest, as sshd)
                    expires = when if expires is None else min(expires, when)
            if problem:
                break
        if problem is None:
            line = _without_no_pty(named, rest)
            try:
                asyncssh.import_authorized_keys(line)
            except (ValueError, asyncssh.KeyImportError) as exc:
                problem = f"{unreadable_key(exc)}: skipped"
            else:
                if key_type(rest) in WEAK_KEY_TYPES:
                    warnings.append(f"line {number}: a DSA key (ssh-dss), which sshd refuses "
                                    "too (OpenSSH 7.0 on): the key is not admitted; make an "
                                    "Ed25519 one (ssh-keygen -t ed25519)")
                    continue
                lines.append(KeyLine(number, line, expires))
                if expires is not None and expires <= time.time():  # (said at start too, as
                    # the others: the log said so only at a refused login, ssh43 #6)
                    warnings.append(f"line {number}: its expiry-time has passed: the key is "
                                    "refused")
                continue
        warnings.append(f"line {number}: {problem}")
    return lines, warnings


class AuthorizedKeys:
    """The keys of an ``authorized_keys`` file as the door admits them at each login: the file
    is read again when it changed (a key added or removed takes effect at the next login, as
    with sshd), and a key whose ``expiry-time`` has passed is left out. A file that cannot be
    read any more admits nobody until it can (closed, not open); each new problem is logged
    once, by the caller, from :attr:`warnings`."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: list[KeyLine] = []
        self.warnings: list[str] = []
        #: why the file could not be read at its last read ("No such file or directory"), or
        #: None when it was: a refused login then says the file is missing, not that the
        #: visitor's key is not in it (ssh67 #6)
        self.unreadable: str | None = None
        self._stamp: tuple[int, int, int, int] | None = None
        #: the asyncssh keys last built, per set (admitted, expired): (its lines, the keys)
        self._built: dict[str, tuple[tuple[KeyLine, ...], Any]] = {}

    def read(self) -> bool:
        """Read the file again if it changed since the last read (or never was); True when it
        was read or tried (:attr:`warnings` then says what was skipped, or why nothing could be
        read, and :attr:`unreadable` is that reason).
        ``OSError`` and ``UnicodeDecodeError`` are not raised: they admit nobody."""
        try:
            info = self.path.stat()
            # (ctime too: a key swapped for one of the same size, its mtime kept by cp -p or
            # rsync -t, changes it; review31 #9)
            stamp = (info.st_mtime_ns, info.st_ctime_ns, info.st_size, info.st_ino)
        except OSError as exc:
            stamp = (-1, -1, -1, -1)
            if stamp != self._stamp:
                self._stamp, self.lines = stamp, []
                self._cannot_read(str(exc.strerror or exc))
                return True
            return False
        if stamp == self._stamp:
            return False
        try:
            with open(self.path, encoding="utf-8") as src:
                text = src.read(1 << 22)
        except (OSError, UnicodeDecodeError) as exc:
            self._stamp, self.lines = stamp, []
            self._cannot_read(str(getattr(exc, "strerror", None) or exc))
            return True
        self._stamp, self.unreadable = stamp, None
        self.lines, self.warnings = read_key_lines(text)
        return True

    def _cannot_read(self, reason: str) -> None:
        """The file could not be read, for ``reason``: nobody is admitted until it can."""
        self.unreadable = reason
        self.warnings = [f"cannot read it: {reason}; nobody is admitted"]

    def admitted(self, now: float) -> list[KeyLine]:
        """The lines whose keys are admitted at ``now`` (seconds since the epoch)."""
        return [k for k in self.lines if k.expires is None or now < k.expires]

    def expired(self, now: float) -> Any:
        """The asyncssh ``SSHAuthorizedKeys`` of the lines listed but expired at ``now``
        (``None``: none): a visitor offering one is told apart from one whose key is not listed
        (review42 #6), built again only when that set changed."""
        keys = tuple(k for k in self.lines if k.expires is not None and now >= k.expires)
        return self._import("expired", keys)

    def current(self, now: float) -> Any:
        """The asyncssh ``SSHAuthorizedKeys`` of the keys admitted at ``now`` (``None``: none),
        built again only when that set changed."""
        return self._import("admitted", tuple(self.admitted(now)))

    def _import(self, which: str, keys: tuple[KeyLine, ...]) -> Any:
        """``keys`` as asyncssh's ``SSHAuthorizedKeys`` (``None`` for none), kept per ``which``
        set and built again only when that set changed."""
        import asyncssh

        kept = self._built.get(which)
        if kept is None or kept[0] != keys:
            built = asyncssh.import_authorized_keys("\n".join(k.text for k in keys)) \
                if keys else None
            kept = self._built[which] = (keys, built)
        return kept[1]
