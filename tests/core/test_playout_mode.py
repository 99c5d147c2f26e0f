"""Playout mode keeps one statement of the rules: the same seed deals the same cards and the same
actions lead to the same table as a normal game; only the public log is left out."""

from __future__ import annotations

from hypothesis import Phase as Stage
from hypothesis import given, settings
from hypothesis import strategies as st
from property_kit import Game, walk

from core import Action, GameState, apply, new_game, preset, view

NO_SHRINK = (Stage.explicit, Stage.reuse, Stage.generate)
PRESETS = ["official", "house", "chinese-party", "two-player"]


def without_log(state: GameState) -> dict[str, object]:
    data = state.to_dict()
    del data["log"], data["log_seq"]
    return data


@settings(max_examples=12, deadline=None, phases=NO_SHRINK)
@given(name=st.sampled_from(PRESETS), players=st.integers(2, 6), seed=st.integers(0, 2**32),
       kinds=st.sampled_from(["random", "basic"]))
def test_a_playout_game_reaches_the_same_table_as_a_normal_one(name: str, players: int,
                                                                seed: int, kinds: str) -> None:
    rules = preset(name)
    players = rules.players or players
    normal = new_game(rules, players, seed)
    quiet = new_game(rules, players, seed, playout=True)
    assert without_log(quiet) == without_log(normal) and quiet.log == []
    journal: list[tuple[int | None, Action]] = []
    game = Game(rules, players, seed, [kinds] * players)
    for i, state in enumerate(walk(normal, game.bots(), 400, journal)):
        seat, action = journal[i]
        apply(quiet, seat, action)
        assert without_log(quiet) == without_log(state), f"after {action} by {seat}"
    assert quiet.log == [] and quiet.log_seq == 0
    assert len(journal) > 50


def test_a_copy_of_a_playout_game_stays_quiet_and_views_still_work() -> None:
    state = new_game(preset("house"), 4, 3, playout=True).copy()
    assert state.playout
    v = view(state, state.current)
    assert v["log"] == [] and v["hand"] == [c.code for c in state.hands[state.current]]
