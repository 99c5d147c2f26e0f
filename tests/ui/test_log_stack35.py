"""A stacked penalty says it was stacked (newbie34 #5): after two Draw Twos the log read only
"Cy drew 4 cards", and a player who looked away could not tell why four."""

from __future__ import annotations

from core.actions import Catch, Draw, Play
from core.cards import Card
from core.game import apply
from core.position import parse_position
from core.rules import preset
from core.view import view
from unotui.widgets.log import MatchLog

NAMES = ["Cat", "Ana", "Bo", "Cy"]


def _lines_after(position: str, moves: list[tuple[int, object]], rules: str = "house") -> list[str]:
    state = parse_position(position, preset(rules), seed=5)
    for seat, action in moves:
        apply(state, seat, action)  # type: ignore[arg-type]
    log = MatchLog()
    log.add(view(state, 0)["log"])
    return log.lines(NAMES, 0)


def test_a_penalty_made_of_two_stacked_draw_twos_says_so() -> None:
    lines = _lines_after(
        "RD,G7,G2/GD,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("RD"))), (1, Play(Card.parse("GD"))), (2, Draw())])
    assert lines[-1] == "Bo drew 4 cards (2 draw cards stacked) and misses a turn", lines
    # the cards that made it are the lines before
    assert lines[-3:-1] == ["You played R+2", "Ana played G+2"], lines


def test_a_single_draw_two_says_the_turn_is_lost_and_a_turn_draw_nothing_more() -> None:
    """newbie36 #6: a Skip's victim "misses a turn" in the log, a Draw Two's only "drew 2
    cards" — the turn it costs too is said now, stacked or not, official or not."""
    lines = _lines_after(
        "RD,G7,G2/B9,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("RD"))), (1, Draw()), (2, Draw())])
    assert lines[-2] == "Ana drew 2 cards and misses a turn", lines
    assert "stacked" not in lines[-1] and "turn" not in lines[-1], lines
    official = _lines_after(
        "RD,G7/B9,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("RD"))), (3, Catch(0))], rules="official")
    assert official[-4:-1] == ["You played R+2", "Ana drew 2 cards and misses a turn",
                               "Cy caught you without UNO: you draw 2"], official
    assert official[-1].startswith("You drew ") and not official[-1].endswith("turn"), \
        official  # (the catch's 2 cost no turn)


def test_an_accepted_stack_of_fours_and_a_catch_between_still_say_the_stack() -> None:
    """review35 #3: an accepted Wild Draw Four stack, and a catch drawn while a stack waited,
    lost the note."""
    from core.actions import Accept
    from core.cards import Color

    fours = _lines_after(
        "W4,G7,G2/W4,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("W4"), color=Color.RED)),
         (1, Play(Card.parse("W4"), color=Color.BLUE)), (2, Accept())])
    assert fours[-1] == "Bo drew 8 cards (2 draw cards stacked) and misses a turn", fours
    # Zoe plays R+2 down to one card without calling UNO; Cy catches her; Ana stacks; Bo takes
    caught = _lines_after(
        "RD,G7/GD,Y3,B5/B8,Y4,G6/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("RD"))), (3, Catch(0)), (1, Play(Card.parse("GD"))),
         (2, Draw())])
    assert caught[-1] == "Bo drew 4 cards (2 draw cards stacked) and misses a turn", caught


def test_a_challenged_four_leaves_nothing_to_a_later_stack() -> None:
    """review35b #8: a single Wild Draw Four, challenged wrongly (6 cards), stayed counted and
    the next real stack of two Draw Twos lost its note."""
    from core.actions import Challenge
    from core.cards import Color

    lines = _lines_after(
        "W4,G7,G2/Y3,B5,G9/B8,BD,G6/Y7,GD,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("W4"), color=Color.BLUE)), (1, Challenge()),
         (2, Play(Card.parse("BD"))), (3, Play(Card.parse("GD"))), (0, Draw())])
    assert "Ana challenged" in " ".join(lines), lines
    assert lines[-1].startswith("You drew ") and lines[-1].endswith(
        " (2 draw cards stacked) and miss a turn"), lines


def test_a_wrong_accusation_between_a_stack_and_its_draw_keeps_the_lost_turn() -> None:
    """Under chinese-party a two-card hand may be accused for free: a wrong accusation that
    came between two Draw Twos played together and their draw lost "and misses a turn"
    (botplay42 #4)."""
    events = [
        {"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R3"},
        {"seq": 2, "type": "play", "seat": 2, "card": "GD", "also": ["RD"]},
        {"seq": 3, "type": "false_catch", "seat": 1, "target": 2, "penalty": 0},
        {"seq": 4, "type": "draw", "seat": 3, "count": 4, "wanted": 4, "why": "penalty"},
    ]
    log = MatchLog()
    log.add(events)
    lines = log.lines(NAMES, 0)
    assert lines[-1] == "Cy drew 4 cards (2 draw cards stacked) and misses a turn", lines


def test_a_draw_two_turned_up_first_says_its_victim_misses_a_turn() -> None:
    """newbie49 #8: a Draw Two turned up first read "Bo drew 2 cards" — the turn it costs too
    (decision 16) was said only after a Draw Two someone played."""
    from core.game import new_game
    from core.rules import Rules

    state = next(s for s in (new_game(Rules(), 4, seed) for seed in range(400))
                 if s.discard[0].draw_amount == 2)
    log = MatchLog()
    log.add(view(state, 0)["log"])
    lines = log.lines(NAMES, 0)
    assert lines[-1].endswith("drew 2 cards and misses a turn") \
        or lines[-1] == "You drew 2 cards and miss a turn", lines


def test_a_wrong_challengers_draw_says_the_turn_is_lost_as_an_accept_does() -> None:
    """newbie52 #8: a wrong challenge read "Ana challenged you: no bluff. Ana draws 6" then
    "Ana drew 6 cards", where an accept read "drew 4 cards and misses a turn": the challenger
    misses the turn too. A right challenge's penalty, drawn by the bluffer, costs no turn."""
    from core.actions import Challenge
    from core.cards import Color

    wrong = _lines_after(
        "W4,G7,G2/Y3,B5,G9/B8,BD,G6/Y7,GD,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("W4"), color=Color.BLUE)), (1, Challenge())])
    assert wrong[-1] == "Ana drew 6 cards and misses a turn", wrong
    right = _lines_after(
        "W4,R7,G2/Y3,B5,G9/B8,BD,G6/Y7,GD,B1 R3 * R 0 + 0 play 0,0,0,0",
        [(0, Play(Card.parse("W4"), color=Color.BLUE)), (1, Challenge())])
    assert right[-1].startswith("You drew") and "turn" not in right[-1], right
