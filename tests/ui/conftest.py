"""Shared set-up for the UI tests (``ui_testkit`` is importable by name, see ``tests/conftest.py``):
the UI runs in English unless a test asks for another language."""

import pytest


@pytest.fixture(autouse=True)
def _english() -> None:
    from unotui.i18n import set_language

    set_language("en")
