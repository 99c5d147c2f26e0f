"""A player down to one card without UNO is marked on their row while they can be caught
(ux32 #5: nothing on screen said that c would catch a bot that forgot UNO)."""

from __future__ import annotations

from ui_testkit import (
    NAMES,
    ScriptedLink,
    app_on,
    arrange,
    screen_text,
    scripted_state,
    scripted_table,
    shown,
    table_showing,
    wait_for,
)

from core import CallUno, Card, Play, apply


async def test_a_forgotten_uno_is_marked_until_it_is_caught_or_called() -> None:
    state, link, app = scripted_table(
        {0: ["R5", "G9", "B1"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9",
        current=1)
    apply(state, 1, Play(Card.parse("R7")))  # Ana: one card left, no UNO called
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        text = await shown(pilot)
        ana = next(line for line in text.splitlines() if "Ana  " in line and "│" in line)
        assert "no UNO" in ana, text
        assert "no UNO" not in text.replace(ana, "")  # (nobody else's row)
        apply(state, 1, CallUno())  # she calls it late: the mark goes, "UNO!" instead
        link.feed_view(state)
        await wait_for(pilot, lambda: "no UNO" not in screen_text(app))
        assert "UNO!" in screen_text(app)


async def test_a_watcher_reads_no_uno_without_the_key_it_cannot_use() -> None:
    """review33 #9: "c catches" was said to a watcher too, for whom c does nothing."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G9", "B1"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]},
            "R9", current=1)
    apply(state, 1, Play(Card.parse("R7")))
    for seat, wide in ((0, True), (None, False)):
        link = ScriptedLink(NAMES)
        app = app_on(link)
        async with app.run_test(size=(120, 40)) as pilot:
            await table_showing(pilot, link, state, seat)
            text = await shown(pilot)
            assert "no UNO" in text and ("c catches" in text) is wide, text


async def test_a_catch_of_your_missed_uno_is_told_in_a_notice_too() -> None:
    """newbie36 #1: caught without UNO while the bots played on, the player found the line
    gone from the five the log shows, and "+2 for you" read oddly. A notice says it, in the
    words the log uses now; a catch of another player is only in the log."""
    from core import Catch

    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        apply(state, 0, Play(Card.parse("R5")))  # down to one card, no UNO
        link.feed_view(state)
        await wait_for(pilot, lambda: "no UNO" not in screen_text(app)
                       and "G9" in screen_text(app))
        assert not app._notifications
        apply(state, 1, Catch(0))
        link.feed_view(state)
        await wait_for(pilot, lambda: any("caught you" in n.message
                                          for n in app._notifications))
        assert [n.message for n in app._notifications] == [
            "Ana caught you without UNO: you draw 2"]


async def test_at_100_columns_a_row_keeps_you_beside_uno_and_a_bots_level() -> None:
    """newbie36 #3, #10: at 100×30 the players' box stayed 36 wide beside a half-empty table
    box, and "(you)" went whenever a bot's row said "UNO! normal". The box takes some of that
    room from 96 columns."""
    from core import CallUno
    from unotui.widgets.table_info import PlayersPanel

    state, link, app = scripted_table(
        {0: ["R5", "G9", "B1"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9",
        current=1)
    apply(state, 1, Play(Card.parse("R7")))
    apply(state, 1, CallUno())
    async with app.run_test(size=(100, 30)) as pilot:
        table = await table_showing(pilot, link, state)
        panel = table.query_one(PlayersPanel)
        panel.bots = {1: "normal"}
        panel.invalidate()
        await pilot.pause()
        text = screen_text(app)
        assert "Zoe (you)" in text and "UNO! normal" in text, text


async def test_in_a_small_window_a_key_dismisses_a_notice_that_has_been_read() -> None:
    """newbie38 #2: at 80×24 a notice covered the last cards of the hand (and, on the results,
    their keys) for 5 to 12 s. A key pressed once it has been up a while dismisses it; one
    pressed at once does not (it has not been read)."""
    from core import Catch
    from unotui.app import NOTICE_READ_AFTER

    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        apply(state, 0, Play(Card.parse("R5")))
        apply(state, 1, Catch(0))
        link.feed_view(state)
        await wait_for(pilot, lambda: any("caught you" in n.message
                                          for n in app._notifications))
        await pilot.press("right")  # (at once: not read yet)
        assert any("caught you" in n.message for n in app._notifications)
        app.notify("Removed from the table", timeout=15)  # (long on purpose: it stays)
        app.notify("The connection failed", severity="error", timeout=8)  # (an error stays)
        await pilot.pause()
        for notice in app._notifications:  # (as if up for a while)
            notice.raised_at -= NOTICE_READ_AFTER
        await pilot.press("right")
        await wait_for(pilot, lambda: not any("caught you" in n.message
                                              for n in app._notifications))
        assert sorted(n.message for n in app._notifications) == [
            "Removed from the table", "The connection failed"]
    # (a larger window, where notices cover nothing of the hand: they stay their time)
    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9", current=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await table_showing(pilot, link, state)
        app.notify("A notice")
        await pilot.pause()
        for notice in app._notifications:
            notice.raised_at -= NOTICE_READ_AFTER
        await pilot.press("right")
        await pilot.pause()
        assert [n.message for n in app._notifications] == ["A notice"]
