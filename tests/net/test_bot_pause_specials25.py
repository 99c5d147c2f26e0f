"""The bots' pause after a card is played, at death-number tables (ux25 #1).

A play-tester whose hand made a death number on Bo's G1 saw only ``a Special`` in the footer,
and Cy had played 0.6 s later: the chance was gone. Like a jump-in, a death number closes when
play moves on, so while a connected person is seated the bots now wait ``jump_in_grace`` after a
number card at a ``death_number`` table too. The pause depends on the rules, the card played and
who sits where, never on anyone's hand (it tells nobody who holds the chance)."""

from __future__ import annotations

from typing import Any

from net_testkit import fast_config, until

from core.actions import Play
from core.cards import Card
from core.game import apply, legal_actions
from core.position import parse_position
from core.rules import Rules
from net.host import Host
from net.local import join_local


async def ann_and_two_bots(host: Host) -> Any:
    """Ann (a person, connected) and two bots at ``host``'s table, the match dealt: Ann's
    client and the table."""
    ann = await join_local(host, "Ann")
    await ann.add_bot()
    await ann.add_bot()
    await ann.start()
    await until(lambda: host.table.state is not None, "dealt")
    return ann, host.table


async def test_bots_leave_a_person_time_to_reveal_a_death_number() -> None:
    rules = Rules(target_score=50, death_number=True)
    host = Host(fast_config(seats=3, rules=rules, bot_delay=0.2, jump_in_grace=1.5))
    try:
        ann, table = await ann_and_two_bots(host)

        def after(text: str, seat: int, card: str, **options: Any) -> float:
            """The bots' pause once ``seat`` played ``card`` in the position ``text``."""
            st = parse_position(text, Rules(target_score=50, **{"death_number": True,
                                                                **options}))
            apply(st, seat, Play(Card.parse(card)))
            table.state = st
            return table._bot_pause()

        # Ann holds 2+4 = 6 after Bo's G1 (a death number), or a hand that makes none: the
        # pause is the same (it must not tell the others whether Ann's hand makes one)
        assert after("R2,Y4/G1,Y2,B5/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", 1, "G1") == 1.5
        assert after("R2,YS/G1,Y2,B5/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", 1, "G1") == 1.5
        st = table.state
        apply(st, 2, legal_actions(st, 2)[-1])  # (a turn move: the chance is gone)
        assert not st.fresh and table._bot_pause() == 0.2
        # an action card opens no death number: no pause; nor does Ann's own card
        assert after("R2,Y4/GS,Y2,B5/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", 1, "GS") == 0.2
        assert after("G1,Y4/R2,Y2,B5/B8,GS,Y5 G5 * G 0 + 0 play 0,0,0", 0, "G1") == 0.2
        # without the rule, a number card is just a card
        assert after("R2,Y4/G1,Y2,B5/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", 1, "G1",
                     death_number=False) == 0.2
        await ann.close()
        await until(lambda: table.seats[0].member is not None
                    and table.seats[0].member.conn is None, "Ann gone")
        # a table of bots only stays fast
        assert after("R2,Y4/G1,Y2,B5/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", 1, "G1") == 0.2
    finally:
        await host.close()


async def test_bots_leave_a_person_time_to_catch_a_forgotten_uno() -> None:
    """A catch window closes when play moves on: at a bot's 0.6 s a person never caught a bot
    (newbie39 #4). While one is open and a connected person other than its target is seated,
    the bots wait ``jump_in_grace`` before their next action, a catch included."""
    host = Host(fast_config(seats=3, rules=Rules(target_score=50), bot_delay=0.2,
                            jump_in_grace=1.5))
    try:
        _ann, table = await ann_and_two_bots(host)

        def after(text: str, seat: int, card: str, uno: bool = False) -> float:
            st = parse_position(text, Rules(target_score=50))
            apply(st, seat, Play(Card.parse(card), uno=uno))
            table.state = st
            return table._bot_pause()

        # Bo (a bot) plays down to one card without UNO: Ann may catch him
        assert after("R2,Y4/G1,Y2/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", 1, "G1") == 1.5
        assert table.state is not None and table.state.catchable == 1
        # with UNO called there is nothing to catch
        assert after("R2,Y4/G1,Y2/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", 1, "G1", uno=True) == 0.2
        # Ann herself forgot it: the bots need not wait for the one they may catch
        assert after("G2,Y4/G1,Y2,B5/B8,GS,Y5 G5 * G 0 + 0 play 0,0,0", 0, "G2") == 0.2
        assert table.state is not None and table.state.catchable == 0
    finally:
        await host.close()


async def test_a_multi_play_window_on_a_bigger_hand_keeps_the_bots_pace() -> None:
    """Under multi-play a catch window opens after nearly every play (on hands of up to eight
    cards): only one on a one-card hand makes the bots wait, or every game would slow down."""
    rules = Rules(target_score=50, multi_play="same_value")
    host = Host(fast_config(seats=3, rules=rules, bot_delay=0.2, jump_in_grace=1.5))
    try:
        _ann, table = await ann_and_two_bots(host)
        st = parse_position("R2,Y4/G1,Y2,B5/B8,GS,Y5 G5 * G 1 + 0 play 0,0,0", rules)
        apply(st, 1, Play(Card.parse("G1")))
        table.state = st
        assert st.catchable == 1 and len(st.hands[1]) == 2
        assert table._bot_pause() == 0.2
    finally:
        await host.close()


async def test_a_bot_sleeping_through_a_window_that_opens_waits_its_grace_from_then() -> None:
    """The bots' pause was chosen as they woke: a person who played down to one card (no UNO)
    while they slept a ``bot_delay`` chosen before the window was caught as that sleep ended,
    after ``uno_grace`` — not after ``jump_in_grace``, as PROTOCOL.md promises the other
    person seated (proto42 #1: caught after 0.75 s, and Ben's catch at 1.0 s refused)."""
    import time

    host = Host(fast_config(seats=3, rules=Rules(target_score=50), bot_delay=0.4,
                            jump_in_grace=1.5, uno_grace=0.1))
    try:
        ann = await join_local(host, "Ann")
        ben = await join_local(host, "Ben")
        await ann.add_bot()
        await ann.start()
        table = host.table
        await until(lambda: table.state is not None, "dealt")
        await until(lambda: not table._wake.is_set(), "the bots idle")
        # Ann to play, two cards left; Ben (a person) and Bo (a bot) may catch her
        table.state = parse_position("R5,Y4/G1,Y2,B5/B8,GS,Y5 R3 * R 0 + 0 play 0,0,0",
                                     Rules(target_score=50))
        table._after_change()  # (a change: the bots wake, and sleep bot_delay: no window yet)
        await until(lambda: not table._wake.is_set(), "the bots asleep")
        played = time.monotonic()
        table.submit(0, Play(Card.parse("R5")))  # (down to one card, without UNO)
        table._after_change()
        await until(lambda: any(ev["type"] == "caught" for ev in table.state.log), "caught")
        assert time.monotonic() - played >= 1.5 - 0.05
        await ben.close()
    finally:
        await host.close()
