"""Each game's own word for its turns everywhere outside its screen (Big Money plays rounds),
and the plain Load list naming each save's game."""

from __future__ import annotations

from cresus_tui.games.registry import GAMES
from cresus_tui.plain.games import plain_games as kits

from .scripted import scripted_commands, transcript


def _big_money():
    return next(k for k in kits() if k.id == "bigmoney")


def test_every_game_says_where_it_stands_in_its_own_word() -> None:
    assert GAMES["bigmoney"].moment(7) == "round 7"
    assert GAMES["cresus"].moment(3) == "turn 3" and GAMES["forex"].moment(12) == "turn 12"
    assert GAMES["bigmoney"].moment(0) == "setup"
    assert GAMES["bigmoney"].moment(9, over=True) == "over"


def test_big_money_resumes_saves_lists_and_loads_in_rounds(tmp_path, capsys) -> None:
    """Bug: plain resume said "— game resumed — turn setup" in round 7; the Load list named
    no game; saves list said "turn"."""
    commands = scripted_commands(_big_money(), queries=[])
    cut = len(commands) // 2
    first = transcript(commands[:cut], tmp_path)
    assert "Saved as “autosave”" in first
    second = transcript(["continue"], tmp_path)
    resumed = second.split("— game resumed — ")[1].split(".")[0]
    assert resumed.startswith("round ") and int(resumed.split()[1]) >= 2, resumed
    listing = transcript(["load"], tmp_path)
    line = next(x for x in listing.splitlines() if x.strip().startswith("1. autosave"))
    assert line.startswith("  1. autosave — Big Money — round ") and "turn" not in line

    from cresus_tui.cli import main

    assert main(["--data-dir", str(tmp_path), "saves", "list"]) == 0
    out = capsys.readouterr().out
    assert "PROGRESS" in out.splitlines()[0]
    row = next(x for x in out.splitlines() if x.startswith("autosave"))
    assert " round " in row and " turn " not in row
    assert main(["--data-dir", str(tmp_path), "saves", "show", "autosave"]) == 0
    assert "\nRound    " in capsys.readouterr().out
