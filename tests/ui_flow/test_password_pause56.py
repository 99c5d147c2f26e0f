"""review74's suspicion, shown: a table with an SSH door does not count wrong passwords from
its loopback, whence every visitor of the door comes (docs/PROTOCOL.md §6), so a visitor could
try the table's password as fast as keys are pressed. The join screen waits after each wrong
password typed for an address — 1, 2, 4, then 8 s — and says so; the right one then joins."""

from __future__ import annotations

from flow_kit import count_hellos, door_join_app, password_asked, press, screen_text, wait_for


async def test_after_a_wrong_password_the_next_try_waits_and_says_how_long() -> None:
    import asyncio

    from textual.widgets import Input

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
            await wait_for(pilot, lambda: "Wrong password: type the table's password again."
                           in screen_text(app), "wrong")
            assert hellos() == asked + 1
            # (the field emptied after a refusal, ssh67 #1: the wrong one typed again)
            await press(pilot, "n", "o", "enter")  # at once: not tried, and said why
            await wait_for(pilot, lambda: "you may try again in 1 second"
                           in screen_text(app), "the pause said")
            # (that try was never sent: not said to be a wrong password, newbie85 #3)
            assert "Too soon after a wrong password" in screen_text(app)
            assert "Wrong password" not in screen_text(app)
            assert hellos() == asked + 1
            await asyncio.sleep(1.1)
            await press(pilot, "enter")  # a second wrong one: then 2 s
            await wait_for(pilot, lambda: hellos() == asked + 2, "tried again")
            await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app), "wrong")
            await press(pilot, "n", "o", "enter")
            await wait_for(pilot, lambda: "you may try again in 2 seconds"
                           in screen_text(app), "a longer pause")
            await asyncio.sleep(2.1)
            field = app.screen.query_one("#password", Input)
            field.value = "pw"
            field.focus()
            await press(pilot, "enter")
            await wait_for(pilot, lambda: hellos() == asked + 3, "the right one tried")
            await wait_for(pilot, lambda: "Wrong password" not in screen_text(app)
                           and "try again in" not in screen_text(app), "joined")
    finally:
        await host.close()
