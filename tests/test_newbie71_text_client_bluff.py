"""newbie71 #6 (bug): the text client never says that a Wild Draw Four would be a bluff.
RULES.md §3: "the UI shows which Wild Draw Four plays would be a bluff". The app marks it
("Your hand (11) · ? W+4 now would be a bluff", a ? under the card); the view carries it
(`bluff`, PROTOCOL.md §4), but render_view (unotui/commands/join.py:100-121) ignores it.

Seen: `unotui join --text --name Tex 127.0.0.1:14902`, top G9, hand "W4 B4 W GD": the list
offers "[0] play W4 as red" … "[3] play W4 as blue" with no word that holding GD (green) makes
any of them a bluff that a challenge would catch."""

from __future__ import annotations

from unotui.commands import join


def test_a_bluffing_wild_draw_four_is_said_to_be_one() -> None:
    view = {"round": 1, "phase": "play", "top": "G9", "color": "green", "direction": 1,
            "draw_size": 81, "current": 0, "counts": [4, 2, 2], "uno": [False] * 3,
            "hand": ["W4", "B4", "W", "GD"], "drawn": None, "bluff": True, "seat": 0,
            "legal": [{"type": "play", "card": "W4", "color": c}
                      for c in ("red", "yellow", "green", "blue")]
            + [{"type": "play", "card": "GD"}, {"type": "draw"}]}
    text = join.render_view(view, ["Tex", "Ana", "Bo"])
    assert "bluff" in text.lower(), text
