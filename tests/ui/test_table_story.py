"""What happened, dialogs that leave the table in sight, and the hand (issue 9, points 2–4).

Pilot tests against a scripted table: the views are exact core views, fed one by one, so every
test knows what the player must see."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state, shown, wait_for

from core import Play, apply, view
from core.actions import Draw, Pass
from core.cards import Card, Color
from unotui.app import build_app
from unotui.dialogs import ChallengeDialog, ColorDialog
from unotui.dialogs.history import HistoryScreen
from unotui.screens.round_end import RoundEndScreen
from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView
from unotui.widgets.log import LogPanel, SinceLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def make(link: ScriptedLink, **kwargs: Any) -> Any:
    async def factory() -> ScriptedLink:
        return link

    kwargs.setdefault("ascii_only", False)
    return build_app(link_factory=factory, lang="en", **kwargs)


async def fed(pilot: Any, link: ScriptedLink, state: Any, seat: int = 0) -> TableScreen:
    """Feed ``state``'s view and wait until the table shows it."""
    link.feed({"t": "view", "view": view(state, seat)})
    await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view is not None
                                      and s.view["state_id"] == state.state_id
                                      for s in pilot.app.screen_stack))
    await pilot.pause()
    return next(s for s in pilot.app.screen_stack if isinstance(s, TableScreen))


def draws_and_passes(state: Any, seat: int) -> None:
    """``seat``'s turn goes by: it draws, and keeps the card if it could play it."""
    apply(state, seat, Draw())
    if state.drawn is not None:
        apply(state, seat, Pass())


def play(state: Any, seat: int, code: str, color: Color | None = None) -> None:
    apply(state, seat, Play(Card.parse(code), color))


# ------------------------------------------------------------------------------ the log
async def test_the_log_keeps_the_whole_round_though_each_view_carries_only_its_tail() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1", "Y2"], 2: ["G1", "G2"], 3: ["B1", "B3"]}, "R9",
            current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        play(state, 0, "R5")
        for _ in range(8):  # everyone draws (and passes): more than a view carries
            for seat in (1, 2, 3, 0):
                apply(state, seat, Draw())
                if state.drawn is not None:
                    apply(state, seat, Pass())
            table = await fed(pilot, link, state)
        tail = view(state, 0)["log"]
        assert len(tail) == 40 and tail[0]["type"] != "round_start"  # the deal scrolled off
        lines = table.query_one(LogPanel).lines
        assert lines[0].startswith("Dealer draw:")  # (the draw for the first dealer)
        assert lines[1].startswith("Round 1 begins") and lines[2] == "You played R5"
        assert lines[-1] == table.match_log.lines(NAMES, 0)[-1]

        panel = table.query_one(LogPanel)
        newest = screen_text(app)
        await pilot.press("pageup")  # scroll back through the match
        assert panel.back > 0
        assert "newer lines below (PgDn)" in await shown(pilot)
        assert await shown(pilot) != newest
        await pilot.press(*["pageup"] * 20)
        assert "You played R5" in await shown(pilot)  # the oldest lines are reachable
        await pilot.press(*["pagedown"] * 20)
        assert panel.back == 0


async def test_a_log_scrolled_back_follows_the_game_again_at_your_turn() -> None:
    """newbie51 #2: scrolled back once, the log never followed the game again — into the next
    round it still showed round 1, "74 newer lines below", 19 presses of PgDn away. It follows
    again when this player's turn comes (and at a new round)."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G7", "B2"], 1: ["Y1", "Y2"], 2: ["G1", "G2"], 3: ["B1", "B3"]},
            "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        play(state, 0, "R5")
        for seat in (1, 2, 3):  # (lines enough to scroll back through)
            draws_and_passes(state, seat)
        panel = (await fed(pilot, link, state)).query_one(LogPanel)
        await pilot.press("pageup")
        assert panel.back > 0
        draws_and_passes(state, 0)  # (the others' turns: the log stays where the reader left it)
        await fed(pilot, link, state)
        assert panel.back > 0
        for seat in (1, 2, 3):
            draws_and_passes(state, seat)
        await fed(pilot, link, state)  # (Zoe's turn again)
        assert state.current == 0 and panel.back == 0
        assert "newer line" not in await shown(pilot)


async def test_the_history_shows_every_round_in_plain_text() -> None:
    state = scripted_state(target_score=500)
    arrange(state, {0: ["R5"], 1: ["Y1", "Y2"], 2: ["G1", "G2"], 3: ["B1", "B3"]}, "R9",
            current=1)
    link = ScriptedLink(NAMES)
    app = make(link, ascii_only=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state)
        for seat in (1, 2, 3):
            draws_and_passes(state, seat)
        play(state, 0, "R5")  # you go out: the round ends
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        app.screen.dismiss(None)  # (closing the results is the app's business; not tested here)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("L")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        text = app.screen.text()
        assert "-- Round 1: dealt by" in text
        # numbered by turn: the deal belongs to no turn, a draw and its pass are one turn
        assert "      Round 1 begins" in text
        assert "   1. Ana drew a card\n      Ana passed\n   2. Bo drew a card" in text
        assert "You played R5" in text and "You won the round" in text
        assert (await shown(pilot)).isascii()
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))


async def test_a_long_history_line_wraps_with_its_rows_after_the_turn_number() -> None:
    """Found by a play-tester: "13. You challenged Cy: … R3," went on at column 1 on the next
    row (" R3, B0)"), so one turn read as two lines."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1", "Y2"], 2: ["G1", "G2"], 3: ["B1", "B3"]}, "R9",
            current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        v = view(state, 0)
        seq = max(ev["seq"] for ev in v["log"])
        v["log"] = [*v["log"], {"seq": seq + 1, "type": "challenge", "seat": 0, "target": 3,
                                "guilty": False,
                                "hand": ["B5", "RS", "R3", "R3", "B0", "G7", "Y8", "G2", "B9"]}]
        link.feed({"t": "view", "view": v})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.press("L")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        rows = (await shown(pilot)).splitlines()
        first = next(i for i, row in enumerate(rows) if "1. You challenged Cy" in row)
        start = rows[first].index("You challenged")
        assert rows[first + 1][:start].strip() == ""  # the next row starts under the words
        assert rows[first + 1][start] != " " and "B9" in rows[first + 1]
        assert app.screen.text().count("\n") == len(app.screen.lines) - 1  # (as it was)


async def test_since_your_last_move_sums_up_the_others_turns_at_80x24() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7", "B2"], 1: ["RD", "Y2"], 2: ["G1", "G2"],
                    3: ["W", "B3", "B4"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        play(state, 0, "R5")
        play(state, 1, "RD")  # Bo draws 2 and misses his turn
        play(state, 3, "W", Color.BLUE)
        await fed(pilot, link, state)
        since = table.query_one(SinceLine).text
        assert since == ("Since your last move: Ana played R+2; Bo drew 2; "
                         "Cy played W and chose blue")
        text = screen_text(app)
        assert "Since your last move:" in text and "Cy played W and chose blue" in text
        # the oldest phrases give way, whole, when the line is short
        assert table.query_one(SinceLine).fit(60) == \
            "Since your last move: … Cy played W and chose blue"


def test_a_penalty_you_drew_stays_in_the_since_line() -> None:
    """'Ana +2 → you drew 2': a penalty is done to you, not a move of yours, so the line still
    starts at your last real move and says you drew."""
    from unotui.widgets.log import SinceLine, since_last_move

    events = [
        {"seq": 1, "type": "round_start", "round": 1, "dealer": 3, "card": "R9"},
        {"seq": 2, "type": "play", "seat": 0, "card": "R5"},
        {"seq": 3, "type": "play", "seat": 1, "card": "RD"},
        {"seq": 4, "type": "draw", "seat": 2, "count": 2, "why": "penalty", "wanted": 2},
        {"seq": 5, "type": "play", "seat": 3, "card": "RD"},
        {"seq": 6, "type": "draw", "seat": 0, "count": 2, "why": "penalty", "wanted": 2},
        {"seq": 7, "type": "play", "seat": 1, "card": "R7"},
    ]
    phrases = since_last_move(events, NAMES, 0)
    assert len(phrases) == 5 and "you drew 2" in phrases[3].lower()
    line = SinceLine()
    line.set_phrases(phrases[3:])  # inside the line "you" is no sentence's start
    assert line.text == "Since your last move: you drew 2; Ana played R7"
    turn = [*events, {"seq": 8, "type": "draw", "seat": 0, "count": 1, "why": "turn",
                      "wanted": 1}]
    # (a turn's draw is half a move: deciding on the card drawn, the others' moves stay, with
    # the draw after them, newbie72 #1; the pass or play that follows ends the window)
    after = since_last_move(turn, NAMES, 0)
    assert after[:-1] == phrases and after[-1].lower() == "you drew 1", after
    passed = [*turn, {"seq": 9, "type": "pass", "seat": 0}]
    assert since_last_move(passed, NAMES, 0) == []


def test_before_your_first_move_the_line_says_since_the_deal() -> None:
    """The line starts at the deal until you have moved: "Since your last move" was wrong
    before any move of yours."""
    from unotui.widgets.log import SinceLine, moved_this_round, since_last_move

    events = [
        {"seq": 1, "type": "round_start", "round": 1, "dealer": 3, "card": "RS"},
        {"seq": 2, "type": "play", "seat": 1, "card": "R7"},
    ]
    line = SinceLine()
    line.set_phrases(since_last_move(events, NAMES, 0), moved=moved_this_round(events, 0))
    assert line.text == "Since the deal: Ana played R7"
    events.append({"seq": 3, "type": "play", "seat": 0, "card": "R2"})
    events.append({"seq": 4, "type": "play", "seat": 1, "card": "R3"})
    line.set_phrases(since_last_move(events, NAMES, 0), moved=moved_this_round(events, 0))
    assert line.text == "Since your last move: Ana played R3"
    assert not moved_this_round(events, None)  # (a spectator has no moves)


def test_the_since_line_in_chinese_joins_with_a_full_width_semicolon() -> None:
    """It read "发牌以来：Bo 出了 Y4; Cy 摸了 1 张" with an ASCII ";"."""
    from unotui import i18n
    from unotui.widgets.log import SinceLine

    i18n.set_language("zh_CN")
    try:
        line = SinceLine()
        line.set_phrases(["Bo 出了 Y4", "Cy 摸了 1 张"], moved=False)
        text = line.text
    finally:
        i18n.set_language("en")
    assert text.endswith("Bo 出了 Y4；Cy 摸了 1 张") and ";" not in text


def test_your_own_uno_call_is_not_news_in_the_since_line() -> None:
    """The UNO you called with your card is part of your move: the line tells what the others
    did since, not "You called UNO!" again."""
    from unotui.widgets.log import since_last_move

    events = [
        {"seq": 1, "type": "round_start", "round": 1, "dealer": 3, "card": "R9"},
        {"seq": 2, "type": "play", "seat": 0, "card": "R5"},
        {"seq": 3, "type": "uno", "seat": 0},
        {"seq": 4, "type": "play", "seat": 1, "card": "R7"},
        {"seq": 5, "type": "uno", "seat": 1},
    ]
    phrases = since_last_move(events, NAMES, 0)
    assert len(phrases) == 2 and "Ana" in phrases[0] and "UNO" in phrases[1]
    assert not any("You" in phrase for phrase in phrases)


# -------------------------------------------------------------------------- the results
async def test_the_results_say_who_went_out_on_what_and_the_last_plays() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["RD", "Y2"], 2: ["R1", "G2", "W"], 3: ["B3", "R4"]},
            "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state)
        play(state, 0, "R5")
        play(state, 1, "RD")  # Bo draws 2, skipped
        play(state, 3, "R4")
        apply(state, 0, Draw())
        if state.drawn is not None:
            apply(state, 0, Pass())
        await fed(pilot, link, state)
        state.hands[1] = [Card.parse("R2")]  # Ana's last card, so that she goes out now
        state.current = 1
        state.drawn = None
        state.state_id += 1
        play(state, 1, "R2")  # Ana goes out
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        text = await shown(pilot)
        assert "Ana went out on R2." in text
        assert "How the round ended" in text
        assert "Ana played R2" in text and "Cy played R4" in text
        results = app.screen.results_table()
        assert results.row_count == 4  # every hand and its points


# --------------------------------------------------------------------------- the dialogs
def _overlaps(a: Any, b: Any) -> bool:
    return bool(a.intersection(b).area)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_dialogs_leave_the_players_the_top_card_and_the_hand_in_sight(
        size: tuple[int, int]) -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7", "B2", "W", "RD", "Y9", "W4"], 1: ["Y1", "R1"],
                    2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=size) as pilot:
        table = await fed(pilot, link, state)
        top = table.query_one("#top").region
        hand = table.query_one("#hand-box").region
        await pilot.press("7", "enter")  # the Wild Draw Four (sorted last)
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        await shown(pilot)
        box = app.screen.query_one("Vertical").region
        assert not _overlaps(box, top) and not _overlaps(box, hand), (size, box)
        assert box.width <= 56
        text = screen_text(app)
        for chip in (" R  Red", " Y  Yellow", " G  Green", " B  Blue"):  # colour and letter
            assert chip in text
        assert "A bluff: you hold a red card" in text
        await pilot.press("b")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "W4",
                                                     "color": "blue"}])


async def test_a_bluff_on_a_stack_warns_of_the_whole_total() -> None:
    """A Wild Draw Four stacked on a Draw Two under progressive stacking: a challenged bluff
    costs the whole pending total (docs/RULES.md decision 1), and the colour picker says so."""
    state = scripted_state(stacking="progressive")
    arrange(state, {0: ["R5", "G2", "B7"], 1: ["GD", "Y1"], 2: ["W4", "G3", "R3"],
                    3: ["B1", "Y2"]}, "G9", current=1)
    play(state, 1, "GD")
    link = ScriptedLink(NAMES, seat=2)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state, seat=2)
        await pilot.press("3", "enter")  # sorted G3 R3 W4
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        assert app.screen.body_text == \
            "A bluff: you hold a green card. If challenged, you draw 6."
        await pilot.press("b")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "W4",
                                                     "color": "blue"}])


async def test_the_challenge_shows_the_colour_before_and_the_offenders_cards() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G2"], 1: ["W4", "Y1", "G1", "B9"], 2: ["G3", "R3"],
                    3: ["B1", "Y2"]}, "Y9", current=1)
    play(state, 1, "W4", Color.GREEN)  # Ana held Y1: a bluff
    link = ScriptedLink(NAMES, seat=2)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "view", "view": view(state, 2)})
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        text = await shown(pilot)
        assert "Colour before it:  Y  Yellow" in text
        assert "Ana holds 3 cards" in text
        assert app.screen.body_text == \
            "If Ana held a yellow card, Ana draws 4 and you play; if not, you draw 6 and " \
            "miss your turn."  # (who plays after a right challenge: rules36 #4)
        box = app.screen.query_one("Vertical").region
        assert not _overlaps(box, table.query_one("#hand-box").region)
        await pilot.press("x")
        await wait_for(pilot, lambda: link.sent == [{"type": "challenge"}])


# ----------------------------------------------------------------------------- the hand
async def test_the_hand_is_sorted_the_cursor_starts_on_a_playable_card_and_numbers_pick() -> None:
    state = scripted_state()
    arrange(state, {0: ["W", "B2", "G7", "Y3", "R5", "GS", "YR"], 1: ["Y1"], 2: ["G1"],
                    3: ["B1"]}, "G9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        hand = table.query_one(HandView)
        assert hand.cards == ["R5", "Y3", "YR", "G7", "GS", "B2", "W"]
        assert hand.current() == "G7"  # the first card that fits the green 9
        text = screen_text(app)
        assert "⊘ Skip" in text and "⇄ Reverse" in text  # the symbols explained on screen
        assert "  1    2    3   4▲ " in text  # each card's number key, the cursor on the 4th
        await pilot.press("1")
        assert hand.current() == "R5" and link.sent == []
        assert "R5 does not fit the pile now." in await shown(pilot)
        await pilot.press("3")  # (a card named as its face shows it, as the log names it)
        assert "Y⇄ does not fit the pile now." in await shown(pilot)
        await pilot.press("4")  # back to G7, where the turn started: the first press only picks
        await pilot.pause()
        assert hand.current() == "G7" and link.sent == []
        await pilot.press("5", "5")  # the same number again: played
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "GS"}])


async def test_a_turn_that_comes_straight_back_starts_on_a_playable_card() -> None:
    """newbie45 #8: at a table of two, after Zoe's Skip gave her the turn again, the cursor
    stayed where it was, on G1, which did not fit: Enter said "G1 does not match…". A turn
    that comes straight back is a new turn: the cursor goes to a card that fits."""
    state = scripted_state(players=2)
    arrange(state, {0: ["RS", "G1", "R4", "B7"], 1: ["Y1", "Y2"]}, "R9", current=0)
    link = ScriptedLink(NAMES[:2])
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        hand = table.query_one(HandView)
        hand.move_to(hand.cards.index("G1"))  # (the player looks at G1, then plays the Skip)
        apply(state, 0, Play(Card.parse("RS")))
        assert state.current == 0  # (the Skip at a table of two: Zoe again)
        await fed(pilot, link, state)
        await pilot.pause()
        assert hand.current() == "R4", hand.current()


async def test_a_number_key_never_plays_on_its_first_press() -> None:
    """A turn starts with the cursor on a playable card: pressing that card's number picks it
    (already picked) and only the same number again plays it, so one press never surprises."""
    state = scripted_state()
    arrange(state, {0: ["G7", "R5"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "G9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        hand = table.query_one(HandView)
        assert hand.current() == "G7" and hand.cards.index("G7") == 1
        await pilot.press("2")
        await pilot.pause()
        assert link.sent == []
        await pilot.press("2")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "G7"}])


async def test_a_drawn_card_is_marked_and_taken_to() -> None:
    state = scripted_state()
    arrange(state, {0: ["B2", "Y3"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "G9", current=0)
    state.draw_pile.remove(Card.parse("G4"))
    state.draw_pile.append(Card.parse("G4"))  # the next card drawn
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        apply(state, 0, Draw())
        await fed(pilot, link, state)
        hand = table.query_one(HandView)
        assert hand.cards == ["Y3", "G4", "B2"]  # sorted in among the others
        assert hand.current() == "G4" and hand.fresh == {1}
        assert " 2▲✦ " in screen_text(app)
        apply(state, 0, Pass())  # your move: the card is no longer new
        await fed(pilot, link, state)
        assert hand.fresh == set()


async def test_drawing_again_on_a_later_turn_leaves_only_the_new_card_marked() -> None:
    """Found by a new player: drawing on turn after turn kept every drawn card marked new (six
    and more ✦), since only a play or a pass counted as a move. A draw is a move too."""
    state = scripted_state()
    arrange(state, {0: ["B2", "Y3"], 1: ["Y1"], 2: ["Y2"], 3: ["Y4"]}, "G9", current=0)
    for code in ("R6", "R7", "R3", "R2", "R4"):  # drawn in the reverse order: R4 first
        state.draw_pile.remove(Card.parse(code))
        state.draw_pile.append(Card.parse(code))
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        hand = table.query_one(HandView)
        apply(state, 0, Draw())  # R4 does not fit: the turn passes
        await fed(pilot, link, state)
        assert [hand.cards[i] for i in hand.fresh] == ["R4"]
        for seat in (1, 2, 3):
            apply(state, seat, Draw())
            await fed(pilot, link, state)
        assert state.current == 0
        apply(state, 0, Draw())  # R6 now
        await fed(pilot, link, state)
        assert [hand.cards[i] for i in hand.fresh] == ["R6"]


async def test_a_draw_two_turned_up_first_marks_the_two_cards_it_gives() -> None:
    """The deal marks nothing, but the Draw Two turned up first gives its victim two cards
    in the same moment: those are new, as any drawn card is."""
    state = scripted_state(seed=17)  # (seed 17: GD turned up, seat 2 draws two)
    drawn = [ev for ev in state.log if ev["type"] == "draw"]
    assert drawn and drawn[0]["seat"] == 2 and len(drawn[0]["private"]["cards"]) == 2
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=2)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        assert len(hand.cards) == 9
        assert sorted(hand.cards[i] for i in hand.fresh) == sorted(drawn[0]["private"]["cards"])


async def test_a_first_view_mid_round_marks_what_its_log_says_was_drawn_since_the_last_move(
) -> None:
    """ssh50 #4: over a reconnect (an SSH visitor's new session, the log's tail without the
    deal) every ✦ was lost: the first view had no hand before it to compare with. Its log says
    what this player drew since their last move; those cards are new still, the others not."""
    state = scripted_state()
    arrange(state, {0: ["B2", "Y3"], 1: ["Y1", "Y5"], 2: ["G1"], 3: ["B1"]}, "G9", current=0)
    def next_drawn(code: str) -> None:
        state.draw_pile.remove(Card.parse(code))
        state.draw_pile.append(Card.parse(code))

    next_drawn("R7")
    apply(state, 0, Draw())  # R7 does not fit: the turn passes (a move: older cards not new)
    for seat in (1, 2, 3):
        draws_and_passes(state, seat)
    next_drawn("G5")
    apply(state, 0, Draw())  # G5, kept: the turn is Zoe's still
    state.log = [ev for ev in state.log if ev["type"] != "round_start"]  # (the tail alone)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        hand = table.query_one(HandView)
        assert sorted(hand.cards) == ["B2", "G5", "R7", "Y3"]
        assert [hand.cards[i] for i in hand.fresh] == ["G5"], hand.fresh


async def never_shown(pilot: Any, app: Any, words: str) -> None:
    """``words`` stay off the screen for a while (a status line said for a moment)."""
    for _ in range(10):
        await pilot.pause(0.02)
        assert words not in screen_text(app), screen_text(app)


def zoe_draws_next(card: str) -> Any:
    """Zoe (B2, Y3) to play on a Green 9, the next card of the pile ``card``."""
    state = scripted_state()
    arrange(state, {0: ["B2", "Y3"], 1: ["Y1", "Y5"], 2: ["G1"], 3: ["B1"]}, "G9", current=0)
    state.draw_pile.remove(Card.parse(card))
    state.draw_pile.append(Card.parse(card))
    return state


@contextlib.asynccontextmanager
async def zoe_to_draw(card: str, shown_first: bool = True) -> AsyncIterator[
        tuple[Any, ScriptedLink, Any, Any]]:
    """The app at 80×24 with :func:`zoe_draws_next` ``card`` (fed to it first unless not
    ``shown_first``): ``(state, link, app, pilot)``."""
    state = zoe_draws_next(card)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        if shown_first:
            await fed(pilot, link, state)
        yield state, link, app, pilot


async def test_a_drawn_card_that_does_not_fit_says_the_turn_passes() -> None:
    """Drawing a card that does not fit ends the turn by itself: the status line says so for a
    moment, instead of jumping silently to "Waiting for Ana to play…"."""
    async with zoe_to_draw("R4") as (state, link, app, pilot):  # (no fit on G9)
        apply(state, 0, Draw())
        assert state.current == 1
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: "You drew R4: it does not fit, so your turn passes."
                       in screen_text(app))


@pytest.mark.parametrize("first", [True, False], ids=["first-view", "later-view"])
async def test_a_card_that_did_not_fit_turns_ago_is_not_told_as_news(first: bool) -> None:
    """ssh43 #4: a visitor back (a new app: its first view) read "You drew R4: it does not
    fit, so your turn passes." of a turn long past, while another played. A log begun now, or
    news in which play went on past the draw, is not what just happened."""
    state = zoe_draws_next("R4")  # (no fit on G9)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        if not first:
            await fed(pilot, link, state)
        apply(state, 0, Draw())
        draws_and_passes(state, 1)  # (Ana's turn went by too, in the same news)
        assert state.current == 2
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: "Bo" in screen_text(app))
        await never_shown(pilot, app, "does not fit")


async def test_a_card_that_does_not_fit_is_told_when_quick_bots_played_on_in_the_same_view(
        ) -> None:
    """review46: at a table of bots with no delay their plays come in the view that answers the
    player's d: "play went on past it" took that for old news, and the player was never told
    the card drawn did not fit."""
    async with zoe_to_draw("R4") as (state, link, app, pilot):  # (no fit on G9)
        await pilot.press("d")  # (the player's own draw, asked for)
        await pilot.pause(0.05)
        apply(state, 0, Draw())
        draws_and_passes(state, 1)  # (Ana played on in the same news)
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: "You drew R4: it does not fit, so your turn passes."
                       in screen_text(app))


async def test_a_notice_stays_through_the_views_that_follow_it() -> None:
    """newbie43 #6: at a table of bots a view came every 0.6 s and each put the status line
    back to what the game waits for: a notice ("Calling UNO now would be wrong…") was gone
    before it was read. It stays its few seconds, unless the turn comes to the player."""
    async with zoe_to_draw("R4") as (state, link, app, pilot):
        apply(state, 0, Draw())  # (R4 does not fit: Ana's turn)
        await fed(pilot, link, state)
        await pilot.press("c")
        await wait_for(pilot, lambda: "Nobody can be caught now." in screen_text(app))
        draws_and_passes(state, 1)  # (a view that does not bring Zoe's turn)
        await fed(pilot, link, state)
        for _ in range(5):
            await pilot.pause(0.02)
            assert "Nobody can be caught now." in screen_text(app)


async def test_a_notice_gives_way_when_the_table_offers_something_to_do() -> None:
    """A notice kept through the views (newbie43 #6) must not hide a chance that lasts a
    moment: Ana down to one card without UNO, a catch for Zoe, puts the status line back."""
    state = scripted_state()
    arrange(state, {0: ["B2", "Y3"], 1: ["G1", "G5"], 2: ["R1", "R2"], 3: ["B1", "B5"]}, "G9",
            current=1)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state)
        await pilot.press("c")
        await wait_for(pilot, lambda: "Nobody can be caught now." in screen_text(app))
        play(state, 1, "G1")  # (one card left, no UNO called: a catch for the others)
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: "Nobody can be caught now." not in screen_text(app))


async def test_escape_at_the_table_says_what_leaves_and_what_helps() -> None:
    """newbie43 #14: Escape at the table did nothing without a word, where Tab says so."""
    async with zoe_to_draw("R4") as (_state, _link, app, pilot):
        await pilot.press("escape")
        await wait_for(pilot, lambda: "q leaves, ? shows the keys" in screen_text(app))
        assert isinstance(app.screen, TableScreen)


async def test_a_drawn_card_kept_by_choice_is_not_said_not_to_fit() -> None:
    """The engine logs a pass after every turn draw not played (the table cannot tell a kept
    card that fits from one that does not): a card the player kept with p fits, and the
    status line does not say otherwise."""
    async with zoe_to_draw("G4") as (state, link, app, pilot):  # (it fits on G9)
        apply(state, 0, Draw())
        await fed(pilot, link, state)
        apply(state, 0, Pass())
        assert state.current == 1
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: "Ana" in screen_text(app))
        await never_shown(pilot, app, "does not fit")


async def test_a_card_a_bot_drew_for_the_player_is_not_said_to_be_theirs() -> None:
    """away35 #12: back in the seat a stand-in bot held, the status line read "You drew G⊘:
    it does not fit, so your turn passes." — the bot's draw, not the player's."""
    async with zoe_to_draw("R4") as (state, link, app, pilot):
        apply(state, 0, Draw())
        seen = view(state, 0)
        for ev in seen["log"]:
            if ev.get("type") == "draw" and ev.get("seat") == 0:
                ev["by_bot"] = True  # (as the host marks a stand-in's moves)
        link.feed({"t": "view", "view": seen})
        await wait_for(pilot, lambda: "Waiting for Ana" in screen_text(app))
        await pilot.pause()
        assert "so your turn passes" not in screen_text(app)


async def test_a_setting_keeps_the_dealt_order(fixed_settings: Path) -> None:
    (fixed_settings / "settings.json").write_text(
        json.dumps({"name": "Zoe", "hand_order": "dealt"}), encoding="utf-8")
    state = scripted_state()
    arrange(state, {0: ["W", "B2", "G7", "R5"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9",
            current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        assert table.query_one(HandView).cards == ["W", "B2", "G7", "R5"]


async def test_a_turn_starts_on_a_coloured_card_before_a_wild_one(fixed_settings: Path) -> None:
    """newbie36 #5: a deal's first turn began with the cursor on a wild card (here the first
    card dealt), and Enter at once spent the hand's most valuable card. It starts on a card
    of a colour that fits; a cursor the player put on the wild stays there."""
    (fixed_settings / "settings.json").write_text(
        json.dumps({"name": "Zoe", "hand_order": "dealt"}), encoding="utf-8")
    state = scripted_state()
    arrange(state, {0: ["W", "B2", "G7", "R5", "R6"], 1: ["Y1", "Y2"], 2: ["G1", "G2"],
                    3: ["B1", "B3"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        hand = table.query_one(HandView)
        assert hand.cards[0] == "W" and hand.current() == "R5"
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R5"}])
        play(state, 0, "R5")
        for seat in (1, 2, 3):
            apply(state, seat, Draw())
            if state.current == seat:
                apply(state, seat, Pass())
        await pilot.press("home")  # the player puts the cursor on the wild
        assert hand.current() == "W"
        await fed(pilot, link, state)
        assert hand.current() == "W"
        # the card the player put the cursor on is played: the next turn's cursor, on its
        # neighbour, is nobody's choice again (review36 #4)
        hand.move_to(hand.cards.index("R6"))
        hand.placed = True
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent[-1:] == [{"type": "play", "card": "R6"}])
        play(state, 0, "R6")
        table = await fed(pilot, link, state)
        assert hand.placed is False


async def test_the_settings_screen_offers_the_hand_order(fixed_settings: Path) -> None:
    from unotui import settings as settings_mod
    from unotui.screens.host_setup import Choice
    from unotui.screens.settings import SettingsScreen

    app = build_app(start=lambda: SettingsScreen(), lang="en", ascii_only=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        choice = app.screen.query_one("#hand-order", Choice)
        assert choice.value == "sorted"
        choice.value = "dealt"
        await wait_for(pilot, lambda: settings_mod.load().hand_order == "dealt")


# ------------------------------------------------------------------ the first frame
async def test_a_local_game_is_dealt_at_once_but_its_bots_wait_until_the_table_is_on_screen(
        ) -> None:
    import asyncio

    from core import Rules
    from unotui.link import open_local_table

    link = await open_local_table(Rules(), 3, "Zoe", seed=4, bot_delay=0)
    try:
        first = link.client.last_view  # dealt: the table's first frame can show the hand
        assert first is not None and first["hand"]
        assert first["current"] != 0  # a bot is to move first in this seeded game
        await asyncio.sleep(0.2)  # unheld bots would have moved many times by now
        seen = []
        while not link.client.messages.empty():
            seen.append(link.client.messages.get_nowait())
        views = [m["view"] for m in seen if m.get("t") == "view"]
        assert [v["state_id"] for v in views] == [first["state_id"]]  # no bot has moved
        await link.table_shown()
        for _ in range(200):
            msg = await asyncio.wait_for(link.client.messages.get(), 5)
            if msg.get("t") == "view" and msg["view"]["state_id"] != first["state_id"]:
                break
        assert msg["view"]["state_id"] > first["state_id"]  # now the bots play
    finally:
        await link.close()


async def test_a_round_that_opens_on_the_players_colour_choice_shows_the_table_first() -> None:
    """Seed 105 turns up a Wild with the player to name its colour: the table (the hand dealt)
    is drawn before the colour dialog opens over it, and no bot has moved meanwhile."""
    app = build_app(seed=105, bot_delay=0, name="Zoe")
    frames: list[tuple[str, bool]] = []  # (screen drawn, the hand on it)
    display = app._display

    def record(screen: Any, renderable: Any) -> None:
        if renderable is not None:
            hand = screen.query(HandView) if isinstance(screen, TableScreen) else None
            frames.append((type(screen).__name__, bool(hand and hand.first().cards)))
        display(screen, renderable)

    app._display = record  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        table = app.screen_stack[-2]
        assert isinstance(table, TableScreen) and table.view is not None
        assert table.view["phase"] == "choose_color" and table.view["state_id"] == 0
        first_dialog = next(i for i, (name, _hand) in enumerate(frames) if name == "ColorDialog")
        assert ("TableScreen", True) in frames[:first_dialog]


# ------------------------------------------------------------------------ the match log
def test_the_match_log_keeps_every_round_and_starts_again_with_a_new_match() -> None:
    from unotui.widgets.log import MatchLog

    log = MatchLog()
    first = [{"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R1"},
             {"seq": 2, "type": "play", "seat": 1, "card": "R2"}]
    assert log.add(first) == first
    assert log.add(first) == []  # the same tail again adds nothing
    second = [{"seq": 3, "type": "round_end", "winner": 1, "points": 10},
              {"seq": 4, "type": "round_start", "round": 2, "dealer": 1, "card": "G3"},
              "not an event", {"type": "play"}, {"seq": True, "type": "play"}]
    log.add(second)
    assert [n for n, _events in log.rounds()] == [1, 2]
    assert [ev["seq"] for ev in log.current_round()] == [4]
    assert log.lines(NAMES, 0)[:2] == ["Round 1 begins, dealt by you. First card: R1.",
                                      "Ana played R2"]
    log.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 2, "card": "B1"}])
    assert len(log.events) == 1 and log.lines(NAMES, 0) == [
        "Round 1 begins, dealt by Bo. First card: B1."]  # a new match at the same table


async def test_a_seven_o_swap_says_whose_hand_you_hold_and_marks_its_cards_new() -> None:
    """After a swap the whole hand is new to its holder: every card gets its ✦, and the log
    says whose hand it was (play-test ux23 #9: nothing told the player the hand changed)."""
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["R7", "G2", "B5"], 1: ["Y1", "Y2"], 2: ["G1", "R3"], 3: ["B1", "Y3"]},
            "R9", current=0)
    link = ScriptedLink(NAMES, seat=2)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state, seat=2)
        apply(state, 0, Play(Card.parse("R7"), target=2))  # Zoe swaps hands with Bo (you)
        table = await fed(pilot, link, state, seat=2)
        assert "Zoe swapped hands with you" in table.query_one(SinceLine).text
        assert "Zoe swapped hands with you" in table.query_one(LogPanel).lines
        hand = table.query_one(HandView)
        assert hand.cards == ["G2", "B5"] and hand.fresh == {0, 1}
        # (and for how many of yours, party35 #5)
        assert "You now hold Zoe's hand. You gave 2 cards for it." in \
            table.query_one(LogPanel).lines
        await pilot.press("L")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        assert "Zoe played R7" in app.screen.text()
        assert "Zoe swapped hands with you" in app.screen.text()


async def test_a_swap_right_after_your_draw_counts_the_card_you_drew() -> None:
    """review35 #7: "You gave N cards" counted from the hand of the view before; a card you
    drew in the same batch as the 7 that took your hand was left out (2 said, 3 given)."""
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["G2", "B5"], 1: ["Y1", "Y2"], 2: ["G1", "B3"], 3: ["R7", "Y3", "B6"]},
            "R9", current=2)
    state.draw_pile.remove(Card.parse("Y4"))
    state.draw_pile.append(Card.parse("Y4"))  # (Bo's draw: a card that does not fit R9)
    link = ScriptedLink(NAMES, seat=2)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state, seat=2)
        apply(state, 2, Draw())
        if state.current == 2:
            apply(state, 2, Pass())
        apply(state, 3, Play(Card.parse("R7"), target=2))  # Cy swaps hands with Bo (you)
        table = await fed(pilot, link, state, seat=2)
        assert sorted(table.query_one(HandView).cards) == ["B6", "Y3"]
        assert "You now hold Cy's hand. You gave 3 cards for it." in \
            table.query_one(LogPanel).lines, table.query_one(LogPanel).lines


async def test_a_zero_passing_hands_on_says_whose_hand_you_hold_now() -> None:
    """Seven-O, a 0: every hand passes to the next player in the direction of play; Bo (seat 2)
    gets Ana's, all marked new."""
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["R0", "G2", "B5"], 1: ["Y1", "Y2"], 2: ["G1", "R3"], 3: ["B1", "Y3"]},
            "R9", current=0)
    link = ScriptedLink(NAMES, seat=2)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state, seat=2)
        apply(state, 0, Play(Card.parse("R0")))
        table = await fed(pilot, link, state, seat=2)
        hand = table.query_one(HandView)
        assert sorted(hand.cards) == ["Y1", "Y2"] and hand.fresh == {0, 1}
        assert "You now hold Ana's hand. You gave 2 cards for it." in \
            table.query_one(LogPanel).lines
        assert "✦" in screen_text(app)


async def test_a_wild_power_swap_on_you_says_what_went_and_what_came() -> None:
    """party35 #5: the player a wild power's swap was aimed at read only "Zoe gave a card"
    three times and "Zoe took 3 cards from you": what left their hand is said now."""
    from core import action_from_wire

    state = scripted_state(wild_powers=True)
    arrange(state, {0: ["W", "G1", "G3", "Y5", "B2"], 1: ["Y1", "Y2", "B7"], 2: ["G2", "R4"],
                    3: ["B1", "R1"]}, "R9", current=0)
    link = ScriptedLink(NAMES, seat=1)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state, seat=1)
        apply(state, 0, action_from_wire({"type": "play", "card": "W", "color": "red",
                                          "power": "swap", "target": 1}))
        await fed(pilot, link, state, seat=1)
        for card in ("G1", "G3", "Y5"):
            apply(state, 0, action_from_wire({"type": "give", "card": card}))
            table = await fed(pilot, link, state, seat=1)
        lines = table.query_one(LogPanel).lines
        said = [line for line in lines if line.startswith("Swap: Zoe took")]
        taken = sorted({"Y1", "Y2", "B7"} - {str(c) for c in state.hands[1]})
        assert said and all(card in said[0] for card in taken), lines
        assert "and gave you G1, G3, Y5." in said[0], said


def _every_dialog() -> dict[str, Any]:
    from unotui import dialogs

    return {
        "colour": lambda: dialogs.ColorDialog("W"),
        "challenge": lambda: dialogs.ChallengeDialog("Ana", "red", 5),
        "seven-o seat": lambda: dialogs.ChoosePlayerDialog(
            "Swap hands with whom?", [(1, "Ana (5 cards)"), (2, "Bo (2 cards)"),
                                       (3, "Cy (6 cards)")]),
        "wild power": lambda: dialogs.OptionsDialog(
            "What does your Wild do?", [("Change the colour", ""), ("Look at a hand", "peek"),
                                        ("Swap cards", "swap")]),
        "peek": lambda: dialogs.PeekDialog("Ana", ["Y1", "Y2", "G3"], seconds=0),
        "date": lambda: dialogs.DateDialog(),
    }


@pytest.mark.parametrize("kind", list(_every_dialog()))
async def test_every_in_game_dialog_sits_between_the_players_and_the_hand(kind: str) -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7", "B2", "W"], 1: ["Y1", "R1"], 2: ["G1"], 3: ["B1"]}, "R9",
            current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        dialog = _every_dialog()[kind]()
        await app.push_screen(dialog)
        await wait_for(pilot, lambda: app.screen is dialog)
        await shown(pilot)
        box = dialog.query_one("Vertical").region
        assert box.height >= 3
        for part in ("#top", "#hand-box"):  # the players, the top card, your hand
            assert not _overlaps(box, table.query_one(part).region), (kind, part, box)


def test_the_card_legend_shortens_by_whole_entries() -> None:
    from unotui.widgets.cards import symbol_legend

    assert symbol_legend() == \
        "⊘ Skip · ⇄ Reverse · +2 Draw Two · W Wild · W+4 Wild Draw Four · ✦ new"
    assert symbol_legend(width=40) == "⊘ Skip · ⇄ Reverse · +2 Draw Two · ✦ new"
    assert symbol_legend(width=20) == "⊘ Skip · ⇄ Reverse"
    assert symbol_legend(ascii_only=True, width=20) == "S Skip - R Reverse"
    assert symbol_legend(width=5) == ""
    # (the symbols of the cards held stay longest: newbie47 #8, a W+4 in hand at 60 columns)
    assert symbol_legend(width=52, held=["W4", "R5"]) == \
        "⊘ Skip · ⇄ Reverse · W+4 Wild Draw Four · ✦ new"
    assert symbol_legend(width=20, held=["GD", "W4"]) == "+2 Draw Two"


@pytest.mark.parametrize("ascii_only", [False, True])
async def test_at_80_columns_the_legend_keeps_w4_while_a_bluff_is_explained(
        ascii_only: bool) -> None:
    """Found by a play-tester (in ASCII; Unicode too): with a Wild Draw Four that would be a
    bluff, "? a bluff now" went first in the legend and "W+4 Wild Draw Four" fell off the
    end. The bluff's note goes on the hand's title, the legend keeps every entry."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G7", "B2", "W", "RD", "Y9", "W4"], 1: ["Y1"], 2: ["G1"],
                    3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link, ascii_only=ascii_only)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state)
        assert table.query_one(HandView).bluff_marks == {"W4"}
        rows = (await shown(pilot)).splitlines()
        bullet, skip, fresh = ("-", "S", "n") if ascii_only else ("·", "⊘", "✦")
        title = next(row for row in rows if "Your hand (7)" in row)
        assert f"Your hand (7) {bullet} ? W+4 now would be a bluff" in title
        legend = next(row for row in rows if f"{skip} Skip" in row)
        assert f"W Wild {bullet} W+4 Wild Draw Four {bullet} {fresh} new" in legend
        assert len(legend) == 80
        play(state, 0, "R5")  # (then it is not your turn: no play, no bluff, no note)
        table = await fed(pilot, link, state)
        assert "would be a bluff" not in await shown(pilot)


async def test_a_narrow_table_shows_the_legend_that_fits() -> None:
    state = scripted_state()
    arrange(state, {0: ["RS", "GR"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(60, 24)) as pilot:
        await fed(pilot, link, state)
        text = await shown(pilot)
        assert "─ ⊘ Skip · ⇄ Reverse · +2 Draw Two · W Wild · ✦ new ─╯" in text  # whole entries


async def test_a_swap_seen_first_in_a_new_screens_log_adds_no_note_after_later_events() -> None:
    """Play-test ux26 #5: after a reconnect or a resume the table screen is new, and the first
    view's log tail holds a swap made earlier; "You now hold Zoe's hand." was added again at the
    end of the log, after the events since. The swap's own line says it, in its place."""
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["R7", "G2", "B5"], 1: ["Y1", "Y2"], 2: ["G1", "R3"], 3: ["B1", "Y3"]},
            "R9", current=0)
    apply(state, 0, Play(Card.parse("R7"), target=2))  # Zoe swapped hands with Bo (you)
    link = ScriptedLink(NAMES, seat=2)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await fed(pilot, link, state, seat=2)
        lines = table.query_one(LogPanel).lines
        assert "Zoe swapped hands with you" in lines
        assert "You now hold Zoe's hand." not in lines


def test_watcher_notes_in_a_row_fold_into_one_line_of_what_changed() -> None:
    """ssh26 #8: at an SSH door visitors come and go to watch, and a log line each crowded the
    match's log at 80×24. Watcher notes in a row make one line: what changed over them all."""
    from collections import Counter

    from unotui.widgets.log import MatchLog

    log = MatchLog()
    log.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R1"}])
    log.note_watchers(Counter(), Counter(["Cy"]))
    log.note_watchers(Counter(["Cy"]), Counter(["Cy", "Dee"]))
    assert log.lines(NAMES, 0)[-1] == "Cy is watching. Dee is watching."
    log.note_watchers(Counter(["Cy", "Dee"]), Counter(["Dee"]))
    # (a visit that came and went is said too, review27 #9)
    assert log.lines(NAMES, 0)[-1] == "Dee is watching. Cy came to watch and left."
    assert len(log.lines(NAMES, 0)) == 2
    log.add([{"seq": 2, "type": "play", "seat": 1, "card": "R2"}])
    log.note_watchers(Counter(["Dee"]), Counter())  # (after a move: a line of its own)
    assert log.lines(NAMES, 0)[-2:] == ["Ana played R2", "Dee stopped watching."]
    log.note_watchers(Counter(), Counter(["Dee"]))  # (back at once: it came to nothing)
    assert log.lines(NAMES, 0)[-1] == "Dee stopped watching and came back."
    assert len(log.lines(NAMES, 0)) == 4
    log.add([{"seq": 3, "type": "play", "seat": 2, "card": "R3"}])
    log.note_watchers(Counter(["Dee"]), Counter(["Dee", "Eve"]))
    log.note_watchers(Counter(["Dee", "Eve"]), Counter(["Dee"]))
    assert log.lines(NAMES, 0)[-1] == "Eve came to watch and left."
    log.add([{"seq": 4, "type": "play", "seat": 3, "card": "R4"}])
    # (a second watcher of the same name came and went: no name to tell apart, no empty line)
    log.note_watchers(Counter(["Dee"]), Counter(["Dee", "Dee"]))
    log.note_watchers(Counter(["Dee", "Dee"]), Counter(["Dee"]))
    assert log.lines(NAMES, 0)[-1] == "Dee stopped watching."


def test_watcher_notes_in_a_row_fold_in_the_since_line_too() -> None:
    """Review of ssh26 #8: the log folded watcher notes, the "Since your last move" line still
    listed one phrase each."""
    from collections import Counter

    from unotui.widgets.log import MatchLog, since_last_move

    log = MatchLog()
    log.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 3, "card": "R1"},
             {"seq": 2, "type": "play", "seat": 0, "card": "R2"}])
    log.note_watchers(Counter(), Counter(["Cy"]))
    log.note_watchers(Counter(["Cy"]), Counter(["Cy", "Dee"]))
    log.note_watchers(Counter(["Cy", "Dee"]), Counter(["Dee", "Eve"]))
    log.add([{"seq": 3, "type": "play", "seat": 1, "card": "R3"}])
    assert since_last_move(log.events, NAMES, 0) == [
        "Dee is watching; Eve is watching; Cy came to watch and left", "Ana played R3"]


def round_ending_of(events: list[dict[str, Any]], winner: int) -> tuple[str | None, list[str]]:
    """:meth:`TableScreen.round_ending` of a four-seat round Zoe watched end with ``events``,
    ``winner`` out of cards (the others hold 2 or 3), the names as they are now."""
    from types import SimpleNamespace

    from unotui.screens.table import TableScreen

    counts = [3, 2, 2, 2]
    counts[winner] = 0
    screen = SimpleNamespace(
        view={"seat": 0, "result": {"winner": winner}, "counts": counts}, names=NAMES,
        ascii_only=True, match_log=SimpleNamespace(current_round=lambda: events,
                                                   names_of=lambda ev, names, me: (names, me)),
        who=lambda seat: NAMES[seat])
    return TableScreen.round_ending(screen)  # type: ignore[arg-type]


def test_the_results_last_plays_leave_out_wrong_catches_that_cost_nothing() -> None:
    """newbie39 #5: under multi-play the bots' free guesses ("Bo, Cy wrongly tried to catch Ana
    (no penalty)") took three of the five lines of "How the round ended"."""
    events = [{"seq": 1, "type": "play", "seat": 2, "card": "R4"},
              {"seq": 2, "type": "play", "seat": 3, "card": "R6"},
              {"seq": 3, "type": "false_catch", "seat": 2, "target": 3, "penalty": 0},
              {"seq": 4, "type": "false_catch", "seat": 0, "target": 3, "penalty": 0},
              {"seq": 5, "type": "false_catch", "seat": 1, "target": 3, "penalty": 2},
              {"seq": 6, "type": "play", "seat": 0, "card": "R7"},
              {"seq": 7, "type": "play", "seat": 1, "card": "R2"}]
    went_out, plays = round_ending_of(events, 1)
    assert went_out == "Ana went out on R2."
    assert not any("no penalty" in line for line in plays)
    assert any("draws 2" in line for line in plays)  # (one that cost cards is news)
    assert len(plays) == 5 and plays[-1] == "Ana played R2"


def test_the_results_last_plays_never_start_with_a_cards_consequence() -> None:
    """newbie45 #8: "How the round ended" began "Direction reversed: play goes clockwise",
    the Reverse that did it cut off above: the lines begin at the card."""
    events = [{"seq": 1, "type": "play", "seat": 2, "card": "R4"},
              {"seq": 2, "type": "play", "seat": 3, "card": "RR"},
              {"seq": 3, "type": "reversed", "direction": -1},
              {"seq": 4, "type": "play", "seat": 2, "card": "R6"},
              {"seq": 5, "type": "play", "seat": 1, "card": "R7"},
              {"seq": 6, "type": "play", "seat": 0, "card": "R2"},
              {"seq": 7, "type": "play", "seat": 3, "card": "R9"}]
    _went_out, plays = round_ending_of(events, 3)
    assert plays[0] == "Cy played RR", plays  # (the Reverse itself, in ASCII)
    assert len(plays) == 6 and plays[1].startswith("Direction reversed"), plays


def test_the_results_last_plays_name_a_bot_whose_seat_was_taken_over_later() -> None:
    """newbie45 #2: bot Bo jumped in with Y2, then "root 2" took its seat; the results' "How
    the round ended" read "root 2 played Y2", as if the newcomer had played it."""
    from types import SimpleNamespace

    from unotui.screens.table import TableScreen
    from unotui.widgets.log import MatchLog

    log = MatchLog()
    log.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R1"},
             {"seq": 2, "type": "play", "seat": 2, "card": "R4"}])
    log.renamed(2, "Bo")  # (Dee takes over Bo's seat)
    log.add([{"seq": 3, "type": "play", "seat": 3, "card": "R6"},
             {"seq": 4, "type": "play", "seat": 2, "card": "R2"}])
    screen = SimpleNamespace(
        view={"seat": 0, "result": {"winner": 2}, "counts": [3, 2, 0, 2]},
        names=["Zoe", "Ana", "Dee", "Cy"], ascii_only=True, match_log=log,
        who=lambda seat: ["Zoe", "Ana", "Dee", "Cy"][seat])
    went_out, plays = TableScreen.round_ending(screen)  # type: ignore[arg-type]
    assert went_out == "Dee went out on R2."
    assert plays[1:] == ["Bo played R4", "Cy played R6", "Dee played R2"], plays


@pytest.mark.parametrize(("force_play", "said"), [
    (False, "You drew G4: play it (Enter) or keep it (p); u first calls UNO."),
    (True, "You drew G4: it fits and must be played (Enter); u first calls UNO."),
])
async def test_a_drawn_card_to_play_down_to_one_says_how_to_call_uno(force_play: bool,
                                                                      said: str) -> None:
    """newbie48 #2: on one card with nothing to play, Zoe drew a card that fitted; the line
    said only "You drew Y3: play it (Enter) or keep it (p).", Enter played it uncalled, and a
    bot caught her. It says to press u first, as the plain turn's line does — under
    ``force_play`` too, where Enter is the only move (review51 #3); once u is pressed, that
    the call goes with the play."""
    state = scripted_state(force_play=force_play)
    arrange(state, {0: ["B2"], 1: ["Y1", "Y5"], 2: ["G1"], 3: ["B1"]}, "G9", current=0)
    state.draw_pile.remove(Card.parse("G4"))
    state.draw_pile.append(Card.parse("G4"))
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state)
        apply(state, 0, Draw())
        assert state.drawn == Card.parse("G4")
        await fed(pilot, link, state)
        await wait_for(pilot, lambda: said in " ".join(screen_text(app).split()))
        await pilot.press("u")  # (armed: the line says the call goes with the play)
        await wait_for(pilot, lambda: "UNO! will be called as you play"
                       in " ".join(screen_text(app).split()))
