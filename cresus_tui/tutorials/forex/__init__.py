"""FOR-EX's lessons (content only; the runner is ``cresus_tui.play.forex.tutorial``)."""

from __future__ import annotations

from .lessons import LESSONS, Lesson, Step, get_lesson

__all__ = ["LESSONS", "Lesson", "Step", "get_lesson"]
