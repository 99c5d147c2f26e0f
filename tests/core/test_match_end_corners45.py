"""Who wins and who loses the match in the corners of the scoring modes (rules45, from the rule
book through the position notation): never partners, never one player both, never a winner
the match has eliminated. Each position is the notation of docs/POSITION.md."""

from __future__ import annotations

from core import Color, DeathNumber, Judgement, Play, Rules, apply, legal_actions
from core.cards import Card
from core.game import GameState, Phase
from core.position import PositionStatus, parse_position, position_status


def table(text: str, rules: Rules) -> GameState:
    state = parse_position(text, rules, 0)
    assert position_status(state) is PositionStatus.VALID
    return state


def play(state: GameState, seat: int, code: str) -> None:
    apply(state, seat, Play(Card.parse(code)))


def throw(state: GameState, seat: int) -> None:
    """``seat`` throws its judgement (the first one legal)."""
    apply(state, seat, next(a for a in legal_actions(state, seat) if isinstance(a, Judgement)))


def ended(state: GameState) -> None:
    """The match is over, with a winner and a loser who are neither one player nor partners,
    and the match's winner not eliminated from it."""
    assert state.phase is Phase.MATCH_OVER and state.match_winner is not None
    if state.match_loser is not None:
        assert state.team_of(state.match_winner) != state.team_of(state.match_loser)
    assert not state.eliminated[state.match_winner]
    assert position_status(state) is PositionStatus.VALID


def test_elimination_teams_the_first_out_on_the_team_left_does_not_win_it() -> None:
    """Seat 0 goes out first, but its partner is the last one holding cards: team 0 loses, and
    the first player out of the other team (seat 1) wins — it named seat 0 winner and seat 2
    loser (docs/RULES.md, decision 6)."""
    state = table("R5/R6/R7,B4/R8 RS,R4 * R 0 + 0 play 0,0,0,0",
                  Rules(scoring="elimination", teams="pairs"))
    for seat, code in ((0, "R5"), (1, "R6"), (2, "R7"), (3, "R8")):
        play(state, seat, code)
    ended(state)
    assert (state.match_winner, state.match_loser) == (1, 2)
    assert state.result is not None and state.result.order == [0, 1, 3, 2]


def test_elimination_a_death_number_makes_an_opponent_lose_not_a_partner() -> None:
    """Seat 1 wins at once with a death number (2 + 4 on a 6): the loser was the last seat in
    order, seat 3, its partner. The other team loses, named by its last seat (decision 6)."""
    state = table("R6,G9/B2,Y4/R1,G1/Y7,Y8 RS,R4 * R 0 + 0 play 0,0,0,0",
                  Rules(scoring="elimination", death_number=True, teams="pairs"))
    play(state, 0, "R6")
    apply(state, 1, DeathNumber())
    ended(state)
    assert (state.match_winner, state.match_loser) == (1, 2)


def test_elimination_without_teams_a_death_number_loser_holds_the_most() -> None:
    state = table("R6,G9/R1,G1/B2,Y4/Y7,Y8 RS,R4 * R 0 + 0 play 0,0,0,0",
                  Rules(scoring="elimination", death_number=True))
    play(state, 0, "R6")
    apply(state, 2, DeathNumber())
    ended(state)
    assert (state.match_winner, state.match_loser) == (2, 3)  # (Y7 Y8: 15 points)
    assert state.result is not None and state.result.order[-1] == 3


def test_elimination_a_four_colour_judgement_makes_an_opponent_lose() -> None:
    state = table("R9,G9/R1,G1,B1,Y1,B8/R3,G3/Y7,Y8 RS,R4 * R 0 + 0 play 0,0,0,0 "
                  "dates=11-11/3-3/5-5/6-6",
                  Rules(scoring="elimination", judgement_day=True, teams="pairs"))
    throw(state, 1)
    ended(state)
    assert state.match_winner == 1 and state.match_loser == 2  # (team 0: seats 0 and 2)


def test_challenge_a_judgement_that_takes_everyone_past_the_target_leaves_the_lowest() -> None:
    """Seat 0 wins the round by judgement still holding W, W (100 points): all three pass 500.
    The match's winner was the thrower, eliminated with the highest total; the lowest total
    is the last one left now, ties to the fewer cards."""
    state = table("R1,G1,B1,Y1,W,W/W,R9/W,B9 RS,R4 * R 0 + 0 play 450,450,450 "
                  "dates=3-3/11-11/5-5", Rules(scoring="challenge", judgement_day=True))
    throw(state, 0)
    ended(state)
    assert state.scores == [550, 509, 509]
    assert state.match_winner == 1 and state.eliminated == [True, False, True]


def test_penalty_partners_tied_on_points_are_ranked_as_a_team() -> None:
    """Pairs, 100 each: team 0 (seats 0 and 2) holds 5 cards, team 1 two. Team 1 wins, team 0
    loses — it named seat 0 winner and seat 2 loser, partners, by their own cards."""
    state = table("R7/B5/R1,R2,R3,R4,B0/G5 RS,R6 * R 0 + 0 play 90,90,90,90",
                  Rules(scoring="penalty", teams="pairs", target_score=100))
    play(state, 0, "R7")
    ended(state)
    assert state.scores == [100, 100, 100, 100]
    assert state.team_of(state.match_winner) == 1 and state.match_loser == 2


def test_penalty_partners_tied_on_cards_too_name_the_later_seat_the_loser() -> None:
    """review49: RULES.md says "the loser the later one" when the cards tie too; within the
    losing team the earlier partner was named. Team 0 (seats 0 and 2) holds the most, each of
    its players two cards: seat 2 loses."""
    state = table("B2,Y3/R7/B4,G6/G5 RS,R6 * R 1 + 0 play 90,90,90,90",
                  Rules(scoring="penalty", teams="pairs", target_score=100))
    play(state, 1, "R7")
    ended(state)
    assert state.team_of(state.match_winner) == 1 and state.match_loser == 2


def test_penalty_a_full_tie_names_two_players() -> None:
    """Both at 100 with one card each: seat 0 was winner and loser at once."""
    state = table("R1,G1,B1,Y1,R9/B9 RS,R4 * R 0 + 0 play 91,91 dates=3-3/11-11",
                  Rules(scoring="penalty", judgement_day=True, target_score=100))
    throw(state, 0)
    ended(state)
    assert state.scores == [100, 100] and (state.match_winner, state.match_loser) == (0, 1)


def test_two_skips_at_a_table_of_two_bring_play_back_whatever_the_two_player_rules() -> None:
    """rules45 #5: docs/RULES.md says a Skip brings play back with two players whatever
    ``two_player_rules`` (it changes only the Reverse); two Skips played together gave the turn
    to the other player with the option off."""
    for two_player_rules in (True, False):
        state = table("RS,RS,G1,G2/B1,B2,B3 R4 * R 0 + 0 play 0,0",
                      Rules(multi_play="identical", two_player_rules=two_player_rules))
        apply(state, 0, Play(Card.parse("RS"), also=(Card.parse("RS"),)))
        assert state.current == 0, two_player_rules


def test_elimination_a_judgement_throw_of_ones_last_cards_is_going_out() -> None:
    """rules49 #1: a throw wins the round only when it shows all four colours (RULES.md), and
    under elimination one who goes out leaves the round while play goes on among the rest; a
    one-colour throw that empties the hand ended the whole round, and seat 1 lost the match
    at once for the points it held. It is going out: play goes on in the colour named."""
    state = table("R5,G7/B9,Y9/B8,Y4/G3,G4 Y3,R1 * Y 2 + 0 play 0,0,0,0 by=1 "
                  "dates=12-25/3-4/1-1/2-2", Rules(scoring="elimination", judgement_day=True))
    apply(state, 3, Judgement(1, Color.RED))
    assert state.phase is Phase.PLAY and state.finished == [3]
    assert state.color is Color.RED and state.current == 0
    assert position_status(state) is PositionStatus.VALID


def test_elimination_a_judgement_throw_that_leaves_one_player_holding_cards_ends_the_round(
) -> None:
    """The same throw when it leaves one player holding cards ends the round as any going out
    does: the first out wins (decision 6) and the one left holding cards loses."""
    state = table("-/B9,Y9/B8,Y4/G3,G4 Y3,R1,R5,G7 * Y 2 + 0 play 0,0,0,0 by=1 "
                  "dates=12-25/3-4/1-1/2-2 out=0", Rules(scoring="elimination", judgement_day=True))
    apply(state, 3, Judgement(1, Color.RED))
    assert state.phase is Phase.PLAY and state.finished == [0, 3]
    state2 = table("-/B9,Y9/-/G3,G4 Y3,R1,R5,G7,B8,Y4 * Y 3 + 0 play 0,0,0,0 by=1 "
                   "dates=12-25/3-4/1-1/2-2 out=0,2", Rules(scoring="elimination",
                                                           judgement_day=True))
    apply(state2, 3, Judgement(1, Color.RED))
    ended(state2)
    assert (state2.match_winner, state2.match_loser) == (0, 1)
