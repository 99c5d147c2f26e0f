"""Reading the options of an OpenSSH ``authorized_keys`` file, as the front door needs them.

A line is ``[options] keytype base64 [comment]``; options are comma-separated, and a value may be
a quoted string holding commas, spaces and ``\\"`` (``command="echo a, b"``). :func:`split_line`
parses one line that way, quote-aware; :func:`without_no_pty` and :func:`count_keys_with` use it,
so what the door removes and what it counts at start always agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: how the key type of a line begins (a line that begins so has no options)
KEY_TYPES = ("ssh-", "ecdsa-", "sk-", "rsa-sha2-")


def split_line(line: str) -> tuple[list[str], str] | None:
    """``(options, rest)`` of one ``authorized_keys`` line: its options (possibly none) and the
    rest from its key type on; ``None`` for a blank line or a comment."""
    text = line.strip()
    if not text or text.startswith("#"):
        return None
    if text.startswith(KEY_TYPES):
        return [], text
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
            kept = [o for o in parsed[0] if o.lower() != "no-pty"]
            line = (",".join(kept) + " " if kept else "") + parsed[1]
        out.append(line)
    return "\n".join(out) + "\n"


def count_keys_with(text: str, option: str) -> int:
    """How many key lines of ``text`` carry an option that ``option`` (a regular expression,
    case-insensitive) matches from its start: ``no-pty``, ``command\\s*=``."""
    found: Callable[[str], object] = re.compile(option, re.IGNORECASE).match
    return sum(1 for line in text.splitlines()
               if (parsed := split_line(line)) is not None and any(found(o) for o in parsed[0]))
