"""rules65: positions the validator (docs/POSITION.md, core/position.py) accepts though no play
can reach them: out-of-turn marks (`caught`, `spent`) that say a penalty was drawn, beside a
hand too small to hold it, or a catch window the engine would have closed. Written from
outside: each table is a position line, its reachability argued from the rule book
(/work/shared/RULES.md §4, §6) and the engine (core/game.py `_catch`, `_call_uno`, `apply`).

The argument shared by #2-#4 is rules64 #1's (core/position.py `_kept_hand`): between two turn
moves a hand only grows, by penalties, and a penalty draws its whole count while the draw pile is
left holding cards (a draw that took fewer emptied both piles, and only a play, a turn move,
refills the discard pile). A mark (`caught`, `spent`) lives only until the next turn move
(`apply` clears them: `_close_windows`), so the hand it names holds every card that penalty
drew."""

from __future__ import annotations

from rules_scenario_kit import c

from core import CallUno, Catch, Challenge, Play, Rules, apply, legal_actions, preset
from core.position import PositionStatus, parse_position, position_status

PER_CATCHER = Rules(uno_penalty_per_catcher=True)


def status(text: str, rules: Rules | None = None) -> PositionStatus:
    return position_status(parse_position(text, rules, 0))


# ---------------------------------------------------------------- 1. every other seat caught
def test_a_catch_window_still_open_after_every_other_seat_caught_is_refused():
    """RULES.md §4 `uno_penalty_per_catcher`: "every player who catches a missed UNO before
    play moves on adds the penalty again". Once every other player has caught, nobody is left
    to catch: core.game._catch closes the window (`len(caught_by) >= active_count() - 1`).
    Played: seat 0 misses UNO at three seats, seats 1 and 2 catch: the window is closed. The
    validator accepts the same table with the window open, `catch=0 caught=1,2`."""
    text = ("R5,G1,G2,G5,G6/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 catch=0 "
            "caught=1,2 rules=custom")
    # what play makes of it: the window closes with the second catch
    state = parse_position("R5/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 catch=0 "
                           "rules=custom", PER_CATCHER, 0)
    apply(state, 1, Catch(0))
    apply(state, 2, Catch(0))
    assert state.catchable is None and state.caught_by == [] and len(state.hands[0]) == 5
    assert status(text, PER_CATCHER) & PositionStatus.CATCH


def test_two_seats_a_catch_window_open_after_the_one_catch_is_refused():
    """The same at two seats: the one other player's catch closes the window."""
    assert status("R5,G1,G2/G3,G4 Y6,R6 * R 1 + 0 play 0,0 by=0 fresh=1 catch=0 caught=1 "
                  "rules=custom", PER_CATCHER) & PositionStatus.CATCH


# ---------------------------------------------------------------- 2. caught, the penalty missing
def test_a_caught_seat_holding_fewer_cards_than_the_penalty_it_drew_is_refused():
    """`caught=1` says seat 1 caught seat 0's missed UNO, and seat 0 drew `uno_penalty` (2):
    from the one card it played down to, it holds 3 — the draw pile (`*`, the rest of the deck)
    had cards. `R5` alone with `caught=1` comes from no game; the validator accepts it
    (docs/POSITION.md CATCH: "the hand may already hold a catch's penalty" — may, not must)."""
    assert status("R5/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 catch=0 caught=1 "
                  "rules=custom", PER_CATCHER) & PositionStatus.CATCH


# ---------------------------------------------------------------- 3. spent, the penalty missing
def test_a_wrong_uno_call_paid_by_a_hand_of_two_is_refused():
    """RULES.md §4 `false_uno_penalty`: "Calling UNO wrongly (not down to one card) costs 2
    cards". `spent=0:1:1` says seat 1 called wrongly and paid: it held no UNO hand (two cards
    at least: one card is one) and drew 2, so it holds 4 at least. Played: seat 1 holding
    G3,G4 calls UNO and holds 4. The validator accepts `G3,G4` with `spent=0:1:1`."""
    rules = Rules(false_uno_penalty=2)
    state = parse_position("R5,G1,G2/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 "
                           "rules=custom", rules, 0)
    apply(state, 1, CallUno())
    assert len(state.hands[1]) == 4 and state.spent == [[0, 1, 1]]
    assert status("R5,G1,G2/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 spent=0:1:1 "
                  "rules=custom", rules) != PositionStatus.VALID


def test_a_false_catch_paid_by_a_hand_of_two_is_refused():
    """RULES.md §4 `false_catch_penalty`: a false catch costs the catcher 2 cards. `spent=1:2:0`
    says seat 2 caught seat 0 wrongly and paid: from one card at least it holds 3. The
    validator accepts seat 2 holding `B1,B2`."""
    rules = Rules(false_catch_penalty=2)
    state = parse_position("R5,G1,G2/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 "
                           "rules=custom", rules, 0)
    apply(state, 2, Catch(0))
    assert len(state.hands[2]) == 4 and state.spent == [[1, 2, 0]]
    assert status("R5,G1,G2/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 spent=1:2:0 "
                  "rules=custom", rules) != PositionStatus.VALID


def test_a_misplay_paid_by_a_hand_of_two_is_refused():
    """RULES.md §6 `misplay_penalty`: an illegal attempt costs 2 cards. `spent=2:1:1` says seat 1
    (to move) tried a wrong card and drew 2: from one card at least it holds 3. The validator
    accepts seat 1 holding `G3,G4`."""
    assert status("R5,G1,G2/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 spent=2:1:1 "
                  "rules=custom", Rules(misplay_penalty=2)) != PositionStatus.VALID


# ---------------------------------------------------------------- the bound is the pile's
def test_the_same_marks_with_enough_cards_held_stay_valid():
    """What play reaches stays valid: the hands above holding their penalties."""
    assert status("R5,G7,G8/G3,G4/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 catch=0 "
                  "caught=1 rules=custom", PER_CATCHER) == PositionStatus.VALID
    assert status("R5,G1,G2/G3,G4,G5,G6/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 "
                  "spent=0:1:1 rules=custom", Rules(false_uno_penalty=2)) == PositionStatus.VALID
    assert status("R5,G1,G2/G3,G4/B1,B2,B3 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 "
                  "spent=1:2:0 rules=custom", Rules(false_catch_penalty=2)) \
        == PositionStatus.VALID
    assert status("R5,G1,G2/G3,G4,G5/B1,B2 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 "
                  "spent=2:1:1 rules=custom", Rules(misplay_penalty=2)) == PositionStatus.VALID


# ---------------------------------------------------------------- 5. caught, yet UNO called
def test_a_caught_seat_still_marked_as_having_called_uno_is_refused():
    """docs/POSITION.md: `uno` is "called UNO and has not drawn since". A catch that counted
    (`caught=1`) made seat 0 draw its penalty, which clears the call (core.game._draw), and a
    caught seat may not call again while the window is open (core.game._uno_actions). Under
    `same_value` a three-card hand of 5s is an UNO hand, so the size check passes; the
    validator accepts `uno=0` beside `caught=1`. Played: the catch leaves no call."""
    rules = Rules(multi_play="same_value", uno_penalty_per_catcher=True)
    state = parse_position("Y6,G5/G3,G4/B1,B2 Y5 * Y 0 + 0 play 0,0,0 by=2 rules=custom",
                           rules, 0)
    apply(state, 0, Play(c("Y6")))
    apply(state, 1, Catch(0))
    assert not state.uno_called[0] and CallUno() not in legal_actions(state, 0)
    assert status("G5,R5,B5/G3,G4/B1,B2 Y5,Y6 * Y 1 + 0 play 0,0,0 by=0 fresh=1 catch=0 "
                  "caught=1 uno=0 rules=custom", rules) != PositionStatus.VALID


# ---------------------------------------------------------------- 6. the colour before the four
def test_a_four_to_answer_whose_colour_before_is_not_the_card_it_went_on_is_refused():
    """RULES.md §3: "Guilty (held a card of the colour that was current before the Wild Draw
    Four)". Without judgement day the colour in play is the colour of a coloured top card
    (docs/POSITION.md COLOUR), and a card under the four is the card it went on (a reshuffle
    since would have left the four alone on the pile). Here the four went on Yellow 5, so the
    colour before it was yellow; `wd4=0:1:R:…` says red. The validator accepts it, and the
    engine then judges the challenge against red: seat 0, holding no yellow (a fair four),
    is found guilty for its Red 3 and draws 4."""
    text = "R3,G4/G1,G2/B1,B2 Y5,W4 * B 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:R:bluff"
    state = parse_position(text, None, 0)
    got = position_status(state)
    apply(state, 1, Challenge())
    shown = [ev for ev in state.log if ev.get("type") == "challenge"][-1]
    assert shown["guilty"] is True and not any(x.startswith("Y") for x in shown["private"]["hand"])
    assert got & PositionStatus.CHALLENGE, "the colour before the four is the card it went on"


def test_a_four_on_a_draw_two_its_colour_before_is_the_draw_twos():
    """The same under progressive stacking: a four stacked on Green Draw Two was played on
    green; `wd4=…:R:…` cannot be. (Under judgement day a throw names a colour of its own, so
    there a coloured card may lie under another colour: not checked then.)"""
    rules = Rules(stacking="progressive")
    assert status("R3,G4/G1,G2/B1,B2 G5,GD,W4 * B 1 + 6:W4 challenge 0,0,0 by=0 fresh=1 "
                  "wd4=0:1:G:bluff rules=custom", rules) == PositionStatus.VALID
    assert status("R3,G4/G1,G2/B1,B2 G5,GD,W4 * B 1 + 6:W4 challenge 0,0,0 by=0 fresh=1 "
                  "wd4=0:1:R:bluff rules=custom", rules) & PositionStatus.CHALLENGE


# ---------------------------------------------------------------- 7. a pending draw, its cards
def test_a_pending_draw_larger_than_the_draw_cards_on_the_pile_is_refused():
    """RULES.md §6 stacking: "a player who must draw may instead pass the penalty on by playing
    a draw card, adding to it". Every card of a pending draw lies on the discard pile, on top,
    from the card that started it (played on a card that is no draw card: a pending draw is
    always of the top card's kind, docs/POSITION.md PENDING) — unless a reshuffle took the
    cards under the top (then the pile is draw cards down to its bottom). Here Green Draw Two
    lies on Yellow 5: it started the draw, which is 2, not 4; Red and Green Draw Two on Yellow 5
    make 4, not 8; one four on Yellow 5 makes 4, not 8. The validator accepts all three."""
    draw2 = Rules(stacking="draw2")
    assert status("G3,G4/G1,G2/B1,B2 G5,GD * G 1 + 4:D play 0,0,0 by=0 fresh=1 rules=custom",
                  draw2) & PositionStatus.PENDING
    assert status("G3,G4/G1,G2/B1,B2 R5,RD,GD * G 1 + 8:D play 0,0,0 by=0 fresh=1 "
                  "rules=custom", draw2) & PositionStatus.PENDING
    assert status("G3,G4/G1,G2/B1,B2 Y5,W4 * G 1 + 8:W4 challenge 0,0,0 by=0 fresh=1 "
                  "wd4=0:1:Y:fair", preset("house")) & PositionStatus.PENDING


def test_a_pending_draw_its_cards_on_the_pile_or_reshuffled_away_stays_valid():
    """What play reaches: the stack on the pile, or a pile of draw cards only (a reshuffle
    during the stack left the top card alone, and later stacks went on it)."""
    draw2 = Rules(stacking="draw2")
    assert status("G3,G4/G1,G2/B1,B2 R5,RD,GD * G 1 + 4:D play 0,0,0 by=0 fresh=1 "
                  "rules=custom", draw2) == PositionStatus.VALID
    assert status("G3,G4/G1,G2/B1,B2 GD * G 1 + 8:D play 0,0,0 by=0 fresh=1 rules=custom",
                  draw2) == PositionStatus.VALID


# ---------------------------------------------------------------- 8. a false catch of a true miss
def test_a_false_catch_marked_against_a_seat_that_owes_uno_in_its_open_window_is_refused():
    """RULES.md §4: a catch of a player who did not call, while the window is open, is a catch
    (the target draws `uno_penalty`); only a catch of a player who called, whose window has
    closed, or who holds more than one card is a false one. `catch=0` with seat 0 on one card
    and no call: seat 0 owes UNO, and has owed it since its play opened the window (before it,
    the play cleared every mark). So `spent=1:2:0` (seat 2's false catch of seat 0) comes from
    no game: seat 2's catch would have counted and closed the window. The validator accepts it,
    and seat 2 is then refused the catch it may make."""
    rules = Rules(false_catch_penalty=2)
    text = ("R5/G1,G2/B1,B2,B3,B4 Y6,R6 * R 1 + 0 play 0,0,0 by=0 fresh=1 catch=0 spent=1:2:0 "
            "rules=custom")
    assert Catch(0) not in legal_actions(parse_position(text, rules, 0), 2)
    assert status(text, rules) & PositionStatus.CATCH


def test_a_false_catch_marked_against_a_seat_already_caught_in_its_window_is_refused():
    """The same with `uno_penalty_per_catcher`: once a catch has proved the miss (`caught=1`)
    every later catch of seat 0 in the window counts too (core.game._catch: `caught_by`), and
    before it the window was open on a seat owing UNO. Played: seat 2's catch after seat 1's
    counts (caught=1,2). The validator accepts `spent=1:2:0` beside `caught=1`."""
    rules = Rules(false_catch_penalty=2, uno_penalty_per_catcher=True)
    text = ("R5,G7,G8/G1,G2/B1,B2,B3,B4/Y1,Y2 Y6,R6 * R 1 + 0 play 0,0,0,0 by=0 fresh=1 "
            "catch=0 caught=1 rules=custom")
    state = parse_position(text, rules, 0)
    apply(state, 2, Catch(0))
    assert state.caught_by == [1, 2] and state.spent == []
    assert status(text + " spent=1:2:0", rules) & PositionStatus.CATCH
