"""review87: ssh66 #4 marks a cut user name with its length, ``zzz...(65 characters)``, so that
two visitors whose names share their first 64 characters no longer read as one — but two such
names of the same length still give the same log text: "SSH aaa…a...(65 characters)@…"
for both (a short digest of the whole name would tell them apart)."""

from __future__ import annotations

from unotui.ssh.server import log_user


def test_two_long_names_of_one_length_read_apart() -> None:
    assert log_user("a" * 64 + "x") != log_user("a" * 64 + "y")

