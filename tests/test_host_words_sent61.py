"""review84: the app shows some of the host's own sentences translated (``HOST_WORDS``), matched
word for word; were the host to word one otherwise, the app would quietly fall back to the code's
generic words ("Too many messages; slow down.") and a test holding a copy of the sentence would
not notice. Each sentence must be one the host's code says."""

from __future__ import annotations

import ast
from pathlib import Path

import net
from unotui.connection import HOST_WORDS


def host_strings() -> set[str]:
    """Every string constant of the net package (implicit concatenations joined, as Python
    joins them)."""
    found: set[str] = set()
    for path in Path(net.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


def test_every_sentence_the_app_translates_is_one_the_host_sends() -> None:
    said = host_strings()
    assert HOST_WORDS and not HOST_WORDS - said, sorted(HOST_WORDS - said)
