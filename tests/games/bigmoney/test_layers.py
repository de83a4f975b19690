"""The Big Money engine imports nothing of another game, no UI, no clock, no global chance;
its rivals import only the generic dice optimizer, the engine and the protocol."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent.parent


def imports_of(folder: str) -> dict[Path, set[str]]:
    out = {}
    for path in (ROOT / folder).rglob("*.py"):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
        out[path] = names
    return out


def _bad(name: str, forbidden: tuple[str, ...]) -> bool:
    return any(name == f or name.startswith(f + ".") for f in forbidden)


def test_engine_imports_only_its_own_and_the_protocol() -> None:
    forbidden = ("textual", "ai", "saves", "cresus_tui.tui", "cresus_tui.engine", "random",
                 "time", "datetime", "os", "pathlib")
    for path, names in imports_of("cresus_tui/games/bigmoney").items():
        allowed = set()
        if path.name == "random_player.py":
            allowed = {"random"}  # its own chance, never the game's
        if path.name == "__init__.py":
            allowed = {"pathlib"}  # the registry entry's file paths
        for name in names - allowed:
            assert not _bad(name, forbidden), f"{path.name} imports {name}"


def test_rivals_import_only_generic_code_and_the_engine() -> None:
    forbidden = ("textual", "saves", "cresus_tui.tui", "cresus_tui.engine", "ai.policy",
                 "ai.rival", "ai.valuation", "ai.tournament", "ai.odds", "ai.cresus")
    for path, names in imports_of("ai/bigmoney").items():
        for name in names:
            assert not _bad(name, forbidden), f"{path.name} imports {name}"
