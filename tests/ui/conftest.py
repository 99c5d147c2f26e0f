"""Shared set-up for the UI tests (``ui_testkit`` is importable by name, see ``tests/conftest.py``):
the UI runs in English, with a fresh settings directory (``fixed_settings``: the player's own
settings, such as the order of the hand, never change what a test sees)."""

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _english(fixed_settings: Path) -> None:
    from unotui.i18n import set_language

    set_language("en")
