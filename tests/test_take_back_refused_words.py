"""A player refused taking their seat back too often (net63: the host's fatal rate_limited on a
hello taking back a seat left with leave) reads why, in their language — not the generic
"Too many messages; slow down.", which tells them nothing about their seat."""

from __future__ import annotations

import pytest

from unotui.connection import error_text
from unotui.i18n import set_language

SAID = "You have taken your seat back too often; try again later. A bot plays it meanwhile."


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    set_language("en")


def test_the_take_back_refusal_is_said_as_the_host_said_it() -> None:
    set_language("en")
    assert error_text("rate_limited", SAID) == SAID


def test_the_take_back_refusal_is_said_in_chinese() -> None:
    set_language("zh_CN")
    said = error_text("rate_limited", SAID)
    assert "座位" in said and "机器人" in said
