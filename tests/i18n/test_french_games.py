"""Big Money and FOR-EX in French (#25): a whole game of each, played with French commands in
the plain front end, replays byte for byte from its fixture; what the game itself says (story,
decision lines, errors, hints, odds, the game's end) holds none of the game's English words.

``python -m tests.i18n.test_french_games`` rewrites both fixtures after a deliberate change of
the French text (the commands are the English fixture's, each verb in its French word; the
rule book and help pages are left out until they are French). Review the diff first."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cresus_tui import i18n
from tests.plain.scripted import FIXTURES, SEED, transcript

GAMES = ("bigmoney", "forex")

ENGLISH_WORDS = {
    "bigmoney": ("roll", "rolls", "reroll", "rerolls", "keep", "keeps", "dice", "die",
                 "industry", "dividends", "bank", "market", "slot", "card", "cards", "buy",
                 "buys", "stock", "asset", "pays", "round", "turn", "nothing", "worth",
                 "expected", "triggered", "ranking", "cash", "pair", "straight", "house"),
    "forex": ("contract", "contracts", "certificate", "certificates", "queue", "loan",
              "strengthens", "weakens", "invest", "divest", "resolve", "resolved", "Strongest",
              "dividend", "rates", "worth", "supply", "evaluation", "pays", "gets",
              "turn", "bankrupt", "currency", "letters"),
}
"""English words of each game that its French transcript must not contain (whole words, case
sensitive); the generic words (menus, `Commands:`, errors' `Try:`) are the core's list."""

_SKIPPED = ("rules", "help")
"""Queries left out of the French fixtures: the rule book and the help pages."""


def english_commands(game: str) -> list[str]:
    return (FIXTURES / f"{game}-seed{SEED}.commands.txt").read_text("utf-8").splitlines()


def fixture_paths(game: str) -> tuple[Path, Path]:
    return (FIXTURES / f"{game}-seed{SEED}.fr.commands.txt",
            FIXTURES / f"{game}-seed{SEED}.fr.transcript.txt")


def french_commands(game: str) -> list[str]:
    """The English fixture's commands with each game verb in its French word (the menus'
    answers, the first five lines, and the last `quit` as they are)."""
    from cresus_tui.play.kits import play_kit

    words = play_kit(game).words
    assert words is not None
    lines = english_commands(game)
    i18n.set_language("fr")
    try:
        body = [words.command(c) for c in lines[5:-1]
                if c.split(" ", 1)[0] not in _SKIPPED]
    finally:
        i18n.set_language("en")
    return lines[:5] + body + lines[-1:]


def french_transcript(commands: list[str], data_dir: Path) -> str:
    i18n.set_language("fr")
    try:
        return transcript(commands, data_dir)
    finally:
        i18n.set_language("en")


def game_lines(text: str) -> list[str]:
    """The transcript from the game's first line (the menus before it are the core's)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Seed "))
    return [line for line in lines[start + 1:]
            if not line.startswith(("Commands:", "> ", "Marked kept:", "Saved as", "The story",
                                    "Why ", "Luck", "Against ", "Your costliest", "The finished game", "What now",
                                    "  1. Review", "  2. Main", "  3. Quit", "Bye."))]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_the_french_commands_are_the_english_games_in_french_words(game):
    cmd_path, _ = fixture_paths(game)
    commands = cmd_path.read_text("utf-8").splitlines()
    assert commands == french_commands(game)
    assert len(commands) > 30


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_french_game_replays_byte_for_byte(game, tmp_path):
    cmd_path, out_path = fixture_paths(game)
    commands = cmd_path.read_text("utf-8").splitlines()
    text = french_transcript(commands, tmp_path)
    assert text == out_path.read_text("utf-8")
    assert "\x1b" not in text


@pytest.mark.parametrize("game", GAMES)
def test_the_french_game_says_none_of_its_english_words(game):
    _, out_path = fixture_paths(game)
    lines = game_lines(out_path.read_text("utf-8"))
    assert len(lines) > 100
    found = {}
    for word in ENGLISH_WORDS[game]:
        hits = [line for line in lines if re.search(rf"(?<![\w-]){word}(?![\w-])", line)]
        if hits:
            found[word] = hits[:2]
    assert found == {}


@pytest.mark.parametrize("game", GAMES)
def test_the_english_words_are_found_in_the_english_game(game):
    """The word list means something: the English transcript of the same game holds them."""
    text = (FIXTURES / f"{game}-seed{SEED}.transcript.txt").read_text("utf-8")
    lines = game_lines(text)
    missing = [w for w in ENGLISH_WORDS[game]
               if not any(re.search(rf"(?<![\w-]){w}(?![\w-])", line) for line in lines)]
    assert len(missing) <= len(ENGLISH_WORDS[game]) // 3, missing


def main() -> None:  # pragma: no cover - a maintenance tool
    import tempfile

    for game in GAMES:
        commands = french_commands(game)
        cmd_path, out_path = fixture_paths(game)
        cmd_path.write_text("".join(c + "\n" for c in commands), encoding="utf-8")
        with tempfile.TemporaryDirectory() as tmp:
            out_path.write_text(french_transcript(commands, Path(tmp)), encoding="utf-8")
        print(f"{game}: {len(commands)} commands → {out_path.name}")


if __name__ == "__main__":  # pragma: no cover
    main()
