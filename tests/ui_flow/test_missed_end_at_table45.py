"""A player whose connection was lost for longer than the reconnect window, while a bot
finished the match for them, comes back (the dialog's r) to a table back in its lobby: the app
leaves the frozen match for that lobby, which says how the match ended (review47's lead on
f8198ad; before, the table screen stayed, "Waiting for Ann to play…", and the match's end sent
again was read by it and lost)."""

from __future__ import annotations

from flow_kit import joined_table, screen_text, wait_for, wait_screen, wait_table

from core.rules import Rules


async def test_back_after_the_match_ended_while_away_the_player_reads_how_it_ended() -> None:
    from unotui.dialogs import TableGoneDialog
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.table import TableScreen

    async with joined_table(name="Den", seats=2, bot_delay=0.0, reconnect_window=0.4,
                            round_pause=0.0, rules=Rules(target_score=50)) as (host, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await ann.start()
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        table.link.client.backoff = (0.05,)
        bo = next(m for m in host.table.members.values() if m.name == "Bo")
        assert host.server is not None and bo.conn is not None
        host.server.close()  # (nobody gets in: Bo's app gives up, a bot takes his seat)
        bo.conn.abort()
        await wait_for(pilot, lambda: isinstance(app.screen, TableGoneDialog), "the dialog",
                       steps=1000)
        await ann.leave()  # (a bot finishes Ann's seat too: the match plays itself out)
        await wait_for(pilot, lambda: host.table.phase == "lobby", "the match over",
                       steps=3000)
        await host.start_server("127.0.0.1", host.address[1])
        await pilot.press("r")  # (try again: the seat is Bo's, in the table's lobby)
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "The match ended while you were away." in str(
            lobby.query_one("#lobby-status").render()), "the match's end told")
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
        assert "Waiting for" not in screen_text(app)
        note = " ".join(" ".join(str(n.message).split()) for n in app._notifications)
        assert "Final scores after" in note and "Bo (you):" in note, note
