"""newbie89, review98 #4: the Host form with the two-player preset chosen opened a table of
four seats, two never to be filled (``host --rules two-player`` was mended, the form was not).
The Seats choice follows rules that cannot be played at its number, and the form says so."""

from __future__ import annotations

from flow_kit import screen_text, wait_for, wait_screen

from core.rules import Rules
from unotui.launch import make_app
from unotui.screens.host_setup import HostPlan, HostSetupScreen
from unotui.widgets.rules_form import Choice


async def test_choosing_the_two_player_preset_sets_two_seats() -> None:
    plan = HostPlan(table_name="Two", seats=4, bots=1, rules=Rules(), bind="127.0.0.1",
                    port=0, advertise=False, seed="x", bot_delay=0.0)
    app = make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False,
                   lang="en")
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await wait_screen(pilot, HostSetupScreen)
        setup.query_one("#rules-preset", Choice).value = "two-player"
        await wait_for(pilot, lambda: setup.plan().seats == 2, "two seats")
        assert setup.plan().bots == 1
        await wait_for(pilot, lambda: "The table has 2 seats now, as these rules need."
                       in " ".join(screen_text(app).split()), "said")
        setup.query_one("#rules-preset", Choice).value = "official"
        await pilot.pause(0.1)
        assert setup.plan().seats == 2  # (any number plays the official rules: left as chosen)


async def test_a_form_opened_with_two_player_rules_has_two_seats() -> None:
    """review99 #1: the form fitted its seats only to rules changed in it: default rules of the
    two-player preset opened a four-seat table."""
    from core.rules import preset

    plan = HostPlan(table_name="Two", seats=4, bots=0, rules=preset("two-player"),
                    preset_name="two-player", bind="127.0.0.1", port=0, advertise=False,
                    seed="x", bot_delay=0.0)
    app = make_app(lambda: [HostSetupScreen(plan=plan)], ascii_only=False, animations=False,
                   lang="en")
    async with app.run_test(size=(100, 40)) as pilot:
        setup = await wait_screen(pilot, HostSetupScreen)
        await wait_for(pilot, lambda: setup.plan().seats == 2, "two seats")
