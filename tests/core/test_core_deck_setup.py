"""RULES.md sections 1 (the deck) and 2 (setting up a round)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from core_testkit import assert_illegal, cards, codes, events, seed_where, situation

import core.game
import core.rng
from core import (
    COLORS,
    DECK_SIZE,
    ChooseColor,
    Color,
    Draw,
    NextRound,
    Play,
    Rank,
    Rules,
    RulesError,
    apply,
    full_deck,
    legal_actions,
    new_game,
)
from core.cards import Card
from core.game import GameState, Phase, _choose_dealer, _start_round

# ------------------------------------------------------------------ section 1: the deck


def test_deck_has_108_cards_76_numbers_24_actions_8_wilds() -> None:
    deck = full_deck()
    assert len(deck) == DECK_SIZE == 108
    assert sum(c.rank.is_number for c in deck) == 76
    assert sum(c.rank in (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO) for c in deck) == 24
    assert sum(c.is_wild for c in deck) == 8
    count = Counter(c.code for c in deck)
    assert count["W"] == 4 and count["W4"] == 4


@pytest.mark.parametrize("color", COLORS)
def test_each_colour_has_one_zero_two_of_each_other_number_and_two_of_each_action(
    color: Color,
) -> None:
    count = Counter(c.rank for c in full_deck() if c.color is color)
    assert count[Rank.ZERO] == 1
    for rank in (*[Rank(str(n)) for n in range(1, 10)], Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO):
        assert count[rank] == 2, rank
    assert sum(count.values()) == 25
    assert sum(n for r, n in count.items() if r.is_number) == 19


def test_card_points_number_face_value_actions_20_wilds_50() -> None:
    assert [Card.parse(f"R{n}").points for n in range(10)] == list(range(10))
    for code in ("GS", "BR", "YD"):
        assert Card.parse(code).points == 20
    assert Card.parse("W").points == 50
    assert Card.parse("W4").points == 50
    assert sum(c.points for c in full_deck()) == 4 * (2 * 45 + 6 * 20) + 8 * 50


# ------------------------------------------------------------------ section 2: players, hands


@pytest.mark.parametrize("players", range(2, 11))
def test_every_table_of_2_to_10_deals_seven_each_and_turns_one_card(players: int) -> None:
    state = new_game(Rules(), players, seed=players)
    expected = [7] * players
    if state.top.rank is Rank.DRAW_TWO:  # the first player already drew its 2
        expected[(state.dealer + 1) % players] += 2
    assert [len(h) for h in state.hands] == expected
    assert len(state.discard) == 1
    assert len(state.draw_pile) == 108 - sum(expected) - 1
    assert state.card_count() == 108


def test_the_lazy_deal_gives_every_card_its_fair_odds_in_every_place() -> None:
    """The deck is shuffled lazily (a card is chosen when it is taken). Over 3,000 seeded deals,
    how often each kind of card lands as a seat's first card, its last card, and the next card
    the draw pile gives, matches the kind's share of the 108 cards (a chi-square test
    at a fixed set of seeds, so it never flakes; a biased or missing shuffle fails it by far)."""
    copies = Counter(full_deck())
    seeds = range(3000)
    places: dict[str, Counter[Card]] = {"first": Counter(), "last": Counter(), "drawn": Counter()}
    for seed in seeds:
        state = new_game(Rules(), 4, seed)
        seat = (state.dealer + 2) % 4  # not the first player, whom a Draw Two start may feed
        places["first"][state.hands[seat][0]] += 1
        places["last"][state.hands[seat][6]] += 1
        places["drawn"][state.draw_pile[-1] if not state.unshuffled else _peek_top(state)] += 1
    for place, seen in places.items():
        chi2 = sum((seen[card] - len(seeds) * k / 108) ** 2 / (len(seeds) * k / 108)
                   for card, k in copies.items())
        # 53 degrees of freedom: P(chi2 > 100) is about 0.0001 for a fair deal
        assert chi2 < 100, f"{place}: chi-square {chi2:.1f}"


def _peek_top(state: GameState) -> Card:
    """The card the next draw from ``state`` would take (on a copy)."""
    probe = state.copy()
    return core.game._take(probe)


@pytest.mark.parametrize("players", [0, 1, 11])
def test_tables_outside_2_to_10_are_refused(players: int) -> None:
    with pytest.raises(RulesError):
        new_game(Rules(), players, seed=0)


@pytest.mark.parametrize("size", range(5, 11))
def test_hand_size_option_deals_that_many_cards(size: int) -> None:
    state = new_game(Rules(hand_size=size), 10, seed=size)
    extra = 2 if state.top.rank is Rank.DRAW_TWO else 0
    assert sorted(len(h) for h in state.hands) == [size] * 9 + [size + extra]
    assert state.card_count() == 108


@pytest.mark.parametrize("size", [4, 11])
def test_hand_size_outside_5_to_10_is_refused(size: int) -> None:
    with pytest.raises(RulesError, match="hand_size"):
        Rules(hand_size=size)


# ------------------------------------------------------------------ scripted shuffles


@pytest.fixture
def script(monkeypatch: pytest.MonkeyPatch) -> list[dict[int, str]]:
    """Each engine shuffle of the draw pile shuffles for real (eagerly), then places the scripted
    cards: ``{k: code}`` makes ``code`` the (k+1)-th card taken off the pile."""
    queue: list[dict[int, str]] = []

    def fake(state: GameState) -> None:
        items = state.draw_pile
        state.rng = core.rng.shuffle(state.rng, items)
        state.unshuffled = 0
        if queue:
            placing = queue.pop(0)
            for k in sorted(placing):
                items.remove(Card.parse(placing[k]))
            for k in sorted(placing):
                items.insert(len(items) - k, Card.parse(placing[k]))

    monkeypatch.setattr(core.game, "_shuffle_pile", fake)
    return queue


def _bare(players: int, rules: Rules | None = None) -> GameState:
    return GameState(rules=rules or Rules(), players=players, seed=7, rng=7,
                     scores=[0] * players)


def _pops(*draws: str) -> dict[int, str]:
    return dict(enumerate(draws))


def _dealer_draws(state: GameState) -> list[list[str]]:
    (ev,) = events(state, "dealer_draw")
    draws: list[list[str]] = ev["draws"]
    return draws


def test_first_dealer_is_the_highest_number_drawn(script: list[dict[int, str]]) -> None:
    state = _bare(3)
    script.append(_pops("R5", "G9", "B3"))
    assert _choose_dealer(state) == 1
    assert _dealer_draws(state) == [["0:R5", "1:G9", "2:B3"]]


def test_first_dealer_ties_for_highest_draw_again_among_the_tied_only(
    script: list[dict[int, str]],
) -> None:
    state = _bare(3)
    script.append(_pops("R9", "G9", "B2", "Y1", "B7"))
    assert _choose_dealer(state) == 1
    assert _dealer_draws(state) == [["0:R9", "1:G9", "2:B2"], ["0:Y1", "1:B7"]]


def test_first_dealer_symbol_counts_as_zero_by_default(script: list[dict[int, str]]) -> None:
    state = _bare(3)
    script.append(_pops("RS", "W", "G1"))
    assert _choose_dealer(state) == 2
    state = _bare(2)
    script.append(_pops("RS", "R0", "G3", "Y2"))  # Skip ties with 0 -> both draw again
    assert _choose_dealer(state) == 0
    assert _dealer_draws(state) == [["0:RS", "1:R0"], ["0:G3", "1:Y2"]]


def test_first_dealer_symbol_cannot_win_with_redraw_option(script: list[dict[int, str]]) -> None:
    rules = Rules(first_dealer_symbols="redraw")
    state = _bare(2, rules)
    script.append(_pops("RS", "R0"))  # 0 beats a symbol that cannot win
    assert _choose_dealer(state) == 1
    state = _bare(2, rules)
    script.append(_pops("W4", "BD", "R4", "R6"))  # nobody can win: both draw again
    assert _choose_dealer(state) == 1
    assert _dealer_draws(state) == [["0:W4", "1:BD"], ["0:R4", "1:R6"]]


def test_new_game_deals_round_one_from_the_drawn_dealer() -> None:
    for seed in range(20):
        state = new_game(Rules(), 5, seed)
        probe = _bare(5)
        probe.rng = probe.seed = state.seed
        assert state.dealer == _choose_dealer(probe)
        assert state.round_no == 1


def _deal(script: list[dict[int, str]], players: int, dealer: int, first: str,
          rules: Rules | None = None, *more: dict[int, str]) -> GameState:
    state = _bare(players, rules)
    state.dealer = dealer
    hand = (rules or Rules()).hand_size
    script.append({players * hand: first})
    script.extend(more)
    _start_round(state)
    assert state.card_count() == 108
    return state


def test_dealing_is_one_card_at_a_time_starting_left_of_the_dealer(
    script: list[dict[int, str]],
) -> None:
    state = _bare(4)
    state.dealer = 2
    script.append({0: "R1", 1: "R2", 2: "R3", 3: "R4", 4: "G1", 28: "B5"})
    _start_round(state)
    assert [h[0] for h in state.hands] == cards("R2 R3 R4 R1")
    assert state.hands[3][1] == Card.parse("G1")
    assert state.top == Card.parse("B5")


def test_number_first_card_player_after_dealer_starts(script: list[dict[int, str]]) -> None:
    state = _deal(script, 4, 3, "B5")
    assert (state.current, state.direction, state.color) == (0, 1, Color.BLUE)
    assert [len(h) for h in state.hands] == [7] * 4
    assert state.phase is Phase.PLAY


def test_wild_draw_four_first_is_put_back_and_another_card_turned(
    script: list[dict[int, str]],
) -> None:
    state = _deal(script, 4, 0, "W4", None, {0: "G7"})
    (ev,) = events(state, "first_card_returned")
    assert ev["card"] == "W4"
    assert state.discard == cards("G7")
    assert Card.parse("W4") in state.draw_pile
    assert len(state.draw_pile) == 108 - 28 - 1
    assert (state.current, state.color) == (1, Color.GREEN)


def test_wild_draw_four_never_starts_the_discard_pile() -> None:
    for seed in range(300):
        assert new_game(Rules(), 4, seed).top.code != "W4"
    assert events(seed_where(lambda s: bool(events(s, "first_card_returned"))),
                  "first_card_returned")


def test_wild_first_the_first_player_names_the_colour_then_plays(
    script: list[dict[int, str]],
) -> None:
    state = _deal(script, 4, 1, "W")
    assert state.phase is Phase.CHOOSE_COLOR
    assert state.current == 2
    assert legal_actions(state, 2) == [ChooseColor(c) for c in COLORS]
    assert legal_actions(state, 3) == []
    apply(state, 2, ChooseColor(Color.YELLOW))
    assert (state.phase, state.color, state.current) == (Phase.PLAY, Color.YELLOW, 2)
    yellow = next(c for c in state.draw_pile if c.color is Color.YELLOW and c.rank.is_number)
    state.draw_pile.remove(yellow)
    state.draw_pile.append(state.hands[2][0])
    state.hands[2][0] = yellow
    apply(state, 2, Play(yellow))
    assert state.top == yellow and state.current == 3


def test_draw_two_first_the_first_player_draws_two_and_is_skipped(
    script: list[dict[int, str]],
) -> None:
    state = _deal(script, 4, 1, "RD")
    assert [len(h) for h in state.hands] == [7, 7, 9, 7]
    assert state.current == 3
    assert state.color is Color.RED


def test_skip_first_the_first_player_is_skipped(script: list[dict[int, str]]) -> None:
    state = _deal(script, 4, 1, "GS")
    assert [len(h) for h in state.hands] == [7] * 4
    assert (state.current, state.direction) == (3, 1)


def test_reverse_first_the_dealer_plays_first_and_play_goes_the_other_way(
    script: list[dict[int, str]],
) -> None:
    state = _deal(script, 4, 1, "YR")
    assert (state.current, state.direction) == (1, -1)
    assert state.next_seat(state.current) == 0


def test_reverse_first_other_side_option_starts_right_of_the_dealer(
    script: list[dict[int, str]],
) -> None:
    state = _deal(script, 4, 1, "YR", Rules(reverse_start="other_side"))
    assert (state.current, state.direction) == (0, -1)


def test_reverse_first_with_two_players_acts_as_skip(script: list[dict[int, str]]) -> None:
    state = _deal(script, 2, 0, "BR")
    assert state.current == 0  # the dealer's opponent is skipped


def test_winner_of_a_round_deals_the_next() -> None:
    state = situation(["R5", "G1 G2", "B3 B4", "Y5 Y6"], "R7", current=0, dealer=2)
    apply(state, 0, Play(Card.parse("R5")))
    assert state.phase is Phase.ROUND_OVER
    apply(state, None, NextRound())
    assert (state.round_no, state.dealer) == (2, 0)
    assert events(state, "round_start")[0]["dealer"] == 0
    assert state.card_count() == 108
    assert state.scores == [1 + 2 + 3 + 4 + 5 + 6, 0, 0, 0]


def _iter_first_players() -> Iterator[tuple[int, int]]:
    for seed in range(40):
        state = new_game(Rules(), 6, seed)
        if state.top.rank.is_number:
            yield state.dealer, state.current


def test_play_starts_left_of_the_dealer_in_every_dealt_game() -> None:
    pairs = list(_iter_first_players())
    assert pairs
    assert all(cur == (dealer + 1) % 6 for dealer, cur in pairs)
    assert len({d for d, _ in pairs}) > 1  # the dealer is not always the same seat


def test_drawing_on_a_wild_start_is_refused_until_the_colour_is_named(
    script: list[dict[int, str]],
) -> None:
    state = _deal(script, 3, 0, "W")
    assert_illegal(state, 1, Draw(), "choose_color_first")
    assert codes(state.discard) == ["W"]
