"""Set-up for the snapshot tests (``snap_kit`` is importable by name, see ``tests/conftest.py``):
English, and a settings directory with a fixed player name (``UNOTUI_CONFIG_DIR``) so every
screenshot is the same on every machine."""

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _fixed_settings(fixed_settings: Path) -> Path:
    return fixed_settings
