"""The eight mechanism lessons of FOR-EX and Big Money on screen: each opened from the
Tutorials list, played to its end by typing the coach's commands on the command line (a wrong
action explained and not played), closed by the lesson-complete screen and marked done."""

from __future__ import annotations

import pytest

from cresus_tui.play.progress import ProgressStore
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.tutorial_done import TutorialDoneScreen

from .test_bigmoney_tutorial import open_from_the_list, type_line

NEW = ("forex-spot", "forex-loans", "forex-divest", "forex-dividends", "forex-end",
       "bm-dividends-bonus", "bm-news", "bm-bank-end")
WRONG = {"forex": "divest EUR 9", "bigmoney": "buy 4"}
"""An action no step of these lessons asks for."""


@pytest.mark.parametrize("lesson_id", NEW)
async def test_the_lesson_plays_to_its_end_on_screen(lesson_id, tmp_path) -> None:
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_from_the_list(app, pilot, lesson_id)
        tutorial = app.screen.tutorial
        assert tutorial.lesson.id == lesson_id and tutorial.index == 0
        before = tutorial.game.encode()
        await type_line(pilot, WRONG[tutorial.lesson.game])  # explained, not played
        assert tutorial.index == 0 and tutorial.game.encode() == before
        for _ in range(30):
            if isinstance(app.screen, TutorialDoneScreen):
                break
            step = tutorial.current_step
            await type_line(pilot, "" if step.read_only else
                            (getattr(step, "command", "") or step.hint))
        assert isinstance(app.screen, TutorialDoneScreen) and tutorial.done
        assert lesson_id in ProgressStore(str(tmp_path)).read().done
        title = str(app.screen.query_one("#title").render())
        assert title == f"Lesson complete — {tutorial.lesson.title}"
