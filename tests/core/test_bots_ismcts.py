"""Information-set MCTS as the hard bot's search (core/bots/ismcts.py, an option: wave 17)."""

from __future__ import annotations

import pytest
from test_bots import level

from core.actions import Action, Draw, Play
from core.autoplay import play_match
from core.bots import HardBot
from core.bots.ismcts import ROOT_PAIRED, ROOT_UCB, Node, descend, own_moves, tree_search
from core.bots.memory import Memory
from core.bots.worlds import POLICIES, sample_world
from core.cards import Card
from core.game import GameState, legal_actions
from core.position import parse_position
from core.rng import Rng
from core.rules import preset
from core.view import view

#: Seat 0 holds the Red 7 alone on a Red 3: playing it wins the round outright.
_OUT = "R7/G3,Y5/G1,G4,Y4/Y7,Y8,B1 R3 * R 0 + 0 play 0,0,0,0"
#: Seat 0 holds three cards on a Green 5, the next player one: several sensible plays.
_CLOSE = "G2,G9,B5,R1/G3/Y1,Y2,Y4/Y6,Y8,G8,GS G5 * G 0 + 0 play 0,0,0,0"


def _table(position: str) -> GameState:
    return parse_position(position, preset("official"), seed=7)


def _search(position: str, candidates: list[Action], root: str, seed: int = 1
            ) -> tuple[Action, int, int]:
    v = view(_table(position), 0)
    memory = Memory()
    memory.see(v)
    return tree_search(v, memory, Rng(seed), candidates, None, pick=POLICIES["wary"], cut=8,
                       steps=1800, root=root)


@pytest.mark.parametrize("root", [ROOT_PAIRED, ROOT_UCB])
def test_the_tree_keeps_or_finds_a_move_that_wins_outright(root: str) -> None:
    """Going out wins in every world: kept when it is the heuristic's first choice, and chosen
    over it (clearly better, past the noise guard) when it is not."""
    win = Play(Card.parse("R7"))
    assert win in legal_actions(_table(_OUT), 0)
    assert _search(_OUT, [win, Draw()], root)[0] == win
    assert _search(_OUT, [Draw(), win], root)[0] == win


@pytest.mark.parametrize("root", [ROOT_PAIRED, ROOT_UCB])
def test_the_tree_returns_a_candidate_deterministically_within_its_budget(root: str) -> None:
    legal = legal_actions(_table(_CLOSE), 0)
    candidates = [a for a in legal if isinstance(a, Play)][:3]
    assert len(candidates) == 3
    first = _search(_CLOSE, candidates, root, seed=4)
    assert first[0] in candidates
    assert first == _search(_CLOSE, candidates, root, seed=4)  # the same generator, the same search
    _, worlds, used = first
    assert worlds >= 4 and used >= 1800


def test_the_tree_grows_over_own_later_moves_only() -> None:
    """Descending in sampled worlds adds one node an iteration, each keyed by a move of the
    searching seat that the playout policies consider (the policy's own choice tried first)."""
    v = view(_table(_CLOSE), 0)
    memory = Memory()
    memory.see(v)
    rng = Rng(2)
    root = Node()
    for _ in range(30):
        world = sample_world(v, memory, rng)
        assert world is not None
        assert own_moves(world, 0, legal_actions(world, 0), POLICIES["wary"])[0] == \
            POLICIES["wary"](world, 0, legal_actions(world, 0))
        descend(world, 0, root, POLICIES["wary"], 8, 40.0)
    assert root.visits == 30
    assert 1 < len(root.children) <= 4  # the moves it holds that fit (no other seat's)
    assert sum(c.visits for c in root.children.values()) <= 30


@pytest.mark.parametrize("root", [ROOT_PAIRED, ROOT_UCB])
def test_hard_with_the_tree_plays_rounds_legally_and_reproducibly(
        root: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HardBot, "tree", True)
    monkeypatch.setattr(HardBot, "tree_root", root)
    games = []
    for _ in range(2):
        bot = HardBot(5, 0.05)
        rec = play_match(preset("official"), 4, "tree", [bot, *(level("normal", s)
                                                                for s in range(3))],
                         rounds_only=True)
        games.append(rec.journal)
        assert bot.searches > 0
    assert games[0] == games[1]


def test_a_tree_that_never_widens_is_the_flat_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the cut counted from the root move and no node ever considering a second move, every
    iteration plays what the flat search plays in the same worlds: the same decisions, worlds
    and steps over a round (a check that the tree's harness changes nothing but the own moves)."""
    journals, counts = [], []
    for tree in (False, True):
        monkeypatch.setattr(HardBot, "tree", tree)
        monkeypatch.setattr(HardBot, "tree_widen", 10**9)
        monkeypatch.setattr(HardBot, "tree_from_root", True)
        bot = HardBot(9, 0.05)
        rec = play_match(preset("official"), 4, "flat", [bot, *(level("normal", s)
                                                               for s in range(3))],
                         rounds_only=True)
        journals.append(rec.journal)
        counts.append((bot.searches, bot.worlds, bot.used))
    assert counts[0][0] > 0
    assert journals[0] == journals[1] and counts[0] == counts[1]
