"""The review package is front-end neutral: no Textual; the engines, rivals and saves know
nothing of it."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REVIEW = "cresus_tui/play/review"


def imports_of(package: str) -> dict[Path, set[str]]:
    out = {}
    for path in (ROOT / package).rglob("*.py"):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
        out[path] = names
    return out


def test_review_imports_no_textual() -> None:
    found = imports_of(REVIEW)
    assert found
    for path, names in found.items():
        bad = [n for n in names if n == "textual" or n.startswith("textual.")
               or n.startswith(("cresus_tui.tui.app", "cresus_tui.tui.screens",
                                "cresus_tui.tui.widgets"))]
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_engines_rivals_and_saves_do_not_import_review() -> None:
    for pkg in ("cresus_tui/games", "ai", "saves"):
        for path, names in imports_of(pkg).items():
            assert not any("review" in n.split(".") for n in names), path
