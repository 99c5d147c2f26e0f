"""newbie82 #4: a guest reading the match's results ("Match over · Ana won the match!", the
table of cards left and scores) when the host leaves the table (m, then y, on the host's own
results screen) loses the results: they are taken off the screen and the message over the
empty background reads only

    Secret was closed by its host.
    Enter: OK

— no winner, no final score (the host sends none once the match is over:
net/host.py ``shutdown_message`` gives ``scores`` only while ``phase == "playing"``). A match
closed *during* play tells everyone the scores so far; a match that just ended, whose results
the guest was reading, should not say less: keep the results on screen under the message, or
name the winner and the final scores in it.

Seen at 80x24: `unotui host --bind 127.0.0.1 --port 20708 --name Secret --password s3cret
--bots 1`, target score 50 (e in the lobby), guest joined; match played to its end; the host
pressed m then y on the results while the guest was still reading them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))
from test_table_gone_screens import NAMES, ClientScriptedLink, FakeClient, app_for, lobby
from ui_testkit import arrange, scripted_state, shown, wait_for

from core import apply, view
from unotui.dialogs import TableClosedDialog


@pytest.mark.parametrize("seat", [1, None])
async def test_the_results_of_a_match_that_ended_survive_the_tables_close(
        seat: int | None) -> None:
    from core import Play
    from core.cards import Card

    state = scripted_state(target_score=50)  # (Zoe's round is worth 66: the match's end)
    arrange(state, {0: ["R5"], 1: ["Y1", "W4"], 2: ["G1", "GS"], 3: ["B9"]}, "R9", current=0)
    state.uno_called[0] = True
    apply(state, 0, Play(Card.parse("R5")))
    assert state.phase.value == "match_over"
    link = ClientScriptedLink(FakeClient(lobby([(n, "human") for n in NAMES])), seat=1)
    link.feed({"t": "view", "view": view(state, 1)})  # (Ana, a guest, reads Zoe's win)
    app = app_for(link, menu=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: type(app.screen).__name__ == "RoundEndScreen")
        before = " ".join((await shown(pilot)).split())
        assert "Zoe won the match" in before, before
        # what the host sends when it leaves after the match ended: that match's final
        # scores and winner, and Ana's seat in them (net.host.Table.shutdown_message; its
        # fields: tests/net/test_closing_after_match_end.py)
        link.feed({"t": "_connection", "state": "closed", "reason": "shutdown",
                   "table": "Friday table", "message": "Friday table was closed by its host.",
                   "scores": list(state.scores), "names": NAMES, "rounds": 1,
                   "scoring": "standard", "teams": None, "winner": state.match_winner,
                   "seat": seat, "resumable": False})
        await wait_for(pilot, lambda: isinstance(app.screen, TableClosedDialog))
        text = " ".join((await shown(pilot)).split())
        assert "Friday table was closed by its host." in text
        # the guest can still read who won: on the results under the message, or in it
        assert "Zoe" in text, text
        assert "Zoe won the match!" in text, text  # (said, not only listed first: newbie83 #6)
        assert "Final scores after 1 round:" in text, text
        # ("(you)" on the seat the host names: none for one who played no seat of that match,
        # whatever seat this app's view had)
        assert ("Ana (you)" in text) is (seat == 1), text


async def test_the_reader_marked_in_the_scores_is_the_seat_the_host_names() -> None:
    """A newcomer who sat down after the match ended, in a seat its player had left, is not
    that player: the host names no seat of theirs (``seat`` null), and no row reads "(you)"."""
    from unotui.connection import closed_text

    info = {"reason": "shutdown", "table": "Den", "scores": [0, 66, 12], "names": ["Zoe", "Bob",
            "Cy"], "rounds": 1, "scoring": "standard", "teams": None, "winner": 0,
            "resumable": False}
    assert "Bob (you)" in closed_text({**info, "you": 1})
    said = closed_text({**info, "seat": None, "you": None})
    assert "(you)" not in said and "Zoe won the match!" in said, said


def test_the_text_client_marks_the_row_the_host_names(capsys: pytest.CaptureFixture[str]) -> None:
    """The text client's closing lines say who won and mark the reader's row, as the app's."""
    from unotui.commands import join

    closed = {"t": "_connection", "state": "closed", "reason": "shutdown", "table": "Den",
              "message": "Den was closed by its host.", "scores": [0, 66], "names": ["Zoe", "Bo"],
              "rounds": 1, "scoring": "standard", "teams": None, "winner": 0, "seat": 0,
              "resumable": False}
    join._show(closed, ["Zoe", "Bo"])
    out = capsys.readouterr().out
    assert "You won the match!" in out and "Zoe (you)" in out, out
