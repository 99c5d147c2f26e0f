"""Refusals whose sentence said something false about the seat's cards (rules50).

The refusal and its code are right in every case below; the code's own sentence was not:
`no_judgement` "You do not hold number cards spelling that player's date." to a seat that holds
them while play is not open; `no_death_number` "Your hand is not all numbers summing to a
multiple of the number played." to a hand that sums right on a card it may not answer; and
`no_jump_in` "You can only jump in with a card identical to the one just played." with that very
card. Each test holds exactly the cards the old sentence said it lacked, and checks the code
stays, the sentence is no longer the code's own, and it is one of :data:`core.game.SENTENCES`
(which the app translates).
"""
from __future__ import annotations

import pytest

from core import REASONS, DeathNumber, Draw, IllegalAction, Judgement, Play, Rules, apply, legal_actions
from core.cards import Card, Color
from core.game import DEATH_NUMBER_WHY, JUDGEMENT_WAITS, JUMP_IN_WHY, OWN_CARD, SENTENCES, check
from core.position import parse_position, position_status

COL = {"R": Color.RED, "Y": Color.YELLOW, "G": Color.GREEN, "B": Color.BLUE}
PILE = "B9,Y5,Y6,Y7,*"


def R(**kw) -> Rules:
    return Rules.from_dict(kw)


def P(text: str, rules: Rules | None = None, seed: int = 0):
    s = parse_position(text, rules, seed)
    st = position_status(s)
    assert st == 0, f"setup position invalid: {st!r}: {text}"
    return s


def c(code: str) -> Card:
    return Card.parse(code)


def play(s, seat, code, color=None, **kw):
    apply(s, seat, Play(c(code), COL[color] if color else None, **kw))
    return s


def _refusal(fn, code: str, sentence: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as e:
        fn()
    assert e.value.reason == code, (e.value.reason, str(e.value))
    assert str(e.value) == sentence, (e.value.reason, str(e.value))
    assert str(e.value) != REASONS[code] and sentence in SENTENCES
    return e.value


# ---------------------------------------------------------------- judgement day
JD = "RD,G7/B1,B2/R1,G1,B5/B6,B7 R3 {pile} R 0 + 0 play 0,0,0,0 dates=3-3/4-4/12-25/1-1 rules=custom"


@pytest.mark.parametrize("rules", [R(judgement_day=True, stacking="draw2"),
                                   R(judgement_day=True, jump_in=True)])
def test_judgement_refused_while_penalty_pending_says_play_is_not_open(rules):
    s = P(JD.format(pile=PILE), rules)
    play(s, 0, "RD")                    # a Draw Two waits for seat 1
    _refusal(lambda: apply(s, 2, Judgement(3, COL["Y"])), "no_judgement",
             JUDGEMENT_WAITS["penalty"])   # R1,G1 spell 1-1


def test_judgement_refused_in_challenge_phase_says_play_is_not_open():
    s = P(JD.replace("RD,G7", "W4,G7").format(pile=PILE), R(judgement_day=True))
    play(s, 0, "W4", "B")
    _refusal(lambda: apply(s, 2, Judgement(3, COL["Y"])), "no_judgement",
             JUDGEMENT_WAITS["challenge"])


def test_judgement_refused_while_cards_are_given_says_play_is_not_open():
    s = P(JD.replace("RD,G7", "W,G7,G8,G9").format(pile=PILE),
          R(judgement_day=True, wild_powers=True))
    play(s, 0, "W", "B", target=1, power="swap")
    assert s.phase == "give"
    _refusal(lambda: apply(s, 2, Judgement(3, COL["Y"])), "no_judgement",
             JUDGEMENT_WAITS["give"])


def test_judgement_refused_while_first_wild_colour_is_named_says_play_is_not_open():
    s = P("G7/B1,B2/R1,G1,B5/B6,B7 W B9,* - 1 + 0 choose_color 0,0,0,0 "
          "dates=3-3/4-4/12-25/1-1 rules=custom", R(judgement_day=True))
    _refusal(lambda: apply(s, 2, Judgement(3, COL["Y"])), "no_judgement",
             JUDGEMENT_WAITS["color"])


def test_judgement_without_the_cards_keeps_the_codes_sentence():
    s = P(JD.format(pile=PILE), R(judgement_day=True, stacking="draw2"))
    play(s, 0, "RD")
    with pytest.raises(IllegalAction) as e:    # seat 1 holds no 1,1 (B1 only)
        apply(s, 1, Judgement(3, COL["Y"]))
    assert (e.value.reason, str(e.value)) == ("no_judgement", REASONS["no_judgement"])


# ---------------------------------------------------------------- death number
DN = f"R5,G7/B1,B2/Y1,Y4/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0"


def test_death_number_after_window_closed_says_too_late():
    s = P(DN, R(death_number=True))
    play(s, 0, "R5")
    assert DeathNumber() in legal_actions(s, 2)     # Y1+Y4 = 5
    apply(s, 1, Draw())                             # B9: no match, turn passes
    _refusal(lambda: apply(s, 2, DeathNumber()), "no_death_number", DEATH_NUMBER_WHY["late"])


def test_death_number_on_partner_card_says_partner():
    s = P(DN, R(death_number=True, teams="pairs"))
    play(s, 0, "R5")                                # seat 2 is seat 0's partner
    _refusal(lambda: apply(s, 2, DeathNumber()), "no_death_number",
             DEATH_NUMBER_WHY["partner"])


def test_death_number_on_own_card_says_own():
    s = P(f"R5,Y1,Y4/B1,B2/G7,G8/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0", R(death_number=True))
    play(s, 0, "R5")                                # Y1+Y4 = 5 left, on its own card
    _refusal(lambda: apply(s, 0, DeathNumber()), "no_death_number", DEATH_NUMBER_WHY["own"])


def test_death_number_on_first_card_says_first():
    s = P(f"R6,G7/B1,B2/Y1,Y4/R5,B7 R5 {PILE} R 0 + 0 play 0,0,0,0", R(death_number=True))
    _refusal(lambda: apply(s, 2, DeathNumber()), "no_death_number", DEATH_NUMBER_WHY["first"])


def test_death_number_hand_that_does_not_sum_keeps_the_codes_sentence():
    s = P(DN.replace("Y1,Y4", "Y1,Y3"), R(death_number=True))
    play(s, 0, "R5")
    with pytest.raises(IllegalAction) as e:
        apply(s, 2, DeathNumber())
    assert (e.value.reason, str(e.value)) == ("no_death_number", REASONS["no_death_number"])


# ---------------------------------------------------------------- jump-in
def test_jump_in_identical_after_window_closed_says_too_late():
    s = P(f"R5,G7/B1,B2/Y1,Y2/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0", R(jump_in=True))
    play(s, 0, "R5")
    apply(s, 1, Draw())                             # B9 kept: turn moves on, R5 still on top
    _refusal(lambda: play(s, 3, "R5"), "no_jump_in", JUMP_IN_WHY["late"])


def test_jump_in_identical_wild_colored_only_says_no_wilds():
    s = P(f"W,G7/B1,B2/W,Y2/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0",
          R(jump_in=True, jump_in_colored_only=True))
    play(s, 0, "W", "B")
    _refusal(lambda: play(s, 2, "W", "G"), "no_jump_in", JUMP_IN_WHY["wild"])


def test_jump_in_wd4_against_colour_rule_says_colour_rule():
    s = P(f"W4,G7/B1,B2/W4,B2/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0",
          R(jump_in=True, wd4_challenge=False))
    play(s, 0, "W4", "B")                           # seat 2 holds blue: its four breaks the rule
    _refusal(lambda: play(s, 2, "W4", "G"), "no_jump_in", JUMP_IN_WHY["wd4"])


def test_jump_in_wd4_against_colour_rule_costs_nothing_under_misplay_penalty():
    """The code stays no_jump_in (not wd4_not_allowed): a jump-in is no misplay (RULES.md)."""
    s = P(f"W4,G7/B1,B2/W4,B2/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0",
          R(jump_in=True, wd4_challenge=False, misplay_penalty=2))
    play(s, 0, "W4", "B")
    before = s.state_id
    _refusal(lambda: play(s, 2, "W4", "G"), "no_jump_in", JUMP_IN_WHY["wd4"])
    assert s.state_id == before and len(s.hands[2]) == 2


def test_jump_in_on_the_first_card_says_first():
    s = P(f"R5,G7/B1,B2/Y1,Y2/R3,B7 R3 {PILE} R 0 + 0 play 0,0,0,0", R(jump_in=True))
    _refusal(lambda: play(s, 3, "R3"), "no_jump_in", JUMP_IN_WHY["first"])


def test_jump_in_while_cards_are_given_says_give():
    s = P(f"W,G7,G8,G9/B1,B2/W,Y2/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0",
          R(jump_in=True, wild_powers=True))
    play(s, 0, "W", "B", target=1, power="swap")
    assert s.phase == "give" and s.fresh
    _refusal(lambda: play(s, 2, "W", "G"), "no_jump_in", JUMP_IN_WHY["give"])


def test_jump_in_on_own_card_still_says_own_card():
    s = P(f"R5,R5,G7/B1,B2/Y1,Y2/R3,B7 R3 {PILE} R 0 + 0 play 0,0,0,0", R(jump_in=True))
    play(s, 0, "R5")
    with pytest.raises(IllegalAction) as e:
        play(s, 0, "R5")
    assert (e.value.reason, str(e.value)) == ("no_jump_in", OWN_CARD)


def test_jump_in_not_identical_keeps_the_codes_sentence():
    s = P(f"R5,G7/B1,B2/Y1,Y2/R6,B7 R3 {PILE} R 0 + 0 play 0,0,0,0", R(jump_in=True))
    play(s, 0, "R5")
    with pytest.raises(IllegalAction) as e:
        play(s, 3, "R6")
    assert (e.value.reason, str(e.value)) == ("no_jump_in", REASONS["no_jump_in"])


def test_check_says_the_same_as_apply():
    s = P(f"R5,G7/B1,B2/Y1,Y2/R5,B7 R3 {PILE} R 0 + 0 play 0,0,0,0", R(jump_in=True))
    play(s, 0, "R5")
    apply(s, 1, Draw())
    with pytest.raises(IllegalAction) as e:
        check(s, 3, Play(c("R5")))
    assert str(e.value) == JUMP_IN_WHY["late"]


def test_every_new_sentence_is_listed_for_translation():
    for table in (JUDGEMENT_WAITS, DEATH_NUMBER_WHY, JUMP_IN_WHY):
        assert set(table.values()) <= set(SENTENCES)
    assert len(set(SENTENCES)) == len(SENTENCES)


def test_protocol_doc_quotes_every_new_sentence_in_the_reason_section():
    """docs/PROTOCOL.md §11 lists each of these sentences in its case table (quoted, "…")."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    section = doc[doc.index("## 11. Reason codes"):doc.index("## 12. ")]
    for sentence in (OWN_CARD, *JUMP_IN_WHY.values(), *DEATH_NUMBER_WHY.values(),
                     *JUDGEMENT_WAITS.values()):
        assert f'| "{sentence}" |' in section, sentence
