"""review83: docs/PROTOCOL.md's "A minimal client", step 4, says: "On every view whose `legal`
is not empty, sends one entry of `legal`, unchanged ... Only the turn's entries need an answer;
the others (`uno`, `catch`, a jump-in...) may be let go." It never says that sending one of
those others can cost cards. At a table with `false_uno_penalty` / `false_catch_penalty`
(house rules), a seat that is NOT to move has a non-empty `legal` on every view — `uno` first,
then a `catch` of every other seat — so a client written from those seven steps sends a false
UNO call (2 cards) after every move of the others, and accusations (2 cards each). The section
should say how to tell the turn's entries apart (its seat is `view.current`, or the phase lets
every seat act) and to leave `uno`/`catch` out under those rules (as §5's `uno` row says)."""

from __future__ import annotations

from pathlib import Path

from core.actions import CallUno
from core.game import apply, legal_actions, new_game
from core.rules import Rules

DOC = Path(__file__).resolve().parents[1] / "docs" / "PROTOCOL.md"


def minimal_client_section() -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("**A minimal client**")
    return text[start:text.index("\n\n", start)]


def test_review83_minimal_client_warns_that_uno_and_catch_cost_cards_under_house_rules() -> None:
    rules = Rules.from_dict({"false_uno_penalty": 2, "false_catch_penalty": 2})
    state = new_game(rules, 3, 1)
    idle = next(s for s in range(3) if s != state.current)  # a seat not to move
    legal = legal_actions(state, idle)
    assert legal, "precondition: a seat not to move has entries in legal under these rules"
    first = legal[0]
    before = len(state.hands[idle])
    apply(state, idle, first)  # what a client following step 4 sends
    assert isinstance(first, CallUno) and len(state.hands[idle]) == before + 2, \
        "precondition: step 4's entry costs the client cards (a false UNO call)"
    section = minimal_client_section()
    assert "false_uno_penalty" in section or "false_catch_penalty" in section \
        or "cost" in section, (
            "the minimal client's step 4 sends legal entries that cost cards under the "
            "false_uno_penalty / false_catch_penalty rules, and the section does not say so:\n"
            + section)
