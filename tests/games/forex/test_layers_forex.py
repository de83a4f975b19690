"""FOR-EX's layers: the engine imports nothing of the other games, of the rivals, saves or
screens, and no clock, files (but its data, read through importlib) or global chance; the
rivals import only generic rival code, the FOR-EX engine and the protocol."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def imports_of(folder: Path) -> dict[Path, set[str]]:
    out = {}
    for path in folder.rglob("*.py"):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
        out[path] = names
    return out


def test_engine_imports_only_downwards() -> None:
    forbidden = ("textual", "ai", "saves", "cresus_tui.tui", "cresus_tui.engine", "random",
                 "time", "datetime", "os", "pathlib")
    for path, names in imports_of(ROOT / "cresus_tui" / "games" / "forex").items():
        if path.name == "random_player.py":  # the reference policies' own chance
            names = names - {"random"}
        if path.name == "__init__.py":  # the registry entry names its files
            names = names - {"pathlib", "random"}
        for name in names:
            bad = [f for f in forbidden if name == f or name.startswith(f + ".")]
            assert not bad, f"{path.relative_to(ROOT)} imports {name}"


def test_rivals_import_only_generic_code_and_forex() -> None:
    allowed_ours = ("ai.forex", "ai.base", "ai.kits", "ai.words", "cresus_tui.games.forex",
                    "cresus_tui.games.protocol", "cresus_tui.i18n")
    for path, names in imports_of(ROOT / "ai" / "forex").items():
        for name in names:
            if name.split(".")[0] in ("ai", "cresus_tui", "saves", "textual"):
                assert name.startswith(allowed_ours), f"{path.relative_to(ROOT)} imports {name}"
            assert name not in ("ai.policy", "ai.valuation", "ai.dice")
