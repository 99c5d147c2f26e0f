"""ssh67 #2: a move key and ``t`` (chat) read together lose the move. Over SSH a visitor on a
slow link pressed d (draw) and then t to say something: both keys came in one packet, the
chat opened, and no card was drawn — nothing said so. Seen with OpenSSH in tmux (``send-keys
-l dt``), and in a local game too (``unotui play``): the keys reach the app in one read either
way. The same with Enter (play) and a number key before t. The key ``t`` opens the chat in the
screen's own key handler, so that the keys queued *behind* it find the input open; the keys
*before* it, whose bindings act later, find it open too and are gone. Each key should act in
the order typed: the draw (or the play) sent, then the chat open."""

from __future__ import annotations

import pytest
from textual import events
from ui_testkit import scripted_table, table_showing, wait_for

from unotui.widgets.log import ChatPanel


@pytest.mark.parametrize(("key", "character", "sent"), [
    ("d", "d", {"type": "draw"}),
    ("enter", "\r", {"type": "play", "card": "R0"}),
])
async def test_a_move_typed_just_before_t_is_sent(key: str, character: str,
                                                  sent: dict[str, str]) -> None:
    state, link, app = scripted_table({0: ["R0", "G5", "B3"], 1: ["R1"], 2: ["G1"], 3: ["G2"]},
                                      "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.pause()
        # (one read of the terminal: both keys are queued before either is handled)
        app.post_message(events.Key(key, character))
        app.post_message(events.Key("t", "t"))
        await wait_for(pilot, lambda: app.screen.query_one(ChatPanel).is_open)
        for _ in range(50):  # (the move, if any, is sent by a worker: let it run)
            await pilot.pause(0.01)
        moves = [a for a in link.sent if a.get("type") in ("draw", "play")]
        assert moves and all(moves[0].get(k) == v for k, v in sent.items()), link.sent


async def test_a_move_typed_just_after_a_chat_lines_enter_is_sent() -> None:
    """newbie92 #1: "tone", Enter, "d" in one burst: the d was typed into the line sent (the next
    Enter then sent "oned…"), and no card was drawn."""
    state, link, app = scripted_table({0: ["R0", "G5", "B3"], 1: ["R1"], 2: ["G1"], 3: ["G2"]},
                                      "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.pause()
        for key, character in [("t", "t"), ("o", "o"), ("n", "n"), ("e", "e"),
                               ("enter", "\r"), ("d", "d")]:
            app.post_message(events.Key(key, character))
        await wait_for(pilot, lambda: link.chats == ["one"])
        for _ in range(50):
            await pilot.pause(0.01)
        assert any(a.get("type") == "draw" for a in link.sent), link.sent
        field = app.screen.query_one(ChatPanel).input
        assert field is not None and field.value == "", field.value
