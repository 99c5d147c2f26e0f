"""The Host form starts where the last table listened (review37 #11): a player who opened a
table on "this computer only" found the next one on every network."""

from __future__ import annotations

import json
import socket
from pathlib import Path

from flow_kit import loopback_plan, screen_text, wait_for, wait_screen

from unotui import settings as settings_mod
from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_the_next_table_listens_where_the_last_one_did() -> None:
    port = free_port()
    app = make_app(lambda: [HostSetupScreen(plan=loopback_plan("Here", port=port))],
                   ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, HostSetupScreen)
        await pilot.press("ctrl+o")
        lobby = await wait_screen(pilot, LobbyScreen)
        assert lobby.session.host.table.cfg.name == "Here"
    kept = settings_mod.load()
    assert (kept.table_bind, kept.table_port) == ("127.0.0.1", port)
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        await wait_for(pilot, lambda: "Listen on" in screen_text(app), "the form")
        assert form.query_one("#bind").value == "127.0.0.1"
        assert form.query_one("#port").value == str(port)
        assert (form.plan().bind, form.plan().port) == ("127.0.0.1", port)


async def test_an_address_this_computer_no_longer_has_gives_every_network() -> None:
    path = settings_mod.settings_path()
    data = json.loads(path.read_text()) if path.exists() else {}
    # (an address of the documentation range: no machine running the tests has it)
    path.write_text(json.dumps({**data, "table_bind": "203.0.113.9", "table_port": 7161}))
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        await wait_for(pilot, lambda: "no longer has" in screen_text(app), "why, said")
        assert "203.0.113.9" in screen_text(app)
        assert form.query_one("#bind").value == "0.0.0.0"
        assert form.query_one("#port").value == "7161"


def test_a_kept_address_or_port_that_makes_no_sense_is_ignored_and_said(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"table_bind": "my laptop", "table_port": 70000}))
    kept = settings_mod.load(path)
    assert (kept.table_bind, kept.table_port) == (None, None)
    assert kept.problems == ["Ignored the setting 'table_bind': it has an invalid value.",
                             "Ignored the setting 'table_port': it has an invalid value."]
    path.write_text(json.dumps({"table_bind": "::1", "table_port": 7170}))
    kept = settings_mod.load(path)
    assert (kept.table_bind, kept.table_port, kept.problems) == ("::1", 7170, [])


async def test_a_table_its_rules_cannot_start_is_not_opened_from_the_form() -> None:
    """newbie44 #1: Seats 3 and teams of two opened a table that refused every start; the
    lobby's rules editor refused the same rules at once. The form says so, and stays. (It
    opens with the seats the rules need, review99 #1: the player chose 3 again.)"""
    from flow_kit import choose

    from core.rules import Rules

    plan = loopback_plan("Pairs", seats=3, bots=1, port=free_port(), rules=Rules(teams="pairs"))
    app = make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False,
                   lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await wait_screen(pilot, HostSetupScreen)
        await wait_for(pilot, lambda: setup.plan().seats == 4, "fitted to the pairs")
        await choose(pilot, "seats", 3)
        await pilot.press("ctrl+o")
        await wait_for(pilot, lambda: "These rules need 4 seats (their teams or number of "
                       "players); the table has 3." in " ".join(screen_text(app).split()),
                       "refused")
        assert isinstance(app.screen, HostSetupScreen)


async def test_an_app_begun_by_host_offers_the_table_last_opened_from_its_form() -> None:
    """newbie44 #2: in an app ``unotui host --seats 3`` began, a table opened from the form with
    2 seats came back to the form as the command line's 3-seat table."""
    from flow_kit import choose

    first = loopback_plan("Cli", seats=3, bots=1, port=free_port())
    app = make_app(lambda: [HostSetupScreen(plan=first)], ascii_only=False, animations=False,
                   lang="en")
    app.host_options = {"plan": first.for_next_table()}  # (as launch sets it for ``host``)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, HostSetupScreen)
        await choose(pilot, "seats", 2)
        await pilot.press("ctrl+o")
        await wait_screen(pilot, LobbyScreen)
        assert app.host_options["plan"].seats == 2


async def test_the_bots_choice_offers_as_many_bots_as_the_seats_leave_room_for() -> None:
    """newbie50 #5: at 6 seats → on Bots went on to 9 (Ctrl+O then refused: room for at most
    5), and one more wrapped round to none. The choice follows the seats: up to one fewer
    bot than seats, a number above it coming down, the bots' level rows with it."""
    from unotui.widgets.rules_form import Choice

    app = make_app(lambda: [HostSetupScreen(plan=loopback_plan("Here", seats=6, bots=3))],
                   ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        bots, seats = form.query_one("#bots", Choice), form.query_one("#seats", Choice)
        assert [v for _label, v in bots.options] == [0, 1, 2, 3, 4, 5]
        bots.focus()
        await pilot.press("right", "right")
        assert bots.value == 5  # (and no further: the next → wraps to 0, not to 6)
        seats.value = 4
        await pilot.pause()
        assert bots.value == 3 and [v for _label, v in bots.options] == [0, 1, 2, 3]
        await wait_for(pilot, lambda: not form.query_one("#bot-row-3").display
                       and form.query_one("#bot-row-2").display, "three bots' rows")
