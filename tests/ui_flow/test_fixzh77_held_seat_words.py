"""newbie91 #12: an app killed mid-round, its seat played by a bot once the reconnect window ran
out, joined again and read only 「你的座位一直为你保留着」 — not that a bot played for them
meanwhile (the words after a leave say it: "a bot held it while you were away")."""

from __future__ import annotations

from flow_kit import joined_table, wait_for, wait_table
from test_kept_seats import first_view_of_a_match, join_again, wait_for_host


async def test_fixzh77_back_in_a_seat_a_bot_played_says_the_bot_played_it() -> None:
    async with joined_table(name="Den", seats=2, bot_delay=3600.0,
                            reconnect_window=0.3) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat = view["seat"]
        await wait_for_host(lambda: host.table.seats[seat].takeover is not None)
        again = join_again(host)
        async with again.run_test(size=(100, 30)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the view")
            await wait_for(pilot, lambda: any(
                "you are in your seat again; a bot held it while you were away" in str(n.message)
                for n in again._notifications), "welcome back, the bot said")
