"""newbie84 #1: a newcomer holding two cards presses u while a bot still plays (getting ready to
call UNO as the turn comes), reads "Call UNO with your second-to-last card, or while you hold
one card." — the very thing they hold — and the press is forgotten: as the turn comes, Enter
plays the second-to-last card without UNO, and a bot catches them (+2). It happened to me twice
in two games (the log: "You played B⊘", then "You forgot UNO: press u before you are caught!",
then "Ana caught you without UNO: you draw 2").

Expected: a u pressed before the turn, with two cards, is either kept for the play that comes
(as a u pressed during a play in flight is, "UNO! will be called as your card lands"), or
answered with words that say why not now — it is not your turn yet.
"""

from __future__ import annotations

from ui_testkit import screen_text, scripted_table, shown, table_showing, wait_for


def _status(text: str) -> str:
    """The status line: the row right above the hand's box."""
    rows = text.splitlines()
    hand = next(i for i, row in enumerate(rows) if "Your hand" in row)
    return rows[hand - 1].strip()


async def test_u_pressed_just_before_my_turn_with_two_cards_goes_with_my_next_play() -> None:
    from core import Play, apply
    from core.cards import Card

    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2", "Y4"], 2: ["G2", "G3", "Y5"], 3: ["R3", "B3", "Y6"]},
        "R9", current=3)  # Cy to play; Zoe (seat 0, this app) holds two cards and plays next
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.press("u")
        await pilot.pause()
        said = _status(await shown(pilot))
        assert "UNO! will be called with the card you play next." in said, said
        apply(state, 3, Play(Card.parse("R3")))  # (Cy plays: Zoe's turn)
        assert state.current == 0
        link.feed_view(state, seat=0)
        await wait_for(pilot, lambda: "UNO! will be called as you play" in _status(screen_text(app)))
        await pilot.press("enter")  # (the first card that fits: the call goes with it)
        await wait_for(pilot, lambda: link.sent)
        assert link.sent[-1].get("uno") is True, link.sent


async def test_a_u_pressed_ahead_is_forgotten_once_the_hand_is_not_two_cards() -> None:
    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2", "Y4"], 2: ["G2", "G3", "Y5"], 3: ["B1", "B3", "Y6"]},
        "R9", current=3)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await table_showing(pilot, link, state)
        await pilot.press("u")
        await pilot.pause()
        state.hands[0].append(state.draw_pile.pop())  # (made to draw: three cards)
        link.feed_view(state, seat=0)
        await wait_for(pilot, lambda: not table._uno_ahead)
