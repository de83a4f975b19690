"""The dependency direction is one way: tui -> ai, saves, engine; ai -> engine; saves -> engine;
engine -> nothing of ours. The engine also uses no files, no clock and no global randomness."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


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


@pytest.mark.parametrize("package,forbidden", [
    ("cresus_tui/engine", ("textual", "ai", "saves", "cresus_tui.tui", "random", "time",
                           "datetime", "os", "pathlib", "open")),
    ("ai", ("textual", "saves", "cresus_tui.tui")),
    ("saves", ("textual", "ai", "cresus_tui.tui")),
])
def test_layers_import_only_downwards(package: str, forbidden: tuple[str, ...]) -> None:
    for path, names in imports_of(package).items():
        if path.name == "random_player.py":  # its own chance, never the game's
            names = names - {"random"}
        for name in names:
            root = name.split(".")[0]
            bad = [f for f in forbidden if name == f or name.startswith(f + ".") or root == f]
            assert not bad, f"{path.relative_to(ROOT)} imports {name}"
