"""ssh54: a visitor's LANGUAGE in its GNU form, a colon-separated list ("zh_CN:en", what
desktop Linux sets), is dropped by the door: the session's process never sees it, so the
app (which reads LANGUAGE as such a list, unotui.i18n.detect_language) speaks the LANG's
language instead, and the door's goodbye does the same (visitor_language).

Over OpenSSH: LANG=en_US.UTF-8 LANGUAGE=zh_CN:en ssh -o SendEnv='LANG LANGUAGE' -p PORT HOST
gets the English menu, where `LANG=en_US.UTF-8 LANGUAGE=zh_CN:en unotui` gets the Chinese one.
Cause: unotui/ssh/session.py _LOCALE_RE has no ':' (child_env, visitor_language)."""

from __future__ import annotations

from pathlib import Path

from unotui.i18n import detect_language
from unotui.ssh.session import child_env, visitor_language

CLIENT = {"LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN:en"}


def test_a_local_terminal_reads_the_language_list() -> None:
    assert detect_language(CLIENT) == "zh_CN"  # (the app itself, in a local terminal)


def test_the_session_gets_the_visitors_language_list(tmp_path: Path) -> None:
    env = child_env("xterm-256color", CLIENT, str(tmp_path))
    assert env.get("LANGUAGE") == "zh_CN:en", env
    assert detect_language(env) == "zh_CN"


def test_the_goodbye_speaks_the_language_list(tmp_path: Path) -> None:
    assert visitor_language(None, CLIENT, "xterm-256color") == "zh_CN"
