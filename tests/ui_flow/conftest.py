"""Set-up for the pilot tests of the menu, host setup, lobby, join and settings screens: the
repository root first on ``sys.path`` (so ``core`` and ``net`` are the real packages), this
directory for ``flow_kit``; English; and a fresh settings directory per test
(``UNOTUI_CONFIG_DIR``), holding a fixed player name, so no test reads or writes the real one."""

import sys
from pathlib import Path

import pytest

_HERE = Path(__file__).resolve().parent
for _path in (str(_HERE), str(_HERE.parent.parent)):
    if _path in sys.path:
        sys.path.remove(_path)
    sys.path.insert(0, _path)


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings
