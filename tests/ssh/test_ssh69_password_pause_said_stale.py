"""ssh69 #1: at a door bound to a table that asks a password, a visitor who types a wrong
password and presses Enter again during the pause reads "Wrong password: you may try again in
1 second." — and reads exactly that for as long as they look: the line never counts down and
never says the pause is over, so a player who waits as told sees nothing change (seen over
OpenSSH in tmux: 10 s later it still said "in 1 second"). The pause said should go (or count
down) once it is over."""

from __future__ import annotations

import asyncio

from flow_kit import count_hellos, door_join_app, password_asked, press, screen_text, wait_for


async def test_the_pause_said_does_not_outlive_the_pause() -> None:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    hellos = count_hellos(host)
    app = door_join_app(port)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await password_asked(pilot, app)
            asked = hellos()
            await press(pilot, "n", "o", "enter")
            await wait_for(pilot, lambda: hellos() == asked + 1, "tried")
            await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app), "wrong")
            await press(pilot, "n", "o", "enter")  # at once: in the pause
            await wait_for(pilot, lambda: "you may try again in 1 second" in screen_text(app),
                           "the pause said")
            await asyncio.sleep(2.5)  # the pause (1 s) is long over
            await pilot.pause()
            assert "you may try again in 1 second" not in screen_text(app), screen_text(app)
    finally:
        await host.close()
