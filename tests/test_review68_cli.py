"""review68: command-line values of this stop's kind (an unset variable in a script)."""

from __future__ import annotations

import pytest


def test_an_empty_resume_file_is_refused_not_taken_for_the_newest_journal() -> None:
    """``host --headless --resume "$JOURNAL"`` with ``JOURNAL`` unset is read as ``--resume``
    alone: the newest unfinished match here is opened — another table's, maybe — without a
    word, where ``--journal ''`` (7db23178), ``--password ''`` and ``--bind ''`` are refused in
    one line. (unotui/commands/host.py: ``--resume`` is ``nargs="?", const=""``, and
    unotui/tables.py resume_file takes ``""`` for "no file given".)"""
    from unotui.cli import build_parser

    parser = build_parser("host")
    with pytest.raises(SystemExit) as ended:
        parser.parse_args(["host", "--headless", "--resume", ""])
    assert ended.value.code == 2

