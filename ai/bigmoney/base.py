"""A rival's answer: the decision and its one-line reason (the same shape as ``ai.rival.Choice``,
kept here so the Big Money rivals import nothing of another game)."""

from __future__ import annotations

from typing import Any

import msgspec


class Choice(msgspec.Struct, frozen=True):
    """A rival's decision and its one-line reason."""

    decision: Any
    reason: str = ""
