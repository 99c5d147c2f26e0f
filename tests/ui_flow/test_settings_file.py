"""The settings file: what a player chose comes back next time; a damaged file never stops the app."""

from __future__ import annotations

import json
from pathlib import Path

from core.rules import Rules
from unotui import settings as settings_mod


def test_choices_come_back_and_live_in_the_configured_directory(_isolated: Path) -> None:
    s = settings_mod.load()
    assert s.name == "Zoe" and s.problems == []
    s.theme, s.language, s.bots = "colorblind", "zh_CN", 5
    s.set_rules(Rules(stacking="progressive", jump_in=True, jump_in_stacks=True,
                      multi_play="same_value", false_uno_penalty=2,
                      uno_penalty_per_catcher=True, target_score=200), "chinese-party")
    path = settings_mod.save(s)
    assert path == _isolated / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["rules_preset"] == "chinese-party"
    assert data["rules_options"] == {"target_score": 200}  # only what differs from the preset
    again = settings_mod.load()
    assert (again.theme, again.language, again.bots) == ("colorblind", "zh_CN", 5)
    assert again.rules().target_score == 200 and again.rules().stacking == "progressive"


def test_a_damaged_file_gives_the_defaults_and_says_why(_isolated: Path) -> None:
    (_isolated / "settings.json").write_text("{not json", encoding="utf-8")
    s = settings_mod.load()
    assert s.name == "" and s.rules() == Rules()
    assert len(s.problems) == 1 and "damaged" in s.problems[0]


def test_bad_values_are_dropped_one_by_one(_isolated: Path) -> None:
    (_isolated / "settings.json").write_text(json.dumps({
        "name": "Ana\x1b[31m", "bots": 42, "language": "klingon", "bot_kind": "genius",
        "rules_preset": "official", "rules_options": {"hand_size": 99},
    }), encoding="utf-8")
    s = settings_mod.load()
    assert s.name == "Ana [31m"  # no terminal escapes survive
    assert s.bots == settings_mod.DEFAULT_BOTS and s.language is None and s.bot_kind == "normal"
    assert s.rules() == Rules()
    assert len(s.problems) == 4


def test_the_last_tables_rules_are_kept_apart_from_the_default_rules(_isolated: Path) -> None:
    from core.rules import preset

    s = settings_mod.load()
    assert s.table_rules() == (Rules(), "official")  # no table yet: the default rules
    s.set_table_rules(Rules.from_dict({"seven_o": True}, preset("chinese-party")), "chinese-party")
    settings_mod.save(s)
    again = settings_mod.load()
    assert again.rules() == Rules() and not again.problems
    assert again.table_rules() == (Rules.from_dict({"seven_o": True}, preset("chinese-party")),
                                   "chinese-party")
    (_isolated / "settings.json").write_text(json.dumps({
        "rules_preset": "house", "table_rules_preset": "nope", "table_rules_options": {}}),
        encoding="utf-8")
    bad = settings_mod.load()  # a broken last table: said once, the default rules instead
    assert bad.table_rules() == (preset("house"), "house") and len(bad.problems) == 1


def test_an_unwritable_directory_is_a_one_line_error(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(blocker / "sub"))
    try:
        settings_mod.save(settings_mod.Settings(name="Zoe"))
    except settings_mod.SettingsError as exc:
        assert "Could not save the settings" in str(exc) and "\n" not in str(exc)
    else:
        raise AssertionError("saving into a file's subdirectory cannot work")
