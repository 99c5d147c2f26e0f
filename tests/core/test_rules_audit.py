"""Rules audit: the engine against the rule book (RULES.md, with docs/RULES.md's decisions) at
the edges: the first card, two and ten players, the Wild Draw Four challenge, the empty draw
pile, UNO windows, going out, every scoring mode, the house rules and how they combine.

Every test sets up a table with a position (docs/POSITION.md) or a seeded deal, acts through the
public API (``apply``, ``legal_actions``) and asserts what a player at the table would notice:
who moves, who drew how many cards, which colour is in play, who scored what.
"""

from __future__ import annotations

from collections import Counter

import pytest

from core import (
    Accept,
    CallUno,
    Card,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    DeathNumber,
    Draw,
    GameState,
    IllegalAction,
    NextRound,
    Pass,
    Phase,
    Play,
    Rank,
    Rules,
    apply,
    full_deck,
    legal_actions,
    new_game,
    preset,
)
from core.position import check_position, parse_position

RED, YELLOW, GREEN, BLUE = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE


# ------------------------------------------------------------------ helpers


def c(code: str) -> Card:
    return Card.parse(code)


def table(text: str, rules: Rules | None = None, seed: int = 0) -> GameState:
    """A position, checked to be a table that can happen."""
    state = parse_position(text, rules, seed)
    check_position(state)
    return state


def rest(*used: str) -> str:
    """Every card of the 108 not in the comma-separated lists ``used``, comma-separated."""
    left = Counter(full_deck())
    for part in used:
        for code in part.replace("/", ",").split(","):
            if code and code not in ("-", "*"):
                left[c(code)] -= 1
    out = []
    for card in full_deck():
        if left[card] > 0:
            out.append(card.code)
            left[card] -= 1
    return ",".join(out)


def sizes(state: GameState) -> list[int]:
    return [len(h) for h in state.hands]


def hand(state: GameState, seat: int) -> list[str]:
    return sorted(card.code for card in state.hands[seat])


def plays(state: GameState, seat: int) -> set[str]:
    """Codes of the cards ``seat`` may play now."""
    return {a.card.code for a in legal_actions(state, seat) if isinstance(a, Play)}


def can(state: GameState, seat: int, action: object) -> bool:
    return action in legal_actions(state, seat)


def refused(state: GameState, seat: int | None, action: object) -> bool:
    """``action`` is refused and nothing changes."""
    before = state.to_dict()
    try:
        apply(state, seat, action)  # type: ignore[arg-type]
    except IllegalAction:
        return state.to_dict() == before
    return False


def dealt(players: int, first: str, rules: Rules | None = None,
          pred: object = None) -> GameState:
    """The first seeded deal whose first turned card has rank ``first`` (a card code's rank)."""
    rank = c(first).rank
    for seed in range(20000):
        state = new_game(rules or Rules(), players, seed)
        if state.discard[0].rank is rank and (pred is None or pred(state)):  # type: ignore[operator]
            return state
    raise AssertionError("no seed deals that first card")  # pragma: no cover


def log(state: GameState, kind: str) -> list[dict[str, object]]:
    return [ev for ev in state.log if ev["type"] == kind]


# ===================================================== RULES.md §2: the first card turned up


@pytest.mark.parametrize("players", [3, 4, 10])
def test_first_number_card_the_player_after_the_dealer_starts(players: int) -> None:
    state = dealt(players, "R5")
    assert state.current == (state.dealer + 1) % players
    assert state.direction == 1 and state.phase is Phase.PLAY
    assert sizes(state) == [7] * players
    assert state.color is state.top.color


def test_first_wild_draw_four_is_put_back_reshuffled_and_another_turned() -> None:
    state = next(s for s in (new_game(Rules(), 4, seed) for seed in range(5000))
                 if log(s, "first_card_returned"))
    assert state.discard != [] and len(state.discard) == 1
    assert state.top.rank is not Rank.WILD_DRAW_FOUR
    assert c("W4") in state.draw_pile  # back in the pile, not lost
    assert sum(map(len, state.hands)) + len(state.draw_pile) + len(state.discard) == 108
    assert state.current == (state.dealer + 1) % 4


@pytest.mark.parametrize("players", [2, 4])
def test_first_wild_the_first_player_names_the_colour_and_then_plays(players: int) -> None:
    state = dealt(players, "W")
    first = (state.dealer + 1) % players
    assert state.phase is Phase.CHOOSE_COLOR and state.current == first
    for other in range(players):
        if other != first:
            assert not any(isinstance(a, ChooseColor) for a in legal_actions(state, other))
    assert not can(state, first, Draw())
    apply(state, first, ChooseColor(GREEN))
    assert state.color is GREEN and state.current == first and state.phase is Phase.PLAY
    assert sizes(state) == [7] * players  # nobody drew, nobody lost a turn
    assert can(state, first, Draw())


def test_first_draw_two_the_first_player_draws_two_and_loses_the_turn() -> None:
    state = dealt(4, "RD")
    first = (state.dealer + 1) % 4
    assert len(state.hands[first]) == 9
    assert sum(sizes(state)) == 30
    assert state.current == (state.dealer + 2) % 4


def test_first_draw_two_under_stacking_is_still_drawn_at_once() -> None:
    state = dealt(4, "RD", preset("house"))
    first = (state.dealer + 1) % 4
    assert len(state.hands[first]) == 9
    assert state.current == (state.dealer + 2) % 4 and state.pending == 0


def test_first_skip_the_first_player_is_skipped() -> None:
    state = dealt(4, "RS")
    assert sizes(state) == [7] * 4
    assert state.current == (state.dealer + 2) % 4 and state.direction == 1


@pytest.mark.parametrize("players", [3, 4, 10])
def test_first_reverse_the_dealer_plays_first_and_play_goes_the_other_way(players: int) -> None:
    state = dealt(players, "RR")
    assert state.current == state.dealer and state.direction == -1
    dealer = state.dealer
    apply(state, dealer, Draw())
    if state.current == dealer:  # drew a playable card: keep it
        apply(state, dealer, Pass())
    assert state.current == (dealer - 1) % players


def test_first_reverse_other_side_option_starts_on_the_dealers_other_side() -> None:
    state = dealt(4, "RR", Rules(reverse_start="other_side"))
    assert state.current == (state.dealer - 1) % 4 and state.direction == -1


@pytest.mark.parametrize("first", ["RS", "RR", "RD"])
def test_first_action_card_with_two_players_gives_the_dealer_the_first_turn(first: str) -> None:
    state = dealt(2, first)
    other = 1 - state.dealer
    assert state.current == state.dealer
    assert len(state.hands[other]) == (9 if first == "RD" else 7)
    assert len(state.hands[state.dealer]) == 7


def test_ten_players_with_ten_cards_each_leave_seven_to_draw() -> None:
    state = new_game(Rules(hand_size=10), 10, 3)
    assert sum(sizes(state)) + len(state.draw_pile) + len(state.discard) == 108
    assert sum(sizes(state)) in (100, 102)  # 102 when a Draw Two was turned up
    assert len(state.discard) == 1


def test_winner_of_the_round_deals_the_next_and_the_player_after_them_starts() -> None:
    state = table("R5/G1,G2/B3,B4/Y5,Y6 R7 * R 0 + 0 play 0,0,0,0 dealer=2")
    apply(state, 0, Play(c("R5")))
    assert state.phase is Phase.ROUND_OVER
    apply(state, None, NextRound())
    assert state.dealer == 0
    top = state.discard[0]
    if top.rank.is_number:
        assert state.current == 1
    assert state.round_no == 2


# ============================================ RULES.md §3: action cards, 2 and 10 players


def test_skip_the_next_player_loses_the_turn() -> None:
    state = table("RS,G1/Y1,Y2/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RS")))
    assert state.current == 2 and sizes(state) == [1, 2, 2]


def test_reverse_three_players_direction_flips() -> None:
    state = table("RR,G1/Y1,Y2/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RR")))
    assert state.current == 2 and state.direction == -1


def test_draw_two_next_player_draws_two_and_loses_the_turn() -> None:
    state = table("RD,G1/Y1,Y2/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RD")))
    assert sizes(state) == [1, 4, 2] and state.current == 2


@pytest.mark.parametrize("card", ["RR", "RS"])
def test_two_players_reverse_and_skip_let_the_player_play_again(card: str) -> None:
    state = table(f"{card},G1,G2/Y1,Y2 R5 * R 0 + 0 play 0,0")
    apply(state, 0, Play(c(card)))
    assert state.current == 0
    assert plays(state, 0) == set() and can(state, 0, Draw())  # G1/G2 do not match red
    assert legal_actions(state, 1) == []


def test_two_players_reverse_under_the_two_player_preset() -> None:
    state = table("RR,G1,R2/Y1,Y2 R5 * R 0 + 0 play 0,0", preset("two-player"))
    apply(state, 0, Play(c("RR")))
    assert state.current == 0 and "R2" in plays(state, 0)


def test_two_players_draw_two_opponent_draws_and_play_comes_back() -> None:
    state = table("RD,G1,R2/Y1,Y2 R5 * R 0 + 0 play 0,0")
    apply(state, 0, Play(c("RD")))
    assert sizes(state) == [2, 4] and state.current == 0


def test_two_players_wild_draw_four_accepted_opponent_draws_four_and_play_comes_back() -> None:
    state = table("W4,G1,G2/Y1,Y2 R5 * R 0 + 0 play 0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Accept())
    assert sizes(state) == [2, 6] and state.current == 0 and state.color is BLUE


def test_two_players_without_two_player_rules_reverse_passes_to_the_opponent() -> None:
    state = table("RR,G1,R2/Y1,Y2 R5 * R 0 + 0 play 0,0", Rules(two_player_rules=False))
    apply(state, 0, Play(c("RR")))
    assert state.current == 1


def test_ten_players_skip_wraps_around_the_table() -> None:
    hands = "G3,G4/G5,G6/G7,G8/Y1,Y2/Y3,Y4/Y5,Y6/Y7,Y8/B3,B4/B5,B6/RS,G1"
    state = table(f"{hands} R5 * R 9 + 0 play 0,0,0,0,0,0,0,0,0,0")
    apply(state, 9, Play(c("RS")))
    assert state.current == 1


def test_ten_players_reverse_goes_back_to_the_previous_seat() -> None:
    hands = "G3,G4/G5,G6/G7,G8/Y1,Y2/Y3,Y4/Y5,Y6/Y7,Y8/B3,B4/B5,B6/RR,G1"
    state = table(f"{hands} R5 * R 9 + 0 play 0,0,0,0,0,0,0,0,0,0")
    apply(state, 9, Play(c("RR")))
    assert state.current == 8 and state.direction == -1


# ====================================================== RULES.md §3: drawing a card


def test_draw_a_playable_card_it_may_be_played_at_once_and_nothing_else() -> None:
    state = table("G1,R9,B2/Y1,Y2/B1,B3 R5 R7,* R 0 + 0 play 0,0,0")
    apply(state, 0, Draw())  # allowed although R9 was playable (draw_when_playable)
    assert state.current == 0
    assert plays(state, 0) == {"R7"}
    assert can(state, 0, Pass())
    apply(state, 0, Pass())
    assert state.current == 1 and sizes(state) == [4, 2, 2]


def test_draw_an_unplayable_card_the_turn_passes() -> None:
    state = table("G1,B2/Y1,Y2/B1,B3 R5 Y7,* R 0 + 0 play 0,0,0")
    apply(state, 0, Draw())
    assert state.current == 1 and hand(state, 0) == ["B2", "G1", "Y7"]


def test_draw_when_playable_off_refuses_a_draw_while_holding_a_playable_card() -> None:
    state = table("G1,R9/Y1,Y2/B1,B3 R5 R7,* R 0 + 0 play 0,0,0", Rules(draw_when_playable=False))
    assert not can(state, 0, Draw())
    assert refused(state, 0, Draw())


def test_force_play_a_playable_drawn_card_must_be_played() -> None:
    state = table("G1,B2/Y1,Y2/B1,B3 R5 R7,* R 0 + 0 play 0,0,0", Rules(force_play=True))
    apply(state, 0, Draw())
    assert not can(state, 0, Pass())
    assert can(state, 0, Play(c("R7")))


def test_draw_until_playable_keeps_drawing_until_a_playable_card() -> None:
    state = table("G1,B2/Y1,Y2/B1,B3 R5 Y7,B9,R7,* R 0 + 0 play 0,0,0",
                  Rules(draw_until_playable=True))
    apply(state, 0, Draw())
    assert hand(state, 0) == ["B2", "B9", "G1", "R7", "Y7"]
    assert state.current == 0 and plays(state, 0) == {"R7"}


def test_the_drawn_wild_draw_four_may_be_played_even_as_a_bluff() -> None:
    state = table("G1,R2/Y1,Y2/B1,B3 R5 W4,* R 0 + 0 play 0,0,0")
    apply(state, 0, Draw())
    assert plays(state, 0) == {"W4"}


# ============================================ RULES.md §3: the draw pile runs out


def test_empty_draw_pile_reshuffles_the_discards_but_keeps_the_top_card() -> None:
    hands = "G1,B2/Y1,Y2/B1,B3"
    under = rest(hands, "R5")
    state = table(f"{hands} {under},R5 - R 0 + 0 play 0,0,0")
    apply(state, 0, Draw())
    assert state.discard == [c("R5")]
    assert len(state.hands[0]) == 3
    assert len(state.draw_pile) == 108 - 6 - 1 - 1
    assert log(state, "reshuffle")


def test_a_penalty_larger_than_the_pile_reshuffles_midway() -> None:
    hands = "RD,G1,B2/Y1,Y2/B1,B3"
    under = rest(hands, "R5", "Y9")
    state = table(f"{hands} {under},R5 Y9 R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RD")))
    assert len(state.hands[1]) == 4 and "Y9" in hand(state, 1)
    assert state.discard == [c("RD")] and state.current == 2


def test_no_cards_left_to_draw_at_all_the_turn_passes() -> None:
    big = rest("G1,G2", "Y1,Y2", "R5")
    state = table(f"G1,G2/Y1,Y2/{big} R5 - R 0 + 0 play 0,0,0")
    assert can(state, 0, Draw())
    apply(state, 0, Draw())
    assert hand(state, 0) == ["G1", "G2"] and state.current == 1


def test_no_cards_left_a_draw_two_victim_draws_nothing_but_loses_the_turn() -> None:
    big = rest("RD,G2", "Y1,Y2", "R5")
    state = table(f"RD,G2/Y1,Y2/{big} R5 - R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RD")))
    # the discard pile is now R5 then RD: R5 can be reshuffled and drawn
    assert len(state.hands[1]) == 3 and state.discard == [c("RD")]
    assert state.current == 2


# =================================== RULES.md §3: the Wild Draw Four and its challenge


def test_wd4_bluff_is_playable_by_default_and_the_victim_may_challenge_or_accept() -> None:
    state = table("W4,R1,G2/Y1,Y2/B1,B2 R5 * R 0 + 0 play 0,0,0")
    assert "W4" in plays(state, 0)
    apply(state, 0, Play(c("W4"), BLUE))
    assert state.phase is Phase.CHALLENGE and state.current == 1
    assert can(state, 1, Challenge()) and can(state, 1, Accept())
    assert not can(state, 2, Challenge()) and not can(state, 0, Challenge())
    assert not can(state, 1, Draw())


def test_wd4_guilty_offender_draws_four_victim_draws_nothing_and_plays() -> None:
    state = table("W4,R1,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Challenge())
    assert sizes(state) == [6, 2, 2]
    assert state.current == 1 and state.phase is Phase.PLAY
    assert state.color is BLUE and plays(state, 1) == {"B7"}


def test_wd4_innocent_challenger_draws_six_and_loses_the_turn() -> None:
    state = table("W4,G5,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0")  # G5 matches the 5, not red
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Challenge())
    assert sizes(state) == [2, 8, 2]
    assert state.current == 2 and state.color is BLUE


def test_wd4_legality_uses_the_colour_before_the_four_not_the_named_one() -> None:
    state = table("W4,G1,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), GREEN))  # holds green, the colour named: no bluff
    apply(state, 1, Challenge())
    assert sizes(state) == [2, 8, 2]


def test_wd4_on_a_wild_the_colour_named_by_the_wild_is_the_test() -> None:
    state = table("W4,B1,G2/Y1,B7/B3,B2 R5,W * B 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), RED))
    apply(state, 1, Challenge())
    assert sizes(state) == [6, 2, 2] and state.current == 1


def test_wd4_holding_another_wild_does_not_make_it_a_bluff() -> None:
    state = table("W4,W,G2/Y1,B7/B3,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Challenge())
    assert sizes(state) == [2, 8, 2]


def test_wd4_declined_victim_draws_four_and_loses_the_turn() -> None:
    state = table("W4,R1,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), YELLOW))
    apply(state, 1, Accept())
    assert sizes(state) == [2, 6, 2] and state.current == 2 and state.color is YELLOW


def test_wd4_two_players_innocent_challenge_play_comes_back_to_the_offender() -> None:
    state = table("W4,G5,G2/Y1,B7 R5 * R 0 + 0 play 0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Challenge())
    assert sizes(state) == [2, 8] and state.current == 0


def test_wd4_two_players_guilty_the_victim_plays() -> None:
    state = table("W4,R5,G2/Y1,B7 R1 * R 0 + 0 play 0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Challenge())
    assert sizes(state) == [6, 2] and state.current == 1


def test_wd4_challenge_the_hand_is_shown_to_the_challenger_alone() -> None:
    from core import view

    state = table("W4,R1,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Challenge())

    def shown(seat: int) -> bool:
        return any("hand" in ev for ev in view(state, seat)["log"] if ev["type"] == "challenge")

    assert shown(1) and not shown(2)


def test_wd4_restricted_without_challenge_and_no_bluff_is_possible() -> None:
    rules = Rules(wd4_challenge=False)
    state = table("W4,R1,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0", rules)
    assert "W4" not in plays(state, 0)
    state = table("W4,B5,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0", rules)  # B5: number match
    assert "W4" in plays(state, 0)
    apply(state, 0, Play(c("W4"), BLUE))
    assert state.phase is Phase.PLAY and sizes(state) == [2, 6, 2] and state.current == 2


def test_wd4_anytime_no_restriction_and_no_challenge() -> None:
    state = table("W4,R1,G2/Y1,B7/B1,B2 R5 * R 0 + 0 play 0,0,0", Rules(wd4_anytime=True))
    assert "W4" in plays(state, 0)
    apply(state, 0, Play(c("W4"), BLUE))
    assert state.phase is Phase.PLAY and sizes(state) == [2, 6, 2] and state.current == 2


# ======================================================= RULES.md §4: calling UNO


def test_missed_uno_caught_before_the_next_player_acts_draws_two() -> None:
    state = table("R1,G2/Y1,R3/B1,B2 R5 Y9,B9,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("R1")))
    assert can(state, 2, Catch(0)) and can(state, 1, Catch(0))  # the next player may catch too
    apply(state, 2, Catch(0))
    assert sizes(state) == [3, 2, 2] and state.current == 1
    assert not can(state, 1, Catch(0))  # once caught, the window is closed


@pytest.mark.parametrize("action", [Play(c("R3")), Draw()])
def test_missed_uno_too_late_once_the_next_player_began(action: object) -> None:
    state = table("R1,G2/Y1,R3/B1,B2 R5 Y9,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("R1")))
    apply(state, 1, action)  # type: ignore[arg-type]
    assert not can(state, 2, Catch(0))
    assert refused(state, 2, Catch(0))
    assert len(state.hands[0]) == 1


def test_called_uno_with_the_play_cannot_be_caught() -> None:
    state = table("R1,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("R1"), uno=True))
    assert not can(state, 2, Catch(0)) and refused(state, 2, Catch(0))


def test_late_uno_call_before_anyone_catches_is_safe() -> None:
    state = table("R1,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("R1")))
    apply(state, 0, CallUno())
    assert not can(state, 2, Catch(0))
    assert sizes(state) == [1, 2, 2]


def test_uno_penalty_four_option() -> None:
    state = table("R1,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0", Rules(uno_penalty=4))
    apply(state, 0, Play(c("R1")))
    apply(state, 2, Catch(0))
    assert len(state.hands[0]) == 5


def test_missed_uno_on_a_draw_two_can_still_be_caught_until_the_following_player_acts() -> None:
    state = table("RD,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RD")))
    assert state.current == 2 and len(state.hands[1]) == 4
    assert can(state, 1, Catch(0)) and can(state, 2, Catch(0))
    apply(state, 1, Catch(0))
    assert len(state.hands[0]) == 3


def test_false_uno_call_costs_two_with_the_option() -> None:
    state = table("R1,G2,G3/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0", Rules(false_uno_penalty=2))
    apply(state, 1, CallUno())
    assert len(state.hands[1]) == 4


def test_false_uno_call_costs_nothing_by_default() -> None:
    state = table("R1,G2,G3/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0")
    assert not can(state, 1, CallUno())
    assert refused(state, 1, CallUno())
    assert sizes(state) == [3, 2, 2]


def test_false_catch_of_a_player_who_called_costs_nothing_by_default() -> None:
    state = table("R1,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("R1"), uno=True))
    assert refused(state, 2, Catch(0))
    assert sizes(state) == [1, 2, 2]


def test_false_catch_penalty_option_costs_the_catcher_two() -> None:
    state = table("R1,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0", Rules(false_catch_penalty=2))
    apply(state, 0, Play(c("R1"), uno=True))
    assert can(state, 2, Catch(0))
    apply(state, 2, Catch(0))
    assert sizes(state) == [1, 2, 4]


def test_uno_penalty_per_catcher_adds_up() -> None:
    state = table("R1,G2/Y1,R3/B1,B2/G7,G8 R5 * R 0 + 0 play 0,0,0,0",
                  Rules(uno_penalty_per_catcher=True))
    apply(state, 0, Play(c("R1")))
    apply(state, 2, Catch(0))
    apply(state, 3, Catch(0))
    assert len(state.hands[0]) == 5


# ================================================ RULES.md §5: going out and scoring


def test_going_out_on_a_draw_two_the_next_player_draws_before_scoring() -> None:
    state = table("RD/Y1,Y2/B1,B2 R5 G9,B9,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RD")))
    assert state.phase is Phase.ROUND_OVER
    assert hand(state, 1) == ["B9", "G9", "Y1", "Y2"]
    assert state.scores == [1 + 2 + 9 + 9 + 1 + 2, 0, 0]


def test_going_out_on_a_wild_draw_four_the_next_player_draws_four_before_scoring() -> None:
    state = table("W4/Y1,Y2/B1,B2 R5 G9,B9,G8,B8,* R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), RED))
    assert state.phase is Phase.ROUND_OVER
    assert len(state.hands[1]) == 6
    assert state.scores[0] == 1 + 2 + 9 + 9 + 8 + 8 + 1 + 2


def test_going_out_on_a_skip_or_reverse_ends_the_round_with_two_players() -> None:
    state = table("RS/Y1,Y2 R5 * R 0 + 0 play 0,0")
    apply(state, 0, Play(c("RS")))
    assert state.phase is Phase.ROUND_OVER and state.scores == [3, 0]


def test_card_values_numbers_face_actions_twenty_wilds_fifty() -> None:
    state = table("R9/Y0,Y9,GS,BR,BD/W,W4,B7 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("R9")))
    assert state.scores == [0 + 9 + 20 + 20 + 20 + 50 + 50 + 7, 0, 0]
    assert state.result is not None and state.result.winner == 0


def test_reaching_500_wins_the_match() -> None:
    state = table("R9/Y0,Y9,GS/B7 R5 * R 0 + 0 play 470,499,0")
    apply(state, 0, Play(c("R9")))
    assert state.scores[0] == 506
    assert state.phase is Phase.MATCH_OVER and state.match_winner == 0


def test_below_500_the_match_goes_on() -> None:
    state = table("R9/Y0,Y9/B7 R5 * R 0 + 0 play 400,499,0")
    apply(state, 0, Play(c("R9")))
    assert state.scores == [416, 499, 0] and state.phase is Phase.ROUND_OVER


def test_exactly_500_wins_the_match() -> None:
    state = table("R9/Y9,Y1/B0 R5 * R 0 + 0 play 490,0,0")
    apply(state, 0, Play(c("R9")))
    assert state.scores[0] == 500 and state.phase is Phase.MATCH_OVER


def test_teams_partner_hand_not_counted_both_partners_score() -> None:
    state = table("R9/Y5/B7/G3 R5 * R 0 + 0 play 0,0,0,0", Rules(teams="pairs"))
    apply(state, 0, Play(c("R9")))
    assert state.scores == [8, 0, 8, 0]


def test_penalty_scoring_everyone_adds_their_own_hand_first_to_target_loses() -> None:
    rules = Rules(scoring="penalty")
    state = table("R9/Y5/B7,B8 R5 * R 0 + 0 play 0,490,300", rules)
    apply(state, 0, Play(c("R9")))
    assert state.scores == [0, 495, 315]
    assert state.phase is Phase.ROUND_OVER
    state = table("R9/Y5/B7,B8 R5 * R 0 + 0 play 0,496,300", rules)
    apply(state, 0, Play(c("R9")))
    assert state.phase is Phase.MATCH_OVER
    assert state.match_winner == 0 and state.match_loser == 1


def test_elimination_a_player_who_goes_out_leaves_play_continues_last_one_loses() -> None:
    state = table("R9/R1,R3/B7,B8 R5 G0,* R 0 + 0 play 0,0,0", Rules(scoring="elimination"))
    apply(state, 0, Play(c("R9")))
    assert state.phase is Phase.PLAY and state.current == 1 and state.result is None
    apply(state, 1, Play(c("R1"), uno=True))
    assert state.current == 2
    apply(state, 2, Draw())  # G0 does not match red
    assert state.current == 1
    apply(state, 1, Play(c("R3")))
    assert state.phase is Phase.MATCH_OVER and state.result is not None
    assert state.result.order == [0, 1, 2] and state.result.loser == 2
    assert state.match_loser == 2


def test_elimination_two_players_left_play_under_the_two_player_rules() -> None:
    state = table("R9/RR,R3,G1/B7,B8 R5 * R 0 + 0 play 0,0,0", Rules(scoring="elimination"))
    apply(state, 0, Play(c("R9")))
    apply(state, 1, Play(c("RR")))
    assert state.current == 1


def test_elimination_going_out_on_a_draw_two_the_next_player_still_draws() -> None:
    state = table("RD/R1,R3/B7,B8/G1,G2 R5 * R 0 + 0 play 0,0,0,0", Rules(scoring="elimination"))
    apply(state, 0, Play(c("RD")))
    assert sizes(state) == [0, 4, 2, 2] and state.current == 2


def test_challenge_scoring_a_player_reaching_500_is_eliminated() -> None:
    state = table("R9/Y5,YS/B7 R5 * R 0 + 0 play 0,480,0", Rules(scoring="challenge"))
    apply(state, 0, Play(c("R9")))
    assert state.scores == [0, 505, 7]
    assert state.eliminated == [False, True, False]
    assert state.phase is Phase.ROUND_OVER
    apply(state, None, NextRound())
    assert state.hands[1] == [] and len(state.hands[0]) == 7 == len(state.hands[2])


def test_single_scoring_one_round_is_the_match() -> None:
    state = table("R9/Y5/B7 R5 * R 0 + 0 play 0,0,0", Rules(scoring="single"))
    apply(state, 0, Play(c("R9")))
    assert state.phase is Phase.MATCH_OVER and state.match_winner == 0


# ============================================================ RULES.md §6: stacking


def test_stacking_same_type_plus_two_on_plus_two_first_who_cannot_draws_total() -> None:
    state = table("RD,G1/GD,G2/B1,B2 R5 Y1,Y2,Y3,Y4,* R 0 + 0 play 0,0,0", preset("house"))
    apply(state, 0, Play(c("RD")))
    assert state.current == 1 and plays(state, 1) == {"GD"}
    apply(state, 1, Play(c("GD")))
    assert state.current == 2 and plays(state, 2) == set()
    apply(state, 2, Draw())
    assert sizes(state) == [1, 1, 6] and state.current == 0


def test_stacking_same_type_no_plus_four_on_plus_two_and_no_wild() -> None:
    state = table("RD,G1/W4,W,R2,G2/B1,B2 R5 * R 0 + 0 play 0,0,0", preset("house"))
    apply(state, 0, Play(c("RD")))
    assert plays(state, 1) == set()


def test_stacking_same_type_plus_four_on_plus_four_makes_eight() -> None:
    state = table("W4,G1/W4,B2/Y1,Y2 R5 * R 0 + 0 play 0,0,0", preset("house"))
    apply(state, 0, Play(c("W4"), BLUE))
    assert "W4" in plays(state, 1)
    apply(state, 1, Play(c("W4"), YELLOW))
    assert state.current == 2 and state.color is YELLOW
    apply(state, 2, Accept())
    assert sizes(state) == [1, 1, 10]


def test_stacking_challenge_of_a_stacked_wd4_moves_the_whole_total() -> None:
    state = table("W4,G1/W4,B2/Y1,Y2 R5 * R 0 + 0 play 0,0,0", preset("house"))
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Play(c("W4"), YELLOW))  # holds B2, blue was the colour before: a bluff
    apply(state, 2, Challenge())
    assert sizes(state) == [1, 9, 2] and state.current == 2


def test_stacking_draw2_level_no_plus_four_on_plus_four() -> None:
    state = table("W4,G1/W4,B2/Y1,Y2 R5 * R 0 + 0 play 0,0,0", Rules(stacking="draw2"))
    apply(state, 0, Play(c("W4"), BLUE))
    assert plays(state, 1) == set()


def test_stacking_progressive_plus_four_on_plus_two_never_plus_two_on_plus_four() -> None:
    rules = Rules(stacking="progressive")
    state = table("RD,G1/W4,B2/Y1,Y2 R5 * R 0 + 0 play 0,0,0", rules)
    apply(state, 0, Play(c("RD")))
    assert plays(state, 1) == {"W4"}
    apply(state, 1, Play(c("W4"), YELLOW))
    assert state.pending == 6
    state = table("W4,G1/BD,YD/Y1,Y2 R5 * R 0 + 0 play 0,0,0", rules)
    apply(state, 0, Play(c("W4"), BLUE))
    assert plays(state, 1) == set()


def test_stacking_any_plus_two_on_plus_four() -> None:
    state = table("W4,G1/BD,Y2/Y1,Y2 R5 * R 0 + 0 play 0,0,0", Rules(stacking="any"))
    apply(state, 0, Play(c("W4"), BLUE))
    assert "BD" in plays(state, 1)
    apply(state, 1, Play(c("BD")))
    apply(state, 2, Draw())
    assert len(state.hands[2]) == 8


def test_going_out_on_a_stacked_draw_two_the_next_player_draws_the_whole_total() -> None:
    state = table("RD,G1/GD/B1,B2 R5 * R 0 + 0 play 0,0,0", preset("house"))
    apply(state, 0, Play(c("RD")))
    apply(state, 1, Play(c("GD")))
    assert state.phase is Phase.ROUND_OVER and len(state.hands[2]) == 6


# ============================================================ RULES.md §6: jump-in


def test_jump_in_identical_card_play_continues_from_the_jumper() -> None:
    state = table("R5,G1/Y1,Y2/R5,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("R5")))
    assert can(state, 2, Play(c("R5")))
    apply(state, 2, Play(c("R5")))
    assert state.current == 3  # seat 1 lost its turn
    assert not can(state, 1, Play(c("Y1")))


def test_jump_in_needs_an_identical_card_not_just_the_same_number() -> None:
    state = table("R5,G1/Y1,Y2/B5,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("R5")))
    assert not can(state, 2, Play(c("B5")))


def test_jump_in_window_closes_once_the_next_player_acts() -> None:
    state = table("R5,G1/R1,Y2/G3,G4/R5,B2 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("R5")))
    assert can(state, 3, Play(c("R5")))
    apply(state, 1, Play(c("R1")))
    assert not can(state, 3, Play(c("R5")))


def test_jump_in_draw_two_official_cancels_the_first() -> None:
    state = table("RD,G1/Y1,Y2/RD,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("RD")))
    apply(state, 2, Play(c("RD")))
    assert state.current == 3
    apply(state, 3, Draw())
    assert sizes(state) == [1, 2, 1, 4] and state.current == 0


def test_jump_in_stacks_option_penalties_add_up() -> None:
    rules = Rules(jump_in=True, jump_in_stacks=True)
    state = table("RD,G1/Y1,Y2/RD,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", rules)
    apply(state, 0, Play(c("RD")))
    apply(state, 2, Play(c("RD")))
    apply(state, 3, Draw())
    assert sizes(state) == [1, 2, 1, 6]


def test_jump_in_any_wd4_matches_a_wd4() -> None:
    state = table("W4,G1/Y1,Y2/W4,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("W4"), BLUE))
    assert can(state, 2, Play(c("W4"), GREEN))


def test_jump_in_colored_only_refuses_wild_cards() -> None:
    rules = Rules(jump_in=True, jump_in_colored_only=True)
    state = table("W4,G1/Y1,Y2/W4,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", rules)
    apply(state, 0, Play(c("W4"), BLUE))
    assert "W4" not in plays(state, 2)


def test_first_card_is_never_jumped_on() -> None:
    state = table("R7,G1/Y1,Y2/R5,B2 R5 * R 0 + 0 play 0,0,0", Rules(jump_in=True))
    assert not can(state, 2, Play(c("R5")))


# ============================================================ RULES.md §6: seven-o


def test_seven_swaps_hands_with_a_chosen_player() -> None:
    state = table("R7,G1,G2/Y1,Y2/B1 R5 * R 0 + 0 play 0,0,0", Rules(seven_o=True))
    apply(state, 0, Play(c("R7"), target=2))
    assert hand(state, 0) == ["B1"] and hand(state, 2) == ["G1", "G2"]
    assert state.current == 1


def test_zero_passes_every_hand_on_in_the_direction_of_play() -> None:
    state = table("R0,G1/Y1,Y2/B1,B2,B3 R5 * R 0 - 0 play 0,0,0", Rules(seven_o=True))
    apply(state, 0, Play(c("R0")))
    # direction -: seat 0 passes to seat 2, seat 2 to seat 1, seat 1 to seat 0
    assert hand(state, 2) == ["G1"] and hand(state, 1) == ["B1", "B2", "B3"]
    assert hand(state, 0) == ["Y1", "Y2"] and state.current == 2


def test_seven_as_last_card_goes_out_without_swapping() -> None:
    state = table("R7/Y1,Y2/B1 R5 * R 0 + 0 play 0,0,0", Rules(seven_o=True))
    apply(state, 0, Play(c("R7")))
    assert state.phase is Phase.ROUND_OVER and hand(state, 1) == ["Y1", "Y2"]


# ============================================================ RULES.md §6: multi-play


def test_multi_play_two_skips_skip_two_players() -> None:
    state = table("RS,GS,B1/Y1/G2/Y3/Y4 R5 * R 0 + 0 play 0,0,0,0,0",
                  Rules(multi_play="same_value"))
    apply(state, 0, Play(c("RS"), also=(c("GS"),)))
    assert state.current == 3


def test_multi_play_two_draw_twos_add_four() -> None:
    state = table("RD,RD,B1/Y1/G2 R5 * R 0 + 0 play 0,0,0", Rules(multi_play="identical"))
    apply(state, 0, Play(c("RD"), also=(c("RD"),)))
    assert sizes(state) == [1, 5, 1] and state.current == 2


# ============================================================ RULES.md §6: death number


def test_death_number_hand_summing_to_a_multiple_wins_at_once() -> None:
    state = table("R3,G1/Y4,B2/B5,G2 R8 * R 0 + 0 play 0,0,0", Rules(death_number=True))
    apply(state, 0, Play(c("R3")))
    assert can(state, 1, DeathNumber())  # 4 + 2 = 6 = 2 x 3
    assert not can(state, 2, DeathNumber())  # 5 + 2 = 7
    apply(state, 1, DeathNumber())
    assert state.phase is Phase.ROUND_OVER and state.result is not None
    assert state.result.winner == 1


def test_misplay_penalty_option_costs_two_and_refuses_the_play() -> None:
    from core import Misplay

    state = table("G1,B2/Y1,Y2/B1,B3 R5 * R 0 + 0 play 0,0,0", Rules(misplay_penalty=2))
    with pytest.raises(Misplay):
        apply(state, 0, Play(c("G1")))
    assert len(state.hands[0]) == 4 and state.top == c("R5") and state.current == 0


# ================================================== interactions and further edges


def test_force_play_never_forces_a_wild_draw_four_bluff() -> None:
    state = table("R1,G2/Y1,Y2/B1,B3 R5 W4,* R 0 + 0 play 0,0,0", Rules(force_play=True))
    apply(state, 0, Draw())  # allowed: draw_when_playable (R1 was playable)
    assert can(state, 0, Pass())


def test_force_play_a_drawn_wild_draw_four_that_is_fair_must_be_played() -> None:
    state = table("G1,G2/Y1,Y2/B1,B3 R5 W4,* R 0 + 0 play 0,0,0", Rules(force_play=True))
    apply(state, 0, Draw())
    assert not can(state, 0, Pass()) and plays(state, 0) == {"W4"}


def test_same_type_stacking_with_multi_play_stacks_one_draw_two_a_turn() -> None:
    """RULES.md §6 names same_type "one draw card per turn" (Progressive UNO) and multi-play
    "N Draw Twos add 2N"; with both on, the specific rule holds (rules46 #1, docs/RULES.md
    decision 3): a stack is one Draw Two, a set of them refused as a combination; a set played
    with no penalty pending still starts one of 4."""
    rules = Rules(stacking="same_type", multi_play="identical")
    state = table("RD,G1/GD,GD,G2/B1,B2 R5 * R 0 + 0 play 0,0,0", rules)
    apply(state, 0, Play(c("RD")))
    assert not can(state, 1, Play(c("GD"), also=(c("GD"),)))
    with pytest.raises(IllegalAction) as refused:
        apply(state, 1, Play(c("GD"), also=(c("GD"),)))
    assert refused.value.reason == "bad_combination"
    apply(state, 1, Play(c("GD")))
    assert state.pending == 4 and state.current == 2
    state = table("RD,RD,G1/Y1,Y2,G2/B1,B2 R5 * R 0 + 0 play 0,0,0", rules)
    apply(state, 0, Play(c("RD"), also=(c("RD"),)))
    assert state.pending == 4 and state.current == 1


def test_missed_uno_on_a_wild_draw_four_can_be_caught_before_the_victim_answers() -> None:
    state = table("W4,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    assert state.phase is Phase.CHALLENGE
    assert can(state, 1, Catch(0)) and can(state, 2, Catch(0))
    apply(state, 2, Catch(0))
    assert len(state.hands[0]) == 3
    apply(state, 1, Accept())
    assert sizes(state)[1] == 6


def test_missed_uno_window_closes_when_the_victim_answers_the_challenge() -> None:
    state = table("W4,G2/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Accept())
    assert not can(state, 2, Catch(0))


def test_two_players_skip_as_second_to_last_card_the_opponent_can_still_catch() -> None:
    state = table("RS,G2/Y1,R3 R5 * R 0 + 0 play 0,0")
    apply(state, 0, Play(c("RS")))
    assert state.current == 0 and can(state, 1, Catch(0))


def test_missed_uno_after_a_skip_catchable_until_the_player_after_the_skipped_one_acts() -> None:
    state = table("RS,G2/Y1,R3/B1,R2 R5 * R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("RS")))
    assert state.current == 2 and can(state, 1, Catch(0))
    apply(state, 2, Play(c("R2")))
    assert not can(state, 1, Catch(0))


def test_uno_penalty_with_an_empty_draw_pile_reshuffles() -> None:
    hands = "R1,G2/Y1,R3/B1,B2"
    under = rest(hands, "R5")
    state = table(f"{hands} {under},R5 - R 0 + 0 play 0,0,0")
    apply(state, 0, Play(c("R1")))
    apply(state, 2, Catch(0))
    assert len(state.hands[0]) == 3 and state.top == c("R1")


def test_jump_in_on_a_skip_skips_the_player_after_the_jumper() -> None:
    state = table("RS,G1/Y1,Y2/RS,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("RS")))
    apply(state, 2, Play(c("RS")))
    assert state.current == 0


def test_jump_in_on_a_reverse_flips_the_direction_again_from_the_jumper() -> None:
    state = table("RR,G1/Y1,Y2/RR,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("RR")))
    apply(state, 2, Play(c("RR")))
    assert state.direction == 1 and state.current == 3


def test_jump_in_on_a_wild_draw_four_the_player_after_the_jumper_faces_four() -> None:
    state = table("W4,G1/Y1,Y2/W4,B2/G3,G4 R7 * R 0 + 0 play 0,0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 2, Play(c("W4"), GREEN))
    assert state.current == 3 and state.phase is Phase.CHALLENGE and state.color is GREEN
    apply(state, 3, Accept())
    assert sizes(state) == [1, 2, 1, 6] and state.current == 0


def test_jump_in_with_stacking_house_preset_victim_may_stack_on_the_jumped_card() -> None:
    state = table("RD,G1/Y1,Y2/RD,B2/GD,G4 R7 * R 0 + 0 play 0,0,0,0", preset("house"))
    apply(state, 0, Play(c("RD")))
    apply(state, 2, Play(c("RD")))
    assert state.current == 3 and state.pending == 2 and "GD" in plays(state, 3)


def test_multi_play_same_value_uno_hand_must_be_called() -> None:
    state = table("R5,G7,Y7/Y1,Y2/B1,B2 R3 * R 0 + 0 play 0,0,0", Rules(multi_play="same_value"))
    apply(state, 0, Play(c("R5")))  # G7 + Y7 can be played together: an UNO hand
    assert can(state, 1, Catch(0))
    apply(state, 1, Catch(0))
    assert len(state.hands[0]) == 4


def test_multi_play_two_reverses_keep_the_direction() -> None:
    state = table("RR,GR,B1/Y1/G2/Y3 R5 * R 0 + 0 play 0,0,0,0", Rules(multi_play="same_value"))
    apply(state, 0, Play(c("RR"), also=(c("GR"),)))
    assert state.direction == 1 and state.current == 1


def test_penalty_scoring_loser_tie_broken_by_most_cards() -> None:
    rules = Rules(scoring="penalty")
    state = table("R9/Y5,Y5/B4,B6 R5 * R 0 + 0 play 0,490,490", rules)
    apply(state, 0, Play(c("R9")))
    assert state.scores == [0, 500, 500]
    assert state.phase is Phase.MATCH_OVER and state.match_winner == 0
    state = table("R9/Y9,Y1/B4,B3,B3 R5 * R 0 + 0 play 0,490,490", rules)
    apply(state, 0, Play(c("R9")))
    assert state.scores == [0, 500, 500] and state.match_loser == 2


def test_challenge_scoring_the_last_two_play_head_to_head_under_two_player_rules() -> None:
    state = table("R9,RR,G1/-/B7,B8 R5 * R 0 + 0 play 0,600,0 round=2 elim=1", Rules(scoring="challenge"))
    apply(state, 0, Play(c("RR")))
    assert state.current == 0


def test_challenge_scoring_last_one_left_wins_the_match() -> None:
    state = table("R9/Y5,YS/B7,B8,B9 R5 * R 0 + 0 play 0,480,490", Rules(scoring="challenge"))
    apply(state, 0, Play(c("R9")))
    assert state.eliminated == [False, True, True]
    assert state.phase is Phase.MATCH_OVER and state.match_winner == 0


def test_teams_going_out_reaching_500_wins_for_the_team() -> None:
    state = table("R9/Y5/B7/G3 R5 * R 0 + 0 play 495,0,495,0", Rules(teams="pairs"))
    apply(state, 0, Play(c("R9")))
    assert state.scores == [503, 0, 503, 0] and state.phase is Phase.MATCH_OVER


def test_draw_two_played_under_jump_in_only_the_victim_must_draw() -> None:
    state = table("RD,G1/RD,Y2/B1,B2 R7 * R 0 + 0 play 0,0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("RD")))
    assert plays(state, 1) == set()  # no stacking: the victim cannot pass it on
    apply(state, 1, Draw())
    assert sizes(state) == [1, 4, 2] and state.current == 2


def test_stacking_on_wd4_gives_up_the_challenge_and_the_last_wd4_names_the_colour() -> None:
    state = table("W4,G1/W4,B2/Y1,Y2 R5 * R 0 + 0 play 0,0,0", preset("house"))
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Play(c("W4"), GREEN))
    assert state.color is GREEN and state.pending == 8
    assert state.phase is Phase.CHALLENGE and state.current == 2


def test_wild_powers_peek_shows_the_hand_to_the_player_alone() -> None:
    from core import view

    state = table("W,G1,G2/Y1,Y2/B1,B2 R5 * R 0 + 0 play 0,0,0", Rules(wild_powers=True))
    apply(state, 0, Play(c("W"), BLUE, target=2, power="peek"))
    peeks = [ev for ev in view(state, 0)["log"] if ev["type"] == "peek"]
    assert peeks and sorted(peeks[0]["hand"]) == ["B1", "B2"]
    assert not any("hand" in ev for ev in view(state, 1)["log"] if ev["type"] == "peek")
    assert state.current == 1 and state.color is BLUE


def test_wild_not_playable_on_a_pending_penalty_so_no_power() -> None:
    rules = Rules(wild_powers=True, stacking="draw2")
    state = table("RD,G1/W,Y2/B1,B2 R5 * R 0 + 0 play 0,0,0", rules)
    apply(state, 0, Play(c("RD")))
    assert plays(state, 1) == set()


def test_false_catch_of_a_player_with_more_than_one_card_costs_two_with_the_option() -> None:
    state = table("R1,G2,G3/Y1,R3/B1,B2 R5 * R 0 + 0 play 0,0,0", Rules(false_catch_penalty=2))
    apply(state, 0, Play(c("R1")))  # two cards left: nothing to call
    apply(state, 2, Catch(0))
    assert sizes(state) == [2, 2, 4]


def test_two_players_draw_two_under_jump_in_the_victim_draws_and_play_comes_back() -> None:
    state = table("RD,G1,R2/Y1,Y2 R5 * R 0 + 0 play 0,0", Rules(jump_in=True))
    apply(state, 0, Play(c("RD")))
    assert state.current == 1 and state.pending == 2
    apply(state, 1, Draw())
    assert sizes(state) == [2, 4] and state.current == 0


def test_two_players_stacking_the_original_player_draws_the_total() -> None:
    state = table("RD,G1,R2/GD,Y2 R5 * R 0 + 0 play 0,0", preset("house"))
    apply(state, 0, Play(c("RD")))
    apply(state, 1, Play(c("GD")))
    assert state.current == 0 and plays(state, 0) == set()
    apply(state, 0, Draw())
    assert sizes(state) == [6, 1] and state.current == 1


def test_ten_players_wild_draw_four_challenge_wraps_to_seat_zero() -> None:
    hands = "Y1,B7/G5,G6/G7,G8/Y1,Y2/Y3,Y4/Y5,Y6/Y7,Y8/B3,B4/B5,B6/W4,G1,G2"
    state = table(f"{hands} R5 * R 9 + 0 play 0,0,0,0,0,0,0,0,0,0")
    apply(state, 9, Play(c("W4"), BLUE))
    assert state.current == 0 and state.phase is Phase.CHALLENGE
    apply(state, 0, Challenge())  # innocent: G1, G2 are not red
    assert len(state.hands[0]) == 8 and state.current == 1


def test_judgement_day_throw_with_four_colours_wins_the_round() -> None:
    rules = Rules(judgement_day=True)
    state = table("R1,Y2,G2,B5,R9/Y7,Y8/B1,B2 R3 * R 0 + 0 play 0,0,0 dates=12-25/3-4/5-6", rules)
    from core import Judgement

    assert can(state, 1, Judgement(0, None)) is False  # seat 1 cannot spell 1-2-2-5
    state = table("Y7,Y8/R1,Y2,G2,B5,R9/B1,B2 R3 * R 0 + 0 play 0,0,0 dates=12-25/3-4/5-6",
                  rules)
    assert can(state, 1, Judgement(0, None))
    assert not can(state, 1, Judgement(1, None))  # never one's own date
    apply(state, 1, Judgement(0, None))
    assert state.phase is Phase.ROUND_OVER and state.result is not None
    assert state.result.winner == 1


def test_stacking_innocent_challenge_of_a_stacked_wd4_costs_the_total_plus_two() -> None:
    state = table("W4,G1/W4,Y3/Y1,Y2 R5 * R 0 + 0 play 0,0,0", preset("house"))
    apply(state, 0, Play(c("W4"), BLUE))
    apply(state, 1, Play(c("W4"), YELLOW))  # no blue card: fair
    apply(state, 2, Challenge())
    assert sizes(state) == [1, 1, 12] and state.current == 0 and state.color is YELLOW


def test_two_players_wd4_without_challenge_opponent_draws_four_and_play_comes_back() -> None:
    state = table("W4,G1,G2/Y1,Y2 R5 * R 0 + 0 play 0,0", Rules(wd4_challenge=False))
    apply(state, 0, Play(c("W4"), BLUE))
    assert sizes(state) == [2, 6] and state.current == 0


def test_misplay_penalty_also_applies_to_a_wrong_card_on_a_pending_penalty() -> None:
    from core import Misplay

    rules = Rules(misplay_penalty=2, stacking="draw2")
    state = table("RD,G1/R7,Y2/B1,B2 R5 * R 0 + 0 play 0,0,0", rules)
    apply(state, 0, Play(c("RD")))
    with pytest.raises(Misplay):
        apply(state, 1, Play(c("R7")))
    assert len(state.hands[1]) == 4
