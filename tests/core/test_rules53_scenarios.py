"""rules53: scenario tests of rarely reached combinations, from the rule book
(/work/shared/RULES.md, "RB"), docs/RULES.md ("DR") and Mattel's instruction sheets.

The first card turned under every preset and table size; reshuffles in the middle of a penalty
draw, a stacked draw, a challenge and a last-card draw; challenges of a player down to one card;
UNO timing; a round ended by a draw card; the points of every kind of card; partners; two-player
tables under every preset; match ends at exactly the target and ties.
"""

from __future__ import annotations

from collections import Counter

import pytest
from core_testkit import situation
from rules_scenario_kit import conserved

from core import (
    Accept,
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    IllegalAction,
    NextRound,
    Play,
    Rules,
    apply,
    check,
    full_deck,
    legal_actions,
    new_game,
    preset,
)
from core.game import Phase
from core.position import check_position, format_position, parse_position

PRESETS = ("official", "house", "chinese-party", "two-player")


def c(code: str) -> Card:
    return Card.parse(code)


def P(text: str, rules: Rules | None = None, seed: int = 0):
    state = parse_position(text, rules, seed)
    check_position(state)
    return state


def do(state, seat, *actions):
    for a in actions:
        apply(state, seat, a)
    return state



def refused(state, seat, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        check(state, seat, action)
    return info.value


# ====================================================================== the first card
def _first_kind(state) -> str:
    code = next(e for e in state.log if e["type"] == "round_start")["card"]
    return code[1:] if code[0] in "RYGB" and len(code) == 2 and code[1] in "SRD" else (
        "W" if code == "W" else "N")


def _seed_for(rules: Rules, players: int, kind: str, returned: bool = False) -> int:
    for seed in range(20000):
        s = new_game(rules, players, seed)
        back = any(e["type"] == "first_card_returned" for e in s.log)
        if _first_kind(s) == kind and back == returned:
            return seed
    raise AssertionError(f"no seed turns up {kind}")


def _tables():
    for name in PRESETS:
        for n in ((2,) if name == "two-player" else (2, 3, 4)):
            yield name, n


@pytest.mark.parametrize(("name", "n"), list(_tables()))
@pytest.mark.parametrize("kind", ["N", "S", "R", "D", "W"])
def test_first_card_effect_under_every_preset_and_table_size(name: str, n: int, kind: str) -> None:
    """RB §2 "First turned card", under every preset: Draw Two — the first player draws 2 and
    loses the turn (drawn at once whatever the stacking or jump-in, DR decision 16); Skip — the
    first player is skipped; Reverse — the dealer plays first, the other way (two players: acts
    as Skip, so the dealer plays); Wild — the first player names the colour, then plays on it.
    Nobody may jump in, stack or catch on the turned card (DR decision 11)."""
    rules = preset(name)
    s = new_game(rules, n, _seed_for(rules, n, kind))
    d = s.dealer
    first = (d + 1) % n
    sizes = [len(h) for h in s.hands]
    if kind == "N":
        assert (s.current, s.direction, s.phase) == (first, 1, Phase.PLAY)
        assert sizes == [7] * n
    elif kind == "S":
        assert s.current == (d + 2) % n and s.direction == 1
        assert sizes == [7] * n
    elif kind == "R":
        assert s.direction == -1 and s.current == d
        assert sizes == [7] * n
    elif kind == "D":
        assert sizes[first] == 9 and sum(sizes) == 7 * n + 2
        assert s.current == (d + 2) % n and s.pending == 0 and s.phase is Phase.PLAY
    else:
        assert s.phase is Phase.CHOOSE_COLOR and s.current == first and s.color is None
        assert set(legal_actions(s, first)) - {CallUno()} == {ChooseColor(x) for x in Color}
        do(s, first, ChooseColor(Color.GREEN))
        assert s.current == first and s.phase is Phase.PLAY and s.color is Color.GREEN
    top = s.discard[-1]
    for seat in range(n):
        jump = [a for a in legal_actions(s, seat)
                if isinstance(a, Play) and seat != s.current]
        assert jump == [], (seat, jump)
        assert not any(isinstance(a, Catch) for a in legal_actions(s, seat))
        if top in s.hands[seat] and seat != s.current and rules.jump_in:
            assert refused(s, seat, Play(top, None if top.color else Color.RED)).reason \
                == "no_jump_in"
    check_position(s)


@pytest.mark.parametrize("name", PRESETS)
def test_first_wild_draw_four_is_put_back_under_every_preset(name: str) -> None:
    """RB §2: a Wild Draw Four turned first is put back, the pile reshuffled, another turned."""
    rules = preset(name)
    n = 2 if name == "two-player" else 3
    s = new_game(rules, n, _seed_for(rules, n, "N", returned=True))
    assert s.discard[-1].rank.value != "W4" and len(s.discard) == 1
    assert len(s.draw_pile) == 108 - 7 * n - 1
    conserved(s)


@pytest.mark.parametrize("two_player_rules", [True, False])
@pytest.mark.parametrize("start", ["dealer", "other_side"])
def test_first_reverse_at_three_and_two_players_by_option(two_player_rules: bool, start: str) -> None:
    """RB §2 Reverse first: the dealer plays first, other way (2008), or with `other_side` the
    player on the dealer's other side (2001). Two players + two-player rules: acts as Skip."""
    for n in (2, 3):
        rules = Rules(reverse_start=start, two_player_rules=two_player_rules)
        s = new_game(rules, n, _seed_for(rules, n, "R"))
        d = s.dealer
        if (n == 2 and two_player_rules) or start == "dealer":
            assert s.current == d
        else:
            assert s.current == (d - 1) % n


def test_first_seven_and_zero_under_seven_o_swap_nothing() -> None:
    """Seven-O: only a *played* 7 or 0 swaps; a turned one is a plain number (RB silent)."""
    rules = preset("house")
    for want in ("7", "0"):
        for seed in range(5000):
            s = new_game(rules, 3, seed)
            if s.discard[-1].code[1:] == want and len(s.discard[-1].code) == 2:
                break
        else:
            raise AssertionError("no seed")
        hands = [list(h) for h in s.hands]
        assert s.current == (s.dealer + 1) % 3
        assert s.hands == hands and not any(
            e["type"] in ("swap_hands", "rotate_hands") for e in s.log)


def test_first_card_effects_in_a_challenge_uno_round_with_a_seat_out() -> None:
    """Challenge UNO round 2+: a seat out of the match is passed over by the first card's
    effects (Skip, Draw Two, Reverse) and the deal."""
    rules = Rules(scoring="challenge", target_score=50)
    seen = set()
    for seed in range(400):
        s = new_game(rules, 4, seed)
        # knock out seat (dealer + 1) by hand: a finished round that put it past the target
        out = (s.dealer + 1) % 4
        s.eliminated[out] = True
        s.scores[out] = 60
        s.phase = Phase.ROUND_OVER
        s.result = None
        do(s, None, NextRound())
        kind = _first_kind(s)
        if kind in seen:
            continue
        seen.add(kind)
        d = s.dealer
        assert s.hands[out] == [] and all(len(s.hands[x]) >= 7 for x in range(4) if x != out)

        def after(seat, k=1, s=s):
            for _ in range(k):
                seat = (seat + s.direction) % 4
                while s.eliminated[seat]:
                    seat = (seat + s.direction) % 4
            return seat
        if kind == "S":
            assert s.current == after(d, 2)
        elif kind == "D":
            victim = [x for x in range(4) if len(s.hands[x]) == 9]
            assert victim == [after(d)] and victim[0] != out
            assert s.current == after(d, 2)
        elif kind == "R":
            assert s.current == d and s.direction == -1
        if len(seen) == 5:
            break
    assert seen >= {"S", "D", "R", "N", "W"}


# ====================================================================== reshuffles
def _empty_pile(hands, top, rules, **kw):
    """A table whose draw pile is empty: every other card lies under the top card."""
    s = situation(hands, top, rules=rules, rest="discard", **kw)
    assert s.draw_pile == []
    return s


def test_catch_penalty_reshuffles_the_discard_pile_keeping_the_top() -> None:
    """RB §3 "Draw pile empty: shuffle the discard pile except its top card" — also for the
    two cards of a missed UNO."""
    s = _empty_pile(["R5 R6", "G7 B2", "Y1 Y2"], "R1", Rules())
    do(s, 0, Play(c("R5")))
    assert s.catchable == 0
    under = len(s.discard) - 1
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 3 and s.discard == [c("R5")]
    assert len(s.draw_pile) == under - 2
    conserved(s)


@pytest.mark.parametrize("level", ["draw2", "same_type", "progressive", "any"])
def test_stacked_draw_runs_the_pile_out_and_reshuffles_mid_draw(level: str) -> None:
    """A stacked total drawn with one card left on the pile: the rest comes from the discard
    pile reshuffled, every stacked card but the top going back in."""
    rules = Rules(stacking=level)
    s = situation(["RD R5 R6", "BD B5 B6", "Y1 Y2 Y3"], "R1", rules=rules, pile="G9",
                  rest="discard")
    do(s, 0, Play(c("RD")))
    do(s, 1, Play(c("BD")))
    assert s.pending == 4 and s.current == 2
    do(s, 2, Draw())
    assert len(s.hands[2]) == 7 and s.current == 0
    assert s.discard == [c("BD")]
    assert c("G9") in s.hands[2] and c("RD") in s.hands[2] + s.draw_pile
    conserved(s)


def test_innocent_challenge_of_a_stacked_total_reshuffles_mid_draw() -> None:
    """Progressive UNO: a challenged stacked four moves the whole total (+2 for an innocent
    one); the draw pile runs out in the middle."""
    rules = preset("house")
    s = situation(["W4 R5 R6", "W4 B5 B6", "Y1 Y2 Y3"], "G1", rules=rules, pile="G9",
                  rest="discard")
    do(s, 0, Play(c("W4"), Color.RED))     # fair: seat 0 holds no green
    assert s.phase is Phase.CHALLENGE
    do(s, 1, Play(c("W4"), Color.BLUE))    # stacked: red held? no — fair
    assert s.pending == 8 and s.current == 2
    do(s, 2, Challenge())
    assert len(s.hands[2]) == 3 + 10 and s.current == 0 and s.color is Color.BLUE
    assert s.discard == [c("W4")]
    conserved(s)


def test_last_card_draw_two_penalty_drawn_through_a_reshuffle_before_scoring() -> None:
    """RB §5: the round ends on a last Draw Two; the next player draws first (through a
    reshuffle) and those cards count in the score."""
    s = situation(["RD", "G5 B2", "Y9"], "R1", rules=Rules(), pile="B9", rest="discard")
    do(s, 0, Play(c("RD")))
    assert s.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert len(s.hands[1]) == 4 and c("B9") in s.hands[1]
    pts = sum(x.points for x in s.hands[1]) + 9
    assert s.result.points == pts and s.scores[0] == pts
    conserved(s)


def test_nothing_left_to_draw_a_penalty_draws_what_there_is() -> None:
    """RB §3: both piles exhausted: a player who must draw simply cannot; the turn passes."""
    deck = Counter(full_deck())
    deck -= Counter([c("R1"), c("RD")])
    rest = sorted(deck.elements(), key=lambda x: x.code)
    half = len(rest) // 2
    h0 = " ".join(x.code for x in rest[:half]) + " RD"
    h1 = " ".join(x.code for x in rest[half:])
    s = situation([h0, h1], "R1", rules=Rules())
    assert s.draw_pile == [] and s.discard == [c("R1")]
    do(s, 0, Play(c("RD")))
    # the Draw Two's victim could draw only the R1 under it
    assert len(s.hands[1]) == len(rest) - half + 1 and s.current == 0
    conserved(s)


# ====================================================================== challenge at one card
def test_guilty_challenge_of_a_player_down_to_one_card_who_called_uno() -> None:
    """RB §3: guilty — the offender draws 4, the victim draws nothing and plays; the UNO call
    no longer stands (the offender holds 5)."""
    s = P("W4,R5/B2,G3/Y4,Y5 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Color.BLUE, uno=True))
    assert s.uno_called[0] and s.phase is Phase.CHALLENGE
    do(s, 1, Challenge())
    assert len(s.hands[0]) == 5 and not s.uno_called[0]
    assert s.current == 1 and len(s.hands[1]) == 2 and s.color is Color.BLUE
    assert Play(c("B2")) in legal_actions(s, 1)


def test_innocent_challenge_of_a_player_down_to_one_card_then_they_go_out() -> None:
    """Innocent: the challenger draws 6 and loses the turn; at two players play comes back to
    the offender, who still holds one card with UNO called and goes out."""
    s = P("W4,B5/R2,G3 G1 * G 0 + 0 play 0,0")
    do(s, 0, Play(c("W4"), Color.BLUE, uno=True))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 8 and s.current == 0 and s.uno_called[0]
    do(s, 0, Play(c("B5")))
    assert s.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) and s.result.winner == 0


def test_victim_catches_the_offender_before_challenging() -> None:
    """The victim may catch a missed UNO before answering the four (a catch is no turn move),
    then still challenge; guilty: the offender draws 2 + 4."""
    s = P("W4,R5/B2,G3/Y4,Y5 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Color.BLUE))
    assert s.catchable == 0
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 3 and s.phase is Phase.CHALLENGE
    do(s, 1, Challenge())
    assert len(s.hands[0]) == 7 and s.current == 1


def test_challenge_closes_the_catch_window_on_the_offender() -> None:
    """DR decision 17: after a Wild Draw Four the victim's answer closes the window."""
    s = P("W4,R5/B2,G3/Y4,Y5 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Color.BLUE))
    do(s, 1, Accept())
    assert s.catchable is None
    assert refused(s, 2, Catch(0)).reason == "no_catch"


def test_the_challenger_holding_one_card_plays_it_after_a_guilty_challenge() -> None:
    """The victim down to one card (called) challenges a bluff: draws nothing, goes out."""
    s = P("W4,R5,R6/B2/Y4,Y5 R1 * R 0 + 0 play 0,0,0 uno=1")
    do(s, 0, Play(c("W4"), Color.BLUE))
    do(s, 1, Challenge())
    do(s, 1, Play(c("B2")))
    assert s.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) and s.result.winner == 1


# ====================================================================== UNO timing
def test_called_late_then_caught_is_refused_as_called() -> None:
    s = P("R5,R6/G7,B2/Y1,Y2 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 0, CallUno())
    e = refused(s, 1, Catch(0))
    assert e.reason == "no_catch" and "called" in str(e)


def test_caught_after_the_next_players_draw_is_too_late() -> None:
    s = P("R5,R6/G7,B2/Y1,Y2 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 1, Draw())
    e = refused(s, 2, Catch(0))
    assert e.reason == "no_catch" and "late" in str(e).lower()


def test_a_call_after_the_window_closed_is_still_legal_and_safe() -> None:
    """RB §4: "A player who calls it late but before anyone catches them is safe"."""
    s = P("R5,R6/G7,B2/Y1,Y2 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 1, Draw())
    assert CallUno() in legal_actions(s, 0)
    do(s, 0, CallUno())
    assert s.uno_called[0]


def test_two_players_skip_the_window_stays_open_until_the_player_moves_again() -> None:
    """Two players, a Skip to one card without UNO: the opponent is skipped and may still catch
    until the player's next move (DR decision 17)."""
    s = P("RS,R6/G7,B2 R1 * R 0 + 0 play 0,0")
    do(s, 0, Play(c("RS")))
    assert s.current == 0 and s.catchable == 0
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 3


def test_next_players_out_of_turn_uno_call_does_not_close_the_window() -> None:
    """Only a turn move closes it: the next player's own UNO call is none."""
    s = P("R5,R6/R7/Y1,Y2 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    assert s.catchable == 0
    do(s, 1, CallUno())
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 3


def test_catch_during_the_first_players_colour_choice_is_impossible() -> None:
    """Nobody played the turned Wild: no window."""
    for seed in range(5000):
        s = new_game(Rules(), 3, seed)
        if s.phase is Phase.CHOOSE_COLOR:
            break
    assert not any(isinstance(a, Catch) for x in range(3) for a in legal_actions(s, x))


# ====================================================================== a round ended by a draw card
@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("last", ["RD", "W4"])
def test_last_card_draw_card_the_next_player_draws_before_scoring(name: str, last: str) -> None:
    """RB §5 "If that card was Draw Two or Wild Draw Four, the next player still draws before
    scoring" — under every preset, at two and three players; no challenge of a last four (DR
    decision 18), no stack on a finished round (DR decision 8)."""
    rules = preset(name)
    for n in ((2,) if name == "two-player" else (2, 3)):
        hands = [last, "G5,GD,W4", "Y4,Y5"][:n]
        s = P(f"{'/'.join(hands)} R1 * R 0 + 0 play {','.join('0' * n)}", rules)
        before = len(s.hands[1])
        do(s, 0, Play(c(last), None if last == "RD" else Color.GREEN))
        assert s.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
        got = len(s.hands[1]) - before
        assert got == (2 if last == "RD" else 4)
        assert s.result.points == sum(x.points for h in s.hands[1:] for x in h)
        assert s.scores[0] == s.result.points


def test_last_draw_two_stacked_on_a_pending_total_hits_the_next_player_with_all() -> None:
    rules = Rules(stacking="draw2")
    s = P("RD,R5/BD/Y4,Y5 R1 * R 0 + 0 play 0,0,0", rules)
    do(s, 0, Play(c("RD")))
    do(s, 1, Play(c("BD")))
    assert s.phase is Phase.ROUND_OVER
    assert len(s.hands[2]) == 6


# ====================================================================== card points
def test_every_kind_of_card_scores_its_points() -> None:
    """RB §1: number = face value, Skip/Reverse/Draw Two = 20, Wild/Wild Draw Four = 50."""
    want = {**{str(k): k for k in range(10)}, "S": 20, "R": 20, "D": 20}
    for card in set(full_deck()):
        exp = 50 if card.is_wild else want[card.code[1:]]
        assert card.points == exp, card
    loser = "R0,Y1,G2,B3,R4,Y5,G6,B7,R8,Y9,RS,YR,GD,W,W4"
    s = P(f"R5/{loser} R1 * R 0 + 0 play 0,0 rules=custom", Rules(scoring="single"))
    do(s, 0, Play(c("R5")))
    assert s.result.points == 45 + 60 + 100 and s.scores == [205, 0]


# ====================================================================== partners
def test_pairs_either_partner_out_team_scores_only_opponents() -> None:
    """RB §5 Teams: the team scores the points of all opponents' hands; the partner's cards are
    not counted; both partners read the team score."""
    rules = Rules(teams="pairs")
    s = P("R5/W,W4/G9,G8/YS,Y1 R1 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.result.points == 100 + 21
    assert s.scores == [121, 0, 121, 0]


def test_pairs_partner_reaching_the_target_wins_the_match_for_both() -> None:
    rules = Rules(teams="pairs", target_score=100)
    s = P("R5,R6/W,W4/R9/YS,Y1 R1 * R 2 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 2, Play(c("R9")))
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 2
    assert s.scores == [121, 0, 121, 0]  # seat 0's R5, R6 count for nobody


def test_pairs_draw_two_last_card_hits_the_next_opponent_not_the_partner() -> None:
    rules = Rules(teams="pairs")
    s = P("RD/B1/G1/Y1 R1 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("RD")))
    assert len(s.hands[1]) == 3 and len(s.hands[2]) == 1


# ====================================================================== two players, every preset
@pytest.mark.parametrize("name", PRESETS)
def test_two_players_every_preset_reverse_skip_draw_two_come_back(name: str) -> None:
    """RB §3 two players (Mattel 2001): Reverse acts as Skip, Skip likewise, after a Draw Two
    the opponent draws and play comes back."""
    rules = preset(name)
    s = P("RR,RS,RD,R5,R6/B1,B2,B3 R1 * R 0 + 0 play 0,0", rules)
    do(s, 0, Play(c("RR")))
    assert s.current == 0
    do(s, 0, Play(c("RS")))
    assert s.current == 0
    do(s, 0, Play(c("RD")))
    if s.pending:  # stacking / jump-in: the penalty waits for the opponent
        assert s.current == 1
        do(s, 1, Draw())
    assert len(s.hands[1]) == 5 and s.current == 0


def test_two_players_house_seven_and_zero_swap_with_the_opponent() -> None:
    rules = preset("house")
    s = P("R7,R0,G1/B1,B2,B3,B4 R1 * R 0 + 0 play 0,0 rules=house")
    do(s, 0, Play(c("R7"), target=1))
    assert sorted(x.code for x in s.hands[0]) == ["B1", "B2", "B3", "B4"]
    assert s.current == 1
    s = P("R7,R0,G1/B1,B2,B3,B4 R1 * R 0 + 0 play 0,0 rules=house")
    do(s, 0, Play(c("R0")))
    assert sorted(x.code for x in s.hands[0]) == ["B1", "B2", "B3", "B4"]
    assert sorted(x.code for x in s.hands[1]) == ["G1", "R7"]
    assert rules == preset("house")


def test_two_players_chinese_party_pair_of_reverses_comes_back() -> None:
    s = P("RR,BR,R5/G1,G2 R1 * R 0 + 0 play 0,0 rules=chinese-party")
    do(s, 0, Play(c("RR"), also=(c("BR"),)))
    assert s.current == 0


# ====================================================================== match ends and ties
def test_standard_exactly_at_target_ends_the_match() -> None:
    rules = Rules(target_score=100)
    s = P("R5/G9,G1 R1 * R 0 + 0 play 90,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER and s.scores == [100, 0] and s.match_winner == 0


def test_standard_one_below_target_goes_on_and_winner_deals() -> None:
    rules = Rules(target_score=100)
    s = P("R5/G8,G1 R1 * R 0 + 0 play 90,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert (s.dealer == 0 and s.current == 1) or s.discard[-1].code[1:] in "SRD"


def test_penalty_exactly_at_target_tie_for_lowest_goes_to_fewer_cards() -> None:
    rules = Rules(scoring="penalty", target_score=100)
    s = P("R5/G9,G1/Y8,Y2/B5,B4,B1 R1 * R 0 + 0 play 10,90,10,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER
    assert s.scores == [10, 100, 20, 10]
    assert s.match_winner == 0 and s.match_loser == 1


def test_challenge_scoring_two_reach_the_target_in_one_round_last_one_wins() -> None:
    rules = Rules(scoring="challenge", target_score=100)
    s = P("R5/G9,G1/Y8,Y2 R1 * R 0 + 0 play 0,90,90 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0
    assert s.eliminated == [False, True, True]


# ====================================================================== drawing, then playing it
def test_draw_then_play_the_drawn_card_with_uno() -> None:
    s = P("R5,G7/B2,G3/Y4 R3 R9,* R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.drawn == c("R9") and s.current == 0
    refusal = refused(s, 0, Play(c("R5")))
    assert refusal.reason == "must_play_drawn"
    do(s, 0, Play(c("R9")))
    assert s.current == 1 and s.catchable is None


def test_every_scenario_round_trips_through_a_position() -> None:
    s = P("W4,R5/B2,G3/Y4,Y5 R1 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Color.BLUE))
    text = format_position(s)
    again = parse_position(text, s.rules, 0)
    assert format_position(again) == text
