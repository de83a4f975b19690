"""The project's import graph: no import circle, and generic code names no game.

The graph is grimp's (the library under import-linter), which counts every ``import`` in a
module, those inside functions included: an import put off until a function runs still binds
the two modules together. Imports made by name at run time (``importlib``, ``protocol.Lazy``,
finding a game's kit by its folder) are how a game plugs in, and are not edges.
"""

from __future__ import annotations

import ast
from pathlib import Path

import grimp
import pytest

from cresus_tui.games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("cresus_tui", "ai", "saves")


def import_graph() -> dict[str, set[str]]:
    """Module → the project's modules it imports (at the top or inside a function)."""
    graph = grimp.build_graph(*PACKAGES, cache_dir=None)
    return {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found)


def test_circles_finds_a_circle_through_three_modules_and_ignores_a_chain() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"d"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle() -> None:
    found = circles(import_graph())
    assert found == [], "import circles:\n" + "\n".join(" ⇄ ".join(c) for c in found)


def test_no_import_circle_in_the_plain_front_end_nor_the_table() -> None:
    """The plain face runs on the play layer's one game loop (issue 20): neither imports the
    other back."""
    found = [c for c in circles(import_graph())
             if any(m.startswith(("cresus_tui.plain", "cresus_tui.play.table",
                                  "cresus_tui.play.store", "cresus_tui.play.messages"))
                    for m in c)]
    assert found == []


# ---- generic code names no game ------------------------------------------------------------

PER_GAME = ("cresus_tui/games/{id}/", "cresus_tui/play/{id}/", "cresus_tui/tui/games/{id}/",
            "cresus_tui/tui/games/{id}.py", "cresus_tui/tutorials/{id}/", "ai/{id}/")
"""Where a game's own code lives; everything else in the packages is generic."""

PENDING: dict[str, str] = {}
"""Generic places that still hold one game's code, each a strict xfail (the mark must go as soon
as the file is clean). None is left: every game's screens, forms, dialogues and panels live in
its own folders (``tui/games/<id>/``) or are generic (issue 20)."""

HISTORY = {
    ("cresus_tui/__init__.py", "cresus"): "the command's own name (PROGRAM)",
    ("saves/migrations.py", "cresus"): "save format 1 held Crésus games only",
    ("saves/store.py", "cresus"): "a file of save format 1 names no game: it is Crésus",
}
"""Game ids that generic code rightly names: the command's name, the save format's history."""


def generic_files() -> list[str]:
    own = tuple(p.format(id=g) for g in GAMES for p in PER_GAME)
    files = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if not rel.startswith(own):
                files.append(rel)
    return files


def games_named(rel: str, root: Path = ROOT) -> list[str]:
    """Where ``rel`` names a game: a string that is a game id ("cresus"), or an import of a
    game's own module (``cresus_tui.games.bigmoney``, ``ai.forex`` …); docstrings, comments and
    the program's own name in longer strings do not count. Each as "line: what"."""
    ids = set(GAMES)
    tree = ast.parse((root / rel).read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value in ids and (rel, node.value) not in HISTORY:
            found.append(f"{node.lineno}: the string {node.value!r}")
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0 and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif node.level:
                names = [a.name for a in node.names] + ([node.module] if node.module else [])
        for name in names:
            if ids & set(name.split(".")):
                found.append(f"{node.lineno}: imports {name}")
                break
    return sorted(set(found), key=lambda s: int(s.split(":")[0]))


def test_the_scan_sees_a_game_id_and_a_game_import_but_not_prose(tmp_path: Path) -> None:
    (tmp_path / "probe.py").write_text(
        '"""About cresus and forex."""\nfrom cresus_tui.games import bigmoney\n'
        'GAME = "forex"\nPROG = "cresus saves list"\n# cresus\n', "utf-8")
    assert games_named("probe.py", tmp_path) == [
        "2: imports cresus_tui.games.bigmoney", "3: the string 'forex'"]


@pytest.mark.parametrize("rel", [
    pytest.param(rel, marks=pytest.mark.xfail(strict=True, reason=PENDING[rel] + " in a "
                                              "generic place (issue 20)"))
    if rel in PENDING else rel
    for rel in generic_files()])
def test_generic_code_names_no_game(rel: str) -> None:
    assert games_named(rel) == []
