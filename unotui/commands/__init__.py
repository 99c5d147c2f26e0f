"""One module per ``unotui`` subcommand (see :mod:`unotui.cli`)."""
