"""The ``cresus`` commands in French (#25): ``saves list|show|delete``, ``export``, ``replay``,
``review``, ``stats``, ``simulate`` and every ``--help`` print none of the English UI words of
``english_words.txt`` (the option and command names, which stay as typed, taken out first)."""

from __future__ import annotations

import io
import re
import shutil
import sys
from pathlib import Path

import pytest

from cresus_tui import i18n
from cresus_tui.cli import main
from cresus_tui.games.registry import GAMES
from cresus_tui.plain.games import plain_games
from tests.i18n.test_french_transcripts import english_found, french_commands
from tests.plain.scripted import transcript

PLAYED = ("bigmoney", "forex")
"""The games whose French narration is complete: a whole French game of each is saved."""

COMMANDS = ("serve", "simulate", "odds", "rules", "saves", "export", "replay", "review", "stats")


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> Path:
    """A data folder with a finished game of each of ``PLAYED`` (slots named by game id), a
    save whose checksum does not match (``broken``) and the statistics of those games."""
    root = tmp_path_factory.mktemp("french-cli")
    i18n.set_language("fr")
    try:
        kits = [k for k in plain_games() if k.id != "pig"]
        for game_id in PLAYED:
            kit = next(k for k in kits if k.id == game_id)
            transcript(french_commands(kit, True), root, games=kits)
            shutil.copy(root / "saves" / "autosave.save", root / "saves" / f"{game_id}.save")
    finally:
        i18n.set_language("en")
    good = (root / "saves" / "forex.save").read_bytes()
    (root / "saves" / "broken.save").write_bytes(good[:-3] + bytes([good[-3] ^ 1]) + good[-2:])
    return root


def french(capsys, *argv: str, stdin: str = "", code: int | None = 0) -> str:
    """Everything ``cresus --lang fr <argv>`` prints (out and err); its exit code checked
    (``None``: any)."""
    old = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        try:
            got = main(["--lang", "fr", *argv])
        except SystemExit as exc:  # --help and argparse's errors
            got = exc.code
    finally:
        sys.stdin = old
        i18n.set_language("en")
    captured = capsys.readouterr()
    if code is not None:
        assert got == code, captured.out + captured.err
    return captured.out + captured.err


def english_of(text: str, data: Path | None = None) -> list[str]:
    """The English UI words of a command's output, once what stays as typed is taken out: the
    data folder's path, options (``--game``), commands (``cresus saves list``), the games' and
    the players' names."""
    if data is not None:
        text = text.replace(str(data), " ")
    text = re.sub(r"\S+\.(?:save|json)\S*", " ", text)  # file names
    text = re.sub(r"--?[a-z][a-z-]*", " ", text)
    text = re.sub(r"^ +(?:%s) " % "|".join(COMMANDS), " ", text, flags=re.M)  # --help's list
    text = re.sub(r"\{[a-z0-9,]+\}", " ", text)
    text = re.sub(r"\bcresus(?: (?:%s)(?: (?:list|show|delete))?)?\b" % "|".join(COMMANDS),
                  " ", text)
    names = [spec.name for spec in GAMES.values()]
    names += ["Vous", "Picsou", "Gripsou", "Rapetou", "Sterling", "Florin", "Ducat"]
    return english_found(text, names)


@pytest.mark.parametrize("argv", [[], *[[c] for c in COMMANDS],
                                  ["saves", "list"], ["saves", "show"], ["saves", "delete"]])
def test_every_help_is_french(argv, capsys):
    text = french(capsys, *argv, "--help")
    assert text.startswith("usage : cresus")
    assert "options\u00a0:" in text and "options:" not in text
    assert english_of(text) == []


def test_saves_list_and_show_in_french(data, capsys):
    text = french(capsys, "--data-dir", str(data), "saves", "list")
    assert "SAUVEGARDE" in text and "abîmée" in text and "manche 8" in text
    assert "la somme de contrôle ne correspond pas" in text
    assert english_of(text, data) == []
    for slot in (*PLAYED, "broken"):
        text = french(capsys, "--data-dir", str(data), "saves", "show", slot,
                      code=1 if slot == "broken" else 0)
        assert "Sauvegarde" in text and "octets" in text
        assert english_of(text, data) == [], slot
    assert "Joueurs" in french(capsys, "--data-dir", str(data), "saves", "show", "bigmoney")


def test_saves_delete_asks_in_french(data, capsys):
    text = french(capsys, "--data-dir", str(data), "saves", "delete", "bigmoney", stdin="n\n",
                  code=1)
    assert "Supprimer la sauvegarde 'bigmoney'" in text and "Rien n'a été supprimé." in text
    assert english_of(text, data) == []


def test_saves_faults_in_french(data, capsys):
    text = french(capsys, "--data-dir", str(data), "saves", "show", "a/b", code=2)
    assert text.startswith("cresus saves : 'a/b' ne peut pas être un nom de sauvegarde : il "
                           "contient '/'.")
    text = french(capsys, "--data-dir", str(data), "saves", "show", "nowhere", code=1)
    assert "Il n'y a pas de sauvegarde 'nowhere'" in text
    assert english_of(text, data) == []


@pytest.mark.parametrize("game_id", PLAYED)
def test_export_replay_and_review_in_french(game_id, data, capsys, tmp_path):
    story = french(capsys, "--data-dir", str(data), "export", game_id)
    assert story.startswith(f"# {GAMES[game_id].name} : l'histoire d'une partie\n")
    assert "- Place 1 : **Vous** (humain)" in story and "## Résultat" in story
    assert english_of(story, data) == []
    record = tmp_path / "record.json"
    said = french(capsys, "--data-dir", str(data), "export", game_id, "--format", "json",
                  "-o", str(record))
    assert said == f"Écrit : {record}\n"
    text = french(capsys, "replay", "--all", str(record))
    assert "== " in text and " sur " in text and "-- classement --" in text
    assert english_of(text.replace(str(record), " ")) == []
    text = french(capsys, "replay", str(record), stdin="aide\nzzz\n99\nq\n")
    assert "Pas compris." in text and "Pas de tour 99" in text and "relecture> " in text
    assert ("unités" if game_id == "forex" else " Z") in text
    assert english_of(text) == []
    text = french(capsys, "--data-dir", str(data), "review", game_id)
    assert "revue de votre partie" in text and "Résultat :" in text
    assert english_of(text, data) == []


def test_stats_and_simulate_in_french(data, capsys):
    text = french(capsys, "--data-dir", str(data), "stats")
    assert "jouées" in text and english_of(text, data) == []
    for game_id in GAMES:
        text = french(capsys, "simulate", "--game", game_id, "--games", "2", "--seed", "3")
        assert "parties par seconde" in text and "0,0\u00a0% – " in text
        assert english_of(text) == [], game_id
    text = french(capsys, "simulate", "--games", "2000000", code=2)
    assert "au plus 1\u00a0000\u00a0000 parties" in text


def test_a_damaged_save_is_told_in_french_when_loaded(data, capsys, tmp_path):
    shutil.copytree(data, tmp_path / "d")
    text = french(capsys, "--data-dir", str(tmp_path / "d"), "export", "broken", code=1)
    assert text.startswith("cresus : Le fichier ")
    assert "est abîmé : la somme de contrôle ne correspond pas" in text
    assert "Il a été mis de côté sous broken.save.damaged-1" in text
    assert english_of(text, tmp_path / "d") == []


def test_english_stays_english(data, capsys):
    """The same commands in English, as they always were (the French words are the
    catalogs')."""
    out = io.StringIO()
    assert main(["--data-dir", str(data), "--lang", "en", "saves", "show", "bigmoney"]) == 0
    text = capsys.readouterr().out
    assert "Status   ok" in text and "Round    8, over (game over)" in text
    assert "  Vous (human): " in text and out.getvalue() == ""


@pytest.mark.parametrize("argv", [["odds", "lon-5"], ["odds", "poker"], ["odds", "roulette"],
                                  ["odds", "--game", "bigmoney", "tour", "--cap", "20"],
                                  ["odds", "--game", "bigmoney", "manche", "--rerolls", "1"]])
def test_odds_in_french(argv, capsys):
    """``cresus odds`` of each game that has odds (FOR-EX has none) in French words and
    numbers: decimal commas, "%" after a no-break space, combinations named."""
    text = french(capsys, *argv)
    assert english_of(text) == []
    assert "\u00a0%" in text and not re.search(r"\d\.\d", text)


def test_odds_values_and_refusals_in_french(capsys):
    text = french(capsys, "odds", "lon-5")
    assert text.splitlines()[:3] == [
        "LON-5 (Informatique, London) : 6 dés, 2 lancer(s), jeu optimal",
        "prix 50 M ; vendue sur son marché d’origine :",
        "  1 dé(s) d’une couleur      0 M    0,02\u00a0%"]
    assert "espérance 82,80 M (129,65 M avec un Expert Marché)" in text
    text = french(capsys, "odds", "poker")
    assert "  gain    20 M   bilan   -40 M   45,01\u00a0%" in text
    assert "espérance 65,06 M, bilan +5,06 M, chance de bénéfice 13,23\u00a0% " \
           "(de perte 45,87\u00a0%)" in text
    text = french(capsys, "odds", "--game", "bigmoney", "tour")
    assert "gain espéré  13,819422 Z  (exactement 52225475/3779136)" in text
    assert "  deux paires        7 Z  14,9217\u00a0%" in text
    assert "  grande suite      20 Z   9,9491\u00a0%" in text
    for argv in (["odds", "blackjack"], ["odds", "--game", "bigmoney", "tout"],
                 ["odds", "--game", "forex", "tour"]):
        text = french(capsys, *argv, code=2)
        assert text.startswith("cresus odds") and english_of(text) == [], text
    assert "action ou jeu inconnu : 'blackjack'" in french(capsys, "odds", "blackjack", code=2)


def test_odds_stay_english_in_english(capsys):
    assert main(["--lang", "en", "odds", "poker"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Poker: 5 dice, 2 throw(s), optimal play",
        "entry 60 M; each outcome, its net result after the entry:",
        "  gain     0 M   net   -60 M     0.86%",
        "  gain    20 M   net   -40 M    45.01%",
        "  gain    60 M   net    +0 M    40.90%",
        "  gain   200 M   net  +140 M    11.97%",
        "  gain   600 M   net  +540 M     1.26%",
        "expected 65.06 M, net +5.06 M, chance of a net profit 13.23% (of losing money 45.87%)"]
    assert main(["--lang", "en", "odds", "--game", "bigmoney", "turn", "--cap", "20"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == ["Big Money turn, 2 reroll(s), payouts capped at 20 Z",
                         "expected payout  13.443777 Z  (exactly 33870575/2519424)",
                         "final best combination under optimal keeps:"]
    assert lines[4:6] == ["  PAIR         5 Z   3.1146%", "  TWO_PAIRS    7 Z  14.4382%"]


def test_review_losses_agree_with_any_unit(data, capsys):
    """The French review said "53 unités perdus": the loss is now "perte de …", right
    whatever the unit's gender (M, Z, unités, GBP)."""
    text = french(capsys, "--data-dir", str(data), "review", "forex")
    assert "perdus" not in text
    assert re.search(r"—\s+perte\s+de\s+\d+(?:,\d)?\s+[A-Z]{3}\s+\((?:exacte|estimation)\)\.",
                     text), text
