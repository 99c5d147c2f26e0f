"""review66 #3, review67 #3: the hand's title says what the '+' under a card means (newbie57 #3),
after the bluff note: at 60 columns, with a Wild Draw Four that would be a bluff in the hand
(the '?' mark), the title was cut inside the '+' note — "… · + only w~" in ASCII, "+ 只能与其他 …"
in Chinese —, and with the short notes a Chinese hand of ten cards was cut again (one cell wider
than a hand of seven). Both notes are read whole, in the words that fit (at 100 columns: in
full)."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]
SEVEN = ["R8", "Y2", "B2", "G5", "G7", "Y9", "W4"]
TEN = [*SEVEN, "R3", "Y4", "G6"]


@pytest.mark.parametrize("lang, hand, notes", [
    ("en", SEVEN, ("? W+4: bluff", "+ with another (Space)")),
    ("zh_CN", SEVEN, ("? W+4：诈唬", "+ 需与另一张同出（空格）")),
    ("en", TEN, ("? W+4: bluff", "+ with another (Space)")),
    ("zh_CN", TEN, ("? W+4：诈唬", "+ 需与另一张同出"))])
async def test_the_plus_note_is_read_whole_at_60_columns_beside_a_bluff(
        lang: str, hand: list[str], notes: tuple[str, str]) -> None:
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: hand, 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "B8", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link, lang=lang)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause()
        drawn = await shown(pilot)
        cards = app.screen.query_one("HandView")
        assert len(cards.cards) == len(hand)
        assert any("+" in cards.marks(i) for i in range(len(cards.cards)))  # (Y2 is marked)
        for note in notes:
            assert note in drawn, drawn
        title = next(line for line in drawn.splitlines() if notes[0] in line)
        assert "…" not in title, title  # (whole, not cut by the border)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        drawn = await shown(pilot)
        assert "+ " + ("only with another card (Space)" if lang == "en"
                       else "只能与其他牌一起出（空格键选择）") in drawn, drawn
