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


@pytest.mark.parametrize("door", [2222, None])
async def test_the_port_is_fixed_while_an_ssh_door_sends_visitors_to_it(door: Any) -> None:
    plan = loopback_plan("Den", port=7377, extra={"ssh_port": door} if door else {})
    app = make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, HostSetupScreen))
        port = app.screen.query_one("#port", Input)
        assert port.value == "7377" and port.disabled is bool(door)
        said = " ".join(screen_text(app).split())
        assert ("Fixed: the SSH door (ssh -p 2222) sends its visitors to this port." in said) \
            is bool(door)
