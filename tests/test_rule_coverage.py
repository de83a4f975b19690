"""Every rule id of the specification is named by at least one test (C-13 is the rivals')."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT.parent / "shared" / "rules" / "cresus.md"
# The ids of shared/rules/cresus.md, for a checkout without shared/ beside it.
KNOWN_IDS = (
    [f"C-1.{i}" for i in range(1, 6)] + [f"C-2.{i}" for i in range(1, 4)]
    + [f"C-3.{i}" for i in range(1, 5)] + [f"C-4.{i}" for i in range(1, 4)]
    + [f"C-5.{i}" for i in range(1, 16)] + [f"C-6.{i}" for i in range(1, 6)]
    + [f"C-7.{i}" for i in range(1, 5)] + [f"C-8.{i}" for i in range(1, 3)]
    + [f"C-9.{i}" for i in range(1, 4)] + [f"C-10.{i}" for i in range(1, 6)] + ["C-11.1"]
)


def spec_ids() -> list[str]:
    if SPEC.exists():
        ids = re.findall(r"^- (C-\d+\.\d+)", SPEC.read_text(encoding="utf-8"), re.M)
        ids += re.findall(r"^(C-13\.\d+)", SPEC.read_text(encoding="utf-8"), re.M)
        return sorted(set(ids), key=lambda x: tuple(map(int, x[2:].split("."))))
    return KNOWN_IDS


def test_spec_ids_are_the_known_ones() -> None:
    assert [i for i in spec_ids() if not i.startswith("C-13")] == KNOWN_IDS


def test_every_rule_id_is_named_by_a_test() -> None:
    names = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        names |= set(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    missing = []
    for rule in spec_ids():
        if rule.startswith("C-13"):
            continue
        tag = "test_" + rule.replace("-", "_").replace(".", "_") + "_"
        if not any(n.startswith(tag) for n in names):
            missing.append(rule)
    assert not missing, f"no test named after {missing}"
