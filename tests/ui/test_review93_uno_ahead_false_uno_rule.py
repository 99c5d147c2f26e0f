"""review93 #: newbie84 #1's fix (u pressed just before one's turn, holding two cards, is kept
for the play that comes) does not hold under a false-UNO penalty (the chinese-party preset has
one): there the table lists the UNO call always, so the press is answered "Calling UNO now
would be wrong: it costs 2 cards. Press u again to call." and forgotten — the player, ready for
the turn, plays the second-to-last card without UNO and is caught, as in newbie84 #1; one who
presses u again, as told, draws 2 for a wrong call before the turn.

Expected: as without the rule — "UNO! will be called with the card you play next.", and the
next play carries the call."""

from __future__ import annotations

from ui_testkit import screen_text, scripted_table, shown, table_showing, wait_for


def _status(text: str) -> str:
    rows = text.splitlines()
    hand = next(i for i, row in enumerate(rows) if "Your hand" in row)
    return rows[hand - 1].strip()


async def test_u_just_before_my_turn_is_kept_under_a_false_uno_penalty() -> None:
    from core import Play, apply
    from core.cards import Card

    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2", "Y4"], 2: ["G2", "G3", "Y5"], 3: ["R3", "B3", "Y6"]},
        "R9", current=3, false_uno_penalty=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.press("u")
        await pilot.pause()
        said = _status(await shown(pilot))
        assert "UNO! will be called with the card you play next." in said, said
        apply(state, 3, Play(Card.parse("R3")))  # (Cy plays: Zoe's turn)
        link.feed_view(state, seat=0)
        await wait_for(pilot, lambda: "UNO!" in _status(screen_text(app)))
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent)
        assert link.sent[-1].get("uno") is True, link.sent
