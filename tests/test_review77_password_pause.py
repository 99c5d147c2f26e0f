"""review77: the join screen's pause after a wrong password (1, 2, 4, then 8 s) is meant to hold
"for one table however its address is typed" (ssh57 #2, commit 56ce28e1): a table hosted at
the SSH menu door does not count its door visitors' wrong passwords (they all come from
loopback), so this pause is the only limit a visitor meets. ``password_key`` folds
``localhost:P``, ``127.0.0.1:P``, ``[::1]:P`` and the LAN addresses into one key, but the
resolver also reaches this machine's loopback by ``127.1:P``, ``2130706433:P``, ``0x7f000001:P``,
``127.0.0.01:P`` (any number of zeros) and ``0.0.0.0:P``: each is a key of its own with a count
of its own, so a visitor cycles through them and tries a password at once every time."""

from __future__ import annotations

import socket

import pytest
from flow_kit import press, screen_text, wait_for

#: typed for 127.0.0.1:PORT, each reaches the same listener (glibc's inet_aton forms, and
#: 0.0.0.0, which connect() takes for this machine)
OTHER_SPELLINGS = ["127.1", "2130706433", "0x7f000001", "127.0.0.01", "0.0.0.0"]


@pytest.mark.parametrize("host", OTHER_SPELLINGS)
def test_review77_the_pause_key_of_a_loopback_spelling_is_this_machines(host: str) -> None:
    from unotui.screens.join import password_key

    # (the resolver takes it for 127.0.0.1 / this machine: the table typed another way)
    assert socket.getaddrinfo(host, 80, type=socket.SOCK_STREAM)[0][4][0] in ("127.0.0.1",
                                                                              "0.0.0.0")
    assert password_key(f"{host}:12100") == password_key("127.0.0.1:12100")


async def test_review77_the_pause_holds_for_the_table_typed_as_127_1(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At the menu door, after a wrong password for 127.0.0.1:PORT the screen says "try again
    in 1 second"; the same table typed as 127.1:PORT is tried at once."""
    from textual.widgets import Input

    from net.host import Host, TableConfig
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    monkeypatch.setenv("UNOTUI_SSH_DOOR", "menu")
    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    tried = 0
    heard = host.table._hello

    def counted(conn: object, msg: dict[str, object]) -> object:
        nonlocal tried
        if msg.get("password") == "no":
            tried += 1
        return heard(conn, msg)

    host.table._hello = counted  # type: ignore[method-assign]
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", None, name="zoe", auto_join=True)],
                   ascii_only=False, animations=False, lang="en")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "needs" in screen_text(app)
                           and "password" in screen_text(app)
                           and not app.screen.joining, "asked")

            async def wrong(address: str) -> None:
                app.screen.query_one("#address", Input).value = address
                field = app.screen.query_one("#password", Input)
                field.value = "no"
                field.focus()
                await press(pilot, "enter")

            await wrong(f"127.0.0.1:{port}")
            await wait_for(pilot, lambda: tried == 1, "tried")
            await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app)
                           and not app.screen.joining, "wrong")
            await wrong(f"127.1:{port}")  # the same table, at once
            import asyncio
            for _ in range(50):
                await asyncio.sleep(0.01)
                await pilot.pause()
                if tried > 1:
                    break
            assert tried == 1, "the same table typed as 127.1: tried at once, no pause"
    finally:
        await host.close()
