"""review91 #2: newbie82 #2's mend (TableScreen.leave_gone_match: another table answers at the
address after a drop) tells every reader "If its host opens N82 table again, join it under the
same name: your seat is kept for you." — a watcher too, who held no seat: the branch comes
before the watcher's (``view.seat is None``), which the words after it tell apart."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import joined_table, screen_text, wait_for, wait_screen, wait_table


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Any) -> Any:
    return fixed_settings


async def test_a_watcher_of_a_replaced_table_is_not_promised_a_seat() -> None:
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.dialogs import TableClosedDialog

    async with joined_table(name="N82 table", seats=2, bot_delay=3600.0) as (host, ann, app):
        port = host.address[1]
        cy = await Client.connect_tcp("127.0.0.1", port, "Cy")  # (the table full: Bo watches)
        try:
            async with app.run_test(size=(80, 24)) as pilot:
                await wait_for(pilot, lambda: "full" in screen_text(app), "asked to watch")
                await pilot.press("y")
                await wait_for(pilot, lambda: any(m.name == "Bo" for m in
                                                  host.table.members.values()), "Bo in")
                await ann.start()
                table = await wait_table(pilot)
                await wait_for(pilot, lambda: table.view is not None, "the first view")
                assert table.view is not None and table.view.get("seat") is None  # (watching)
                table.link.client.backoff = (0.05,)
                assert host.server is not None
                host.server.close()  # (the host app killed)
                for member in list(host.table.members.values()):
                    if member.conn is not None:
                        member.conn.abort()
                await wait_for(pilot, lambda: "Connection lost" in screen_text(app)
                               or "reconnect" in screen_text(app).lower(), "the loss")
                other = Host(TableConfig(name="Fresh table", seats=2, bot_delay=3600.0))
                try:
                    await other.start_server("127.0.0.1", port)
                    await wait_screen(pilot, TableClosedDialog, "the message")
                    text = " ".join(screen_text(app).split())
                    assert "N82 table" in text, text
                    assert "your seat is kept" not in text, text
                finally:
                    await other.close()
        finally:
            await cy.close()
