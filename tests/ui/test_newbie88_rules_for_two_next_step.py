"""newbie88 #1: a table whose rules are for exactly two players (the two-player preset) keeps
its four seats; a third player or bot sits down with no word, and then the owner's s only says
"These rules are for exactly 2 players; 3 are seated." — what is wrong, never what to do. Every
other refusal of s says the next step ("A match needs at least two players: b adds a bot."),
and the host's own refusal says it too ("seat more or fewer players or bots, or change the
rules"). The lobby should name its keys: k removes one, e changes the rules.

Repro: python3 run.py host --bind 127.0.0.1 --port PORT --rules two-player; b 2; b 2; s.
"""

from __future__ import annotations

import re

from test_lobby_words import LobbyClient, lobby, lobby_app, lobby_status
from ui_testkit import screen_text, wait_for

from core.rules import Rules


async def test_newbie88_s_at_rules_for_two_with_three_seated_says_what_to_do() -> None:
    client = LobbyClient([])
    shown = {**lobby(True, Rules(players=2), you=0), "owner": True}
    client.feed(shown)  # (Zoe, Ana and the bot Bo: three seated)
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Den" in screen_text(app))
        await pilot.press("s")
        await wait_for(pilot, lambda: "exactly 2 players" in lobby_status(app))
        said = " ".join(lobby_status(app).split())
        assert client.sent == []
        assert re.search(r"\bk\b", said) and re.search(r"\be\b", said), said


async def test_newbie88_everyone_ready_does_not_invite_s_when_the_rules_refuse_them() -> None:
    """newbie88 #1, the lobby's own words: with everyone ready at rules for exactly two and
    three seated, the owner reads "Everyone is ready: press s to start the match." — and s is
    refused. The status should say at once why no match can start (as s then does)."""
    client = LobbyClient([])
    client.feed({**lobby(False, Rules(players=2), you=0), "owner": True})
    app = lobby_app(client)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Den" in screen_text(app))
        client.feed({**lobby(True, Rules(players=2), you=0), "owner": True})  # (Ana: ready)
        await wait_for(pilot, lambda: "Everyone is ready" in lobby_status(app)
                       or "exactly 2" in lobby_status(app))
        said = " ".join(lobby_status(app).split())
        assert "press s to start" not in said, said
