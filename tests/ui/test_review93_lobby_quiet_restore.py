"""review93: the lobby's silence line (newbie82 #1, review90 #5). A key pressed while the table
is silent says its own words, and the next check keeps them — recording them as "what the
silence said". When the table then talks again, the check "restores" what the lobby said before
the silence over them: the answer to the key just pressed (here "You are ready…") is replaced
by the stale "Press r when you are ready." though nothing else was said since.

Expected: once the table talks again, what a key said during the silence stays; only the
silence line itself is replaced by what was said before it."""

from __future__ import annotations

from test_lobby_words import LobbyClient, lobby_status, ready_lobby


async def test_a_keys_words_said_in_a_silence_are_not_undone_when_the_table_talks_again() -> None:
    from net.client import QUIET_AFTER

    client = LobbyClient([])
    silence = {"s": 0.0}
    client.silent_for = lambda: silence["s"]  # type: ignore[attr-defined]
    async with ready_lobby(client) as (client, app, pilot):
        silence["s"] = QUIET_AFTER + 3
        screen = app.screen
        screen._check_quiet()
        assert "The table has said nothing for" in lobby_status(app)
        screen.say("A key's own words.")
        screen._check_quiet()  # (the next check, still silent: the key's words stay)
        await pilot.pause()
        assert lobby_status(app) == "A key's own words."
        silence["s"] = 0.5  # (the table talks again before the check after)
        screen._check_quiet()
        await pilot.pause()
        assert lobby_status(app) == "A key's own words.", lobby_status(app)
