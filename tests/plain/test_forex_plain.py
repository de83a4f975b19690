"""FOR-EX in the plain front end (`cresus --plain`): a whole game from a command file to the
ranking, the same transcript twice, the F-18.3 table and F-18.4 verbs in plain text."""

from __future__ import annotations

from cresus_tui.plain.games import plain_games as kits

from .scripted import scripted_commands, transcript

QUERIES = ["look", "rates", "queue", "status 2", "hint", "help", "rules dividends", "pass",
           "invest xyz", "spot 9 give GBP get EUR", "[b]x[/b]", "skip", "log 3"]


def forex_kit():
    return next(k for k in kits() if k.id == "forex")


def test_F_18_4_a_whole_forex_game_from_a_command_file(tmp_path):
    kit = forex_kit()
    commands = scripted_commands(kit, seed=5, queries=QUERIES)
    text = transcript(["new", "for"] + commands[1:], tmp_path / "a", seed=5, games=kits())
    assert "Which game?" in text
    assert "FOR-EX — the currency game. You are P1" in text
    assert "The game is over." in text and "Strongest currency:" in text
    ranking = text[text.index("Ranking:"):].splitlines()[1:5]
    assert [line.strip()[:2] for line in ranking][0] == "1."
    assert len([x for x in ranking if x.startswith("  ")]) == 4
    # the scripted queries were answered and changed nothing
    assert "> pass\nError: There is no pass in FOR-EX (F-6.2)" in text
    assert "> invest xyz\nError: “xyz” is no currency." in text
    assert "> rates\n       GBP  EUR  USD  CHF  JPY  CAD  CNY win\n" in text
    assert "> skip\nNo spot trade this turn." in text
    assert "\n> hint\nHint: " in text and "Candidates, best first (value in " in text
    # the hint's candidates are not numbered: a number typed after `hint` picks one of the
    # game's numbered choices, so "1. invest GBP USD" led to choice 1 (a play-test's defect)
    listed = text[text.index("Candidates, best first"):].splitlines()[1:4]
    assert listed and all(line.startswith(" - ") for line in listed), listed
    assert "# FOR-EX — commands and keys" in text or "commands and keys" in text
    assert "\x1b" not in text and "[b]" not in text.replace("> [b]x[/b]", "")
    again = transcript(["new", "for"] + commands[1:], tmp_path / "b", seed=5, games=kits())
    assert again == text
