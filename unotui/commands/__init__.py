"""One module per ``unotui`` subcommand (see :mod:`unotui.cli`)."""

#: the rules presets (``core.rules.PRESETS``, written out so that reading the command line
#: imports no game: a test keeps them equal), named in every ``--rules`` help
PRESET_NAMES = ("official", "house", "chinese-party", "two-player")
#: how ``--rules`` names them
PRESETS_SAID = ", ".join(PRESET_NAMES[:-1]) + " or " + PRESET_NAMES[-1]

#: ``--think``'s help, the same for ``play`` and ``host``: the value is a most, not a pause
THINK_HELP = ("the most a hard bot may think over a move: up to SECONDS s a move, often less "
              "(0-10; default: 0.1)")
