"""Mutation testing of the rules engines, the saves and the parser (issue 23): would the tests
notice a wrong rule?

A hand-made AST mutator makes small changes to one module — a comparison turned
(``<`` ↔ ``<=``, ``>`` ↔ ``>=``, ``==`` ↔ ``!=``), ``and`` ↔ ``or``, ``+`` ↔ ``-`` (also in
``+=``/``-=``), a whole number off by one, ``not`` dropped, a statement deleted — samples
``--mutants`` of them with a fixed seed, and runs the tests of the module's own folder on each
(in a private copy of the project, ``nice``, stopping at the first failure). Lines of the
durability calls (``fsync``, ``os.replace``, folder sync) are left alone: the tests cannot see a
power cut.

The folder is first run once under coverage.py (once for all the modules it tests) with one
context per test (the pytest plugin
``mutation_map.py``): a mutant then runs only the folder's tests that execute one of its lines,
quickest first (a test file that executes it while it is imported, whole; the whole folder
when the line runs at import time or outside any test). A mutant those tests
do not kill then runs the rest of the folder before it counts as a survivor, so the verdicts
are those of the whole folder; ``--whole`` skips the map and always runs the whole
folder. A mutant is killed when a test fails or the run exceeds its timeout (a loop the change
made endless); it survives when every test passes.

    nice -n 10 python benchmarks/mutation.py [--mutants N] [--seed S] [--only NAME] [--json F]

Prints per module: mutants run, killed, survived, the share killed, and each survivor
(line, change) so that it can become a test. Exits 1 when a module kills less than 90 %.
"""

from __future__ import annotations

import argparse
import ast
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TARGETS = {
    "cresus/game.py": ("cresus_tui/games/cresus/game.py", "tests/games/cresus"),
    "bigmoney/game.py": ("cresus_tui/games/bigmoney/game.py", "tests/games/bigmoney"),
    "forex/game.py": ("cresus_tui/games/forex/game.py", "tests/games/forex"),
    "forex/rates.py": ("cresus_tui/games/forex/rates.py", "tests/games/forex"),
    "saves/envelope.py": ("saves/envelope.py", "tests/saves"),
    "saves/store.py": ("saves/store.py", "tests/saves"),
    "play/parser.py": ("cresus_tui/play/parser.py", "tests/play"),
}
"""Module → (its file, its own test folder)."""

DURABILITY = ("fsync", "os.replace", "_sync_dir", "O_DIRECTORY", "_fsync")
"""Statements naming these are not mutated (durability calls aside)."""

SWAP_CMP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
            ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
            ast.Is: ast.IsNot, ast.IsNot: ast.Is}
SWAP_BIN = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv,
            ast.FloorDiv: ast.Mult}


def _skip(node: ast.AST, lines: list[str]) -> bool:
    line = lines[node.lineno - 1] if hasattr(node, "lineno") else ""
    return any(word in line for word in DURABILITY) or line.lstrip().startswith("raise ")


def mutation_points(tree: ast.Module, lines: list[str]) -> list[tuple[int, str, str]]:
    """Every (node index, kind, description) a mutant can be made at, in walk order."""
    points = []
    docstrings = {id(n.body[0]) for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef,
                                    ast.AsyncFunctionDef))
                  and n.body and isinstance(n.body[0], ast.Expr)
                  and isinstance(n.body[0].value, ast.Constant)}
    for i, node in enumerate(ast.walk(tree)):
        if not hasattr(node, "lineno") or _skip(node, lines):
            continue
        if isinstance(node, ast.Compare):
            for k, op in enumerate(node.ops):
                if type(op) in SWAP_CMP:
                    points.append((i, f"cmp{k}", f"{type(op).__name__} → "
                                                 f"{SWAP_CMP[type(op)].__name__}"))
        elif isinstance(node, ast.BoolOp):
            points.append((i, "bool", "and ↔ or"))
        elif isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in SWAP_BIN:
            points.append((i, "bin", f"{type(node.op).__name__} → "
                                     f"{SWAP_BIN[type(node.op)].__name__}"))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            points.append((i, "not", "not dropped"))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            points.append((i, "int", f"{node.value} → {node.value + 1}"))
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.Expr, ast.Return, ast.Delete)) \
                and id(node) not in docstrings and not (
                    isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                    and isinstance(node.value.value, str)):  # a docstring of a name: no effect
            points.append((i, "delete", "statement deleted"))
    return points


def mutate(tree: ast.Module, target: int, kind: str) -> ast.Module:
    tree = copy.deepcopy(tree)
    nodes = list(ast.walk(tree))
    node = nodes[target]
    if kind.startswith("cmp"):
        k = int(kind[3:])
        node.ops[k] = SWAP_CMP[type(node.ops[k])]()
    elif kind == "bool":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif kind == "bin":
        node.op = SWAP_BIN[type(node.op)]()
    elif kind == "not":
        for parent in nodes:
            for field, value in ast.iter_fields(parent):
                if value is node:
                    setattr(parent, field, node.operand)
                elif isinstance(value, list) and node in value:
                    value[value.index(node)] = node.operand
    elif kind == "int":
        node.value = node.value + 1
    elif kind == "delete":
        for parent in nodes:
            for field, value in ast.iter_fields(parent):
                if isinstance(value, list) and node in value:
                    value[value.index(node)] = ast.Pass()
    return ast.fix_missing_locations(tree)


def copy_project(dest: Path) -> None:
    for name in ("cresus_tui", "ai", "saves", "tests", "benchmarks"):
        shutil.copytree(ROOT / name, dest / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "__snapshots__"))
    for name in ("pyproject.toml",):
        shutil.copy(ROOT / name, dest / name)


def _env(copy_root: Path, **extra: str) -> dict[str, str]:
    path = os.pathsep.join([str(copy_root), str(copy_root / "benchmarks")])
    return dict(os.environ, PYTHONPATH=path, PYTHONDONTWRITEBYTECODE="1", **extra)


def _pytest(*args: str) -> list[str]:
    return ["nice", "-n", "10", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
            "-n", "0", *args]


def test_map(copy_root: Path, folder: str) -> dict:
    """Run the folder once under coverage, measuring every module whose tests it holds:
    {"lines": {module path: {line: [node ids, "collect:<test file>", "" = outside tests]}},
    "seconds": {node id: seconds}} (see ``mutation_map.py``). Raises RuntimeError when the
    folder's tests do not pass on the unchanged code."""
    out = copy_root / "mutation_map.json"
    targets = [str((copy_root / rel).resolve()) for rel, f in TARGETS.values() if f == folder]
    env = _env(copy_root, MUTATION_TARGET=os.pathsep.join(targets), MUTATION_MAP=str(out))
    done = subprocess.run(_pytest("-p", "mutation_map", folder), cwd=copy_root, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"the tests of {folder} fail on the unchanged code:\n"
                           + done.stdout[-3000:])
    return json.loads(out.read_text("utf-8"))


def runs_at_import(tree: ast.Module, node: ast.AST) -> bool:
    """Whether ``node`` runs when its module is imported (outside every function body: a
    module or class statement, a default value, a decorator)."""
    def inside(body_owner: ast.AST) -> bool:
        return any(node is sub for stmt in body_owner.body for sub in ast.walk(stmt))
    return not any(inside(f) for f in ast.walk(tree)
                   if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)))


def chosen_tests(tree: ast.Module, node: ast.AST, folder: str, tmap: dict,
                 path: str) -> tuple[list[str], float]:
    """The tests that execute a line of ``node`` (node ids; a whole test file when it executes
    the line while it is imported), quickest first, and their seconds; the whole folder (and its
    seconds) when the node runs at import time or outside any test."""
    seconds = tmap["seconds"]
    lines = tmap["lines"].get(path, {})
    whole = [folder], sum(seconds.values())
    if runs_at_import(tree, node):
        return whole
    ids: set[str] = set()
    files: set[str] = set()
    for line in range(node.lineno, (getattr(node, "end_lineno", None) or node.lineno) + 1):
        for context in lines.get(str(line), []):
            if context == "":
                return whole
            if context.startswith("collect:"):
                files.add(context.removeprefix("collect:"))
            else:
                ids.add(context)
    cost = {f: sum(t for n, t in seconds.items() if n.split("::")[0] == f) for f in files}
    cost.update((n, seconds.get(n, 0.0)) for n in ids if n.split("::")[0] not in files)
    tests = sorted(cost, key=cost.__getitem__)
    return tests, sum(cost.values())


def run_tests(copy_root: Path, tests: list[str], timeout: float) -> str:
    """Run ``tests`` (paths or node ids) on the mutated copy, stopping at the first failure:
    "killed", "killed (timeout)" or "survived"."""
    try:
        done = subprocess.run(_pytest("-x", *tests), cwd=copy_root, env=_env(copy_root),
                              capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "killed (timeout)"
    if done.returncode == 0:
        return "survived"
    if done.returncode in (1, 2):
        return "killed"
    return f"killed (pytest exit {done.returncode})"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mutants", type=int, default=40, help="sampled mutants per module")
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--timeout", type=float, default=600,
                    help="seconds for a run of the whole folder; a run of chosen tests gets "
                         "10 times their unchanged time plus 60 s, at most this")
    ap.add_argument("--only", default="", help="comma-separated module names, run in this order")
    ap.add_argument("--json", default="", help="write the results here")
    ap.add_argument("--whole", action="store_true",
                    help="run the whole folder on every mutant (no coverage map)")
    args = ap.parse_args()
    names = [n for n in args.only.split(",") if n in TARGETS] if args.only else list(TARGETS)
    results = {}
    maps: dict[str, dict] = {}  # test folder → its coverage map, made once
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        copy_root = Path(tmp)
        copy_project(copy_root)
        for name in names:
            rel, folder = TARGETS[name]
            source = (ROOT / rel).read_text("utf-8")
            tree = ast.parse(source)
            lines = source.splitlines()
            points = mutation_points(tree, lines)
            rng = random.Random(f"{args.seed}-{name}")
            order = rng.sample(points, len(points))  # taken in this order until enough run
            started = time.perf_counter()
            if not args.whole and folder not in maps:
                maps[folder] = test_map(copy_root, folder)
            tmap = None if args.whole else maps[folder]
            mapped = time.perf_counter() - started
            killed = 0
            survivors = []
            rows = []
            for target, kind, what in order:
                if killed + len(survivors) >= args.mutants:
                    break
                node = list(ast.walk(tree))[target]
                try:
                    mutated = ast.unparse(mutate(tree, target, kind))
                    compile(mutated, rel, "exec")
                except (SyntaxError, ValueError, TypeError):
                    continue
                (copy_root / rel).write_text(mutated, "utf-8")
                t0 = time.perf_counter()
                if tmap is None:
                    outcome = run_tests(copy_root, [folder], args.timeout)
                else:
                    tests, seconds = chosen_tests(tree, node, folder, tmap,
                                                   str((copy_root / rel).resolve()))
                    outcome = "survived"
                    if tests:
                        outcome = run_tests(copy_root, tests, min(args.timeout,
                                                                   10 * seconds + 60))
                    if outcome == "survived" and tests != [folder]:
                        # Confirmed by the rest of the folder: a test may see the change
                        # through a subprocess, a shared fixture or a cache the map cannot
                        # follow.
                        rest = [folder] + [f"--deselect={t}" for t in tests]
                        outcome = run_tests(copy_root, rest, args.timeout)
                        if outcome.startswith("killed"):
                            outcome += " (whole folder)"
                ran = f"{len(tests)} tests" if tmap is not None and tests != [folder] \
                    else "whole folder"
                if outcome.startswith("killed"):
                    killed += 1
                else:
                    survivors.append(f"line {node.lineno}: {what}: "
                                     f"{lines[node.lineno - 1].strip()[:90]}")
                rows.append({"line": node.lineno, "change": what, "outcome": outcome,
                             "ran": ran, "seconds": round(time.perf_counter() - t0, 1)})
                print(f"  {name}:{node.lineno} {what}: {outcome} ({ran}, "
                      f"{time.perf_counter() - t0:.0f} s)", flush=True)
            (copy_root / rel).write_text(source, "utf-8")
            run = killed + len(survivors)
            share = killed / run if run else 1.0
            failed |= share < 0.9
            results[name] = {"points": len(points), "run": run, "killed": killed,
                             "survived": len(survivors), "killed_share": round(share, 3),
                             "survivors": survivors, "mutants": rows,
                             "map_seconds": round(mapped, 1),
                             "seconds": round(time.perf_counter() - started, 1)}
            print(f"{name}: {run} mutants of {len(points)} points, {killed} killed, "
                  f"{len(survivors)} survived: {share:.1%} killed "
                  f"({time.perf_counter() - started:.0f} s, map {mapped:.0f} s)", flush=True)
            for s in survivors:
                print(f"    survivor {s}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, ensure_ascii=False), "utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
