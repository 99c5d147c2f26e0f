"""rules51: official sheet corner cases and rarely combined options.
RB = the rule book (../shared/RULES.md), DR = docs/RULES.md."""

from __future__ import annotations

import pytest
from core_testkit import seed_where
from test_house_kit import c, do, table, wild

from core import (
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Give,
    IllegalAction,
    Judgement,
    Pass,
    Play,
    Rules,
    apply,
    legal_actions,
)
from core.game import Phase


# RB §2 "Wild: the first player chooses the colour ... and then plays on it" + DR decision 11:
# the first card is never a jump-in target.
def test_first_wild_first_player_names_then_plays_nobody_jumps_in() -> None:
    rules = Rules(jump_in=True)
    s = seed_where(lambda st: st.discard[-1].code == "W" and "W" in
                   [x.code for h in st.hands for x in h], rules)
    first = s.current
    for seat in range(4):
        if seat != first:
            assert not any(isinstance(a, Play) for a in legal_actions(s, seat))
    do(s, first, ChooseColor(Color.GREEN))
    assert s.current == first and s.color is Color.GREEN


# RB §2 "Draw Two: the first player draws 2 and loses the turn" also under stacking (DR 16)
def test_first_draw_two_under_stacking_is_drawn_at_once() -> None:
    rules = Rules(stacking="any", jump_in=True)
    s = seed_where(lambda st: st.discard[-1].code.endswith("D") and st.discard[-1].code != "W4",
                   rules)
    assert s.pending == 0
    first = (s.dealer + 1) % 4
    assert len(s.hands[first]) == 9 and s.current == (first + 1) % 4


# RB §6 wild_powers: swap 3 cards; DR: "holding fewer than 3 after the Wild, you give them all
# and still take 3"; and DR decision 5 (the same holds after a wild-power swap)
def test_wild_swap_from_two_cards_with_uno_called_gives_all_takes_three() -> None:
    rules = Rules(wild_powers=True)
    s = table(["W R1 R2", "Y1 Y2 Y3 Y4", "B3", "B5 B6"], "R5", rules)
    do(s, 0, Play(c("W"), Color.BLUE, target=1, power="swap"))
    assert s.phase is Phase.GIVE and s.current == 0
    do(s, 0, Give(c("R1")), Give(c("R2")))
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 3
    assert sorted(x.code for x in s.hands[1])[:2] == ["R1", "R2"] or "R1" in [x.code for x in s.hands[1]]
    assert s.current == 1 and s.phase is Phase.PLAY


# RB §4 catch while cards are given: the giver who played the Wild down to one card without UNO
def test_catch_the_giver_during_the_give() -> None:
    rules = Rules(wild_powers=True)
    s = table(["W R1", "Y1 Y2 Y3 Y4", "B3 B4", "B5 B6"], "R5", rules, pile="G1 G2 G3")
    do(s, 0, Play(c("W"), Color.BLUE, target=1, power="swap"))
    assert s.phase is Phase.GIVE
    assert Catch(0) in legal_actions(s, 2)
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 3
    # one card is still to give (she held one after the Wild)
    do(s, 0, Give(c("G1")))
    assert s.phase is Phase.PLAY and len(s.hands[0]) == 2 + 3 and len(s.hands[1]) == 4 - 3 + 1
    assert s.card_count() == 108


# RB §6 judgement day waits for play to be open: not while a Wild Draw Four is answered
def test_judgement_refused_during_challenge_with_sentence() -> None:
    rules = Rules(judgement_day=True)
    s = table(["W4 Y1", "R5 G1", "R1 R2 B3", "G3 B1"], "B2", rules)
    s.dates = [[1, 2], [3, 3], [4, 4], [5, 5]]
    do(s, 0, wild("W4", "red"))
    with pytest.raises(IllegalAction) as info:
        apply(s, 2, Judgement(0, Color.GREEN))
    assert info.value.reason == "no_judgement"
    assert "Wild Draw Four" in str(info.value)


# RB §6 jump-in "any Wild Draw Four matches a Wild Draw Four"; DR 13: with wd4_challenge off
# the colour rule holds for a jumped-in four too
def test_wd4_challenge_off_jump_in_four_needs_no_card_of_named_colour() -> None:
    rules = Rules(jump_in=True, wd4_challenge=False)
    s = table(["W4 Y1", "B5 G1", "W4 R7", "W4 G3"], "B2", rules)
    do(s, 0, wild("W4", "red"))
    assert not any(isinstance(a, Play) for a in legal_actions(s, 2))  # holds R7
    assert any(isinstance(a, Play) for a in legal_actions(s, 3))
    do(s, 3, wild("W4", "green"))
    assert s.pending == 4 and s.current == 0


# RB §4 false_uno_penalty: "Calling UNO wrongly (not down to one card) costs 2 cards", out of
# turn as well; once per turn
def test_false_uno_out_of_turn_costs_two_once() -> None:
    rules = Rules(false_uno_penalty=2)
    s = table(["R1 G2", "Y1 Y2", "Y3 Y4", "Y5 Y6"], "R5", rules, pile="B1 B2 B3 B4")
    do(s, 2, CallUno())
    assert len(s.hands[2]) == 4
    assert CallUno() not in legal_actions(s, 2)


# RB §4 uno_penalty_per_catcher: "every catcher adds a penalty of 2"
def test_per_catcher_three_catchers_six_cards_then_closed() -> None:
    rules = Rules(uno_penalty_per_catcher=True)
    s = table(["R1 G2", "Y1 Y2", "Y3 Y4", "Y5 Y6"], "R5", rules,
              pile="B1 B2 B3 B4 B6 B7 B8 B9")
    do(s, 0, Play(c("R1")))
    do(s, 1, Catch(0))
    do(s, 2, Catch(0))
    assert CallUno() not in legal_actions(s, 0)
    do(s, 3, Catch(0))
    assert len(s.hands[0]) == 7
    assert not any(isinstance(a, Catch) and a.target == 0 for seat in (1, 2, 3)
                   for a in legal_actions(s, seat))


# RB §3 "Cannot play (or chooses not to): draw one card. If it is playable it may be played at
# once" + force_play: the refusal of another card says what the rule allows
def test_force_play_refusal_sentence_does_not_offer_a_pass() -> None:
    s = table(["B1 B2", "Y1", "Y3", "Y5"], "R5", Rules(force_play=True), pile="R8 G3")
    do(s, 0, Draw())
    assert Pass() not in legal_actions(s, 0)
    with pytest.raises(IllegalAction) as info:
        apply(s, 0, Play(c("B1")))
    assert "pass" not in str(info.value), str(info.value)


# RB §3 "only the victim of a Wild Draw Four may challenge": the refusal when challenges are
# not played at this table should not say there is no Wild Draw Four when one waits
def test_challenge_refused_at_a_no_challenge_table_says_why() -> None:
    s = table(["W4 Y1 Y2", "RD G5", "Y7", "G3"], "B2", Rules(wd4_anytime=True, stacking="same_type"))
    do(s, 0, wild("W4", "red"))
    assert s.pending == 4 and s.discard[-1].code == "W4"
    with pytest.raises(IllegalAction) as info:
        apply(s, 1, Challenge())
    assert "There is no Wild Draw Four" not in str(info.value), str(info.value)


# RB §6 same_type "one draw card per turn": the refusal of a set of Draw Twos on a penalty
# should say so, not that the cards cannot go together
def test_same_type_set_of_draw_twos_refusal_sentence() -> None:
    s = table(["RD Y1 Y2", "RD BD G5", "Y7", "G3"], "R2",
              Rules(stacking="same_type", multi_play="same_value"))
    do(s, 0, Play(c("RD")))
    with pytest.raises(IllegalAction) as info:
        apply(s, 1, Play(c("RD"), also=(c("BD"),)))
    assert str(info.value) != "Those cards cannot be played together.", str(info.value)
