"""newbie60 #3: the rules in the help (? in the lobby, at the table, on the results) end with
"These are Mattel's official rules, with no house rules." at a table whose rules are not the
official ones — the Wild Draw Four challenge turned off, a UNO penalty of 4, no drawing with a
playable card — where the lobby's rules box of the same
table reads "Official rules, changed: Wild Draw Four challenge: off". help.py rules_summary:
options that ``house_rules`` counts as "said" (wd4_challenge, uno_penalty, draw_when_playable…)
and that ``table_setup`` does not list fall through to that last line. (Scoring and target, the
rule book's own variants, are left out here: arguably official.)"""

from __future__ import annotations

import pytest

from core.rules import Rules
from unotui.i18n import set_language
from unotui.screens.help import rules_summary
from unotui.widgets.rules_form import rules_lines

OFFICIAL_WORDS = "These are Mattel's official rules, with no house rules."


@pytest.fixture(autouse=True)
def _english() -> None:
    set_language("en")


@pytest.mark.parametrize("change", [{"wd4_challenge": False}, {"uno_penalty": 4},
                                    {"draw_when_playable": False}],
                         ids=lambda c: next(iter(c)))
def test_changed_rules_are_not_called_the_official_ones(change: dict[str, object]) -> None:
    rules = Rules.from_dict({**Rules().to_dict(), **change})
    assert rules_lines(rules, "official")[0] == "Official rules, changed:"  # (the lobby's box)
    assert OFFICIAL_WORDS not in rules_summary({"rules": rules.to_dict()})


def test_the_official_rules_still_say_so() -> None:
    assert rules_summary({"rules": Rules().to_dict()})[-1] == OFFICIAL_WORDS
