"""`reroll` does the same in Crésus and Big Money (a bare `reroll` throws again the dice not
kept, all of them when none is: ``Table._with_marks``); the help of each game and Crésus's
dice prompt say so in the same words (a play-test read "throws all again" in Crésus and "the
dice not marked kept" in Big Money as two different commands)."""

from __future__ import annotations

from pathlib import Path

import cresus_tui

ROOT = Path(cresus_tui.__file__).parent
SAME = "hrow again the dice not kept"


def _reroll_row(path: Path) -> str:
    return next(line for line in path.read_text("utf-8").splitlines()
                if line.startswith("| `reroll` |"))


def test_both_help_tables_say_what_reroll_does_in_the_same_words() -> None:
    cresus = _reroll_row(ROOT / "docs" / "help.md")
    bigmoney = _reroll_row(ROOT / "games" / "bigmoney" / "help.md")
    assert SAME in cresus and SAME in bigmoney
    assert "all of them when none is kept" in cresus
    assert "all five when none is kept" in bigmoney


def test_the_crésus_dice_prompt_agrees() -> None:
    source = (ROOT / "play" / "cresus" / "commands.py").read_text("utf-8")
    assert "`reroll` throws again the dice not kept (all of them when none is)" in source
    assert "throws all again" not in source
