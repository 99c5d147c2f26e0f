"""rules63: the places where the engine or its docs disagreed with the rule book (RB:
/work/shared/RULES.md) or misled a stranger, each mended or decided. Each test says the line it
rests on."""

from __future__ import annotations

import contextlib

from rules_scenario_kit import P, c

from core import Color, Play, Rules, apply, legal_actions
from core.game import Phase
from core.position import check_position, parse_position


def test_stacking_any_puts_a_draw_two_on_a_wild_draw_four_in_the_colour_it_named():
    """RB §6 stacking levels: "`any` (also +2 on +4; common online)" says nothing of the colour.
    The engine lets a Draw Two go on a four only in the colour the four named — a reading the
    docs gave in the list of levels alone, not among the numbered decisions, where a stranger
    looks for such readings (rules63 #1). It is decision 37 now, and the option's help says it."""
    from pathlib import Path

    from core.rules import OPTIONS

    s = P("W4,G1,G2/BD,GD,B5/Y3,Y4/G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(stacking="any"))
    apply(s, 0, Play(c("W4"), Color.GREEN))
    assert s.phase is Phase.CHALLENGE and s.pending == 4
    legal = legal_actions(s, 1)
    assert Play(c("GD")) in legal and Play(c("BD")) not in legal
    rules_md = (Path(__file__).resolve().parents[1] / "docs" / "RULES.md").read_text("utf-8")
    assert "37. **A Draw Two on a Wild Draw Four** (stacking `any`)" in rules_md
    assert "in the colour the four named" in OPTIONS["stacking"].help


def test_position_doc_api_block_runs_as_written():
    """docs/POSITION.md's Python block is what a stranger copies first: it imports
    parse_position, format_position, position_status and check_position, then calls
    ``is_valid(state)`` — a NameError as written (is_valid lives in core.position but the
    block's import leaves it out)."""
    import re
    from pathlib import Path

    doc = Path(__file__).resolve().parents[1] / "docs" / "POSITION.md"
    block = re.search(r"```python\n(.*?)```", doc.read_text(encoding="utf-8"), re.S).group(1)
    imported = set()
    for line in block.splitlines():
        if line.startswith("from core.position import"):
            imported |= {x.strip() for x in line.split("import", 1)[1].split(",")}
    called = set(re.findall(r"^(?:\w+ = )?(\w+)\(", block, re.M))
    assert called <= imported, f"called but not imported: {sorted(called - imported)}"


def test_simulate_help_says_what_rules_beside_a_position_do(capsys):
    """`unotui simulate --help`: "--position TEXT|@FILE  start every game from this position
    (docs/POSITION.md), or the one in FILE; its rules= preset is used unless --rules is given"
    — read by a stranger as "--rules replaces the position's preset". But --rules official
    beside a rules=house position is refused ("rules=house but other rules were passed beside
    the position", exit 2, rules45 #6's choice, as POSITION.md says for parse_position). The
    help and the behaviour must say the same thing."""
    from unotui.cli import main

    position = ("R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2"
                " rules=house")
    try:
        code = main(["simulate", "--position", position, "--rules", "official", "--rounds-only",
                     "--games", "1", "--json"])
    except SystemExit as exc:
        code = int(exc.code or 0)
    capsys.readouterr()
    with contextlib.suppress(SystemExit):
        main(["simulate", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    if code != 0:
        assert "unless --rules is given" not in help_text, (
            "help promises --rules wins over the position's rules=, but the run was refused")


def test_validator_refuses_a_catch_window_on_a_table_where_nobody_has_played():
    """POSITION.md's CATCH bit: "`catch` on another seat than `by` (the window opens on
    whoever played the top card)". Under judgement day a window may stay open unfresh (a throw
    opens one), so the fresh=1 rule that otherwise demands a `by` does not apply — and a
    window with no `by` at all (the top card turned up by the dealer: nobody has played or
    thrown this round) is accepted VALID. The engine opens a window only on a play or a throw,
    and both set `by` to the seat it opens on."""
    from core.position import PositionStatus, position_status

    s = parse_position("R5/B3,B4/Y3,Y9 R4 * R 1 + 0 play 0,0,0 catch=0 dates=1-1/2-2/3-3"
                       " rules=custom", Rules(judgement_day=True))
    assert position_status(s) & PositionStatus.CATCH


def test_position_md_says_scores_are_not_held_against_the_rounds():
    """rules63 #2: the check accepts scores no round has given yet (round 1 under way with a
    score), as it accepts cards under the top card no play put there: tests start from scores
    on purpose (some 90 of this project's positions do). POSITION.md says so now, and its own
    round-over example says which round it is (it read as round 1 with scores of three)."""
    from pathlib import Path

    from core.position import is_valid

    doc = (Path(__file__).resolve().parents[1] / "docs" / "POSITION.md").read_text("utf-8")
    assert "The scores are not\nheld against the rounds played" in doc
    assert is_valid(parse_position("R5,G1/B3,B4 R4 * R 1 + 0 play 10,0"))
    example = "R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,164,40 round=4 by=1"
    assert example in doc


def test_validator_refuses_a_top_card_by_a_seat_out_before_the_last_one_out():
    """Elimination (RB §5): a seat leaves the round by playing its last card or throwing its
    last cards (judgement day), and either puts `by` on it. So when `by` names a seat out of
    the round it is the last one out: after it nobody else can have gone out without playing.
    The check accepts seat 1's card on top — even just played, fresh=1 — while `out=1,2`
    says seat 2 went out after it. (Random play under random rules, 698,363 actions: `by` in
    `out` was always the last of `out`.)"""
    from core.position import PositionStatus, position_status

    s = parse_position("R5,G1/-/-/B3,B4 R4,R6 * R 3 + 0 play 0,0,0,0 by=1 fresh=1 out=1,2"
                       " rules=custom", Rules(scoring="elimination"))
    assert position_status(s) != PositionStatus.VALID


def test_a_one_seat_position_is_told_only_its_seat_count():
    """A stranger's first mistake: one hand, no "/" ("R5 Y3 * Y 0 + 0 play 0"). The check says
    "the seats do not fit (… a table has 2 to 10 players)" — and then "the seats out of the
    round or the match do not fit the table", about seats out of the round, which this table
    has none of (OUT's "fewer than two seats in it", a consequence of the one seat). The
    second sentence sends the reader looking for out=/elim= that are not there."""
    import pytest

    from core.position import InvalidPosition

    with pytest.raises(InvalidPosition) as info:
        check_position(parse_position("R5 Y3 * Y 0 + 0 play 0"))
    assert "2 to 10 players" in str(info.value)
    assert "out of the round" not in str(info.value)
