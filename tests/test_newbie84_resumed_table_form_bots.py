"""newbie84 #3: a table opened with a bot (``host --bots 1``), its app killed (kill -9), opened
again with ``host --resume``, its match played to the end, then closed by its host from its
lobby (Escape, y): the Host form says "Your table is closed. Ctrl+O opens it again." but shows
"Bots 0", and Ctrl+O opens a table without its bot (the lobby: "1/4 seats taken").
``HostPlan.for_next_table`` knows the journal's bots (newbie38 #11: the menu's Host gets them),
but the form the table was opened from keeps the command line's fields (no --bots: 0); on
closing it takes back the rules and the thinking time the table last had, not its bots.

Repro (ports of newbie84's range):
  python3 -m unotui host --bind 127.0.0.1 --port 21601 --bots 1 --rules house    # s, a move
  kill -9 <its pid>;  python3 -m unotui host --resume     # play the match out, Enter, Esc, y
  -> the form: "Bots 0"; Ctrl+O -> a lobby with no bot.
"""

from __future__ import annotations

from pathlib import Path

from flow_kit import (
    hosting_app,
    loopback_plan,
    play_until_round_over,
    screen_text,
    wait_for,
    wait_screen,
    wait_table,
)

from core.rules import Rules
from unotui.dialogs import ConfirmDialog
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen


async def test_the_form_after_a_resumed_table_keeps_its_bot(tmp_path: Path,
                                                            fixed_settings: Path) -> None:
    from unotui.cli import build_parser
    from unotui.launch import plan_from_args

    journal = tmp_path / "den.jsonl"
    first = hosting_app(loopback_plan("Den", seats=4, bots=1, bot_delay=3600.0,
                                      journal=str(journal), rules=Rules(scoring="single")))
    async with first.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        await wait_table(pilot)
        await wait_for(pilot, journal.exists, "the journal written")
        lobby.session.host.table.went_away = True  # (its app killed, not closed)

    args = build_parser().parse_args(["host", "--no-advertise", "--bot-delay", "0",
                                      "--resume", str(journal)])
    from unotui.commands.host import resume_where

    assert resume_where(args) is None  # (as the command does: where the table listened)
    again = hosting_app(plan_from_args(args, "Zoe"))
    async with again.run_test(size=(100, 30)) as pilot:
        await wait_table(pilot)
        await play_until_round_over([pilot])  # (one round: the match is over)
        await pilot.press("enter")
        await wait_screen(pilot, LobbyScreen, "back in the table's lobby")
        await pilot.press("escape")
        await wait_screen(pilot, ConfirmDialog, "close the table?")
        await pilot.press("y")
        form = await wait_screen(pilot, HostSetupScreen, "back at the form")
        await wait_for(pilot, lambda: "Ctrl+O opens it again" in screen_text(again), "closed")
        # the table it closed had one bot: "opens it again" must open it with that bot
        assert form.plan().bots == 1, screen_text(again)


async def test_a_bot_added_in_the_lobby_comes_back_to_the_form(fixed_settings: Path) -> None:
    """The same with a bot added in the lobby (b, 3: a hard one): closed (Escape, y), the form
    says Ctrl+O opens the table again, but still shows the bots it was opened with (none)."""
    app = hosting_app(loopback_plan("Nook", seats=4, bots=0))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("b")
        await wait_for(pilot, lambda: "At which level" in screen_text(app), "which level?")
        await pilot.press("3")
        await wait_for(pilot, lambda: "hard  bot" in screen_text(app), "the hard bot seated")
        assert lobby.session is not None
        await pilot.press("escape")
        await wait_screen(pilot, ConfirmDialog, "close the table?")
        await pilot.press("y")
        form = await wait_screen(pilot, HostSetupScreen, "back at the form")
        await wait_for(pilot, lambda: "Ctrl+O opens it again" in screen_text(app), "closed")
        plan = form.plan()
        assert (plan.bots, plan.bot_levels) == (1, ("hard",)), screen_text(app)
