"""FOR-EX's lessons (content only; the runner is ``cresus_tui.play.forex.tutorial``)."""

from __future__ import annotations

LESSONS: tuple = ()
