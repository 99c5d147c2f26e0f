"""review62: refusal sentences of rules51 that are false in some rule combination."""

from __future__ import annotations

import pytest
from test_house_kit import c, do, table, wild

from core import Color, Draw, IllegalAction, Pass, Play, Rules, check, legal_actions
from core.game import Phase


def refusal(state, seat, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        check(state, seat, action)
    return info.value


# stacking "draw2": only a Draw Two goes on a Draw Two, so nothing can be stacked on a Wild
# Draw Four; the refusal of a draw while the four waits for its answer must not tell the player
# to "stack a card on it".
def test_answer_first_under_draw2_stacking_offers_no_stack() -> None:
    rules = Rules(stacking="draw2")
    s = table(["W4 R1 B2", "G2 GD Y5 RD", "B3 B4", "B5 B6"], "R5", rules)
    do(s, 0, wild("W4", "G"))
    assert s.phase is Phase.CHALLENGE and s.current == 1
    assert not [a for a in legal_actions(s, 1) if isinstance(a, Play)]  # nothing stacks
    err = refusal(s, 1, Draw())
    assert err.reason == "answer_challenge_first"
    assert "stack" not in str(err), str(err)


# force_play never forces a bluff: a drawn Wild Draw Four may be kept (Pass is legal) while the
# drawer holds the colour in play; the refusal of another card must not say "you must play it".
def test_force_play_drawn_four_while_holding_the_colour_may_be_kept() -> None:
    rules = Rules(force_play=True)
    s = table(["R1 B2", "G2 Y5", "B3 B4", "B5 B6"], "R5", rules, pile="W4")
    do(s, 0, Draw())
    assert s.drawn == c("W4")
    assert Pass() in legal_actions(s, 0)  # the four may be kept
    err = refusal(s, 0, Play(c("R1")))
    assert err.reason == "must_play_drawn"
    assert "must play it" not in str(err), str(err)


# rules51 #2: a card played on a four to answer is a misplay. A wild sent without its colour is
# a malformed play everywhere else (color_required, no misplay: at a table with stacking too);
# at a table without stacking it now costs the misplay penalty.
@pytest.mark.parametrize("stacking", ["off", "draw2", "any"])
def test_uncoloured_wild_on_a_four_to_answer_is_not_punished(stacking: str) -> None:
    from core import Misplay, apply

    rules = Rules(stacking=stacking, misplay_penalty=2)
    s = table(["W4 R1 B2", "W Y5 RD G7", "B3 B4", "B5 B6"], "R5", rules)
    do(s, 0, wild("W4", "G"))
    assert s.phase is Phase.CHALLENGE and s.current == 1
    before = len(s.hands[1])
    try:
        apply(s, 1, Play(c("W")))  # no colour named
    except Misplay:
        pytest.fail(f"stacking={stacking}: an uncoloured wild cost the misplay penalty")
    except IllegalAction:
        pass
    assert len(s.hands[1]) == before


# ONE_DRAW_CARD ("Only one draw card a turn can be stacked on a penalty at this table") is said
# of any set of stackable draw cards under same_type, also at a table without multi-play, where
# no set of any cards is ever played: the code's own "Those cards cannot be played together"
# was true, the new sentence suggests sets are fine but for draw cards.
def test_one_draw_card_sentence_not_said_without_multi_play() -> None:
    rules = Rules(stacking="same_type", multi_play="off", wd4_challenge=False)
    s = table(["W4 G1 B2", "W4 W4 Y5 G7", "B3 B4", "B5 B6"], "R5", rules)
    do(s, 0, wild("W4", "G"))
    assert s.pending == 4 and s.current == 1 and s.phase is Phase.PLAY
    err = refusal(s, 1, Play(c("W4"), Color.RED, also=(c("W4"),)))
    assert err.reason == "bad_combination"
    assert "one draw card a turn" not in str(err), str(err)
