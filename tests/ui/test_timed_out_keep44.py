"""review44: when the turn clock runs out on a player, the host draws for them and, if the
card fits, passes at once (net/host.py auto_action: Pass first), as two changes sent back to
back. A client that reads them in one go (the first view replaced unshown by the second, its
log handed on) has the draw and the pass in the same news — and since every turn draw not
played ends with a pass now, that no longer tells a card that did not fit: the status line
said "You drew G4: it does not fit, so your turn passes." of a Green 4 on a Green 9. It
says what happened, true either way: the clock drew the card and the turn passed."""

from __future__ import annotations

from test_table_story import fed, make, zoe_draws_next
from ui_testkit import NAMES, ScriptedLink, screen_text, wait_for

from core import Draw, Pass, apply, view


async def test_a_fitting_card_the_clock_kept_is_not_said_not_to_fit() -> None:
    state = zoe_draws_next("G4")  # (it fits on G9)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await fed(pilot, link, state)
        apply(state, 0, Draw())  # (the turn clock ran out: the host draws, then passes)
        apply(state, 0, Pass())
        seen = view(state, 0)
        for ev in seen["log"]:
            if ev.get("seat") == 0 and ev.get("type") in ("draw", "pass"):
                ev["timed_out"] = True  # (as the host marks them: net/honesty.py)
        link.feed({"t": "view", "view": seen})
        await wait_for(pilot, lambda: "Time ran out: a card was drawn for you" in screen_text(app))
        for _ in range(10):
            await pilot.pause(0.02)
            assert "does not fit" not in screen_text(app), screen_text(app)
