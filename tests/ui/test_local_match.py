"""A whole local match against bots through ``net.local``, played with the keyboard only.

The match uses the ``single`` scoring (one round is the match). The game is arranged once through
the local host (hands, and the bot before us playing a bluffed Wild Draw Four) so that a
challenge, a draw, a wild colour choice and an UNO call all happen; every move of ours after that
is a key press, decided by a small policy reading what the screen shows.
"""

from __future__ import annotations

from typing import Any

from ui_testkit import arrange, screen_text, shown, wait_for, zoe_goes_out

from core import Color, Play, Rules
from core.cards import Card
from unotui.app import build_app
from unotui.dialogs import ChallengeDialog, ColorDialog
from unotui.dialogs.choice import PeekDialog
from unotui.screens.menu import MenuScreen
from unotui.screens.round_end import RoundEndScreen
from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView


def host_state(app: Any) -> Any:
    return app.table_screen.link.host.table.state


async def test_keyboard_plays_a_whole_match_against_bots() -> None:
    app = build_app(bots=3, rules=Rules(scoring="single"), seed=11, name="Zoe", bot_delay=0.0,
                    ascii_only=False, lang="en")
    done: set[str] = set()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        table = app.table_screen.link.host.table
        await wait_for(pilot, lambda: table.state.current == 0 and table.state.phase.value in
                       ("play", "choose_color"))
        # Arrange: we hold five cards, the bots ten each; Cy (seat 3, just before us) holds a red
        # card and plays a Wild Draw Four naming blue: a bluff, which we challenge.
        arrange(table.state, {
            0: ["W", "R3", "G4", "Y6", "B2"],
            1: ["Y1", "Y3", "Y5", "G1", "G3", "G5", "R1", "R4", "B4", "B5"],
            2: ["Y7", "Y8", "G7", "G8", "R6", "R7", "B6", "B7", "B8", "Y9"],
            3: ["W4", "R2", "G9", "G6", "Y4", "B1", "B3", "R8", "G2", "Y2"],
        }, "R9", current=3)
        table.submit(3, Play(Card.parse("W4"), Color.BLUE))

        for _step in range(200):
            await wait_for(pilot, lambda: _needs_us(app))
            screen = app.screen
            if isinstance(screen, RoundEndScreen):
                break
            if isinstance(screen, ChallengeDialog):
                await pilot.press("x")
                done.add("challenge")
            elif isinstance(screen, PeekDialog):  # (the challenge shows us Cy's hand)
                assert "R2" in screen.cards
                # (the hand as it was then, and how the box goes: newbie34 #7)
                assert screen.title_text == "Cy's hand when you challenged"
                assert "Esc: Close · closes by itself" in await shown(pilot)
                await pilot.press("escape")
                done.add("shown")
            elif isinstance(screen, ColorDialog):
                await pilot.press("g")
                done.add("wild")
            else:
                await _take_turn(pilot, screen, done)
            await wait_for(pilot, lambda: not _needs_us(app) or isinstance(
                app.screen, RoundEndScreen | ColorDialog | ChallengeDialog | PeekDialog)
                or _moved(app))
        assert isinstance(app.screen, RoundEndScreen)
        text = await shown(pilot)
        assert "Match over" in text and "won the match" in text
        # (the deck-honesty check is for network tables: a local game has no host to distrust)
        assert "Fair deal" not in text
        state = host_state(app)
        log_types = [ev["type"] for ev in state.log]
        assert {"challenge", "shown", "wild", "draw", "uno"} <= done
        assert "challenge" in log_types and any(ev.get("guilty") for ev in state.log
                                                 if ev["type"] == "challenge")
        assert any(ev["type"] == "uno" and ev["seat"] == 0 for ev in state.log)
        assert any(ev["type"] == "play" and ev["seat"] == 0 and ev["card"] == "W"
                   for ev in state.log)
        # back to the menu: an app started on the table (``unotui play``) opens one, as the
        # results say (it used to end the app: play-test ux24 #7)
        await pilot.press("m")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen))
        assert app.is_running and "(p) Play against bots" in await shown(pilot)
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
        await pilot.press("q")  # the menu's Quit ends it
        await wait_for(pilot, lambda: not app.is_running)


_last_seen: dict[int, int] = {}


def _needs_us(app: Any) -> bool:
    screen = app.screen
    if isinstance(screen, RoundEndScreen | ColorDialog | ChallengeDialog | PeekDialog):
        return True
    if not isinstance(screen, TableScreen) or screen.view is None:
        return False
    state = host_state(app)
    return screen.view["state_id"] == state.state_id and screen.my_turn() \
        and screen.view["phase"] == "play"


def _moved(app: Any) -> bool:
    screen = app.table_screen
    return screen.view is not None and screen.view["state_id"] != _last_seen.get(id(app))


async def _take_turn(pilot: Any, screen: TableScreen, done: set[str]) -> None:
    view = screen.view
    assert view is not None
    _last_seen[id(pilot.app)] = view["state_id"]
    hand: HandView = screen.query_one(HandView)
    cards = view["hand"]
    playable = screen.playable_cards()
    if view.get("drawn"):
        if view["drawn"] in playable:
            await pilot.press("enter")  # the cursor jumps to the drawn card
        else:
            await pilot.press("p")
        return
    if "draw" not in done:
        assert "Draw" in screen_text(pilot.app).splitlines()[-1]
        await pilot.press("d")
        done.add("draw")
        return
    if not playable:
        await pilot.press("d")
        return
    target = next((c for c in cards if c in playable and c not in ("W", "W4")),
                  next(c for c in cards if c in playable))
    for _ in range(len(cards)):
        if hand.current() == target:
            break
        await pilot.press("l")
    assert hand.current() == target
    if len(cards) == 2:
        await pilot.press("u")
        done.add("uno")
    await pilot.press("enter")


async def test_next_round_is_dealt_when_the_player_leaves_the_results() -> None:
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=0.0, ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        text = await zoe_goes_out(pilot, app)
        assert "Round 1 over" in text and "You won the round: 6 points" in text
        await pilot.press("enter")  # ready for the next deal
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view["round"] == 2 and app.screen.round_active())
        assert app.screen.view["scores"][0] == 6


async def test_leaving_a_local_game_says_it_ends_it() -> None:
    """… and, started at its table (``unotui play``, no menu below it), that unotui closes too
    (power37 #5: the player was back at the shell without a word of it)."""
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=0.0, ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.round_active())
        await pilot.press("q")
        # nobody else is at this table
        await wait_for(pilot, lambda: "Leave the match?" in screen_text(app)
                       and "The game ends. Then unotui closes." in screen_text(app))
        await pilot.press("y")
        await wait_for(pilot, lambda: not app.is_running)


async def test_a_local_match_ends_with_play_again_not_a_network_lobby() -> None:
    """After a match against bots the results offer "Play again" and the menu, with no deck
    check (no host to distrust) and no "Lobby of Zoe's table" with "r Ready"; Enter deals a
    new match on the same screen (play-test ux23 #12)."""
    app = build_app(bots=2, rules=Rules(scoring="single"), seed=4, name="Zoe", bot_delay=0.0,
                    ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        text = await zoe_goes_out(pilot, app)
        assert "Match over" in text
        assert "Enter: play again · m: back to the menu" in text
        assert "Fair deal" not in text and "lobby" not in text.lower()
        assert "Play again" in text.splitlines()[-1]  # the footer's key
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.round_active() and app.screen.view["scores"] == [0, 0, 0])
        assert "Lobby of" not in screen_text(app)


async def test_the_rounds_notices_do_not_cover_its_results() -> None:
    """botplay41 #3: "caught you" notices stacked over "How the round ended" and the keys of
    the results at 80x24; what they said is in the log and in the results."""
    from textual.widgets._toast import Toast

    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=0.0, ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        app.notify("Bo caught you without UNO: you draw 2", timeout=30)
        text = await zoe_goes_out(pilot, app)
        assert "Round 1 over" in text
        await pilot.pause()
        assert not app.screen.query(Toast) and not list(app._notifications)
