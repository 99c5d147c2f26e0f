"""Shared set-up for the UI tests: the repository root first on ``sys.path`` (so ``core`` and
``net`` are the real packages, not the test directories of the same name), then this directory
for ``ui_testkit``. The UI runs in English unless a test asks for another language."""

import sys
from pathlib import Path

import pytest

_HERE = Path(__file__).resolve().parent
for _path in (str(_HERE), str(_HERE.parent.parent)):
    if _path in sys.path:
        sys.path.remove(_path)
    sys.path.insert(0, _path)


@pytest.fixture(autouse=True)
def _english() -> None:
    from unotui.i18n import set_language

    set_language("en")
