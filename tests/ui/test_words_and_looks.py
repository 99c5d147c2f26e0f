"""Log sentences, translations, card faces and themes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from core import Draw, Play, apply, view
from core.cards import Card
from core.game import REASONS, SENTENCES
from unotui import i18n
from unotui.app import build_app, unicode_supported
from unotui.describe import describe_event, describe_log
from unotui.locales.extract import keys_of
from unotui.screens.table import ERROR_TEXT, TableScreen
from unotui.theming import ThemeFileError, load_themes, theme_from_data
from unotui.widgets.cards import card_label

ROOT = Path(__file__).resolve().parents[2]
#: The modules whose player-visible strings this catalogue covers.
UI_MODULES = [
    "unotui/app.py", "unotui/describe.py", "unotui/screens/table.py",
    "unotui/screens/round_end.py", "unotui/screens/help.py", "unotui/dialogs/choice.py",
    "unotui/widgets/cards.py", "unotui/widgets/hand.py", "unotui/widgets/log.py",
    "unotui/widgets/table_info.py", "unotui/connection.py", "unotui/flow.py",
    "unotui/dialogs/table_gone.py", "unotui/tables.py", "unotui/dialogs/history.py",
    "unotui/i18n.py",
]
NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def test_log_events_read_as_sentences_with_private_details_only_for_their_owner() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G1"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9",
            current=1)
    apply(state, 1, Play(Card.parse("R7")))
    apply(state, 2, Draw())  # Bo draws (the pile is in a known order: its top card)
    drawn = state.hands[2][-1].code
    mine = describe_log(view(state, 2)["log"], NAMES, me=2)
    theirs = describe_log(view(state, 0)["log"], NAMES, me=0)
    assert "Ana played R7" in mine and "Ana played R7" in theirs
    assert any(line == f"You drew {card_label(drawn)}" for line in mine)
    assert "Bo drew a card" in theirs
    assert not any(card_label(drawn) in line for line in theirs if "drew" in line)


def test_the_log_names_every_card_by_its_face_as_the_summary_does() -> None:
    """Found by a play-tester: one log read "Ana played Blue Draw Two" and "Cy played B6",
    while the line of what happened since your last move said "B+2". Every card in the log is
    named as its face shows it, in ASCII mode in ASCII, in Chinese alike."""
    from unotui.widgets.log import since_last_move

    names = ["Zoe", "Ana", "Bo", "Cy"]
    events = [{"seq": 1, "type": "round_start", "round": 1, "dealer": 3, "card": "YS"},
              {"seq": 2, "type": "play", "seat": 0, "card": "Y5"},
              {"seq": 3, "type": "play", "seat": 1, "card": "BD", "also": ["BD"]},
              {"seq": 4, "type": "play", "seat": 3, "card": "B6"},
              {"seq": 5, "type": "play", "seat": 2, "card": "W4", "color": "blue"},
              {"seq": 6, "type": "challenge", "seat": 0, "target": 2, "guilty": False,
               "hand": ["B5", "RS", "GR", "W"]},
              {"seq": 7, "type": "draw", "seat": 0, "count": 2, "cards": ["Y7", "W4"],
               "why": "penalty"}]
    assert describe_log(events, names, 0) == [
        "Round 1 begins, dealt by Cy. First card: Y⊘.", "You played Y5",
        "Ana played B+2, B+2", "Cy played B6", "Bo played W+4 and chose blue",
        # (the hand shown sorted as every hand is, by colour then rank: newbie59 #8)
        "You challenged Bo: no bluff. You draw 6 (Bo's hand: R⊘, G⇄, B5, W)",
        "You drew Y7, W+4"]
    assert since_last_move(events[:5], names, 0) == [
        "Ana played B+2, B+2", "Cy played B6", "Bo played W+4 and chose blue"]
    ascii_lines = describe_log(events, names, 0, ascii_only=True)
    assert all(line.isascii() for line in ascii_lines)
    assert "Round 1 begins, dealt by Cy. First card: YS." in ascii_lines
    assert "You challenged Bo: no bluff. You draw 6 (Bo's hand: RS, GR, B5, W)" in ascii_lines
    try:
        i18n.set_language("zh_CN")
        assert "Ana 出了 B+2、B+2" in describe_log(events, names, 0)  # (newbie43 #10)
    finally:
        i18n.set_language("en")


def test_describe_covers_the_engine_events() -> None:
    names = ["Zoe", "Ana"]
    cases = {
        "Ana drew 2 cards": {"type": "draw", "seat": 1, "count": 2},
        "You drew Y7, W": {"type": "draw", "seat": 0, "count": 2, "cards": ["Y7", "W"]},
        "Ana played W+4 and chose blue": {"type": "play", "seat": 1, "card": "W4",
                                          "color": "blue"},
        "You miss a turn": {"type": "skipped", "seat": 0},
        # multi-play: two Skips pass over two players; two Reverses leave the direction
        "2 turns are skipped, from Ana on": {"type": "skipped", "seat": 1, "count": 2},
        "2 Reverses: the direction stays, play goes clockwise": {
            "type": "reversed", "direction": 1, "count": 2},
        "Direction reversed: play goes counter-clockwise": {
            "type": "reversed", "direction": -1, "count": 3},
        "Ana called UNO!": {"type": "uno", "seat": 1},
        "You caught Ana without UNO: Ana draws 2": {"type": "caught", "seat": 0, "target": 1,
                                                   "penalty": 2},
        "Ana caught you without UNO: you draw 4": {"type": "caught", "seat": 1, "target": 0,
                                                  "penalty": 4},
        "You challenged Ana: no bluff. You draw 6": {"type": "challenge", "seat": 0,
                                                    "target": 1, "guilty": False},
        "Ana challenged you: a bluff, you held red! You draw 4": {
            "type": "challenge", "seat": 1, "target": 0, "guilty": True,
            "previous_color": "red"},
        # (a challenged stack: the event's penalty, the cards really drawn)
        "Ana challenged you: a bluff, you held green! You draw 6": {
            "type": "challenge", "seat": 1, "target": 0, "guilty": True,
            "previous_color": "green", "penalty": 6},
        "You challenged Ana: no bluff. You draw 8": {"type": "challenge", "seat": 0,
                                                    "target": 1, "guilty": False, "penalty": 8},
        "Ana looked at your hand": {"type": "peek", "seat": 1, "target": 0},
        "Ana wrongly tried to catch you (no penalty)": {"type": "false_catch", "seat": 1,
                                                        "target": 0, "penalty": 0},
        "You wrongly tried to catch Ana: you draw 2": {"type": "false_catch", "seat": 0,
                                                       "target": 1, "penalty": 2},
        "Every hand passed on to the next player, counter-clockwise": {
            "type": "rotate_hands", "direction": -1},
        "Ana won the round: 31 points": {"type": "round_end", "winner": 1, "points": 31},
    }
    for expected, event in cases.items():
        assert describe_event(event, names, me=0) == expected
    assert describe_event({"type": "dealer_draw"}, names, me=0) is None
    assert describe_event({"type": "something_new"}, names, me=0) is None


def test_chinese_says_house_rules_one_way() -> None:
    """"House rules" was 房规 in the help, 家规 in the settings and presets, 家庭规则 in the
    rules box: one term everywhere (家规)."""
    zh = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))
    said = {k: v for k, v in zh.items() if "house rule" in k.lower()}
    assert said and all("家规" in v for v in said.values()), said
    assert [v for v in zh.values() if "房规" in v or "家庭规则" in v] == []


def test_chinese_catalogue_covers_every_string_with_the_same_placeholders() -> None:
    """Every string the app translates, in any of its modules (not only the screens listed
    here and in tests/ui_flow/test_flow_words.py: a new module, or a key label added to a
    widget such as the tick box's "Tick", is covered too)."""
    modules = sorted({*(ROOT / m for m in UI_MODULES), *(ROOT / "unotui").rglob("*.py")})
    keys = keys_of(modules)
    keys += list(ERROR_TEXT.values()) + list(REASONS.values()) + list(SENTENCES)
    zh = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))
    missing = [k for k in keys if not zh.get(k)]
    assert missing == []
    for key in keys:
        for source, target in zip(key.split("|"), [zh[key]] * 2, strict=False):
            wanted = set(re.findall(r"\{(\w+)", source)) - {"n"}
            assert wanted <= set(re.findall(r"\{(\w+)", target)), key


def test_language_comes_from_the_flag_or_the_locale() -> None:
    assert i18n.detect_language({"LANG": "zh_CN.UTF-8"}) == "zh_CN"
    assert i18n.detect_language({"LANGUAGE": "fr:zh_TW", "LANG": "en_US.UTF-8"}) == "zh_CN"
    # a locale whose encoding is not Unicode reads English (unotui writes UTF-8): Chinese sent
    # to a GBK terminal showed as other characters (ssh41 #3); with LANG=C, as gettext does
    assert i18n.detect_language({"LANG": "zh_CN.GBK"}) == "en"
    assert i18n.detect_language({"LANGUAGE": "fr:zh_TW", "LANG": "C"}) == "en"
    assert i18n.detect_language({"LC_ALL": "zh_CN.GB18030", "LANG": "zh_CN.UTF-8"}) == "en"
    assert i18n.detect_language({"LANG": "de_DE.UTF-8"}) == "en"
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("xx")
    try:
        i18n.set_language("zh-CN")
        assert describe_event({"type": "draw", "seat": 1, "count": 3}, NAMES, 0) == "Ana 摸了 3 张牌"
        assert i18n._("Your turn: play a card (Enter) or draw (d).").startswith("轮到你")
    finally:
        i18n.set_language("en")


async def test_the_table_speaks_chinese_keys_included() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)

    app = app_on(link, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            link.feed_view(state)
            await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                           and app.screen.view is not None)
            text = await shown(pilot)
            assert "轮到你" in text and "你的手牌" in text
            assert "出牌" in text.splitlines()[-1]  # the Footer's key labels too
            assert "^p 命令面板" in text.splitlines()[-1]  # (Textual's "palette" too)
            # one colon, the full-width one (a play-tester saw "颜色:" beside "摸牌堆：")
            assert "颜色：" in text and "方向：" in text and "以来：还没有" in text
            assert re.search(r"[\u4e00-\u9fff]\s*:", text) is None, text
    finally:
        i18n.set_language("en")


def test_the_chinese_catalogue_writes_every_colon_full_width() -> None:
    """Mixed colons read as a slip ("颜色:" beside "摸牌堆："): every colon of a Chinese
    string is the full-width one, with no space after it; only an address keeps its own
    ("主机:端口", HOST:PORT, "192.168.1.20:7152")."""
    zh = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))
    for key, value in zh.items():
        for text in value if isinstance(value, list) else [value]:
            text = re.sub(r"\d:\d", "", text.replace("主机:端口", ""))  # (192.168.1.20:7152)
            assert ":" not in text, (key, text)
            assert "： " not in text, (key, text)
    assert i18n.colon("x") == "x: "
    try:
        i18n.set_language("zh_CN")
        assert i18n.colon("颜色") == "颜色："
        assert i18n.spaced("你上次出手以来：") == "你上次出手以来："
    finally:
        i18n.set_language("en")


def test_card_faces_always_carry_the_colour_letter() -> None:
    for code in ("R5", "YS", "GR", "BD"):
        for ascii_only in (False, True):
            assert card_label(code, ascii_only)[0] == code[0]
    assert card_label("W4", True) == "W+4" and card_label("RS", True).isascii()


def test_four_themes_ship_and_load() -> None:
    themes, problems = load_themes()
    assert problems == []
    assert {"classic", "high-contrast", "colorblind", "monochrome"} <= set(themes)
    for name in ("classic", "high-contrast", "colorblind", "monochrome"):
        assert {"card-red", "card-blue", "card-green", "card-yellow"} <= set(
            themes[name].variables)
    with pytest.raises(ThemeFileError, match="unknown field"):
        theme_from_data({"name": "x", "primary": "#fff", "sparkle": 1})
    with pytest.raises(ThemeFileError):
        theme_from_data({"name": "x", "primary": "not a colour"})


async def test_theme_flag_and_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    link = ScriptedLink(NAMES)

    app = app_on(link, theme="colorblind")
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.theme == "colorblind"
        app.theme = "high-contrast"  # what the command palette's theme switcher does
        await pilot.pause()
        assert app.theme_variables["card-red"] == "#ff0000"
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_on(link, lang=None)
    async with app.run_test(size=(80, 24)):
        assert app.theme == "monochrome"
        assert app.no_color


async def test_the_chosen_theme_colours_the_table_from_the_first_frame() -> None:
    """A theme chosen at start (``--theme``, the settings) is applied before the app runs,
    without Textual's theme watcher: its colours must still be the ones on screen."""
    from textual.color import Color

    link = ScriptedLink(NAMES)

    async def factory() -> ScriptedLink:
        return link

    for name in ("colorblind", "high-contrast", "classic"):
        app = build_app(link_factory=factory, theme=name, ascii_only=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            theme = app.get_theme(name)
            assert theme is not None and app.current_theme is theme
            assert app.screen.styles.background == Color.parse(str(theme.background))
            assert app.theme_variables["card-red"] == theme.variables["card-red"]
            assert app.has_class(f"-theme-{name}")


def test_unicode_fallback_detection() -> None:
    class Stream:
        def __init__(self, encoding: str) -> None:
            self.encoding = encoding

    assert unicode_supported(Stream("utf-8"), {"LANG": "en_US.UTF-8"})
    assert not unicode_supported(Stream("ascii"), {"LANG": "en_US.UTF-8"})
    assert not unicode_supported(Stream("utf-8"), {"LANG": "C"})
    assert not unicode_supported(Stream("latin-1"), {})
    # Python's own C-locale coercion (PEP 538) is not the terminal's locale
    assert not unicode_supported(Stream("utf-8"), {"LANG": "C", "LC_CTYPE": "C.UTF-8"})
    assert unicode_supported(Stream("utf-8"), {"LC_CTYPE": "C.UTF-8", "LANG": "en_GB.UTF-8"})
    assert unicode_supported(Stream("utf-8"), {})
    # the Linux console's fonts lack the game's symbols: ASCII there (ssh41 #8)
    assert not unicode_supported(Stream("utf-8"), {"TERM": "linux", "LANG": "en_US.UTF-8"})
    assert unicode_supported(Stream("utf-8"), {"TERM": "xterm-256color", "LANG": "en_US.UTF-8"})


def test_glyphs_behave_as_the_frozen_dataclass_they_replaced() -> None:
    """``Glyphs`` is written out by hand (cheaper at start-up): it must print, compare, hash
    and refuse changes as the ``@dataclass(frozen=True)`` with the same fields did."""
    import dataclasses

    from unotui.widgets.cards import ASCII, UNICODE, Glyphs

    names = Glyphs.__slots__
    reference = dataclasses.make_dataclass("Glyphs", [(n, str) for n in names], frozen=True)
    for mine in (UNICODE, ASCII):
        chars = [getattr(mine, n) for n in names]
        ref = reference(*chars)
        assert repr(mine) == repr(ref).replace(ref.__class__.__qualname__ + "(", "Glyphs(", 1)
        assert mine == Glyphs(*chars) and hash(mine) == hash(Glyphs(*chars)) == hash(ref)
        assert mine != Glyphs(*chars[:-1], "x") and mine != ref
        for change in (lambda g: setattr(g, "cursor", "x"), lambda g: delattr(g, "cursor")):
            with pytest.raises(AttributeError):
                change(mine)
            with pytest.raises(AttributeError):  # (dataclasses.FrozenInstanceError)
                change(ref)
    assert UNICODE != ASCII and len({UNICODE, ASCII, Glyphs(*[getattr(UNICODE, n)
                                                                for n in names])}) == 2
    with pytest.raises(TypeError):
        Glyphs("+")


async def test_theme_files_are_read_when_needed_and_their_problems_still_shown(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A start reads only the chosen theme's file; every theme is still offered (settings, the
    command palette) and a broken file is still reported to the player, at start when it is
    the chosen one, else when the list of themes is read."""
    from unotui import theming

    folder = tmp_path / "themes"
    folder.mkdir()
    for name in ("classic", "colorblind", "monochrome"):
        (folder / f"{name}.toml").write_text((ROOT / "themes" / f"{name}.toml").read_text(
            encoding="utf-8"), encoding="utf-8")
    (folder / "broken.toml").write_text('name = "broken"\nprimary = "not a colour"\n',
                                        encoding="utf-8")
    monkeypatch.setattr(theming, "PACKAGE_THEMES_DIR", tmp_path / "none")
    monkeypatch.setattr(theming, "REPO_THEMES_DIR", folder)
    link = ScriptedLink(NAMES)

    app = app_on(link, theme="colorblind")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == "colorblind" and app.theme_problems == []
        assert {"classic", "monochrome", "broken"} <= set(app._unread_themes)  # not read yet
        assert {"classic", "colorblind", "monochrome"} <= set(app.available_themes)
        assert "broken" not in app.available_themes
        await pilot.pause()
        assert any("broken.toml" in n.message for n in app._notifications)
        app.theme = "monochrome"
        await pilot.pause()
        assert app.current_theme.name == "monochrome"
    app = app_on(link, theme="broken", lang=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == "classic"
        assert any("broken.toml" in p for p in app.theme_problems)


def test_a_move_a_bot_made_for_an_absent_player_says_so_in_the_log() -> None:
    from unotui.describe import describe_event

    names = ["Zoe", "Ana", "Bo"]
    played = {"seq": 7, "type": "play", "seat": 0, "card": "R1"}
    assert describe_event(played, names, 0) == "You played R1"
    assert describe_event({**played, "by_bot": True}, names, 0) == \
        "You played R1 (a bot, for you)"
    assert describe_event({**played, "seat": 2, "by_bot": True}, names, 0) == \
        "Bo played R1 (a bot, for them)"
    # the turn timer's move (a play-tester read 'You drew Y5' and did not know why)
    drew = {"seq": 8, "type": "draw", "seat": 0, "count": 1, "cards": ["Y5"], "why": "turn",
            "timed_out": True}
    assert describe_event(drew, names, 0) == "You drew Y5 (time ran out)"


async def test_the_log_panel_never_opens_mid_sentence_nor_with_an_empty_row() -> None:
    """Found by a new player: at 80×24 the log's first row was "Skip.", the tail of "… First
    card: Blue Skip.". Then a play-tester: the first row was empty where such a tail had been
    left out. A line whose start scrolled off shows its start in the rows left, cut with "…"."""
    from textual.app import App

    from unotui.widgets.log import LinesView

    app: App[None] = App()
    async with app.run_test(size=(40, 10)):
        panel = LinesView()
        await app.mount(panel)
        panel.lines = ["Round 1 begins, dealt by Ana. First card: Blue Skip.", "You played B5",
                       "Ana played B7"]
        rows = [t.plain for t in panel.build_lines(20, 3)]
        assert rows == ["Round 1 begins,…", "You played B5", "Ana played B7"]
        rows = [t.plain for t in panel.build_lines(20, 4)]
        assert rows == ["Round 1 begins,", "  dealt by Ana.…", "You played B5", "Ana played B7"]
        rows = [t.plain for t in panel.build_lines(20, 6)]  # room for the whole first line
        assert rows[0].startswith("Round 1") and rows[-1] == "Ana played B7"
        assert all(row.strip() for row in rows)
        # one line taller than the panel: its start, cut (power37 #3: a one-row log at 60x20
        # read "   goes clockwise", a chat line its tail without who said it)
        panel.lines = ["Zoe: are you there? play faster please"]
        assert [t.plain for t in panel.build_lines(20, 1)] == ["Zoe: are you there?…"]
        assert [t.plain for t in panel.build_lines(20, 2)] == ["Zoe: are you there?",
                                                             "  play faster please"]


async def test_a_wrapped_log_line_continues_indented_and_the_newest_is_bold_throughout() -> None:
    """Found by a play-tester: a long line's second row started at column 1, where the next
    line starts, so one line read as two."""
    from textual.app import App

    from unotui.widgets.log import LinesView

    app: App[None] = App()
    async with app.run_test(size=(40, 10)):
        panel = LinesView()
        await app.mount(panel)
        panel.lines = ["Ana played R5",
                       "You challenged Cy: no bluff. You draw 6 (Cy's hand: B5, R3, B0)"]
        rows = panel.build_lines(30, 5)
        assert [t.plain for t in rows] == [
            "Ana played R5", "You challenged Cy: no bluff.", "  You draw 6 (Cy's hand: B5,",
            "  R3, B0)"]
        assert [bool(t.get_style_at_offset(app.console, 2).bold) for t in rows] == \
            [False, True, True, True]


def test_since_your_last_move_counts_a_bots_moves_for_you_as_news() -> None:
    """Found by a player back after a drop: "Since your last move" began after the bot's last
    move for them, and a table note left its full stop before the "; "."""
    from unotui.widgets.log import since_last_move

    names = ["Zoe", "Ana"]
    events = [{"seq": 1, "type": "round_start", "round": 1, "dealer": 1, "card": "R9"},
              {"seq": 2, "type": "play", "seat": 0, "card": "R5"},
              {"seq": 3, "type": "play", "seat": 1, "card": "R7"},
              {"type": "table_note", "text": "Zoe is away; a bot plays for Zoe until they are back."},
              {"seq": 4, "type": "play", "seat": 0, "card": "R1", "by_bot": True},
              {"seq": 5, "type": "draw", "seat": 1, "count": 1, "why": "turn"}]
    assert since_last_move(events, names, 0) == [
        "Ana played R7", "Zoe is away; a bot plays for Zoe until they are back",
        "you played R1 (a bot, for you)", "Ana drew 1"]
    # (found while naming cards by their faces: a bot's pass for you said it twice)
    passed = [*events, {"seq": 6, "type": "pass", "seat": 0, "by_bot": True}]
    assert since_last_move(passed, names, 0)[-1] == "you passed (a bot, for you)"


def test_a_death_number_says_the_sum_that_won() -> None:
    """newbie39 #12: "Ana revealed R7, B1, Y4, R9 against 3 and won the round" left the sum to
    the reader (21, a multiple of 3)."""
    from unotui.describe import describe_event

    line = describe_event({"type": "death_number", "seat": 1, "number": 3,
                           "hand": ["R7", "B1", "Y4", "R9"]}, ["Zoe", "Ana"], me=0,
                          ascii_only=True)
    assert line == ("Death number! Ana revealed R7, R9, Y4, B1, together 21, a multiple of 3, "
                    "and won the round")  # (the hand sorted, as every hand: review69 #7)


def test_names_are_listed_with_the_enumeration_comma_in_chinese() -> None:
    """newbie41 #8: "仍在查看结算：root, root 2, Cara。" listed Chinese with English commas."""
    try:
        i18n.set_language("zh_CN")
        assert i18n.listing(["root", "root 2", "Cara"]) == "root、root 2、Cara"
        drew = {"seq": 5, "type": "draw", "seat": 0, "count": 2, "wanted": 2, "why": "turn",
                "cards": ["W", "B9"]}  # (newbie42 #9: "你摸到了 W, B9")
        assert "W、B9" in (describe_event(drew, ["Zoe", "Ana"], 0, ascii_only=True) or "")
        i18n.set_language("en")
        assert "W, B9" in (describe_event(drew, ["Zoe", "Ana"], 0, ascii_only=True) or "")
        assert i18n.listing(["root", "root 2"]) == "root, root 2"
    finally:
        i18n.set_language("en")


async def test_a_pending_wild_draw_four_says_who_draws_not_plus_four_for() -> None:
    """"+4 for Bo" read like points (botplay41 #9): the pile panel says who draws, the way the
    log does, in the victim's own words when the victim is the viewer."""
    from textual.app import App

    from core.cards import Color
    from unotui.widgets.table_info import PilePanel

    state = scripted_state()
    arrange(state, {0: ["R5", "G1"], 1: ["W4", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9",
            current=1)
    apply(state, 1, Play(Card.parse("W4"), Color.GREEN))
    lines = {}
    app: App[None] = App()
    async with app.run_test(size=(80, 24)):
        for me in (2, 0):
            panel = PilePanel()
            await app.mount(panel)
            panel.update_table(view(state, me), NAMES)
            lines[me] = [t.plain for t in panel.info_lines()]
    assert "You draw 4 or challenge" in lines[2]
    assert "Bo draws 4 or challenges" in lines[0]
    # (whole at 80×24: "Pending: you draw 4 or…" was cut there, newbie44 #11)
    assert all(len(line) <= 30 for line in (*lines[0], *lines[2]) if "draw" in line), lines
