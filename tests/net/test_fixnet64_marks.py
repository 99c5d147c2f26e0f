"""fixnet64: the invisible default-ignorable marks (net/protocol.py INVISIBLE_MARKS) are kept
only right after a character they can change (an emoji's U+FE0F stays, in chat and in names),
and names are compared without them (docs/PROTOCOL.md §2, Names)."""

from __future__ import annotations

from net.protocol import clean_text, name_keys


def test_an_emoji_keeps_its_presentation_selector() -> None:
    assert clean_text("I \u2764\ufe0f UNO", 200) == "I \u2764\ufe0f UNO"
    assert clean_text("Zoe\u2764\ufe0f", 24) == "Zoe\u2764\ufe0f"


def test_a_mark_with_nothing_to_change_is_dropped() -> None:
    assert clean_text("\u034f\ufe0f\U000e0100", 24) == ""
    assert clean_text("Ann \u034f", 24) == "Ann"
    assert clean_text("\ufe0fAnn", 24) == "Ann"
    assert clean_text("Ann\u3164\u17b4", 24) == "Ann"  # (after a blank: a space)
    assert clean_text("Ann\u034f\u034f", 24) == "Ann\u034f"


def test_names_are_compared_without_the_marks() -> None:
    assert name_keys("Ann\u034f") == name_keys("ann")
    assert name_keys("\u2764\ufe0f") == name_keys("\u2764")
    assert name_keys("\u845b\U000e0100") == name_keys("\u845b")
