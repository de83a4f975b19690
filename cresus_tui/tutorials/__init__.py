"""Guided tutorials (pure Python, no Textual): lessons, the Tutorial runner, odds and hints.

    from cresus_tui.tutorials import LESSONS, Tutorial
    tut = Tutorial.start("first-steps")
    tut.step_text(); fb = tut.try_command("pass"); fb.ok, fb.advanced, fb.messages, fb.done
"""

from .lesson import (
    Expect, Feedback, Lesson, RivalSpec, ScriptedRival, Step, Tutorial, TutorialState,
    basic_decision,
)
from .lessons import LESSONS, get_lesson, lesson_ids

__all__ = [
    "LESSONS", "Expect", "Feedback", "Lesson", "RivalSpec", "ScriptedRival", "Step", "Tutorial",
    "TutorialState", "basic_decision", "get_lesson", "lesson_ids",
]
