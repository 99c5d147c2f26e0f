"""review93: newbie84 #1's fix (u pressed before one's turn with two cards is kept for the play
that comes) is lost under jump-in (the house preset): when u is pressed while a jump-in
happens to be open to the player (they hold the card just played), the press arms the call
for that jump-in instead (``uno_armed``) and sets nothing for the turn; the next view, where
the jump-in chance has passed, clears the armed call ("nothing to call UNO with any more"),
and when the turn comes the second-to-last card goes without UNO — the player who pressed u
to be ready is caught, as in newbie84 #1.

Expected: the press is kept for the next play that can carry the call — the jump-in if the
player takes it, else the turn's play."""

from __future__ import annotations

from ui_testkit import screen_text, scripted_table, table_showing, wait_for


def _status(text: str) -> str:
    rows = text.splitlines()
    hand = next(i for i, row in enumerate(rows) if "Your hand" in row)
    return rows[hand - 1].strip()


async def test_u_pressed_while_a_jump_in_is_open_is_kept_for_the_turn() -> None:
    from core import Play, apply
    from core.cards import Card

    state, link, app = scripted_table(
        {0: ["R9", "Y5"], 1: ["R7", "B2", "Y4"], 2: ["Y9", "G3", "G5"], 3: ["Y3", "B3", "Y6"]},
        "R9", current=2, jump_in=True)
    state.top_by, state.fresh = 1, True  # (Ann just played R9: Zoe, holding R9, may jump in)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_showing(pilot, link, state)
        await pilot.press("u")  # (Zoe, two cards, gets ready for her turn)
        await pilot.pause()
        assert table.uno_armed  # (the premise: armed for the jump-in open now)
        apply(state, 2, Play(Card.parse("Y9")))  # (Bo plays: no jump-in for Zoe now)
        link.feed_view(state, seat=0)
        await wait_for(pilot, lambda: table.view["top"] == "Y9")
        apply(state, 3, Play(Card.parse("Y3")))  # (Cy plays: Zoe's turn)
        assert state.current == 0
        link.feed_view(state, seat=0)
        await wait_for(pilot, lambda: table.view["top"] == "Y3" and table.my_turn())
        await pilot.pause()
        assert "UNO!" in _status(screen_text(app)), _status(screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent)
        assert link.sent[-1].get("uno") is True, link.sent


async def test_u_pressed_ahead_survives_a_jump_in_chance_that_passes() -> None:
    """The same through ``_uno_ahead``: u pressed with no jump-in open is kept for the turn;
    a view where a jump-in opens turns it into the armed call (the jump-in's), and the next
    view, the chance gone, clears that — the turn's play goes without UNO."""
    from core import Play, apply
    from core.cards import Card

    state, link, app = scripted_table(
        {0: ["R9", "Y5"], 1: ["R9", "B2", "Y4"], 2: ["Y9", "G3", "G5"], 3: ["Y3", "B3", "Y6"]},
        "R1", current=1, jump_in=True)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_showing(pilot, link, state)
        await pilot.press("u")
        await pilot.pause()
        assert table._uno_ahead  # (kept for the turn, newbie84 #1)
        for seat, code in ((1, "R9"), (2, "Y9"), (3, "Y3")):  # (Ann's R9 opens a jump-in)
            apply(state, seat, Play(Card.parse(code)))
            link.feed_view(state, seat=0)
            await wait_for(pilot, lambda code=code: table.view["top"] == code)
        assert table.my_turn()
        await pilot.pause()
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent)
        assert link.sent[-1].get("uno") is True, link.sent
