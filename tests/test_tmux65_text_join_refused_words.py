"""tmux65: `unotui join --text localhost:18199` where no table listens prints
"unotui join: cannot reach localhost:18199: [Errno 111] Connect call failed ('127.0.0.1', 18199)":
an OS error number and Python's tuple, where the full-screen join (`unotui join localhost:18199`)
says "Nobody answers at localhost:18199: no table is open there." The text client should say it
in the same plain words."""

from __future__ import annotations

import asyncio
import socket

import pytest


def _closed_port() -> int:
    with socket.socket() as s:  # (a port of this computer nobody listens on: bound, then freed)
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_tmux65_text_client_says_nobody_answers_in_plain_words(
        capsys: pytest.CaptureFixture[str], tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path))
    from unotui.commands import join

    port = _closed_port()
    code = asyncio.run(join._play("127.0.0.1", port, "Z", None, False,
                                  address=f"localhost:{port}"))
    err = capsys.readouterr().err
    assert code == 1
    assert "Errno" not in err and "Connect call failed" not in err, err
    assert "no table is open there" in err, err
