"""Crésus in French (#25): a whole plain-text game played with French commands replays byte for
byte, and what it prints holds none of the English words a French player must never read.

``python -m tests.i18n.test_cresus_french`` rewrites the French fixture (its command file is the
table's own suggestions, in French) after a deliberate change of the French text; review the
diff before committing it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cresus_tui import i18n
from cresus_tui.plain.games import plain_games
from tests.plain.scripted import FIXTURES, SEED, scripted_commands, transcript

COMMANDS = FIXTURES / f"cresus-seed{SEED}.fr.commands.txt"
TRANSCRIPT = FIXTURES / f"cresus-seed{SEED}.fr.transcript.txt"
QUERIES = ["regarder", "état", "état midas", "conseil", "cotes", "cotes poker", "règles 7",
           "xyzzy", "miser beaucoup", "aller nulle part", "acheter 9", "garder 9 9 9",
           "proposer personne donne 1 contre 2", "journal 5"]
"""Lines typed at the third decision: French queries and garbage, none of which changes the
game."""

CRESUS_ENGLISH = ("throw", "throws", "share", "shares", "luxury", "bid", "bids", "market",
                  "markets", "pawn", "pawns", "dice", "sell", "sells", "buy", "buys", "loan",
                  "auction", "tournament", "pot", "rival", "rivals", "worth", "expected",
                  "nobody", "card", "cards", "takes", "keeps", "wins")
"""English words of Crésus's own texts that must not appear in its French story."""


def _kit():
    return next(k for k in plain_games() if k.id == "cresus")


@pytest.fixture(autouse=True)
def _french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def _story(text: str) -> str:
    """The transcript from the first line of the game to its ranking: what Crésus itself tells
    (the menus and the finale around it are the generic front end's)."""
    start = text.index("Crésus — osez devenir riche !")
    end = text.index("Classement (cartes de luxe, puis argent) :")
    return text[start:end]


def test_french_fixture_replays_byte_for_byte(tmp_path):
    commands = COMMANDS.read_text("utf-8").splitlines()
    expected = TRANSCRIPT.read_text("utf-8")
    assert transcript(commands, tmp_path / "a") == expected


def test_french_game_is_played_with_french_commands():
    commands = set(COMMANDS.read_text("utf-8").splitlines())
    assert {"fini", "luxe", "non"} <= commands
    assert any(c.startswith("miser ") for c in commands)
    assert any(c.startswith("aller ") for c in commands)
    assert not any(c.startswith(("bid ", "go ", "buy ", "sell ", "keep ")) for c in commands)


def test_french_story_has_no_english_words():
    story = _story(TRANSCRIPT.read_text("utf-8"))
    # a player's typed line is theirs: only what the game prints counts; the dice marks are
    # the generic front end's line (core.po), not Crésus's
    printed = "\n".join(line for line in story.splitlines()
                         if not line.startswith(("> ", "Marked kept:")))
    found = sorted({w for w in re.findall(r"[A-Za-z]+", printed) if w.lower() in CRESUS_ENGLISH})
    assert found == []


def test_french_numbers_in_the_story():
    story = _story(TRANSCRIPT.read_text("utf-8"))
    assert re.search(r"\d,\d M", story)  # decimals with a comma
    assert not re.search(r"\d\.\d M", story)


def main() -> None:  # pragma: no cover - a maintenance tool
    import tempfile

    i18n.set_language("fr")
    commands = scripted_commands(_kit(), queries=QUERIES)
    COMMANDS.write_text("".join(c + "\n" for c in commands), encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        TRANSCRIPT.write_text(transcript(commands, Path(tmp)), encoding="utf-8")
    print(f"cresus (fr): {len(commands)} commands → {TRANSCRIPT.name}")


if __name__ == "__main__":  # pragma: no cover
    main()
