"""review86 #4: the command `host --resume` advises once a table went away in its lobby
(tables.open_again_command, kept by note_opened) gives an app-hosted table's SSH door back as a
bare ``--ssh PORT`` (host_table: ``door_args(plan.extra["ssh_port"])``, without the door's
options). A door the Host form opened for "only my keys" (or ``host --ssh PORT
--authorized-keys F`` / ``--ssh-password-file F`` in the app) is then reopened by that command
admitting anyone who reaches its port: "SSH access: anyone who can reach the port (no SSH
login)". The headless table's advice keeps the options (review85 #2); the app's resume command
keeps them too (app.resume_door)."""

from __future__ import annotations

from pathlib import Path

import pytest

from unotui import tables


async def test_an_app_tables_again_command_keeps_whom_its_door_admits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("UNOTUI_MDNS_INTERFACES", "127.0.0.1")
    keys = tmp_path / "authorized_keys"
    keys.write_text("", encoding="utf-8")
    plan = tables.HostPlan("Door table", seats=2, bind="127.0.0.1", port=18871,
                           advertise=False, bot_delay=0.0,
                           extra={"ssh_port": 18872,
                                  "ssh_access": {"authorized_keys": str(keys),
                                                 "password_file": None, "password": False}})
    session = await tables.host_table(plan, "Ann")
    try:
        opened = tables.last_opened()
        assert opened is not None and opened.again is not None
        assert "--ssh 18872" in opened.again
        assert "--authorized-keys" in opened.again, (
            "the advice reopens a keys-only door for anyone: " + opened.again)
    finally:
        await session.close()


def test_a_door_that_asked_a_password_comes_back_asking_one() -> None:
    from unotui.cli import door_args_of

    given = door_args_of(2222, {"authorized_keys": None, "password_file": None,
                                "password": True})  # (typed in the form, or the environment)
    assert given.startswith(" --ssh 2222 --ssh-password-file PASSWORD_FILE"), given
    filed = door_args_of(2222, {"authorized_keys": None, "password_file": "/etc/pw",
                                "password": True})
    assert filed == " --ssh 2222 --ssh-password-file /etc/pw", filed
    assert door_args_of(2222, None) == " --ssh 2222"  # (a door open to anyone, as it was)
    assert door_args_of(None, {"authorized_keys": "/k"}) == ""
