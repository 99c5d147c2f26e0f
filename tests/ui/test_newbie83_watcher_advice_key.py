"""newbie83 #2: in a match, a watcher whose own seat (held by their other app, now closed) is
free reads "xiaoming 的座位（你的）现在空出来了：要坐回去，先停止观战（Esc，然后 y），再次加入…".
On the table screen Esc does nothing — the status line answers "Esc 这里没有可关闭的：q 离开" —
and a watcher's q leaves at once, with no question to answer y to. The advice names the
lobby's keys, not the table's: the key it names must stop watching there."""

from __future__ import annotations

from types import SimpleNamespace

from test_lobby_words import keep_for_another_app
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, wait_for

from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


async def test_the_key_the_seat_free_advice_names_stops_watching_at_the_table() -> None:
    state = scripted_state()
    arrange(state, {0: ["R1", "R2"], 1: ["Y1", "Y2"], 2: ["G1"], 3: ["B1"]}, "R9", current=1)
    link = ScriptedLink(NAMES)
    link.client = SimpleNamespace(asked_name="Ana",  # type: ignore[attr-defined]
                                  address="192.0.2.1:7152")
    keep_for_another_app("192.0.2.1:7152", "Ana")  # (her other app's seat, that app gone)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=0)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view is not None
                                          for s in app.screen_stack))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        table.view = {**table.view, "seat": None}  # (this app watches, as "Ana 2")
        table.tell_own_seat_free("Ana")
        await pilot.pause(0.2)
        said = " ".join(str(n.message) for n in app._notifications)
        assert "stop watching (q)" in said, said
        await pilot.press("q")
        await pilot.pause(0.3)
        # q, as advised, stops watching: the table is no longer the screen in front
        assert app.screen is not table, "the key the advice names did nothing at the table"


async def test_the_seat_free_notice_goes_once_the_player_sits_down() -> None:
    """newbie83 #8: the "your seat is free now" notice stayed its 30 s after the player had
    sat back down in it."""
    state = scripted_state()
    arrange(state, {0: ["R1", "R2"], 1: ["Y1", "Y2"], 2: ["G1"], 3: ["B1"]}, "R9", current=1)
    link = ScriptedLink(NAMES)
    link.client = SimpleNamespace(asked_name="Ana",  # type: ignore[attr-defined]
                                  address="192.0.2.1:7152")
    keep_for_another_app("192.0.2.1:7152", "Ana")
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=0)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view is not None
                                          for s in app.screen_stack))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        table.view = {**table.view, "seat": None}  # (watching, as "Ana 2")
        table.tell_own_seat_free("Ana")
        await pilot.pause(0.2)
        assert any("is free now" in str(n.message) for n in app._notifications)
        link.feed_view(state, seat=1)  # (sat back down in her seat)
        await wait_for(pilot, lambda: not any("is free now" in str(n.message)
                                              for n in app._notifications))
