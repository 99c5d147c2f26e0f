"""Themes: data files in ``themes/`` (TOML) loaded into :class:`textual.theme.Theme`.

Each file holds the fields of ``Theme`` (``name``, ``primary``, ``background`` …) and a
``[variables]`` table; the card colours are the variables ``card-red``, ``card-yellow``,
``card-green``, ``card-blue``, ``card-wild``, ``card-text`` and ``card-wild-text``. A file that
cannot be read or has a bad value is skipped (reported by :func:`load_themes`), never fatal.
"""

from __future__ import annotations

import tomllib
from dataclasses import fields
from pathlib import Path
from typing import Any

from textual.theme import Theme

THEMES_DIR = Path(__file__).resolve().parent.parent / "themes"
DEFAULT_THEME = "classic"
NO_COLOR_THEME = "monochrome"

_FIELDS = {f.name for f in fields(Theme)}

#: Used when the themes directory is missing (e.g. an unusual install): the classic look.
FALLBACK = Theme(
    name="classic", primary="#2e7d32", secondary="#1565c0", accent="#ffb300",
    warning="#ffb300", error="#e53935", success="#43a047", foreground="#f5f5f5",
    background="#10241a", surface="#163323", panel="#1d4430", dark=True,
)


class ThemeFileError(ValueError):
    """A theme file that cannot be used; the message names the file and the problem."""


def theme_from_data(data: dict[str, Any], source: str = "theme") -> Theme:
    """Build a Theme from parsed TOML; raise :class:`ThemeFileError` on unknown or bad fields."""
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise ThemeFileError(f"{source}: unknown field {unknown[0]!r}")
    if not isinstance(data.get("name"), str) or not isinstance(data.get("primary"), str):
        raise ThemeFileError(f"{source}: 'name' and 'primary' are required strings")
    variables = data.get("variables", {})
    if not isinstance(variables, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in variables.items()
    ):
        raise ThemeFileError(f"{source}: [variables] must map names to strings")
    try:
        theme = Theme(**data)
        theme.to_color_system()  # validates every colour
    except Exception as exc:
        raise ThemeFileError(f"{source}: {exc}") from None
    return theme


def load_theme_file(path: Path) -> Theme:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ThemeFileError(f"{path.name}: {exc}") from None
    return theme_from_data(data, path.name)


def load_themes(directory: Path = THEMES_DIR) -> tuple[dict[str, Theme], list[str]]:
    """Every usable theme in ``directory`` by name, and the problems found (one line each)."""
    themes: dict[str, Theme] = {}
    problems: list[str] = []
    if directory.is_dir():
        for path in sorted(directory.glob("*.toml")):
            try:
                theme = load_theme_file(path)
            except ThemeFileError as exc:
                problems.append(str(exc))
                continue
            themes[theme.name] = theme
    themes.setdefault(FALLBACK.name, FALLBACK)
    return themes, problems
