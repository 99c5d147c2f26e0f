"""Jump-in at the table: Enter plays the jump-in card while the chance lasts, and a chance that
passed says so; a dialog whose chance passed closes itself, says why, and keys meant for it
do nothing else at the table (play-test ux23, findings 1 and 2)."""

from __future__ import annotations

from typing import Any

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, wait_for

from core import GameState, action_from_wire, apply
from unotui.dialogs import ChallengeDialog, ChoosePlayerDialog
from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def play(state: GameState, seat: int, card: str, **more: Any) -> None:
    apply(state, seat, action_from_wire({"type": "play", "card": card, **more}))


def ana_on_her_last_card(**rules: Any) -> GameState:
    """Ana (seat 1) to move holding R5 alone on R9: her play ends the round."""
    state = scripted_state(**rules)
    arrange(state, {0: ["G7", "R6", "R3"], 1: ["R5"], 2: ["G2", "B2"], 3: ["Y2", "B5"]},
            "R9", current=1)
    return state


async def run(state: GameState, keys_then: Any) -> ScriptedLink:
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: any(isinstance(screen, TableScreen) and screen.view
                                          for screen in app.screen_stack))
        await pilot.pause()
        await keys_then(pilot, app, link)
    return link


def jump_chance() -> GameState:
    """Ana just played B1; Zoe holds B1 too (and G7, first in the sorted hand)."""
    state = scripted_state(jump_in=True)
    arrange(state, {0: ["B1", "G7"], 1: ["B1", "Y2"], 2: ["B3", "G3"], 3: ["G3", "B5"]},
            "B9", current=1)
    play(state, 1, "B1")
    return state


def wild_jump_chance(color: str) -> GameState:
    """Ana just played a Wild naming ``color``; Zoe holds a Wild too (and G7)."""
    state = scripted_state(jump_in=True)
    arrange(state, {0: ["W", "G7"], 1: ["W", "Y2"], 2: ["B3", "G3"], 3: ["G3", "B5"]},
            "B9", current=1)
    play(state, 1, "W", color=color)
    return state


async def test_enter_alone_plays_the_jump_in_card() -> None:
    """"Enter plays it now!" means the jump-in card, not the card the cursor stood on."""
    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in: you hold B1" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "B1"}])

    await run(jump_chance(), keys)


async def test_enter_after_the_chance_passed_says_so() -> None:
    """Out of turn, Enter pressed for a chance just gone says the chance passed, not "It is
    not your turn" (a jump-in is meant to be out of turn)."""
    state = jump_chance()

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in: you hold B1" in screen_text(app))
        play(state, 2, "B3")  # Bo moves on: the chance is gone
        link.feed_view(state)
        await wait_for(pilot, lambda: "Waiting for Cy" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: "the chance to jump in with B1 has passed"
                       in screen_text(app))
        assert "It is not your turn" not in screen_text(app)
        assert link.sent == []

    await run(state, keys)


async def test_enter_for_a_passed_chance_never_plays_another_card_on_your_turn() -> None:
    """The chance closed and the player's own turn came: the Enter meant for B1 must not play
    G7 (the card a new turn would put the cursor on); it explains instead."""
    state = jump_chance()

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in: you hold B1" in screen_text(app))
        play(state, 2, "B3")
        play(state, 3, "G3")  # green now: G7 fits, B1 does not
        link.feed_view(state)
        await wait_for(pilot, lambda: "Your turn" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Too late to jump in with B1" in screen_text(app))
        assert link.sent == []
        await pilot.press("1", "1")  # a deliberate choice still plays
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "G7"}])

    await run(state, keys)


async def test_a_turn_that_comes_a_move_after_the_chance_passed_starts_as_any_turn() -> None:
    """The chance passed with Bo's move; Cy moved after it, and then the player's turn came:
    the cursor goes to a card that fits and Enter plays it (ux23b: Enter only said "Too late to
    jump in", the chance two moves gone)."""
    state = jump_chance()

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in: you hold B1" in screen_text(app))
        play(state, 2, "B3")
        link.feed_view(state)
        await wait_for(pilot, lambda: "Waiting for Cy" in screen_text(app))
        play(state, 3, "G3")  # green now: G7 fits, B1 does not
        link.feed_view(state)
        await wait_for(pilot, lambda: "Your turn" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "G7"}])

    await run(state, keys)


async def test_a_jump_in_seven_whose_chance_passed_closes_its_swap_dialog() -> None:
    """Seven-O: the swap question of a jump-in 7 closes once the chance is gone, says why in
    the status line and the log, and a key meant for it (here d, with a draw legal now) does
    nothing else at the table."""
    state = scripted_state(jump_in=True, seven_o=True)
    arrange(state, {0: ["G7", "R5"], 1: ["G7", "Y2", "Y1"], 2: ["G2", "B2"], 3: ["B5", "B6"]},
            "G9", current=1)
    play(state, 1, "G7", target=3)  # Cy now holds Y2 Y1

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in: you hold G7" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoosePlayerDialog))
        play(state, 2, "G2")
        play(state, 3, "Y2")  # Zoe's turn: nothing fits, a draw is legal
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_for(pilot, lambda: "Bo played G2: your chance to play G7 has passed."
                       in screen_text(app))
        table = app.screen
        assert table.match_log.lines(table.names, 0)[-1] == "Your chance to play G7 has passed."
        await pilot.press("d")
        await pilot.pause()
        assert link.sent == []
        assert "your chance to play G7 has passed" in screen_text(app)

    await run(state, keys)


async def test_the_colour_dialog_of_a_jump_in_wild_closes_when_the_chance_passed() -> None:
    from unotui.dialogs import ColorDialog

    state = wild_jump_chance("blue")

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in with your W:" in screen_text(app))
        await pilot.press("enter")  # (Enter still asks the colour)
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        play(state, 2, "B3")
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_for(pilot, lambda: "Bo played B3: your chance to play W has passed."
                       in screen_text(app))
        await pilot.press("r")  # (a colour key typed a moment late: nothing at the table)
        await pilot.pause()
        assert link.sent == []

    await run(state, keys)


async def test_a_challenge_dialog_closes_with_why_when_someone_jumped_in() -> None:
    """Cy played W+4 on Zoe; Ana jumped in with her own W+4, so the question is no longer
    Zoe's: its dialog closes and the status line says who took the chance."""
    state = scripted_state(jump_in=True)
    arrange(state, {0: ["G7", "R5"], 1: ["W4", "Y2", "Y3"], 2: ["B2", "B3"],
                    3: ["W4", "R1", "R2"]}, "R9", current=3)
    play(state, 3, "W4", color="blue")

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        play(state, 1, "W4", color="green")
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_for(pilot, lambda: "Ana played W+4" in screen_text(app)
                       and "chance to challenge has passed" in screen_text(app))
        # the log says the move once, then why the dialog closed (not the move again)
        table = app.screen
        lines = table.match_log.lines(table.names, 0)
        assert lines[-1] == "Your chance to challenge has passed."
        assert sum("Ana played W+4" in line for line in lines) == 1  # (not the dealer draw's "Ana W+4")
        await pilot.press("d", "x")
        await pilot.pause()
        assert link.sent == []
        # (only a dialog's keys are held back: the cursor still moves)
        from unotui.widgets.hand import HandView

        hand = app.screen.query_one(HandView)
        before = hand.cursor
        await pilot.press("right")
        await wait_for(pilot, lambda: hand.cursor != before)

    await run(state, keys)


async def test_results_list_your_cards_left_sorted_as_your_hand_is() -> None:
    """The hand is sorted (the default setting): the results list the cards left the same way,
    not in the order dealt (play-test ux23 #13)."""
    from unotui.screens.round_end import RoundEndScreen

    state = ana_on_her_last_card(scoring="single")
    play(state, 1, "R5")  # Ana goes out: the match is over

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await wait_for(pilot, lambda: "R3 R6 G7" in screen_text(app))
        assert "Fair deal" in screen_text(app)  # (a network table's results keep the check)

    await run(state, keys)


async def test_the_bluff_note_shows_only_on_your_turn() -> None:
    """Out of turn (a chance to jump in with a Wild Draw Four) the hand's title does not warn
    of a bluff: only a W+4 played on your turn is one (play-test ux23 #12)."""
    state = scripted_state(jump_in=True)
    arrange(state, {0: ["W4", "B7", "R5"], 1: ["W4", "Y2", "Y3"], 2: ["B2", "B3"],
                    3: ["W4", "R1", "R2"]}, "R9", current=1)
    play(state, 1, "W4", color="blue")  # Zoe holds a blue card and a W+4 she may jump in with

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in with your W+4:" in screen_text(app))
        assert "bluff" not in screen_text(app)

    await run(state, keys)


@pytest.mark.parametrize("leave", [False, True])
async def test_the_results_leave_question_outlives_the_next_deal(leave: bool) -> None:
    """Play-test ux26 #6: on the results, m asked "Leave the match?"; the next round was dealt
    behind the question, and answering n left the old results showing over a round in play.
    Then a new deal closed the question too, unanswered and unsaid (away35 #4): now it stays,
    as Ctrl+Q's does. Answered no, the old results close and the new round shows; yes
    leaves the match."""
    from core.actions import NextRound
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.round_end import RoundEndScreen

    state = ana_on_her_last_card()
    play(state, 1, "R5")  # Ana goes out: the round is over, the match goes on

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await pilot.press("m")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        apply(state, None, NextRound())
        link.feed_view(state)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view
                                          and s.view["round"] == 2 for s in app.screen_stack))
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)  # (still asked)
        results = next(s for s in app.screen_stack if isinstance(s, RoundEndScreen))
        assert results.stale
        if leave:
            await pilot.press("y")
            await wait_for(pilot, lambda: link.left is True)
            return
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert not any(isinstance(s, RoundEndScreen | ConfirmDialog) for s in app.screen_stack)
        assert app.screen.view["round"] == 2 and link.left is False

    await run(state, keys)


async def test_a_wish_to_quit_outlives_the_next_deal_and_no_closes_the_old_results() -> None:
    """Review of ux26 #6: a new deal closes what was opened over the results, but not Ctrl+Q's
    "Leave the match? … Then unotui closes.": the player asked to quit. Answered no, the old
    results close themselves and the new round shows."""
    from core.actions import NextRound
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.round_end import RoundEndScreen

    state = ana_on_her_last_card()
    play(state, 1, "R5")

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert "Then unotui closes." in screen_text(app)
        apply(state, None, NextRound())
        link.feed_view(state)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view
                                          and s.view["round"] == 2 for s in app.screen_stack))
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)  # (still asked)
        results = next(s for s in app.screen_stack if isinstance(s, RoundEndScreen))
        # (the results under it no longer count down to "0 s": ux28 #3)
        assert results.stale and results.next_deal_text() == \
            "The next round has been dealt: it is under way at the table."
        link.feed_view(state)  # (another view: "Round 2 has been dealt." is said once)
        await pilot.pause()
        dealt = [n for n in app._notifications if "has been dealt" in str(n.message)]
        assert len(dealt) == 1
        # (a second Ctrl+Q would answer it yes, as a second Ctrl+C does: tmux66 #5)
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert not any(isinstance(s, RoundEndScreen) for s in app.screen_stack)
        assert link.left is False and app.is_running
        await pilot.press("ctrl+q")  # (now at the table: a quit there asks, and yes leaves)
        await pilot.pause()
        if isinstance(app.screen, ConfirmDialog):
            await pilot.press("y")
        await wait_for(pilot, lambda: link.left is True or not app.is_running)

    await run(state, keys)


async def test_a_wild_card_jumps_in_with_one_key_naming_its_colour() -> None:
    """newbie34 #3: jumping in with a Wild took Enter and then the colour dialog, longer than
    the moment a jump-in lasts ("Your chance to play W has passed"). r, g, b or y plays it at
    once, naming that colour; the status line says so."""
    state = wild_jump_chance("red")

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "r, g, b or y plays it now" in screen_text(app))
        await pilot.press("g")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "W",
                                                     "color": "green"}])

    await run(state, keys)


async def test_colour_keys_do_nothing_without_a_wild_card_to_jump_in_with() -> None:
    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "Jump in: you hold B1" in screen_text(app))
        await pilot.press("r", "g", "b", "y")
        # (said, not silent: newbie38 #4)
        await wait_for(pilot, lambda: "y names a colour as you jump in with a wild card"
                       in " ".join(screen_text(app).split()))
        assert link.sent == []

    await run(jump_chance(), keys)


async def test_a_colour_key_for_a_wild_chance_gone_says_it_is_too_late() -> None:
    """newbie38 #4: a late Enter said the chance had passed; a late r, g, b or y (the wild
    card's one key) did nothing, and said nothing."""
    state = wild_jump_chance("blue")

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "r, g, b or y plays it now" in screen_text(app))
        play(state, 2, "B3")  # Bo moves on: the chance is gone
        link.feed_view(state)
        await wait_for(pilot, lambda: "Waiting for Cy" in screen_text(app))
        await pilot.press("g")
        await wait_for(pilot, lambda: "the chance to jump in with W has passed"
                       in screen_text(app))
        assert link.sent == []

    await run(state, keys)


async def test_u_right_after_a_colour_key_jump_in_calls_uno_once_it_lands() -> None:
    """review34 #2: g then u at once, jumping in with a Wild from two cards: the call was
    armed for a play already sent, then cleared by the view that showed it."""
    state = wild_jump_chance("red")

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: "r, g, b or y plays it now" in screen_text(app))
        await pilot.press("g", "u")
        await wait_for(pilot, lambda: len(link.sent) == 1)
        assert link.sent[0]["card"] == "W" and link.sent[0]["color"] == "green"
        assert not link.sent[0].get("uno")
        play(state, 0, "W", color="green")
        link.feed_view(state)
        await wait_for(pilot, lambda: link.sent[1:] == [{"type": "uno"}])

    await run(state, keys)


async def test_a_sevens_swap_dialog_counts_the_cards_as_they_are_now() -> None:
    """Seven-O: while the swap question of a 7 is open the others act on (here Ana catches
    Cy, who forgot UNO); each player is offered with the cards they hold now, not those of
    when it opened (newbie39 #3), and the keys still name the same players."""
    state = scripted_state(jump_in=True, seven_o=True)
    arrange(state, {0: ["G7", "R5"], 1: ["G3", "Y2", "Y1"], 2: ["R2", "B2", "B3"],
                    3: ["G5", "B6"]}, "G9", current=3)
    play(state, 3, "G5")  # Cy holds one card, no UNO called: Zoe's turn

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("right", "enter")  # (G7, second in the hand)
        await wait_for(pilot, lambda: isinstance(app.screen, ChoosePlayerDialog))
        assert "Cy (1 card)" in screen_text(app)
        apply(state, 1, action_from_wire({"type": "catch", "target": 3}))
        link.feed_view(state)
        await wait_for(pilot, lambda: "Cy (3 cards)" in screen_text(app))
        assert isinstance(app.screen, ChoosePlayerDialog)
        assert "Cy (1 card)" not in screen_text(app)
        await pilot.press("2")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "G7", "target": 2}])

    await run(state, keys)


async def test_colour_keys_at_a_table_without_jump_in_say_that_it_is_off() -> None:
    """newbie41 #7: "r names a colour as you jump in…; there is no such chance now" at a table
    where jumping in is not a rule at all (Space and a say their rule is off)."""
    state = scripted_state()
    arrange(state, {0: ["B1", "G7"], 1: ["B1", "Y2"], 2: ["B3", "G3"], 3: ["G3", "B5"]},
            "B9", current=1)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("r")
        await wait_for(pilot, lambda: "Jump-in is off in these rules." in screen_text(app))
        assert link.sent == []

    await run(state, keys)


async def test_a_challenge_the_turn_timer_answered_says_the_four_was_accepted_for_you() -> None:
    """newbie44 #4: the timer accepted the Wild Draw Four for Zoe, whose dialog was open; the
    status line said "The Wild Draw Four's question has passed." as if nothing had happened to
    her, while the log said she drew four and missed her turn."""
    state = scripted_state()
    arrange(state, {0: ["G7", "R5"], 1: ["W4", "Y2", "Y3"], 2: ["B2", "B3"],
                    3: ["W4", "R1", "R2"]}, "R9", current=3)
    play(state, 3, "W4", color="blue")

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        seen = len(state.log)
        apply(state, 0, action_from_wire({"type": "accept"}))
        for ev in state.log[seen:]:  # (as the host marks the turn timer's moves)
            if ev.get("seat") == 0:
                ev["timed_out"] = True
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        # (the log says what the timer did; the status line, what the table waits for)
        await wait_for(pilot, lambda: "Waiting for Ana to play…" in screen_text(app))
        assert "question has passed" not in screen_text(app)
        assert "You accepted the Wild Draw Four (time ran out)" in screen_text(app)
        await pilot.press("d")  # (meant for the dialog: "take the cards")
        await wait_for(pilot, lambda: "Time ran out: the Wild Draw Four was accepted for you."
                       in screen_text(app))
        assert link.sent == []

    await run(state, keys)


def test_a_tables_note_inside_the_since_line_is_not_capitalised() -> None:
    """newbie44 #4: "Since your last move: you drew 4; The Wild Draw Four's question has
    passed"."""
    from unotui.widgets.log import in_line

    assert in_line("The Wild Draw Four's question has passed") \
        == "the Wild Draw Four's question has passed"
    assert in_line("You drew 4") == "you drew 4"
    assert in_line("Ana played R5") == "Ana played R5"  # (names keep their capital)


async def test_a_question_that_came_while_another_screen_covered_the_table_opens_after_it() -> None:
    """newbie52 #1, #2: the colour and challenge questions open when a view arrives with the
    table on top; one that came while something else covered it (the help, the box showing a
    challenged hand, the results) never opened when that closed — the status said "choose
    the colour for the first card" and no key could answer it."""
    state = scripted_state()
    arrange(state, {0: ["G7", "R5"], 1: ["G7", "Y2"], 2: ["G2", "B2"], 3: ["W4", "B6"]},
            "G9", current=3)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: not isinstance(app.screen, TableScreen))
        play(state, 3, "W4", color="red")  # (on Zoe, while the help covers the table)
        link.feed_view(state)
        await pilot.pause(0.3)
        assert not isinstance(app.screen, ChallengeDialog)
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))

    await run(state, keys)


async def test_a_round_that_ends_under_ctrl_q_s_question_shows_its_results_once_answered_no(
) -> None:
    """newbie52 #1: Ctrl+Q asked "Leave the match?", then the round ended and its results
    covered the question; Enter for the next round brought the question back over round 2,
    unasked as far as the player could tell. The results wait under the question: answered
    no, they show."""
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.round_end import RoundEndScreen

    state = ana_on_her_last_card()

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("ctrl+q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        play(state, 1, "R5")  # Ana goes out: the round is over, the match goes on
        link.feed_view(state)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view
                                          and s.view["phase"] == "round_over"
                                          for s in app.screen_stack))
        await pilot.pause(0.2)
        assert isinstance(app.screen, ConfirmDialog)  # (the question stays on top)
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        assert link.left is False

    await run(state, keys)


async def test_a_round_that_ends_under_the_help_closes_it_for_its_results() -> None:
    """newbie53 #2: ? pressed just before a round ended: the results came over the help, so
    Escape meant for the help asked to leave the match, and the help came back over the next
    round. The results take the help's place."""
    from unotui.screens.help import HelpScreen
    from unotui.screens.round_end import RoundEndScreen

    state = ana_on_her_last_card()

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        play(state, 1, "R5")  # Ana goes out: the round is over
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        assert not any(isinstance(s, HelpScreen) for s in app.screen_stack)

    await run(state, keys)
