"""review66: the hand's title says what the '+' under a card means (5827af04, newbie57 #3), but
after the bluff note: at 60 columns, with a Wild Draw Four that would be a bluff in the hand
(the '?' mark), the title is cut inside the '+' note — "… · + only w~" in ASCII, "+ 只能与其他 …"
in Chinese — and the new player reads neither what '+' means nor that Space selects.
(unotui/screens/table.py update_hand_box: the '+' note is appended after the bluff note.)"""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


@pytest.mark.parametrize("lang, notes", [
    ("en", ("? W+4: bluff", "+ with another (Space)")),
    ("zh_CN", ("? W+4：诈唬", "+ 需与另一张同出（空格）"))])
async def test_the_plus_note_is_read_whole_at_60_columns_beside_a_bluff(
        lang: str, notes: tuple[str, str]) -> None:
    """Both notes are read whole, in their short words (at 100 columns: in full)."""
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R8", "Y2", "B2", "G5", "G7", "Y9", "W4"], 1: ["Y1"], 2: ["G2"],
                    3: ["B1"]}, "B8", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link, lang=lang)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause()
        drawn = await shown(pilot)
        hand = app.screen.query_one("HandView")
        assert any("+" in hand.marks(i) for i in range(len(hand.cards)))  # (Y2 is marked)
        for note in notes:
            assert note in drawn, drawn
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        drawn = await shown(pilot)
        assert "+ " + ("only with another card (Space)" if lang == "en"
                       else "只能与其他牌一起出（空格键选择）") in drawn, drawn
