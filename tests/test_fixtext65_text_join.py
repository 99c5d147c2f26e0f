"""fixtext65: the text client (``unotui join --text``) says a failed connection in the
full-screen join's words (tmux65 #1), and says what leaving a match with ``q`` means (tmux65 #2)."""

from __future__ import annotations

import asyncio
import errno
import socket

import pytest


def _fail_with(monkeypatch, exc: BaseException) -> None:
    from net.client import Client

    async def connect_tcp(*_a, **_k):  # (no traffic: the failure as asyncio raises it)
        raise exc

    monkeypatch.setattr(Client, "connect_tcp", connect_tcp)


@pytest.mark.parametrize(("exc", "words"), [
    (socket.gaierror(-2, "Name or service not known"),
     "no computer of that name is known here (check the address)"),
    (TimeoutError(), "no answer (check the address and the network)"),
    (OSError(errno.EHOSTUNREACH, "Connect call failed ('10.9.9.9', 7152)"), "No route to host"),
])
def test_connect_failures_in_the_apps_words(exc, words, capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path))
    from unotui.commands import join

    _fail_with(monkeypatch, exc)
    code = asyncio.run(join._play("box.lan", 7999, "Z", None, False, address="box.lan:7999"))
    err = capsys.readouterr().err
    assert code == 1
    assert f"Nobody answers at box.lan:7999: {words}." in err, err
    assert "Errno" not in err and "Connect call failed" not in err, err


def test_not_a_table_in_the_apps_words(capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path))
    from net.client import NotATable
    from unotui.commands import join

    _fail_with(monkeypatch, NotATable("other", "bytes that are no frame"))
    code = asyncio.run(join._play("127.0.0.1", 8080, "Z", None, False, address="127.0.0.1:8080"))
    err = capsys.readouterr().err
    assert code == 1
    assert "Something answers at 127.0.0.1:8080, but it is not a unotui table" in err, err
