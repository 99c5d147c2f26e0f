"""rules56: scenario tests from the rule book (/work/shared/RULES.md, "RB"), the project's
decisions and options (docs/RULES.md, "DR") and the Chinese source texts (/work/shared/seeds,
"seed 000…003"). Every table is written in the position notation (docs/POSITION.md) and
driven through the public API; each test asserts what the rule says.

Corners aimed at: scoring modes where a last draw card's penalty is counted, Challenge UNO's
end, elimination with stacking and last action cards, stacked last Wild Draw Fours, draw-until-
playable with the colour rule, first cards with two players and teams, judgement dates, and the
position validator's reason bits.
"""

from __future__ import annotations

from collections import Counter

import pytest
from rules_scenario_kit import B, G, P, Y, c, do, reason

from core import (
    Accept,
    Catch,
    ChooseColor,
    DeathNumber,
    Draw,
    IllegalAction,
    Judgement,
    NameDate,
    NextRound,
    Pass,
    Play,
    Rules,
    apply,
    full_deck,
    legal_actions,
    new_game,
    preset,
)
from core.game import Phase
from core.position import (
    PositionStatus,
    parse_position,
    position_status,
)


def codes(cards) -> list[str]:
    return sorted(x.code for x in cards)


def rest_under(hands: list[list[str]], top: str, pile: list[str]) -> str:
    """A discard pile (text) holding every card not in ``hands``, ``pile`` or ``top``, the
    given ``top`` last: so the draw pile is exactly ``pile`` and a reshuffle is forced."""
    left = Counter(full_deck())
    for h in hands:
        for x in h:
            left[c(x)] -= 1
    for x in pile:
        left[c(x)] -= 1
    left[c(top)] -= 1
    assert all(v >= 0 for v in left.values()), left
    under = sorted(left.elements(), key=lambda k: k.code)
    return ",".join([x.code for x in under] + [top])


def table(hands: list[list[str]], top: str, pile: list[str], tail: str) -> str:
    """Position text whose draw pile is exactly ``pile`` (every other card under the top)."""
    hs = "/".join(",".join(h) if h else "-" for h in hands)
    return f"{hs} {rest_under(hands, top, pile)} {','.join(pile) if pile else '-'} {tail}"


# ====================================================================== scoring
def test_penalty_scoring_last_draw_two_drawn_cards_count_in_the_victims_penalty():
    """RB §5: "If that card was Draw Two or Wild Draw Four, the next player still draws before
    scoring." + `penalty`: "each player scores the points in their own hand as penalty"."""
    rules = Rules(scoring="penalty")
    s = P("RD/R5/B3,W R4 Y9,G9,* R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("RD")))
    assert codes(s.hands[1]) == ["G9", "R5", "Y9"]
    assert s.scores == [0, 23, 53]
    assert s.phase is Phase.ROUND_OVER


def test_penalty_scoring_last_wd4_drawn_cards_reach_the_target_and_end_the_match():
    """RB §5 `penalty`: the first to reach the target loses; lowest wins. The four cards the
    next player draws after a last Wild Draw Four count before scoring."""
    rules = Rules(scoring="penalty", target_score=100)
    s = P("W4/R5/B3 R4 YS,GS,BS,RS,* R 0 + 0 play 10,30,20 rules=custom", rules)
    do(s, 0, Play(c("W4"), G))
    # seat 1: 5 + 4 x 20 = 85 -> 115 >= 100: the match is over; seat 1 loses, seat 0 wins
    assert s.scores == [10, 115, 23]
    assert s.phase is Phase.MATCH_OVER
    assert s.match_winner == 0 and s.match_loser == 1


def test_penalty_scoring_two_reach_the_target_the_highest_loses():
    """RB §5 `penalty`: "the first to reach the target loses" — two reaching it in one round:
    the highest score is the loser (DR: "The loser is the highest score")."""
    rules = Rules(scoring="penalty", target_score=100)
    s = P("R1/W,W/RS,R9 R4 * R 0 + 0 play 5,10,70 rules=custom", rules)
    do(s, 0, Play(c("R1")))
    assert s.scores == [5, 110, 99]
    assert s.phase is Phase.MATCH_OVER and s.match_loser == 1 and s.match_winner == 0


def test_challenge_scoring_last_draw_two_drawn_cards_eliminate_the_victim():
    """RB §5 `challenge`: "a running total of the points each player is left holding; a player
    reaching the target (500) is eliminated" — the two drawn after the winner's last Draw Two
    are cards that player is left holding."""
    rules = Rules(scoring="challenge")
    s = P("RD/R5/B3 R4 Y9,G9,* R 0 + 0 play 0,480,100 rules=custom", rules)
    do(s, 0, Play(c("RD")))
    assert s.scores == [0, 503, 103]
    assert s.eliminated == [False, True, False]
    assert s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert s.hands[1] == [] and len(s.hands[0]) == 7 and len(s.hands[2]) >= 7
    assert s.dealer == 0


def test_challenge_scoring_head_to_head_last_wd4_eliminates_the_opponent_winner_takes_match():
    """RB §5 `challenge`: "the last two play head-to-head …; the last one left wins"."""
    rules = Rules(scoring="challenge")
    s = P("R7,R8/-/W4 R4 YS,GS,BS,RS,* R 2 + 0 play 470,520,300 round=2 elim=1 dealer=0 rules=custom",
          rules)
    do(s, 2, Play(c("W4"), B))
    # seat 0: 7 + 8 + 80 = 95 -> 565: out of the match; seat 2 is the last one left
    assert s.eliminated == [True, True, False]
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 2


def test_challenge_scoring_the_round_winner_adds_nothing_others_add_their_own_hand():
    rules = Rules(scoring="challenge")
    s = P("R7/R8,B9/YS,W/G1 R4 * R 0 + 0 play 10,20,30,40 rules=custom", rules)
    do(s, 0, Play(c("R7")))
    assert s.scores == [10, 37, 100, 41]
    assert s.phase is Phase.ROUND_OVER and s.eliminated == [False] * 4


def test_standard_scoring_triples_team_scores_only_the_other_team():
    """RB §5 teams; DR: `triples` (3v3 with 6), seat s plays for team s mod k."""
    rules = Rules(teams="triples")
    s = P("R7/R9/B5/Y1/GS/W R4 * R 0 + 0 play 0,0,0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R7")))
    # teams: {0, 2, 4} and {1, 3, 5}: team 0 scores 9 + 1 + 50 = 60
    assert s.scores == [60, 0, 60, 0, 60, 0]


def test_penalty_scoring_triples_each_team_adds_its_own_hands():
    """DR: "(in `penalty` each team adds its own hands)"."""
    rules = Rules(teams="triples", scoring="penalty")
    s = P("R7/R9/B5/Y1/GS/W R4 * R 0 + 0 play 0,0,0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R7")))
    # team 0 holds B5 + GS = 25; team 1 holds R9 + Y1 + W = 60
    assert s.scores == [25, 60, 25, 60, 25, 60]


def test_standard_stacked_last_wd4_next_player_draws_eight_before_scoring():
    """DR decision 8: "Going out on a draw card under stacking. The next player draws the whole
    pending total before the round is scored"; decision 18: a last card is never a bluff, no
    challenge. RB §6: "Two +4 in a row means 8"."""
    rules = preset("house")
    # (seat 2 still holds B3: its four waits in phase challenge, and seat 0 stacks on it there)
    s = P("W4/R5/B3 R4,W4 Y1,Y2,Y3,Y4,Y5,Y6,Y7,Y8,* G 0 + 4:W4 challenge 0,0,0 by=2 fresh=1 "
          "wd4=2:0:R:fair rules=house", rules)
    do(s, 0, Play(c("W4"), B))
    assert len(s.hands[1]) == 9
    assert s.phase is Phase.ROUND_OVER
    assert s.result.winner == 0
    assert s.scores[0] == 5 + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 3


def test_elimination_last_draw_two_under_stacking_waits_and_may_be_stacked():
    """DR decision 18: under elimination "with stacking or `jump_in` the penalty waits as
    after a Draw Two (decision 16)" — the victim may stack on it."""
    rules = Rules(scoring="elimination", stacking="draw2")
    s = P("RD/GD,G5/B3,B4/Y7,Y8 R4 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("RD")))
    assert s.finished == [0] and s.phase is Phase.PLAY
    assert s.current == 1 and s.pending == 2
    do(s, 1, Play(c("GD")))
    assert s.current == 2 and s.pending == 4
    do(s, 2, Draw())
    assert len(s.hands[2]) == 6 and s.pending == 0
    assert s.current == 3  # the one after the victim; seat 0 is out


def test_elimination_skip_as_last_card_with_three_in_the_round():
    """RB §5 elimination: play continues among the rest. The Skip still skips the next player;
    the two left then play under the two-player rules (DR decision 10)."""
    rules = Rules(scoring="elimination")
    s = P("RS/R5,R6/B3,B4 R4 * R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("RS")))
    assert s.finished == [0] and s.current == 2


def test_elimination_last_card_with_uno_penalty_the_catch_is_impossible():
    """A player who goes out holds no card: nothing to catch."""
    rules = Rules(scoring="elimination")
    s = P("R9/R5,R6/B3,B4 R4 * R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R9")))
    assert not any(isinstance(a, Catch) for a in legal_actions(s, 2))


# ===================================================== draw rules
def test_draw_until_playable_with_wd4_challenge_off_a_forbidden_four_is_not_playable():
    """RB §3: with `wd4_challenge` off "the restriction becomes plain legality"; with
    `draw_until_playable` the player draws "until a playable card comes": a Wild Draw Four
    drawn while holding the colour in play is not playable, so drawing goes on."""
    rules = Rules(wd4_challenge=False, draw_until_playable=True)
    s = P("R5,B1/Y2,Y3 G9 W4,Y1,G3,* G 0 + 0 play 0,0 rules=custom", rules)
    # seat 0 holds no green: the four IS allowed (no card of the current colour)
    do(s, 0, Draw())
    assert codes(s.hands[0]) == ["B1", "R5", "W4"] and s.drawn == c("W4")



def test_draw_until_playable_wd4_challenge_off_stops_at_first_playable_after_forbidden_four():
    rules = Rules(wd4_challenge=False, draw_until_playable=True)
    s = P("G5,B1/Y2,Y3 G9 W4,Y1,G3,* G 0 + 0 play 0,0 rules=custom", rules)
    do(s, 0, Draw())
    assert codes(s.hands[0]) == ["B1", "G3", "G5", "W4", "Y1"]
    assert s.drawn == c("G3")


def test_draw_one_official_draws_exactly_one_even_if_unplayable():
    s = P("G5,B1/Y2,Y3 R9 Y1,G3,* R 0 + 0 play 0,0")
    do(s, 0, Draw())
    assert codes(s.hands[0]) == ["B1", "G5", "Y1"] and s.current == 1


def test_force_play_and_draw_until_playable_the_found_card_must_be_played():
    rules = Rules(draw_until_playable=True, force_play=True)
    s = P("G5,B1/Y2,Y3 R9 Y1,G3,R2,* R 0 + 0 play 0,0 rules=custom", rules)
    do(s, 0, Draw())
    assert s.drawn == c("R2")
    assert reason(s, 0, Pass()) != ""
    assert [a for a in legal_actions(s, 0) if isinstance(a, Play)] == [Play(c("R2"))] or all(
        a.card == c("R2") for a in legal_actions(s, 0) if isinstance(a, Play))


def test_draw_when_playable_off_a_wild_in_hand_is_a_playable_card():
    """Seed 003: "如果玩家有牌可出就不用且不可以从牌库中拿牌" (a Wild is playable any time)."""
    rules = Rules(draw_when_playable=False)
    s = P("W,B1/Y2,Y3 R9 * R 0 + 0 play 0,0 rules=custom", rules)
    assert reason(s, 0, Draw()) != ""


# ===================================================== first card
def first_card_game(rules: Rules, players: int, want: str, tries: int = 4000):
    """A new game whose first turned card is of kind ``want`` (searching seeds)."""
    for seed in range(tries):
        st = new_game(rules, players, seed)
        top = st.discard[0]
        kind = "W" if top.code == "W" else top.code[1:] if top.color else top.code
        if len(st.discard) == 1 and kind == want:
            return st
    raise AssertionError(f"no seed turns up {want}")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_draw_two_first_player_draws_two_and_loses_the_turn(players):
    st = first_card_game(Rules(), players, "D")
    first = (st.dealer + 1) % players
    assert len(st.hands[first]) == 9
    assert st.current == (first + 1) % players
    assert st.pending == 0


@pytest.mark.parametrize("players", [2, 3, 5])
def test_first_skip_first_player_is_skipped(players):
    st = first_card_game(Rules(), players, "S")
    first = (st.dealer + 1) % players
    assert st.current == (first + 1) % players
    assert all(len(h) == 7 for h in st.hands)


def test_first_wild_with_two_players_opponent_of_dealer_names_the_colour():
    st = first_card_game(Rules(), 2, "W")
    assert st.phase is Phase.CHOOSE_COLOR
    assert st.current == (st.dealer + 1) % 2
    apply(st, st.current, ChooseColor(Y))
    assert st.color is Y and st.phase is Phase.PLAY and st.current == (st.dealer + 1) % 2


def test_first_draw_two_with_teams_the_first_player_not_the_dealers_partner_draws():
    rules = Rules(teams="pairs")
    st = first_card_game(rules, 4, "D")
    first = (st.dealer + 1) % 4
    assert len(st.hands[first]) == 9 and st.current == (first + 1) % 4


def test_first_reverse_with_two_players_other_side_two_player_rules_dealer_plays():
    """DR: "With two players and `two_player_rules` the first Reverse acts as a Skip, so the
    dealer plays first whatever `reverse_start`"."""
    rules = Rules(reverse_start="other_side")
    st = first_card_game(rules, 2, "R")
    assert st.current == st.dealer


def test_first_reverse_with_two_players_other_side_without_two_player_rules():
    """DR: "under "other_side" turning the option off hands the first turn to the other player"."""
    rules = Rules(reverse_start="other_side", two_player_rules=False)
    st = first_card_game(rules, 2, "R")
    assert st.current != st.dealer and st.direction == -1


def test_first_wild_draw_four_never_stays_on_top():
    for seed in range(300):
        st = new_game(Rules(), 4, seed)
        assert st.discard[-1].code != "W4" and len(st.discard) == 1


# ===================================================== judgement dates
@pytest.mark.parametrize("month,day,ok", [(2, 29, True), (2, 30, False), (4, 31, False),
                                          (12, 31, True), (13, 1, False), (0, 5, False),
                                          (6, 0, False), (1, 31, True), (11, 31, False)])
def test_judgement_day_dates_must_exist(month, day, ok):
    rules = Rules(judgement_day=True)
    st = new_game(rules, 3, 1)
    assert st.phase is Phase.NAME_DATES
    seat = 0
    if ok:
        apply(st, seat, NameDate(month, day))
        assert st.dates[seat] == [month, day] or tuple(st.dates[seat]) == (month, day)
    else:
        with pytest.raises(IllegalAction):
            apply(st, seat, NameDate(month, day))


def test_judgement_day_one_digit_month_and_day_pattern_is_its_digits():
    """RB §6: "its digits (e.g. 12-25 → 1,2,2,5) form that player's pattern": 1-5 → 1, 5."""
    rules = Rules(judgement_day=True)
    s = P("R1,B5,G9/Y7,Y8/G2,G3 G4 * G 0 + 0 play 0,0,0 dates=1-5/12-25/3-3 rules=custom", rules)
    # seat 2 may throw seat 0's date? seat 2 holds no 1 or 5. seat 0's own date is its own.
    acts = [a for a in legal_actions(s, 0) if isinstance(a, Judgement)]
    assert acts == []
    s = P("Y7,Y8/R1,B5,G9/G2,G3 G4 * G 0 + 0 play 0,0,0 dates=1-5/12-25/3-3 rules=custom", rules)
    acts = [a for a in legal_actions(s, 1) if isinstance(a, Judgement) and a.target == 0]
    assert acts, "R1 and B5 spell seat 0's date 1-5"
    do(s, 1, next(a for a in acts if a.color in (Y, G)))
    assert codes(s.hands[1]) == ["G9"]


# ===================================================== Seven-O, jump-in, UNO timing
def test_seven_swap_after_calling_uno_the_swapper_holds_a_big_hand_the_target_one_called():
    """RB §6 seven_o + DR decision 5: a hand received by a swap counts as called if it is one
    card; the swapper who called UNO now holds four cards and no call stands for them."""
    s = P("R7,B1/G1,G2,G3,G4/Y5,Y6 R4 * R 0 + 0 play 0,0,0 rules=house", preset("house"))
    do(s, 0, Play(c("R7"), uno=True, target=1))
    assert codes(s.hands[0]) == ["G1", "G2", "G3", "G4"] and codes(s.hands[1]) == ["B1"]
    assert s.uno_called == [False, True, False]
    assert not any(isinstance(a, Catch) for a in legal_actions(s, 2))


def test_zero_passes_hands_the_one_card_hand_moves_on_and_counts_as_called():
    s = P("R0,B1/G1/Y5,Y6,Y7 R4 * R 0 + 0 play 0,0,0 uno=1 rules=house", preset("house"))
    do(s, 0, Play(c("R0"), uno=True))
    # seat 0's B1 -> seat 1, seat 1's G1 -> seat 2, seat 2's hand -> seat 0
    assert [codes(h) for h in s.hands] == [["Y5", "Y6", "Y7"], ["B1"], ["G1"]]
    assert s.uno_called == [False, True, True] and s.current == 1


def test_jump_in_with_a_seven_against_the_direction_swaps_and_play_continues_from_jumper():
    """RB §6 jump_in: "play continues from the jumper"; seven_o: "a 7 swaps hands with a
    chosen player". (A 0 can never be jumped in: one deck holds one 0 of each colour.)"""
    s = P("R5,G7/B2,B3/Y4,Y9,R7/G1,G2 R4,R7 * R 3 - 0 play 0,0,0,0 by=0 fresh=1 rules=house",
          preset("house"))
    do(s, 2, Play(c("R7"), target=1))
    assert [codes(h) for h in s.hands] == [["G7", "R5"], ["Y4", "Y9"], ["B2", "B3"],
                                           ["G1", "G2"]]
    assert s.current == 1 and s.direction == -1  # seat 3, jumped over, lost its turn


def test_jump_in_with_a_wild_on_a_wild_jumper_names_the_colour_and_can_be_caught():
    s = P("R5,G7/B2,B3/Y4,Y9/G1,W R4,W * B 1 + 0 play 0,0,0,0 by=0 fresh=1 rules=house",
          preset("house"))
    do(s, 3, Play(c("W"), G))
    assert s.color is G and s.current == 0
    do(s, 1, Catch(3))
    assert len(s.hands[3]) == 3


def test_two_players_jump_in_on_a_reverse_the_jumper_plays_again():
    """RB §3 two players: "Reverse acts as Skip, so the player who played it plays again";
    DR decision 28: a Reverse jumped in acts as a Reverse played."""
    s = P("R5,RR,G1/Y4,RR,B2 R4 * R 0 + 0 play 0,0 rules=house", preset("house"))
    do(s, 0, Play(c("RR")))
    assert s.current == 0
    do(s, 1, Play(c("RR")))
    assert s.current == 1


def test_uno_penalty_four_per_catcher_three_catchers_twelve_cards():
    """RB §4: `uno_penalty` 4 (2001 sheet); DR: "every player who catches a missed UNO before
    play moves on adds the penalty again"."""
    rules = Rules(uno_penalty=4, uno_penalty_per_catcher=True)
    s = P("R5,G7/B2,B3/Y4,Y9/G1,G2 R4 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    do(s, 2, Catch(0))
    do(s, 3, Catch(0))
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 13
    assert not any(isinstance(a, Catch) for a in legal_actions(s, 2))


def test_elimination_per_catcher_counts_only_players_still_in_the_round():
    rules = Rules(scoring="elimination", uno_penalty_per_catcher=True)
    s = P("-/R5,G7/B2,B3/Y4,Y9 R4 * R 1 + 0 play 0,0,0,0 out=0 rules=custom", rules)
    do(s, 1, Play(c("R5")))
    do(s, 2, Catch(1))
    do(s, 3, Catch(1))
    assert len(s.hands[1]) == 5
    assert reason(s, 0, Catch(1)) != ""


def test_any_stacking_two_on_named_four_then_four_on_two_totals_ten():
    """RB §6 `any`: also +2 on +4 (DR: in the colour the +4 named); +4 on +2 as progressive."""
    rules = Rules(stacking="any")
    s = P("R5,G7/BD,B3/Y4,W4/G1,G2 R4,W4 * B 1 + 4:W4 challenge 0,0,0,0 by=0 fresh=1 "
          "wd4=0:1:R:bluff rules=custom", rules)
    do(s, 1, Play(c("BD")))
    assert s.pending == 6
    do(s, 2, Play(c("W4"), Y))
    assert s.pending == 10 and s.phase is Phase.CHALLENGE
    do(s, 3, Accept())
    assert len(s.hands[3]) == 12 and s.current == 0 and s.color is Y


def test_progressive_two_on_a_four_refused_even_in_the_named_colour():
    """RB §6 `progressive`: "also +4 on +2, never +2 on +4"."""
    rules = Rules(stacking="progressive")
    s = P("R5,G7/BD,B3/Y4,W4 R4,W4 * B 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 "
          "wd4=0:1:R:bluff rules=custom", rules)
    assert reason(s, 1, Play(c("BD"))) != ""


def test_death_number_under_penalty_scoring_thrower_adds_nothing():
    rules = Rules(scoring="penalty", death_number=True)
    s = P("R5,G7/B2,B3/Y4,Y9,W R4 * R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    do(s, 1, DeathNumber())
    assert s.scores == [7, 0, 63] and s.result.how == "death_number"


def test_judgement_four_colours_the_thrower_deals_the_next_round():
    """RB §2: "the winner of a round deals the next"."""
    rules = Rules(judgement_day=True)
    s = P("R5,G7/R1,Y2,G2,B5/Y4,Y9 R4 * R 0 + 0 play 0,0,0 dates=1-1/3-3/12-25 rules=custom",
          rules)
    do(s, 1, Judgement(target=2, color=None))
    assert s.phase is Phase.ROUND_OVER and s.scores == [0, 25, 0]
    do(s, None, NextRound())
    assert s.dealer == 1 and s.round_no == 2


def test_challenge_scoring_last_skip_of_the_head_to_head_round_scores_the_other():
    rules = Rules(scoring="challenge")
    s = P("RS/-/B3,B4 R4 * R 0 + 0 play 0,600,0 round=2 elim=1 dealer=2 rules=custom", rules)
    do(s, 0, Play(c("RS")))
    assert s.scores == [0, 600, 7] and s.phase is Phase.ROUND_OVER


# ===================================================== rules configuration
@pytest.mark.parametrize("options", [
    {"teams": "pairs", "scoring": "challenge"},
    {"hand_size": 4}, {"hand_size": 11},
    {"jump_in_stacks": True}, {"jump_in_colored_only": True},
    {"uno_penalty": 3}, {"stacking": "plus4"}, {"multi_play": "pairs"},
    {"players": 1}, {"players": 11}, {"teams": "pairs", "players": 3},
])
def test_rules_refuse_what_the_rule_book_does_not_allow(options):
    from core import RulesError
    with pytest.raises(RulesError):
        Rules(**options)


def test_presets_are_what_the_rule_book_says():
    """RB §7."""
    assert preset("official") == Rules()
    h = preset("house")
    assert (h.stacking, h.jump_in, h.seven_o) == ("same_type", True, True)
    cp = preset("chinese-party")
    assert (cp.stacking, cp.jump_in, cp.jump_in_stacks, cp.multi_play, cp.false_uno_penalty,
            cp.uno_penalty_per_catcher) == ("progressive", True, True, "same_value", 2, True)
    assert preset("two-player").two_player_rules


# ===================================================== the position validator
def status(text: str, rules: Rules | None = None) -> PositionStatus:
    return position_status(parse_position(text, rules, 0))


def test_validator_challenge_scoring_a_player_at_the_target_still_in_the_match_is_impossible():
    """RB §5 `challenge`: "a player reaching the target (500) is eliminated from the match" —
    at every round's end. A seat at 600 not out of the match (`elim`) while a round is played
    cannot happen (POSITION.md: "The checks say what can never happen"); standard and
    penalty flag the same at the target (PHASE)."""
    rules = Rules(scoring="challenge")
    st = status("R5/G7/B8 Y3,R4 * R 1 + 0 play 600,0,0 rules=custom", rules)
    assert st != PositionStatus.VALID
    assert st & PositionStatus.PHASE


def test_validator_challenge_scoring_round_over_with_a_seat_at_the_target_not_eliminated():
    rules = Rules(scoring="challenge")
    st = status("R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 round_over 600,0,40 by=1 "
                "result=1:64:out:1:- rules=custom", rules)
    assert st & PositionStatus.PHASE


def test_validator_single_scoring_has_no_round_over():
    """RB §5 `single`: "one round, no match" — the round's end is the match's end
    (the engine goes straight to `match_over`)."""
    rules = Rules(scoring="single")
    st = status("R5/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,7,0 by=1 result=1:7:out:1:- "
                "rules=custom", rules)
    assert st & PositionStatus.PHASE


def test_validator_elimination_has_no_round_over():
    """DR `elimination`: "One round." — it ends the match."""
    rules = Rules(scoring="elimination")
    st = status("-/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,0,0 by=1 result=0:2:out:0,1,2:2 "
                "out=0,1 rules=custom", rules)
    assert st & PositionStatus.PHASE


def test_validator_standard_match_has_no_loser():
    """POSITION.md `loser`: "the match's loser (scorings that have one)"; standard has none."""
    st = status("R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 match_over 0,564,40 by=1 "
                "result=1:64:out:1:- winner=1 loser=0")
    assert st & PositionStatus.PHASE


def test_validator_penalty_match_over_with_nobody_at_the_target():
    """RB §5 `penalty`: the match ends when a player reaches the target."""
    rules = Rules(scoring="penalty")
    st = status("R5/-/B2 Y3,R3,GS * G 2 + 0 match_over 5,0,2 by=1 result=1:7:out:1:- "
                "winner=1 loser=0 rules=custom", rules)
    assert st & PositionStatus.PHASE


def test_validator_challenge_match_over_with_two_players_still_in():
    """RB §5 `challenge`: "the last one left wins" — two left, the match goes on."""
    rules = Rules(scoring="challenge")
    st = status("R5/-/B2 Y3,R3,GS * G 2 + 0 match_over 5,0,2 by=1 result=1:7:out:1:- "
                "winner=1 rules=custom", rules)
    assert st != PositionStatus.VALID


def test_validator_drawn_wild_draw_four_the_colour_rule_forbids():
    """POSITION.md DRAWN: "one that does not fit the top card and colour (a drawn card is kept
    to play only when it fits)"; with `wd4_challenge` off a Wild Draw Four drawn while holding
    the colour in play cannot be played (RB §3 "plain legality"), so the engine passes the
    turn and never keeps it as `drawn`."""
    rules = Rules(wd4_challenge=False)
    st = status("R5,W4/G7/B8 Y3,R4 * R 0 + 0 play 0,0,0 drawn=W4 rules=custom", rules)
    assert st & PositionStatus.DRAWN


def test_engine_never_keeps_a_forbidden_drawn_four():
    rules = Rules(wd4_challenge=False)
    s = P("R5,B1/Y2,Y3 R9 W4,* R 0 + 0 play 0,0 rules=custom", rules)
    do(s, 0, Draw())
    assert s.drawn is None and s.current == 1


def test_validator_give_by_another_seat_than_the_wilds_player():
    """RB §6 wild_powers: the swap is the power of the player who played the Wild."""
    rules = Rules(wild_powers=True)
    st = status("R5,R6,R7/G7,G8/B8 Y3,W * R 0 + 0 give 0,0,0 by=1 fresh=1 give=1:3:- "
                "rules=custom", rules)
    assert st & PositionStatus.GIVE


def test_validator_give_with_a_top_card_that_is_not_a_wild():
    rules = Rules(wild_powers=True)
    st = status("R5,R6,R7/G7,G8/B8 Y3,R9 * R 0 + 0 give 0,0,0 by=0 fresh=1 give=1:3:- "
                "rules=custom", rules)
    assert st & PositionStatus.GIVE


@pytest.mark.parametrize("text,rules,bit", [
    ("R5/G7/B8 Y3,W4 * B 1 + 4:W4 play 0,0,0 by=0", None, PositionStatus.PENDING),
    ("R5/G7/B8,B9 Y3,Y4 * Y 1 + 0 play 0,0,0 by=0 fresh=1 uno=0 catch=0", None,
     PositionStatus.CATCH),
    ("R5,R6/G7,G8 Y3,RS * R 1 + 0 play 0,0 by=0 fresh=1", None, PositionStatus.TURN),
    ("R5/G7/B8 Y3,R4 * R 1 + 0 play 0,0,0 round=0", None, PositionStatus.PHASE),
    ("R5/G7/B8 Y3,R4 * R 1 + 0 play 500,0,0", None, PositionStatus.PHASE),
    ("R5/G7/B8/B9 Y3,R4 * R 1 + 0 play 5,0,6,0 rules=custom", Rules(teams="pairs"),
     PositionStatus.SEATS),
    ("R5/G7/B8,B9 Y3,W4 * B 2 + 0 play 0,0,0 by=0 fresh=1", None, PositionStatus.PENDING),
    ("R5/G7/B8 W * - 1 + 0 choose_color 0,0,0 fresh=1", None, PositionStatus.TOP),
    ("R5/G7/B8 Y3,R4 * R 1 + 0 play 0,0,0 dates=1-1/2-2/3-3", None, PositionStatus.DATES),
    ("R5/G7/B8 Y3,W4 * R 1 + 6:W4 play 0,0,0 by=0 rules=house", None, PositionStatus.PENDING),
    ("R5/G7/B8,B9 Y3,W4 * B 2 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:2:Y:fair", None,
     PositionStatus.CHALLENGE),
    ("R5/G7/B8 Y3,R4 * R 1 + 0 play 0,600,0 elim=1 rules=custom", Rules(scoring="challenge"),
     PositionStatus.OUT),
    ("R5/-/- Y3,R4 * R 0 + 0 play 0,0,0 out=1,2 rules=custom", Rules(scoring="elimination"),
     PositionStatus.OUT),
    ("R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,564,40 by=1 result=1:64:out:1:-", None,
     PositionStatus.PHASE),
    ("R5,G7/-/B2 Y3,R3,G4 * G 2 + 0 round_over 0,64,0 by=0 fresh=1 "
     "result=1:64:death_number:1:-", None, PositionStatus.PHASE),
])
def test_validator_names_the_bit_of_an_impossible_table(text, rules, bit):
    st = status(text, rules)
    assert st & bit, (text, st)
