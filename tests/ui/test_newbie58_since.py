"""newbie58: "Since your last move" after a Wild Draw Four whose player called UNO."""

from __future__ import annotations

from ui_testkit import arrange, scripted_state, since_as_shown

from core import view

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def test_newbie58_took_four_keeps_the_wild_draw_four_across_an_uno_call() -> None:
    """newbie58 #1: seen at 80x24 ('play', 4 players): the log read "Cy played W+4 and chose
    blue / Cy called UNO! / Bo accepted the Wild Draw Four / Bo drew 4 cards…", and the line
    read "Since your last move: … Cy called UNO!; Bo took 4 cards": the W+4 Bo took was cut,
    the UNO call kept in its place as if the 4 cards followed from it (log.py: ``causes``
    takes the phrase just before, the UNO call of the W+4's player, as the cause)."""
    from core import Accept, CallUno, Play, apply
    from core.cards import Card, Color

    state = scripted_state()
    arrange(state, {0: ["R5", "G2", "G3"], 1: ["R1", "Y1", "R7"], 2: ["W4", "B3"],
                    3: ["B1", "R2", "B5"]}, "R9", current=0)
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("R1")))
    apply(state, 2, Play(Card.parse("W4"), Color.RED))
    apply(state, 2, CallUno())
    apply(state, 3, Accept())
    events = view(state, 0)["log"]
    line = since_as_shown(events, 0, 78)
    assert "Bo played W+4" in line and line.endswith("Cy took 4 cards"), line


def test_newbie58_you_miss_a_turn_keeps_the_skip_across_an_uno_call() -> None:
    """newbie58 #1, the same seen with a Skip (80x24, 'play'): "Since your last move: … Ana
    called UNO!; you miss a turn; Cy drew 1 and passed" — Ana's R⊘ that skipped you was cut,
    her UNO call kept as if it made you miss the turn."""
    from core import Play, apply
    from core.cards import Card

    state = scripted_state()
    arrange(state, {0: ["R5", "R6", "G3"], 1: ["RS", "Y1"], 2: ["R4", "G8", "B9"],
                    3: ["R2", "R3", "B5", "G1"]}, "R9", current=2)
    for seat, card in ((2, "R4"), (3, "R2"), (0, "R5")):
        apply(state, seat, Play(Card.parse(card)))
    apply(state, 1, Play(Card.parse("RS"), uno=True))  # (as a bot calls it: with the play)
    apply(state, 3, Play(Card.parse("R3")))
    apply(state, 0, Play(Card.parse("R6")))
    events = view(state, 2)["log"]
    line = since_as_shown(events, 2, 78)
    # (the skip is kept before its effect; the UNO call between them may give way)
    assert "Ana played R⊘; Ana called UNO!; you miss a turn" in line \
        or "Ana played R⊘; … you miss a turn" in line or "Ana skipped you" in line, line


def test_newbie58_a_newest_phrase_longer_than_the_line_is_cut_after_a_whole_word() -> None:
    """newbie58 #7: at 60 columns "Since your last move: … Ana caught you without UNO: you
    d…" — the newest phrase alone was longer than the line, and cut mid-word."""
    from unotui.widgets.log import SinceLine

    line = SinceLine()
    line.set_phrases(["Bo played R3", "Ana caught you without UNO: you draw 2"])
    line.set_mine(frozenset({1}), {}, {})
    said = line.fit(50)
    assert said.endswith("…") and len(said) <= 50, said
    assert said.rstrip("…").endswith(("you", "UNO", "without")), said
