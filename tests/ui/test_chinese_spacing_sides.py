"""review53 #4: 92b94b0 spaces the placeholders of "{who} won the match." and its kin
("{who} 赢得了比赛。") so that a Latin name reads "Bo 赢得了比赛". The space goes again only when
the whole value is Chinese (``_fill``'s fullmatch): a subject that *ends* in Chinese — the
winner first, then "你" as their partner, "Bo 和你" — now reads "Bo 和你 赢得了比赛。", a space
inside the Chinese (before the commit: "Bo 和你赢得了比赛。")."""

from __future__ import annotations

from unotui.describe import names_together
from unotui.i18n import _


def test_a_team_that_ends_with_you_takes_no_space_before_the_chinese(chinese: None) -> None:
    who = names_together([1, 0], ["Zoe", "Bo"], 0)  # (Bo won; you, Zoe, are the partner)
    assert who == "Bo 和你", who
    said = _("{who} won the match.", who=who)
    assert "你 " not in said, said  # "Bo 和你赢得了比赛。"
    said = _("Round over: {who} won {points} points each.", who=who, points=30)
    assert "你 " not in said, said
