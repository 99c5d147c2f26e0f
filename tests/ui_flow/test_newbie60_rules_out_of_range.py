"""newbie60 #1: a number out of range in the rules, confirmed with Ctrl+O, read in the engine's
words — "These rules cannot be used: rules option 'target_score' = 5 is out of range
50..10000" — where the same field, emptied, reads "Target score must be a whole number from 50
to 10000." (and in Chinese the engine's English came through untranslated). Ctrl+O in the
lobby's "Rules for the next match" dialog (lobby.py RulesDialog.action_confirm) and on the Host
form (host_setup.py HostSetupScreen.plan) give ``rules_problem`` the engine's error without the
form's ``number_problem``."""

from __future__ import annotations

import pytest
from flow_kit import (
    hosting_app,
    loopback_plan,
    press,
    screen_text,
    wait_for,
    wait_screen,
)
from textual.widgets import Input

from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen, RulesDialog


async def test_ctrl_o_in_the_lobby_rules_dialog_says_the_range_in_words() -> None:
    app = hosting_app(loopback_plan("Range", seats=3, bots=1))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await press(pilot, "e")
        dialog = await wait_screen(pilot, RulesDialog, "the rules dialog")
        field = dialog.query_one("#opt-target_score", Input)
        field.focus()
        await press(pilot, "end", "ctrl+u", "5")
        await wait_for(pilot, lambda: field.value == "5", "5 typed")
        await wait_for(pilot, lambda: "Target score must be a whole number from 50 to"
                       in screen_text(app), "the live check, in words")
        await press(pilot, "ctrl+o")
        await pilot.pause(0.2)
        text = screen_text(app)
        assert app.screen is dialog
        assert "target_score" not in text and "out of range" not in text, text
        assert "Target score must be a whole number from 50 to" in text, text


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
async def test_ctrl_o_on_the_host_form_says_the_range_in_words(lang: str) -> None:
    app = make_app(lambda: [HostSetupScreen()], ascii_only=False, animations=False, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        form = await wait_screen(pilot, HostSetupScreen)
        form.query_one("#port", Input).value = "0"
        field = form.query_one("#opt-target_score", Input)
        field.focus()
        await press(pilot, "end", "ctrl+u", "5")
        await wait_for(pilot, lambda: field.value == "5", "5 typed")
        await press(pilot, "ctrl+o")
        await pilot.pause(0.2)
        text = screen_text(app)
        assert isinstance(app.screen, HostSetupScreen), text
        assert "target_score" not in text and "out of range" not in text, text
