"""newbie64: a Chinese party-rules player at 80x24 — what the status line and a selection
made while waiting do."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from core import Card, Draw, Play, apply
from unotui.i18n import set_language
from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


@pytest.fixture(autouse=True)
def _back_to_english() -> object:
    yield
    set_language("en")


def _status_row(text: str) -> str:
    """The status line as drawn: the row under the log's bottom border."""
    rows = text.splitlines()
    for number, row in enumerate(rows):
        if "PgUp/PgDn" in row and number + 2 < len(rows):
            return rows[number + 2]
    raise AssertionError(text)


@pytest.mark.parametrize(("lang", "again"), [("en", "Press c again"), ("zh_CN", "再按 c")],
                         ids=["en", "zh_CN"])
async def test_newbie64_the_accusation_question_says_press_c_again_at_80_columns(
        lang: str, again: str) -> None:
    """newbie64 #1: under multi-play (chinese-party) a c pressed in a catch window on a hand of
    several cards asks first (newbie47 #11): "{who} holds 3 cards. c accuses them of an UNO
    hand they did not call (cards that play together): a wrong accusation is said to everyone.
    Press c again to accuse." At 80 columns the status line (one row, cut at its end by
    fit_text) shows "Bo 手里有 3 张牌。按 c 指控对方手牌能一起打出却没喊 UNO…" — the one
    thing the player must do next, press c again, is never on the screen, in either language
    (unotui/screens/table.py:3090 builds it with no shorter form, as first_that_fits gives
    the other long status words). The tests of the question read StatusLine.text, not the
    row drawn."""
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["B1", "B6", "Y2"], 1: ["G1", "Y3", "R7"], 2: ["G2"], 3: ["B4"]}, "Y9",
            current=1)
    apply(state, 1, Play(Card.parse("Y3")))  # (Ana keeps G1 and R7 and calls nothing)
    assert state.catchable == 1
    link = ScriptedLink(NAMES)
    app = app_on(link, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause(0.2)
        assert link.sent == []
        row = _status_row(await shown(pilot))
        assert again in row, row


async def test_newbie64_a_card_selected_while_waiting_does_not_block_the_drawn_card() -> None:
    """newbie64 #2: Zoe selects R1 (Space) while Bo plays; on her turn nothing fits, she
    draws (d) B3, which fits. The drawn card is not raised, and Enter with the cursor on it
    says "After drawing, only the card you drew may be played, by itself: B3 (Enter on it),
    or keep it (p)." — Enter on it is what she just pressed. The selection made while
    waiting is kept into the turn (table.py:887, "a selection made while waiting stays") and
    through the draw, where only the drawn card alone can be played; only Escape then lets
    Enter play it. Played in Chinese at 80x24 (摸牌后只能单独打出刚摸到的牌：B3（在它上面
    按回车）…)."""
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R1", "R4", "G9"], 1: ["Y1"], 2: ["B6", "G5"], 3: ["B4"]}, "B1",
            current=2)
    pile = state.draw_pile
    three = next(c for c in pile if c.code == "B3")
    pile.remove(three)
    pile.append(three)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        await pilot.press("1", "space")  # (R1 selected while Bo is to move)
        await wait_for(pilot, lambda: app.screen.query_one(HandView).selected)
        apply(state, 2, Play(Card.parse("B6")))  # (Bo plays B6; Cy passes to Zoe)
        state.current = 0
        state.state_id += 1
        link.feed_view(state)
        await wait_for(pilot, lambda: app.screen.view["state_id"] == state.state_id)
        await pilot.pause()
        apply(state, 0, Draw())
        assert state.drawn is not None and state.drawn.code == "B3", state.drawn
        link.feed_view(state)
        await wait_for(pilot, lambda: app.screen.view["state_id"] == state.state_id)
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        await pilot.press(str(1 + [c for c in hand.cards].index("B3")))
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert {"type": "play", "card": "B3"} in link.sent, _status_row(await shown(pilot))


async def test_newbie64_the_challenge_question_puts_no_space_after_a_chinese_full_stop() -> None:
    """newbie64 #4: chinese-party (stacking progressive), Cy plays a Wild Draw Four on Zoe, who
    holds one too. The question reads "…否则你摸 6 张并跳过本轮。 也可以转嫁：按 Esc，然后在上面
    叠一张罚牌。" — a space after "。", where Chinese puts none: unotui/dialogs/choice.py:393
    adds the sentence with ``body += " " + …`` instead of unotui.i18n.sentences (which leaves
    the space out after a full-width mark). Same pattern for "Catch whom?" + a wrong catch's
    cost, unotui/screens/table.py:3104 (shown when false_catch_penalty > 0)."""
    from core import Color, preset

    rules = preset("chinese-party")
    state = scripted_state(**{k: getattr(rules, k) for k in (
        "stacking", "jump_in", "jump_in_stacks", "multi_play", "false_uno_penalty",
        "uno_penalty_per_catcher")})
    arrange(state, {0: ["W4", "R2", "Y5"], 1: ["G2"], 2: ["B4"], 3: ["W4", "R1", "B2"]}, "R9",
            current=3)
    apply(state, 3, Play(Card.parse("W4"), color=Color.BLUE))
    link = ScriptedLink(NAMES)
    app = app_on(link, lang="zh_CN")
    async with app.run_test(size=(80, 24)) as pilot:
        from unotui.dialogs.choice import ChallengeDialog

        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.pause()
        body = str(app.screen.body_text)
        assert "也可以转嫁" in body, body
        assert "。 " not in body, body
