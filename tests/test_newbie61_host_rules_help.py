"""newbie61: ``unotui host --help`` says where the rules of a table opened without ``--rules``
come from."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_newbie61_host_help_names_the_last_tables_rules_as_the_default(tmp_path: Path) -> None:
    """newbie61 #4: Rules & settings' default rules "house"; a table opened from the Host form
    with chinese-party; then `unotui host --bind 127.0.0.1 --port P --name T --bots 1` (no
    --rules) opened a table playing chinese-party — the last table's rules, as the README says
    ("the last table's rules … where the next table (the form, and `host` without `--rules`)
    starts") and as unotui/launch.py:187 does (``saved.table_rules()``). `host --help` says
    "--rules PRESET|FILE  rules preset or TOML file (default: your saved default rules from
    Settings; …)" (unotui/commands/host.py:91): a host who reads it expects house."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), UNOTUI_CONFIG_DIR=str(tmp_path),
               UNOTUI_STATE_DIR=str(tmp_path), COLUMNS="200")
    out = subprocess.run([sys.executable, "-m", "unotui", "host", "--help"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60, check=True).stdout
    line = " ".join(out.split())
    start = line.index("--rules PRESET|FILE, --preset PRESET|FILE")
    rules_help = line[start:line.index("--password PW", start)]
    assert "last table" in rules_help, rules_help
