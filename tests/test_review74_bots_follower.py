"""review74: ``NormalBot.follower`` (core/bots/normal.py) says who plays after a set, "as the
engine moves the turn" — but at two players it counts a set of Skips, or of Reverses under the
two-player rules, as the engine does not: the engine gives the turn back to the player after
*any number* of Skips at two players, and treats every Reverse there as a Skip (core/game.py
``_play``: ``two_again``), while ``follower`` sends an even number of Reverses on to the
opponent ("an even number keeps it") and walks two Skips round to the opponent. With the
one-card opponent who just named green, GR+GR (or GS+GS) is then scored as handing it the
turn with its colour (``hands_named``: ``named_to_one_malus``), though the turn comes back."""

from __future__ import annotations

import pytest

from core import Rules, apply, view
from core.actions import Play
from core.bots import make_bot
from core.cards import Card
from core.game import legal_actions
from core.position import check_position, parse_position


@pytest.mark.parametrize("code", ["GR", "GS"])
def test_follower_of_a_pair_at_two_players_is_the_engines(code: str) -> None:
    pos = (f"{code},{code},Y3/G4 R4,G6,Y8,W * G 0 + 0 play 0,0 dealer=1 by=1 fresh=1 uno=1 "
           "rules=custom")
    state = parse_position(pos, Rules(multi_play="identical"))
    check_position(state)
    bot = make_bot("normal", 0)
    v = view(state, 0)
    ctx = bot.context(v, [Card.parse(c) for c in v["hand"]])
    said = bot.follower(v, ctx, Card.parse(code), 2)
    pair = next(a for a in legal_actions(state, 0)
                if isinstance(a, Play) and a.card == Card.parse(code) and len(a.also) == 1)
    apply(state, 0, pair)
    assert said == state.current, (
        f"follower says seat {said} plays after {code}+{code} at two players; the engine gives "
        f"the turn to seat {state.current}")
