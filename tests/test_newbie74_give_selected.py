"""newbie74: giving cards away after a Wild's swap power, at a table where several cards may be
played at once (multi-play on: chinese-party): Space marks cards, and the status line calls the
marked cards a play that cannot be made; Enter then gives the card under the cursor alone."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))


async def test_newbie74_cards_marked_to_give_are_not_called_a_play() -> None:
    """newbie74 #5: unotui --lang zh_CN play with chinese-party + wild_powers; play a W, choose
    "(3) 与一位玩家交换牌", Bo, a colour. The status says "要给 Bo 3 张牌：选中后按回车。"
    ("Give 3 cards to Bo: choose each and press Enter.") — 选中 is the word the help uses for
    Space's marking ("● 是已选中的牌"), and the footer offers "空格 选择". Marking three cards
    with Space: "这些牌不能一起出：按空格取消选中一张。" (Those cards cannot be played together);
    Enter gives only the card under the cursor, the other two stay marked ●.
    table.py check_action("select") allows Space in the give phase; selection_text() judges
    the marked cards as a multi-play."""
    from kit_specials25 import NAMES, started, status
    from ui_testkit import ScriptedLink, app_on, arrange, scripted_state

    from core import action_from_wire, apply

    state = scripted_state(wild_powers=True, multi_play="same_value")
    arrange(state, {0: ["W", "G1", "G3", "Y5"], 1: ["Y1", "Y2", "B7"], 2: ["G2"], 3: ["B1"]},
            "R9", current=0)
    apply(state, 0, action_from_wire({"type": "play", "card": "W", "color": "red",
                                      "power": "swap", "target": 1}))
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        assert status(app).startswith("Give 3 cards to Ana")
        for key in ("space", "right", "space"):
            await pilot.press(key)
        await pilot.pause(0.2)
        said = status(app)
        assert "cannot be played" not in said and "Not playable" not in said, said
