"""Themes: data files in ``themes/`` (TOML) loaded into :class:`textual.theme.Theme`.

Each file holds the fields of ``Theme`` (``name``, ``primary``, ``background`` …) and a
``[variables]`` table; the card colours are the variables ``card-red``, ``card-yellow``,
``card-green``, ``card-blue``, ``card-wild``, ``card-text`` and ``card-wild-text``. A file that
cannot be read or has a bad value is skipped (reported by :func:`load_themes`), never fatal.

Where the files are (:func:`themes_dir`): an installed wheel carries ``themes/`` inside the package
as ``unotui/themes`` (mapped in ``pyproject.toml``), next to this module; a checkout or an
editable install (``run.py``) reads the repository's top-level ``themes/``. (A plain path, not
:mod:`importlib.resources`, whose import costs a start-up of the app ~10 ms: the package is
always installed unpacked.)

Parsed files are cached like bytecode (:func:`load_theme_file`): the TOML a theme file held is
kept as JSON in ``themes.json`` in :func:`cache_dir`, keyed by the file's path, size and
``mtime_ns``, so a start does not import :mod:`tomllib` (its import compiles regular
expressions) nor parse the file again. A file edited since is parsed again and the cache
rewritten; a missing, unreadable or malformed cache is ignored; a file that fails to parse is
never cached, so its problem is reported exactly as without the cache. The colours are checked
(:func:`theme_from_data`) on every load, cached or not.
"""

from __future__ import annotations

import os
from dataclasses import fields
from pathlib import Path
from typing import Any

from textual.theme import Theme

from .jsonfile import Damaged, read_json
from .settings import write_json

#: the themes folder inside the installed package (a wheel install)
PACKAGE_THEMES_DIR = Path(__file__).resolve().parent / "themes"
#: the repository's themes folder (a checkout, an editable install)
REPO_THEMES_DIR = Path(__file__).resolve().parent.parent / "themes"
DEFAULT_THEME = "classic"
NO_COLOR_THEME = "monochrome"

_FIELDS = {f.name for f in fields(Theme)}

#: Used when the themes directory is missing (e.g. an unusual install): the classic look.
FALLBACK = Theme(
    name="classic", primary="#2e7d32", secondary="#1565c0", accent="#ffb300",
    warning="#ffb300", error="#e53935", success="#43a047", foreground="#f5f5f5",
    background="#10241a", surface="#163323", panel="#1d4430", dark=True,
)


def installed_themes_dir() -> Path | None:
    """The ``themes`` folder shipped inside the installed ``unotui`` package (a wheel install),
    or ``None`` when the package carries none (a checkout, an editable install)."""
    where = PACKAGE_THEMES_DIR
    return where if where.is_dir() else None


def themes_dir() -> Path:
    """Where the theme files are: the installed package's, else the repository's ``themes/``.
    When neither exists the repository path is returned (and only the built-in classic loads)."""
    return installed_themes_dir() or REPO_THEMES_DIR


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


#: overrides :func:`cache_dir` (the tests point it at a temporary directory)
CACHE_ENV_VAR = "UNOTUI_CACHE_DIR"
CACHE_FILE = "themes.json"
_CACHE_VERSION = 1


def cache_dir() -> Path:
    """Where parsed themes are cached: ``$UNOTUI_CACHE_DIR`` when set, else the user's cache
    directory from platformdirs (``~/.cache/unotui`` on Linux)."""
    override = os.environ.get(CACHE_ENV_VAR, "").strip()
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir("unotui", appauthor=False))


#: the cache file's entries as read this run: {cache file: {theme path: [size, mtime_ns, data]}}
_cache: dict[str, dict[str, Any]] = {}


def _cache_entries(where: Path) -> dict[str, Any]:
    key = str(where)
    if key not in _cache:
        entries: dict[str, Any] = {}
        try:
            raw = read_json(where)
            if isinstance(raw, dict) and raw.get("version") == _CACHE_VERSION \
                    and isinstance(raw.get("themes"), dict):
                entries = raw["themes"]
        except (OSError, Damaged):
            pass
        _cache[key] = entries
    return _cache[key]


def _cached_data(path: Path, size: int, mtime_ns: int) -> dict[str, Any] | None:
    """The parsed TOML of ``path`` from the cache if it was cached at this size and time."""
    try:
        entry = _cache_entries(cache_dir() / CACHE_FILE).get(str(path))
    except OSError:
        return None
    if (isinstance(entry, list) and len(entry) == 3 and entry[0] == size
            and entry[1] == mtime_ns and isinstance(entry[2], dict)):
        return entry[2]
    return None


def _store_data(path: Path, size: int, mtime_ns: int, data: dict[str, Any]) -> None:
    """Keep ``data`` in the cache for ``path`` (atomically: temporary file + rename); a cache
    that cannot be written is simply not written."""
    try:
        where = cache_dir() / CACHE_FILE
        entries = _cache_entries(where)
        entries[str(path)] = [size, mtime_ns, data]
        write_json(where, {"version": _CACHE_VERSION, "themes": entries})
    except (OSError, TypeError, ValueError):
        pass  # e.g. a TOML date (not JSON): parsed again next time


def load_theme_file(path: Path) -> Theme:
    """The theme in the TOML file ``path``; raise :class:`ThemeFileError` naming the file and
    the problem. The parsed TOML comes from the cache (see the module docstring) when the file
    has the size and ``mtime_ns`` it was cached with."""
    try:
        stat = path.stat()
        data = _cached_data(path, stat.st_size, stat.st_mtime_ns)
        if data is None:
            import tomllib

            try:
                data = tomllib.loads(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
                raise ThemeFileError(f"{path.name}: {exc}") from None
            _store_data(path, stat.st_size, stat.st_mtime_ns, data)
    except OSError as exc:
        raise ThemeFileError(f"{path.name}: {exc}") from None
    return theme_from_data(data, path.name)


def theme_files(directory: Path | None = None) -> dict[str, Path]:
    """The theme files in ``directory`` (default: :func:`themes_dir`) by name, a theme's name
    being its file's stem (as the command line lists them), in name order; none when the
    folder is missing or unreadable. Nothing is parsed."""
    if directory is None:
        directory = themes_dir()
    try:
        return {p.stem: p for p in sorted(directory.glob("*.toml"))} if directory.is_dir() else {}
    except OSError:
        return {}


_loaded: dict[tuple[Any, ...], tuple[dict[str, Theme], list[str]]] = {}


def load_themes(directory: Path | None = None) -> tuple[dict[str, Theme], list[str]]:
    """Every usable theme in ``directory`` (default: :func:`themes_dir`) by name, and the
    problems found (one line each).

    The files are parsed once per start (``unotui play`` checks ``--theme`` before the app
    registers the themes); a file changed, added or removed since is read again."""
    if directory is None:
        directory = themes_dir()
    files: tuple[tuple[str, int, int], ...] | None
    try:
        files = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size)
                      for p in sorted(directory.glob("*.toml"))) if directory.is_dir() else ()
    except OSError:
        files = None
    key = (str(directory), files)
    if files is not None and key in _loaded:
        themes, problems = _loaded[key]
        return dict(themes), list(problems)
    themes, problems = _read_themes(directory)
    if files is not None:
        _loaded[key] = (dict(themes), list(problems))
    return themes, problems


def _read_themes(directory: Path) -> tuple[dict[str, Theme], list[str]]:
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
