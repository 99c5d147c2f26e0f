"""Set-up for the pilot tests of the menu, host setup, lobby, join and settings screens
(``flow_kit`` is importable by name, see ``tests/conftest.py``): English, and a fresh settings
directory per test (``UNOTUI_CONFIG_DIR``) holding a fixed player name, so no test reads or
writes the real one."""

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings
