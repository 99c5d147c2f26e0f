"""The log says what happened, truthfully (play-test ux25 #3, #6, #8, #13): the colour a
judgement-day throw named, that the turn timer (not you) chose a colour, a wild-power swap with
its real counts, no space before a full-width bracket in Chinese, and free wrong catches at a
``chinese-party`` table folded into one line."""

from __future__ import annotations

from typing import Any

from unotui.describe import describe_event, describe_log
from unotui.i18n import set_language
from unotui.widgets.log import MatchLog, since_last_move

NAMES = ["Cat", "Ana", "Bo", "Cy"]


def test_a_judgement_day_throw_says_the_colour_it_named() -> None:
    mine = {"type": "judgement", "seat": 0, "target": 1, "cards": ["B1", "B6"], "color": "red"}
    assert describe_event(mine, NAMES, 0) == \
        "Judgement day! You threw out B1, B6, spelling Ana's date, and chose red"
    theirs = {**mine, "seat": 1, "target": 2, "cards": ["B6", "G2"], "color": "yellow"}
    assert describe_event(theirs, NAMES, 0) == \
        "Judgement day! Ana threw out B6, G2, spelling Bo's date, and chose yellow"
    # (all four colours thrown win the round: no colour is named then)
    won = {**mine, "cards": ["B1", "R2", "G2", "Y5"], "color": None}
    assert describe_event(won, NAMES, 0) == \
        "Judgement day! You threw out B1, R2, G2, Y5, spelling Ana's date"


def test_a_colour_the_turn_timer_chose_is_not_said_to_be_yours() -> None:
    chose = {"type": "color", "seat": 0, "color": "red", "timed_out": True}
    line = describe_event(chose, NAMES, 0)
    assert line == "Time ran out: the turn timer chose red for you"
    assert "You chose" not in (line or "")
    assert describe_event({**chose, "seat": 2}, NAMES, 0) == \
        "Time ran out: the turn timer chose red for Bo"
    # (a colour you chose yourself still reads as yours)
    assert describe_event({"type": "color", "seat": 0, "color": "red"}, NAMES, 0) == \
        "You chose red"


def test_a_swap_is_told_as_it_happens_with_the_real_counts() -> None:
    log: list[dict[str, Any]] = [
        {"type": "swap_start", "seat": 0, "target": 2, "count": 3},
        {"type": "give", "seat": 0, "card": "B1"},
        {"type": "give", "seat": 0, "card": "G2"},
        {"type": "give", "seat": 0, "card": "R3"},
        {"type": "swap_cards", "seat": 0, "target": 2, "count": 2,
         "got": ["GR", "RR"], "gave": ["B1", "G2", "R3"]},
    ]
    lines = describe_log(log, NAMES, 0)
    assert not any("swapped 3 cards" in line for line in lines), lines
    assert lines[0] == ("You swap cards with Bo: give 3 cards, then take up to 3 of theirs "
                        "at random")
    assert lines[-1] == "Swap done: you gave Bo B1, G2, R3 and took G⇄, R⇄"
    # what the others read
    public = {"type": "swap_start", "seat": 1, "target": 2, "count": 3}
    assert describe_event(public, NAMES, 0) == \
        "Ana swaps cards with Bo: gives 3 cards, then takes up to 3 at random"
    assert describe_event({"type": "swap_cards", "seat": 1, "target": 2, "count": 2},
                          NAMES, 0) == "Ana took 2 cards from Bo"


def test_chinese_puts_no_space_before_a_full_width_bracket() -> None:
    set_language("zh_CN")
    try:
        line = describe_event({"type": "play", "seat": 3, "card": "GR", "jump_in": True},
                              NAMES, 0)
    finally:
        set_language("en")
    assert line is not None and line.endswith("G⇄（抢出！由 Cy 的下家接着出）"), line
    assert describe_event({"type": "play", "seat": 3, "card": "GR", "jump_in": True},
                          NAMES, 0) == "Cy played G⇄ (jumped in! Play goes on from Cy)"


def _free_catch(seq: int, seat: int) -> dict[str, Any]:
    return {"seq": seq, "type": "false_catch", "seat": seat, "target": 0, "penalty": 0}


def test_free_wrong_catches_in_a_row_make_one_line() -> None:
    events = [
        {"seq": 1, "type": "play", "seat": 0, "card": "R5"},
        _free_catch(2, 2), _free_catch(3, 1), _free_catch(4, 2),
        {"seq": 5, "type": "play", "seat": 1, "card": "R6"},
        _free_catch(6, 3),
    ]
    log = MatchLog()
    log.add(events[:2])
    assert log.lines(NAMES, 0)[-1] == "Bo wrongly tried to catch you (no penalty)"
    log.add(events[2:])
    lines = log.lines(NAMES, 0)
    assert lines == ["You played R5",
                     "Bo, Ana wrongly tried to catch you (no penalty)",
                     "Ana played R6",
                     "Cy wrongly tried to catch you (no penalty)"]
    since = since_last_move(events, NAMES, 0)
    assert since == ["Bo, Ana wrongly tried to catch you (no penalty)", "Ana played R6",
                     "Cy wrongly tried to catch you (no penalty)"]
    # a wrong catch that costs cards stays a line of its own
    costly = {"seq": 7, "type": "false_catch", "seat": 2, "target": 0, "penalty": 2}
    log.add([costly])
    assert log.lines(NAMES, 0)[-1] == "Bo wrongly tried to catch you: Bo draws 2"


def test_an_elimination_round_end_credits_no_points_in_the_log() -> None:
    """Only elimination has players go "out" of a round: the log words its end so, without
    the table telling it the mode; penalty and challenge when the table does."""
    events = [
        {"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R5"},
        {"seq": 2, "type": "play", "seat": 1, "card": "R4"},
        {"seq": 3, "type": "out", "seat": 1, "place": 1},
        {"seq": 4, "type": "round_end", "winner": 1, "points": 13, "how": "out"},
    ]
    log = MatchLog()
    log.add(events)
    lines = log.lines(NAMES, 0)
    assert lines[-1] == "The round is over: Ana went out first", lines
    assert not any("13 points" in line for line in lines)
    standard = MatchLog()
    standard.add([events[0], events[1], events[3]])
    assert standard.lines(NAMES, 0)[-1] == "Ana won the round: 13 points"
    standard.scoring = "challenge"
    assert standard.lines(NAMES, 0)[-1] == \
        "Ana went out: everyone adds the points left in their own hand"


def test_a_challenge_elimination_says_out_of_the_match() -> None:
    ev = {"type": "eliminated", "seat": 0, "score": 72}
    assert describe_event(ev, NAMES, 0) == "You reached 72 points: out of the match"
    assert describe_event({**ev, "seat": 2, "score": 62}, NAMES, 0) == \
        "Bo reached 62 points: out of the match"


def test_free_wrong_catches_at_several_players_in_a_row_make_one_line_too() -> None:
    """ux27 #9: at a chinese-party table bots try free catches at everyone after each play, and
    a line per target buried the moves: a run of them is one line, by target."""
    events = [
        {"seq": 1, "type": "play", "seat": 1, "card": "R5"},
        {"seq": 2, "type": "false_catch", "seat": 2, "target": 1, "penalty": 0},
        {"seq": 3, "type": "false_catch", "seat": 1, "target": 3, "penalty": 0},
        {"seq": 4, "type": "false_catch", "seat": 3, "target": 1, "penalty": 0},
        {"seq": 5, "type": "play", "seat": 2, "card": "R6"},
    ]
    log = MatchLog()
    log.add(events)
    assert log.lines(NAMES, 0) == [
        "Ana played R5",
        "Bo, Cy wrongly tried to catch Ana (no penalty); Ana wrongly tried to catch Cy "
        "(no penalty)",
        "Bo played R6"]


def test_a_jump_in_keeps_its_mark_in_the_since_line() -> None:
    """ux27 #11: "(jumped in!)" was in the log's line and not in "Since your last move"."""
    events = [{"seq": 1, "type": "play", "seat": 0, "card": "R5"},
              {"seq": 2, "type": "play", "seat": 3, "card": "R5", "jump_in": True}]
    assert since_last_move(events, NAMES, 0) == ["Cy played R5 (jumped in!)"]


def test_the_swap_your_own_seven_made_is_no_news_in_the_since_line() -> None:
    """ux27 #11: after Zoe's 7 swapped with Bo and Ana's 7 swapped with Zoe, the line said
    "you swapped hands with Bo" (her own move) and lost Ana's swap to the width."""
    events = [{"seq": 1, "type": "play", "seat": 0, "card": "R7", "target": 2},
              {"seq": 2, "type": "swap_hands", "seat": 0, "target": 2},
              {"seq": 3, "type": "play", "seat": 1, "card": "G7", "target": 0},
              {"seq": 4, "type": "swap_hands", "seat": 1, "target": 0}]
    assert since_last_move(events, NAMES, 0) == ["Ana played G7", "Ana swapped hands with you"]


def test_draws_until_a_card_fits_make_one_line() -> None:
    """ux30 #9: under draw_until_playable every card drawn was a line of its own (six lines for
    one turn, of five the log shows at 80×24); they make one, in the log and the since-line."""
    from unotui.widgets.log import MatchLog, since_last_move

    log = MatchLog()
    log.add([{"seq": 1, "type": "round_start", "round": 1, "dealer": 3, "card": "R1"},
             {"seq": 2, "type": "play", "seat": 0, "card": "R2"},
             *({"seq": 3 + i, "type": "draw", "seat": 1, "count": 1, "why": "turn"}
               for i in range(3)),
             {"seq": 6, "type": "play", "seat": 1, "card": "R7"},
             *({"seq": 7 + i, "type": "draw", "seat": 0, "count": 1, "why": "turn",
                "cards": [card]} for i, card in enumerate(["G3", "B5", "R0"])),
             {"seq": 10, "type": "draw", "seat": 1, "count": 2, "why": "penalty"}])
    lines = log.lines(NAMES, 0)
    assert lines[-4:] == ["Ana drew 3 cards", "Ana played R7", "You drew G3, B5, R0",
                          "Ana drew 2 cards"], lines
    assert since_last_move(log.events[:6], NAMES, 0) == ["Ana drew 3", "Ana played R7"]


def test_a_penalty_after_a_full_stop_starts_its_sentence() -> None:
    """newbie48 #8: "You challenged Cy: no bluff. you draw 6" (a lowercase "you" after the
    full stop, and after "held red!")."""
    from unotui.describe import describe_event

    names = ["Zoe", "Ana", "Bo", "Cy"]
    assert describe_event({"type": "challenge", "seat": 0, "target": 3, "guilty": False,
                           "penalty": 6}, names, 0) == "You challenged Cy: no bluff. You draw 6"
    assert describe_event({"type": "challenge", "seat": 1, "target": 0, "guilty": True,
                           "penalty": 4, "previous_color": "red"}, names, 0) \
        == "Ana challenged you: a bluff, you held red! You draw 4"


def test_what_was_done_to_you_stays_in_the_line_after_folded_wrong_catches() -> None:
    """newbie53 #7: "Since your last move: … Cy played G⊘; … Cy played R⊘; … Cy played Y5"
    left out "Bo swapped hands with you": the phrases about the viewer were found by counting
    events from the end, and free wrong catches folded into one phrase put the marks on
    others' plays. They are marked as the phrases are made."""
    from unotui.screens.table import about_me
    from unotui.widgets.log import SinceLine, marked_since_last_move

    events = [
        {"seq": 1, "type": "play", "seat": 0, "card": "R7", "target": 2},
        {"seq": 2, "type": "play", "seat": 1, "card": "R8"},
        {"seq": 3, "type": "swap_hands", "seat": 2, "target": 0},
        _free_catch(4, 3), _free_catch(5, 1), _free_catch(6, 2),
        {"seq": 7, "type": "play", "seat": 3, "card": "GS"},
        {"seq": 8, "type": "play", "seat": 3, "card": "RS"},
        {"seq": 9, "type": "play", "seat": 3, "card": "Y5"},
    ]
    phrases, mine = marked_since_last_move(events, NAMES, 0,
                                           about=lambda ev: about_me(ev, 0))
    # (a free wrong catch costs only its maker: not about the viewer)
    assert [phrases[i] for i in sorted(mine)] == ["Bo swapped hands with you"], (phrases, mine)
    since = SinceLine()
    since.set_phrases(phrases)
    since.set_mine(mine)
    assert "Bo swapped hands with you" in since.fit(70), since.fit(70)


def test_a_catch_says_the_draw_once_in_the_since_line() -> None:
    """newbie56 #7: "Ana caught you without UNO: you draw 2; you drew 2" said the draw twice.
    The catch says it; the draw stays only when a short pile gave fewer cards."""
    from core import apply
    from core.actions import Catch, Play
    from core.cards import Card
    from core.position import parse_position
    from core.rules import preset

    state = parse_position("R5,G2/B1,B2,B3/Y1,Y2 R3 * R 0 + 0 play 0,0,0", preset("official"))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Catch(0))
    names = ["Zoe", "Ana", "Bo"]
    assert since_last_move(list(state.log), names, 0) == [
        "Ana caught you without UNO: you draw 2"]
    short = [*state.log[:-1], {**state.log[-1], "count": 1}]  # (one card was left to draw)
    assert since_last_move(short, names, 0) == ["Ana caught you without UNO: you draw 2",
                                                "you drew 1"]


def test_a_move_the_turn_timer_made_for_you_is_news_in_the_since_line() -> None:
    """newbie82 #10: after the turn timer drew and passed for Zoe, "Since your last move" began
    after that draw and pass, as if Zoe had made them: "you drew 1 (time ran out)" was only in
    the log. The table's moves for a player whose time ran out are news to them."""
    events = [{"seq": 1, "type": "play", "seat": 0, "card": "R5"},
              {"seq": 2, "type": "play", "seat": 1, "card": "R6"},
              {"seq": 3, "type": "draw", "seat": 0, "count": 1, "why": "turn",
               "timed_out": True},
              {"seq": 4, "type": "pass", "seat": 0, "timed_out": True},
              {"seq": 5, "type": "play", "seat": 1, "card": "R7"}]
    said = since_last_move(events, NAMES, 0)
    assert said[0] == "Ana played R6", said
    assert any("time ran out" in p for p in said), said
