"""Every FOR-EX rule id (F-x.y) is named by a test: a test name ``test_F_x_y_…`` or a test's
docstring naming it."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SPEC = ROOT.parent / "shared" / "rules" / "forex.md"
# The ids of shared/rules/forex.md, for a checkout without shared/ beside it.
COUNTS = {1: 3, 2: 3, 3: 6, 4: 5, 5: 4, 6: 2, 7: 4, 8: 3, 9: 3, 10: 3, 11: 6, 12: 5, 13: 2,
          14: 3, 15: 2, 16: 2, 17: 7, 18: 4, 19: 4}
KNOWN_IDS = [f"F-{c}.{i}" for c, n in COUNTS.items() for i in range(1, n + 1)]
# Not the engine's: the command verbs belong to the screen (tested there).
ELSEWHERE = {"F-18.4"}


def spec_ids() -> list[str]:
    if SPEC.exists():
        ids = re.findall(r"^- (F-\d+\.\d+)", SPEC.read_text(encoding="utf-8"), re.M)
        return sorted(set(ids), key=lambda x: tuple(map(int, x[2:].split("."))))
    return KNOWN_IDS


def test_spec_ids_are_the_known_ones() -> None:
    assert spec_ids() == KNOWN_IDS


def test_every_rule_id_is_named_by_a_test() -> None:
    text = ""
    for folder in (ROOT / "tests" / "games" / "forex", ROOT / "tests" / "ai" / "forex"):
        for path in folder.rglob("test_*.py"):
            text += path.read_text(encoding="utf-8")
    names = set(re.findall(r"def (test_\w+)", text))
    missing = []
    for rule in spec_ids():
        if rule in ELSEWHERE:
            continue
        tag = "test_" + rule.replace("-", "_").replace(".", "_") + "_"
        if not any(n.startswith(tag) for n in names) and rule not in text:
            missing.append(rule)
    assert not missing, f"no test names {missing}"
