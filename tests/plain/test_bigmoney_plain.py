"""Big Money in plain text (`cresus --plain`): a whole game from a command file, through the
real command with its input redirected; the same file gives the same transcript; queries and
wrong lines change nothing; the end of the input mid-game saves and Continue finishes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cresus_tui.plain.games import plain_games as kits

from .scripted import scripted_commands, transcript

ROOT = Path(__file__).resolve().parents[2]
QUERIES = ["look", "status", "status picsou", "market", "odds", "hint", "rules dice",
           "help 2", "keep 9", "buy 7", "[red]garbage", "log 5"]


def bigmoney():
    return next(k for k in kits() if k.id == "bigmoney")


def game_lines(commands: list[str]) -> list[str]:
    """The command file choosing Big Money in the game list (all games installed)."""
    assert commands[:2] == ["new", "Big Money"]
    return commands


def ranking(text: str) -> list[str]:
    lines = text.splitlines()
    start = lines.index("Ranking (cash only; cards are worth nothing):")
    return [x for x in lines[start + 1:start + 6] if x.startswith("  ")]


def test_a_whole_game_from_a_command_file(tmp_path) -> None:
    commands = game_lines(scripted_commands(bigmoney(), seed=11, queries=QUERIES))
    path = tmp_path / "bigmoney.commands.txt"
    path.write_text("".join(c + "\n" for c in commands), "utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="dumb")
    with path.open("rb") as stdin:
        done = subprocess.run([sys.executable, "-m", "cresus_tui", "--plain", "--seed", "11",
                               "--data-dir", str(tmp_path / "data")], stdin=stdin,
                              capture_output=True, cwd=ROOT, env=env, timeout=300)
    text = done.stdout.decode("utf-8")
    assert done.returncode == 0, done.stderr.decode()
    assert "The game is over." in text and text.endswith("Bye.\n")
    assert len(ranking(text)) == 4
    # the queries were answered and changed nothing
    assert "> odds\nDice " in text or "> odds\nA turn of dice pays" in text
    assert "> keep 9\nError: There is no die 9" in text or "> keep 9\nError: You cannot keep" in text
    assert "> [red]garbage\nError: Unknown command “" in text
    assert "Hint: " in text and "Market (buy 1–buy 4):" in text
    assert "\x1b" not in text
    # the same file in process gives the same transcript
    assert transcript(commands, tmp_path / "again", seed=11) == text


def test_end_of_input_mid_game_saves_and_continue_finishes(tmp_path) -> None:
    commands = game_lines(scripted_commands(bigmoney(), seed=5, queries=[]))
    cut = len(commands) // 2
    first = transcript(commands[:cut], tmp_path, seed=5)
    assert first.endswith("End of input. Saved as “autosave”. Run cresus again and pick "
                          "Continue to go on.\n")
    rest = transcript(["continue"] + commands[cut:], tmp_path, seed=5)
    whole = transcript(commands, tmp_path / "whole", seed=5)
    assert ranking(rest) == ranking(whole)
