"""fixpw74 (ssh69 #2): the join screen's pause after a wrong password is counted down and then
said over, and the tries typed during it do not pile up in the password field.

Before: Enter again within the pause said "Wrong password: you may try again in 1 second." for
good (the words never changed), and each Enter in the pause kept what the field held, so the
next characters typed were added to it: "b", "bc", "bcd"."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import door_join_app, password_asked, press, screen_text, wait_for

OVER_TYPED = "You may try again now: press Enter to send the password you typed."


async def _locked_table() -> tuple[Any, int, list[object]]:
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Locked", seats=3, password="pw", bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    sent: list[object] = []  # the password of each hello the table hears
    heard = host.table._hello

    def counted(conn: object, msg: dict[str, object]) -> object:
        sent.append(msg.get("password"))
        return heard(conn, msg)

    host.table._hello = counted  # type: ignore[method-assign]
    return host, port, sent


async def test_the_pause_is_counted_down_then_said_over(monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.screens import join

    monkeypatch.setattr(join, "PASSWORD_PAUSE", (2.0, 4.0, 8.0, 8.0))
    host, port, sent = await _locked_table()
    app = door_join_app(port)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await password_asked(pilot, app)
            await press(pilot, "n", "o", "enter")
            await wait_for(pilot, lambda: "no" in sent, "tried")
            await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app), "wrong")
            await press(pilot, "x", "enter")  # at once: in the 2 s pause
            await wait_for(pilot, lambda: "you may try again in 2 seconds" in screen_text(app),
                           "the pause said")
            await wait_for(pilot, lambda: "you may try again in 1 second." in screen_text(app),
                           "counted down")
            await wait_for(pilot, lambda: OVER_TYPED in screen_text(app), "said over")
            assert "try again in" not in screen_text(app)
            assert sent.count("x") == 0
            await press(pilot, "enter")  # what was typed in the pause goes now
            await wait_for(pilot, lambda: "x" in sent, "sent after the pause")
            await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app), "wrong")
    finally:
        await host.close()


async def test_tries_in_the_pause_do_not_pile_up_in_the_field() -> None:
    from textual.widgets import Input

    host, port, sent = await _locked_table()
    app = door_join_app(port)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await password_asked(pilot, app)
            await press(pilot, "a", "enter")
            await wait_for(pilot, lambda: "a" in sent, "tried")
            await wait_for(pilot, lambda: "Wrong password: type" in screen_text(app), "wrong")
            field = app.screen.query_one("#password", Input)
            for key in "bc":  # quick tries, in the pause
                await press(pilot, key, "enter")
                await wait_for(pilot, lambda: "you may try again in 1 second"
                               in screen_text(app), "the pause said")
                await pilot.pause()
            await press(pilot, "d")
            await pilot.pause()
            assert field.value == "d", f"the tries piled up: {field.value!r}"
            await wait_for(pilot, lambda: OVER_TYPED in screen_text(app), "said over")
            await press(pilot, "enter")
            await wait_for(pilot, lambda: len(sent) >= 3, "tried again")  # (None, "a", …)
            assert sent[-1] == "d" and "bcd" not in sent, sent
    finally:
        await host.close()
