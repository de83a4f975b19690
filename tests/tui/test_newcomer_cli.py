"""Issue 13, the options: `cresus --help` says plain `cresus` plays, `simulate --help`
documents every option, an unknown level is named as such, `cresus rules [topic]`, and the
lesson-complete screen's rule titles."""

from __future__ import annotations

import pytest

from cresus_tui import cli
from cresus_tui.tui.screens.rules import rule_titles


def test_help_says_plain_cresus_starts_the_game(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = capsys.readouterr().out
    assert "Plain `cresus`" in out and "opens the game" in out
    assert "cresus [--data-dir DIR] [--seed N]" in out


def test_simulate_help_documents_games_and_seed(capsys):
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--help"])
    out = capsys.readouterr().out
    assert "how many games to play" in out and "seed of the first game" in out


def test_simulate_unknown_level_is_named(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["simulate", "--rivals", "foo"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "unknown level 'foo'" in err and "2 to 6" not in err


def test_rules_command_prints_a_topic(capsys):
    assert cli.main(["rules", "C-5.6"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("### Phase 4 — purchase")
    assert cli.main(["rules", "auctions"]) == 0
    assert "Sealed-bid auctions (C-7)" in capsys.readouterr().out
    assert cli.main(["rules"]) == 0
    assert capsys.readouterr().out.startswith("# Crésus — the rules")
    assert cli.main(["rules", "zebra"]) == 1


def test_rule_titles_prefer_the_rule_own_chapter():
    titles = rule_titles()
    assert titles["C-6.3"] == "Expert cards"
    assert titles["C-5.6"].startswith("Phase 4")
