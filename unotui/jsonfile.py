"""Reading one of the app's own small JSON files (its settings, the seats it keeps, a cache),
which a crash, a full disk or a person may have damaged.

:func:`read_json` never hangs and never raises anything but :class:`OSError` (the file cannot
be read, :class:`FileNotFoundError` when it is not there) and :class:`Damaged` (it holds no
JSON value the app can take): a file that is not UTF-8, not JSON, nested too deeply for
Python's parser (``[`` × 100,000 raised ``RecursionError``, which no caller expected), larger
than its limit, or not a regular file (a FIFO, ``/dev/zero``) — harden41 #3: a damaged
``seats.json`` crashed every ``join``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from net.files import NotAFile, read_bounded

#: the largest file read: the app's own files are a few kilobytes
MAX_BYTES = 4 << 20


class Damaged(ValueError):
    """The file holds no JSON value the app can take; the message says why."""


def read_json(path: Path | str, limit: int = MAX_BYTES) -> Any:
    """The JSON value in ``path`` (see the module's docstring for what it raises)."""
    try:
        raw = read_bounded(path, limit)
    except NotAFile as exc:
        raise Damaged(f"{path} is {exc}") from None
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise Damaged(f"{path} is not UTF-8 text") from None
    except RecursionError:
        raise Damaged(f"{path} nests its values too deeply") from None
    except ValueError as exc:
        raise Damaged(f"{path} is not JSON ({exc})") from None
