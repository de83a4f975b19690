"""Mutation testing of the rules engines, the saves and the parser (issue 23): would the tests
notice a wrong rule?

A hand-made AST mutator makes small changes to one module — a comparison turned
(``<`` ↔ ``<=``, ``>`` ↔ ``>=``, ``==`` ↔ ``!=``), ``and`` ↔ ``or``, ``+`` ↔ ``-`` (also in
``+=``/``-=``), a whole number off by one, ``not`` dropped, a statement deleted — samples
``--mutants`` of them with a fixed seed, and runs the tests of the module's own folder on each
(in a private copy of the project, ``nice``, stopping at the first failure). A mutant is
killed when a test fails or the run exceeds ``--timeout`` (a loop the change made endless);
it survives when every test passes. Lines of the durability calls (``fsync``, ``os.replace``,
folder sync) are left alone: the tests cannot see a power cut.

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

C = "tests/games/cresus/"
B = "tests/games/bigmoney/"
F = "tests/games/forex/"
S = "tests/saves/"
TARGETS = {
    "cresus/game.py": ("cresus_tui/games/cresus/game.py", [
        C + "test_rules_c1_c5.py", C + "test_rules_c6_c11.py", C + "test_door_types.py",
        C + "test_properties.py"]),
    "bigmoney/game.py": ("cresus_tui/games/bigmoney/game.py", [
        B + "test_rules.py", B + "test_examples.py", B + "test_rule_coverage.py",
        B + "test_properties.py", B + "test_dice_reference.py", B + "test_layers.py",
        B + "test_not_gamed.py", B + "test_rivals.py", B + "test_winprob.py"]),
    "forex/game.py": ("cresus_tui/games/forex/game.py", [
        F + "test_rules_f1_f9.py", F + "test_rules_f10_f18.py", F + "test_properties.py",
        F + "test_rule_coverage_forex.py", F + "test_layers_forex.py"]),
    "forex/rates.py": ("cresus_tui/games/forex/rates.py", [
        F + "test_rules_f1_f9.py", F + "test_rules_f10_f18.py", F + "test_properties.py",
        F + "test_rule_coverage_forex.py", F + "test_layers_forex.py"]),
    "saves/envelope.py": ("saves/envelope.py", [
        S + "test_store.py", S + "test_forged.py", S + "test_corruption.py",
        S + "test_other_rules.py", S + "test_other_games.py", S + "test_cli.py",
        S + "test_forged_names.py", S + "test_roundtrip.py", S + "test_housekeeping.py",
        S + "test_kill.py"]),
    "saves/store.py": ("saves/store.py", [
        S + "test_store.py", S + "test_housekeeping.py", S + "test_corruption.py",
        S + "test_forged.py", S + "test_cli.py", S + "test_other_rules.py",
        S + "test_other_games.py", S + "test_forged_names.py", S + "test_roundtrip.py",
        S + "test_kill.py"]),
    "play/parser.py": ("cresus_tui/play/parser.py", ["tests/play"]),
}
"""Module → (file, every test file of its own folder, the quickest to fail first)."""

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
                and id(node) not in docstrings:
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


def run_tests(copy_root: Path, tests: list[str], timeout: float) -> str:
    env = dict(os.environ, PYTHONPATH=str(copy_root), PYTHONDONTWRITEBYTECODE="1")
    cmd = ["nice", "-n", "10", sys.executable, "-m", "pytest", "-x", "-q", "-p",
           "no:cacheprovider", "-n", "0", *tests]
    try:
        done = subprocess.run(cmd, cwd=copy_root, env=env, capture_output=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return "killed (timeout)"
    if done.returncode == 0:
        return "survived"
    if done.returncode in (1, 2):
        return "killed"
    return f"killed (pytest exit {done.returncode})"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mutants", type=int, default=30, help="sampled mutants per module")
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--only", default="", help="comma-separated module names")
    ap.add_argument("--json", default="", help="write the results here")
    ap.add_argument("--tests", default="", help="override the test paths (comma-separated)")
    args = ap.parse_args()
    names = [n for n in TARGETS if not args.only or n in args.only.split(",")]
    results = {}
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        copy_root = Path(tmp)
        copy_project(copy_root)
        for name in names:
            rel, tests = TARGETS[name]
            if args.tests:
                tests = args.tests.split(",")
            source = (ROOT / rel).read_text("utf-8")
            tree = ast.parse(source)
            lines = source.splitlines()
            points = mutation_points(tree, lines)
            rng = random.Random(f"{args.seed}-{name}")
            sample = rng.sample(points, min(args.mutants, len(points)))
            killed = 0
            survivors = []
            started = time.perf_counter()
            for target, kind, what in sample:
                node = list(ast.walk(tree))[target]
                try:
                    mutated = ast.unparse(mutate(tree, target, kind))
                    compile(mutated, rel, "exec")
                except (SyntaxError, ValueError, TypeError):
                    continue
                (copy_root / rel).write_text(mutated, "utf-8")
                outcome = run_tests(copy_root, tests, args.timeout)
                if outcome.startswith("killed"):
                    killed += 1
                else:
                    survivors.append(f"line {node.lineno}: {what}: "
                                     f"{lines[node.lineno - 1].strip()[:90]}")
                print(f"  {name}:{node.lineno} {what}: {outcome}", flush=True)
            (copy_root / rel).write_text(source, "utf-8")
            run = killed + len(survivors)
            share = killed / run if run else 1.0
            failed |= share < 0.9
            results[name] = {"points": len(points), "run": run, "killed": killed,
                             "survived": len(survivors), "killed_share": round(share, 3),
                             "survivors": survivors,
                             "seconds": round(time.perf_counter() - started, 1)}
            print(f"{name}: {run} mutants of {len(points)} points, {killed} killed, "
                  f"{len(survivors)} survived: {share:.1%} killed "
                  f"({time.perf_counter() - started:.0f} s)", flush=True)
            for s in survivors:
                print(f"    survivor {s}", flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1), "utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
