"""The lobby says what just happened: ready or not after r, ready marks cleared by a rule change,
and it shows the table's one chat history (pilot tests against a scripted connection)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
from collections import deque
from collections.abc import AsyncIterator
from typing import Any

import pytest
from ui_testkit import screen_text, wait_for

from core.rules import Rules
from unotui.app import build_app
from unotui.screens.lobby import LobbyScreen
from unotui.tables import LobbySession


class LobbyClient:
    """A scripted connection: the test feeds the table's messages; commands are recorded."""

    def __init__(self, chats: list[dict[str, Any]]) -> None:
        self.lobby: dict[str, Any] | None = None
        self.messages: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.chats: deque[dict[str, Any]] = deque(chats)
        self.sent: list[tuple[str, tuple[Any, ...]]] = []
        self.last_match_end: dict[str, Any] | None = None
        self.left_seats: set[int] = set()

    def feed(self, msg: dict[str, Any]) -> None:
        if msg["t"] == "lobby":
            self.lobby = msg
        if msg["t"] == "chat":
            self.chats.append(msg)
        self.messages.put_nowait(msg)

    async def ready(self, flag: bool = True) -> None:
        self.sent.append(("ready", (flag,)))

    async def leave(self) -> None:
        self.sent.append(("leave", ()))

    async def close(self) -> None:
        pass


def lobby(ready: bool, rules: Rules | None = None, you: int = 1) -> dict[str, Any]:
    return {
        "t": "lobby", "table": "Den", "phase": "lobby", "you": you, "owner": False, "host": 0,
        "password": False, "spectators": 0, "rules": (rules or Rules()).to_dict(),
        "settings": {"turn_timer": None, "uno_grace": 0.75, "reconnect_window": 60.0},
        "seats": [
            {"kind": "human", "name": "Zoe", "connected": True, "ready": True, "bot": None},
            {"kind": "human", "name": "Ana", "connected": True, "ready": ready, "bot": None},
            {"kind": "bot", "name": "Bo", "connected": True, "ready": True, "bot": "basic"}]}


def lobby_app(client: LobbyClient) -> Any:
    """An app showing the lobby of ``client``'s table (a guest's, at 192.0.2.1:7152)."""
    return build_app(lang="en", ascii_only=False,
                     start=lambda: LobbyScreen(LobbySession(client, None, "192.0.2.1:7152")))


def lobby_status(app: Any) -> str:
    return str(app.screen.query_one("#lobby-status").render())


@contextlib.asynccontextmanager
async def ready_lobby(client: LobbyClient | None = None
                      ) -> AsyncIterator[tuple[LobbyClient, Any, Any]]:
    """A guest's lobby of Den at 80x24, nobody but the bot ready yet, shown and saying "Press
    r when you are ready": ``(client, app, pilot)``."""
    client = client if client is not None else LobbyClient([])
    client.feed(lobby(False))
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Press r when you are ready" in lobby_status(app))
        yield client, app, pilot


async def test_ready_is_confirmed_and_a_rule_change_says_it_cleared_the_marks() -> None:
    said = LobbyClient([{"t": "chat", "from": "Zoe", "seat": 0, "text": "welcome!"}])
    async with ready_lobby(said) as (client, app, pilot):
        assert "Zoe: welcome!" in screen_text(app)  # the table's chat so far
        await pilot.press("r")
        await wait_for(pilot, lambda: client.sent == [("ready", (True,))])
        client.feed(lobby(True))  # the last one ready: who starts is what matters now
        await wait_for(pilot, lambda: lobby_status(app) ==
                       "Everyone is ready: the table's owner starts the match.")
        # the owner changes the rules: the table clears every mark and says so
        client.feed({"t": "notice", "kind": "rules_changed", "by": "Zoe", "ready_cleared": True})
        client.feed(lobby(False, Rules(target_score=200)))
        await wait_for(pilot, lambda: "ready marks cleared" in lobby_status(app))
        assert lobby_status(app) == ("The table's rules changed: ready marks cleared. "
                                     "Press r when ready.")
        client.feed({"t": "chat", "from": "Zoe", "seat": 0, "text": "200 is quicker"})
        await wait_for(pilot, lambda: "Zoe: 200 is quicker" in screen_text(app))
        assert screen_text(app).count("welcome!") == 1


async def test_a_lobby_whose_host_closed_the_table_says_so_once() -> None:
    from unotui.app import MessageScreen

    async with ready_lobby() as (client, app, pilot):
        client.feed({"t": "_connection", "state": "lost"})
        client.feed({"t": "_connection", "state": "reconnecting", "attempt": 2, "delay": 9.0,
                     "gives_up_in": 40.0})
        await wait_for(pilot, lambda: "attempt 2 in" in lobby_status(app))
        assert "giving up in" in lobby_status(app) and not app._notifications
        client.feed({"t": "_connection", "state": "restored"})
        await wait_for(pilot, lambda: "Connected to the table again" in lobby_status(app))
        client.feed({"t": "_connection", "state": "closed", "reason": "shutdown",
                     "table": "Den", "scores": None, "names": None})
        await wait_for(pilot, lambda: isinstance(app.screen, MessageScreen))
        assert "Den was closed by its host." in screen_text(app)
        assert "Final scores" not in screen_text(app)


async def test_a_long_name_is_shortened_before_the_seat_says_whether_it_is_ready() -> None:
    """At 80×24 a 24-character name with "(you)" does not push "not ready" off the line."""
    client = LobbyClient([])
    seats = lobby(False)
    seats["seats"][1]["name"] = "Zoë_李雷_averyverylongone"  # 24 cells and more, no space
    client.feed(seats)
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Press r when you are ready" in lobby_status(app))
        line = next(row for row in screen_text(app).splitlines() if "Zoë_李雷" in row)
        assert "(you)  not ready" in line and "…" in line


async def test_the_lobby_title_counts_the_watchers() -> None:
    client = LobbyClient([])
    client.feed({**lobby(False), "spectators": 2})
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Lobby of Den · 3/3 seats taken · 2 watching"
                       in screen_text(app))
        client.feed(lobby(False))  # nobody watching: nothing said
        await wait_for(pilot, lambda: "watching" not in screen_text(app))


async def test_when_the_one_player_not_ready_leaves_the_line_says_so_and_who_starts() -> None:
    client = LobbyClient([])
    waiting = lobby(True)
    waiting["seats"] = [*waiting["seats"], {"kind": "human", "name": "Cy", "connected": True,
                                            "ready": False, "bot": None}]
    client.feed(waiting)
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Cy" in screen_text(app))
        client.feed(lobby(True))  # Cy went: everyone left is ready
        await wait_for(pilot, lambda: lobby_status(app) == (
            "Cy left the table. Everyone is ready: the table's owner starts the match."))


def lobby_after_a_match(winner: str, points: int) -> Any:
    """A guest's lobby after a match that ``winner`` (seat 0) won with ``points``, a bot having
    finished it for them (they left)."""
    return lobby_after({"t": "match_end", "winner": 0, "scores": [points, 40, 0],
                        "names": [winner, "Ana", "Bo"]}, lobby(False), left={0})


def lobby_after(end: dict[str, Any], shown: dict[str, Any], left: set[int] | None = None) -> Any:
    """An app showing the lobby ``shown`` after the match that ended with ``end`` (the seats
    in ``left`` were left during it, a bot finishing them)."""
    client = LobbyClient([])
    client.last_match_end = end
    client.left_seats = left or set()
    client.feed(shown)
    return build_app(lang="en", ascii_only=False,
                     start=lambda: LobbyScreen(LobbySession(client, None, "192.0.2.1:7152"),
                                               after_match=True))


async def test_after_a_match_a_bot_finished_for_a_player_who_left_the_win_is_the_bots() -> None:
    app = lobby_after_a_match("Zoe", 120)  # Zoe left the match: a bot won it for her
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Zoe's bot won the match with 120 points." in
                       lobby_status(app))


async def test_after_a_match_a_long_result_is_read_whole_at_80_columns() -> None:
    """Found by a new player: the status line after a match was one line high, so "… Press r
    when you are ready for another" was cut off at 80 columns."""
    app = lobby_after_a_match("Maximilian Anderson", 1234)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Press r when ready for the next match." in
                       " ".join(screen_text(app).split()))
        assert "Maximilian Anderson's bot won the match with 1234 points." in " ".join(
            screen_text(app).split())


async def test_an_away_players_seat_counts_down_in_the_lobby_as_at_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by a play-tester: the table screen counted an away player's reconnect window down
    ("a bot plays for them in 52 s"), the lobby said only "disconnected"."""
    from types import SimpleNamespace

    from unotui.screens import lobby as lobby_screen
    from unotui.screens.lobby import SeatsPanel

    now = [1000.0]  # the lobby's clock, moved by the test (a real second would race the ticker)
    monkeypatch.setattr(lobby_screen, "time", SimpleNamespace(monotonic=lambda: now[0]))

    def away(left: Any, **seat: Any) -> dict[str, Any]:
        msg = lobby(False)
        msg["seats"][0] = {"kind": "human", "name": "Zoe", "connected": False, "ready": False,
                           "bot": None, "window_left": left, **seat}
        return msg

    client = LobbyClient([])
    client.feed(away(42.0))
    app = lobby_app(client)

    def kept() -> int:
        """The seconds Zoe's line says her seat is kept for (-1: it says none)."""
        found = re.search(r"Zoe \(host\)  away, seat kept (\d+):(\d\d)", screen_text(app))
        return int(found.group(1)) * 60 + int(found.group(2)) if found else -1

    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: kept() == 42)
        # (the screen shows the session's lobby as it mounts, then reads the same one from the
        # queue: the table's word, which sets the countdown again, must be in before time moves)
        await wait_for(pilot, client.messages.empty)
        panel = app.screen.query_one(SeatsPanel)
        now[0] += 5  # five seconds later, and no word from the table meanwhile
        await wait_for(pilot, lambda: kept() == 37)
        client.feed(away(125))  # the table's word sets it again
        await wait_for(pilot, lambda: kept() == 125)
        for bad in (True, -3, "soon", 10 ** 6, None):  # nothing a window can be: as before
            client.feed(away(bad))
            await wait_for(pilot, lambda: "Zoe (host)  disconnected" in screen_text(app))
            assert "seat kept" not in screen_text(app)
        client.feed(away(30, bot="normal"))  # a bot plays the seat meanwhile: nothing waits
        await wait_for(pilot, lambda: "a bot plays for now" in panel.lines()[0].plain)
        assert "seat kept" not in screen_text(app)
        client.feed(away(30))
        await wait_for(pilot, lambda: kept() == 30)
        client.feed(lobby(False))  # back: no countdown, and no timer left running
        await wait_for(pilot, lambda: "seat kept" not in screen_text(app))
        assert panel._ticker is None



async def rules_read(rules: Rules, own_preset: str | None) -> list[str]:
    """The rules' lines a lobby shows, at a table whose session started from ``own_preset``."""
    client = LobbyClient([])
    client.feed(lobby(False, rules))
    app = build_app(lang="en", ascii_only=False, start=lambda: LobbyScreen(
        LobbySession(client, None, "192.0.2.1:7152", preset_name=own_preset)))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Seven-O" in screen_text(app))
        assert "Stacking" not in screen_text(app)
        return list(app.screen.rules_text())


async def test_the_host_and_a_guest_read_the_same_rules_in_the_same_words() -> None:
    """One table, chinese-party with Seven-O: its host read "Preset: chinese-party, changed:
    Seven-O: on", its guests "Official rules, changed:" and seven options, never the preset."""
    from core.rules import preset

    rules = Rules.from_dict({**preset("chinese-party").to_dict(), "seven_o": True})
    # the host's session knows the preset its form started from; a guest's knows none
    seen = [await rules_read(rules, own) for own in ("chinese-party", None, "house")]
    assert seen[0] == seen[1] == seen[2] == ["Preset: Chinese party, changed:", "  Seven-O: on"]


async def test_a_lobby_that_opens_as_the_app_closes_shows_no_traceback() -> None:
    """Found in a whole run from a fresh clone: the app closed (the test was done) just as the
    lobby screen opened, so its widgets were gone when its on_mount asked for them, and the app
    ended on a NoMatches traceback. Opening with nothing to show is now nothing."""
    client = LobbyClient([])
    client.feed(lobby(False))
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)):
        screen = LobbyScreen(LobbySession(client, None, "192.0.2.1:7152"))
        screen.on_mount()  # (never composed: as after the app removed its widgets)


def test_a_lobby_of_pairs_names_each_seats_team() -> None:
    """ux28 #4: the lobby did not say who would partner whom; partners sit opposite."""
    from unotui.screens.lobby import SeatsPanel

    seats = SeatsPanel()
    human = {"kind": "human", "connected": True, "ready": True}
    seats.lobby = {"you": 0, "host": 0, "rules": Rules(teams="pairs").to_dict(), "seats": [
        {**human, "name": "Zoe"}, {"kind": "bot", "name": "Ana", "bot": "hard"},
        {"kind": "empty"}, {**human, "name": "Cy", "ready": False}]}
    lines = [line.plain for line in seats.lines()]
    assert lines[0].startswith(" 1 Zoe (you, host) · team 1  ✓ ready"), lines
    assert lines[1].startswith(" 2 Ana · hard · team 2  bot"), lines
    assert lines[2] == " 3 (empty seat) · team 1" and "team 2" in lines[3]
    seats.lobby = {**seats.lobby, "rules": Rules().to_dict()}  # no teams: no word of them
    assert not [line for line in seats.lines() if "team" in line.plain]
    seats.lobby = {**seats.lobby, "rules": Rules(teams="pairs").to_dict(),
                   "seats": seats.lobby["seats"][:3]}  # (3 seats cannot hold pairs)
    assert not [line for line in seats.lines() if "team" in line.plain]


def test_who_may_be_reading_comes_from_the_table_and_from_ready_marks_of_an_older_one() -> None:
    """ux27 #15, review30 #9: the lobby's ``seats[i].reading`` says who reads the results;
    a table of an earlier version sends none, and players not ready since may be."""
    from unotui.screens.lobby import LobbyScreen

    screen = LobbyScreen.__new__(LobbyScreen)  # (only its reading of lobbies is asked)
    human = {"kind": "human", "connected": True, "ready": False}
    screen.after_match = True
    screen.lobby = {"you": 0, "seats": [{**human, "name": "Zoe", "reading": False},
                                        {**human, "name": "Bob", "reading": True},
                                        {**human, "name": "Cy", "reading": False}]}
    assert screen.table_says_reading() and screen.maybe_reading() == ["Bob"]
    screen.lobby = {"you": 0, "seats": [{**human, "name": "Zoe"}, {**human, "name": "Bob"},
                                        {**human, "name": "Cy", "ready": True}]}
    assert not screen.table_says_reading() and screen.maybe_reading() == ["Bob"]
    screen.after_match = False  # (before any match: nobody reads results)
    assert screen.maybe_reading() == []


def test_the_resume_command_names_the_journal_and_the_door() -> None:
    """review29 #2, review30 #2: the command a stopped hosting app prints names its journal
    (quoted) and its SSH door, whose access options are not in the journal."""
    from types import SimpleNamespace

    from unotui.cli import resume_command

    plain = resume_command(SimpleNamespace(journal="/tmp/my tables/t.jsonl", ssh_port=None))
    assert plain.endswith("host --resume '/tmp/my tables/t.jsonl'"), plain
    door = resume_command(SimpleNamespace(journal="/j.jsonl", ssh_port=2222))
    assert door.endswith("host --resume /j.jsonl --ssh 2222"), door
    # (ssh31 #8: the door's options as given, its host key's folder among them, so returning
    # friends meet the same host key; a password typed on the command line is not repeated)
    from unotui.commands.serve_ssh import door_options

    args = SimpleNamespace(authorized_keys="keys", ssh_password_file=None,
                           host_key_dir="/srv/my keys", max_sessions=32, idle_timeout=5.0,
                           per_minute=20, ascii=False, ssh_password="sesame")
    options, secret = door_options(args)
    assert options[:2] == ["--authorized-keys", os.path.abspath("keys")], options
    assert options[2:] == ["--host-key-dir", "/srv/my keys", "--idle-timeout", "5"], options
    door = resume_command(SimpleNamespace(journal="/j.jsonl", ssh_port=2222), False,
                          options, secret)
    assert "--ssh 2222 --authorized-keys " in door and "--host-key-dir '/srv/my keys' " \
        "--idle-timeout 5 --ssh-password-file PASSWORD_FILE  # PASSWORD_FILE: a file whose " \
        "first line is the SSH password" in door, door
    assert "sesame" not in door
    headless = resume_command(SimpleNamespace(journal="/j.jsonl", ssh_port=None), headless=True)
    assert headless.endswith("host --headless --resume /j.jsonl"), headless


def test_the_resume_command_keeps_a_table_off_the_lan_that_was_off_it() -> None:
    """ssh34 #3: a table hosted with --no-advertise printed a resume command without it, and
    the resumed table appeared on the LAN; an explicit --mdns-interfaces was dropped too."""
    from types import SimpleNamespace

    from unotui.cli import resume_command

    config = SimpleNamespace(journal="/j.jsonl", ssh_port=2222)
    hidden = resume_command(config, True, advertise=False)
    assert hidden.endswith("host --headless --resume /j.jsonl --no-advertise --ssh 2222"), hidden
    only = resume_command(config, True, interfaces="127.0.0.1,10.0.0.5")
    assert only.endswith("--resume /j.jsonl --mdns-interfaces 127.0.0.1,10.0.0.5 --ssh 2222"), \
        only
    assert "--no-advertise" not in resume_command(config) \
        and "--mdns" not in resume_command(config)


def test_options_given_with_resume_are_said_to_rename_or_to_be_ignored() -> None:
    """proto34 #1: ``host --resume J --name X`` reopened the table under another name, and
    ``--rules``/``--seats`` were ignored, all without a word."""
    from unotui.cli import build_parser
    from unotui.commands.host import changed_line

    parse = build_parser("host").parse_args
    assert changed_line(parse(["host", "--resume", "j.jsonl"]), "Res34") == ""
    assert changed_line(parse(["host", "--resume", "j.jsonl", "--name", "Res34"]), "Res34") == ""
    said = changed_line(parse(["host", "--resume", "j.jsonl", "--name", "Late", "--rules",
                               "house", "--seats", "5", "--bot-kind", "hard"]), "Res34")
    assert said == (" It opens as 'Late' (renamed with --name). Ignored: --rules, --seats, "
                    "--bot-kind: a resumed match goes on with its own rules and seats."), said


def test_the_rules_changed_in_the_lobby_read_as_a_list_on_one_line() -> None:
    """party35 #7: the lobby's rules dialog ran the changed options together ("changed:
    Scoring: penalty Target score: 100 Seven-O: on"); they are a list, as the Host form says."""
    from core.rules import preset
    from unotui.widgets.rules_form import rules_line

    rules = preset("chinese-party").replace(scoring="penalty", target_score=100, seven_o=True)
    line = rules_line(rules, "chinese-party")
    assert line.startswith("Preset: Chinese party, changed: ")
    assert "Scoring: penalty, " in line and "Target score: 100" in line and "Seven-O: on" in line
    assert rules_line(preset("official")) == "Official rules"


async def test_tab_in_the_lobby_says_what_it_does_and_r_stays_ready() -> None:
    """power37 #2, in the lobby: Tab moved the focus into the chat, and r then typed an r."""
    from textual.widgets import Input

    async with ready_lobby() as (client, app, pilot):
        await pilot.press("tab")
        await wait_for(pilot, lambda: lobby_status(app) ==
                       "Tab does nothing here: t opens the chat.")
        assert not isinstance(app.screen.focused, Input)
        await pilot.press("r")
        await wait_for(pilot, lambda: client.sent == [("ready", (True,))])


async def test_a_player_the_host_removed_goes_back_and_is_told_why() -> None:
    """power37 #6: the removed player's lobby stayed, empty, still saying "You are at KickT."
    and "Press t to chat", with every key but Escape doing nothing."""
    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen

    client = LobbyClient([])
    client.feed(lobby(False))
    app = make_app(lambda: [LobbyScreen(LobbySession(client, None, "192.0.2.1:7152"))],
                   ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Press r when you are ready" in lobby_status(app))
        client.feed({"t": "_connection", "state": "closed", "reason": "kicked"})
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert [n.message for n in app._notifications] == [
            "The host of Den removed you from the table."]
        assert ("leave", ()) in client.sent


async def test_a_lobby_that_stopped_answering_offers_no_resume_of_a_match_it_had_not() -> None:
    """newbie38 #1: a host killed in its lobby, before any match: its guest read "the host
    opens the table again with host --resume", which found an older, unrelated match. Nothing
    was under way: a new table at the same address is what r joins."""
    from unotui.dialogs import TableGoneDialog

    async with ready_lobby() as (client, app, pilot):
        client.feed({"t": "_connection", "state": "closed", "reason": "gone"})
        await wait_for(pilot, lambda: isinstance(app.screen, TableGoneDialog)
                       and "joins it" in screen_text(app))  # (drawn: a busy machine
        text = " ".join(screen_text(app).replace("█", " ").split())  # read it blank once)
        assert "host --resume" not in text
        assert "no match was under way to resume" in text and "r joins it" in text


async def test_keys_and_chat_while_the_table_is_away_say_nothing_was_sent() -> None:
    """newbie38 #6: while the lobby counted its reconnect attempts, r did nothing visible, and
    a chat line sent vanished: the panel still read "No messages yet". Both are said, and the
    line stays in the chat for Enter once the table is back."""
    async with ready_lobby() as (client, app, pilot):
        client.feed({"t": "_connection", "state": "lost"})
        client.feed({"t": "_connection", "state": "reconnecting", "attempt": 2, "delay": 2.0,
                     "gives_up_in": 55.0})
        await wait_for(pilot, lambda: "attempt 2" in lobby_status(app))
        await pilot.press("r")
        await wait_for(pilot, lambda: any("The table is away: nothing was sent" in str(n.message)
                                          for n in app._notifications))
        assert client.sent == []
        await pilot.press("t", *"hello?", "enter")
        await wait_for(pilot, lambda: any("Not sent: the table is away" in str(n.message)
                                          for n in app._notifications))
        field = app.screen.query_one("#chat-input")
        assert field.value == "hello?" and app.focused is field
        assert client.sent == []


async def test_back_from_a_match_a_watcher_who_sat_down_meanwhile_does_not_hide_the_result(
        ) -> None:
    """newbie41 #6: a watcher took over Bo's seat during the match; back in the lobby the line
    read "Dan sat down at the table." where the match's result belonged."""
    client = LobbyClient([])
    client.feed(lobby(False))
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Lobby of Den" in screen_text(app))
        screen = app.screen
        screen.started = True  # (the match: the table screen reads the table meanwhile)
        after = lobby(False)
        after["seats"][2] = {"kind": "human", "name": "Dan", "connected": True, "ready": False,
                             "bot": None}
        client.lobby = after
        client.last_match_end = {"t": "match_end", "winner": 0, "scores": [512, 40, 0],
                                 "names": ["Zoe", "Ana", "Dan"]}
        screen.back_from_match()
        await wait_for(pilot, lambda: "Zoe won the match with 512 points." in lobby_status(app))
        assert "sat down" not in lobby_status(app)


async def test_one_back_after_the_match_ended_reads_who_won_and_the_scores() -> None:
    """ssh44 #1: back in the lobby after a bot finished the match for them, a visitor read only
    "your seat was kept": the table's match_end comes again (``again``), and says it."""
    async with ready_lobby() as (client, app, pilot):
        end = {"t": "match_end", "winner": 1, "scores": [40, 512, 77], "rounds": 6,
               "names": ["Zoe", "Ana", "Bo"], "again": True}
        client.last_match_end = end  # (as the client files it)
        client.feed(end)
        await wait_for(pilot, lambda: lobby_status(app).startswith(
            "The match ended while you were away. You won the match with 512 points."))
        note = " ".join(str(n.message) for n in app._notifications)
        assert "Final scores after 6 rounds:" in note and "Bo" in note, note


async def test_the_missed_matchs_note_goes_when_the_next_match_starts() -> None:
    """ssh51 #5: "Match over / The match ended while you were away…" stayed its 30 s over the
    next match, started meanwhile."""
    async with ready_lobby() as (client, app, pilot):
        end = {"t": "match_end", "winner": 1, "scores": [40, 512, 77], "rounds": 6,
               "names": ["Zoe", "Ana", "Bo"], "again": True}
        client.last_match_end = end
        client.feed(end)
        await wait_for(pilot, lambda: any(n.title == "Match over" for n in app._notifications))
        app.screen.hand_over()  # (the next match started)
        await wait_for(pilot, lambda: not any(n.title == "Match over"
                                              for n in app._notifications))


async def test_the_scores_of_a_missed_team_match_name_the_teams() -> None:
    """newbie44 #13, in the lobby too: the final scores of a team match missed while away are
    a line a team, as its ``match_end`` says the teams (review48 #5: not the lobby's rules,
    which may have changed since)."""
    async with ready_lobby() as (client, app, pilot):  # (the owner turned teams off since that match)
        end = {"t": "match_end", "winner": 1, "scores": [40, 512, 40, 512], "rounds": 6,
               "names": ["Zoe", "Ana", "Bo", "Cy"], "again": True, "teams": [0, 1, 0, 1]}
        client.last_match_end = end
        client.feed(end)
        await wait_for(pilot, lambda: "while you were away" in lobby_status(app))
        note = " ".join(" ".join(str(n.message).split()) for n in app._notifications)
        assert "Team 2 · Ana (you) and Cy: 512 points Team 1 · Zoe and Bo: 40 points" in note


async def test_a_newcomer_told_a_missed_match_is_named_by_their_seat_in_it() -> None:
    """newbie46 #4: back after the lobby gave their seat up, a player is a newcomer in another
    seat; the match's end sent again names the seat they had in it (``seat``), and the words
    and scores read "you" of that seat — not of whoever had their lobby seat's number then."""
    async with ready_lobby() as (client, app, pilot):  # (the lobby's "you" is seat 1: Ana's)
        end = {"t": "match_end", "winner": 1, "scores": [40, 512, 77], "rounds": 6,
               "names": ["Zoe", "Ana", "Bo"], "again": True, "seat": 2}
        client.last_match_end = end
        client.feed(end)
        await wait_for(pilot, lambda: "while you were away" in lobby_status(app))
        assert "Ana won the match with 512 points." in lobby_status(app)
        note = " ".join(" ".join(str(n.message).split()) for n in app._notifications)
        assert "Bo (you): 77" in note and "Ana (you)" not in note, note


@pytest.mark.parametrize(("scoring", "said"), [
    ("standard", "Ana and Cy won the match with 512 points."),
    ("penalty", "Ana and Cy won the match with the lowest score: 512."),
    ("elimination", "Ana and Cy won the match."),
])
async def test_the_lobby_names_the_winning_team_as_the_results_did(scoring: str,
                                                                   said: str) -> None:
    """newbie46 #1: the results read "Cy and Ana won the match!", the lobby after it "Cy won
    the match with 0 points." — one partner, and points that elimination does not count."""
    app = lobby_after({"t": "match_end", "winner": 1, "scores": [40, 512, 40, 512],
                       "names": ["Zoe", "Ana", "Bo", "Cy"], "teams": [0, 1, 0, 1]},
                      lobby(False, Rules(scoring=scoring, teams="pairs"), you=0))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: said in lobby_status(app))


async def test_a_seat_freed_by_its_window_is_not_said_to_be_left() -> None:
    """ssh44 #8: "Zoe left the table." of a player whose kept seat ran out in the lobby."""
    async with ready_lobby() as (client, app, pilot):
        gone = lobby(False)
        gone["seats"][0] = {"kind": "empty"}
        client.feed({"t": "notice", "kind": "removed", "seat": 0, "name": "Zoe", "why": "away"})
        client.feed(gone)
        await wait_for(pilot, lambda: "Zoe was away too long: the seat is free."
                       in lobby_status(app))


async def test_a_missed_penalty_match_is_told_in_its_own_scoring_not_the_lobbys_new_one() -> None:
    """review49 #4: 80abc86/fd79a8d: ``match_end`` carries the match's ``teams`` because "the lobby's rules
    may change before a player away reads it" (review48 #5) — but not its ``scoring``, and the
    lobby words the result and orders the final scores by the lobby's *current* scoring. A
    penalty match (lowest wins) missed while away, the owner having switched the table to
    standard since: "Ana won the match with 30 points" and the scores listed highest first,
    Zoe's 200 on top as if she had done best."""
    from unotui.screens.lobby import LobbyScreen

    async with ready_lobby() as (client, app, pilot):  # (the lobby's rules: standard now)
        end = {"t": "match_end", "winner": 1, "scores": [200, 30, 120], "rounds": 4,
               "names": ["Zoe", "Ana", "Bo"], "again": True,
               "scoring": "penalty"}  # (as a match_end would have to say it: see below)
        client.last_match_end = end
        client.feed(end)
        await wait_for(pilot, lambda: any("while you were away" in str(n.message)
                                          for n in app._notifications))
        note = " ".join(" ".join(str(n.message).split()) for n in app._notifications)
        screen = app.screen
        assert isinstance(screen, LobbyScreen)
        # the match was played under penalty scoring: the lowest score won
        assert "lowest" in screen.match_result(), screen.match_result()
        assert note.index("Ana") < note.index("Zoe: 200"), note


async def test_a_challenge_match_won_past_the_target_is_not_said_won_with_the_lowest_score(
        ) -> None:
    """review49 #5: fd79a8d (newbie46 #1) words a challenge match's winner "won the match with the lowest
    score: N". Since 8bc5cec (rules45 #3) a judgement day can end a challenge match with every
    player still in past the target, the lowest of *them* kept in — above a player eliminated
    earlier: the engine gives scores [550, 600, 510], winner seat 0 (position below). The lobby
    then says "You won the match with the lowest score: 550." beside Bo's 510."""
    from core import apply, legal_actions
    from core.actions import Judgement
    from core.position import parse_position

    state = parse_position("R1,G1,B1,Y1,W,W/W,W,W4/- RS,R4 * R 0 + 0 play 450,450,510 elim=2 "
                           "round=3 dates=3-3/11-11/1-1",
                           Rules(scoring="challenge", judgement_day=True, target_score=500), 0)
    apply(state, 0, next(a for a in legal_actions(state, 0) if isinstance(a, Judgement)))
    assert state.scores == [550, 600, 510] and state.match_winner == 0
    app = lobby_after({"t": "match_end", "winner": 0, "scores": list(state.scores),
                       "names": ["Zoe", "Ana", "Bo"]},
                      lobby(False, Rules(scoring="challenge", judgement_day=True), you=0))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: "won the match" in lobby_status(app))
        assert "lowest score" not in lobby_status(app), lobby_status(app)
        assert "the last one left in it" in lobby_status(app), lobby_status(app)


def test_the_final_scores_put_the_winner_first_whatever_the_points() -> None:
    """review49 #5: under challenge scoring a judgement day can end the match with the winner
    past the target, above one knocked out before: the final scores, lowest first, put Bo
    (out, 510) above the winner Zoe (550). The winner (and their team) leads."""
    from unotui.connection import scores_said

    said = scores_said({"scores": [550, 600, 510], "names": ["Zoe", "Ana", "Bo"], "rounds": 3,
                        "winner": 0, "scoring": "challenge"}).splitlines()
    assert [line.strip() for line in said[1:4]] == [
        "Zoe: 550 points", "Bo: 510 points", "Ana: 600 points"], said
    teams = scores_said({"scores": [40, 512, 40, 512], "names": ["Zoe", "Ana", "Bo", "Cy"],
                         "rounds": 6, "winner": 0, "teams": [0, 1, 0, 1],
                         "scoring": "standard"}).splitlines()  # (a winner's own odd points)
    assert teams[1].strip().startswith("Team 1 · Zoe and Bo"), teams



async def test_the_footer_names_r_for_what_it_does_now() -> None:
    """newbie47 #9: after r the status said "(r: not ready)" and the footer still "r Ready"."""
    async with ready_lobby() as (client, app, pilot):
        assert "r Ready" in screen_text(app).splitlines()[-1]
        client.feed(lobby(True))  # (the table says Ana is ready)
        await wait_for(pilot, lambda: "r Not ready" in screen_text(app).splitlines()[-1])
        await pilot.press("r")
        await wait_for(pilot, lambda: client.sent[-1:] == [("ready", (False,))])


async def test_after_a_match_a_player_already_ready_is_told_so_not_to_press_r() -> None:
    """review51: after a match a guest whose seat was marked ready read "Press r when ready for
    the next match." — pressing r then took the mark away. Before a match the lobby already
    said "You are ready"; after one it says so too, and how to take it back."""
    end = {"t": "match_end", "winner": 0, "scores": [120, 40, 0], "names": ["Zoe", "Ana", "Bo"]}
    shown = lobby(True)
    shown["seats"][0]["ready"] = False  # (Zoe is still reading the results)
    app = lobby_after(end, shown)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "You are ready for the next match (r: not ready)."
                       in " ".join(screen_text(app).split()))
        assert "Press r when ready" not in " ".join(screen_text(app).split())


def test_a_lobby_of_pairs_names_the_teams_the_players_seated_now_would_play_in() -> None:
    """newbie50 #1: six seats, four players (two empty seats between them): the lobby named
    the teams of a six-seat table ("Bo · team 3", "Cy · team 1"), but a match deals only the
    seats taken — root and Bo played together. When the players seated now can start a
    match, their teams are the ones it will use; an empty seat has none then."""
    from unotui.screens.lobby import SeatsPanel

    seats = SeatsPanel()
    human = {"kind": "human", "connected": True, "ready": True}
    bot = {"kind": "bot", "bot": "normal"}
    seats.lobby = {"you": 0, "host": 0, "rules": Rules(teams="pairs").to_dict(), "seats": [
        {**human, "name": "root"}, {**bot, "name": "Ana"}, {**bot, "name": "Bo"},
        {**bot, "name": "Cy"}, {"kind": "empty"}, {"kind": "empty"}]}
    lines = [line.plain for line in seats.lines()]
    # (as the match deals them: root, Ana, Bo, Cy — partners opposite, root with Bo)
    assert "root (you, host) · team 1" in lines[0] and "Bo · normal · team 1" in lines[2]
    assert "Ana · normal · team 2" in lines[1] and "Cy · normal · team 2" in lines[3]
    assert lines[4].strip() == "5 (empty seat)" and "team" not in lines[5]
    # (three seated cannot play pairs: the teams of the table once full)
    seats.lobby = {**seats.lobby, "seats": [*seats.lobby["seats"][:3], {"kind": "empty"},
                                            {"kind": "empty"}, {"kind": "empty"}]}
    lines = [line.plain for line in seats.lines()]
    assert "team 1" in lines[0] and "team 1" in lines[3] and "team 3" in lines[2]


def test_a_narrow_lobby_keeps_the_owners_own_team_and_state() -> None:
    """newbie50 #4: at 60x20 the owner's own row read "1 root (you, host)" — its team and
    "not ready" cut off (a row 32 wide). "host" goes first, then "team 1" says "T1"; the
    seat's state stays."""
    from unotui.screens.lobby import SeatsPanel

    seats = SeatsPanel()
    bot = {"kind": "bot", "bot": "normal"}
    seats.lobby = {"you": 0, "host": 0, "rules": Rules(teams="pairs").to_dict(), "seats": [
        {"kind": "human", "name": "root", "connected": True, "ready": False},
        {"kind": "empty"}, *({**bot, "name": n} for n in ("Ana", "Bo", "Cy", "Dee", "Eli",
                                                            "Fay", "Gus", "Hal"))]}
    wide = [line.plain for line in seats.lines(60)]
    assert wide[0].startswith(" 1 root (you, host) · team 1  not ready"), wide
    narrow = [line.plain for line in seats.lines(32)]
    assert narrow[0] == " 1 root (you) · T1  not ready", narrow
    assert all(len(line) <= 32 for line in narrow), narrow


@pytest.mark.parametrize(("seats", "rules", "said"), [
    (1, Rules(), "A match needs at least two players: b adds a bot."),
    (3, Rules(teams="pairs"), "Teams of 2 need a multiple of 2 players, at least 4; 3 are "
                              "seated."),
])
async def test_s_says_in_words_why_no_match_can_start(seats: int, rules: Rules,
                                                       said: str) -> None:
    """newbie50 #10: the owner alone pressed s and read "That cannot be done at this point of
    the game."; with three players at a table of pairs, 'teams = "pairs" needs a multiple of
    2 players, at least 4' — the rules file's words. The lobby says why in its own."""
    client = LobbyClient([])
    shown = {**lobby(True, rules, you=0), "owner": True}
    shown["seats"] = [*shown["seats"][:seats], *({"kind": "empty"} for _ in range(4 - seats))]
    client.feed(shown)
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Den" in screen_text(app))
        await pilot.press("s")
        await wait_for(pilot, lambda: said in " ".join(lobby_status(app).split()))
        assert client.sent == []


def keep_for_another_app(address: str, name: str) -> None:
    """The seats file holds a seat at ``address`` for ``name`` that another app of this
    player kept, which has ended (no process has its id)."""
    import json
    import time

    from unotui import kept_seats

    kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.path().write_text(json.dumps({f"{address}|{name}": {
        "token": "ab" * 16, "at": time.time(), "pid": 4_000_000}}), encoding="utf-8")


async def test_a_watcher_whose_own_seat_is_away_is_told_it_is_theirs_to_take() -> None:
    """ssh68 #1: a second app (or SSH session) of Ana's watches, named "Ana 2", while her first
    holds her seat; the first goes away: the lobby showed "Ana away, seat kept", "Press r when
    a seat is free", and r did nothing. The watcher asked for "Ana": that seat is hers, and
    joining again sits in it — said once."""
    client = LobbyClient([])
    client.asked_name = "Ana"  # type: ignore[attr-defined]
    keep_for_another_app("192.0.2.1:7152", "Ana")
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        watching = lobby(False, you=None)  # type: ignore[arg-type]
        client.feed(watching)
        await pilot.pause(0.2)
        assert "yours, is free now" not in lobby_status(app)
        away = {**watching, "seats": [dict(s) for s in watching["seats"]]}
        away["seats"][1]["connected"] = False
        client.feed(away)
        await wait_for(pilot, lambda: "Ana's seat, yours, is free now" in lobby_status(app))
        assert "join this table again (under the same name)" in lobby_status(app)
        assert any("yours, is free now" in str(n.message) for n in app._notifications)
        # (sat down: the notice is done with, not 30 s over the seats, newbie83 #8)
        client.feed({**away, "you": 2})
        await wait_for(pilot, lambda: not any("yours, is free now" in str(n.message)
                                              for n in app._notifications))


async def test_a_guests_lobby_says_when_the_table_has_gone_silent_and_again_when_it_talks() -> None:
    """newbie82 #1: a guest whose link died in the lobby read "Press r when you are ready." for
    40 s (the host had started the match without them); the table screen says "The table has
    said nothing for N s" past a ping and a half. The lobby says it too, and what it said
    before once the table talks again."""
    from net.client import QUIET_AFTER

    client = LobbyClient([])
    silence = {"s": 0.0}
    client.silent_for = lambda: silence["s"]  # type: ignore[attr-defined]
    async with ready_lobby(client) as (client, app, pilot):
        silence["s"] = QUIET_AFTER + 3
        await wait_for(pilot, lambda: "The table has said nothing for" in lobby_status(app))
        assert f"{int(QUIET_AFTER + 3)} s" in lobby_status(app)
        silence["s"] = 0.5
        await wait_for(pilot, lambda: "Press r when you are ready" in lobby_status(app))


async def test_what_a_key_said_in_a_silent_lobby_stays_a_whole_check() -> None:
    """review90 #5: the silence line was said again at every check while silent, so what a key
    had just said there was gone at once, up to 2 s early. It stays until the check after."""
    from net.client import QUIET_AFTER

    client = LobbyClient([])
    silence = {"s": 0.0}
    client.silent_for = lambda: silence["s"]  # type: ignore[attr-defined]
    async with ready_lobby(client) as (client, app, pilot):
        silence["s"] = QUIET_AFTER + 3
        screen = app.screen
        screen._check_quiet()
        assert "The table has said nothing for" in lobby_status(app)
        screen.say("A key's own words.")
        screen._check_quiet()  # (the next check: the key's words stay)
        await pilot.pause()
        assert lobby_status(app) == "A key's own words."
        screen._check_quiet()  # (the one after: the silence line again)
        await pilot.pause()
        assert "The table has said nothing for" in lobby_status(app)
        silence["s"] = 0.5
        screen._check_quiet()
        await pilot.pause()
        assert "Press r when you are ready" in lobby_status(app)


async def test_a_chat_sent_while_the_table_is_silent_says_it_may_not_arrive() -> None:
    """newbie82 #5: a chat line sent over a link gone silent showed nowhere, not even to its
    sender, until the link came back 30 s later: it is sent, with a word that it may not
    reach the others."""
    from net.client import QUIET_AFTER

    client = LobbyClient([])
    silence = {"s": 0.0}
    client.silent_for = lambda: silence["s"]  # type: ignore[attr-defined]

    async def chat(text: str) -> None:
        client.sent.append(("chat", (text,)))

    client.chat = chat  # type: ignore[attr-defined]
    async with ready_lobby(client) as (client, app, pilot):
        silence["s"] = QUIET_AFTER + 5
        await pilot.press("t")
        for key in "hi":
            await pilot.press(key)
        await pilot.press("enter")
        await wait_for(pilot, lambda: ("chat", ("hi",)) in client.sent)
        await wait_for(pilot, lambda: any("may not reach the others" in str(n.message)
                                          for n in app._notifications))
