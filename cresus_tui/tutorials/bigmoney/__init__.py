"""Big Money's guided lessons (content only; the runner is ``cresus_tui.play.bigmoney
.tutorial``)."""

from .lesson import Lesson, ScriptedRival, Step
from .lessons import LESSONS, get_lesson

__all__ = ["LESSONS", "Lesson", "ScriptedRival", "Step", "get_lesson"]
