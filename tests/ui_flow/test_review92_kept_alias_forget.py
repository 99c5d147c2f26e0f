"""review92 #3: since review90 #5 every kept-seat lookup reads ``localhost:P`` and
``127.0.0.1:P`` as one address, but ``keep`` still writes under the name typed and ``forget``
drops one entry only. A player kept at ``127.0.0.1:P`` who comes back by ``localhost:P`` (the
lookup finds the token through the alias, and the app keeps it again under ``localhost:P``) then
gives the seat up (``forget``, as leaving the lobby does) is still said to hold a seat there:
the entry under the other loopback name, same token, stays and every lookup finds it."""

from __future__ import annotations

from unotui import kept_seats


def test_a_seat_given_up_by_one_loopback_name_is_gone_under_the_other() -> None:
    token = "cd" * 16
    kept_seats.keep("127.0.0.1:7406", "Joe", token, table="T", table_id="8e" * 8)
    assert kept_seats.seat_for("localhost:7406", "Joe") == token  # (found through the alias)
    kept_seats.keep("localhost:7406", "Joe", token, table="T", table_id="8e" * 8)  # (back)
    kept_seats.forget("localhost:7406", "Joe", token)  # (the seat given up)
    assert not kept_seats.holds_seat("localhost:7406", "Joe"), \
        "a seat given up by localhost:P is still kept, under 127.0.0.1:P"
    assert kept_seats.seat_for("127.0.0.1:7406", "Joe") is None
