"""The Host form of an app that runs an SSH front door (``unotui host --ssh``): the door sends
its visitors to the table's port, fixed when it opened, so a table opened again on another port
left every visitor at "no table is open there" (ssh29 #1). The form keeps the port and says why.
"""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import loopback_plan
from textual.widgets import Input
from ui_testkit import screen_text, wait_for

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen
from unotui.widgets.rules_form import Choice


@pytest.mark.parametrize("door", [2222, None])
async def test_the_port_is_fixed_while_an_ssh_door_sends_visitors_to_it(door: Any) -> None:
    plan = loopback_plan("Den", port=7377, extra={"ssh_port": door} if door else {})
    app = make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, HostSetupScreen))
        port = app.screen.query_one("#port", Input)
        assert port.value == "7377" and port.disabled is bool(door)
        listen = app.screen.query_one("#bind", Choice)  # (and the address it listens on)
        assert listen.value == "127.0.0.1" and listen.disabled is bool(door)
        said = " ".join(screen_text(app).split())
        assert ("Fixed: the SSH door (ssh -p 2222) sends its visitors to this address and "
                "port." in said) \
            is bool(door)


async def test_this_computer_only_opens_a_table_nobody_else_can_reach() -> None:
    """ux31 #10: only ``host --bind`` chose where the table listens."""
    from flow_kit import press, wait_screen

    from unotui.screens.lobby import LobbyScreen

    plan = loopback_plan("Den", port=0, bind="0.0.0.0", advertise=True)
    app = make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False)
    async with app.run_test(size=(100, 40)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen, "the form")
        listen = form.query_one("#bind", Choice)
        assert listen.value == "0.0.0.0"
        listen.focus()
        await press(pilot, "right")
        assert listen.value == "127.0.0.1"
        await press(pilot, "ctrl+o")
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        assert lobby.session.host.address[0] == "127.0.0.1"
        assert "Others join with: unotui join 127.0.0.1:" in " ".join(screen_text(app).split())
        # (and it says why it is listed here only: review37 #7; mDNS stays on loopback)
        await wait_for(pilot, lambda: "Listed on this computer only, where the table listens: "
                       "no other computer can join." in " ".join(screen_text(app).split()))
