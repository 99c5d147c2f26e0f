"""newbie89: the lobby's "everyone is ready" line after someone leaves.

#1 At rules for exactly 2 players (the two-player preset) with three seated and everyone ready,
the lobby says "Everyone is ready. These rules are for exactly 2 players; 3 are seated. k removes
a player or bot; e changes the rules." When the third one then leaves (or is removed), the seat
count is right and everyone is still ready, but the lobby never says so: the owner reads
"Cy left the table." and nothing invites s (the guests keep reading that the owner must change
the seats). The hint is only given when "everyone ready" turns true, not when the reason s was
refused goes away.

#2 In Chinese, "someone left" and "everyone is ready" are joined with an ASCII space
(f"{news} {hint}"): "Cy 离开了牌桌。 大家都准备好了…" — every other joined sentence puts no
space after a full-width "。" (i18n.sentences).

Repro (#1): python3 run.py host --bind 127.0.0.1 --port PORT --rules two-player; b 2 (a bot);
a second app joins and presses r; the host presses r (status: everyone ready, exactly 2, 3
seated); k removes the bot: "Removed Bo (normal)." and never "press s to start".
"""

from __future__ import annotations

from typing import Any

from test_lobby_words import LobbyClient, lobby_status
from ui_testkit import screen_text, wait_for

from core.rules import Rules
from unotui.app import build_app
from unotui.screens.lobby import LobbyScreen
from unotui.tables import LobbySession


def three(cy_ready: bool, cy: bool = True, rules: Rules | None = None) -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Zoe", "connected": True, "ready": True, "bot": None},
             {"kind": "human", "name": "Ana", "connected": True, "ready": True, "bot": None},
             {"kind": "human", "name": "Cy", "connected": True, "ready": cy_ready, "bot": None}
             if cy else {"kind": "empty"},
             {"kind": "empty"}]
    return {"t": "lobby", "table": "Den", "phase": "lobby", "you": 0, "owner": True, "host": 0,
            "password": False, "spectators": 0, "rules": (rules or Rules()).to_dict(),
            "settings": {"turn_timer": None, "uno_grace": 0.75, "reconnect_window": 60.0},
            "seats": seats}


def app_of(client: LobbyClient, lang: str) -> Any:
    return build_app(lang=lang, ascii_only=False,
                     start=lambda: LobbyScreen(LobbySession(client, None, "192.0.2.1:7152")))


async def test_newbie89_seat_count_put_right_while_all_ready_invites_s() -> None:
    client = LobbyClient([])
    client.feed(three(True, rules=Rules(players=2)))
    app = app_of(client, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Den" in screen_text(app))
        client.feed(three(True, cy=False, rules=Rules(players=2)))  # Cy leaves: 2 seated
        await wait_for(pilot, lambda: "Cy left" in lobby_status(app))
        said = " ".join(lobby_status(app).split())
        assert "press s to start" in said, said


async def test_newbie89_chinese_left_and_everyone_ready_no_space_after_full_stop() -> None:
    client = LobbyClient([])
    client.feed(three(False))
    app = app_of(client, "zh_CN")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Den" in screen_text(app))
        client.feed(three(False, cy=False))  # Cy (not ready) leaves: everyone left is ready
        await wait_for(pilot, lambda: "Cy" in lobby_status(app))
        said = lobby_status(app)
        assert "。" in said and "。 " not in said, said
