"""What a player sees when the table goes away, and between rounds (pilot tests).

A table closed by its host: one message with the host's words and the final scores, back on the
menu (or, without one, a message screen). A table that stops answering: one status line counting
down the next attempt and the give-up time (no stack of toasts), then a dialog whose ``r`` tries
again. A spectator's footer offers no player keys; a takeover is a new log line, never a
rewrite; the table's chat and its bots' tags are there from the first frame.
"""

from __future__ import annotations

import contextlib
import re
from collections import deque
from collections.abc import AsyncIterator
from typing import Any

import pytest
from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state, shown, wait_for

from core import Phase, apply, view
from unotui.app import MessageScreen, build_app
from unotui.dialogs import TableClosedDialog, TableGoneDialog
from unotui.screens.menu import MenuScreen
from unotui.screens.round_end import RoundEndScreen
from unotui.screens.table import TableScreen
from unotui.widgets.table_info import StatusLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


class FakeClient:
    """What the table screen reads of a :mod:`net` client: its lobby, chats and retry()."""

    def __init__(self, lobby: dict[str, Any] | None = None,
                 chats: list[dict[str, Any]] | None = None) -> None:
        self.lobby = lobby
        self.chats: deque[dict[str, Any]] = deque(chats or [])
        self.retries = 0

    def retry(self) -> bool:
        self.retries += 1
        return True

    def window(self) -> float:
        return 60.0


class ClientScriptedLink(ScriptedLink):
    def __init__(self, client: FakeClient, seat: int | None = 0) -> None:
        super().__init__(NAMES, seat)
        self.client = client


def lobby(seats: list[tuple[str, str]], table: str = "Friday table") -> dict[str, Any]:
    return {"t": "lobby", "table": table, "phase": "playing", "you": 0, "seats": [
        {"kind": kind, "name": name, "connected": True, "ready": False,
         "bot": "hard" if kind == "bot" else None} for name, kind in seats]}


def app_for(link: ScriptedLink, menu: bool = False) -> Any:
    async def factory() -> ScriptedLink:
        return link

    if not menu:
        return build_app(link_factory=factory, lang="en", ascii_only=False)
    app = build_app(link_factory=factory, lang="en", ascii_only=False, start=MenuScreen)

    async def open_table() -> None:
        await app.open_table(factory)

    app.call_later(lambda: app.run_worker(open_table()))
    return app


def humans_table(menu: bool = False) -> tuple[Any, Any]:
    """A round at a table of four humans, Zoe to see it (:func:`a_round`), and an app showing
    it (over the menu, with ``menu``): ``(link, app)``."""
    _state, v = a_round()
    link = ClientScriptedLink(FakeClient(lobby([(n, "human") for n in NAMES])))
    link.feed({"t": "view", "view": v})
    return link, app_for(link, menu=menu)


def a_round(seat: int | None = 0) -> Any:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=1)
    return state, view(state, seat)


def round_won_by_zoe() -> Any:
    """A table state whose round Zoe (seat 0) just won, going out with Red 5."""
    from core import Play
    from core.cards import Card

    state = scripted_state()
    arrange(state, {0: ["R5"], 1: ["Y1", "W4"], 2: ["G1", "GS"], 3: ["B9"]}, "R9", current=0)
    state.uno_called[0] = True
    apply(state, 0, Play(Card.parse("R5")))
    return state


def status(app: Any) -> str:
    return str(app.screen.query_one(StatusLine).text)


async def on_table(pilot: Any) -> TableScreen:
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                   and pilot.app.screen.view is not None)
    await pilot.pause()
    return pilot.app.screen


SHUTDOWN = {"t": "_connection", "state": "closed", "reason": "shutdown", "table": "Friday table",
            "message": "Friday table was closed by its host.", "scores": [12, 40, 0, 3],
            "names": NAMES, "resumable": False}


@contextlib.asynccontextmanager
async def closed_at_the_table(*fed: dict[str, Any]) -> AsyncIterator[tuple[Any, Any, Any, str]]:
    """An app at a table (its menu below) fed ``fed`` (the table's closing): ``(pilot, app,
    link, the text of the dialog saying so)``."""
    link, app = humans_table(menu=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        for msg in fed:
            link.feed(msg)
        await wait_for(pilot, lambda: isinstance(app.screen, TableClosedDialog))
        yield pilot, app, link, await shown(pilot)


async def test_a_table_closed_by_its_host_goes_back_to_the_menu_with_the_final_scores() -> None:
    async with closed_at_the_table(
            {"t": "error", "code": "shutdown", "fatal": True,
             "message": "Friday table was closed by its host."},
            {**SHUTDOWN, "left": [3]}  # (Cy had left the match: a bot played on)
    ) as (pilot, app, link, text):
        assert "Friday table was closed by its host." in text
        # (best first; the reader's own line marked, ux29 #8)
        assert "Final scores:" in text and text.index("Ana: 40 points") < text.index(
            "Zoe (you): 12 points")
        # (found by a player: the final scores did not say who had left the match)
        assert "Cy (left; a bot played on): 3 points" in text
        assert "Zoe (left" not in text and "Ana (left" not in text
        assert [type(s).__name__ for s in app.screen_stack[1:]] == ["MenuScreen",
                                                                    "TableClosedDialog"]
        assert not app._notifications  # one message, not a toast on top of it
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert link.left  # the table screen closed its connection on the way out


async def test_a_table_stopped_with_its_match_to_go_on_says_so_and_the_scores_so_far() -> None:
    # (ux28 #9: its host can open it again where it was, so the scores are not final)
    async with closed_at_the_table({**SHUTDOWN, "resumable": True}) as (_p, _a, _l, text):
        # (an app's table stopped only when the app went away: newbie81 #5)
        assert "Friday table stopped: its host's app ended." in text
        said = " ".join(text.replace("█", " ").split())
        assert "Its match can go on: when the table opens again, join it under the same " \
            "name and your seat is yours again." in said, said
        assert "Scores so far:" in text and "Final scores" not in text


async def test_without_a_menu_the_closed_message_replaces_the_table_and_q_quits() -> None:
    _state, v = a_round()
    link = ClientScriptedLink(FakeClient())
    link.feed({"t": "view", "view": v})
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        link.feed({**SHUTDOWN, "scores": None, "names": None})
        await wait_for(pilot, lambda: isinstance(app.screen, MessageScreen))
        text = await shown(pilot)
        assert "Friday table was closed by its host." in text and "Final scores" not in text
        await pilot.press("q")
    assert app.return_code == 0


async def test_a_vanished_table_has_one_counting_status_line_then_a_retry_dialog() -> None:
    _state, v = a_round()
    client = FakeClient(lobby([(n, "human") for n in NAMES]))
    link = ClientScriptedLink(client)
    link.feed({"t": "view", "view": v})
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        link.feed({"t": "_connection", "state": "lost"})
        for attempt, delay, left in ((1, 0.2, 60.0), (2, 0.5, 59.8), (3, 30.0, 52.0)):
            link.feed({"t": "_connection", "state": "reconnecting", "attempt": attempt,
                       "delay": delay, "gives_up_in": left})
        await wait_for(pilot, lambda: "attempt 3" in status(app))
        assert status(app) in ("Connection lost · attempt 3 in 30 s · giving up in 52 s",
                               "Connection lost · attempt 3 in 29 s · giving up in 51 s")
        assert not app._notifications  # never a pile of toasts
        link.feed({"t": "_connection", "state": "closed", "reason": "gone"})
        await wait_for(pilot, lambda: isinstance(app.screen, TableGoneDialog))
        text = await shown(pilot)
        assert "Friday table stopped answering; no answer for 60 s." in text
        assert "r: try again" in text
        # (ux33 #8: what brings the table back, said to its guests too — in words, not the
        # host's command, which a guest cannot run, newbie91 #3)
        words = " ".join(text.replace("█", " ").split())
        assert "once the host opens the table again, r takes you back to it" in words, words
        assert "host --resume" not in words
        await pilot.press("r")
        await wait_for(pilot, lambda: client.retries == 1)
        assert isinstance(app.screen, TableScreen)
        link.feed({"t": "_connection", "state": "reconnecting", "attempt": 1, "delay": 0.2,
                   "gives_up_in": 60.0})
        await wait_for(pilot, lambda: "attempt 1" in status(app))
        link.feed({"t": "_connection", "state": "restored"})
        await wait_for(pilot, lambda: "Connection lost" not in status(app))
        # (the counting line is gone: the log says the table came back, once)
        table = app.screen
        back = "Connected again: you are back at the table."
        await wait_for(pilot, lambda: table.match_log.lines(table.names, 0)[-1:] == [back])
        # (not news of the game: the line of what happened since your move leaves it out,
        # newbie38 #17)
        from unotui.widgets.log import SinceLine

        assert "Connected again" not in " ".join(table.query_one(SinceLine).phrases)


async def test_a_table_gone_after_its_match_ended_offers_no_resume() -> None:
    """newbie41 #1: a guest still reading the match's end was told the host would open the
    table again with host --resume, which opens an older match, never one that ended."""
    from core import Play
    from core.cards import Card

    state = scripted_state(target_score=50)  # (Zoe's round is worth 66: the match's end)
    arrange(state, {0: ["R5"], 1: ["Y1", "W4"], 2: ["G1", "GS"], 3: ["B9"]}, "R9", current=0)
    state.uno_called[0] = True
    apply(state, 0, Play(Card.parse("R5")))
    assert state.phase.value == "match_over"
    client = FakeClient(lobby([(n, "human") for n in NAMES]))
    link = ClientScriptedLink(client)
    link.feed({"t": "view", "view": view(state, 1)})
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        # (the match's end on the screen, read by the guest as the table goes)
        await wait_for(pilot, lambda: type(app.screen).__name__ == "RoundEndScreen")
        link.feed({"t": "_connection", "state": "closed", "reason": "gone"})
        await wait_for(pilot, lambda: isinstance(app.screen, TableGoneDialog))
        text = " ".join((await shown(pilot)).replace("█", " ").split())
        assert "host --resume" not in text
        assert "no match was under way to resume" in text


async def test_the_retry_dialog_leaves_the_table_on_escape() -> None:
    link, app = humans_table(menu=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        link.feed({"t": "_connection", "state": "closed", "reason": "gone"})
        await wait_for(pilot, lambda: isinstance(app.screen, TableGoneDialog))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert link.left


async def test_a_spectator_is_offered_no_player_keys() -> None:
    _state, v = a_round(seat=None)
    link = ClientScriptedLink(FakeClient(), seat=None)
    link.feed({"t": "view", "view": v})
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        footer = (await shown(pilot)).splitlines()[-1]
        for key in ("UNO", "Catch", "Play", "Draw", "Select"):
            assert key not in footer
        assert "Chat" in footer and "Leave" in footer
        screen = await shown(pilot)  # no "Your hand (0)": the hand's box says they are watching
        assert "Your hand" not in screen and "you are watching" in screen
        await pilot.press("u")  # a player key says why it does nothing
        await wait_for(pilot, lambda: "You are watching this match" in status(app))
        assert link.sent == []


async def test_bots_are_tagged_and_the_lobby_chat_is_there_from_the_first_frame() -> None:
    _state, v = a_round()
    chats = [{"t": "chat", "from": "Ana", "seat": 1, "text": "good luck all"}]
    client = FakeClient(lobby([("Zoe", "human"), ("Ana", "human"), ("Bo", "bot"), ("Cy", "bot")]),
                        chats)
    link = ClientScriptedLink(client)
    link.feed({"t": "view", "view": v})
    app = app_for(link)
    async with app.run_test(size=(120, 40)) as pilot:
        await on_table(pilot)
        text = await shown(pilot)
        assert "Ana: good luck all" in text
        assert app.screen.query_one("PlayersPanel").bots == {2: "hard", 3: "hard"}
        assert text.count("hard bot") == 2  # each bot's seat says it is one, and its level
        back = lobby([("Zoe", "human"), ("Ana", "human"), ("Bo", "bot"), ("Cy", "human")])
        link.feed(back)  # Cy's seat is a human's again
        await wait_for(pilot, lambda: app.screen.query_one("PlayersPanel").bots == {2: "hard"})
        chat = {"t": "chat", "from": "Bo", "seat": 2, "text": "gg"}
        client.chats.append(chat)
        link.feed(chat)
        await wait_for(pilot, lambda: "Bo: gg" in screen_text(app))
        assert screen_text(app).count("good luck all") == 1


async def test_a_takeover_is_a_new_log_line_and_the_past_is_not_rewritten() -> None:
    from core import Draw

    state, v = a_round()
    link = ClientScriptedLink(FakeClient(lobby([(n, "human") for n in NAMES])))
    link.feed({"t": "view", "view": v})
    app = app_for(link)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await on_table(pilot)
        apply(state, 1, Draw())  # Ana draws
        link.feed({"t": "view", "view": view(state, 0)})
        await wait_for(pilot, lambda: table.view is not None
                       and table.view["state_id"] == state.state_id)
        before = table.match_log.lines(table.names, 0)
        link.feed({"t": "notice", "kind": "takeover", "seat": 1, "name": "Ana", "why": "left"})
        await wait_for(pilot, lambda: "Ana left; a bot plays for Ana." in screen_text(app))
        after = table.match_log.lines(table.names, 0)
        assert after == [*before, "Ana left; a bot plays for Ana."]
        apply(state, 1, state_pass_or_play(state))
        link.feed({"t": "view", "view": view(state, 0)})
        await wait_for(pilot, lambda: table.view is not None
                       and table.view["state_id"] == state.state_id)
        lines = table.match_log.lines(table.names, 0)
        assert lines[:len(after)] == after and len(lines) > len(after)
        # (one the owner removed did not leave: unlike one who left, they cannot come back)
        link.feed({"t": "notice", "kind": "takeover", "seat": 2, "name": "Bo", "why": "left",
                   "kicked": True})
        removed = "Bo was removed by the table's owner; a bot plays for Bo."
        await wait_for(pilot, lambda: removed in " ".join(screen_text(app).split()))
        assert table.match_log.lines(table.names, 0) == [*lines, removed]


def state_pass_or_play(state: Any) -> Any:
    from core import legal_actions

    return legal_actions(state, 1)[0]


def results_in_20_s(link: ScriptedLink, state: Any, seat: int | None) -> None:
    """The table sends ``seat``'s view of ``state`` (a round just won) and its round's end,
    the next round dealt in 20 s."""
    link.feed({"t": "view", "view": view(state, seat)})
    link.feed({"t": "round_end", "verified": True, "deal_in": 20.0})


async def test_enter_on_the_results_closes_them_and_does_nothing_at_the_table() -> None:
    state = round_won_by_zoe()
    assert state.phase is Phase.ROUND_OVER
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, state, 0)
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await wait_for(pilot, lambda: "Next round in" in screen_text(app))
        assert "or as soon as everyone is ready" in screen_text(app)
        seats = [{"kind": "human", "name": n, "connected": True, "ready": n == "Bo",
                  "bot": None} for n in NAMES]
        link.feed({"t": "lobby", "phase": "playing", "you": 0, "seats": seats, "deal_in": 9.0})
        await wait_for(pilot, lambda: "Still reading: Ana, Cy." in screen_text(app))
        assert "Next round in 9 s" in screen_text(app) or "Next round in 8 s" in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.ready_calls == 1)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert link.sent == [] and "not your turn" not in status(app).lower()


async def test_a_player_back_between_rounds_sees_who_is_still_reading_at_once() -> None:
    """A player who takes their seat back between rounds gets the table's lobby before the
    view and the round's end: the results said nothing of who was still reading until the next
    lobby, perhaps never (everyone else was waiting for them)."""
    state = round_won_by_zoe()
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        seats = [{"kind": "human", "name": n, "connected": True, "ready": n == "Bo",
                  "bot": None} for n in NAMES]
        link.feed({"t": "lobby", "phase": "playing", "you": 0, "seats": seats})
        results_in_20_s(link, state, 0)
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await wait_for(pilot, lambda: "Still reading: Ana, Cy." in screen_text(app))


async def test_a_long_name_is_shown_whole_in_the_players_panel_at_80_columns() -> None:
    """A duplicate name ("alice 2") with the viewer's "(you)" is longer than the name column:
    it takes room from the flags, never cut to "alice 2…"."""
    _state, v = a_round()
    link = ClientScriptedLink(FakeClient(), seat=0)
    link.names = ["alice 2", "Ana", "bob the builder", "Cy"]
    link.feed({"t": "view", "view": v})
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        text = await shown(pilot)
        assert "alice 2 (you)" in text and "bob the builder" in text


async def test_the_countdown_to_the_next_round_counts_down() -> None:
    """Found by a player: "Next round in 20 s" stood still until the round was dealt (the
    screen's ticker was never started: it asked whether it was mounted while mounting)."""
    import asyncio
    import re

    state = round_won_by_zoe()
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, state, 0)
        await wait_for(pilot, lambda: "Next round in 20 s" in screen_text(app))

        def seconds() -> int:
            found = re.search(r"Next round in (\d+) s", screen_text(app))
            return int(found.group(1)) if found else 99

        for _ in range(100):  # (a bound, not a timing test: it must move within 10 s)
            if seconds() < 20:
                break
            await asyncio.sleep(0.1)
        assert seconds() < 20
        # (and the names still reading wrap, never cut at 80 columns: "Still reading: alice, roo")
        seats = [{"kind": "human", "name": n, "connected": True, "ready": False, "bot": None}
                 for n in ("Zoe", "Anastasia Longname", "Bartholomew Long", "Cy")]
        link.feed({"t": "lobby", "phase": "playing", "you": 0, "seats": seats, "deal_in": 15.0})
        await wait_for(pilot, lambda: "Still reading: Anastasia Longname, Bartholomew Long, Cy."
                       in " ".join(screen_text(app).split()))


async def test_a_watcher_is_not_told_enter_readies_them_for_the_next_round() -> None:
    state = round_won_by_zoe()
    link = ScriptedLink(NAMES, seat=None)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, state, None)
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await wait_for(pilot, lambda: "Enter: back to the table" in screen_text(app))
        assert "ready for the next round" not in screen_text(app)


async def test_the_results_say_the_connection_is_lost_instead_of_counting_down() -> None:
    """Found by a play-tester: the host died while the results showed; they went on counting
    ("Next round in 0 s …", for ever) and only Enter showed "Connection lost". They say what
    the table says, and count down again once the table is back."""
    state = round_won_by_zoe()
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, state, 0)
        await wait_for(pilot, lambda: "Next round in " in screen_text(app))
        link.feed({"t": "_connection", "state": "lost"})
        link.feed({"t": "_connection", "state": "reconnecting", "attempt": 3, "delay": 4.0,
                   "gives_up_in": 52.0})
        await wait_for(pilot, lambda: "Connection lost · attempt 3 in" in screen_text(app))
        assert isinstance(app.screen, RoundEndScreen)
        assert "giving up in" in screen_text(app) and "Next round in" not in screen_text(app)
        # (Enter meanwhile is kept for when the table is back: test_newbie75_ready_while_away)
        link.feed({"t": "_connection", "state": "restored"})
        link.feed({"t": "round_end", "verified": True, "deal_in": 15.0})

        def counting_from_15() -> bool:  # (15 s, 14 s, … as long as the test takes to look)
            found = re.search(r"Next round in (\d+) s", screen_text(app))
            return found is not None and int(found.group(1)) <= 15

        await wait_for(pilot, counting_from_15)
        assert "Connection lost" not in screen_text(app)
        await pilot.press("enter")  # (and Enter is "ready" again)
        await wait_for(pilot, lambda: not isinstance(app.screen, RoundEndScreen))


def test_a_stopped_table_tells_a_watcher_it_can_watch_again_and_a_player_of_the_seat() -> None:
    """review29 #7: a watcher was promised a seat; a reader not known to watch (no word of
    its seat yet, review30 #4) reads the words for a seat."""
    from unotui.connection import closed_text

    stopped = {**SHUTDOWN, "resumable": True}
    watcher = " ".join(closed_text({**stopped, "you": None}).split())
    assert "you can watch it again" in watcher and "your seat" not in watcher
    for seat in ({"you": 1}, {}):
        player = " ".join(closed_text({**stopped, **seat}).split())
        assert "your seat is yours again" in player and "watch it again" not in player


def test_the_player_who_ran_a_headless_table_is_not_told_its_host_stopped_it() -> None:
    """newbie47 #6: the first joiner of a headless table reads "Dee (you, host)" in its lobby;
    when the table's program stopped, the same player read "N47 was stopped by its host"."""
    from unotui.connection import closed_text

    for notice, words in (({**SHUTDOWN, "resumable": True}, "was stopped: the program serving "
                           "it ended."), (SHUTDOWN, "was closed: the program serving it ended.")):
        ran = " ".join(closed_text({**notice, "you": 0, "owner": True}).split())
        assert words in ran and "by its host" not in ran, ran
        guest = " ".join(closed_text({**notice, "you": 1}).split())
        # (a table an app served stops only as that app ends: newbie81 #5)
        assert ("its host's app ended" if notice.get("resumable") else "by its host") \
            in guest, guest


def test_the_closing_notice_says_how_many_rounds_its_scores_count() -> None:
    """ux33 #12: a table closed during round 1 listed everyone with 0 points under "Final
    scores"; now it says nobody had scored, and later scores say how many rounds they count."""
    from unotui.connection import closed_text

    first = closed_text({**SHUTDOWN, "scores": [0, 0, 0, 0], "rounds": 0})
    assert first == "Friday table was closed by its host.\n\n" \
        "No round had been played to its end: nobody had scored yet."
    final = closed_text({**SHUTDOWN, "rounds": 2, "you": 0})
    assert "Final scores after 2 rounds:\n  Ana: 40 points\n  Zoe (you): 12 points" in final
    going_on = closed_text({**SHUTDOWN, "rounds": 1, "resumable": True})
    assert "Scores so far, after 1 round:\n  Ana: 40 points" in going_on
    # (an older host's notice, without ``rounds``: the heading alone, as before)
    assert "Final scores:\n  Ana: 40 points" in closed_text(SHUTDOWN)


def test_scores_of_a_lowest_wins_match_are_listed_lowest_first_and_say_so() -> None:
    """review34 #12: under penalty scoring (each player's own cards count against them) the
    closing notice listed the worst score first, as the best."""
    from unotui.connection import closed_text

    penalty = closed_text({**SHUTDOWN, "rounds": 2, "scoring": "penalty"})
    assert "Final scores after 2 rounds:\n  Bo: 0 points\n  Cy: 3 points\n  Zoe: 12 points\n" \
        "  Ana: 40 points\n  (the lowest score is the best under these rules)" in penalty
    assert "Ana: 40 points\n  Zoe: 12 points" in closed_text(
        {**SHUTDOWN, "rounds": 2, "scoring": "standard"})
    assert "lowest" not in closed_text({**SHUTDOWN, "rounds": 2, "scoring": "standard"})


def test_partners_in_the_closing_scores_are_one_line_named_as_a_team() -> None:
    """newbie44 #13: at a team table the closing scores listed four players, two pairs of
    equal points, with no word of who played with whom. Partners are one line, best first;
    a notice whose partners' points differ keeps a line a player, each named with its team."""
    from unotui.connection import closed_text

    pairs = closed_text({**SHUTDOWN, "rounds": 2, "scores": [40, 12, 40, 12], "you": 3,
                         "teams": [0, 1, 0, 1]})
    assert "Final scores after 2 rounds:\n  Team 1 · Zoe and Bo: 40 points\n" \
        "  Team 2 · Ana and Cy (you): 12 points" in pairs
    odd = closed_text({**SHUTDOWN, "rounds": 2, "scores": [40, 12, 30, 12],
                       "teams": [0, 1, 0, 1]})
    assert "  Zoe, team 1: 40 points\n  Bo, team 1: 30 points\n  Team 2 · Ana and Cy: 12 " \
        "points" in odd
    # (no teams, or a list that does not fit the seats: a line a player, as before)
    for teams in (None, [0, 1, 2, 3], [0, 1], ["a", 0, "a", 0]):
        assert "Ana: 40 points\n  Zoe: 12 points" in closed_text(
            {**SHUTDOWN, "rounds": 2, "teams": teams})


def test_an_ssh_visitor_is_told_how_to_come_back_to_a_stopped_match(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ssh34 #10: an SSH visitor read "join it under the same name" — once the session ends
    they come back by connecting again, as the door's goodbye in their terminal says; inside
    the session, which goes on, they join again from the door (ssh51 #2)."""
    from unotui.connection import closed_text

    stopped = {**SHUTDOWN, "resumable": True, "rounds": 1}
    monkeypatch.delenv("UNOTUI_SSH_DOOR", raising=False)
    assert "join it under the same name" in closed_text(stopped)
    inside = closed_text(stopped, ssh=True)  # (a visitor's app, the session going on)
    assert "join it again from here (Enter on the join screen, or j at this door's menu) " \
        "and your seat is yours again." in inside and "ssh command" not in inside
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")  # (a visitor's app)
    assert closed_text(stopped) == inside
    # (the door's goodbye goes to every visitor, watchers too: it promised them a seat,
    # ssh45 #2; it speaks to both)
    everyone = " ".join(closed_text(stopped, ssh=True, everyone=True).split())
    assert "connect again as you did (the same ssh command, the same user name): a player's " \
        "seat is theirs again, and a watcher can watch again." in everyone
    assert "your seat is yours again" not in everyone


async def test_a_player_removed_during_a_match_goes_back_to_the_menu_told_why() -> None:
    """power37 #6, at the table: the status line said so and the table stayed until q."""
    link, app = humans_table(menu=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        link.feed({"t": "_connection", "state": "closed", "reason": "kicked"})
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert [n.message for n in app._notifications] == [
            "The host of Friday table removed you from the table."]


async def test_a_player_removed_from_a_table_opened_without_a_menu_is_told_and_stays() -> None:
    """review37b #3, #4: with no menu to go back to (``unotui join ADDR``'s table), leaving
    ended the app and took the notice with it; and the kick was told twice."""
    link, app = humans_table()
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        link.feed({"t": "error", "code": "kicked", "message": "x", "fatal": True})
        link.feed({"t": "_connection", "state": "closed", "reason": "kicked"})
        await wait_for(pilot, lambda: "removed you" in screen_text(app))
        await pilot.pause(0.3)
        assert app.is_running and isinstance(app.screen, TableScreen)
        assert [n.message for n in app._notifications] == [
            "The host of Friday table removed you from the table."]


async def test_a_chat_line_sent_while_the_table_is_away_stays_in_the_chat() -> None:
    """newbie38 #6, at the table: a line sent while the connection was being tried again
    vanished without a word."""
    link, app = humans_table()
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        link.feed({"t": "_connection", "state": "lost"})
        link.feed({"t": "_connection", "state": "reconnecting", "attempt": 1, "delay": 2.0,
                   "gives_up_in": 58.0})
        await wait_for(pilot, lambda: "attempt 1" in status(app))
        await pilot.press("t", *"back?", "enter")
        await wait_for(pilot, lambda: any("Not sent: the table is away" in str(n.message)
                                          for n in app._notifications))
        field = app.screen.query_one("#chat-input")
        assert field.value == "back?" and app.focused is field


async def test_the_goodbye_of_a_guest_leaving_a_table_not_answering_says_so() -> None:
    """review38 #5: the terminal's goodbye said "a bot plays your seat" of a table that was not
    answering (it cannot hear the leave: the seat waits out its reconnect window)."""
    link, app = humans_table()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await on_table(pilot)
        assert "a bot plays your seat" in (table.goodbye() or "")
        link.client.connected = False
        said = table.goodbye() or ""
        assert said.startswith("You left Friday table, which was not answering.") and \
            "a bot plays" not in said


async def test_a_table_that_says_nothing_for_long_is_said_to_be_silent(
        monkeypatch: Any) -> None:
    """newbie41 #2: the host stopped for 40 s; the guests waiting for Bo read "Waiting for
    Bo to play…" all along, and blamed Bo. Past a ping interval and a half without a word
    from the table, the status line says the table is silent, and stops once it talks."""
    import unotui.screens.table

    monkeypatch.setattr(unotui.screens.table, "QUIET_CHECK", 0.05)
    silence = [0.0]

    class QuietClient(FakeClient):
        def silent_for(self) -> float | None:
            return silence[0]

    _state, v = a_round()
    link = ClientScriptedLink(QuietClient(lobby([(n, "human") for n in NAMES])))
    link.feed({"t": "view", "view": v})
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        await pilot.pause(0.2)
        assert "said nothing" not in status(app)
        silence[0] = 21.4
        await wait_for(pilot, lambda: "The table has said nothing for 21 s" in status(app))
        said = status(app)
        assert "host may be stuck. Waiting…" in said, said  # (whole at 80 columns: ...)
        silence[0] = 0.1  # (a ping came)
        await wait_for(pilot, lambda: "said nothing" not in status(app))
        assert "Ana" in status(app)  # (what the game waits for, again)


async def test_on_the_players_turn_a_silent_table_still_says_it_is_their_turn(
        monkeypatch: Any) -> None:
    """newbie42 #3: at 80 columns the silent table's words were cut, and on the player's turn
    they took the place of "Your turn: play a card (Enter) or draw (d).": the line says both,
    whole (the silence first, then "Your turn.", where both do not fit: newbie57 #2)."""
    import unotui.screens.table

    monkeypatch.setattr(unotui.screens.table, "QUIET_CHECK", 0.05)

    class QuietClient(FakeClient):
        def silent_for(self) -> float | None:
            return 23.0

    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ClientScriptedLink(QuietClient(lobby([(n, "human") for n in NAMES])))
    link.feed({"t": "view", "view": view(state, 0)})
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_table(pilot)
        await wait_for(pilot, lambda: "said nothing for 23 s" in status(app))
        line = next(row for row in (await shown(pilot)).splitlines() if "23 s" in row)
        assert "said nothing for 23 s" in line and "Your turn" in line, line


def test_every_reader_of_a_headless_tables_end_is_told_its_program_ended() -> None:
    """newbie50 #15 (and ssh47 #3): one Ctrl-C of a headless host read two ways — its lobby's
    owner "stopped: the program serving it ended", its watcher and the other players "stopped
    by its host" (and an SSH door's goodbye, one text for all, said "by its host" to the owner
    too). The notice says ``headless`` now, and every reader is told the program ended."""
    from unotui.connection import closed_text

    for notice, words in (({**SHUTDOWN, "resumable": True}, "was stopped: the program serving "
                           "it ended."), (SHUTDOWN, "was closed: the program serving it ended.")):
        for reader in ({"you": None}, {"you": 1}, {}):
            text = " ".join(closed_text({**notice, "headless": True, **reader}).split())
            assert words in text and "by its host" not in text, (reader, text)
        door = " ".join(closed_text({**notice, "headless": True}, ssh=True,
                                    everyone=True).split())
        assert words in door, door
        hosted = " ".join(closed_text({**notice, "headless": False, "you": 1}).split())
        assert ("its host's app ended" if notice.get("resumable") else "by its host") \
            in hosted, hosted


async def test_a_headless_hosts_shutdown_notice_says_so() -> None:
    """PROTOCOL.md: ``headless`` in the ``shutdown`` notice, true for a table no player's app
    serves, false for one an app hosts."""
    from net.host import Host, TableConfig

    for in_app in (False, True):
        host = Host(TableConfig(name="Den", seats=3, in_app=in_app))
        notice = host.table.shutdown_message()
        assert notice["headless"] is (not in_app)
        # (its message too, for a client that shows it: review53 #7)
        assert notice["message"] == ("Den was closed by its host." if in_app else
                                     "Den was closed by the program serving it ending.")
        await host.close()


@pytest.mark.parametrize("width", [100, 80])
async def test_a_closed_tables_resume_command_is_never_broken_inside_its_journals_name(
        width: int) -> None:
    """newbie52 #5: "You closed Friday table." said its resume command in a box 60 wide even
    at 80 and 100 columns, the journal's name broken in the middle ("…/tables/t" / "able-2026…"),
    which copied is no file. The box is as wide as the command where the screen allows; where
    it does not, the command breaks between its words, never inside one."""
    from textual.app import App

    path = "/home/newbie/.local/state/unotui/tables/table-20261205-121514-fde76a.jsonl"
    command = f"python3 -m unotui host --resume {path}"
    text = ("You closed Friday table.\n\nFinal scores: Newbie 0, Ana 12.\n\nIts match can be "
            f"opened again later:\n  {command}")

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(TableClosedDialog(text))

    app = Host()
    async with app.run_test(size=(width, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableClosedDialog))
        await pilot.pause()
        shown_text = screen_text(app)
        assert path in shown_text, shown_text
        if width >= len(command) + 6:
            assert command in shown_text, shown_text
