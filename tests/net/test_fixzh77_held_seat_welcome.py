"""newbie91 #12: a player whose connection dropped, past the reconnect window, had their seat
played by a bot ("阿明暂离；由机器人替阿明出牌。"); joining again, they read only
「回到「周末牌局」：你的座位一直为你保留着。」 — nothing of the bot's moves. The welcome now says
``held`` (a bot played the seat meanwhile), and the app says so as after a leave."""

from __future__ import annotations

from net_testkit import until
from test_rejoin_after_leave import frozen_match

from net.client import Client


async def test_fixzh77_a_seat_a_bot_took_over_is_said_held_in_the_welcome() -> None:
    host, port, ann, bo = await frozen_match(reconnect_window=0.3)
    try:
        token = bo.token
        await bo.close()  # (a drop: the window runs out, a bot takes the seat over)
        await until(lambda: host.table.seats[1].takeover is not None, "the takeover")
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        assert again.token_kept and again.seat == 1 and again.welcome is not None
        assert again.welcome["held"] is True and again.welcome["rejoined"] is False
        assert ann.welcome is not None and ann.welcome["held"] is False  # (a newcomer)
        await again.close()
    finally:
        await ann.close()
        await bo.close()
        await host.close()
