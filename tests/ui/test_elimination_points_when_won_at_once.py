"""review53 #5: 2d7097d drops the Points column from elimination results ("points count for
nothing there"). But a round won at once — a death number or a judgement day — with several
still holding cards is lost by whoever (whichever team) holds the most points (decision 12),
and the results say so: "Cy lost: of those still holding cards, the most points." The
reader is then shown no points to check it by."""

from __future__ import annotations

from unotui.screens.round_end import RoundEndScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def test_a_loser_named_by_the_most_points_is_shown_the_points() -> None:
    result = {"winner": 1, "points": 0, "hands": [["R1", "G2"], [], ["G9"], ["B3", "Y4"]],
              "hand_points": [3, 0, 9, 7], "how": "death_number", "loser": 2,
              "order": [1, 0, 3, 2]}
    v = {"players": 4, "seat": 0, "scores": [0, 0, 0, 0], "result": result, "round": 1,
         "scoring": "elimination", "finished": []}
    screen = RoundEndScreen(v, NAMES)
    said = " ".join(screen.outcome_lines())
    assert "Bo lost: of those still holding cards, the most points." in said, said
    headers = [str(c.header) for c in screen.results_table().columns]
    assert "Points" in headers, (headers, said)
