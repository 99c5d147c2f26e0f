"""docs/PROTOCOL.md: every section the text refers to (§N, §N.M) has a heading of its own.

proto63 #1: commit 79c67786 put "### 6.1 Testing a client against a table" in the place of the
"## 7. Deck honesty" heading, so §7's opening ("What a client can check from this document
alone", checks 1-5) now reads as part of §6.1, and the 28 references to §7 point at no heading.
"""
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "PROTOCOL.md"


def test_every_referenced_section_has_a_heading():
    text = DOC.read_text(encoding="utf-8")
    headings = set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", text, flags=re.M))
    referenced = set(re.findall(r"§(\d+(?:\.\d+)?)", text))
    missing = sorted(referenced - headings, key=lambda s: [int(x) for x in s.split(".")])
    assert not missing, f"sections referenced but without a heading: {missing}"


def test_deck_honesty_is_not_inside_the_testing_section():
    text = DOC.read_text(encoding="utf-8")
    testing = text.index("### 6.1 Testing a client against a table")
    checks = text.index("**What a client can check from this document alone.**")
    between = text[testing:checks]
    assert re.search(r"^## 7\. ", between, flags=re.M), \
        "the deck-honesty text (checks 1-5) sits under '6.1 Testing a client against a table'"
