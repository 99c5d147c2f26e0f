"""Set-up for the snapshot tests: the repository root first on ``sys.path``, this directory for
``snap_kit``, English, and a settings directory with a fixed player name (``UNOTUI_CONFIG_DIR``)
so every screenshot is the same on every machine."""

import sys
from pathlib import Path

import pytest

_HERE = Path(__file__).resolve().parent
for _path in (str(_HERE), str(_HERE.parent.parent)):
    if _path in sys.path:
        sys.path.remove(_path)
    sys.path.insert(0, _path)


@pytest.fixture(autouse=True)
def _fixed_settings(fixed_settings: Path) -> Path:
    return fixed_settings
