"""review78: ``unotui.tables.loopback_address`` says "Any spelling the resolver reads so
without asking a name server is" loopback (review77 #1, net57 #5). A host typed with
full-width digits — what a Chinese input method gives, the app already reads its full-width
colon (``parse_address``) — is such a spelling: Python's resolver takes ``１２７.0.0.1`` through
IDNA (NFKC) to ``127.0.0.1`` without asking any name server, and a join there reaches this
machine's table; ``loopback_address`` and ``this_machine`` say it is not."""

from __future__ import annotations

import socket

from unotui.tables import loopback_address, parse_address, this_machine

WIDE = "１２７.0.0.1"  # (full-width digits 127)


def test_the_resolver_takes_full_width_digits_to_the_loopback() -> None:
    assert socket.getaddrinfo(WIDE, None, type=socket.SOCK_STREAM)[0][4][0] == "127.0.0.1"
    _host, port = parse_address(f"{WIDE}:13150")
    assert port == 13150


def test_full_width_loopback_is_loopback() -> None:
    assert loopback_address(f"{WIDE}:13150"), (
        "１２７.0.0.1 reaches 127.0.0.1 without a name server, yet loopback_address says no")


def test_full_width_loopback_is_this_machine_before_any_join() -> None:
    assert this_machine(f"{WIDE}:13150")
