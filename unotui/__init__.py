"""unotui: UNO in the terminal, played with friends."""

__version__ = "0.1.0"
