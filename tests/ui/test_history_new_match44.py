"""review44: the history of a match begun while the screen was away is kept instead of the
old match's events also when the new match has gone on past the seq the screen last saw
(review42 #2 covered only a new match still shorter than the old one: then the view's seq
going down starts the log again). Back during match two at seq 80, having left match one at
seq 30, the log mixed match one's events 1..30 with match two's 31..80."""

from __future__ import annotations

from unotui.widgets.log import MatchLog


def _round(first: int, last: int, number: int, card: str) -> list[dict[str, object]]:
    events: list[dict[str, object]] = [{"seq": first, "type": "round_start", "round": number,
                                        "dealer": 0, "card": card}]
    events += [{"seq": s, "type": "play", "seat": s % 3, "card": card}
               for s in range(first + 1, last + 1)]
    return events


def test_a_longer_new_match_is_not_mixed_with_the_old_one() -> None:
    log = MatchLog()
    log.add(_round(1, 30, 1, "R1"))  # (match one, left at seq 30)
    one, two = _round(1, 60, 1, "G2"), _round(61, 80, 2, "G2")  # (match two: its cards G2)
    log.fill(one)
    log.fill(two)
    log.add((one + two)[-40:])
    cards = {ev.get("card") for ev in log.events if "seq" in ev}
    assert cards == {"G2"}, sorted(cards)
    assert [ev["seq"] for ev in log.events if "seq" in ev] == list(range(1, 81))
