"""Writing a benchmark's results into docs/PERFORMANCE.md: appended at the end of one ``## ``
section (created at the end of the file, with its introduction, when it is missing); nothing else
in the document is touched."""

from __future__ import annotations

from pathlib import Path

DOC = Path(__file__).resolve().parents[1] / "docs" / "PERFORMANCE.md"


def append_to_section(header: str, intro: str, text: str, doc_path: Path = DOC) -> None:
    """Append ``text`` at the end of the section titled ``header`` (``## Name``); a missing
    section is created at the end of the document as ``header``, a blank line, ``intro``."""
    doc = doc_path.read_text(encoding="utf-8") if doc_path.exists() else "# Performance\n"
    if header not in doc.splitlines():
        doc = doc.rstrip("\n") + "\n\n" + header + "\n\n" + intro.strip("\n") + "\n\n" + text
    else:
        lines = doc.splitlines(keepends=True)
        start = lines.index(header + "\n") if header + "\n" in lines else lines.index(header)
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")),
                   len(lines))
        block = "".join(lines[start:end]).rstrip("\n") + "\n\n" + text
        doc = "".join(lines[:start]) + block + ("\n" if end < len(lines) else "") + \
            "".join(lines[end:])
    doc_path.write_text(doc, encoding="utf-8")
