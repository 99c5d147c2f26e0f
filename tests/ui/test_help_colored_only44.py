"""review44: the help lists r g b y ("jump in with a wild card, naming that colour") only
where the rules use it (newbie41 #7) — but under jump-in with jump_in_colored_only a wild
card is never jumped in (core/game.py _jump_ins), and the key still read as one that acts."""

from __future__ import annotations

from unotui.screens.help import keys


def test_wild_jump_in_keys_are_not_listed_where_only_coloured_cards_jump_in() -> None:
    listed = [key for key, _text in keys({"jump_in": True, "jump_in_colored_only": True})]
    assert "r g b y" not in listed, listed
    assert "r g b y" in [key for key, _text in keys({"jump_in": True})]
