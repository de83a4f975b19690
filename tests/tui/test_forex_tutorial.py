"""FOR-EX's lesson by doing on screen: listed with the Crésus lessons, played to completion by
typing what the coach asks (wrong commands explained, not played), progress kept and resumed,
one snapshot per step at 80×24 and 120×40."""

from __future__ import annotations

import pytest

from cresus_tui.play.forex.tutorial import Tutorial
from cresus_tui.play.progress import ProgressStore
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tutorials.forex import LESSONS

LESSON = LESSONS[0]
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def type_keys(pilot, text: str) -> None:
    for ch in text:
        await pilot.press("space" if ch == " " else ch)
    await pilot.press("enter")
    await pilot.pause()


def lesson_app(tmp_path) -> CresusApp:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    return app


async def open_lesson(app, pilot) -> None:
    await pilot.press("t")
    await pilot.pause()
    screen = app.screen
    ids = [o.id for o in screen.query_one("#lessons")._options]
    # listed after the Crésus lessons, in their teaching order
    assert ids[-len(LESSONS):] == [x.id for x in LESSONS] and len(ids) > len(LESSONS)
    screen.open_lesson(LESSON.id)
    await settle(app, pilot)


async def test_the_forex_lesson_plays_to_completion(tmp_path) -> None:
    app = lesson_app(tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.pause()
        await open_lesson(app, pilot)
        screen = app.screen
        assert type(screen).__name__ == "ForexLessonScreen"
        tut = screen.tutorial
        await type_keys(pilot, "")  # step 1 is read-only
        assert tut.index == 1
        await type_keys(pilot, "invest GBP")  # wrong: explained, not played
        assert tut.index == 1 and tut.game.state.seats[0].certs[0] == 0
        await type_keys(pilot, "hint")
        assert "invest CNY" in screen.query_one("#log").history[-1]
        for _ in range(20):
            step = tut.current_step
            if step is None:
                break
            await type_keys(pilot, step.command)
            await settle(app, pilot)
        assert tut.done and tut.game.is_over
        assert type(app.screen).__name__ == "TutorialDoneScreen"
        assert LESSON.id in ProgressStore(tmp_path).read().done


async def test_leaving_the_forex_lesson_keeps_its_progress(tmp_path) -> None:
    app = lesson_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_lesson(app, pilot)
        await type_keys(pilot, "")
        await type_keys(pilot, "invest CNY")
        await settle(app, pilot)
        await pilot.press("f9")
        await pilot.pause()
        state = ProgressStore(tmp_path).read().saved[LESSON.id]
        assert state.step == 2
        resumed = Tutorial.load(state)
        assert resumed.index == 2 and resumed.game.state.seats[0].certs[6] == 1
        app.screen.open_lesson(LESSON.id)
        await settle(app, pilot)
        assert app.screen.tutorial.index == 2 and app.screen.resumed


def lesson_at(step: int):
    def make() -> CresusApp:
        tut = Tutorial.start(LESSON.id)
        for _ in range(step):
            tut.try_command(tut.current_step.command)
        app = CresusApp(Settings.test_profile())

        async def opened(pilot) -> None:
            pilot.app.open_tutorial(tut, resumed=step > 0)
            await pilot.pause()
            await pilot.app.workers.wait_for_complete()
            for _ in range(3):
                await pilot.pause()
        return app, opened
    return make


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("step", range(len(LESSON.steps)))
def test_forex_lesson_snapshot(step: int, size: str, snap_compare) -> None:
    """Every step of the FOR-EX lesson: the coach, the story and the board (F-18.3)."""
    app, opened = lesson_at(step)()
    assert snap_compare(app, terminal_size=SIZES[size], run_before=opened)
