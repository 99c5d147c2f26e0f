"""Screens do not know each other: navigation belongs to the app (``unotui/flow.py``).

Each module in ``unotui/screens/`` must be readable and testable alone, so none imports a sibling
screen module — not at the top, not inside a function, not relatively (``from .lobby``) nor
absolutely (``from unotui.screens.lobby``, ``import unotui.screens.table``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import unotui.screens

SCREENS = Path(unotui.screens.__file__).parent


def sibling_imports(path: Path, siblings: set[str]) -> list[str]:
    """``module`` names of ``path``'s imports that name another screen module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level == 1:  # from . import x / from .x import y
                names = [module.split(".")[0]] if module else [a.name for a in node.names]
            elif node.level == 0 and module.startswith("unotui.screens"):
                rest = module.removeprefix("unotui.screens").lstrip(".")
                names = [rest.split(".")[0]] if rest else [a.name for a in node.names]
            else:
                names = []
            found += [f"{path.name}: {ast.unparse(node)}" for n in names if n in siblings]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[:2] == ["unotui", "screens"] and len(parts) > 2 and parts[2] in siblings:
                    found.append(f"{path.name}: {ast.unparse(node)}")
    return found


def test_no_screen_module_imports_a_sibling_screen() -> None:
    modules = {p.stem for p in SCREENS.glob("*.py") if p.stem != "__init__"}
    assert {"menu", "lobby", "table", "host_setup", "join", "round_end"} <= modules
    offending = [hit for p in sorted(SCREENS.glob("*.py"))
                 for hit in sibling_imports(p, modules - {p.stem})]
    assert offending == []


def test_the_check_catches_imports_hidden_in_functions(tmp_path: Path) -> None:
    sample = tmp_path / "menu.py"
    sample.write_text("def go():\n    from .lobby import LobbyScreen\n"
                      "    import unotui.screens.table\n"
                      "    from unotui.screens import join\n"
                      "from . import help\n"
                      "from ..widgets.log import ChatPanel\n")
    hits = sibling_imports(sample, {"lobby", "table", "join", "help"})
    assert len(hits) == 4 and not any("widgets" in h for h in hits)
