"""review45: a watcher who takes over a bot's seat sees, in the views as that seat, the private
parts of the seat's earlier events (a wild-power swap's ``give`` shows its ``card`` only to the
giver: core.view._visible_event). MatchLog._another_match (review44 #6) reads that difference
as another match, and the log starts again: the match so far is lost, and with it the names the
bot's moves were kept under (``renamed``), so "You played …" of what the bot played."""

from __future__ import annotations

from unotui.widgets.log import MatchLog

NAMES = ["Zoe", "Ana", "Dee", "Cy"]  # (Dee took over seat 2, the bot "Bo")


def _events(first: int, last: int, watcher: bool) -> list[dict[str, object]]:
    events: list[dict[str, object]] = []
    for seq in range(first, last + 1):
        if seq == 1:
            events.append({"seq": 1, "type": "round_start", "round": 1, "dealer": 0,
                           "card": "R1"})
        elif seq == 25:  # (seat 2, the bot, gives a card in a swap: private to the giver)
            give: dict[str, object] = {"seq": 25, "type": "give", "seat": 2}
            if not watcher:
                give["card"] = "B7"
            events.append(give)
        else:
            events.append({"seq": seq, "type": "play", "seat": seq % 4, "card": "R1"})
    return events


def test_taking_over_a_bots_seat_keeps_the_log_and_the_bots_name() -> None:
    log = MatchLog()
    log.add(_events(1, 30, watcher=True)[-40:])  # (watching from the start)
    log.renamed(2, "Bo")  # (Dee takes over Bo's seat)
    log.add(_events(1, 41, watcher=False)[-40:])  # (the first view as seat 2: a tail of 40)
    seqs = [ev["seq"] for ev in log.events if "seq" in ev]
    assert seqs == list(range(1, 42)), seqs[:5]
    lines = log.lines(NAMES, 2)
    assert not any(line.startswith("You played") for line in lines[:30]), lines[:8]


def test_the_history_names_a_rounds_dealer_as_it_was_called_then() -> None:
    """ssh46 #10: after Dee took over the bot Bo's seat, the history's heading read "Round 1:
    dealt by Dee" over "Round 1 begins, dealt by Bo": the heading takes the names of then too."""
    from unotui.dialogs.history import history_lines

    log = MatchLog()
    events = _events(1, 30, watcher=True)
    events[0]["dealer"] = 2  # (the bot Bo dealt round 1)
    log.add(events[-40:])
    log.renamed(2, "Bo")
    log.add([{"seq": 31, "type": "play", "seat": 3, "card": "R1"}])
    lines = history_lines(log, NAMES, 2)
    heading = next(line for line in lines if "Round 1" in line)
    assert "dealt by Bo" in heading, heading
