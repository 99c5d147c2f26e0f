"""fixzh65 (newbie76 #5): the lobby's rules editor (e) aligns its labels left, as Rules &
settings does (the dialog's ".title" rule centred the form's row labels too); the lobby's
narrow rules box does not split 改动 across two rows."""

from __future__ import annotations

import pytest
from snap_kit import FakeClient, FakeHost, lobby_message, menu_app
from ui_testkit import shown, wait_for

from core.rules import preset
from unotui.i18n import set_language
from unotui.wrap import wrap_text


@pytest.fixture(autouse=True)
def _back_to_english() -> object:
    yield
    set_language("en")


def _app() -> object:
    from unotui.screens.lobby import LobbyScreen, LobbySession

    msg = lobby_message(True)
    msg["rules"] = {**preset("chinese-party").to_dict(), "hand_size": 5}
    session = LobbySession(FakeClient(msg), FakeHost(), "192.0.2.10:7152", advertise=True,
                           preset_name="chinese-party")
    return menu_app(lambda: [LobbyScreen(session)], lang="zh_CN")


def test_fixzh65_a_two_character_word_of_the_rules_head_stays_whole() -> None:
    assert wrap_text("预设：中式聚会，改动：", 19) == ["预设：中式聚会，", "改动："]


async def test_fixzh65_the_rules_box_at_60x20_keeps_gaidong_on_one_row() -> None:
    app = _app()
    async with app.run_test(size=(60, 20)) as pilot:  # type: ignore[attr-defined]
        await wait_for(pilot, lambda: type(app.screen).__name__ == "LobbyScreen")
        text = await shown(pilot)
        assert "改动" in text, text


async def test_fixzh65_the_rules_editor_aligns_its_labels_left() -> None:
    from unotui.widgets.rules_form import RulesForm

    app = _app()
    async with app.run_test(size=(100, 30)) as pilot:  # type: ignore[attr-defined]
        await wait_for(pilot, lambda: type(app.screen).__name__ == "LobbyScreen")
        await pilot.press("e")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "RulesDialog")
        await shown(pilot)
        form = app.screen.query_one(RulesForm)
        labels = [label for label in form.query("Label.title") if label.region.width]
        assert labels
        for label in labels:
            row = label.render_line(0).text
            assert row[:1] != " ", repr(row)  # (left, not centred in its 26 cells)
        title = app.screen.query_one("Vertical > .title").render_line(0).text
        assert title.startswith(" "), repr(title)  # (the dialog's title stays centred)
