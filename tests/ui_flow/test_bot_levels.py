"""Bot levels as a player meets them: ``--bot-kind`` and ``--think`` on the command line (old
names still work, a wrong one is one line and exit code 2), a level per bot in the host setup,
the level picked when adding a bot in the lobby, and every bot's name shown with its level."""

from __future__ import annotations

import pytest
from flow_kit import (
    choose,
    hosting_app,
    loopback_plan,
    screen_text,
    static_words,
    wait_for,
    wait_screen,
)

from core.rules import Rules
from unotui import settings as settings_mod
from unotui.cli import build_parser, main
from unotui.launch import make_app, plan_from_args
from unotui.screens.host_setup import Choice, HostPlan, HostSetupScreen
from unotui.screens.lobby import BotLevelDialog, LobbyScreen


@pytest.mark.parametrize("argv", [
    ["play", "--bot-kind", "genius"],
    ["play", "--bot", "genius"],
    ["play", "--think", "-0.5"],
    ["play", "--think", "11"],
    ["host", "--headless", "--bot-kind", "genius"],
    ["host", "--headless", "--think", "-1"],
])
def test_a_wrong_level_or_thinking_time_is_one_line_and_exit_code_2(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert ("easy, normal, hard" in err) if "genius" in argv else ("--think" in err)


def test_levels_and_old_names_parse_for_play_and_host() -> None:
    parser = build_parser()
    assert parser.parse_args(["play", "--bot-kind", "hard"]).bot == "hard"
    assert parser.parse_args(["play", "--bot", "random"]).bot == "random"  # the old flag
    args = parser.parse_args(["host", "--bots", "2", "--bot-kind", "hard", "--think", "1.5",
                              "--bind", "127.0.0.1", "--port", "0"])
    plan = plan_from_args(args, "Zoe")
    assert (plan.bots, plan.level_of(0), plan.level_of(1), plan.think) == (2, "hard", "hard", 1.5)
    assert parser.parse_args(["host", "--bot-kind", "basic"]).bot_kind == "basic"
    assert parser.parse_args(["host"]).bot_kind == "normal"


async def test_the_host_setup_sets_a_level_per_bot_and_the_lobby_shows_each() -> None:
    plan = HostPlan(table_name="Levels", seats=4, bots=1, rules=Rules(), bind="127.0.0.1",
                    port=0, advertise=False, seed="levels", bot_delay=0.0)
    app = make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await wait_screen(pilot, HostSetupScreen)
        assert "Bot 1 level" in screen_text(app) and "Bot 2 level" not in screen_text(app)
        # (a row like the others: its title as wide, its field beside it — ssh38 #4: "Bot 1
        # level‹ normal…", the title neither wide nor highlighted)
        title = setup.query_one("#bot-row-0 Label.title").region
        assert title.width == setup.query_one("#bind").parent.query_one("Label.title").region.width
        await choose(pilot, "bot-level-0", "normal")
        assert setup.query_one("#bot-row-0").has_class("-current")
        await choose(pilot, "bots", 2)  # a second bot: its level row shows
        await wait_for(pilot, lambda: setup.query_one("#bot-row-1").display, "bot 2's row")
        await choose(pilot, "bot-level-0", "easy")
        await choose(pilot, "bot-level-1", "hard")
        await choose(pilot, "think", 2.0)
        await pilot.press("ctrl+o")
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Bo · hard  bot" in screen_text(app), "the hard bot")
        assert "Ana · easy  bot" in screen_text(app)
        assert "h: hard bots think up to 2 s" in screen_text(app)
        table = lobby.session.host.table
        assert [s.bot_kind for s in table.seats] == [None, None, "easy", "hard"]
        assert table.cfg.think == 2.0
    # the next table's form starts from these bots; games against bots keep their own level
    saved = settings_mod.load()
    assert (saved.bot_kind, saved.table_bot_levels, saved.table_think) == (
        "normal", ["easy", "hard"], 2.0)
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False)
    async with app.run_test(size=(100, 30)) as pilot:
        setup = await wait_screen(pilot, HostSetupScreen)
        shown = [setup.query_one(f"#{name}", Choice).value
                 for name in ("bots", "bot-level-0", "bot-level-1", "think")]
        assert shown == [2, "easy", "hard", 2.0]


async def test_enter_in_the_add_bot_dialog_adds_a_bot_of_the_level_offered() -> None:
    """newbie50 #16: the dialog said "normal" was the level offered, but Enter added an easy
    bot — the dialog's own first option took the highlight after the level's."""
    plan = HostPlan(table_name="Add", seats=4, bots=0, rules=Rules(), bind="127.0.0.1", port=0,
                    advertise=False, seed="add", bot_delay=0.0)
    app = hosting_app(plan)
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("b")
        await wait_screen(pilot, BotLevelDialog, "the level asked")
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Ana · normal  bot" in screen_text(app), "a normal bot")
        assert [s.bot_kind for s in lobby.session.host.table.seats][:2] == [None, "normal"]


async def test_adding_a_bot_in_the_lobby_asks_its_level_and_offers_the_last_one_first() -> None:
    plan = HostPlan(table_name="Add", seats=4, bots=0, rules=Rules(), bind="127.0.0.1", port=0,
                    advertise=False, seed="add", bot_delay=0.0)
    app = hosting_app(plan)
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        assert "b Add bot" in screen_text(app)
        await pilot.press("b")
        await wait_screen(pilot, BotLevelDialog, "the level asked")
        text = screen_text(app)
        assert "easy: a beginner" in text and "hard: counts cards" in text
        await pilot.press("1")  # easy
        await wait_for(pilot, lambda: "Ana · easy  bot" in screen_text(app), "the easy bot")
        await pilot.press("b")
        await wait_screen(pilot, BotLevelDialog, "the level asked again")
        await pilot.press("enter")  # the level picked last is offered first
        await wait_for(pilot, lambda: "Bo · easy  bot" in screen_text(app), "another easy bot")
        await pilot.press("b")
        await wait_screen(pilot, BotLevelDialog)
        await pilot.press("escape")  # changed their mind: no bot
        await wait_for(pilot, lambda: app.screen is lobby, "back in the lobby")
        assert "Cy" not in screen_text(app)
        assert [s.bot_kind for s in lobby.session.host.table.seats] == [None, "easy", "easy",
                                                                       None]
        assert "h Think time" not in screen_text(app)  # no hard bot: nothing to set
        await pilot.press("h")  # (ux24 #11: it did nothing and said nothing)
        await wait_for(pilot, lambda: "no bot here is hard: b adds a bot, and its level is "
                       "asked." in " ".join(screen_text(app).split()),
                       "h says why it does nothing, and what to do (newbie55 #4)")
        await pilot.press("b")
        await wait_screen(pilot, BotLevelDialog)
        await pilot.press("3")
        await wait_for(pilot, lambda: "Cy · hard  bot" in screen_text(app), "a hard bot")
        assert "no bot here is hard" not in screen_text(app)  # (no longer true)
        # ("Adding a hard bot…" stayed once it sat down, ux31 #11)
        await wait_for(pilot, lambda: "Added Cy (hard)." in screen_text(app), "it is seated")
        assert "Adding a hard bot…" not in screen_text(app)
        assert "h: hard bots think up to 0.1 s" in screen_text(app)  # the default, and its key
        # (the key first, the line short: at 100 columns "(h)" after "…a move" wrapped alone;
        # this line is whole on the screen)
        assert "h Think time" in screen_text(app)
        await pilot.press("h")  # the next choice up
        await wait_for(pilot, lambda: "h: hard bots think up to 0.25 s" in screen_text(app),
                       "the new thinking time in the lobby")
        assert lobby.session.host.table.cfg.think == 0.25
        assert "h: hard bots think up to 0.25 s" in lobby.rules_text()  # names its key
        await pilot.press("k")  # only bots: the last one seated goes, and the status says so
        await wait_for(pilot, lambda: "Cy" not in screen_text(app).split("Chat")[0],
                       "the bot gone")
        assert "Removed Cy (hard)." in screen_text(app)


async def test_hard_bots_think_in_their_workers_inside_the_app(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The full-screen app replaces the standard streams; the hard bots' workers start anyway
    and the bots play their turns through them (no fallback moves)."""
    from net import host as host_mod
    from net.botpool import BotPool
    from unotui.app import build_app

    mine = BotPool()
    monkeypatch.setattr(host_mod, "shared_pool", lambda: mine)
    app = build_app(bots=3, rules=Rules(), seed=4, name="Zoe", bot_delay=0.0, ascii_only=False,
                    lang="en", bot_kind="hard")
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: app.table_screen is not None, "the table")
            link = app.table_screen.link  # type: ignore[union-attr]
            table = link.host.table

            def bots_moved() -> bool:
                return any(seat != 0 for seat, _a in table.round_actions)

            await wait_for(pilot, bots_moved, "a hard bot's move")
            assert mine.running and mine.failures == 0
            assert "Ana" in screen_text(app)
    finally:
        mine.shutdown()


async def test_the_owner_removes_a_bot_or_a_player_whose_app_is_gone() -> None:
    """``k`` with only bots besides the owner removes the last bot at once; with a player at the
    table it asks which seat to empty, and a player whose connection dropped can be removed
    without waiting out the reconnect window (they must join again to sit down)."""
    from net.client import Client
    from unotui.dialogs import OptionsDialog

    app = hosting_app(loopback_plan("Kick", seats=4, bots=2))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Bo · normal  bot" in screen_text(app), "two bots")
        assert "k Remove" in screen_text(app)
        await pilot.press("k")  # only bots: the last one goes, nothing asked
        await wait_for(pilot, lambda: "Bo ·" not in screen_text(app), "the last bot gone")
        assert "Ana · normal  bot" in screen_text(app)
        port = lobby.session.host.address[1]
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob", reconnect=False)
        await wait_for(pilot, lambda: "Bob" in screen_text(app), "Bob seated")
        await bob.close()  # his app is gone without leaving: the seat waits for him
        # (the seat counts down the reconnect window the table keeps it for)
        await wait_for(pilot, lambda: "Bob  away, seat kept " in screen_text(app), "Bob offline")
        await pilot.press("k")
        dialog = await wait_screen(pilot, OptionsDialog, "which seat, asked")
        text = screen_text(app)
        assert "Remove from the table" in text
        assert "Ana · normal (bot)" in text and "Bob (disconnected)" in text
        assert "2 Ana" not in text  # one number per line: the key, not the seat as well
        assert "Zoe" not in text.split("Remove from the table", 1)[1]  # never the owner
        await pilot.press("escape")  # removes nobody
        await wait_screen(pilot, LobbyScreen, "back in the lobby")
        assert "Bob" in screen_text(app) and "Ana" in screen_text(app)
        await pilot.press("k")
        dialog = await wait_screen(pilot, OptionsDialog, "asked again")
        bob_key, bob = next((key, v) for key, label, v in dialog.options if "Bob" in str(label))
        # (each by its seat's number, as the seats list shows it: newbie40 #7)
        assert bob_key == str(bob[0] + 1) and all(
            key == str(v[0] + 1) for key, _label, v in dialog.options)
        await pilot.press(bob_key)
        await wait_for(pilot, lambda: "Bob was removed from the table." in screen_text(app),
                       "Bob's seat freed")
        assert "seat kept" not in screen_text(app)
        # an answer for a seat that changed hands while the dialog was open removes nobody
        lobby._removal_chosen(bob)
        await wait_for(pilot, lambda: "changed hands meanwhile" in screen_text(app), "told")
        table = lobby.session.host.table
        assert [s.kind for s in table.seats].count("empty") == 2
        assert "Ana · normal  bot" in screen_text(app)


async def test_the_owners_lobby_keys_all_fit_at_80_columns_with_a_hard_bot() -> None:
    """Found by a new player: with a hard bot seated the owner's footer ran past 80 columns,
    cutting "t Chat", garbling the palette key and hiding "esc Leave". Every key shows whole;
    "h Think time" gives way to "? Help" and the palette's word (a play-tester missed both):
    h still works and ``?`` lists it."""
    plan = HostPlan(table_name="Keys", seats=4, bots=2, bot_kind="hard", rules=Rules(),
                    bind="127.0.0.1", port=0, advertise=False, seed="keys", bot_delay=0.0)
    app = hosting_app(plan)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Bo · hard" in screen_text(app), "the hard bots")
        footer = screen_text(app).splitlines()[-1]
        for key in ("r Ready", "s Start", "b Add bot", "k Remove", "e Rules", "t Chat",
                    "? Help", "esc Leave", "^p palette"):
            assert key in footer, (key, footer)
        assert "Think time" not in footer


async def test_the_thinking_time_is_said_as_the_most_a_hard_bot_may_think(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--think 3`` does not make a bot take 3 s: it is a budget, often not all used. The
    command-line help and the Host form say "up to N s a move" (they said a bare "seconds")."""
    for command in ("play", "host"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        said = " ".join(capsys.readouterr().out.split())
        assert "the most a hard bot may think over a move: up to SECONDS s a move, often less" \
            in said
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, HostSetupScreen)
        await choose(pilot, "bots", 1)
        text = screen_text(app)
        assert "Hard bots think" in text and "up to 0.1 s (default)" in text, text
        assert "The most a hard bot may think over a move: it often needs less." in " ".join(
            text.split())


async def test_the_host_form_explains_the_rules_in_words_without_identifiers() -> None:
    """The form's help rows read "(other_side, 2001 sheet)" and "off, draw2, same_type": the
    rule book's identifiers, not words (the values themselves read "other side" already)."""
    from core.rules import OPTIONS
    from unotui.widgets.rules_form import option_help

    raw = {c for o in OPTIONS.values() for c in o.choices or ()
           if isinstance(c, str) and ("_" in c or c in ("draw2", "redraw"))}
    for name in OPTIONS:
        assert not [r for r in raw if r in option_help(name)], name
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await wait_screen(pilot, HostSetupScreen)
        words = " ".join(" ".join(static_words(w).split()) for w in setup.query(".help"))
        assert "the player on the dealer's other side does (2001 sheet)" in words, words
        assert "other_side" not in words and "same_type" not in words


async def test_the_owner_removes_a_watcher_with_k() -> None:
    """net70 #1: a watcher flooding the chat could not be removed (``k`` listed seats only):
    the removal dialog lists the watchers too, each on a digit no seat takes."""
    from net.client import Client
    from unotui.dialogs import OptionsDialog

    app = hosting_app(loopback_plan("Kick", seats=2, bots=1))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        port = lobby.session.host.address[1]
        troll = await Client.connect_tcp("127.0.0.1", port, "Troll", spectate=True,
                                         reconnect=False)
        await wait_for(pilot, lambda: "Troll" in (lobby.lobby.get("watchers") or []),
                       "Troll watching")
        await pilot.press("k")  # (a bot and a watcher: asked which)
        dialog = await wait_screen(pilot, OptionsDialog, "whom to remove, asked")
        key, _label, value = next(o for o in dialog.options if "Troll" in str(o[1]))
        assert "Troll (watching)" in screen_text(app)
        assert "A player or watcher" in screen_text(app)  # (not "The seat", newbie85)
        assert key not in [k for k, _l, v in dialog.options if v != value]  # (its own digit)
        await pilot.press(key)
        await wait_for(pilot, lambda: "Troll was removed from the table." in screen_text(app),
                       "said")
        table = lobby.session.host.table
        await wait_for(pilot, lambda: all(m.name != "Troll" for m in table.members.values()),
                       "Troll gone from the table")
        closed = await troll.recv("_connection", timeout=5)
        assert closed["state"] == "closed" and closed["reason"] == "kicked", closed
        await troll.close()


def test_watchers_are_offered_for_removal_only_by_a_host_that_understands_it() -> None:
    """review92 #3: a host of an earlier version lists watchers but closes the owner's
    connection on a ``kick`` naming one (fatal bad_message): offered only where the lobby says
    ``kicks_watchers``."""
    from types import SimpleNamespace

    lobby = {"owner": True, "watchers": ["Troll", "Ann"]}
    me = SimpleNamespace(name="Ann")
    older = SimpleNamespace(lobby=lobby, client=me)
    assert LobbyScreen.removable_watchers(older, []) == []  # type: ignore[arg-type]
    newer = SimpleNamespace(lobby={**lobby, "kicks_watchers": True}, client=me)
    assert LobbyScreen.removable_watchers(newer, []) == ["Troll"]  # type: ignore[arg-type]
