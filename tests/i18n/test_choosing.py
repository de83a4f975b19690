"""Choosing the language (#25): ``--lang`` on every command, the menu's Language preference,
the locale; rule books and help in the chosen language; saves hold no language."""

from __future__ import annotations

import dataclasses
import io

import pytest

from cresus_tui import cli, i18n
from cresus_tui.play import preferences
from tests.pig import pig_game  # noqa: F401 - the fixture


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("flag", "pref", "env", "lang"), [
    ("fr", "en", {"LANG": "en_GB"}, "fr"),     # the flag wins over everything
    ("en", "fr", {"LANG": "fr_FR.UTF-8"}, "en"),
    (None, "fr", {"LANG": "en_GB"}, "fr"),     # then the preference
    (None, "en", {"LANG": "fr_FR.UTF-8"}, "en"),
    (None, "", {"LANG": "fr_FR.UTF-8"}, "fr"),  # then the locale
    (None, "", {}, "en"),
])
def test_flag_then_preference_then_locale(flag, pref, env, lang):
    assert i18n.choose_language(flag, pref, env) == lang


@pytest.mark.parametrize(("argv", "asked"), [
    (["--lang", "fr"], ("fr", None)),
    (["rules", "--lang=fr", "C-7"], ("fr", None)),
    (["--data-dir", "/x", "saves", "list", "--lang", "en"], ("en", "/x")),
    (["--lang", "de"], (None, None)),
    (["--lang"], (None, None)),
    ([], (None, None)),
])
def test_lang_is_read_before_the_parser(argv, asked):
    assert cli.language_asked(argv) == asked


@pytest.mark.parametrize("argv", [
    ["--lang", "fr"], ["rules", "--lang", "fr"], ["--lang", "fr", "rules"],
    ["saves", "list", "--lang", "fr"], ["serve", "--lang", "fr"],
    ["simulate", "--lang", "fr"], ["export", "x", "--lang", "fr"],
])
def test_every_command_takes_lang(argv):
    assert cli.build_parser().parse_args(argv).lang == "fr"


def test_a_wrong_language_is_refused(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--lang", "de", "rules"])
    assert exc.value.code == 2
    assert "invalid choice: 'de'" in capsys.readouterr().err


def test_start_language_reads_the_preference(tmp_path, monkeypatch):
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert cli.start_language(["--data-dir", str(tmp_path)]) == "en"
    preferences.save(preferences.Preferences(language="fr"), str(tmp_path))
    assert cli.start_language(["--data-dir", str(tmp_path)]) == "fr"
    assert i18n.current_language() == "fr"
    assert cli.start_language(["--data-dir", str(tmp_path), "--lang", "en"]) == "en"
    assert i18n.current_language() == "en"


def test_the_language_preference_is_kept_and_checked(tmp_path):
    preferences.save(preferences.Preferences(language="fr"), str(tmp_path))
    assert preferences.load(str(tmp_path))[0].language == "fr"
    (tmp_path / preferences.FILE).write_text('{"language": "klingon"}')
    assert preferences.load(str(tmp_path))[0].language == ""


def test_serve_passes_the_language_to_each_tab():
    from cresus_tui.serve import app_command

    assert app_command(None, 7, "fr").split()[-4:] == ["--lang", "fr", "--seed", "7"]
    assert "--lang" not in app_command(None, 7)


# ---- rule books and help in the chosen language ------------------------------------------

def test_localized_picks_the_language_file_when_there_is_one(tmp_path):
    english = tmp_path / "rules.md"
    english.write_text("# Rules")
    assert i18n.localized(english) == english
    i18n.set_language("fr")
    assert i18n.localized(english) == english  # no French file: English
    (tmp_path / "rules.fr.md").write_text("# Règles")
    assert i18n.localized(english) == tmp_path / "rules.fr.md"
    i18n.set_language("en")
    assert i18n.localized(english) == english


@pytest.fixture
def pig_in_french(tmp_path, pig_game):
    """Pig registered with its rule book and help copied to ``tmp_path``, each with a French
    twin."""
    from cresus_tui.games import registry

    spec = registry.get_game("pig")
    for name in ("rules", "help"):
        source = spec.rules_file.parent / f"{name}.md"
        (tmp_path / f"{name}.md").write_text(source.read_text("utf-8"), "utf-8")
    (tmp_path / "rules.fr.md").write_text(
        "# Règles du Pig\n\n## 1. Le tour (P-1)\n\nLancez le dé (P-1.1).\n", "utf-8")
    (tmp_path / "help.fr.md").write_text("# Aide\n\nTapez `lancer`.\n", "utf-8")
    registry.register_game(dataclasses.replace(spec, rules_file=tmp_path / "rules.md"))
    return "pig"


def test_every_rule_book_loader_follows_the_language(pig_in_french, capsys):
    from cresus_tui.plain.games import plain_games
    from cresus_tui.play.rulebook import titles_of
    from cresus_tui.tui.screens.rules import read_doc

    game = next(g for g in plain_games() if g.id == "pig")
    english_rules = read_doc("rules.md", "Rules", "pig")
    assert "Règles" not in english_rules and "Règles" not in game.doc("rules")
    assert "Aide" not in read_doc("help.md", "Help", "pig")
    i18n.set_language("fr")
    assert read_doc("rules.md", "Rules", "pig").startswith("# Règles du Pig")
    assert read_doc("help.md", "Help", "pig").startswith("# Aide")
    assert game.doc("rules").startswith("# Règles du Pig")
    assert game.doc("help").startswith("# Aide")
    assert titles_of("pig") == {"P-1": "Le tour", "P-1.1": "Le tour"}
    assert cli.main(["--lang", "fr", "rules", "--game", "pig", "P-1.1"]) == 0
    assert "Lancez le dé (P-1.1)." in capsys.readouterr().out
    i18n.set_language("en")
    assert read_doc("rules.md", "Rules", "pig") == english_rules
    assert titles_of("pig") != {"P-1": "Le tour", "P-1.1": "Le tour"}



async def test_the_menus_language_button_switches_and_is_remembered(tmp_path):
    from textual.widgets import Button

    from cresus_tui.play.settings import Settings
    from cresus_tui.tui.app import CresusApp

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), use_preferences=True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert str(app.screen.query_one("#language", Button).label) == "Language: English (g)"
        await pilot.press("g")
        await pilot.pause()
        assert i18n.current_language() == "fr"
        assert str(app.screen.query_one("#language", Button).label) == "Langue : français (g)"
    assert preferences.load(str(tmp_path))[0].language == "fr"
    assert cli.start_language(["--data-dir", str(tmp_path)]) == "fr"


def test_cresus_help_in_french(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--lang", "fr", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage : cresus")
    assert "afficher cette aide et sortir" in out and "commandes facultatives" in out
    with pytest.raises(SystemExit):
        cli.main(["--lang", "en", "--help"])
    assert "show this help message and exit" in capsys.readouterr().out


def test_a_lazy_label_is_translated_inside_textuals_padding():
    label = i18n.tr_lazy("Quit")
    i18n.set_language("fr")
    assert " " + label + " " == " Quitter "
    assert f"{label}" == "Quitter" and label == "Quit"  # equal to its English source


def test_plain_menu_in_french_through_the_command(tmp_path):
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-m", "cresus_tui", "--plain", "--lang", "fr",
                          "--data-dir", str(tmp_path)], input=b"quitter\n",
                         capture_output=True, timeout=120)
    out = run.stdout.decode()
    assert run.returncode == 0, run.stderr
    assert "Menu principal :" in out and "Au revoir." in out and "Main menu" not in out


def test_the_generic_help_has_a_french_twin_with_the_same_sections():
    import re
    from pathlib import Path

    import cresus_tui
    from cresus_tui.tui.screens.rules import read_doc

    docs = Path(cresus_tui.__file__).parent / "docs"
    english = read_doc("help.md", "Help", "cresus")
    i18n.set_language("fr")
    assert i18n.localized(docs / "help.md") == docs / "help.fr.md"
    french = read_doc("help.md", "Aide", "cresus")
    heads = re.compile(r"^#+ ", re.MULTILINE)
    assert french.startswith("# Commandes") and "{{" not in french
    assert len(heads.findall(french)) == len(heads.findall(english))
