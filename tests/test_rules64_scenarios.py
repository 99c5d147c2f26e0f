"""rules64: rule-sheet combinations checked from outside and found right (they pass): each
plays from a position through the public API, every step checked valid, 108 cards, round trip
(tests/rules_scenario_kit.py). The failing findings are in tests/test_rules64_validator.py."""

from __future__ import annotations

from rules_scenario_kit import B, G, P, c, do

from core import Challenge, Draw, Play, Rules, legal_actions, preset
from core.game import Phase


def full(top: str, first: list[list[str]]) -> str:
    """Hands holding every card but ``top``: ``first`` as given, the rest to the last seat
    (draw pile and discard under the top both empty: nothing left to draw)."""
    from core import full_deck

    deck = [x.code for x in full_deck()]
    deck.remove(top)
    for hand in first:
        for code in hand:
            deck.remove(code)
    hands = [list(h) for h in first]
    hands[-1] += deck
    return "/".join(",".join(h) for h in hands)


# ------------------------------------------------------------------ two players, jump-in
def test_two_players_jump_in_on_a_skip_the_jumper_plays_again():
    """§6 jump_in + §3 two players: seat 0's Skip brings play back to it; seat 1 jumps in
    with the same Skip, which skips seat 0: seat 1 plays again."""
    s = P("R1,G5/RS,B2,B3 Y3,RS * R 0 + 0 play 0,0 by=0 fresh=1 rules=custom",
          Rules(jump_in=True))
    do(s, 1, Play(c("RS")))
    assert s.current == 1 and s.top_by == 1


def test_two_players_jump_in_table_the_victim_of_a_draw_two_draws_and_play_comes_back():
    """Decision 16: with jump-in the Draw Two waits; at two players nobody else can jump in,
    the victim cannot (it would be a stack), so it draws 2 and play comes back."""
    s = P("RD,R5/RD,B3,B4 Y3,R3 * R 0 + 0 play 0,0 by=1 rules=custom", Rules(jump_in=True))
    do(s, 0, Play(c("RD")))
    assert not any(isinstance(a, Play) for a in legal_actions(s, 1))
    do(s, 1, Draw())
    assert s.current == 0 and len(s.hands[1]) == 5


# ------------------------------------------------------------------ stacking and challenge
def test_progressive_four_on_a_draw_two_challenged_guilty_the_offender_draws_six():
    """§6 progressive (+4 on +2) and decision 1: seat 1 holds red, stacks its four on the red
    Draw Two: a bluff against red; seat 2 challenges: seat 1 draws the whole 6, seat 2 plays."""
    s = P("RD,G1,G2/W4,R7,B3/Y1,Y2,Y3 R5 * R 0 + 0 play 0,0,0 by=2 rules=custom",
          Rules(stacking="progressive"))
    do(s, 0, Play(c("RD")))
    do(s, 1, Play(c("W4"), G))
    assert s.phase is Phase.CHALLENGE and s.pending == 6
    do(s, 2, Challenge())
    assert len(s.hands[1]) == 2 + 6 and s.current == 2 and s.color is G


def test_any_four_on_a_draw_two_on_a_four_the_last_four_is_challenged_for_ten():
    """§6 any: +2 on +4 in the named colour, then +4 on it: 10 wait, and only the last four
    can be challenged (its victim may not stack a Draw Two of another colour on it)."""
    s = P("W4,G1,G2/GD,R7,B3/W4,Y2,Y3 R5 * R 0 + 0 play 0,0,0 by=2 rules=custom",
          Rules(stacking="any"))
    do(s, 0, Play(c("W4"), G))
    do(s, 1, Play(c("GD")))
    do(s, 2, Play(c("W4"), B))
    assert s.phase is Phase.CHALLENGE and s.pending == 10
    assert sorted(type(a).__name__ for a in legal_actions(s, 0)) == ["Accept", "Challenge"]


def test_two_players_stacked_fours_innocent_challenge_draws_ten_and_play_comes_back():
    s = P("W4,G1,G2/W4,R7,B3 R5 * R 0 + 0 play 0,0 by=1", preset("house"))
    do(s, 0, Play(c("W4"), G))
    do(s, 1, Play(c("W4"), B))  # seat 1 holds no green: fair
    do(s, 0, Challenge())
    assert len(s.hands[0]) == 2 + 10 and s.current == 1


# ------------------------------------------------------------------ elimination and jump-in
def test_elimination_jump_in_with_a_last_draw_two_cancels_and_the_next_faces_two():
    s = P("G1,G2/RD/Y1,Y2,YD/RD,B1,B2 R5 * R 3 + 0 play 0,0,0,0 by=2 rules=custom",
          preset("house").replace(scoring="elimination"))
    do(s, 3, Play(c("RD")))
    do(s, 1, Play(c("RD")))  # seat 1 goes out; official: the first Draw Two is cancelled
    assert s.finished == [1] and s.current == 2 and s.pending == 2
    do(s, 2, Play(c("YD")))  # same_type: stacked
    assert s.current == 3 and s.pending == 4


def test_elimination_jump_in_with_a_last_four_on_a_four_no_challenge_the_offender_faces_it():
    """Decision 2 + 18: seat 1 jumps in with its last Wild Draw Four on seat 2's: the first is
    never judged, seat 1's is a last card (no challenge), and play continues from the jumper:
    seat 2 faces the 4."""
    s = P("G1,G2/W4/Y1,Y2,W4/B3,B1,B2 R5 * R 2 + 0 play 0,0,0,0 by=1 rules=custom",
          preset("house").replace(scoring="elimination"))
    do(s, 2, Play(c("W4"), B))
    do(s, 1, Play(c("W4"), G))
    assert s.phase is Phase.PLAY and s.pending == 4 and s.current == 2
    assert legal_actions(s, 2) == [Draw()]


# ------------------------------------------------------------------ teams
def test_teams_pairs_reaching_the_target_both_partners_win_score():
    s = P("R5/B9,B8/Y9/G9 R4 * R 0 + 0 play 90,0,90,0 uno=0 rules=custom",
          Rules(teams="pairs", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0 and s.scores == [116, 0, 116, 0]


def test_teams_pairs_penalty_each_team_adds_its_hands_loser_most_cards():
    s = P("R5/B9,B8/Y9/G9 R4 * R 0 + 0 play 90,80,90,80 uno=0 rules=custom",
          Rules(teams="pairs", scoring="penalty", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.scores == [99, 106, 99, 106] and (s.match_winner, s.match_loser) == (0, 1)


def test_teams_pairs_six_seats_partner_opposite_counts_for_nobody():
    s = P("R5/B9/Y9/G9/B1/Y1 R4 * R 0 + 0 play 0,0,0,0,0,0 uno=0 rules=custom",
          Rules(teams="pairs"))
    do(s, 0, Play(c("R5")))
    assert s.scores == [20, 0, 0, 20, 0, 0]  # seat 3 (G9) is seat 0's partner


# ------------------------------------------------------------------ nothing left to draw
def test_nothing_to_draw_per_catcher_catches_cost_nothing_and_the_window_closes():
    s = P(f"{full('R3', [['R5', 'G1'], ['B2'], []])} R3 - R 0 + 0 play 0,0,0 by=2 "
          "rules=custom", Rules(uno_penalty_per_catcher=True))
    do(s, 0, Play(c("R5")))
    do(s, 1, __import__("core").Catch(0))
    # only Red 3, under the top, to reshuffle: one card drawn, the window still open
    assert len(s.hands[0]) == 2 and s.catchable == 0
    do(s, 2, __import__("core").Catch(0))  # nothing at all left: no card, and it closes
    assert len(s.hands[0]) == 2 and s.catchable is None


def test_nothing_to_draw_a_stacked_penalty_takes_the_reshuffled_card_only():
    s = P(f"{full('RD', [['BD', 'G1'], ['B2', 'B4'], []])} RD - R 0 + 2:D play 0,0,0 by=2 "
          "fresh=1", preset("house"))
    do(s, 0, Play(c("BD")))
    do(s, 1, Draw())  # 4 wanted, only the Red Draw Two under the top to reshuffle
    assert len(s.hands[1]) == 3 and s.current == 2
