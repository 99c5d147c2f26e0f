"""A table screen whose connection dropped as its match ended comes back while the table plays
its next match: the host sends that match's history (seq from 1 again) before the view. The
view starts the log again, and the history is kept with it, not thrown away (L read the view's
last 40 events only, newbie40 #4; review42 #2)."""

from __future__ import annotations

from unotui.widgets.log import MatchLog


def _round(first: int, last: int, number: int) -> list[dict[str, object]]:
    events: list[dict[str, object]] = [{"seq": first, "type": "round_start", "round": number,
                                        "dealer": 0, "card": "Y4"}]
    events += [{"seq": s, "type": "play", "seat": s % 3, "card": "Y5"}
               for s in range(first + 1, last + 1)]
    return events


def test_a_history_of_the_next_match_is_kept_after_the_view() -> None:
    log = MatchLog()
    log.add(_round(1, 200, 1)[-40:])  # (match one, as the views showed it, up to seq 200)
    # back during match two: its two rounds so far, then the view (its last 40 events)
    one, two = _round(1, 60, 1), _round(61, 80, 2)
    log.fill(one)
    log.fill(two)
    log.add((one + two)[-40:])
    kept = [ev["seq"] for ev in log.events if "seq" in ev]
    assert kept == list(range(1, 81)), kept[:5]
