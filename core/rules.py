"""The rules configuration: every option of the rule book, named, documented and validated.

A :class:`Rules` value is immutable. Build one from a preset (:func:`preset`), from a plain mapping
(:meth:`Rules.from_dict`, e.g. a parsed TOML file) or with :meth:`Rules.replace`. Every value is
checked in ``__post_init__``; an unknown key, a value outside its allowed set, or an option the
engine does not implement yet raises :class:`RulesError` naming the key and what is allowed — an
option is never silently ignored.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from .record import FrozenRecord

#: players to a team, by the ``teams`` option (``off``: each plays alone)
TEAM_SIZE: dict[str, int] = {"off": 1, "pairs": 2, "triples": 3}


class RulesError(ValueError):
    """An invalid or unsupported rules configuration. The message names the key; ``clash``
    names the options that cannot go together when that is the trouble (a form says it in its
    own words from them, never by reading the message)."""

    def __init__(self, message: str, clash: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.clash = clash


class Option(FrozenRecord):
    """Metadata of one rules option: its one-line explanation and allowed values.

    Immutable, compared and hashed by value, as the frozen dataclass it was (written out: a
    start of the app does not build it as a dataclass)."""

    __match_args__ = ("help", "choices", "low", "high")
    help: str
    choices: tuple[Any, ...] | None
    low: int | None
    high: int | None

    def __init__(self, help: str, choices: tuple[Any, ...] | None = None, low: int | None = None,
                 high: int | None = None) -> None:
        set_ = object.__setattr__
        set_(self, "help", help)
        set_(self, "choices", choices)
        set_(self, "low", low)
        set_(self, "high", high)



OPTIONS: Final[dict[str, Option]] = {
    "hand_size": Option("Cards dealt to each player, 5 to 10.", low=5, high=10),
    "scoring": Option(
        "How a match is scored: standard (winner takes the points left in other hands), "
        "penalty, elimination, challenge (Challenge UNO) or single (one round).",
        ("standard", "penalty", "elimination", "challenge", "single"),
    ),
    "target_score": Option("Points that end the match, 50 to 10000 (not used by elimination "
                           "or a single round).", low=50, high=10000),
    "teams": Option("Partners seated opposite: off, pairs or triples.", ("off", "pairs", "triples")),
    "players": Option("Players a match needs: exactly this many, 2 to 10 (a match starts only "
                      "then); 0: any number from 2 to 10. Not 1.", low=0, high=10),
    "first_dealer_symbols": Option(
        "When drawing for dealer, a card with a symbol counts as zero (zero) or cannot win (redraw).",
        ("zero", "redraw"),
    ),
    "reverse_start": Option(
        "A Reverse turned up first: the dealer plays first (dealer, 2008 sheet) or the player on "
        "the dealer's other side does (other_side, 2001 sheet).",
        ("dealer", "other_side"),
    ),
    "two_player_rules": Option(
        "With two players, a Reverse acts like a Skip (off: it only flips the direction).", (True, False)
    ),
    "wd4_challenge": Option(
        "Wild Draw Four may be played as a bluff and challenged by its victim (not with Wild Draw "
        "Four anytime: no bluff exists then).", (True, False)
    ),
    "wd4_anytime": Option(
        "Wild Draw Four may be played at any time, no restriction and no challenge.", (True, False)
    ),
    "draw_when_playable": Option(
        "You may draw even when you hold a playable card (then only the drawn card may be played).",
        (True, False),
    ),
    "draw_until_playable": Option("Keep drawing until a playable card comes.", (True, False)),
    "force_play": Option("A playable drawn card must be played.", (True, False)),
    "uno_penalty": Option("Cards drawn when caught not calling UNO.", (2, 4)),
    "false_uno_penalty": Option("Cards drawn for calling UNO when the play will not leave one card "
                                "(or, under multi_play, cards all playable together).", (0, 2)),
    "false_catch_penalty": Option("Cards drawn for a wrong catch.", (0, 2)),
    "uno_penalty_per_catcher": Option("Every catcher adds the UNO penalty again.", (True, False)),
    "stacking": Option(
        "Pass a draw penalty on by playing a draw card: off, draw2, same_type, progressive, any "
        "(any: a Draw Two on a Wild Draw Four too, in the colour the four named).",
        ("off", "draw2", "same_type", "progressive", "any"),
    ),
    "jump_in": Option("Play an identical card out of turn.", (True, False)),
    "jump_in_stacks": Option("Jumped-in draw cards add up instead of cancelling.", (True, False)),
    "jump_in_colored_only": Option("Only coloured cards may be jumped in.", (True, False)),
    "multi_play": Option(
        "Play several cards at once: off, identical, same_value.", ("off", "identical", "same_value")
    ),
    "seven_o": Option("A 7 swaps hands with a chosen player; a 0 passes all hands on.", (True, False)),
    "wild_powers": Option("Besides naming the colour, a Wild may peek at a hand or swap 3 cards.",
                          (True, False)),
    "death_number": Option(
        "Win at once when your all-number hand sums to a played number or a multiple of it.",
        (True, False)),
    "judgement_day": Option("Throw out cards spelling another player's date.", (True, False)),
    "misplay_penalty": Option("Cards drawn for attempting an illegal play.", (0, 2)),
}

#: Values the engine implements for each option (None: all). Anything else is refused clearly.
IMPLEMENTED: Final[dict[str, tuple[Any, ...] | None]] = {}

#: the options that need ``jump_in`` on (a :class:`Rules` with one of them and not it is refused)
JUMP_IN_NEEDS: Final = ("jump_in_stacks", "jump_in_colored_only")


class Rules(FrozenRecord):
    """One table's rules. Defaults are the official Mattel rules (RULES.md sections 1–5).

    Written out by hand (a start of the app does not build it as a dataclass), it behaves as the
    frozen dataclass it was: keyword or positional construction, every value checked, ``repr``,
    ``==`` and ``hash`` by value, assigning or deleting an attribute raises
    :class:`dataclasses.FrozenInstanceError`, copying and pickling work; :meth:`replace` stands
    for :func:`dataclasses.replace`."""

    __match_args__ = ("hand_size", "scoring", "target_score", "teams", "players",
                      "first_dealer_symbols", "reverse_start", "two_player_rules", "wd4_challenge",
                      "wd4_anytime", "draw_when_playable", "draw_until_playable", "force_play",
                      "uno_penalty", "false_uno_penalty", "false_catch_penalty",
                      "uno_penalty_per_catcher", "stacking", "jump_in", "jump_in_stacks",
                      "jump_in_colored_only", "multi_play", "seven_o", "wild_powers",
                      "death_number", "judgement_day", "misplay_penalty")
    hand_size: int
    scoring: str
    target_score: int
    teams: str
    players: int
    first_dealer_symbols: str
    reverse_start: str
    two_player_rules: bool
    wd4_challenge: bool
    wd4_anytime: bool
    draw_when_playable: bool
    draw_until_playable: bool
    force_play: bool
    uno_penalty: int
    false_uno_penalty: int
    false_catch_penalty: int
    uno_penalty_per_catcher: bool
    stacking: str
    jump_in: bool
    jump_in_stacks: bool
    jump_in_colored_only: bool
    multi_play: str
    seven_o: bool
    wild_powers: bool
    death_number: bool
    judgement_day: bool
    misplay_penalty: int

    def __init__(self, hand_size: int = 7,
                 scoring: str = "standard", target_score: int = 500, teams: str = "off",
                 players: int = 0, first_dealer_symbols: str = "zero",
                 reverse_start: str = "dealer", two_player_rules: bool = True,
                 wd4_challenge: bool = True, wd4_anytime: bool = False,
                 draw_when_playable: bool = True, draw_until_playable: bool = False,
                 force_play: bool = False, uno_penalty: int = 2, false_uno_penalty: int = 0,
                 false_catch_penalty: int = 0, uno_penalty_per_catcher: bool = False,
                 stacking: str = "off", jump_in: bool = False, jump_in_stacks: bool = False,
                 jump_in_colored_only: bool = False, multi_play: str = "off",
                 seven_o: bool = False, wild_powers: bool = False, death_number: bool = False,
                 judgement_day: bool = False, misplay_penalty: int = 0) -> None:
        set_ = object.__setattr__
        set_(self, "hand_size", hand_size)
        set_(self, "scoring", scoring)
        set_(self, "target_score", target_score)
        set_(self, "teams", teams)
        set_(self, "players", players)
        set_(self, "first_dealer_symbols", first_dealer_symbols)
        set_(self, "reverse_start", reverse_start)
        set_(self, "two_player_rules", two_player_rules)
        set_(self, "wd4_challenge", wd4_challenge)
        set_(self, "wd4_anytime", wd4_anytime)
        set_(self, "draw_when_playable", draw_when_playable)
        set_(self, "draw_until_playable", draw_until_playable)
        set_(self, "force_play", force_play)
        set_(self, "uno_penalty", uno_penalty)
        set_(self, "false_uno_penalty", false_uno_penalty)
        set_(self, "false_catch_penalty", false_catch_penalty)
        set_(self, "uno_penalty_per_catcher", uno_penalty_per_catcher)
        set_(self, "stacking", stacking)
        set_(self, "jump_in", jump_in)
        set_(self, "jump_in_stacks", jump_in_stacks)
        set_(self, "jump_in_colored_only", jump_in_colored_only)
        set_(self, "multi_play", multi_play)
        set_(self, "seven_o", seven_o)
        set_(self, "wild_powers", wild_powers)
        set_(self, "death_number", death_number)
        set_(self, "judgement_day", judgement_day)
        set_(self, "misplay_penalty", misplay_penalty)
        self.__post_init__()

    def __post_init__(self) -> None:
        for name in self.__match_args__:
            _check(name, getattr(self, name))
        for dependent in JUMP_IN_NEEDS:
            if getattr(self, dependent) and not self.jump_in:
                raise RulesError(f"rules option {dependent!r} needs jump_in = true",
                                 (dependent, "jump_in"))
        if self.teams != "off" and self.scoring == "challenge":
            raise RulesError("rules option 'teams' cannot be combined with scoring = \"challenge\"",
                             ("teams", "scoring"))
        size = TEAM_SIZE.get(self.teams, 1)
        if size > 1 and self.players and (self.players % size or self.players < 2 * size):
            # (no table could seat them: one that tried never dealt, review29 #4)
            raise RulesError(f"rules option 'players' = {self.players} cannot seat teams = "
                             f"\"{self.teams}\": a multiple of {size}, at least {2 * size}",
                             ("players", "teams"))

    @property
    def wd4_bluff_possible(self) -> bool:
        """True when a Wild Draw Four may be played against the colour rule and challenged."""
        return self.wd4_challenge and not self.wd4_anytime

    def to_dict(self) -> dict[str, Any]:
        """Plain data, msgpack- and TOML-ready; :meth:`from_dict` reverses it."""
        return {name: getattr(self, name) for name in self.__match_args__}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], base: Rules | None = None) -> Rules:
        """Build rules from ``data`` on top of ``base`` (default: official); validate every key.

        ``jump_in = false`` in ``data`` turns off the options that need it
        (:data:`JUMP_IN_NEEDS`), whatever ``data`` or ``base`` says of them: a whole table of
        rules with Jump-In turned off — a lobby's sent back, a preset's file edited — is what
        its writer means (proto55 #1; review74: an edited ``unotui rules chinese-party`` file
        was refused). One of them turned on where nothing turns Jump-In on is refused."""
        if not isinstance(data, Mapping):
            raise RulesError("rules must be a table of options")
        unknown = sorted(str(k) for k in data if k not in OPTIONS)
        if unknown:
            raise RulesError(
                f"unknown rules option {_short(repr(unknown[0]))}; known options: {', '.join(OPTIONS)}"
            )
        given = dict(data)
        if given.get("jump_in") is False:
            given.update(dict.fromkeys(JUMP_IN_NEEDS, False))
        return (base or Rules()).replace(**given)

    def differences(self, other: Rules | None = None) -> dict[str, Any]:
        """Options whose value differs from ``other`` (default: official)."""
        base = (other or Rules()).to_dict()
        return {k: v for k, v in self.to_dict().items() if base[k] != v}


def _check(name: str, value: Any) -> None:
    opt = OPTIONS[name]
    if opt.choices is not None:
        bool_opt = all(isinstance(c, bool) for c in opt.choices)
        ok = any(value == c and type(value) is type(c) for c in opt.choices) or (
            not bool_opt and isinstance(value, int) and not isinstance(value, bool)
            and value in opt.choices
        )
        if not ok:
            allowed = ", ".join(_fmt(c) for c in opt.choices)
            raise RulesError(f"rules option {name!r} = {_fmt(value)} is not allowed; use one of: {allowed}")
    else:
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesError(f"rules option {name!r} must be a whole number, not {_fmt(value)}")
        assert opt.low is not None and opt.high is not None
        if not opt.low <= value <= opt.high and not (name == "players" and value == 0):
            raise RulesError(f"rules option {name!r} = {value} is out of range {opt.low}..{opt.high}")
        if name == "players" and value == 1:
            raise RulesError("rules option 'players' must be 0 (any) or 2..10")
    implemented = IMPLEMENTED.get(name)
    if implemented is not None and value not in implemented:
        raise RulesError(
            f"rules option {name!r} = {_fmt(value)} is not implemented yet; "
            f"available: {', '.join(_fmt(c) for c in implemented)}"
        )


#: the most of a wrong option's name or value an error quotes: what follows it — the known
#: options, the allowed values — is what the reader needs, and a quote of any length pushed it
#: past the cut a host makes of the message (review71 #3)
QUOTED = 60


def _short(text: str) -> str:
    """``text`` cut to :data:`QUOTED` characters, an ellipsis saying so."""
    return text if len(text) <= QUOTED else text[: QUOTED - 1] + "…"


def _fmt(value: Any) -> str:
    """``value`` as an error quotes it: TOML-like, and at most :data:`QUOTED` characters."""
    if isinstance(value, str):
        return f'"{_short(value)}"'
    return _short(_words(value, 0))


#: how deep :func:`_words` goes into lists and maps before it says so
_WORDS_DEPTH = 8


def _words(value: Any, depth: int) -> str:
    """``value`` in the words of the protocol's own types, never Python's (a client in another
    language reads them): nil, true/false, numbers, "strings", [lists], {maps}; msgpack's bin
    and ext values said as what they are (b'x', ExtType(…), Timestamp(…) and None were quoted
    so, proto61 #3, net68 #4). Lists and maps show their first items."""
    if depth > _WORDS_DEPTH:  # (a list nested a thousand deep, net55 #1: said, not quoted)
        return "a value nested too deep"
    if value is None:
        return "nil"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value[:QUOTED]}"'
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, bytes | bytearray):
        return f"binary data ({len(value)} byte{'' if len(value) == 1 else 's'})"
    # (before lists: msgpack's ExtType is a named tuple)
    if hasattr(value, "seconds") and hasattr(value, "nanoseconds"):
        return "a timestamp"
    if isinstance(getattr(value, "code", None), int) and hasattr(value, "data"):
        return f"an extension value (type {value.code})"
    if isinstance(value, list | tuple):
        items = [_words(v, depth + 1) for v in value[:4]]
        return "[" + ", ".join(items + (["…"] if len(value) > 4 else [])) + "]"
    if isinstance(value, dict):
        pairs = [f"{_words(k, depth + 1)} = {_words(v, depth + 1)}"
                 for k, v in list(value.items())[:4]]
        return "{" + ", ".join(pairs + (["…"] if len(value) > 4 else [])) + "}"
    return "a value of another kind"


PRESETS: Final[dict[str, dict[str, Any]]] = {
    "official": {},
    "house": {"stacking": "same_type", "jump_in": True, "seven_o": True},
    "chinese-party": {
        "stacking": "progressive",
        "jump_in": True,
        "jump_in_stacks": True,
        "multi_play": "same_value",
        "false_uno_penalty": 2,
        "uno_penalty_per_catcher": True,
    },
    "two-player": {"players": 2, "two_player_rules": True},
}

PRESET_HELP: Final[dict[str, str]] = {
    "official": "Mattel's official rules: no house rules.",
    "house": "Mattel's three official house rules: stacking a draw card on one of its kind "
    "(Mattel's Progressive UNO: the 'same type' level), Jump-In, Seven-O.",
    "chinese-party": "Party rules as played in China: stack +4 on +2, jump-ins that add up, play "
    "several cards of one value at once, penalties for a false UNO and for each catcher.",
    "two-player": "Official rules for two: Reverse and Skip let you play again.",
}


def preset(name: str) -> Rules:
    """Return a named preset; raise :class:`RulesError` listing the presets if unknown."""
    try:
        return Rules.from_dict(PRESETS[name])
    except KeyError:
        raise RulesError(f"unknown rules preset {_short(repr(name))}; presets: "
                         f"{', '.join(PRESETS)}") from None


def load_rules(spec: str) -> Rules:
    """A preset name, or the path of a TOML file of options (optionally ``preset = "name"``)."""
    if spec in PRESETS:
        return preset(spec)
    path = Path(spec)
    try:
        is_file = path.is_file()
    except OSError as exc:  # (pathlib swallows only "no such file": a name too long, a folder
        # it may not enter raised, and the command line showed a traceback, cli53 #2)
        raise RulesError(f"cannot read rules file {spec}: {exc.strerror or exc}") from None
    if not is_file:
        raise RulesError(f"{spec!r} is neither a rules preset ({', '.join(PRESETS)}) nor a file")
    import tomllib  # here, not at the top: a start of the app reads no rules file

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, OSError) as exc:
        raise RulesError(f"cannot read rules file {spec}: {exc}") from None
    if "rules" in data:
        outside = sorted(k for k in data if k not in ("rules", "preset"))
        if outside:
            raise RulesError(f"{outside[0]!r} must go inside the [rules] table of {spec}")
        table = data["rules"]
        if not isinstance(table, dict):
            raise RulesError("'rules' must be a table of options")
        data = {**({"preset": data["preset"]} if "preset" in data else {}), **table}
    data = dict(data)
    base_name = data.pop("preset", "official")
    if not isinstance(base_name, str):
        raise RulesError("rules option 'preset' must be a preset name")
    return Rules.from_dict(data, preset(base_name))


def to_toml(rules: Rules, title: str = "") -> str:
    """Render ``rules`` as a commented TOML document that :func:`load_rules` reads back."""
    lines = [f"# unotui rules{': ' + title if title else ''}", "[rules]"]
    for name, value in rules.to_dict().items():
        lines.append(f"# {OPTIONS[name].help}")
        lines.append(f"{name} = {_fmt(value)}")
    return "\n".join(lines) + "\n"
