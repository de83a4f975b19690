"""The Big Money and FOR-EX lessons on screen in French at 80×24 (#25): a step of each game's
first lesson, reached by typing its French commands, as named snapshots; and every step of both
lessons cut no more text than in English. Update serially:
``pytest tests/tui/test_french_lesson_snapshots.py --snapshot-update -p no:xdist``."""

from __future__ import annotations

import pytest

from cresus_tui import i18n
from cresus_tui.play.bigmoney.commands import command_text as bigmoney_command
from cresus_tui.play.bigmoney.tutorial import Tutorial as BigMoneyTutorial
from cresus_tui.play.forex.commands import command_text as forex_command
from cresus_tui.play.forex.tutorial import Tutorial as ForexTutorial
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tutorials.bigmoney import LESSONS as BIG_MONEY
from cresus_tui.tutorials.forex import LESSONS as FOREX

from .test_bigmoney_tutorial import settle, type_line

GAMES = {"bigmoney": (BigMoneyTutorial, BIG_MONEY[0], bigmoney_command),
         "forex": (ForexTutorial, FOREX[0], forex_command)}


@pytest.fixture(autouse=True)
def _french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def french_line(step, command_text) -> str:
    command = "" if step.read_only else (getattr(step, "command", "") or step.hint)
    return command_text(command) if command else ""


async def play(pilot, game: str, steps: int | None = None, before_each=None):
    """Open the game's first lesson and type its French commands for ``steps`` steps (None: to
    its end), calling ``before_each(app)`` before each one; returns the tutorial."""
    runner, lesson, command_text = GAMES[game]
    app = pilot.app
    await settle(pilot)
    app.open_tutorial(runner.start(lesson.id))
    await settle(pilot)
    tutorial = app.screen.tutorial
    done = 0
    while not tutorial.done and (steps is None or done < steps):
        if before_each is not None:
            before_each(app)
        await type_line(pilot, french_line(tutorial.current_step, command_text))
        done += 1
    return tutorial


def screen_rows(app) -> list[str]:
    """The screen's text, one string a row (the exported SVG's cells joined)."""
    import re
    from html import unescape

    rows: dict[str, str] = {}
    for y, cell in re.findall(r'<text [^>]*y="([\d.]+)"[^>]*>(.*?)</text>',
                              app.export_screenshot()):
        rows[y] = rows.get(y, "") + unescape(cell).replace("\u00a0", " ")
    return list(rows.values())


def lesson_app(game: str, steps: int):
    app = CresusApp(Settings.test_profile())

    async def run_before(pilot) -> None:
        await play(pilot, game, steps)
        await pilot.wait_for_scheduled_animations()
        await settle(pilot)
        await pilot.pause(0.3)  # the coach's scroll bar settles on its final size
        await settle(pilot)

    return app, run_before


CASES = {"bigmoney_lesson_dice_fr": ("bigmoney", 3), "forex_lesson_invest_fr": ("forex", 1)}
"""Big Money: the step that keeps the pair of 3s (the tray, the coach, the story); FOR-EX: the
step that buys a CNY certificate (the pair table, the coach)."""


@pytest.mark.parametrize("case", list(CASES))
def test_french_lesson_snapshot_80x24(case: str, snap_compare) -> None:
    app, run_before = lesson_app(*CASES[case])
    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


async def cut_marks(game: str, lang: str) -> list[tuple[int, str]]:
    """Each step of the game's first lesson at 80×24 in ``lang``, played by its own commands:
    the number of "…" (text cut at a border) on the screen outside the numbered choices (whose
    lines end with a card's name, shown whole in the market panel too), and the screen's
    text."""
    import re

    i18n.set_language(lang)
    out = []

    def count(app) -> None:
        rows = screen_rows(app)
        # a numbered choice ends with the card's name, also shown whole in the market
        # and the command line's hint ends with its own "…" ("Commande : aide, résoudre…")
        cut = sum(row.count("…") for row in rows
                  if not re.match(r"│\d ", row) and not row.startswith(("Commande", "Type a")))
        out.append((cut, "\n".join(rows)))

    async with CresusApp(Settings.test_profile()).run_test(size=(80, 24)) as pilot:
        await play(pilot, game, before_each=count)
    return out


@pytest.mark.parametrize("game", list(GAMES))
async def test_no_french_lesson_line_is_cut_more_than_its_english_twin(game) -> None:
    """#25: French is longer; at 80×24 no step of the lesson cuts more text than the English
    one (a title cut at a panel's border is cut in both), and the command line's hint reads
    whole."""
    english = await cut_marks(game, "en")
    french = await cut_marks(game, "fr")
    assert len(french) == len(english) == len(GAMES[game][1].steps)
    for step, ((fr, _), (en, _)) in enumerate(zip(french, english)):
        assert fr <= en, (game, step, fr, en)
    if game == "bigmoney":
        assert all("aide, lancer, garder 1 3…" in text for _, text in french)


async def next_titles_read_whole(lang: str) -> dict[str, bool]:
    """For every lesson but the last, on its lesson-complete screen at 80×24 in ``lang``:
    whether the "(n) Next: <title>" button shows its whole label."""
    from cresus_tui.i18n import tr
    from cresus_tui.play.kits import every_lesson, play_kit

    i18n.set_language(lang)
    lessons = every_lesson()
    out = {}
    for k, (game, lesson) in enumerate(lessons[:-1]):
        after = lessons[k + 1][1]
        app = CresusApp(Settings.test_profile())
        async with app.run_test(size=(80, 24)) as pilot:
            app.show_tutorial_done(play_kit(game).tutorial(lesson.id))
            await pilot.pause()
            rows = screen_rows(app)
        label = tr("(n) Next: {title}").format(title=after.title)
        out[after.id] = any(label in row for row in rows)
    return out


async def test_the_next_lessons_title_reads_whole_in_french_where_it_does_in_english() -> None:
    english = await next_titles_read_whole("en")
    french = await next_titles_read_whole("fr")
    assert [k for k in english if english[k] and not french[k]] == []
    assert french["bm-bank-pays-everyone"] and french["forex-spot"] and french["forex-divest"]
