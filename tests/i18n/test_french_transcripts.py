"""A whole scripted plain game of each game in French (#25): it replays byte for byte from its
fixture and contains none of the English UI words of ``english_words.txt``.

FRENCH_GAMES lists the games whose French fixture exists; add yours when its words are all
translated, then write its fixture with ``python -m tests.i18n.test_french_transcripts
<game id>`` (look at the transcript before committing it). The commands are the scripted
player's, each verb in French (``Vocabulary.command``), the menus answered in French.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from cresus_tui import i18n
from cresus_tui.plain.games import PlainGame, plain_games
from tests.pig import pig_game  # noqa: F401 - the fixture
from tests.plain.scripted import FIXTURES, SEED, scripted_commands, transcript

FRENCH_GAMES: list[str] = [
    "pig",       # the test game: every generic place (menus, prompts, saves, game over)
    "cresus",
    "bigmoney",
    "forex",
]
"""The games with a French fixture (``<id>-seed7.fr.commands.txt`` and its transcript)."""

QUERIES_FR = ["regarder", "état", "conseil", "cotes", "règles", "aide", "xyzzy", "sauver",
              "journal 5", "12345", "!!!"]
"""Lines typed at the third decision, in French: queries, a save and garbage."""

GAME_QUERIES_FR: dict[str, list[str]] = {
    "cresus": ["état midas", "cotes poker", "règles 7", "miser beaucoup", "aller nulle part",
               "acheter 9", "garder 9 9 9", "proposer personne donne 1 contre 2"],
}
"""A game's own lines typed after QUERIES_FR: its queries with an argument and commands its
parser refuses, none of which changes the game."""

WORDS_FILE = Path(__file__).with_name("english_words.txt")

QUOTED = ("(go, bid, buy…)",)
"""English the French text quotes on purpose: the help's examples of the English commands
that work too."""


def english_words() -> set[str]:
    return {w.strip().casefold() for w in WORDS_FILE.read_text("utf-8").splitlines()
            if w.strip() and not w.startswith("#")}


def english_found(text: str, names: list[str]) -> list[str]:
    """The English UI words of ``text`` (its games' and players' names taken out first)."""
    for name in sorted(names, key=len, reverse=True):  # as shown or as typed ("new york")
        text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
    words = english_words()
    return sorted({w for w in re.findall(r"[A-Za-z]+", text) if w.casefold() in words})


def french_commands(kit: PlainGame, several: bool) -> list[str]:
    """The scripted game's command file with every verb in French (French chosen)."""
    queries = QUERIES_FR + GAME_QUERIES_FR.get(kit.id, [])
    lines = scripted_commands(kit, seed=SEED, queries=queries, choose_game=several)
    assert lines[0] == "new" and lines[-1] == "quit"
    middle = [kit.kit.command(c) for c in lines[1:-1]]
    return ["nouvelle"] + middle + ["quitter"]


def fixture_paths(game_id: str) -> tuple[Path, Path]:
    return (FIXTURES / f"{game_id}-seed{SEED}.fr.commands.txt",
            FIXTURES / f"{game_id}-seed{SEED}.fr.transcript.txt")


def _games(game_id: str) -> list[PlainGame]:
    """Every game the plain face offers (the test game alone: it is not installed)."""
    games = plain_games()
    return [k for k in games if k.id == "pig"] if game_id == "pig" else \
        [k for k in games if k.id != "pig"]


def names_of(game_id: str, text: str) -> list[str]:
    from cresus_tui.games.registry import GAMES

    names = [spec.name for spec in GAMES.values()] + list(QUOTED)
    if game_id == "cresus":  # its markets are named after cities ("New York")
        from cresus_tui.games.cresus import load_rules

        names += [m.name for m in load_rules().markets]
    names += re.findall(r"(?:adversaires :|You face) ([^.]*)\.", text)[0].split(", ") \
        if re.search(r"adversaires :", text) else []
    return names


@pytest.fixture(autouse=True)
def _french(pig_game):
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game_id", FRENCH_GAMES)
def test_a_whole_french_game_replays_byte_for_byte(game_id, tmp_path):
    cmd_path, out_path = fixture_paths(game_id)
    commands = cmd_path.read_text("utf-8").splitlines()
    assert transcript(commands, tmp_path, games=_games(game_id)) == \
        out_path.read_text("utf-8")


@pytest.mark.parametrize("game_id", FRENCH_GAMES)
def test_a_french_transcript_has_no_english_word(game_id):
    _, out_path = fixture_paths(game_id)
    text = out_path.read_text("utf-8")
    assert "Classement :" in text or "classement" in text.casefold()
    assert english_found(text, names_of(game_id, text)) == []


@pytest.mark.parametrize("game_id", FRENCH_GAMES)
def test_the_french_fixture_is_the_scripted_players_game(game_id):
    kit = next(k for k in _games(game_id) if k.id == game_id)
    cmd_path, _ = fixture_paths(game_id)
    assert cmd_path.read_text("utf-8").splitlines() == \
        french_commands(kit, len(_games(game_id)) > 1)


def test_the_word_list_catches_english():
    assert english_found("Your turn: press Enter.", []) == ["Enter", "Your", "press", "turn"]
    assert english_found("Big Money — À vous : tapez Entrée.", ["Big Money"]) == []


def test_a_game_saved_in_french_continues_in_english(tmp_path):
    """Saves hold no text: the second half of a game played in French, continued in English,
    is told word for word as when the whole game was played in English."""
    kit = next(k for k in _games("pig") if k.id == "pig")
    i18n.set_language("en")
    commands = scripted_commands(kit, seed=SEED, queries=[], choose_game=False)
    cut = len(commands) // 2
    english, french = tmp_path / "en", tmp_path / "fr"
    transcript(commands[:cut], english, games=[kit])
    i18n.set_language("fr")
    first = transcript([kit.kit.command(c) if i else "nouvelle"
                        for i, c in enumerate(commands[:cut])], french, games=[kit])
    assert "Sauvegardé sous « autosave »." in first
    i18n.set_language("en")
    rest = ["continue"] + commands[cut:]
    after_english = transcript(rest, english, games=[kit])
    after_french = transcript(rest, french, games=[kit])
    assert after_french == after_english
    assert "game resumed" in after_french and "Classement" not in after_french


def main() -> None:  # pragma: no cover - a maintenance tool
    """Write the French fixture of each game named (``pig`` registers the test game)."""
    import sys

    from tests.pig import register

    register()
    i18n.set_language("fr")
    for game_id in sys.argv[1:]:
        games = _games(game_id)
        kit = next(k for k in games if k.id == game_id)
        commands = french_commands(kit, len(games) > 1)
        cmd_path, out_path = fixture_paths(game_id)
        cmd_path.write_text("".join(c + "\n" for c in commands), encoding="utf-8")
        with tempfile.TemporaryDirectory() as tmp:
            out_path.write_text(transcript(commands, tmp, games=games), encoding="utf-8")
        print(f"{game_id}: {len(commands)} commands → {out_path.name}")


if __name__ == "__main__":  # pragma: no cover
    main()
