"""The SSH port travels with the table on the LAN (TXT ``ssh``), so ``unotui discover`` and the
join list show ``ssh -p PORT HOST`` to friends without unotui; and the command line's errors are
one line each."""

from __future__ import annotations

import socket
import uuid
from pathlib import Path

import pytest

from net.discovery import TableInfo, discover
from net.host import Host, TableConfig
from unotui.cli import main
from unotui.commands.discover import format_tables
from unotui.i18n import set_language
from unotui.screens.join import table_line


async def test_the_lan_record_carries_the_ssh_port(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_MDNS_INTERFACES", "127.0.0.1")
    name = f"SSH table {uuid.uuid4().hex[:8]}"
    host = Host(TableConfig(name=name, seats=3, ssh_port=2299))
    try:
        _, port = await host.start_server("127.0.0.1", 0)
        assert await host.advertise() is None
        tables = await discover(10.0, interfaces=["127.0.0.1"],
                                until=lambda ts: any(t.name == name for t in ts))
        [table] = [t for t in tables if t.name == name]
        assert (table.port, table.ssh_port) == (port, 2299)
        assert table.ssh_command == "ssh -p 2299 127.0.0.1"
        assert table.to_json()["ssh_port"] == 2299
        set_language("en")
        assert "ssh -p 2299 127.0.0.1" in table_line(table)
        assert "ssh -p 2299 127.0.0.1" in format_tables([table])
    finally:
        await host.close()


def _info(ssh: str | None) -> TableInfo | None:
    txt = {"name": "T", "seats": "4", "taken": "1", "phase": "lobby", "proto": "2"}
    if ssh is not None:
        txt["ssh"] = ssh
    return TableInfo.from_service("T._unotui._tcp.local.", 7152, ["192.168.1.20"], txt)


def test_a_table_without_ssh_or_with_a_bad_value_shows_no_ssh_line() -> None:
    set_language("en")
    for value in (None, "", "banana", "-5", "0"):
        table = _info(value)
        assert table is not None and table.ssh_port == 0 and table.ssh_command is None
        assert "ssh -p" not in table_line(table) and "ssh -p" not in format_tables([table])
    big = _info("99999")  # out of the port range: no door (harden41 #7), never a crash
    assert big is not None and big.ssh_port == 0 and big.ssh_command is None


def test_bad_serve_ssh_arguments_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["serve-ssh", "--port", "70000"], ["serve-ssh", "--table", "nowhere"],
                 ["serve-ssh", "--max-sessions", "0"],
                 ["serve-ssh", "--authorized-keys", "/no/such/file"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("unotui serve-ssh: error:") and err.count("\n") == 1, err


def test_a_port_in_use_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_SSH_DIR", str(tmp_path))
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve-ssh", "--bind", "127.0.0.1", "--port", str(port)]) == 1
        err = capsys.readouterr().err
        assert "cannot listen on 127.0.0.1" in err and err.count("\n") == 1
        assert main(["host", "--headless", "--bind", "127.0.0.1", "--port", "0", "--ssh",
                     str(port), "--no-advertise", "--journal", str(tmp_path / "j")]) == 1
        said = capsys.readouterr()
        assert "cannot listen on 127.0.0.1" in said.err and said.err.count("\n") == 1
        assert "is open" not in said.out  # (no table announced that then closes, ssh38 #7)


def test_host_with_an_ssh_door_refuses_bad_rules_before_it_opens_the_door(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """away35 #9: ``host --ssh PORT --rules FILE`` (the app) printed "SSH front door open …"
    and the fingerprint, then failed on the rules file: the door is not opened for a table that
    cannot open."""
    import unotui.launch

    monkeypatch.setenv("UNOTUI_SSH_DIR", str(tmp_path))
    monkeypatch.setattr(unotui.launch, "has_terminal", lambda: True)
    rules = tmp_path / "quick.toml"
    rules.write_text("hand_size = 2\n", encoding="utf-8")
    assert main(["host", "--bind", "127.0.0.1", "--port", "7599", "--ssh", "0",
                 "--no-advertise", "--rules", str(rules)]) == 2
    out, err = capsys.readouterr()
    assert "hand_size" in err and err.startswith("unotui host: error:") and "SSH" not in out
