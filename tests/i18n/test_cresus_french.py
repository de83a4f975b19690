"""Crésus in French (#25): the whole plain-text game of its French fixture (written and replayed
byte for byte by ``tests.i18n.test_french_transcripts``) is played with French commands, and what
Crésus itself prints holds none of the English words a French player must never read.

``python -m tests.i18n.test_french_transcripts cresus`` rewrites the French fixture (its command
file is the table's own suggestions, in French) after a deliberate change of the French text;
review the diff before committing it.
"""

from __future__ import annotations

import re

import pytest

from cresus_tui import i18n
from tests.i18n.test_french_transcripts import QUOTED, fixture_paths

COMMANDS, TRANSCRIPT = fixture_paths("cresus")

CRESUS_ENGLISH = ("throw", "throws", "share", "shares", "luxury", "bid", "bids", "market",
                  "markets", "pawn", "pawns", "dice", "sell", "sells", "buy", "buys", "loan",
                  "auction", "tournament", "pot", "rival", "rivals", "worth", "expected",
                  "nobody", "card", "cards", "takes", "keeps", "wins", "has", "only", "must",
                  "offer", "offers", "out")
"""English words of Crésus's own texts that must not appear in its French story."""


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
    for quote in QUOTED:
        printed = printed.replace(quote, " ")
    found = sorted({w for w in re.findall(r"[A-Za-z]+", printed) if w.lower() in CRESUS_ENGLISH})
    assert found == []


def test_french_numbers_in_the_story():
    story = _story(TRANSCRIPT.read_text("utf-8"))
    assert re.search(r"\d,\d M", story)  # decimals with a comma
    assert not re.search(r"\d\.\d M", story)
