"""The driver and the rule-independent checks shared by the property tests of the official rules
(``test_core_properties``) and of the house rules (``test_house_properties``). Each test module
keeps its own strategies and its own turn, view and result checks, which differ in strictness.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

import msgpack  # type: ignore[import-untyped]

from core import (
    REASONS,
    Accept,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    GameState,
    IllegalAction,
    NextRound,
    Pass,
    Play,
    Rules,
    apply,
    apply_copy,
    check,
    full_deck,
    legal_actions,
    new_game,
    replay,
    seat_to_move,
    view,
)
from core.actions import POWERS, DeathNumber, Give, Judgement, NameDate, valid_date
from core.bots import Bot, make_bot
from core.cards import Card
from core.game import Phase, uno_hand
from core.position import (
    PositionStatus,
    describe,
    format_position,
    parse_position,
    position_fields,
    position_status,
)
from core.rng import Rng

ALL_CARDS = sorted({c.code for c in full_deck()})


@dataclass
class Game:
    """One generated game: rules, table size, seed and the bot kind of every seat."""

    rules: Rules
    players: int
    seed: int
    kinds: list[str]

    def bots(self) -> list[Bot]:
        return [make_bot(k, self.seed * 31 + seat) for seat, k in enumerate(self.kinds)]


def walk(state: GameState, bots: list[Bot], limit: int,
         journal: list[tuple[int | None, Action]]) -> Generator[GameState, GameState | None, None]:
    """Play with every out-of-turn chance offered: after each turn action the other seats are
    asked once, in order from the seat after the one who acted; then the seat to move acts.
    Yields the state after every applied action; ``send`` a replacement state to continue from."""
    offered = False
    last = 0
    for _ in range(limit):
        if state.phase is Phase.MATCH_OVER:
            return
        seat: int | None = None
        action: Action | None = None
        mover = seat_to_move(state)
        if state.phase is Phase.ROUND_OVER:
            seat, action = None, NextRound()
        elif not offered:
            offered = True
            for k in range(1, state.players + 1):
                other = (last + k) % state.players
                if other != mover and legal_actions(state, other):
                    action = bots[other].act(view(state, other))
                    if action is not None:
                        seat = other
                        break
            if action is None:
                continue
        else:
            seat = mover
            assert seat is not None
            action = bots[seat].act(view(state, seat))
            assert action is not None, "a bot must act on its turn"
        if not isinstance(action, CallUno | Catch):
            offered = False
        if seat is not None:
            last = seat
        apply(state, seat, action)
        journal.append((seat, action))
        replacement = yield state
        if replacement is not None:
            state = replacement
            yield state  # answer the send()


def check_mover(state: GameState) -> int | None:
    """What holds in every state under any rules: all 108 cards are somewhere; between rounds
    nobody but the table (dealing) may act; during a round the seat to move has a legal action
    and the table has none. Returns the seat to move (``None`` between rounds and after the
    match), for the caller's own checks of the other seats."""
    assert state.card_count() == 108
    mover = seat_to_move(state)
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        assert mover is None
        assert all(legal_actions(state, s) == [] for s in range(state.players))
        assert (legal_actions(state, None) == [NextRound()]) == (state.phase is Phase.ROUND_OVER)
        return None
    assert mover is not None
    assert legal_actions(state, mover), f"seat {mover} to move has no legal action"
    assert legal_actions(state, None) == []
    return mover


def check_log_secrecy(state: GameState, seat: int | None, log: list[dict[str, Any]]) -> None:
    """``log`` (the log of ``view(state, seat)``) shows each public event as it is, the private
    fields of an event only to its recipient, and never a ``private`` or ``bluff`` field."""
    raw = {ev["seq"]: ev for ev in state.log}
    for ev in log:
        assert "private" not in ev and "bluff" not in ev
        private = raw[ev["seq"]].get("private")
        if private is None:
            assert ev == raw[ev["seq"]]
            continue
        secret = set(private) - {"to"}
        if seat is not None and private["to"] == seat:
            assert all(ev[k] == private[k] for k in secret)
        else:
            assert not secret & set(ev), f"{ev['type']} leaks to seat {seat}: {ev}"


def public_discard(log: list[dict[str, Any]]) -> list[str]:
    """The discard pile as the public parts of a round's log describe it, bottom first: the card
    turned up, every card played (a multi-play's other cards below it), thrown on judgement day
    or laid down by a death number; a reshuffle leaves only the top."""
    pile: list[str] = []
    for ev in log:
        kind = ev["type"]
        if kind == "round_start":
            pile = [ev["card"]]
        elif kind == "play":
            pile += [*ev.get("also", ()), ev["card"]]
        elif kind == "judgement":
            pile += ev["cards"]
        elif kind == "death_number":
            pile += ev["hand"]
        elif kind == "reshuffle":
            pile = pile[-1:]
    return pile


def check_public_facts(state: GameState, color_before: str | None) -> None:
    """The facts a view adds to the log are what every player at the table has seen, the same in
    every seat's view: the discard pile is what the public log put there; the pending draw's
    kind is the draw card on top; a challenge's previous colour is the colour that was in play
    before the Wild Draw Four (``color_before``: the spectator's colour one action earlier)."""
    public = [{k: v for k, v in ev.items() if k != "private"} for ev in state.log]
    views = [view(state, seat) for seat in (None, *range(state.players))]
    spectator = views[0]
    for v in views:
        assert v["discard"] == spectator["discard"]
        assert v["pending_rank"] == spectator["pending_rank"]
        assert v["challenge"] == spectator["challenge"]
    if state.phase is not Phase.NAME_DATES:
        assert spectator["discard"] == public_discard(public)
        assert spectator["top"] == spectator["discard"][-1]
    assert len(spectator["discard"]) == spectator["discard_size"]
    if spectator["pending"]:
        top = Card.parse(spectator["top"])
        assert top.draw_amount and spectator["pending_rank"] == top.rank.value
    else:
        assert spectator["pending_rank"] is None
    challenge = spectator["challenge"]
    if challenge is not None:
        assert spectator["top"] == "W4" and spectator["pending_rank"] == "W4"
        if color_before is not None:
            assert challenge["previous_color"] == color_before


def check_position(state: GameState) -> None:
    """Every reachable state is a valid position, and its text reads back as the same table in
    every field a position carries (and writes out as the same text again)."""
    status = position_status(state)
    assert status == PositionStatus.VALID, f"{describe(status)}: {format_position(state)}"
    text = format_position(state)
    again = parse_position(text, state.rules, seed=state.rng)
    assert position_fields(again) == position_fields(state), text
    assert format_position(again) == text


def play_checking(game: Game, limit: int, secrecy_every: int,
                  check_turn: Callable[[GameState], None],
                  check_views: Callable[[GameState], None],
                  check_round_result: Callable[[GameState], None]) -> None:
    """Play ``game`` with :func:`walk` for up to ``limit`` actions, checking the turn and the
    views after every action, the result after every round the table did not deal, secrecy
    (:func:`check_noninterference`) every ``secrecy_every`` actions, and continuing every seventh
    action from a msgpack round-tripped copy; at the end the journal must replay to the same
    state."""
    state = new_game(game.rules, game.players, game.seed)
    rng = Rng(game.seed)
    journal: list[tuple[int | None, Action]] = []
    check_turn(state)
    check_views(state)
    check_public_facts(state, None)
    check_position(state)
    steps = walk(state, game.bots(), limit, journal)
    # the walk changes the state in place: remember the colour and challenge of the last state
    color_before, challenged = view(state, None)["color"], state.wd4 is not None
    for i, current in enumerate(steps):
        state = current
        check_turn(state)
        check_views(state)
        check_public_facts(state, None if challenged else color_before)
        check_position(state)
        color_before, challenged = view(state, None)["color"], state.wd4 is not None
        if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER) and journal[-1][0] is not None:
            check_round_result(state)
        if i % secrecy_every == 0:
            check_noninterference(state, rng)
        if i % 7 == 3:  # continue the game from a msgpack round-tripped copy
            state = steps.send(round_trip(state))
    assert replay(game.rules, game.players, game.seed, journal).digest() == state.digest()


# ------------------------------------------------------------------ secrecy and round trips


def check_noninterference(state: GameState, rng: Rng) -> None:
    """A view is unchanged when every card its seat cannot see is dealt differently, other seats'
    private events are changed, and a pending bluff flag is flipped."""
    if state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        return
    for seat in (None, *range(state.players)):
        other = state.copy()
        hidden = [s for s in range(state.players) if s != seat]
        giver = state.current if state.phase is Phase.GIVE else None
        pool = [c for s in hidden for c in other.hands[s]] + other.draw_pile
        if seat != giver:
            pool += other.given
        rng.shuffle(pool)
        for s in hidden:
            k = len(other.hands[s])
            other.hands[s], pool = pool[:k], pool[k:]
        if seat != giver:
            k = len(other.given)
            other.given, pool = pool[:k], pool[k:]
        other.draw_pile = pool
        if other.wd4 is not None:
            other.wd4.bluff = not other.wd4.bluff
        other.log = [_scramble(ev, seat, rng) for ev in other.log]
        assert view(other, seat) == view(state, seat), f"seat {seat}'s view depends on hidden cards"


def _scramble(ev: dict[str, Any], seat: int | None, rng: Rng) -> dict[str, Any]:
    private = ev.get("private")
    if private is None or private["to"] == seat:
        return ev
    fake = {k: [rng.choice(ALL_CARDS) for _ in v] if isinstance(v, list)
            else rng.choice(ALL_CARDS) if k == "card" else v
            for k, v in private.items()}
    return {**ev, "private": fake}


def round_trip(state: GameState) -> GameState:
    """``state`` through plain data and through msgpack: both copies equal it; the msgpack one is
    returned so the game can continue from it."""
    data = state.to_dict()
    again = GameState.from_dict(data)
    assert again.to_dict() == data and again.digest() == state.digest()
    packed = msgpack.unpackb(msgpack.packb(data), raw=False, strict_map_key=True)
    wired = GameState.from_dict(packed)
    assert wired.to_dict() == data and wired.digest() == state.digest()
    return wired


# ------------------------------------------------------------------ legal_actions is exact


def _any_card(rng: Rng) -> Card:
    return Card.parse(rng.choice(ALL_CARDS))


def random_action(rng: Rng, state: GameState) -> Action:
    """Any well-formed action, mostly illegal."""
    kind = rng.below(16)
    seats = max(10, state.players)
    if kind < 5:
        hand = [c for h in state.hands for c in h]
        card = rng.choice(hand) if hand and rng.below(2) else _any_card(rng)
        color = None if rng.below(2) else rng.choice(list(Color))
        also = tuple(_any_card(rng) for _ in range(rng.below(3) if rng.below(3) == 0 else 0))
        target = rng.below(seats) if rng.below(3) == 0 else None
        power = rng.choice(list(POWERS)) if rng.below(4) == 0 else None
        return Play(card, color, bool(rng.below(2)), also, target, power)
    if kind == 5:
        return Give(_any_card(rng))
    if kind == 6:
        month = 1 + rng.below(12)
        day = 1 + rng.below(31)
        return NameDate(month, day) if valid_date(month, day) else NameDate(month, 1)
    if kind == 7:
        return Judgement(rng.below(seats), None if rng.below(2) else rng.choice(list(Color)))
    if kind == 8:
        return Catch(rng.below(seats))
    if kind == 9:
        return ChooseColor(rng.choice(list(Color)))
    simple: list[Action] = [Draw(), Pass(), CallUno(), Challenge(), Accept(), NextRound(),
                            DeathNumber()]
    return rng.choice(simple)


def _normalised(state: GameState, seat: int | None, action: Action) -> Action:
    """``Play(..., uno=True)`` means nothing unless it leaves an UNO hand (see ``apply``)."""
    if not (isinstance(action, Play) and action.uno and seat is not None
            and 0 <= seat < state.players):
        return action
    rest = list(state.hands[seat])
    try:
        for c in action.cards:
            rest.remove(c)
    except ValueError:
        rest = []
    if rest and uno_hand(state.rules, rest):
        return action
    return Play(action.card, action.color, False, action.also, action.target, action.power)


def check_legal_exact(state: GameState, rng: Rng, samples: int, listed: int | None = None) -> None:
    """Every listed action of every seat (or ``listed`` of them, chosen at random) is accepted;
    ``samples`` random unlisted actions are refused with a known reason (the same from
    :func:`core.game.check`) and leave the state exactly as it was."""
    seats: list[int | None] = [None, *range(state.players)]
    for seat in seats:
        actions = legal_actions(state, seat)
        if listed is not None:
            actions = [rng.choice(actions) for _ in range(min(listed, len(actions)))]
        for action in actions:
            apply_copy(state, seat, action)  # raises if a listed action is refused
    before = state.to_dict()
    for _ in range(samples):
        seat = rng.choice([*seats, state.players + rng.below(3)])
        action = random_action(rng, state)
        if _normalised(state, seat, action) in legal_actions(state, seat):
            continue
        try:
            apply(state, seat, action)
        except IllegalAction as exc:
            assert exc.reason in REASONS
            try:
                check(state, seat, action)
            except IllegalAction as again:
                assert again.reason == exc.reason
            else:  # pragma: no cover - check must agree with apply
                raise AssertionError("check accepted what apply refused") from None
        else:
            raise AssertionError(f"unlisted {action} by {seat} was applied")
        assert state.to_dict() == before, f"refused {action} by {seat} changed the state"
