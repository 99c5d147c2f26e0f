"""Import-path setup for the engine tests.

* The repository root goes first on ``sys.path``: with pytest's default ``prepend`` import mode a
  ``conftest.py`` in ``tests/`` puts ``tests/`` on the path, where the directory ``tests/core``
  would otherwise shadow the real ``core`` package as an empty namespace package.
* This directory follows, so test modules can ``import core_testkit`` in any import mode.
"""

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
for _path in (str(_HERE), str(_HERE.parent.parent)):
    if _path in sys.path:
        sys.path.remove(_path)
    sys.path.insert(0, _path)
