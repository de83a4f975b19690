"""Every rule id of every registered game's specification is named by at least one test
(C-13 is the rivals'). A game joins by registering (cresus_tui/games/registry.py) and naming
its rule book in RULE_BOOKS."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cresus_tui.games.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
RULES_DIR = ROOT.parent / "shared" / "rules"
SPEC = RULES_DIR / "cresus.md"
RULE_BOOKS = {
    # game id: (its rule book in shared/rules, rule id prefix, chapters no engine test names)
    "cresus": ("cresus.md", "C", ("13",)),
    "bigmoney": ("big-money.md", "B", ()),
    "forex": ("forex.md", "F", ()),
}
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


def book_ids(game: str) -> list[str]:
    """The rule ids of ``game``'s rule book (Crésus: the known ones without shared/)."""
    file, prefix, _ = RULE_BOOKS[game]
    path = RULES_DIR / file
    if game == "cresus":
        return spec_ids()
    if not path.exists():
        pytest.skip(f"no {path} beside this checkout")
    ids = re.findall(rf"^- ({prefix}-\d+\.\d+)", path.read_text(encoding="utf-8"), re.M)
    return sorted(set(ids), key=lambda x: tuple(map(int, x[2:].split("."))))


def test_every_registered_game_has_a_rule_book() -> None:
    assert set(GAMES) <= set(RULE_BOOKS)


@pytest.mark.parametrize("game", [g for g in RULE_BOOKS if g in GAMES])
def test_every_rule_id_is_named_by_a_test(game: str) -> None:
    _, prefix, skipped = RULE_BOOKS[game]
    names = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        names |= set(re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    missing = []
    for rule in book_ids(game):
        if rule.split("-")[1].split(".")[0] in skipped:
            continue
        tag = "test_" + rule.replace("-", "_").replace(".", "_") + "_"
        if not any(n.startswith(tag) for n in names):
            missing.append(rule)
    assert book_ids(game), f"no {prefix}- rule ids found"
    assert not missing, f"no test named after {missing}"
