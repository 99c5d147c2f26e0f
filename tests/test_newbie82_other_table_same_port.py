"""newbie82 #2: a guest whose host app was killed (kill -9) while a match of "N82 table" was on,
and on whose address a *different* table then opened ("Fresh table", a new name, no --resume),
is silently seated at that other table and told:

    Fresh table restarted: the match you were playing is gone.
    You are back at its lobby as a newcomer.

Both halves are wrong for the player: "Fresh table" never restarted (it is new; the table the
player sat at was N82 table), and N82 table's match is not gone: its journal waits for
`host --resume`, which the new host's own lobby says at the same moment. The player should
read the name of the table they were at, that another table now answers at that address,
and be asked before being seated there.

Seen at 80x24: `unotui host --bind 127.0.0.1 --port 20701 --name 'N82 table' --bots 2`,
guests joined with `join 127.0.0.1:20701`, match started, `kill -9 HOSTPID`, then
`unotui host --bind 127.0.0.1 --port 20701 --name 'Fresh table' --bots 1`."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import joined_table, screen_text, wait_for, wait_screen, wait_table


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Any) -> Any:
    return fixed_settings


async def test_a_different_table_on_the_same_port_is_not_called_a_restart() -> None:
    from net.host import Host, TableConfig
    from unotui.dialogs import TableClosedDialog

    async with joined_table(name="N82 table", seats=2, bot_delay=3600.0) as (host, ann, app), \
            app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await ann.start()
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        table.link.client.backoff = (0.05,)
        token = table.link.client.token  # (Bo's seat at N82 table)
        port = host.address[1]
        assert host.server is not None
        host.server.close()  # (the host app killed: no word, every connection cut)
        for member in list(host.table.members.values()):
            if member.conn is not None:
                member.conn.abort()
        await ann.close()
        await wait_for(pilot, lambda: "Connection lost" in screen_text(app), "the loss")
        other = Host(TableConfig(name="Fresh table", seats=2, bot_delay=3600.0))
        try:
            await other.start_server("127.0.0.1", port)
            await wait_screen(pilot, TableClosedDialog, "the message")
            text = " ".join(screen_text(app).split())
            # the player was at N82 table: the message names it …
            assert "N82 table" in text, text
            # … and does not say the other table "restarted"
            assert "Fresh table restarted" not in text, text
            # Bo is not left sitting at a table never chosen, and the seat kept for N82 table
            # stays kept, for when its host opens it again
            await wait_for(pilot, lambda: all(m.name != "Bo" for m in
                                              other.table.members.values()), "Bo gone")
            from unotui import kept_seats
            assert kept_seats.token_for(f"127.0.0.1:{port}", "Bo") == token
        finally:
            await other.close()
