"""review79: a round_cut stand-in (MatchLog.fill, review77) must not split a round the
client already holds the start of.

A player watching a long round (its ``round_start`` seen live) drops and comes back once the
round's log is over the 512 KiB a ``history`` carries: the table sends the round as its latest
events with ``cut``. MatchLog.fill puts a ``round_cut`` event at ``first - 1``, where this
client holds no event (it saw events 1..5 only), so L shows the same round twice: "Round 3:
dealt by …" with the events seen live, then "Round 3: its first 9 events were too many to send
and are not shown" — though the client shows five of those nine."""

from __future__ import annotations

from unotui.widgets.log import MatchLog


def _ev(seq: int, **kw: object) -> dict[str, object]:
    return {"seq": seq, **kw}


def test_a_cut_history_of_a_round_whose_start_was_seen_keeps_one_round() -> None:
    log = MatchLog()
    live = [_ev(1, type="round_start", round=3, dealer=0, card="R5"),
            *[_ev(s, type="draw", seat=s % 2, count=1) for s in range(2, 6)]]
    log.add(live)
    later = [_ev(s, type="draw", seat=s % 2, count=1) for s in range(10, 13)]
    log.fill(later, cut=9, round_no=3)
    log.add(later)
    numbers = [number for number, _events in log.rounds()]
    assert numbers == [3], f"round 3 is split in two: {numbers}"
