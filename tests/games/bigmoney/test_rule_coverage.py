"""Every rule id of shared/rules/big-money.md is named by a Big Money test, and the players'
rules reference agrees with the data file."""

from __future__ import annotations

import re
from pathlib import Path

from cresus_tui.games.bigmoney import SPEC, load_rules

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent.parent
SPEC_FILE = ROOT.parent / "shared" / "rules" / "big-money.md"
KNOWN_IDS = (
    [f"B-1.{i}" for i in range(1, 4)] + [f"B-2.{i}" for i in range(1, 6)]
    + [f"B-3.{i}" for i in range(1, 5)] + [f"B-4.{i}" for i in range(1, 7)]
    + [f"B-5.{i}" for i in range(1, 5)] + ["B-6.1", "B-6.2", "B-7.1", "B-7.2", "B-8.1", "B-8.2"]
    + [f"B-9.{i}" for i in range(1, 6)] + [f"B-10.{i}" for i in range(1, 7)]
    + [f"B-11.{i}" for i in range(1, 6)] + [f"B-12.{i}" for i in range(1, 5)]
    + ["B-13.1", "B-13.2"]
)


def spec_ids() -> list[str]:
    if SPEC_FILE.exists():
        ids = re.findall(r"^- (B-\d+\.\d+)", SPEC_FILE.read_text(encoding="utf-8"), re.M)
        return sorted(set(ids), key=lambda x: tuple(map(int, x[2:].split("."))))
    return KNOWN_IDS


def test_spec_ids_are_the_known_ones() -> None:
    assert spec_ids() == KNOWN_IDS


def test_every_B_rule_id_is_named_by_a_test() -> None:
    names: set[str] = set()
    for path in HERE.rglob("test_*.py"):
        names |= set(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    missing = []
    for rule in spec_ids():
        tag = "test_" + rule.replace("-", "_").replace(".", "_") + "_"
        if not any(n.startswith(tag) for n in names):
            missing.append(rule)
    assert not missing, f"no test named after {missing}"


def test_rules_reference_numbers_match_the_data_file() -> None:
    text = SPEC.rules_file.read_text(encoding="utf-8")
    rules = load_rules()
    for n, row in rules.setup.items():
        cells = " | ".join(str(c) for c in row.capital)
        assert f"| {n} | {row.bank} | {cells} |" in text
    for label, key in [("Pair", "PAIR"), ("Two pairs", "TWO_PAIRS"), ("Full house", "FULL"),
                       ("Five of a kind", "FIVE"), ("Large straight", "LARGE")]:
        assert re.search(rf"\| {label} \|[^|]*\| {rules.payouts[key]} \|", text), label
    b = rules.bonus
    assert f"2 cards +{b[1]} Z, 3 cards +{b[2]} Z, 4 or more +{b[3]} Z" in text
    for news in rules.news.values():
        assert news.name in text
