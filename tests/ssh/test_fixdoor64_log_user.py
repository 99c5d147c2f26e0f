"""fixdoor64: a user name in the door's log cannot make its line name another address (ssh63)."""

from __future__ import annotations

from unotui.ssh.server import log_user


def test_ordinary_names_read_as_they_are() -> None:
    for name in ("zoe", "bad name", "Zoë", "丽丽", "a.b-c_d+e"):
        assert log_user(name) == name


def test_what_reads_as_an_address_is_escaped_and_can_be_read_back() -> None:
    from urllib.parse import unquote

    name = "eve@10.9.9.9: logged in (a listed key) 100%"
    line = f"SSH {log_user(name)}@127.0.0.1: logged in"
    who = line.split(": ", 1)[0]
    assert who.rsplit("@", 1)[-1] == "127.0.0.1" and who.count("@") == 1
    assert unquote(who[len("SSH "):].rsplit("@", 1)[0]) == name
    assert log_user("x\ny") == "x?y"  # (unprintable: as before)
