"""review99 #4: back through the table screen's own reconnect ("r" on the not-answering dialog)
after a bot took the seat over, the log said only "Connected again: you are back at the
table." — the Join screen's way back says a bot played the seat (newbie91 #12), this one did
not. The client's ``restored`` carries the ``welcome``'s ``held``, and the table says it."""

from __future__ import annotations

from typing import Any

from flow_kit import joined_table, wait_for, wait_table
from test_kept_seats import first_view_of_a_match

from unotui.dialogs import TableGoneDialog


async def test_back_by_r_after_a_takeover_says_a_bot_played_the_seat() -> None:
    async with joined_table(name="Den", seats=2, bot_delay=3600.0,
                            reconnect_window=1.0) as (host, ann, app), app.run_test(size=(100, 30)) as pilot:
        view = await first_view_of_a_match(pilot, host, ann)
        seat = view["seat"]
        table = await wait_table(pilot)
        real = host.table._hello
        blocked = {"on": True}

        def hello(conn: Any, msg: dict[str, Any]) -> Any:
            if blocked["on"] and msg.get("name") == "Bo":  # (Bo cannot get back yet)
                conn.writer.transport.abort()
                return None
            return real(conn, msg)

        host.table._hello = hello
        host.table.seats[seat].member.conn.writer.transport.abort()
        await wait_for(pilot, lambda: isinstance(app.screen, TableGoneDialog), "gone")
        await wait_for(pilot, lambda: host.table.seats[seat].takeover is not None,
                       "a bot plays Bo's seat")
        blocked["on"] = False
        await pilot.press("r")
        await wait_for(pilot, lambda: any(
            e.get("text") == "Connected again: you are back in your seat; a bot played "
                             "it while you were away."
            for e in table.match_log.events if isinstance(e, dict)), "said")
