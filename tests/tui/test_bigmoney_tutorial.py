"""The Big Money lesson on screen: listed with the Crésus lessons, played to its end through
the command line, the tray and the choices (a wrong action explained and not played), marked
done; and one snapshot per step (80×24, and the dice steps at 120×40)."""

from __future__ import annotations

import pytest

from cresus_tui.play.bigmoney.tutorial import Tutorial
from cresus_tui.play.progress import ProgressStore
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.lesson import LessonScreen
from cresus_tui.tui.screens.tutorial_done import TutorialDoneScreen
from cresus_tui.tui.screens.tutorials import TutorialsScreen, every_lesson
from cresus_tui.tutorials.bigmoney import LESSONS

LESSON = LESSONS[0]


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


async def type_line(pilot, text: str) -> None:
    screen = pilot.app.screen
    line = screen.query_one("#command")
    line.focus()
    line.value = text
    await pilot.press("enter")
    await settle(pilot)


def test_the_lesson_is_listed_with_the_cresus_lessons() -> None:
    ids = [lesson.id for lesson in every_lesson()]
    assert LESSON.id in ids and ids.index(LESSON.id) > ids.index("first-game")


def test_the_lesson_runs_headless_and_resumes_from_its_step() -> None:
    t = Tutorial.start(LESSON.id)
    assert not t.try_command("buy 1").ok  # read-only step: nothing played
    for _ in range(4):
        step = t.current_step
        assert t.try_command("" if step.read_only else step.hint).advanced
    wrong = t.try_command("stop")
    assert not wrong.ok and "keep 1 2 3" in " ".join(wrong.messages)
    again = Tutorial.load(t.save_state())
    assert again.index == t.index and again.game.encode() == t.game.encode()


async def open_from_the_list(app, pilot, lesson_id: str) -> None:
    """Tutorials, the lesson highlighted, Enter."""
    await settle(pilot)
    app.open_tutorials()
    await settle(pilot)
    assert isinstance(app.screen, TutorialsScreen)
    lessons = app.screen.query_one("#lessons")
    lessons.highlighted = [x.id for x in every_lesson()].index(lesson_id)
    await pilot.press("enter")
    await settle(pilot)


async def test_the_lesson_plays_to_its_end_from_the_tutorials_list(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_from_the_list(app, pilot, LESSON.id)
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        tutorial = screen.tutorial
        await type_line(pilot, "roll")  # a wrong action on the read-only first step
        assert tutorial.index == 0
        await pilot.press("enter")  # Enter on the "Next" choice
        await settle(pilot)
        assert tutorial.index == 1
        for _ in range(40):
            if isinstance(app.screen, TutorialDoneScreen):
                break
            step = tutorial.current_step
            if step.read_only:
                await type_line(pilot, "")
            elif step.hint == "keep 1 2":  # the tray: mark dice 1 and 2, Enter rerolls
                screen.query_one("#tray").focus()
                await pilot.press("1", "2", "enter")
                await settle(pilot)
            elif step.hint == "buy 3":  # the list of choices: key 3
                screen.query_one("#choices").focus()
                await pilot.press("3")
                await settle(pilot)
            else:
                await type_line(pilot, step.hint)
        assert isinstance(app.screen, TutorialDoneScreen)
        assert tutorial.done
        assert LESSON.id in ProgressStore(str(tmp_path)).read().done
        story = "\n".join(screen.query_one("#log").history)
        assert "receives [b]5 Z[/] in dividends" in story  # Picsou paid on your roll
        assert "You receive [b]13 Z[/] in dividends" in story  # you, on Picsou's turn
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, TutorialsScreen)


def lesson_app(steps: int) -> tuple[CresusApp, object]:
    app = CresusApp(Settings.test_profile())

    async def run_before(pilot) -> None:
        await settle(pilot)
        app.open_tutorial(Tutorial.start(LESSON.id))
        await settle(pilot)
        tutorial = app.screen.tutorial
        for _ in range(steps):
            step = tutorial.current_step
            await type_line(pilot, "" if step.read_only else step.hint)
        await pilot.wait_for_scheduled_animations()
        await settle(pilot)  # the story scrolls to its end after the last refresh
        await pilot.pause(0.3)  # and the coach's scroll bar settles on its final size
        await settle(pilot)

    return app, run_before


STEP_SIZES = [(k, "80x24") for k in range(len(LESSON.steps))] + \
    [(k, "120x40") for k in (1, 3, 4, 8)]


@pytest.mark.parametrize(("step", "size"), STEP_SIZES)
def test_bigmoney_lesson_snapshot(step: int, size: str, snap_compare) -> None:
    app, run_before = lesson_app(step)
    width, height = map(int, size.split("x"))
    assert snap_compare(app, terminal_size=(width, height), run_before=run_before)
