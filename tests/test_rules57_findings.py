"""rules57: where the engine and the rule books (/work/shared/RULES.md "RB", docs/RULES.md
"DR") disagree or leave the reading open. Each test fails on the current code."""

from __future__ import annotations

from core import Card, Play, Rules, apply
from core.position import check_position, parse_position


def c(code: str) -> Card:
    return Card.parse(code)


def test_three_skips_at_three_players_never_give_the_turn_to_a_player_they_skipped():
    """RB §6 multi_play: "N Skips skip N players". At three players two Skips played together
    bring play back to their player (seats 1 and 2 skipped); a third Skip hands the turn to
    seat 1 — the engine counts its player among the skipped (next_seat(seat, N + 1),
    core/game.py _play) — so playing more Skips gives the player less. At two players DR says
    a set of Skips brings play back "since the one player after you loses the turn" (the
    player is never skipped by their own Skips; rules45 #5). Read the same way at three
    players, seat 1, already skipped, cannot be the one to play: either the extra Skip is
    spent on the others again (seat 2 plays) or it is wasted (seat 0 plays again)."""
    rules = Rules(multi_play="same_value")
    s = parse_position("RS,GS,G1,G2/B1,B2/B3,B4 R4 * R 0 + 0 play 0,0,0 rules=custom", rules, 0)
    check_position(s)
    apply(s, 0, Play(c("GS"), also=(c("RS"),)))
    assert s.current == 0  # two Skips: seats 1 and 2 skipped, play comes back

    s = parse_position("RS,GS,BS,G1/B1,B2/B3,B4 R4 * R 0 + 0 play 0,0,0 rules=custom", rules, 0)
    check_position(s)
    apply(s, 0, Play(c("GS"), also=(c("BS"), c("RS"))))
    assert s.current != 1, "three Skips gave the turn to seat 1, whom they skipped"
