"""The FOR-EX rivals' factory, above both the rivals and the evaluator (the hard level weighs
its turns by the evaluator, which searches with the rivals' functions)."""

from __future__ import annotations

from .evaluator import options
from .rival import ForexRival, RandomForexRival


def make_rival(level: str = "normal", seed: int = 0) -> ForexRival | RandomForexRival:
    """A FOR-EX rival: ``random`` (the random-legal player), easy, normal or hard. Raises
    ValueError for an unknown level."""
    if level == "random":
        return RandomForexRival(seed)
    return ForexRival(level, seed, options if level == "hard" else None)
