"""Reading a file of unotui's own (a journal, settings, kept seats) that a crash, a full disk or
a person may have damaged, or replaced by something that is no file at all.

:func:`read_bounded` never blocks on a FIFO and never reads more than its limit (a link to
``/dev/zero`` took 2.1 GB in 6 s, harden41 #4): what is not a regular file, or is larger, is
refused with :class:`NotAFile`. Used by :mod:`net.journal` and :mod:`unotui.jsonfile`."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO


class NotAFile(ValueError):
    """The path is not a regular file, or it is larger than the limit; the message says
    which."""


def _open_regular(path: Path | str) -> BinaryIO:
    """``path`` opened to read, without blocking on a FIFO; ``OSError`` when it cannot be
    opened, :class:`NotAFile` when it is no regular file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:  # (checked before a file object is made of it: of a directory, that failed with
        # "Is a directory: 3", the descriptor's number for the file's name, cli50)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile("not a regular file")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_bounded(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them. Raises ``OSError``
    when it cannot be opened or read (``FileNotFoundError`` when it is not there) and
    :class:`NotAFile` when it is no regular file or is larger than ``limit``."""
    with _open_regular(path) as src:
        raw = src.read(limit + 1)
    if len(raw) > limit:
        raise NotAFile(f"larger than {limit} bytes")
    return raw


def read_tail(path: Path | str, limit: int) -> tuple[bytes, int]:
    """The last ``limit`` bytes of the regular file ``path`` at most, and the offset in the
    file of the first of them (0: the whole file). Raises as :func:`read_bounded` does, but
    never for its size."""
    with _open_regular(path) as src:
        size = os.fstat(src.fileno()).st_size
        start = max(0, size - limit)
        src.seek(start)
        return src.read(size - start), start  # (not ``limit``: read() makes room for as many)
