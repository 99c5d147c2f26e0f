"""ssh66: a visitor logging in as a 120-character name (``ssh -l zzz…z``) reads in the door's
log as its first 64 characters, with nothing to say the name went on: "SSH zzz…z@127.0.0.1:
logged in (a listed key, …)". Two visitors whose names share those 64 characters (a long name
and the same name with " eve" after it) read as one person, and the operator cannot tell a
name was cut (unotui/ssh/server.py, ``log_text``: ``text[:limit]``). A name cut for the log
should say so (an ellipsis, or "(120 characters)")."""

from __future__ import annotations

from unotui.ssh.server import log_user


def test_a_user_name_cut_for_the_log_says_it_was_cut() -> None:
    long = "z" * 120
    assert log_user(long) != log_user("z" * 64), log_user(long)
    assert log_user("zoe") == "zoe"  # an ordinary name reads as it is
