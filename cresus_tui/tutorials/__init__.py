"""Guided tutorials' content (pure Python, no Textual): one folder per game, lessons, scripted
rivals, odds and hints. The runner that plays a lesson is in the play layer
(``cresus_tui.play.cresus.tutorial``).

    from cresus_tui.tutorials import LESSONS
    from cresus_tui.play.cresus.tutorial import Tutorial
    tut = Tutorial.start("first-steps")
    tut.step_text(); fb = tut.try_command("pass"); fb.ok, fb.advanced, fb.messages, fb.done
"""

from .cresus.lesson import Expect, Lesson, RivalSpec, ScriptedRival, Step, basic_decision
from .cresus.lessons import LESSONS, get_lesson, lesson_ids

__all__ = [
    "LESSONS", "Expect", "Lesson", "RivalSpec", "ScriptedRival", "Step", "basic_decision",
    "get_lesson", "lesson_ids",
]
