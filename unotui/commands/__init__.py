"""One module per ``unotui`` subcommand (see :mod:`unotui.cli`)."""

#: ``--think``'s help, the same for ``play`` and ``host``: the value is a most, not a pause
THINK_HELP = ("the most a hard bot may think over a move: up to SECONDS s a move, often less "
              "(0-10; default: 0.1)")
