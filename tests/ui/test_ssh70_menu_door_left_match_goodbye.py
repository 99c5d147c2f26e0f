"""ssh70 #1: a visitor of a menu door (``serve-ssh`` without ``--table``) who joined a table from
the door's menu and left its match under way (Ctrl-C or q, then y) read, as their SSH session
ended:

    You left cat's table: a bot plays your seat while its match goes on. Join it
    again under the same name to take your seat back.
    unotui join 127.0.0.1:23101 --name fay
    Thanks for playing! The same ssh command brings you back.

The ``unotui join 127.0.0.1:23101`` line is a command for the server's own machine: the friend
has only an SSH client, and 127.0.0.1 there is their own computer. What takes the seat back is
connecting again with the same ssh command and joining that table from the door's menu
(docs/SSH.md: "connect with the same command and join that table from the menu"), as a door
bound to one table already says (ssh47 #4)."""

from __future__ import annotations

from typing import Any

from test_table_gone_screens import humans_table, on_table


async def test_a_menu_door_visitor_is_not_told_a_unotui_command(monkeypatch: Any) -> None:
    import unotui.kept_seats

    monkeypatch.setenv("UNOTUI_SSH_DOOR", "menu")
    monkeypatch.setattr(unotui.kept_seats, "kept_where",
                        lambda token: ("127.0.0.1:23101", "Zoe"))
    link, app = humans_table()
    link.client.token = "t" * 32
    async with app.run_test(size=(80, 24)) as pilot:
        table = await on_table(pilot)
        said = table.goodbye() or ""
    assert "a bot plays your seat" in said
    assert "unotui join" not in said and "127.0.0.1" not in said, said
    assert "ssh" in said, said  # (how they come back: the same ssh command, then the menu)
