"""One snapshot per Crésus lesson step at 80×24, named ``tutorial_<lesson>_<step>``, on the one
lesson screen: each lesson is driven headlessly through its scripted right actions
(``step.hint``) up to the step, and the steps played so far are told in the story. The coached
"first game" has no fixed steps: its first decisions are shown. The lesson-complete screen of
every game's first lesson at 80×24 and 60×20, named ``lesson_done_<lesson>_<size>``, shows the
whole closing words, scrolled to their end too. Update serially:
``pytest tests/tui/test_tutorial_snapshots.py --snapshot-update -p no:xdist``.
"""

from __future__ import annotations

import pytest

from cresus_tui.tui.app import CresusApp
from cresus_tui.play.settings import Settings
from cresus_tui.play.cresus.tutorial import Tutorial
from cresus_tui.play.kits import every_lesson, play_kit
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
        pilot.app.open_tutorial(tutorial)
        for _ in range(3):
            await pilot.pause()

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    assert snap_compare(app, terminal_size=(80, 24), run_before=open_it)


FIRST_LESSONS = {}
for _game, _lesson in every_lesson():
    FIRST_LESSONS.setdefault(_game, _lesson.id)
DONE_SIZES = {"80x24": (80, 24), "60x20": (60, 20)}


def finished(game_id: str, lesson_id: str):
    """The lesson played to its end by its scripted right actions."""
    t = play_kit(game_id).tutorial(lesson_id)
    for _ in range(60):
        step = t.current_step
        if step is None:
            break
        typed = getattr(step, "hint", "") or getattr(step, "command", "")
        fb = t.try_command("" if step.read_only else typed)
        assert fb.advanced, fb.messages
    assert t.done
    return t


@pytest.mark.parametrize("size", list(DONE_SIZES))
@pytest.mark.parametrize("end", ["top", "bottom"])
@pytest.mark.parametrize("game_id", sorted(FIRST_LESSONS))
def test_lesson_done(game_id: str, end: str, size: str, snap_compare, tmp_path) -> None:
    tutorial = finished(game_id, FIRST_LESSONS[game_id])

    async def open_it(pilot) -> None:
        pilot.app.show_tutorial_done(tutorial)
        await pilot.pause()
        if end == "bottom":
            for _ in range(10):
                await pilot.press("pagedown")
        for _ in range(2):
            await pilot.pause()

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    assert snap_compare(app, terminal_size=DONE_SIZES[size], run_before=open_it)
