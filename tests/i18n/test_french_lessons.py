"""The Big Money and FOR-EX lessons in French (#25): each lesson played to its end with French
commands — in the runner and through the plain-text face — says none of the English UI words
(``english_words.txt``), explains wrong moves and answers `conseil` in French, and lists its
title and summary in French."""

from __future__ import annotations

import pytest

from cresus_tui import i18n
from cresus_tui.play.bigmoney import commands as bigmoney_commands
from cresus_tui.play.bigmoney.tutorial import Tutorial as BigMoneyTutorial
from cresus_tui.play.forex import commands as forex_commands
from cresus_tui.play.forex.tutorial import Tutorial as ForexTutorial
from cresus_tui.play.progress import ProgressStore
from cresus_tui.plain.games import plain_games
from cresus_tui.tutorials.bigmoney import LESSONS as BIG_MONEY
from cresus_tui.tutorials.forex import LESSONS as FOREX
from tests.plain.scripted import transcript

from .test_french_transcripts import english_found

RUNNER = {"bigmoney": BigMoneyTutorial, "forex": ForexTutorial}
COMMAND_TEXT = {"bigmoney": bigmoney_commands.command_text,
                "forex": forex_commands.command_text}
EVERY = [pytest.param(lesson, id=lesson.id) for lesson in BIG_MONEY + FOREX]
NAMES = ["Big Money", "FOR-EX", "Picsou", "Sterling", "Crésus"]
"""Names a French text keeps as they are (the games' and the rivals')."""

WRONG = {"bigmoney": ["passer", "arrêter", "garder 5", "acheter 4", "lancer"],
         "forex": ["investir GBP", "résoudre", "choisir GBP", "vendre 0", "céder GBP 1"]}
"""French actions tried before each step's own: each that is not the step's is refused (a
wrong move explained, or a command that does not fit the moment) and not played."""


@pytest.fixture(autouse=True)
def _french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def french(lesson, command: str) -> str:
    """A step's command as a French player types it ("keep 1 2" → "garder 1 2")."""
    return "suivant" if command in ("", "next") else COMMAND_TEXT[lesson.game](command)


def step_command(step) -> str:
    return "" if step.read_only else (getattr(step, "command", "") or step.hint)


def english_in(texts) -> list[str]:
    return english_found("\n".join(str(t) for t in texts), NAMES)


@pytest.mark.parametrize("lesson", EVERY)
def test_each_lesson_plays_to_its_end_with_french_commands(lesson) -> None:
    tut = RUNNER[lesson.game].start(lesson.id)
    said: list[str] = [tut.lesson.title, tut.lesson.summary]
    typed: list[str] = []
    while not tut.done:
        step = tut.current_step
        said.append(tut.step_text())
        hint = tut.try_command("conseil")
        assert hint.ok and not hint.advanced
        said += hint.messages
        if not step.read_only:
            right = tut._decision_of(step_command(step))
            for wrong in WRONG[lesson.game]:
                if tut._decision_of(wrong) != right:
                    refused = tut.try_command(wrong)
                    assert not refused.ok and not refused.advanced, (wrong, refused.messages)
                    said += refused.messages
        line = french(lesson, step_command(step))
        typed.append(line)
        feedback = tut.try_command(line)
        assert feedback.advanced, (tut.index, line, feedback.messages)
        said += feedback.messages
    assert tut.done and "terminé ! Vous avez appris :" in said[-1]
    verbs = {line.split()[0] for line in typed}
    english_verbs = {"next", "roll", "keep", "stop", "buy", "pass", "invest", "resolve",
                     "choose", "contract", "spot", "divest", "sell"}
    assert not verbs & english_verbs, verbs
    assert english_in(said) == []


def test_the_step_texts_name_the_french_commands() -> None:
    tut = BigMoneyTutorial.start(BIG_MONEY[0].id)
    tut.try_command("suivant")
    assert "Tapez `lancer`." in tut.step_text()
    assert tut.hint() == "Tapez `lancer`."
    for line in ("lancer", "suivant"):
        assert tut.try_command(line).advanced
    wrong = tut.try_command("arrêter")  # the lesson wants the pair of 3s kept
    assert not wrong.ok and tut.index == 3
    assert wrong.messages == ["Cette fois, gardez la paire de 3 : `garder 1 2` (les dés sont "
                              "numérotés de 1 à 5).", "Conseil : `garder 1 2`."]
    assert tut.try_command("garder 1 2").advanced
    fx = ForexTutorial.start(FOREX[1].id)
    fx.try_command("")
    assert "`échanger 2 donner GBP recevoir CNY`" in fx.step_text()
    assert fx.hint() == "Tapez `échanger 2 donner GBP recevoir CNY`."


@pytest.mark.parametrize("lesson", EVERY)
def test_each_lesson_in_french_plain_text_has_no_english_word(lesson, tmp_path) -> None:
    kits = plain_games()
    kit = next(k for k in kits if any(x.id == lesson.id for x in k.lessons()))
    number = [x.id for x in kit.lessons()].index(lesson.id) + 1
    table = kit.tutorial(lesson.id, str(tmp_path / "a"))
    table.open()
    commands = []
    while not table.over:
        commands.append(french(lesson, table.suggest()))
        table.command(commands[-1])
        assert len(commands) < 40
    text = transcript(["leçons", str(kits.index(kit) + 1), str(number), "conseil", "cotes",
                       *commands, "2"], tmp_path / "b")
    assert f"Tutoriel — {lesson.title}." in text and "— terminé ! Vous avez appris :" in text
    assert "Leçon marquée comme terminée." in text and "Erreur" not in text
    # only what the game prints counts: a typed line is the player's
    printed = "\n".join(line for line in text.splitlines() if not line.startswith("> "))
    assert english_found(printed, NAMES) == []
    assert lesson.id in ProgressStore(tmp_path / "b").read().done


def test_the_lesson_list_is_in_french() -> None:
    from cresus_tui.play.progress import Progress
    from cresus_tui.tui.screens.tutorials import TutorialsScreen, every_lesson

    lessons = every_lesson()
    text = "\n".join(TutorialsScreen.describe(n, x, Progress())
                     for n, x in enumerate(lessons, 1) if x.id in
                     {y.id for y in BIG_MONEY + FOREX})
    assert "Big Money : la banque paie chacun" in text
    assert "FOR-EX : les échanges au comptant" in text
    assert english_found(text, NAMES) == []


def test_the_rule_titles_of_the_closing_words_are_french() -> None:
    from cresus_tui.play.bigmoney.tutorial import rule_title as bigmoney_title
    from cresus_tui.play.forex.tutorial import rule_title as forex_title

    assert bigmoney_title("B-5.2") == "les dividendes"
    assert forex_title("F-7.4") == "les échanges au comptant"
    assert forex_title("F-99.1") == ""
    from cresus_tui.play.lesson_words import closing_words

    assert closing_words("Les cours", ("F-7.1", "F-8.2"), forex_title).startswith(
        "[b]Les cours[/b] — terminé ! Vous avez appris : les échanges au comptant\u00a0; les "
        "contrats (F-7.1, F-8.2).")  # a no-break space: a line never starts with « ; »
    i18n.set_language("en")
    assert bigmoney_title("B-6.1") == "news cards"
