"""Small things about special moves and news (ux25 #13): ``a`` names only the special moves the
rules have, a judgement-day throw ends the ✦ marks (a move of yours), and the "since your last
move" line, when it must cut, keeps the news about you (it hid "Ana caught you without UNO")."""

from __future__ import annotations

from kit_specials25 import NAMES, judgement_state, started, status
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from core import Color, Judgement, apply, view
from unotui.widgets.log import SinceLine


async def test_a_names_only_the_special_moves_the_rules_have() -> None:
    for rules, words in (({}, "No special moves in these rules."),
                         ({"death_number": True}, "No death number:"),
                         ({"judgement_day": True}, "No judgement day now")):
        state = scripted_state(**rules)
        arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
        link = ScriptedLink(NAMES)
        app = app_on(link)
        async with app.run_test(size=(80, 24)) as pilot:
            await started(pilot, link, state)
            await pilot.press("a")
            await wait_for(pilot, lambda: words in status(app))  # noqa: B023
            said = status(app).lower()
            assert len(said) <= 78, said  # (whole on the status line at 80 columns, ux30 #7)
            for rule, word in (("death_number", "death number"), ("judgement_day", "judgement")):
                assert (word in said) == (rule in rules), said  # (only what the table plays)


async def test_a_judgement_day_throw_ends_the_new_card_marks() -> None:
    """README: a card that came into the hand is marked ✦ until your next move; a judgement
    day is one (the ✦ stayed on the cards left)."""
    from core.game import _draw

    state = judgement_state({0: ["B1", "B6", "Y2"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]},
                            "R9", current=2)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await started(pilot, link, state)
        from unotui.widgets.hand import HandView

        hand = screen.query_one(HandView)
        _draw(state, 0, 1, "penalty")  # a card for Zoe: marked new
        state.state_id += 1
        link.feed_view(state)
        await wait_for(pilot, lambda: len(hand.cards) == 4 and bool(hand.fresh))
        apply(state, 0, Judgement(1, Color.RED))  # Zoe throws B1 B6 for Ana's 1-6
        link.feed_view(state)
        await wait_for(pilot, lambda: len(hand.cards) == 2)
        await pilot.pause()
        assert not hand.fresh


def test_the_since_line_keeps_the_news_about_you_when_it_must_cut() -> None:
    """At 80 columns the newest phrase (what you answer now) and the catch of you stay; the
    cards it cost are in its words already. Wider, the newest others follow."""
    line = SinceLine()
    line.phrases = ["Ana caught you without UNO: you draw 2", "you drew 2", "Bo played Y3",
                    "Cy played Y⊘", "Ana misses a turn", "Bo played Y7", "Cy played G7"]
    line.mine = frozenset({0, 1})
    text = line.fit(78)  # (80 columns; "…" where phrases were left out, ux29 #9)
    assert text == "Since your last move: Ana caught you without UNO: you draw 2; … Cy played G7"
    text = line.fit(110)
    assert text == ("Since your last move: Ana caught you without UNO: you draw 2; you drew 2; "
                    "… Bo played Y7; Cy played G7")
    assert line.fit(400).count(";") == 6  # (all of it when it fits)
    line.mine = frozenset()
    assert "Ana caught you" not in line.fit(78)  # (the old cut: the oldest went first)


async def test_the_since_line_at_the_table_keeps_the_catch_of_you() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7", "B2", "Y7"], 1: ["Y1", "R1"], 2: ["G1", "G5"],
                    3: ["B1", "B3"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await started(pilot, link, state)
        v = view(state, 0)
        seq = max([0, *(ev.get("seq", 0) for ev in v["log"])])
        events = [{"type": "play", "seat": 0, "card": "R5"},
                  {"type": "caught", "seat": 1, "target": 0, "penalty": 2},
                  {"type": "draw", "seat": 0, "count": 2, "why": "penalty"},
                  {"type": "play", "seat": 1, "card": "R1"},
                  {"type": "play", "seat": 2, "card": "G1"},
                  {"type": "play", "seat": 3, "card": "B1"},
                  {"type": "play", "seat": 1, "card": "Y1"},
                  {"type": "play", "seat": 2, "card": "G5"},
                  {"type": "play", "seat": 3, "card": "B3"}]
        for k, ev in enumerate(events):
            ev["seq"] = seq + 1 + k
        v = {**v, "log": [*v["log"], *events], "state_id": v["state_id"] + 1}
        link.feed({"t": "view", "view": v})
        await wait_for(pilot, lambda: screen.view is not None
                       and screen.view["state_id"] == v["state_id"])
        text = await shown(pilot)
        since = next(row for row in text.splitlines() if "Since your last move" in row)
        assert "Ana caught you without UNO" in since and "Cy played B3" in since, since


def test_a_hand_passed_on_or_swapped_is_news_about_you() -> None:
    """newbie45 #4: "… Bo played Y+2" hid "Every hand passed on to the next player": the line
    kept the news about you, and a 0 that gave you a new hand was not counted as such; it is
    now, as a Seven-O swap that names you was already."""
    from unotui.screens.table import about_me

    assert about_me({"type": "rotate_hands", "direction": 1}, 2)
    assert about_me({"type": "swap_hands", "seat": 1, "target": 2}, 2)
    assert not about_me({"type": "swap_hands", "seat": 1, "target": 3}, 2)
    assert not about_me({"type": "play", "seat": 1, "card": "Y0"}, 2)
