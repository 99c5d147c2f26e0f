"""review93: a table closed in its lobby after a team match ended gives that match's final
scores and ``winner`` (net: shutdown_message; docs/PROTOCOL.md: "with a `winner`, "Ann won the
match!" above them"). The reader of a match without teams reads who won; the reader of a team
match reads only the teams' points — results_said leaves the winner out whenever ``teams`` is
given, though the log names a winning team ("Ana and Cy won the match!", describe.py)."""

from __future__ import annotations


def test_a_closed_team_matchs_results_say_which_team_won() -> None:
    from unotui.connection import results_said
    from unotui.i18n import set_language

    set_language("en")
    info = {"scores": [512, 40, 512, 40], "names": ["Ann", "Bob", "Cy", "Dee"], "rounds": 3,
            "scoring": "standard", "teams": [0, 1, 0, 1], "winner": 0, "you": 1}
    said = results_said(info, final=True)
    assert "won the match" in said, said
