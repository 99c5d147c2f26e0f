"""The menu, host setup, lobby, join and settings screens speak Simplified Chinese too."""

from __future__ import annotations

import json
import re
from pathlib import Path

from flow_kit import screen_text, wait_screen

from core.rules import OPTIONS, PRESET_HELP
from unotui.launch import make_app
from unotui.locales.extract import keys_of
from unotui.screens.host_setup import BOT_LEVELS, TITLES
from unotui.screens.join import JOIN_ERRORS
from unotui.screens.menu import MenuScreen

ROOT = Path(__file__).resolve().parents[2]
MODULES = ["unotui/screens/menu.py", "unotui/screens/host_setup.py", "unotui/screens/lobby.py",
           "unotui/screens/join.py", "unotui/screens/settings.py", "unotui/widgets/rules_form.py"]


def test_every_string_of_these_screens_has_a_chinese_translation() -> None:
    keys = keys_of(ROOT / m for m in MODULES)
    keys += [*TITLES.values(), *BOT_LEVELS.values(), *JOIN_ERRORS.values(),
             *(o.help for o in OPTIONS.values()), *PRESET_HELP.values()]
    for lang in ("en", "zh_CN"):
        catalogue = json.loads((ROOT / f"unotui/locales/{lang}.json").read_text(encoding="utf-8"))
        assert [k for k in keys if not catalogue.get(k)] == [], lang
        for key in keys:
            wanted = set(re.findall(r"\{(\w+)", key))
            said = catalogue[key]  # (a plural's two forms: a list)
            said = " ".join(said) if isinstance(said, list) else said
            assert wanted <= set(re.findall(r"\{(\w+)", said)), (lang, key)


def _zh(text: str) -> str:
    import json
    from pathlib import Path

    import unotui

    catalogue = Path(unotui.__file__).parent / "locales" / "zh_CN.json"
    return str(json.loads(catalogue.read_text(encoding="utf-8"))[text])


async def test_the_menu_in_chinese() -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="zh_CN")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, MenuScreen)
            text = screen_text(app)
            assert "与机器人对战" in text and "加入牌桌" in text and "规则与设置" in text
            # the footer too, although the screen's module was imported in English
            assert _zh("Quit") in text and "q Quit" not in text
    finally:
        from unotui.i18n import set_language

        set_language("en")
