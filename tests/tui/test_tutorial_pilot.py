"""Tutorials through the UI: every lesson completed by typing its scripted right actions into
the command line; a wrong action is explained and does not advance; leaving keeps the progress
and the lesson resumes at the same step; the Tutorials list marks lessons done."""

from __future__ import annotations

import pytest

from cresus_tui.tui.app import CresusApp
from cresus_tui.play.progress import ProgressStore
from cresus_tui.tui.screens.lesson import LessonScreen
from cresus_tui.tui.screens.tutorial_done import TutorialDoneScreen
from cresus_tui.tui.screens.tutorials import TutorialsScreen
from cresus_tui.play.settings import Settings
from cresus_tui.tui.widgets.coach_panel import CoachPanel
from cresus_tui.tutorials.cresus import LESSONS

SCRIPTED = [lesson.id for lesson in LESSONS if not lesson.coach]


async def open_lesson(app, pilot, lesson_id: str) -> LessonScreen:
    await pilot.pause()
    await pilot.press("t")  # the menu's Tutorials entry
    await pilot.pause()
    assert isinstance(app.screen, TutorialsScreen)
    app.screen.open_lesson(lesson_id)
    await pilot.pause()
    assert isinstance(app.screen, LessonScreen)
    return app.screen


async def type_line(pilot, screen: LessonScreen, text: str) -> None:
    line = screen.query_one("#command")
    line.focus()
    line.value = text
    await pilot.press("enter")
    await pilot.pause()


def coach_says(screen: LessonScreen) -> str:
    return str(screen.query_one("#coach-says").render())


@pytest.mark.parametrize("lesson_id", SCRIPTED)
async def test_lesson_completes_by_typing_the_right_actions(lesson_id: str, tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_lesson(app, pilot, lesson_id)
        tutorial = screen.tutorial
        for _ in range(len(tutorial.lesson.steps)):
            step = tutorial.current_step
            before = tutorial.index
            # read-only steps move on with Enter on an empty line
            await type_line(pilot, screen, "" if step.hint == "next" else step.hint)
            assert tutorial.index == before + 1, coach_says(screen)
        await pilot.pause()
        assert tutorial.done
        assert isinstance(app.screen, TutorialDoneScreen)
        shown = " ".join(str(w.render()) for w in app.screen.query("Static"))
        for rule_id in tutorial.taught():
            assert rule_id in shown
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TutorialsScreen)
    assert lesson_id in ProgressStore(tmp_path).read().done


async def test_a_wrong_action_is_explained_and_does_not_advance(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(app, pilot, "first-steps")
        tutorial = screen.tutorial
        await type_line(pilot, screen, "")
        await type_line(pilot, screen, "")
        assert tutorial.index == 2  # phase 1: the step wants `pass`
        await type_line(pilot, screen, "bid 10")
        assert tutorial.index == 2
        assert "Type `pass`" in " ".join(screen.query_one("#log").history) or \
            "pass" in coach_says(screen)
        assert screen.query_one(CoachPanel).query_one("#coach-says").has_class("shown")
        assert screen.session.game.view(0).me.cash == 100  # nothing was submitted
        await type_line(pilot, screen, "hint")
        assert "pass" in coach_says(screen)
        refusal = coach_says(screen)
        await type_line(pilot, screen, "pass")
        assert tutorial.index == 3
        # the next step's coach never keeps the answer to the refused line above it
        says = screen.query_one(CoachPanel).query_one("#coach-says")
        assert not says.has_class("shown") or coach_says(screen) != refusal
        await type_line(pilot, screen, tutorial.current_step.hint)
        assert tutorial.index == 4
        assert not says.has_class("shown") or "pass" not in coach_says(screen)


async def test_leaving_keeps_progress_and_resumes_at_the_same_step(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(app, pilot, "expert-auction")
        await type_line(pilot, screen, "")
        await type_line(pilot, screen, "bid 20")
        assert screen.tutorial.index == 2
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, TutorialsScreen)
        listed = str(app.screen.query_one("#lessons").get_option("expert-auction").prompt)
        assert "resume (step 3/4)" in listed
        app.screen.open_lesson("expert-auction")
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen)
        assert app.screen.tutorial.index == 2
        await type_line(pilot, app.screen, "bid 25")
        assert app.screen.tutorial.index == 3


async def test_a_damaged_progress_file_is_not_fatal(tmp_path) -> None:
    (tmp_path / "tutorials.json").write_bytes(b"\x00not json")
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(app, pilot, "first-steps")
        await type_line(pilot, screen, "")
    assert ProgressStore(tmp_path).read().saved["first-steps"].step == 1


async def test_choices_and_dialogues_go_through_the_tutorial(tmp_path) -> None:
    """The keys route: the Next choice, then the No bid choice (↓ and Enter on the list)."""
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(app, pilot, "first-steps")
        for _ in range(2):
            screen.query_one("#choices").focus()
            await pilot.press("enter")
            await pilot.pause()
        assert screen.tutorial.index == 2
        screen.query_one("#choices").focus()
        await pilot.press("down", "enter")  # "No bid" (a typed `2` is a bid of 2 M here)
        await pilot.pause()
        assert screen.tutorial.index == 3


async def test_the_coached_game_accepts_typed_decisions(tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(app, pilot, "first-game")
        for _ in range(3):
            await type_line(pilot, screen, screen.tutorial.current_step.hint)
        assert len(screen.tutorial.log) == 3
        assert "Coach" in " ".join(screen.query_one("#log").history)
