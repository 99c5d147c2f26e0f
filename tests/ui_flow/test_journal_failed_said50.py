"""cli50 #2's fix stops a journal whose write fails mid-match (a full disk) and lets the table
play on, its match no longer resumable; a headless host says it on its stderr, but the app's
host read nothing. The table screen says it once."""

from __future__ import annotations

from flow_kit import hosting_app, loopback_plan, press, screen_text, wait_for, wait_screen
from net_testkit import fill_disk
from test_leaving_flow25 import hosted_match

from unotui.dialogs import ConfirmDialog, TableClosedDialog
from unotui.screens.table import TableScreen


def notes(app: object) -> list[str]:
    return [str(n.message) for n in app._notifications]  # type: ignore[attr-defined]


async def test_a_journal_that_fails_mid_match_is_said_to_the_apps_host_once() -> None:
    app = hosting_app(loopback_plan("Full", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        host, guest = await hosted_match(pilot, app)
        journal = host.table.journal
        assert journal is not None
        fill_disk(journal)  # (every write fails, ENOSPC)
        table = app.screen
        assert isinstance(table, TableScreen)
        for _ in range(2):  # (two moves: said once)
            before = host.table.state.state_id
            if table.my_turn():
                await press(pilot, "d")
            else:
                await guest.act({"type": "draw"})
            await wait_for(pilot, lambda b=before: host.table.state.state_id > b, "a move")
            await wait_for(pilot, lambda: table.view is not None
                           and table.view.get("state_id") == host.table.state.state_id,
                           "its view")
        said = [n for n in notes(app) if "journal could not be written" in n]
        assert len(said) == 1 and "cannot be resumed later" in said[0], notes(app)
        assert host.table.shutdown_message()["resumable"] is False
        await press(pilot, "q")  # (the host closes it: no command offers a match it lost)
        await wait_screen(pilot, ConfirmDialog, "Close the table?")
        await press(pilot, "y")
        await wait_screen(pilot, TableClosedDialog, "the final scores")
        assert "can be opened again" not in screen_text(app), screen_text(app)
        await guest.close()


async def test_a_table_on_dev_null_offers_no_command_to_reopen_its_match() -> None:
    """review of stop 45: a table on ``--journal /dev/null`` keeps no match, yet its host was
    offered ``host --resume /dev/null`` as it closed it."""
    app = hosting_app(loopback_plan("Void", seats=3, bots=1, bot_delay=3600.0,
                                    journal="/dev/null"))
    async with app.run_test(size=(80, 24)) as pilot:
        _host, guest = await hosted_match(pilot, app)
        await press(pilot, "q")
        await wait_screen(pilot, ConfirmDialog, "Close the table?")
        await press(pilot, "y")
        await wait_screen(pilot, TableClosedDialog, "the final scores")
        said = " ".join(screen_text(app).split())
        assert "You closed Void." in said and "can be opened again" not in said, said
        await guest.close()
