"""One snapshot per tutorial step at 80×24, named ``tutorial_<lesson>_<step>``: each lesson is
driven headlessly through its scripted right actions (``step.hint``) up to the step, and the
steps played so far are narrated as the log's backlog. The coached "first game" has no fixed
steps: its first decisions are shown. Update serially:
``pytest tests/tui/test_tutorial_snapshots.py --snapshot-update -p no:xdist``.
"""

from __future__ import annotations

import pytest

from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.tutorial import TutorialScreen
from cresus_tui.play.settings import Settings
from cresus_tui.play.cresus.tutorial import Tutorial
from cresus_tui.tutorials.cresus import LESSONS

COACHED_STEPS = 3


def cases() -> list[tuple[str, int]]:
    out = []
    for lesson in LESSONS:
        count = COACHED_STEPS if lesson.coach else len(lesson.steps)
        out += [(lesson.id, k) for k in range(1, count + 1)]
    return out


def tutorial_at(lesson_id: str, step: int) -> tuple[Tutorial, list]:
    """The lesson at its ``step`` (1-based), and every step played to get there."""
    t = Tutorial.start(lesson_id)
    backlog = list(t.opening)
    for _ in range(step - 1):
        fb = t.try_command(t.current_step.hint)
        assert fb.advanced, fb.messages
        backlog += fb.played
    return t, backlog


@pytest.mark.parametrize("lesson_id,step", cases(),
                         ids=[f"tutorial_{lid}_{k}" for lid, k in cases()])
def test_tutorial_step(lesson_id: str, step: int, snap_compare, tmp_path) -> None:
    tutorial, backlog = tutorial_at(lesson_id, step)

    async def open_it(pilot) -> None:
        pilot.app.push_screen(TutorialScreen(tutorial, backlog))
        for _ in range(3):
            await pilot.pause()

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    assert snap_compare(app, terminal_size=(80, 24), run_before=open_it)
