"""The player's settings, kept between runs: name, theme, language, the default rules, the last
table and its rules.

Contract
--------
* Stored as one JSON file, ``settings.json``, in :func:`config_dir`: ``$UNOTUI_CONFIG_DIR`` when
  set (the tests point it at a temporary directory), else the user's config directory from
  platformdirs (``~/.config/unotui`` on Linux).
* :func:`load` never fails: a missing file gives the defaults; an unreadable file, or a value of
  the wrong type or outside what the game knows (an unknown theme is kept — themes are files — but
  an invalid rules option is not), is replaced by its default and the problem is reported in
  :attr:`Settings.problems` as one line for the player.
* :func:`save` writes atomically (temporary file + rename) and raises :class:`SettingsError`
  with a one-line reason when the directory cannot be written.
* The rules are stored as their preset name plus the options that differ from that preset, so a
  file written today keeps meaning the same thing when defaults are added later.
* Two sets of rules are kept apart: the *default rules* (``rules_preset`` + ``rules_options``,
  chosen on the settings screen: games against bots, and a new table until one is opened with
  other rules) and the *last table's rules* (``table_rules_preset`` + ``table_rules_options``,
  what the host setup form opened a table with last: the next table starts from them, from the
  form or from ``unotui host`` without ``--rules``; a table opened by ``unotui host`` itself is
  not remembered). Opening a table never changes the default rules. The bots are kept apart the
  same way: ``bots`` and ``bot_kind`` for games against bots, ``table_bot_levels`` (one level
  per bot) and ``table_think`` (and ``table_turn_timer``) for the next table, which also
  listens where the last one did (``table_bind``, ``table_port``).
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.record import Record

from .jsonfile import Damaged, read_json

ENV_VAR = "UNOTUI_CONFIG_DIR"
FILE_NAME = "settings.json"
MAX_NAME = 24  #: longest player name kept (the host cuts longer ones too)
DEFAULT_BOTS = 3
BOT_KINDS = ("easy", "normal", "hard")  #: the bot levels (net.botpool.LEVELS)
#: Levels saved by older versions, read as today's nearest level.
OLD_BOT_KINDS = {"basic": "normal", "random": "easy"}
MAX_TABLE_BOTS = 9  #: most bots the host setup form opens a table with (its ``MAX_BOTS``)
MAX_THINK = 10.0  #: longest thinking time a table takes (net.botpool.MAX_THINK; not imported:
# the settings load at every start of the app, before anything of net is needed)
#: the longest turn timer kept for the next table, in seconds (the form offers 15, 30, 60)
MAX_TURN_TIMER = 3600.0
#: how your hand is laid out: by colour then rank, or in the order the cards came
HAND_ORDERS = ("sorted", "dealt")


class SettingsError(OSError):
    """The settings could not be written; the message says why in one line."""


def default_name() -> str:
    """The login name, as a first guess for the player's name."""
    import getpass

    try:
        name = getpass.getuser()
    except Exception:
        name = ""
    return clean_name(name) or "Player"


def clean_name(text: str) -> str:
    """A name fit for the table: printable characters, single spaces, at most :data:`MAX_NAME`."""
    kept = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(kept.split())[:MAX_NAME].strip()


class Settings(Record):
    """What the player chose. ``rules_preset`` + ``rules_options`` are the default rules;
    ``table_rules_preset`` + ``table_rules_options`` the last table's (``None``: none opened yet).

    Written out on :class:`core.record.Record` (a start of the app does not build it as a
    dataclass): it behaves as the mutable dataclass it was — keyword or positional
    construction, a fresh dict and list for omitted ``rules_options`` and ``problems``, a
    ``repr`` of every field, unhashable — and ``==`` leaves ``problems`` out."""

    __match_args__ = ("name", "theme", "language", "rules_preset", "rules_options", "bots",
                      "bot_kind", "table_name", "seats", "hand_order", "table_rules_preset",
                      "table_rules_options", "table_bot_levels", "table_think",
                      "table_turn_timer", "table_bind", "table_port", "problems")

    def __init__(self, name: str = "", theme: str = "classic", language: str | None = None,
                 rules_preset: str = "official", rules_options: dict[str, Any] | None = None,
                 bots: int = DEFAULT_BOTS, bot_kind: str = "normal", table_name: str = "",
                 seats: int = 4, hand_order: str = "sorted",
                 table_rules_preset: str | None = None,
                 table_rules_options: dict[str, Any] | None = None,
                 table_bot_levels: list[str] | None = None, table_think: float | None = None,
                 table_turn_timer: float | None = None, table_bind: str | None = None,
                 table_port: int | None = None,
                 problems: list[str] | None = None) -> None:
        self.name = name
        self.theme = theme
        self.language = language  #: None: from the environment's locale
        self.rules_preset = rules_preset
        self.rules_options: dict[str, Any] = {} if rules_options is None else rules_options
        self.bots = bots  #: bots for "Play against bots"
        self.bot_kind = bot_kind  #: the bots' level for "Play against bots" (and a first table)
        self.table_name = table_name  #: last hosted table's name ("" means "<name>'s table")
        self.seats = seats
        self.hand_order = hand_order  #: one of :data:`HAND_ORDERS`
        #: the rules the host setup form last opened a table with (None: the default rules)
        self.table_rules_preset = table_rules_preset
        self.table_rules_options: dict[str, Any] = {} if table_rules_options is None \
            else table_rules_options
        #: the level of each bot the host setup form last opened a table with (one per bot;
        #: empty: no table opened yet) — games against bots keep :attr:`bot_kind`
        self.table_bot_levels: list[str] = [] if table_bot_levels is None else table_bot_levels
        self.table_think = table_think  #: that table's thinking time (None: the default)
        #: that table's turn timer in seconds (None: none), review33 #11
        self.table_turn_timer = table_turn_timer
        #: the address the last table listened on (an IP address; None: every network) and its
        #: port (None: the default), review37 #11 — "this computer only" was forgotten
        self.table_bind = table_bind
        self.table_port = table_port
        self.problems: list[str] = [] if problems is None else problems

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values()[:-1] == other._values()[:-1]  # type: ignore[attr-defined]

    @property
    def player_name(self) -> str:
        """The name to sit down with (the login name until the player sets one)."""
        return self.name or default_name()

    def rules(self) -> Any:
        """The default rules as a :class:`core.rules.Rules` (official when they no longer load)."""
        from core.rules import Rules, RulesError, preset

        try:
            return Rules.from_dict(self.rules_options, preset(self.rules_preset))
        except (RulesError, TypeError):
            return Rules()

    def set_rules(self, rules: Any, preset_name: str = "official") -> None:
        """Remember ``rules`` as ``preset_name`` plus what differs from it."""
        from core.rules import PRESETS, preset

        if preset_name not in PRESETS:
            preset_name = "official"
        self.rules_preset = preset_name
        self.rules_options = rules.differences(preset(preset_name))

    def table_rules(self) -> tuple[Any, str]:
        """The rules (and preset) a new table starts from: the last table's, else the default
        rules."""
        from core.rules import Rules, RulesError, preset

        if self.table_rules_preset is not None:
            try:
                return (Rules.from_dict(self.table_rules_options, preset(self.table_rules_preset)),
                        self.table_rules_preset)
            except (RulesError, TypeError):
                pass
        return self.rules(), self.rules_preset

    def set_table_rules(self, rules: Any, preset_name: str = "official") -> None:
        """Remember ``rules`` (as ``preset_name`` plus what differs) as the last table's; the
        default rules stay as they are."""
        from core.rules import PRESETS, preset

        if preset_name not in PRESETS:
            preset_name = "official"
        self.table_rules_preset = preset_name
        self.table_rules_options = rules.differences(preset(preset_name))

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "theme": self.theme, "language": self.language,
            "rules_preset": self.rules_preset, "rules_options": dict(self.rules_options),
            "bots": self.bots, "bot_kind": self.bot_kind, "table_name": self.table_name,
            "seats": self.seats, "hand_order": self.hand_order,
            "table_rules_preset": self.table_rules_preset,
            "table_rules_options": dict(self.table_rules_options),
            "table_bot_levels": list(self.table_bot_levels), "table_think": self.table_think,
            "table_turn_timer": self.table_turn_timer,
            "table_bind": self.table_bind, "table_port": self.table_port,
        }


def config_dir() -> Path:
    """Where the settings live (see the module docstring)."""
    override = os.environ.get(ENV_VAR, "").strip()
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("unotui", appauthor=False))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def load(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults (see the module docstring: never raises)."""
    path = path or settings_path()
    settings = Settings()
    try:
        data = read_json(path)
    except FileNotFoundError:
        return settings
    except OSError as exc:
        settings.problems.append(f"Could not read the settings ({path}): {exc}")
        return settings
    except Damaged:  # (not UTF-8, not JSON, nested too deeply, too large: harden41 #3)
        settings.problems.append(f"The settings file {path} is damaged; using the defaults.")
        return settings
    if not isinstance(data, dict):
        settings.problems.append(f"The settings file {path} is damaged; using the defaults.")
        return settings
    _take(settings, data)
    return settings


def _take(s: Settings, data: dict[str, Any]) -> None:
    def bad(key: str) -> None:
        s.problems.append(f"Ignored the setting {key!r}: it has an invalid value.")

    for key in ("name", "theme", "table_name"):
        if key in data:
            value = data[key]
            if isinstance(value, str):
                setattr(s, key, clean_name(value) if key != "theme" else value.strip() or s.theme)
            else:
                bad(key)
    if "language" in data:
        lang = data["language"]
        from .i18n import normalize

        if lang is None or (isinstance(lang, str) and normalize(lang) is not None):
            s.language = None if lang is None else normalize(lang)
        else:
            bad("language")
    for key, low, high in (("bots", 1, 9), ("seats", 2, 10)):
        if key in data:
            value = data[key]
            if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
                setattr(s, key, value)
            else:
                bad(key)
    if "bot_kind" in data:
        kind = bot_level(data["bot_kind"])
        if kind is None:
            bad("bot_kind")
        else:
            s.bot_kind = kind
    if "table_bot_levels" in data:
        levels = data["table_bot_levels"]
        kinds = [bot_level(k) for k in levels] if isinstance(levels, list) else [None]
        if len(kinds) <= MAX_TABLE_BOTS and all(k is not None for k in kinds):
            s.table_bot_levels = [str(k) for k in kinds]
        else:
            bad("table_bot_levels")
    if data.get("table_think") is not None:
        think = data["table_think"]
        if isinstance(think, int | float) and not isinstance(think, bool) \
                and 0 <= think <= MAX_THINK:
            s.table_think = float(think)
        else:
            bad("table_think")
    if data.get("table_turn_timer") is not None:
        timer = data["table_turn_timer"]
        if isinstance(timer, int | float) and not isinstance(timer, bool) \
                and 0 < timer <= MAX_TURN_TIMER:
            s.table_turn_timer = float(timer)
        else:
            bad("table_turn_timer")
    if data.get("table_bind") is not None:
        import ipaddress

        bind = data["table_bind"]
        try:
            s.table_bind = str(ipaddress.ip_address(bind)) if isinstance(bind, str) else None
        except ValueError:
            s.table_bind = None
        if s.table_bind is None:
            bad("table_bind")
    if data.get("table_port") is not None:
        port = data["table_port"]
        if isinstance(port, int) and not isinstance(port, bool) and 0 <= port <= 65535:
            s.table_port = port
        else:
            bad("table_port")
    if "hand_order" in data:
        if data["hand_order"] in HAND_ORDERS:
            s.hand_order = data["hand_order"]
        else:
            bad("hand_order")
    rules = _rules_in(data, "rules_preset", "rules_options", "official")
    if rules is None:
        bad("rules")
    else:
        s.rules_preset, s.rules_options = rules
    if data.get("table_rules_preset") is not None:
        table_rules = _rules_in(data, "table_rules_preset", "table_rules_options", None)
        if table_rules is None:
            bad("table_rules")
        else:
            s.table_rules_preset, s.table_rules_options = table_rules


def bot_level(kind: Any) -> str | None:
    """A saved bot level as the game names it now (old names mapped), or ``None``."""
    if isinstance(kind, str) and kind in OLD_BOT_KINDS:
        return OLD_BOT_KINDS[kind]
    return kind if isinstance(kind, str) and kind in BOT_KINDS else None


def _rules_in(data: dict[str, Any], preset_key: str, options_key: str,
              default: str | None) -> tuple[str, dict[str, Any]] | None:
    """The rules stored under ``preset_key`` + ``options_key`` (a missing preset is
    ``default``); ``None`` when they are not rules the game knows."""
    from core.rules import PRESETS, Rules, RulesError, preset

    preset_name = data.get(preset_key, default)
    options = data.get(options_key, {})
    if not isinstance(preset_name, str) or preset_name not in PRESETS or not isinstance(options, dict):
        return None
    try:
        Rules.from_dict(options, preset(preset_name))
    except (RulesError, TypeError):
        return None
    return preset_name, dict(options)


def write_json(path: Path, data: Any, indent: int | None = None) -> None:
    """Write ``data`` to ``path`` as JSON, whole or not at all: into a temporary file beside it,
    then renamed over it (so a crash never leaves half a file), making the folder if needed.
    Raises ``OSError``, or ``TypeError``/``ValueError`` for data JSON cannot hold (nothing is
    written then). Never blocks: the rename replaces whatever ``path`` was, a FIFO too, without
    opening it, and the temporary file is opened without waiting (cli50 #6); it is removed
    again when the write fails."""
    text = json.dumps(data, ensure_ascii=False, indent=indent) + ("\n" if indent else "")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NONBLOCK", 0)
    try:
        with os.fdopen(os.open(tmp, flags, 0o666), "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def save(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings``; return the file. Raises :class:`SettingsError` (one line)."""
    path = path or settings_path()
    try:
        write_json(path, settings.to_json(), indent=2)
    except OSError as exc:
        raise SettingsError(f"Could not save the settings to {path}: "
                            f"{exc.strerror or exc}") from None
    return path


def update(change: Callable[[Settings], None], path: Path | None = None) -> Settings:
    """Apply ``change`` to the settings as they are on disk now and save them; return them.

    For a screen that owns a few settings (the host form's table, the command palette's
    theme): loaded afresh, not the copy it read when it opened, so that what another screen
    saved meanwhile is kept (newbie66 #5). Raises :class:`SettingsError` (one line) when they
    cannot be saved."""
    fresh = load(path)
    change(fresh)
    save(fresh, path)
    return fresh
