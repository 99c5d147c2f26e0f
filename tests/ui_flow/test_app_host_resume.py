"""A table hosted by the app keeps a journal, as a headless one does, so when the app ends
unexpectedly (its terminal closed, the machine slept, kill -9) ``unotui host --resume FILE``
opens the same table again: the host's own seat and hand come back, and the guests' apps,
still retrying, get theirs (found by a new player: the app host journaled nothing, and
``--resume`` was refused without ``--headless``)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen, wait_table

from net.journal import JournalError, load
from unotui.screens.lobby import LobbyScreen
from unotui.tables import journal_dir


def notices(app: Any) -> list[str]:
    """The notifications the app shows (pilot runs draw no toasts: read where it keeps them)."""
    return [n.message for n in app._notifications]


async def test_an_app_hosted_table_opens_again_from_its_journal_with_the_hosts_hand(
        tmp_path: Path) -> None:
    journal = tmp_path / "den.jsonl"
    plan = loopback_plan("Den", seats=2, bots=1, bot_delay=3600.0, journal=str(journal))
    app = hosting_app(plan)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        seat, hand = table.view["seat"], sorted(table.view["hand"])
        state_id = table.view["state_id"]
    resumed = load(journal)
    assert resumed.state.state_id == state_id
    again = hosting_app(replace(plan, resume=resumed))
    async with again.run_test(size=(80, 24)) as pilot:
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the view")
        assert table.view["seat"] == seat and sorted(table.view["hand"]) == hand
        assert table.view["state_id"] == state_id
        # (it says which table and journal it came from, as the headless host prints)
        # (the journal on a line of its own after it, newbie91 #2)
        await wait_for(pilot, lambda: any(n.startswith("Resumed Den (last written ")
                                          and n.endswith(f"\nIts journal: {journal}")
                                          for n in notices(again)), "the resume said")
    assert load(journal).state.state_id == state_id  # the same file, appended to


async def test_a_new_app_hosted_table_says_when_an_unfinished_match_waits(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ux24: restarting a crashed table the obvious way abandoned its match without a word;
    the headless host prints a line, the app says it as its new table's lobby opens."""
    monkeypatch.setenv("UNOTUI_COMMAND", "python3 run.py")
    first = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with first.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        assert not any("unfinished match" in n for n in notices(first))
        await pilot.press("s")
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        lobby.session.host.table.went_away = True  # (its app stopped by a signal, not closed)
    app = hosting_app(loopback_plan("Fresh", seats=2, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the new table's lobby")
        await wait_for(pilot, lambda: any("An unfinished match of Gone" in n
                                          for n in notices(app)), "the notice")
        # (folded to the notice's box, its options before --resume: fixtext65)
        assert any("python3 run.py host" in n and "--resume" in n for n in notices(app))


async def test_an_app_hosted_table_journals_to_the_state_directory_by_default() -> None:
    before = set(journal_dir().glob("*.jsonl")) if journal_dir().exists() else set()
    app = hosting_app(loopback_plan("Nook", seats=2, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        written = lobby.session.host.table.cfg.journal
        assert written.parent == journal_dir() and written not in before
        await pilot.press("s")
        await wait_table(pilot)
        await wait_for(pilot, written.exists, "the journal written")
    assert load(written).header.get("table") == "Nook"


async def test_unotui_host_resume_opens_the_journaled_table_in_the_app(tmp_path: Path) -> None:
    from core.rules import Rules
    from unotui.cli import build_parser
    from unotui.launch import plan_from_args

    journal = tmp_path / "den.jsonl"
    plan = loopback_plan("Den", seats=2, bots=1, bot_delay=3600.0, journal=str(journal),
                         rules=Rules(target_score=200))
    app = hosting_app(plan)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        await wait_table(pilot)
        await wait_for(pilot, journal.exists, "the journal written")
    listened = load(journal).header["listen"]
    assert listened[0] == "127.0.0.1" and listened[1] > 0
    # (found by a player: a resume opened on 7152, not where the guests were retrying)
    from unotui.commands.host import resume_where

    args = build_parser().parse_args(["host", "--no-advertise", "--resume", str(journal)])
    assert resume_where(args) is None
    assert (args.bind, args.port) == ("127.0.0.1", listened[1])
    again = plan_from_args(args, "Zoe")
    assert (again.bind, again.port) == ("127.0.0.1", listened[1])
    assert again.table_name == "Den" and again.rules.target_score == 200
    assert again.resume is not None and again.journal == str(journal)
    # (found in review: the menu's Host, after the resumed table, opened the same journal again)
    later = again.for_next_table()
    assert later.resume is None and later.journal is None and later.table_name == "Den"
    # (its bots too: the form showed "Bots 0" after host --resume, and saved that, newbie38 #11)
    assert (later.seats, later.bots, later.bot_levels) == (2, 1, ("normal",))
    bad = tmp_path / "nothing.jsonl"
    bad.write_text("not a journal\n", encoding="utf-8")
    args = build_parser().parse_args(["host", "--resume", str(bad)])
    with pytest.raises(JournalError):
        plan_from_args(args, "Zoe")


def test_resume_without_a_file_takes_the_newest_journal(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from unotui.cli import build_parser
    from unotui.launch import plan_from_args
    from unotui.tables import latest_journal

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    args = build_parser().parse_args(["host", "--resume"])
    with pytest.raises(JournalError, match="no table has written a journal"):
        plan_from_args(args, "Zoe")
    folder = tmp_path / "tables"
    folder.mkdir()
    old, new = folder / "table-1.jsonl", folder / "table-2.jsonl"
    old.write_text("", encoding="utf-8")
    new.write_text("", encoding="utf-8")
    os.utime(old, (2_000_000_000, 2_000_000_000))  # (written last, whatever its name)
    assert latest_journal() == old
    # (empty: nothing to resume; the journals of matches under way are the ones it takes,
    # tests/net/test_resume_choice.py)
    with pytest.raises(JournalError, match="no unfinished match to resume"):
        plan_from_args(build_parser().parse_args(["host", "--resume"]), "Zoe")


def test_a_resumed_table_gives_the_app_its_own_seat_and_never_a_guests() -> None:
    """Found in review: the owner's token was taken first, so an app resuming a headless table
    (whose owner is a guest, Bo) sat down in Bo's seat, hand and all."""
    from types import SimpleNamespace

    from unotui.tables import resumed_token

    seats = [{"kind": "human", "name": "Zoe 2", "token": "aa" * 16},
             {"kind": "human", "name": "Bo", "token": "bb" * 16},
             {"kind": "bot", "name": "Ana", "token": None}]
    headless = SimpleNamespace(seats=seats, header={"owner": "bb" * 16})
    assert resumed_token(headless, "Zoe") is None  # a newcomer, not Bo
    assert resumed_token(headless, "Bo") == "bb" * 16  # (Bo's own app gets Bo's seat)
    app = SimpleNamespace(seats=seats, header={"owner": "aa" * 16, "in_app": True})
    assert resumed_token(app, "Zoe") == "aa" * 16  # the app's player, renamed "Zoe 2" there
    assert resumed_token(app, "Bo") == "bb" * 16  # a name first


def test_new_journals_never_share_a_file_and_old_ones_go(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from unotui.tables import JOURNAL_DAYS, new_journal_path

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    folder = tmp_path / "tables"
    folder.mkdir()
    stale, recent = folder / "table-old.jsonl", folder / "table-new.jsonl"
    stale.write_text("", encoding="utf-8")
    recent.write_text("", encoding="utf-8")
    long_ago = (JOURNAL_DAYS + 1) * 86400
    os.utime(stale, (os.path.getmtime(stale) - long_ago,) * 2)
    first, second = new_journal_path(), new_journal_path()  # (the same second, surely)
    assert first != second and first.parent == folder
    assert not stale.exists() and recent.exists()


async def test_a_new_table_of_a_waiting_matchs_name_asks_to_resume_it_first() -> None:
    """ux33 #1: a crashed table opened again the obvious way (its name, no --resume) took its
    friends' seats for good — their apps followed it into the new lobby as newcomers, while a
    toast said how to resume. Now the host is asked first: yes (Enter) resumes the match, its
    hand and seats as they were; no opens a new table."""
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.host_setup import HostSetupScreen

    first = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with first.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        hand, state_id = sorted(table.view["hand"]), table.view["state_id"]
        port = lobby.session.host.address[1]
        lobby.session.host.table.went_away = True  # (its app stopped by a signal, not closed)

    # Escape withdraws the question: nothing is opened, the form stays (review33 #2)
    withdrawn = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with withdrawn.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, ConfirmDialog, "the question")
        await pilot.press("escape")
        form = await wait_screen(pilot, HostSetupScreen, "the form again")
        await wait_for(pilot, lambda: "Not opened" in screen_text(withdrawn), "said")
        assert form.session is None and not form.opening

    # the name in another case is the same table; what the form gives anew is kept: its
    # password, its turn timer (review33 #1, #3)
    again = hosting_app(loopback_plan("gone", seats=2, bots=1, bot_delay=3600.0,
                                      password="secret", extra={"turn_timer": 30.0}))
    async with again.run_test(size=(80, 24)) as pilot:
        dialog = await wait_screen(pilot, ConfirmDialog, "the question")
        text = " ".join(screen_text(again).split())
        assert "Resume the unfinished match of Gone?" in text and "get their seats" in text, text
        assert dialog is again.screen
        await pilot.press("enter")  # (the reflex answer keeps the match)
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the resumed view")
        assert sorted(table.view["hand"]) == hand and table.view["state_id"] == state_id
        form = next(s for s in again.screen_stack if isinstance(s, HostSetupScreen))
        cfg = form.session.host.table.cfg
        assert cfg.password == "secret" and cfg.turn_timer == 30.0 and cfg.name == "Gone"
        # where it listened, not the form's "any free port": its players' apps, and its SSH
        # door's kept seats, look for it there (ssh38 #2)
        assert form.session.host.address[1] == port
        form.session.host.table.went_away = True  # (ended by a signal again)

    other = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with other.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, ConfirmDialog, "the question again (the match still waits)")
        await pilot.press("n")
        await wait_screen(pilot, LobbyScreen, "a new table's lobby")
    fresh = hosting_app(loopback_plan("Fresh", seats=2, bots=1, bot_delay=3600.0))
    async with fresh.run_test(size=(80, 24)) as pilot:  # (another name: nothing to ask)
        await wait_screen(pilot, LobbyScreen, "the lobby at once")


def test_a_table_resumed_without_the_ssh_door_it_had_says_so_and_how_to_open_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """away35 #2: a table hosted with ``--ssh 7809`` and resumed from the Host form opened
    without its door: its SSH players, told to connect again, found the port closed, and the
    host was not told. Opened with its door, nothing more is said."""
    from types import SimpleNamespace

    from unotui.tables import opening_notice

    monkeypatch.setenv("UNOTUI_COMMAND", "python3 run.py")
    resumed = SimpleNamespace(header={"table": "Huptable", "ssh_port": 7809})
    said = " ".join(opening_notice(resumed, None, None).split())
    assert said.startswith("Resumed Huptable from its journal.")
    assert "It had an SSH front door on port 7809, which is not open now" in said
    assert "python3 run.py host --resume FILE --ssh 7809" in said
    assert "SSH" not in opening_notice(resumed, None, 7809)
    assert "SSH" not in opening_notice(SimpleNamespace(header={"table": "Den"}), None, None)


async def test_a_match_whose_old_address_is_taken_resumes_on_the_forms_and_stays_resumable(
        ) -> None:
    """review38 #1: resumed where it listened, a match whose port was taken meanwhile failed to
    open, the form's port could not change that, and the failed opening marked its journal
    closed: the form no longer offered to resume it. It opens on the form's address now, said;
    and an opening that fails never ends the match."""
    import socket

    from unotui.dialogs import ConfirmDialog
    from unotui.screens.host_setup import HostSetupScreen
    from unotui.tables import HostingError, host_table, waiting_match

    first = hosting_app(loopback_plan("Moved", seats=2, bots=1, bot_delay=3600.0))
    async with first.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        await wait_table(pilot)
        old_port = lobby.session.host.address[1]
        lobby.session.host.table.went_away = True  # (its app stopped by a signal)
    found = waiting_match()
    assert found is not None and found.table == "Moved"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", old_port))
        taken.listen()
        # an opening that fails leaves the match waiting
        from unotui.cli import build_parser
        from unotui.commands.host import resume_where
        from unotui.launch import plan_from_args

        args = build_parser().parse_args(["host", "--no-advertise", "--resume", str(found.path)])
        assert resume_where(args) is None  # (where it listened: 127.0.0.1, the port taken)
        plan = plan_from_args(args, "Zoe")
        assert (plan.bind, plan.port) == ("127.0.0.1", old_port)
        with pytest.raises(HostingError):
            await host_table(plan, "Zoe")
        assert waiting_match() is not None
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            new_port = probe.getsockname()[1]
        again = hosting_app(loopback_plan("Moved", seats=2, bots=1, bot_delay=3600.0,
                                          port=new_port))
        async with again.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, ConfirmDialog, "the question")
            await pilot.press("enter")
            await wait_table(pilot)
            form = next(s for s in again.screen_stack if isinstance(s, HostSetupScreen))
            assert form.session.host.address[1] == new_port
            assert any("cannot be used now" in str(n.message) for n in again._notifications)
            form.session.host.table.went_away = True
