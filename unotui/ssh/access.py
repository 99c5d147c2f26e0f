"""Whom an SSH door admits, in words: one wording for the lines ``serve-ssh`` prints as the door
opens, the hosting app's lobby and the door's own log (docs/SSH.md).

Imports nothing of asyncssh: the lobby and the command line read it without loading the door.
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_

#: whom a door admits, by (keys file given, password given): :func:`access_words`
ACCESS_WORDS = {
    (True, True): N_("SSH access: only the keys in {file} or the SSH password"),
    (True, False): N_("SSH access: only the keys in {file}"),
    (False, True): N_("SSH access: the SSH password"),
    (False, False): N_("SSH access: anyone who can reach the port (no SSH login)"),
}


def access_words(keys: object, password: object, say: Any = None) -> str:
    """"SSH access: …", whom a door admits: its ``authorized_keys`` file and whether it asks a
    password. ``say`` puts the file in: the translating ``_`` by default (the hosting app's
    lobby), or an untranslated one (the lines printed at start, English as the rest of them)."""
    from ..i18n import _

    return (say or _)(ACCESS_WORDS[(bool(keys), bool(password))], file=str(keys))


def access_said(keys: object, password: object) -> str:
    """The same words, untranslated and without "SSH access: ", for the door's log line as it
    opens ("…; access: only the keys in /home/ann/friends; …")."""
    text = ACCESS_WORDS[(bool(keys), bool(password))].format(file=str(keys))
    return text.removeprefix("SSH access: ")
