"""Every rule id the game cites — in its messages, help, rule books and lessons — is found by
`rules <id>` in its own game's rule book, in both front ends and `cresus rules --game`."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cresus_tui
from cresus_tui.cli import rules_sections
from cresus_tui.games.registry import get_game
from cresus_tui.plain.docs import doc_section
from cresus_tui.play.rulebook import RULE_ID, covered, mentions, rule_titles, sections_naming

PACKAGE = Path(cresus_tui.__file__).parent
GAME_OF = {"C": "cresus", "B": "bigmoney", "F": "forex"}


def _book(game: str) -> str:
    from cresus_tui.tui.screens.rules import read_doc

    return read_doc("rules.md", "Rules", game)  # as the player reads it (numbers filled)


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            ids.add(id(node.value))  # attribute docstrings
    return ids


def cited_ids() -> set[str]:
    """Rule ids in what a player reads: string literals of the code (not docstrings or
    comments), the help documents and every lesson's rule ids."""
    found: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        skip = _docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in skip:
                found |= {m.group(0) for m in RULE_ID.finditer(node.value)
                          if m.group(1) in GAME_OF}
    for path in PACKAGE.rglob("help.md"):
        found |= {m.group(0) for m in RULE_ID.finditer(path.read_text("utf-8"))
                  if m.group(1) in GAME_OF}
    from cresus_tui.tutorials.bigmoney.lessons import LESSONS as BIG
    from cresus_tui.tutorials.forex.lessons import LESSONS as FX

    for lesson in BIG + FX:
        found |= set(lesson.rule_ids)
        for step in lesson.steps:
            found |= set(step.rule_ids)
    return found


CITED = sorted(cited_ids())


def test_the_game_cites_rules_of_every_game() -> None:
    assert {"F-12.4", "B-7.2"} <= set(CITED)
    assert {rid[0] for rid in CITED} == {"C", "B", "F"}


@pytest.mark.parametrize("rule_id", CITED)
def test_every_cited_rule_id_is_in_its_game_rule_book(rule_id: str) -> None:
    game = GAME_OF[rule_id[0]]
    text = _book(game)
    sections = rules_sections(text, rule_id)  # `cresus rules --game <game> <id>`
    assert sections and all(mentions(s, rule_id) for s in sections), rule_id
    shown = doc_section(text, rule_id)  # plain text's `rules <id>`
    assert any(mentions(line, rule_id) for line in shown), (rule_id, shown[:2])
    assert rule_titles(text).get(rule_id) or rule_titles(text).get(rule_id.split(".")[0])


def test_rule_ids_are_matched_exactly() -> None:
    assert mentions("the ladder (F-1.10)", "F-1.10")
    assert not mentions("the ladder (F-1.10)", "F-1.1")
    assert not mentions("(F-12)", "F-1")
    assert mentions("(F-12.4)", "F-12")
    text = "# X\n\n## 1. A (F-1)\n\n- one (F-1.1)\n\n## 2. B (F-2)\n\n- ten (F-1.10)\n"
    assert [s.splitlines()[0] for s in sections_naming(text, "F-1.1")] == ["## 1. A (F-1)"]
    assert doc_section(text, "F-1.10")[0] == "2. B (F-2)"
    assert doc_section(text, "F-9.9") == ["No rule F-9.9 here; type the word alone for the "
                                          "sections."]


def test_both_new_rule_books_carry_the_spec_chapter_titles() -> None:
    fx = rule_titles(_book("forex"))
    assert fx["F-12.4"] == "Dividends" and fx["F-7.2"] == "Spot trade"
    assert fx["F-11.4"] == "Resolve and the queue" and fx["F-16.1"] == "What everyone sees"
    big = rule_titles(_book("bigmoney"))
    assert big["B-7.2"] == "Number dice and payouts" and big["B-5.2"] == \
        "Dividends and the sector bonus"
    assert big["B-9.3"] == "The end"


def test_a_lesson_closes_with_rule_titles() -> None:
    assert covered("forex", ("F-12.4", "F-3.5", "F-12.1")) == \
        "Rates (F-3.5); Dividends (F-12.1, F-12.4)"
    from cresus_tui.play.forex.tutorial import Tutorial

    t = Tutorial.start("forex-currencies")
    summary = t.summary()
    assert "— done! What you learned: currencies, pairs and their wins" in summary
    assert "(F-3.1, F-3.5, " in summary and "Look them up any time with `rules`." in summary


@pytest.mark.parametrize("game, rule_id, heading", [
    ("forex", "F-12.4", "## 12. Dividends (F-12)"),
    ("bigmoney", "B-7.2", "## 7. Number dice and payouts (B-7)"),
    ("cresus", "C-5.3", "### Phase 2"),
])
def test_cresus_rules_command_finds_ids_of_every_game(game, rule_id, heading, capsys) -> None:
    from cresus_tui.cli import main

    assert main(["rules", "--game", game, rule_id]) == 0
    out = capsys.readouterr().out
    assert out.startswith(heading) and rule_id in out
    assert get_game(game).rules_file.is_file()
