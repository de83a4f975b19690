"""French command words (#25): accepted beside the English ones in every language, with the
same fuzzy matching; completion, the commands offered and suggestions in the current
language; English players are never offered a French word."""

from __future__ import annotations

import pytest

from cresus_tui import i18n
from cresus_tui.plain.games import plain_games
from cresus_tui.play.parser import FRENCH_META, Vocabulary, fold

GAMES = ["cresus", "bigmoney", "forex"]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def table_of(game_id: str, seed: int = 7):
    kit = next(k for k in plain_games() if k.id == game_id)
    table = kit.new(3, "normal", "You", seed)
    table.open()
    table.run_rivals()
    return table


def _words(game_id: str) -> Vocabulary:
    from cresus_tui.play.kits import play_kit

    words = play_kit(game_id).words
    assert words is not None
    return words


@pytest.mark.parametrize("game_id", GAMES)
def test_every_verb_of_every_game_has_french_words(game_id):
    words = _words(game_id)
    assert set(words.french) == set(words.english), set(words.english) - set(words.french)
    for verb, french in words.french.items():
        for w in french:
            assert words.verbs[fold(w)] == verb, (w, verb)


@pytest.mark.parametrize(("game_id", "french", "english"), [
    ("cresus", "aller", "go"), ("cresus", "enchérir", "bid"), ("cresus", "miser", "bid"),
    ("cresus", "passer", "pass"), ("cresus", "garder", "keep"), ("cresus", "relancer", "reroll"),
    ("cresus", "arrêter", "stop"), ("cresus", "vendre", "sell"), ("cresus", "acheter", "buy"),
    ("cresus", "échanger", "offer"), ("cresus", "accepter", "accept"),
    ("bigmoney", "lancer", "roll"), ("bigmoney", "garder", "keep"),
    ("bigmoney", "relancer", "reroll"), ("bigmoney", "arrêter", "stop"),
    ("bigmoney", "acheter", "buy"), ("bigmoney", "passer", "pass"),
    ("forex", "investir", "invest"), ("forex", "contrat", "contract"),
    ("forex", "céder", "divest"), ("forex", "résoudre", "resolve"),
    ("forex", "échanger", "spot"), ("forex", "vendre", "sell"), ("forex", "passer", "pass"),
] + [(g, french[0], verb) for g in GAMES for verb, french in FRENCH_META.items()
     if verb not in ("examine", "pace", "transcript") or g == "cresus"])
def test_the_words_of_the_issue(game_id, french, english):
    words = _words(game_id)
    assert words.verbs[fold(french)] == english
    assert words.verbs[fold(french.upper())] == english  # accents and case do not matter
    i18n.set_language("fr")
    assert fold(words.word(english)) == fold(words.french[english][0])


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_french_line_parses_as_its_english_twin_in_both_languages(game_id, lang):
    i18n.set_language(lang)
    table = table_of(game_id)
    words = _words(game_id)
    parse = table.kit.parse
    pairs = [("aide", "help"), ("règles 7", "rules 7"), ("regarder", "look"),
             ("état", "status"), ("journal 5", "log 5"), ("sauver essai", "save essai"),
             ("quitter", "quit"), ("annuler", "undo"), ("cotes", "odds"), ("conseil", "hint")]
    suggested = table.suggest()
    verb = words.verbs[fold(suggested.split()[0])]
    pairs.append((" ".join([words.french[verb][0]] + suggested.split()[1:]), suggested))
    for french, english in pairs:
        assert parse(french, table.view, table.rules) == parse(english, table.view, table.rules)


def test_a_french_decision_is_played():
    table = table_of("cresus")
    english = table.suggest()
    i18n.set_language("fr")
    line = table.kit.command(english)
    assert line.split()[0] != english.split()[0]
    out = table.command(line)
    assert any(type(m).__name__ == "Shown" for m in out), out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_commands_offered_are_in_the_current_language(game_id):
    table = table_of(game_id)
    words = _words(game_id)
    english = table.prompt().commands
    assert english and all(c.split()[0] in words.english for c in english), english
    i18n.set_language("fr")
    french = table.prompt().commands
    assert [words.verbs[fold(c.split()[0])] for c in french] == \
        [words.verbs[fold(c.split()[0])] for c in english]
    assert all(c.split()[0] not in words.english or c.split()[0] in words.french[
        words.verbs[c.split()[0]]] for c in french), french


def test_completion_in_french():
    table = table_of("cresus")
    kit, view, rules = table.kit, table.view, table.rules
    english = kit.complete("b", view, rules)
    assert "bid" in english and all(not c.startswith("miser") for c in english)
    i18n.set_language("fr")
    assert kit.complete("mi", view, rules) == ["miser"]
    assert "aide" in kit.complete("ai", view, rules)
    assert kit.complete("regl", view, rules) == ["règles"]  # accents do not matter
    assert kit.complete("règles ", view, rules) == [
        "règles " + c.partition(" ")[2] for c in kit.completions("rules ", view, rules)]
    assert kit.complete("xyz", view, rules) == []


def test_fuzzy_matching_in_both_languages():
    table = table_of("cresus")
    parse = lambda text: table.kit.parse(text, table.view, table.rules)  # noqa: E731
    assert "regarder" not in parse("regardre").message  # English: no French guess
    i18n.set_language("fr")
    assert parse("regardre").suggestion == "look"
    assert parse("encherrir").suggestion == "bid"


def test_a_clash_between_two_verbs_is_refused():
    with pytest.raises(ValueError, match="already a word of 'go'"):
        Vocabulary({"go": ("go",), "bid": ("bid",)}, {"bid": ("go",)})
    with pytest.raises(ValueError, match="does not have"):
        Vocabulary({"go": ("go",)}, {"fly": ("voler",)})


def test_a_bare_french_reroll_keeps_the_marked_dice():
    from cresus_tui.play.kits import DiceMarks

    assert {"relancer", "relance"} <= set(DiceMarks.__dataclass_fields__["words"].default)
