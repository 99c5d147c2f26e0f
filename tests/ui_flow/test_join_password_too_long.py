"""``join --password`` longer than any table takes is refused before connecting, in one line
(cli49 #7): the text client printed the protocol's words ("hello: field 'password' must be…"),
and the full-screen join tried it at the table. ``host --password`` refuses it likewise."""

from __future__ import annotations

from typing import Any

import pytest
from test_commands import free_port

from net.protocol import MAX_PASSWORD
from unotui import cli, launch


@pytest.mark.parametrize("text", [True, False])
def test_a_password_no_table_takes_is_refused_before_connecting(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: bool) -> None:
    opened: list[Any] = []
    monkeypatch.setattr(launch, "make_app", lambda *a, **k: opened.append(1))
    monkeypatch.setattr(launch, "has_terminal", lambda: True)
    argv = ["join", f"127.0.0.1:{free_port()}", "--password", "x" * (MAX_PASSWORD + 1),
            *(["--text"] if text else [])]
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert code == 2 and not opened, err
    assert err.strip() == (f"unotui join: error: --password may hold at most {MAX_PASSWORD} "
                           "characters"), err
