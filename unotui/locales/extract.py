"""Collect every translatable string of the given modules: ``_("…")``, ``N_("…")`` and
``ngettext("…", "…")``.

``python -m unotui.locales.extract FILE...`` prints the catalogue keys missing from each shipped
catalogue; ``--write`` adds them (English catalogue: identity; others: empty, to translate).
"""

from __future__ import annotations

import ast
import json
import sys
from collections.abc import Iterable
from pathlib import Path

HERE = Path(__file__).parent


def strings_in(source: str) -> list[str]:
    """Catalogue keys used in ``source`` (plural keys as ``"singular|plural"``)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        args = node.args
        if node.func.id in ("_", "N_") and args and isinstance(args[0], ast.Constant) \
                and isinstance(args[0].value, str):
            found.append(args[0].value)
        elif node.func.id == "ngettext" and len(args) >= 2 and all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2]):
            found.append(f"{args[0].value}|{args[1].value}")  # type: ignore[attr-defined]
    return found


def keys_of(paths: Iterable[Path]) -> list[str]:
    keys: dict[str, None] = {}
    for path in paths:
        for key in strings_in(path.read_text(encoding="utf-8")):
            keys[key] = None
    return list(keys)


def plural_keys(paths: Iterable[Path]) -> set[str]:
    """The keys of ``paths`` that come from ``ngettext`` (``"singular|plural"``)."""
    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == "ngettext" and len(node.args) >= 2 and all(
                        isinstance(a, ast.Constant) and isinstance(a.value, str)
                        for a in node.args[:2]):
                found.add(f"{node.args[0].value}|{node.args[1].value}")  # type: ignore[attr-defined]
    return found


def main(argv: list[str]) -> int:
    write = "--write" in argv
    paths = [Path(a) for a in argv if a != "--write"]
    keys = keys_of(paths)
    plurals = plural_keys(paths)
    for lang in ("en", "zh_CN"):
        path = HERE / f"{lang}.json"
        data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        missing = [k for k in keys if k not in data]
        for k in missing:
            print(f"{lang}: missing {k!r}")
            if write:  # (English: the key itself; a plural's two forms as a list)
                data[k] = (k.split("|", 1) if k in plurals else k) if lang == "en" else ""
        if write:
            path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
