"""Translation: every player-visible string goes through :func:`_` (or :func:`ngettext`).

Catalogues are JSON files in ``unotui/locales/<lang>.json`` mapping the English source text to
its translation; a missing entry falls back to English, so adding a language never breaks a screen.
Plural forms are looked up under the key ``"<singular>|<plural>"`` whose value is either one string
(languages without plural forms, such as Chinese) or a list ``[singular, plural]``.

The language is chosen at start-up by :func:`set_language` (``--lang``), else from the
environment (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``) by :func:`detect_language`; the
settings may switch it while the app runs (the app then redraws its screens in it, see
``UnoApp.language_changed``), so key labels are translated from their English source each time
(:func:`translate_bindings`).

A label and the words after it go through :func:`colon`: Chinese uses the full-width colon
("颜色：红"), with no space after it, English ": ".
"""

from __future__ import annotations

import json
import os
import re
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

LOCALES_DIR = Path(__file__).parent / "locales"

#: Languages with a shipped catalogue, with their own names.
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文"}

_current: dict[str, Any] = {}
_lang = "en"
#: the language :func:`speaking` puts in place for the code running in its block alone (each
#: thread and task has its own): ``(code, catalogue)``, or None for the active language
_spoken: ContextVar[tuple[str, dict[str, Any]] | None] = ContextVar("unotui_spoken", default=None)


@cache
def _load(lang: str) -> dict[str, Any]:
    path = LOCALES_DIR / f"{lang}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def normalize(lang: str) -> str | None:
    """Map ``zh``, ``zh-CN``, ``zh_CN.UTF-8``, ``en_US`` … to a shipped language, else ``None``."""
    code = lang.split(".")[0].split("@")[0].replace("-", "_").strip()
    if not code:
        return None
    if code in LANGUAGES:
        return code
    low = code.lower()
    if low.startswith("zh"):
        return "zh_CN"
    if low.startswith("en") or low in ("c", "posix"):
        return "en"
    return None


def detect_language(environ: dict[str, str] | None = None) -> str:
    """The language the environment asks for, if shipped; English otherwise — also where the
    locale's encoding is not Unicode (:func:`locale_is_unicode`): unotui writes UTF-8, and
    "zh_CN.GBK" got Chinese in bytes its terminal shows as other characters (ssh41 #3), where
    English in ASCII reads right."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(var, "").split(":"):
            found = normalize(part)
            if found is not None:
                return found if found == "en" or locale_is_unicode(env) else "en"
    return "en"


def set_language(lang: str | None) -> str:
    """Switch the catalogue (``None``: detect). Unknown languages raise ``ValueError``."""
    global _current, _lang
    if lang is None:
        chosen = detect_language()
    else:
        found = normalize(lang)
        if found is None:
            raise ValueError(f"unknown language {lang!r}; available: {', '.join(LANGUAGES)}")
        chosen = found
    _lang = chosen
    _current = _load(chosen) if chosen != "en" else {}
    return chosen


def language() -> str:
    """The active language code (inside :func:`speaking`, the one spoken there)."""
    spoken = _spoken.get()
    return spoken[0] if spoken is not None else _lang


def _catalogue() -> dict[str, Any]:
    spoken = _spoken.get()
    return spoken[1] if spoken is not None else _current


@contextmanager
def speaking(lang: str | None) -> Iterator[None]:
    """Translate in ``lang`` (a shipped language or a locale name; English when it is neither)
    inside the block, for the code running in it alone: an SSH door's goodbye is put in each
    visitor's own language, while the host's app beside the door (another thread) goes on in
    its own, and may switch it meanwhile (review40 #3: a global swap did both wrong)."""
    found = normalize(lang or "") or "en"
    token = _spoken.set((found, _load(found) if found != "en" else {}))
    try:
        yield
    finally:
        _spoken.reset(token)


def _(text: str, /, **fields: Any) -> str:
    """Translate ``text`` and fill its ``{placeholders}`` from ``fields``."""
    out = _catalogue().get(text, text)
    if not isinstance(out, str):
        out = text
    return _fill(out, fields) if fields else out


#: one CJK character (Chinese is written without spaces between words)
_HAN = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"
_HAN_CHAR = re.compile(f"[{_HAN}]")


def _fill(template: str, fields: dict[str, Any]) -> str:
    """``template`` with its ``{placeholders}`` filled; a space the template puts between a
    placeholder and a Chinese character is dropped when that placeholder's value is Chinese
    itself on that side: a catalogue spaces "{who} 出了" for a name such as Ana, but "你 出了",
    "由 你 发牌" read oddly, and so does "Bo 和你 赢得了比赛"."""
    for name, value in fields.items():
        if not isinstance(value, str) or not value:
            continue
        field = f"\\{{{re.escape(name)}(?:[!:][^}}]*)?\\}}"
        # (each side on its own: "Bo 和你" ends Chinese, so no space after it — "Bo 和你 赢得
        # 了比赛" read oddly, review53 #4 —, while it starts with a Latin name, spaced)
        if _HAN_CHAR.match(value[0]):
            template = re.sub(f"(?<=[{_HAN}]) ({field})|^ ({field})",
                              lambda m: m.group(1) or m.group(2), template)
        if _HAN_CHAR.match(value[-1]):
            template = re.sub(f"({field}) (?=[{_HAN}])", lambda m: m.group(1), template)
    return template.format(**fields)


def ngettext(singular: str, plural: str, n: int, /, **fields: Any) -> str:
    """Translate a count-dependent message; ``{n}`` is always available as a placeholder."""
    entry = _catalogue().get(f"{singular}|{plural}")
    if isinstance(entry, str):
        out = entry
    elif isinstance(entry, list) and len(entry) == 2:
        out = str(entry[0] if n == 1 else entry[1])
    else:
        out = singular if n == 1 else plural
    return _fill(out, {"n": n, **fields})


def N_(text: str, /) -> str:
    """Mark ``text`` for translation without translating it yet (e.g. key binding labels,
    which are declared when a module is imported; :func:`translate_bindings` translates them)."""
    return text


def colon(label: str, /) -> str:
    """``label`` (already translated) and the active language's colon, ready for the words that
    follow: "Colour: " in English, "颜色：" in Chinese (a full-width colon takes no space)."""
    return _("{label}: ", label=label)


def terminal_locale(env: Any) -> dict[str, str | None]:
    """``LC_ALL``, ``LC_CTYPE`` and ``LANG`` of ``env`` as the terminal set them. Python
    coerces a locale that is ``C`` or not installed here to ``LC_CTYPE=C.UTF-8`` before any of
    unotui runs (PEP 538): without ``LC_ALL``, that value is not the terminal's choice, and is
    left out — an SSH visitor's ``LANG=zh_CN.GBK``, not installed on the server, read as
    Unicode, and got Chinese in UTF-8 (review41 #1)."""
    lc_all, lc_ctype, lang = env.get("LC_ALL"), env.get("LC_CTYPE"), env.get("LANG")
    if not lc_all and lc_ctype in ("C.UTF-8", "C.utf8"):
        lc_ctype = None
    return {"LC_ALL": lc_all, "LC_CTYPE": lc_ctype, "LANG": lang}


def locale_is_unicode(env: Any) -> bool:
    """Whether the locale ``env`` names (``LC_ALL``, else ``LC_CTYPE``, else ``LANG``, as the C
    library reads them) allows Unicode: one that names another encoding ("en_US.ISO-8859-1")
    or is ``C``/``POSIX`` does not; none set: it does. Python's own coercion is undone first
    (:func:`terminal_locale`). Read by the app for its terminal
    (:func:`unotui.app.unicode_supported`), for its language (:func:`detect_language`), and by
    the SSH door for the locale a visitor's client sent (:func:`unotui.ssh.session.GameSession`)."""
    chosen = terminal_locale(env)
    for key in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = chosen.get(key)
        if value:
            return "utf8" in value.lower().replace("-", "")
    return True


def script_shown(lang: str, env: Any) -> bool:
    """Can a terminal of environment ``env`` show language ``lang``'s script, as far as its
    environment tells? English always; another where the locale allows Unicode
    (:func:`locale_is_unicode`) and it is not the Linux console (``TERM=linux``), whose fonts
    hold no Chinese: every character read "??" (looks48 #1). Read by the app for its terminal
    (:func:`unotui.app.shows_language`) and by the SSH door for its own words to a visitor."""
    return lang == "en" or (locale_is_unicode(env) and env.get("TERM") != "linux")


def visible(text: str) -> str:
    """``text`` with each character a terminal would not show written as its escape
    (``\\u200f``), for quoting what a player typed in words: between quotation marks a
    right-to-left mark or a control character was invisible, and an address that looked
    right was refused (review99 #7, after repr's '…' gave way to each language's quotes)."""
    return "".join(ch if ch.isprintable() or ch == " " else ascii(ch)[1:-1] for ch in text)


def listing(items: Any, /) -> str:
    """``items`` (names, already in the active language) one after the other: "Ana, Bo" in
    English, "Ana、Bo" in Chinese, which lists with the enumeration comma (newbie41 #8)."""
    return ("、" if language().startswith("zh") else ", ").join(str(i) for i in items)


def spaced(text: str, /) -> str:
    """``text`` and the space before the words that follow it; none after a full-width mark
    ("你上次出手以来：" goes on at once)."""
    return text if text[-1:] in "：，。；！？" else text + " "


def aside(text: str, note: str, /) -> str:
    """``note`` (already translated, in brackets) after ``text``: with a space, but none before a
    full-width bracket ("你出了 R5（机器人代你）", "You played R5 (a bot, for you)")."""
    return text + note if note[:1] in "（【「" else f"{text} {note}"


def sentences(*parts: str) -> str:
    """Sentences (already translated) one after the other: a space between two, none after a
    full-width mark ("6 张。叠加规则下…": Chinese puts no space after "。"). Empty parts are
    left out."""
    out = ""
    for part in parts:
        if part:
            out = spaced(out) + part if out else part
    return out


#: the English descriptions and tooltips of each node's bindings, as declared (with
#: :func:`N_`): kept from the node's first translation, so that a later switch of language
#: translates from them again, never from another language's words
_SOURCES: weakref.WeakKeyDictionary[Any, dict[str, list[tuple[str, str | None]]]] = \
    weakref.WeakKeyDictionary()


def translate_bindings(node: Any) -> None:
    """Translate the descriptions (and tooltips) of ``node``'s key bindings, declared in English
    with :func:`N_`, into the active language in place, so the Footer shows them in it whenever
    the module was imported. Called again after a switch of language, it translates from the
    English again (back to English too)."""
    mapping = getattr(getattr(node, "_bindings", None), "key_to_bindings", None)
    if not isinstance(mapping, dict):
        return
    sources = _SOURCES.get(node)
    if sources is None:
        if not _current:  # English, never translated: the descriptions are the text shown
            return
        sources = {key: [(b.description, b.tooltip) for b in items]
                   for key, items in mapping.items()}
        _SOURCES[node] = sources
    import dataclasses

    for key, items in list(mapping.items()):
        source = sources.setdefault(key, [(b.description, b.tooltip) for b in items])
        if len(source) != len(items):  # (bindings changed since: take them as they are now)
            source = sources[key] = [(b.description, b.tooltip) for b in items]
        mapping[key] = [
            dataclasses.replace(b, description=_(words) if words else words,
                                tooltip=_(tip) if tip else tip)
            for b, (words, tip) in zip(items, source, strict=True)
        ]
