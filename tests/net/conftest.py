"""Shared set-up for the network tests: the repository root first on ``sys.path`` (so ``net``
is the real package, not this directory), then this directory for ``net_testkit``."""

import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
for _path in (str(_HERE), str(_HERE.parent.parent)):
    if _path in sys.path:
        sys.path.remove(_path)
    sys.path.insert(0, _path)
