"""rules59: positions the validator (core.position.position_status) calls valid though no play
can reach them (docs/POSITION.md, "Status bits")."""

from __future__ import annotations

from core import Challenge, legal_actions, preset
from core.position import PositionStatus, parse_position, position_status


def test_rules59_w4_pending_in_play_while_its_player_holds_cards():
    # /work/shared/RULES.md §3: "So, by default (option `wd4_challenge` on), the engine lets a
    # Wild Draw Four be played at any time ... the challenge settles it" and "only the victim of
    # a Wild Draw Four may challenge, before drawing"; docs/RULES.md decision 16: "A Wild Draw
    # Four always waits in the `challenge` phase (when a bluff is possible)"; decision 18: only
    # a LAST card (player left with none) skips the challenge.
    # Here seat 0 has just played a Wild Draw Four (fresh=1, by=0) and still holds G1,G2, with
    # challenges on and jump-in on (penalties wait): the engine always puts this four in phase
    # `challenge` (core/game.py _penalty). A `play` phase with 4:W4 waiting can never happen;
    # read as valid, the table offers seat 1 only Draw: its challenge is silently gone.
    rules = preset("official").replace(jump_in=True)
    text = "G1,G2/B5,B3/Y5,Y1 R9,W4 * G 1 + 4:W4 play 0,0,0 by=0 fresh=1 rules=custom"
    state = parse_position(text, rules, 0)
    assert Challenge() not in legal_actions(state, 1)  # (what a table read from it does)
    assert position_status(state) != PositionStatus.VALID


def test_rules59_w4_pending_in_play_house_preset():
    # The same under the `house` preset (stacking same_type + jump-in + seven-o): RULES.md §6
    # "a challenged stacked Wild Draw Four moves the whole pending total" — the four waits for
    # its challenge; a `play` phase holding it is unreachable while seat 0 holds cards.
    text = "G1,G2/B5,B3/Y5,Y1 R9,W4 * G 1 + 4:W4 play 0,0,0 by=0 fresh=1 rules=house"
    state = parse_position(text, preset("house"), 0)
    assert position_status(state) != PositionStatus.VALID


def test_rules59_give_after_a_gift_is_not_fresh():
    # RULES.md §6 `wild_powers`: "swap 3 cards with one player"; docs/POSITION.md `fresh`: "a
    # play, draw, pass, colour, challenge answer or gift ends it". In phase `give` with a card
    # already given (give=1:1:G3), the gift was a turn move: the engine clears `fresh` and closes
    # every window (core/game.py apply: _close_windows, state.fresh = False before _give). So
    # fresh=1 — with a catch window on the giver besides — cannot happen; read as valid, the
    # table lets seat 2 catch the giver after the giver's own turn move.
    rules = preset("official").replace(wild_powers=True)
    text = ("G1/B5,B3/Y5,Y1 R9,W * R 0 + 0 give 0,0,0 by=0 fresh=1 catch=0 give=1:1:G3 "
            "rules=custom")
    state = parse_position(text, rules, 0)
    assert position_status(state) != PositionStatus.VALID


def test_rules59_give_after_a_gift_fresh_without_catch():
    rules = preset("official").replace(wild_powers=True)
    text = "G1,G2/B5,B3/Y5,Y1 R9,W * R 0 + 0 give 0,0,0 by=0 fresh=1 give=1:2:G3 rules=custom"
    state = parse_position(text, rules, 0)
    assert position_status(state) != PositionStatus.VALID
