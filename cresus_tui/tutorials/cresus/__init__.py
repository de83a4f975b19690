"""Crésus lessons: their content (steps, scripted rivals) and the coach's advice; the runner
that plays a lesson is ``cresus_tui.play.cresus.tutorial``.

    from cresus_tui.tutorials.cresus import LESSONS
    from cresus_tui.play.cresus.tutorial import Tutorial
    tut = Tutorial.start("first-steps")
    tut.step_text(); fb = tut.try_command("pass"); fb.ok, fb.advanced, fb.messages, fb.done
"""

from .lesson import Expect, Lesson, RivalSpec, ScriptedRival, Step, basic_decision
from .lessons import LESSONS, get_lesson, lesson_ids

__all__ = [
    "LESSONS", "Expect", "Lesson", "RivalSpec", "ScriptedRival", "Step", "basic_decision",
    "get_lesson", "lesson_ids",
]
