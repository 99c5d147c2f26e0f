"""RULES.md section 7: the presets, rules files (TOML, a preset as base plus changes) and their
error messages, and ``to_toml`` round-tripping through ``load_rules``."""

from __future__ import annotations

from pathlib import Path

import pytest

from core import OPTIONS, PRESETS, Rules, RulesError, load_rules, new_game, preset, to_toml


def test_official_is_the_default_with_no_house_rules() -> None:
    assert preset("official") == Rules()
    assert Rules().differences() == {}


def test_house_is_mattels_three_official_house_rules() -> None:
    assert preset("house").differences() == {"stacking": "same_type", "jump_in": True,
                                              "seven_o": True}


def test_chinese_party_is_the_source_texts_house_rules() -> None:
    assert preset("chinese-party").differences() == {
        "stacking": "progressive",
        "jump_in": True,
        "jump_in_stacks": True,
        "multi_play": "same_value",
        "false_uno_penalty": 2,
        "uno_penalty_per_catcher": True,
    }


def test_two_player_is_official_for_exactly_two() -> None:
    rules = preset("two-player")
    assert rules.players == 2 and rules.two_player_rules
    assert set(rules.differences()) <= {"players", "two_player_rules"}
    new_game(rules, 2, 1)
    with pytest.raises(RulesError, match="2"):
        new_game(rules, 3, 1)


def test_an_unknown_preset_names_the_presets() -> None:
    with pytest.raises(RulesError) as info:
        preset("casino")
    for name in PRESETS:
        assert name in str(info.value)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_load_rules_takes_a_preset_name(name: str) -> None:
    assert load_rules(name) == preset(name)


def test_a_rules_file_starts_from_a_preset_and_changes_options(tmp_path: Path) -> None:
    path = tmp_path / "table.toml"
    path.write_text('preset = "house"\nseven_o = false\nuno_penalty = 4\nscoring = "penalty"\n')
    rules = load_rules(str(path))
    assert rules == preset("house").replace(seven_o=False, uno_penalty=4, scoring="penalty")


def test_a_rules_file_may_put_its_options_under_a_rules_table(tmp_path: Path) -> None:
    path = tmp_path / "table.toml"
    path.write_text('[rules]\npreset = "chinese-party"\nmulti_play = "identical"\n')
    assert load_rules(str(path)) == preset("chinese-party").replace(multi_play="identical")


def test_an_exported_preset_with_jump_in_turned_off_loads(tmp_path: Path) -> None:
    """review74: ``unotui rules chinese-party > party.toml``, then ``jump_in = false`` — the
    file lists ``jump_in_stacks = true`` too, and loading it was refused ("needs jump_in =
    true") where the lobby's rules form turns it off with Jump-In. Turned off with it here."""
    path = tmp_path / "party.toml"
    text = to_toml(preset("chinese-party")).replace("jump_in = true", "jump_in = false")
    path.write_text(text)
    rules = load_rules(str(path))
    assert not rules.jump_in and not rules.jump_in_stacks
    assert rules.multi_play == preset("chinese-party").multi_play
    lone = tmp_path / "lone.toml"  # (one of them on, with nothing turning Jump-In on)
    lone.write_text("jump_in_stacks = true\n")
    with pytest.raises(RulesError, match="needs jump_in = true"):
        load_rules(str(lone))


def test_a_rules_file_without_a_preset_starts_from_official(tmp_path: Path) -> None:
    path = tmp_path / "table.toml"
    path.write_text("jump_in = true\n")
    assert load_rules(str(path)) == Rules(jump_in=True)


@pytest.mark.parametrize(
    ("text", "named", "allowed"),
    [
        ('stacking = "sometimes"', "stacking", ['"draw2"', '"same_type"', '"progressive"', '"any"']),
        ("uno_penalty = 3", "uno_penalty", ["2", "4"]),
        ('seven_o = "yes"', "seven_o", ["true", "false"]),
        ('teams = "quads"', "teams", ['"pairs"', '"triples"']),
        ("hand_size = 12", "hand_size", ["5..10"]),
        ("jump_in_stack = true", "jump_in_stack", ["jump_in_stacks"]),
        ('preset = "casino"', "casino", ["official", "house"]),
    ],
)
def test_a_bad_rules_file_names_the_key_and_the_allowed_values(tmp_path: Path, text: str, named: str,
                                                                allowed: list[str]) -> None:
    path = tmp_path / "table.toml"
    path.write_text(text + "\n")
    with pytest.raises(RulesError) as info:
        load_rules(str(path))
    message = str(info.value)
    assert named in message
    for value in allowed:
        assert value in message


def test_an_unreadable_or_missing_rules_file_is_a_rules_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text("stacking = \n")
    with pytest.raises(RulesError, match="cannot read"):
        load_rules(str(path))
    with pytest.raises(RulesError, match="neither"):
        load_rules(str(tmp_path / "missing.toml"))


def test_dependent_options_are_refused_without_their_base() -> None:
    with pytest.raises(RulesError, match="jump_in_stacks"):
        Rules(jump_in_stacks=True)
    with pytest.raises(RulesError, match="jump_in_colored_only"):
        Rules(jump_in_colored_only=True)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_to_toml_round_trips_every_preset_with_a_comment_per_option(name: str, tmp_path: Path) -> None:
    rules = preset(name)
    text = to_toml(rules, name)
    path = tmp_path / f"{name}.toml"
    path.write_text(text)
    assert load_rules(str(path)) == rules
    lines = text.splitlines()
    for option in OPTIONS:
        (i,) = [k for k, line in enumerate(lines) if line.startswith(f"{option} = ")]
        assert lines[i - 1].startswith("# ")
        low, high = OPTIONS[option].low, OPTIONS[option].high
        if low is not None and high is not None:  # a number's comment says its range
            assert f"{high}" in lines[i - 1] and (f"{low}" in lines[i - 1] or low == 0), option


def test_to_toml_round_trips_a_table_of_many_changes(tmp_path: Path) -> None:
    rules = Rules(scoring="elimination", teams="pairs", stacking="any", jump_in=True,
                  jump_in_colored_only=True, multi_play="identical", wild_powers=True,
                  death_number=True, judgement_day=True, misplay_penalty=2, hand_size=9,
                  target_score=250, draw_until_playable=True, force_play=True)
    path = tmp_path / "many.toml"
    path.write_text(to_toml(rules))
    assert load_rules(str(path)) == rules


def test_keys_beside_a_rules_table_are_not_silently_ignored(tmp_path: Path) -> None:
    path = tmp_path / "table.toml"
    path.write_text('bogus = 3\n[rules]\nseven_o = true\n')
    with pytest.raises(RulesError, match="bogus"):
        load_rules(str(path))


def test_a_preset_above_the_rules_table_is_the_base(tmp_path: Path) -> None:
    path = tmp_path / "table.toml"
    path.write_text('preset = "house"\n[rules]\nseven_o = false\n')
    assert load_rules(str(path)) == preset("house").replace(seven_o=False)
